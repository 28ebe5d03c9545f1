"""The vocabulary between the core and the outside: decisions, actions, dealer steps, results.

Actions are frozen dataclasses of ints and tuples of card handles. Two of them (``Attack``,
``Defend``) carry a secret: the chosen cards stay face down until opened, so every peer applies
only their public form (``AttackCommit``, ``DefendCommit``), and the dealer opens the secret later.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.frozen import fast_init
from core.hypnose.tasks import Decision as Decision  # (defined with the tasks that await one)
from core.vocabulary import Handles

# --- Actions ---------------------------------------------------------------------------------


@fast_init
@dataclass(frozen=True, slots=True)
class Pass:
    """End the buying phase, skip an optional step, decline to defend (R7, R10, R11)."""


@fast_init
@dataclass(frozen=True, slots=True)
class Refresh:
    """R7.1: discard these cards and draw up to the hand limit; the turn ends."""

    cards: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class Bank:
    """R7.2: remove one or two Value cards from the game for a discount."""

    cards: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class BuyMarket:
    """R7.3: buy market card ``card``, paying with ``payment`` (Values, Books) and the bank."""

    card: int
    payment: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class BuyBlind:
    """R7.4: pay 6, take the top card of the Basic stack unseen by the others."""

    payment: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class BuyExpert:
    """R7.5: pay 8, look at the top two Experts and keep one."""

    payment: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class Play:
    """R10: play ``card`` for its intermediate action; ``opponent`` is -1 unless it names one."""

    card: int
    opponent: int = -1


@fast_init
@dataclass(frozen=True, slots=True)
class AttackCommit:
    """Public form of an attack: the opponent and how many cards lie face down (R11)."""

    opened: ClassVar[bool] = True

    opponent: int
    count: int

    def complete(self, cards: Handles) -> Attack:
        return Attack(self.opponent, cards)


@fast_init
@dataclass(frozen=True, slots=True)
class Attack:
    """R11: attack ``opponent`` with these cards (secret until opened)."""

    opponent: int
    cards: Handles

    def public(self) -> AttackCommit:
        return AttackCommit(self.opponent, len(self.cards))

    def hidden(self) -> Handles:
        return self.cards


@fast_init
@dataclass(frozen=True, slots=True)
class DefendCommit:
    """Public form of a defense: how many cards lie face down (R11)."""

    opened: ClassVar[bool] = True

    count: int

    def complete(self, cards: Handles) -> Defend:
        return Defend(cards)


@fast_init
@dataclass(frozen=True, slots=True)
class Defend:
    """R11: defend with these cards (secret until opened)."""

    cards: Handles

    def public(self) -> DefendCommit:
        return DefendCommit(len(self.cards))

    def hidden(self) -> Handles:
        return self.cards


@fast_init
@dataclass(frozen=True, slots=True)
class PlayExpert:
    """R11: play an Expert from hand during the duel."""

    card: int


@fast_init
@dataclass(frozen=True, slots=True)
class KeepCommit:
    """Public form of ``Keep``: the choice is made, but not which card (R7.5)."""

    opened: ClassVar[bool] = False

    def complete(self, order: Handles) -> Keep:
        return Keep(order[0])


@fast_init
@dataclass(frozen=True, slots=True)
class Keep:
    """R7.5: keep this one of the Experts looked at; the other goes under the stack.

    Secret: the buyer reorders the looked-at cards privately (kept one first), so a player who
    knew one of them cannot tell which was kept.
    """

    card: int

    def public(self) -> KeepCommit:
        return KeepCommit()

    def hidden(self) -> Handles:
        return (self.card,)


@fast_init
@dataclass(frozen=True, slots=True)
class Discard:
    """Hypnotic Mirror: the two cards the opponent chose to discard."""

    cards: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class ReorderCommit:
    """Public form of ``Reorder``: how many top cards are put back in a secret order."""

    opened: ClassVar[bool] = False

    count: int

    def complete(self, order: Handles) -> Reorder:
        return Reorder(order[: self.count])


@fast_init
@dataclass(frozen=True, slots=True)
class Reorder:
    """Dream Journal: the examined top cards, in their new order (top first); secret."""

    order: Handles

    def public(self) -> ReorderCommit:
        return ReorderCommit(len(self.order))

    def hidden(self) -> Handles:
        return self.order


@fast_init
@dataclass(frozen=True, slots=True)
class Search:
    """R17: the missing cards, taken from the named pile (the own draw or discard pile)."""

    cards: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class Refill:
    """R17 (7 and 3): refill the hand: draw until the searched cards are missing, then search."""


@fast_init
@dataclass(frozen=True, slots=True)
class DeclineRefill:
    """R17 (7 and 3): decline the refill altogether; the hand stays as it is."""


@fast_init
@dataclass(frozen=True, slots=True)
class SearchDrawPile:
    """R17: search the own draw pile (revealed to this seat alone, reshuffled afterwards)."""


@fast_init
@dataclass(frozen=True, slots=True)
class SearchDiscardPile:
    """R17: search the own discard pile (public already: nothing new is revealed)."""


Action = (
    Pass
    | Refresh
    | Bank
    | BuyMarket
    | BuyBlind
    | BuyExpert
    | Play
    | Attack
    | AttackCommit
    | Defend
    | DefendCommit
    | PlayExpert
    | Keep
    | KeepCommit
    | Discard
    | Reorder
    | ReorderCommit
    | Search
    | Refill
    | DeclineRefill
    | SearchDrawPile
    | SearchDiscardPile
)
SECRET_ACTIONS = (Attack, Defend, Keep, Reorder)
"""Choices the dealer keeps hidden (``core.vocabulary.Secret``): each has ``public()`` (what
travels), ``hidden()`` (the handles it hides); its public form is ``Sealed``."""
SECRET_FORMS = (AttackCommit, DefendCommit, KeepCommit, ReorderCommit)
"""The public forms of the secret actions, in the same order."""
