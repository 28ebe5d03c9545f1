"""What Hypnose's table shows, kept from the session's events (no Qt widgets here).

The session reports what was played and dealt, then the new view. The model steps its own copy
of the public state through those events with the game's own ``apply_action``/``apply_dealer``
(never its own rules); on every ``Changed`` it takes the session's state again, and keeps the
core's decided-duel message (``hypnose.duel``: both totals with their parts, R11) until the
next turn, for the duel area.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.errors import CoreError
from core.game import Game, Message
from core.hypnose.actions import Attack, Decision, Defend
from core.hypnose.state import State
from core.hypnose.tasks import Op, decision_of
from core.view import View
from core.vocabulary import AwaitAction, AwaitSimultaneous
from net import Changed, Dealt, Ended, Played, YourTurn

PHASES = ("buy", "play1", "duel", "play2", "refresh")
"""The turn's steps in the phase stepper (Gameplay: buy, intermediate 1, duel, intermediate 2,
refresh)."""


def phase(state: State) -> str | None:
    """The step of the turn the active seat is in, read from the core's to-do list."""
    if not state.tasks:
        return None
    who = deciding(state)
    if who is not None and who[1] in (Decision.DEFEND, Decision.EXPERT):
        return "duel"
    if state.duel is not None and _duel_running(state):
        return "duel"
    for entry in state.tasks:
        if entry.op is Op.DECIDE:
            seat, decision, param = decision_of(entry)
            if seat != state.active:
                continue
            if decision is Decision.BUY:
                return "buy"
            if decision is Decision.INTERMEDIATE:
                return "play1" if param == 1 else "play2"
            if decision is Decision.DUEL:
                return "duel"
        if entry.op is Op.REFRESH_PHASE:
            return "refresh"
    return "refresh"


def _duel_running(state: State) -> bool:
    return any(entry.op is Op.RESOLVE_DUEL for entry in state.tasks)


def deciding(state: State) -> tuple[int, Decision] | None:
    """Who decides now, and what (None while the dealer works or at the end)."""
    head = state.tasks[0] if state.tasks else None
    if head is None or head.op is not Op.DECIDE:
        return None
    seat, decision, _ = decision_of(head)
    return seat, decision


class TableModel:
    """The table's state as the person sees it, updated event by event."""

    def __init__(self, game: Game, me: int) -> None:
        self.game = game
        self.me = me
        self.view: View | None = None
        self.state: State | None = None
        self.asked: YourTurn | None = None
        self.report: Message | None = None
        """The last decided duel (the core's ``hypnose.duel`` message), until the next turn."""
        self.report_turn = -1
        self.commit: tuple[int, ...] = ()
        """The cards of my face-down duel selection, until they are opened."""
        self.last_decision: Decision | None = None
        """The decision the last played action answered (the log words a Pass by it)."""
        self.ended: Ended | None = None

    # --- events -----------------------------------------------------------------------------

    def on_event(self, event: Any) -> Message | None:
        """Take one session event; returns the duel it told decided, if any."""
        found: Message | None = None
        if isinstance(event, Played):
            self._step(lambda s: self.game.apply_action(s, event.seat, event.action), event)
        elif isinstance(event, Dealt):
            self._step(lambda s: self.game.apply_dealer(s, event.result), None)
        elif isinstance(event, Changed):
            found = next((m for m in event.messages if m.id == "hypnose.duel"), None)
            self.view = event.view
            self.state = event.view.state
            if self.asked is not None and self.state is not self.asked.view.state:
                self.asked = None
            self._expire()
        elif isinstance(event, YourTurn):
            if event.decision in (Decision.DUEL, Decision.DEFEND):
                # Asked for a duel selection: none of mine is pending (a choice not taken is
                # asked again), so no card of the hand stays hidden as face-down.
                self.commit = ()
            self.asked = event
            self.view = event.view
            self.state = event.view.state
            self._expire()
        elif isinstance(event, Ended):
            self.ended = event
            self.asked = None
        if found is not None:
            self.report = found
            self.report_turn = self.state.turn if self.state is not None else -1
        return found

    def _step(self, apply: Callable[[State], State], played: Played | None) -> None:
        state = self.state
        if state is None:
            return None
        if played is not None:
            who = deciding(state)
            self.last_decision = who[1] if who else None
        try:
            self.state = apply(state)
        except CoreError:
            return  # resynced at the next Changed
        if played is not None and played.seat == self.me and self.asked is not None:
            self.asked = None

    def _expire(self) -> None:
        state = self.state
        if state is None:
            return
        if self.report is not None and state.turn != self.report_turn:
            self.report = None
        if self.commit and (
            state.duel is None or any(h not in state.hand(self.me) for h in self.commit)
        ):
            self.commit = ()

    def submitted(self, action: Any) -> None:
        """The person chose ``action``: a secret duel selection is remembered (shown face down
        with the eye that says only its owner knows it)."""
        if isinstance(action, Attack | Defend):
            self.commit = tuple(action.cards)
        self.asked = None

    # --- reading ----------------------------------------------------------------------------

    def known(self) -> View | None:
        """The current view: the session's state with this seat's knowledge."""
        if self.state is None or self.view is None:
            return None
        return View(self.state, self.me, self.view.knowledge)

    def waiting_for(self) -> tuple[int, Decision] | None:
        if self.state is None:
            return None
        pend = self.game.pending(self.state)
        if isinstance(pend, AwaitAction):
            return pend.seat, pend.decision
        if isinstance(pend, AwaitSimultaneous):
            return pend.seats[0], pend.decision
        return None
