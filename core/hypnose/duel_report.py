"""A duel's totals and their parts, as a table shows them when the duel is decided (R11).

The engine resolves a duel inside the change that reveals its last card (an opened selection, a
revealed Expert), so no stored state shows both totals. ``resolving`` finds that moment: it
applies the change to a copy of the state whose to-do list stops just before the resolution,
and reads the totals with the rules' own ``duel.outcome``. A window or a terminal can then say
"Attack 6 = Suggestion Manual 4 + Metronome 2; Defense 6 ...; The Neutralizer: attack 0".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.errors import CoreError
from core.game import Message
from core.hypnose.catalog import Category, Effect
from core.hypnose.duel import outcome
from core.hypnose.state import State
from core.hypnose.tasks import Op
from core.hypnose.zones import Zone
from core.vocabulary import UNKNOWN


@dataclass(frozen=True, slots=True)
class ExpertPlay:
    """An Expert played in the duel: who, which card, whether the other's Skeptic cancelled it,
    and both totals once it applied (R11: the attacker's first, then the defender's)."""

    seat: int
    card: str
    cancelled: bool
    attack: int
    defense: int


@dataclass(frozen=True, slots=True)
class DuelReport:
    """Everything a player reads about a decided duel; ``winner``/``loser`` are -1 on a tie."""

    attacker: int
    defender: int
    attack_parts: tuple[tuple[str, int], ...]
    """(card id, what it adds to the attack), Experts left out."""
    defense_parts: tuple[tuple[str, int], ...]
    modifier: int
    """The defender's Defense Modifier (R16), part of its defense."""
    declined: bool
    attack_base: int
    defense_base: int
    experts: tuple[ExpertPlay, ...]
    attack: int
    defense: int
    winner: int
    loser: int
    loss: int
    """What the loser loses before R13 stops it on a prime."""

    def message(self) -> Message:
        """The report as a log message (``hypnose.duel``) a client translates."""
        return Message(
            "hypnose.duel",
            {
                "attacker": self.attacker,
                "defender": self.defender,
                "attack_parts": self.attack_parts,
                "defense_parts": self.defense_parts,
                "modifier": self.modifier,
                "declined": self.declined,
                "attack_base": self.attack_base,
                "defense_base": self.defense_base,
                "experts": tuple(
                    (e.seat, e.card, e.cancelled, e.attack, e.defense) for e in self.experts
                ),
                "attack": self.attack,
                "defense": self.defense,
                "winner": self.winner,
                "loser": self.loser,
                "loss": self.loss,
            },
        )


def _parts(state: State, seat: int, attacking: bool, experts: tuple[int, int]) -> list:
    """What each duel card of ``seat`` adds to its total (R11 "Totals")."""
    parts = []
    for handle in state.zone(Zone.DUEL, seat):
        if handle in experts:
            continue
        kind = state.public_kind(handle)
        if kind is None:
            continue
        if kind.is_scholar:
            parts.append((kind.id, kind.attack if attacking else kind.defense))
        elif kind.category in (Category.BOOST, Category.DEFENSE):
            parts.append((kind.id, kind.value))
    return parts


def report(state: State) -> DuelReport:
    """The report of the duel of ``state``, whose selections and Experts are all face up."""
    duel = state.duel
    assert duel is not None
    experts = (duel.attack_expert, duel.defense_expert)

    def effect(handle: int) -> tuple[str, Effect] | None:
        if handle == UNKNOWN:
            return None
        kind = state.catalog[state.public[handle]]
        return kind.id, kind.effect

    ea, ed = effect(duel.attack_expert), effect(duel.defense_expert)
    a_effect, d_effect = ea[1] if ea else None, ed[1] if ed else None
    base = outcome(state)
    final = outcome(state, a_effect, d_effect)
    plays: list[ExpertPlay] = []
    if ea is not None:
        cancelled = d_effect is Effect.CANCEL_EXPERT and a_effect is not Effect.CANCEL_EXPERT
        mid = outcome(state, None if cancelled else a_effect, None)
        plays.append(ExpertPlay(duel.attacker, ea[0], cancelled, mid.attack, mid.defense))
    if ed is not None:
        cancelled = a_effect is Effect.CANCEL_EXPERT
        plays.append(ExpertPlay(duel.defender, ed[0], cancelled, final.attack, final.defense))
    return DuelReport(
        attacker=duel.attacker,
        defender=duel.defender,
        attack_parts=tuple(_parts(state, duel.attacker, True, experts)),
        defense_parts=tuple(_parts(state, duel.defender, False, experts)),
        modifier=state.modifier[duel.defender],
        declined=duel.defense_count < 0,
        attack_base=base.attack,
        defense_base=base.defense,
        experts=tuple(plays),
        attack=final.attack,
        defense=final.defense,
        winner=final.winner,
        loser=final.loser,
        loss=final.loss,
    )


def resolving(before: State, apply: Callable[[State], State]) -> DuelReport | None:
    """The report of the duel that the change ``apply`` (an action or a dealer result applied
    to ``before``) resolves, or None if it resolves none.

    A resolving change always starts from a state whose to-do list already holds the
    resolution (the defender's choice queues it; opening the cards or an Expert completes it).
    """
    tasks = before.tasks
    index = next((i for i, entry in enumerate(tasks) if entry.op is Op.RESOLVE_DUEL), None)
    if index is None:
        return None
    try:
        reached = apply(before.evolve(tasks=tasks[:index]))
    except CoreError:
        return None
    if reached.tasks or reached.duel is None:
        return None  # the change stops earlier: the resolution is still ahead
    return report(reached)
