"""The dealer interface: everything a dealer may use of the rules core, in one place.

A dealer deals cards and relays choices; it must not know the rules. The fair dealer in
``net`` imports the core only through this module: the state machine (``new_game``, ``start``,
``pending``, ``apply_action``, ``apply_dealer``, ``state_hash``), the dealer steps and results,
the players' views and legal actions (for agents and the audit), the generic handling of
secret actions, and the few questions about seats a dealer must ask (who is out of the game,
how many turns were played). Hosting another game means providing these same names.
"""

from __future__ import annotations

from core.errors import CoreError, RuleViolation
from core.hypnose.actions import (
    OPENED_FORMS,
    SECRET_ACTIONS,
    SECRET_FORMS,
    Action,
    completed,
    hidden_handles,
    public_form,
)
from core.hypnose.bots import make_bot
from core.hypnose.catalog import Catalog
from core.hypnose.engine import apply_action, apply_dealer, pending, start
from core.hypnose.legal import legal_actions
from core.hypnose.state import Settings, State, state_hash
from core.hypnose.turn import new_game
from core.view import CardSource, FullKnowledge, Knowledge, View
from core.vocabulary import (
    UNKNOWN,
    AwaitAction,
    DealerResult,
    DealerStep,
    GameOver,
    Handles,
    Opened,
    OpenStep,
    RandomStep,
    RandomValue,
    Reordered,
    ReorderStep,
    Revealed,
    RevealStep,
    Shuffled,
    ShuffleStep,
    reorder_order,
)

__all__ = [
    "OPENED_FORMS",
    "SECRET_ACTIONS",
    "SECRET_FORMS",
    "UNKNOWN",
    "Action",
    "AwaitAction",
    "CardSource",
    "Catalog",
    "CoreError",
    "DealerResult",
    "DealerStep",
    "FullKnowledge",
    "GameOver",
    "Handles",
    "Knowledge",
    "OpenStep",
    "Opened",
    "RandomStep",
    "RandomValue",
    "ReorderStep",
    "Reordered",
    "RevealStep",
    "Revealed",
    "RuleViolation",
    "Settings",
    "ShuffleStep",
    "Shuffled",
    "State",
    "View",
    "apply_action",
    "apply_dealer",
    "completed",
    "hidden_handles",
    "initial_faces",
    "legal_actions",
    "make_bot",
    "new_game",
    "pending",
    "public_form",
    "reorder_order",
    "seats_out",
    "start",
    "state_hash",
    "turns_played",
]


def seats_out(state: State) -> tuple[int, ...]:
    """Seats out of the game (hypnotized): they publish their secret and stop dealing."""
    return tuple(s for s in range(state.players) if not state.alive(s))


def turns_played(state: State) -> int:
    """How many turns have been played (a table may stop a game after a number of them)."""
    return state.turn


def initial_faces(state: State) -> tuple[int, ...]:
    """The face of every card before the first shuffle (where the setup puts each card)."""
    return tuple(state.public)
