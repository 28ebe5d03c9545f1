"""What a player is told before deciding: the phase of the turn and, in one line, what the
deciding seat may do now and why (R7-R17), as message ids with arguments like the log's
(``core.hypnose.words`` holds their English; a window translates them by id).

Both read only the public state and the deciding seat's view, so every client says the same.
"""

from __future__ import annotations

from typing import Any

from core.game import Message
from core.hypnose.actions import Decision
from core.hypnose.catalog import CardKind
from core.hypnose.duel_tally import Outcome, shown
from core.hypnose.resistance import DRAW_PILE, search_args
from core.hypnose.tasks import Op, decision_of
from core.hypnose.turn import turn_steps
from core.hypnose.zones import Zone
from core.view import View

PHASES = ("buy", "intermediate", "duel", "intermediate", "refresh", "refresh")
"""The phase each step of a turn (``turn.turn_steps``) opens; the last step (the end of the
turn) still belongs to the refresh phase."""


def phase(state: Any) -> Message:
    """The active seat's phase of the turn ("hypnose.phase.<name>", with ``number`` 1 or 2 for
    the intermediate phases): the step of the turn at the head of the to-do list, else the one
    whose consequences are being carried out (a purchase's Expert, a duel's defence)."""
    steps = turn_steps(state.active)
    tasks = state.tasks
    index = next((i for i, step in enumerate(steps) if step in tasks), len(steps) - 1)
    if index > 0 and (not tasks or tasks[0] != steps[index]):
        index -= 1  # the previous step's consequences
    name = PHASES[index]
    args = {"number": 1 if index == 1 else 2} if name == "intermediate" else {}
    return Message(f"hypnose.phase.{name}", args)


def ask(view: View) -> Message | None:
    """What ``view``'s seat is asked now, in one line ("hypnose.ask.<decision>"), or None if
    it is not asked."""
    state, seat = view.state, view.seat
    if not state.tasks or state.tasks[0].op is not Op.DECIDE:
        return None
    asked, decision, param = decision_of(state.tasks[0])
    if asked != seat:
        return None
    duel = state.duel
    if decision is Decision.BUY:
        must = not (state.left_hand or state.bought) and bool(state.hand(seat))
        name = "buy_first" if must else "buy"
        return Message(f"hypnose.ask.{name}", {"bank": state.bank[seat]})
    if decision is Decision.INTERMEDIATE:
        return Message("hypnose.ask.intermediate", {"number": param})
    if decision is Decision.DEFEND and duel is not None:
        args = {"attacker": duel.attacker, "count": duel.attack_count}
        return Message("hypnose.ask.defend", {**args, "modifier": state.modifier[seat]})
    if decision is Decision.EXPERT and duel is not None:
        attack, defense = current_totals(state)
        return Message("hypnose.ask.expert", {"attack": attack, "defense": defense})
    if decision is Decision.DISCARD:
        return Message("hypnose.ask.discard", {"seat": state.active})
    if decision is Decision.REORDER:
        count = min(6, len(state.zone(Zone.DRAW, seat)))
        return Message("hypnose.ask.reorder", {"count": count})
    if decision is Decision.SEARCH:
        pile, count = search_args(param)
        name = "search_draw" if pile == DRAW_PILE else "search_discard"
        return Message(f"hypnose.ask.{name}", {"count": count})
    if decision in (Decision.REFILL, Decision.PILE):
        args = {"resistance": state.resistance[seat], "count": param}
        return Message(f"hypnose.ask.{decision.value}", args)
    return Message(f"hypnose.ask.{decision.value}")


def current_totals(
    state: Any, seat: int | None = None, expert: CardKind | None = None
) -> tuple[int, int]:
    """The duel's attack and defense as they stand (face-up cards and Experts played so far,
    the Defense Modifier included): what an Expert is played against (R11 c); with ``expert``,
    as they would stand if ``seat`` played it now."""
    result = standing(state, seat, expert)
    return result.attack, result.defense


def standing(state: Any, seat: int | None = None, expert: CardKind | None = None) -> Outcome:
    """The duel's result if it were decided now (``current_totals``'s cards and Experts)."""
    return shown(state, seat, expert).result
