"""The Hypnose table in lines of text: who is where, the market with prices, your hand.

Plain sentences a screen reader reads well: no boxes, no columns that only line up by eye, each
line saying what it is about first ("Market: ...", "Your hand: ...").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from core.hypnose.catalog import CardKind
from core.hypnose.duel import under_way
from core.hypnose.game import HypnoseGame
from core.hypnose.prompts import phase
from core.hypnose.zones import Zone
from core.view import View

BOT_NAMES = ("Ben", "Cleo", "Dana", "Emil")
"""Names of the bots in a terminal game, in seat order (one that the player took is skipped)."""


def seat_names(players: int, me: int, name: str) -> list[str]:
    """The player's name at ``me``; bots named from ``BOT_NAMES`` at the other seats."""
    bots = iter(n for n in BOT_NAMES if n.lower() != name.lower())
    return [name if seat == me else next(bots) for seat in range(players)]


def kinds_text(kinds: Sequence[CardKind], *, grouped: bool = True) -> str:
    """Card names in order, repeats as "Value 2 x3" when ``grouped``; "nothing" if none."""
    if not kinds:
        return "nothing"
    if not grouped:
        return ", ".join(k.name for k in kinds)
    counts = Counter(k.name for k in kinds)
    seen: list[str] = []
    for kind in kinds:
        if kind.name not in seen:
            seen.append(kind.name)
    return ", ".join(f"{n} x{counts[n]}" if counts[n] > 1 else n for n in seen)


def hand_kinds(view: View) -> list[CardKind]:
    """The seat's hand in catalog order (Values, then Books, ...): alike cards side by side."""
    kinds = [k for k in view.kinds(view.state.hand(view.seat)) if k is not None]
    return sorted(kinds, key=lambda k: k.index)


def market_kinds(view: View) -> list[CardKind]:
    return [k for k in view.kinds(view.state.zone(Zone.MARKET)) if k is not None]


def price_text(kind: CardKind) -> str:
    return f"{kind.name} ({kind.price})"


def phase_words(game: HypnoseGame, state: Any) -> str:
    return game.render(phase(state))


def table_lines(game: HypnoseGame, view: View, names: Sequence[str], bot: str) -> list[str]:
    """The whole table as ``view``'s seat sees it."""
    state, me = view.state, view.seat
    active = names[state.active]
    lines = [f"Turn {state.turn}, {active}'s turn: {phase_words(game, state)}."]
    for seat in range(state.players):
        who = f"{names[seat]} (you)" if seat == me else f"{names[seat]} ({bot} bot)"
        if not state.alive(seat):
            lines.append(f"  {who}: hypnotized, out of the game.")
            continue
        parts = [
            f"Mental Resistance {state.resistance[seat]}",
            f"hand {len(state.hand(seat))}",
            f"draw pile {len(state.zone(Zone.DRAW, seat))}",
            f"discard pile {len(state.zone(Zone.DISCARD, seat))}",
        ]
        if state.bank[seat]:
            parts.append(f"bank {state.bank[seat]}")
        if state.modifier[seat]:
            parts.append(f"Defense Modifier +{state.modifier[seat]}")
        if state.targeted[seat]:
            parts.append("Target card (no new duel against it until its turn ends)")
        lines.append(f"  {who}: {', '.join(parts)}.")
    market = market_kinds(view)
    lines.append("Market: " + (", ".join(price_text(k) for k in market) or "empty") + ".")
    catalog = state.catalog
    lines.append(
        f"Stacks: Basic {len(state.zone(Zone.BASIC))} cards (blind purchase"
        f" {catalog.blind_price}), Experts {len(state.zone(Zone.EXPERTS))} cards"
        f" (price {catalog.expert_price})."
    )
    lines.extend(duel_lines(view, names))
    lines.append(hand_line(view))
    return lines


def hand_line(view: View) -> str:
    """Your hand, with what it can pay (Values, and Books at resale) and the bank (R7)."""
    kinds = hand_kinds(view)
    total = sum(k.pay_value for k in kinds if k.is_payment)
    bank = view.state.bank[view.seat]
    extra = f" (pays up to {total}" if total else ""
    if bank:
        extra = f"{extra}, and your bank {bank}" if total else f" (your bank: {bank}"
    return f"Your hand: {kinds_text(kinds)}{extra}{')' if extra else ''}."


def duel_lines(view: View, names: Sequence[str]) -> list[str]:
    """The duel under way: who attacks whom, the cards face down or face up."""
    state = view.state
    duel = state.duel
    if duel is None or not under_way(state):
        return []
    lines = [f"Duel: {names[duel.attacker]} attacks {names[duel.defender]}."]
    counts = {duel.attacker: duel.attack_count, duel.defender: duel.defense_count}
    for seat in (duel.attacker, duel.defender):
        shown = [k for k in view.kinds(state.zone(Zone.DUEL, seat)) if k is not None]
        if shown:
            lines.append(f"  {names[seat]} shows {kinds_text(shown, grouped=False)}.")
        elif counts[seat] > 0:
            lines.append(f"  {names[seat]}: {counts[seat]} card(s) face down.")
        elif counts[seat] < 0:
            lines.append(f"  {names[seat]} declined to defend.")
    return lines


def card_text(kind: CardKind) -> str:
    """A card as the help shows it: its name, then its text (R20)."""
    return f"{kind.name}: {kind.text}"


def find_cards(game: HypnoseGame, words: str) -> list[CardKind]:
    """Card kinds whose name contains ``words`` (in any case), best first:
    an exact name, then names that begin with the words, then the rest."""
    wanted = words.strip().lower()
    kinds = [k for k in game.catalog if wanted in k.name.lower()]
    return sorted(
        kinds, key=lambda k: (k.name.lower() != wanted, not k.name.lower().startswith(wanted))
    )
