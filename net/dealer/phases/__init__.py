"""The dealer's steps, one class per kind (planning, intake and finish together), and the
planner that picks the next one from the game's pending step and the public record."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.vocabulary import (
    AwaitAction,
    AwaitSimultaneous,
    GameOver,
    OpenStep,
    RandomStep,
    ReorderStep,
    RevealStep,
    ShuffleStep,
)
from net.dealer.phases.audit import AuditPhase, OverPhase
from net.dealer.phases.base import Phase
from net.dealer.phases.cards import OpenPhase, RevealPhase
from net.dealer.phases.choices import ActionPhase, KeysPhase, RandomPhase, SimultaneousPhase
from net.dealer.phases.leaving import ResharePhase
from net.dealer.phases.shuffles import ReorderPhase, ShufflePhase
from net.dealer.phases.slots import SlotPhase, runs_in_slots

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext

PLANNERS: dict[type, Callable[[StepContext, Any], Phase]] = {
    AwaitAction: ActionPhase.plan,
    AwaitSimultaneous: SimultaneousPhase.plan,
    ShuffleStep: ShufflePhase.make,
    ReorderStep: ReorderPhase.make,
    RevealStep: RevealPhase.make,
    OpenStep: OpenPhase.make,
    RandomStep: RandomPhase.plan,
}
"""The phase that serves each kind of pending step, dispatched by the step's type."""


def plan_phase(r: StepContext) -> Phase:
    """The phase after the current one, from the game's pending step and the public record."""
    pend = r.game.pending(r.state)
    if isinstance(r.phase, AuditPhase):
        return OverPhase(pend, {})
    capped = r.turn_cap is not None and r.game.turns_played(r.state) >= r.turn_cap and not r.commits
    if isinstance(pend, GameOver) or (capped and isinstance(pend, AwaitAction | AwaitSimultaneous)):
        return AuditPhase.make(r, pend)
    gone = r.pieces.gone
    out = [s for s in r.game.seats_out(r.state) if s not in gone and s not in r.replaced]
    leaving = ResharePhase.plan(r, out) if out else None
    if leaving is not None:
        return leaving
    if isinstance(pend, AwaitSimultaneous) and runs_in_slots(r):
        return SlotPhase.plan(r, pend)  # a time slot: two messages, and its R_t (V9-V10)
    return PLANNERS[type(pend)](r, pend)


__all__ = [
    "PLANNERS",
    "ActionPhase",
    "AuditPhase",
    "KeysPhase",
    "OpenPhase",
    "OverPhase",
    "Phase",
    "RandomPhase",
    "ReorderPhase",
    "ResharePhase",
    "RevealPhase",
    "ShufflePhase",
    "SimultaneousPhase",
    "SlotPhase",
    "plan_phase",
]
