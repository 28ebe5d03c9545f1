"""Hypno Vision as a game object: the rules interface (``core.game.Game``) over its core.

A seat that times out is out of the game for good (V15; ``on_timeout = "drop"``): the dealer
calls ``time_out(state, seat)``, the seat chooses nothing more, its collected cards are scored
and it ranks last, and the others play on.

For the slot machinery of a session (V9-V10): each slot is one ``AwaitSimultaneous`` over the
seats still in (``Decision.SLOT``), each seat's options from ``legal_actions``, followed by one
``RandomStep``: the slot's joint random value R_t, which the fair dealer derives from the slot's
nonces. Choices are applied in seat order once all are known, then R_t resolves the slot.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from core.codec import DataclassCodec
from core.errors import MalformedAction
from core.game import ActionList, Agent, Message, Outcome, Setting, SettingsError
from core.hypnovision import rules, scoring, words
from core.hypnovision.bots import make_bots
from core.hypnovision.cards import CardSet
from core.hypnovision.state import ACTION_TYPES, Phase, Settings, State, Wait, state_hash
from core.view import CardSource, View
from core.vocabulary import DealerResult, Pending, RandomStep, RandomValue

VERSION = 1
"""Bump when the rules change behaviour (peers refuse a table of another version)."""
RULES_ID = "hypnovision-rules-V1-V19"
"""Part of the data hash: the rulings this version implements."""


class HypnoVisionGame:
    """The real-time card scramble for 2-6 players (rules V1-V19)."""

    name = "hypnovision"
    on_timeout = "drop"  # V15: the seat is out, its cards are scored, the others go on
    version = VERSION
    players = (2, 6)
    schema = (
        Setting("players", 2, (2, 3, 4, 5, 6), "players"),
        Setting("young", "", (), "variant: seats that may put cards back, e.g. 0,2 (V18)"),
        Setting("memory", False, (False, True),
                "variant: collected cards face down until scoring (V19)"),
    )  # fmt: skip

    def __init__(self, card_set: CardSet) -> None:
        self.card_set = card_set
        self.cards = card_set.cards
        digest = hashlib.sha256(f"{RULES_ID}/{card_set.data_hash()}".encode()).hexdigest()
        self.data_hash = digest[:16]
        self.codec = DataclassCodec(ACTION_TYPES)
        self.bots: Mapping[str, Callable[[int | bytes | str], Agent]] = make_bots(self.cards)

    # --- settings ------------------------------------------------------------------------------

    def settings(self, values: Mapping[str, object] | None = None) -> Settings:
        values = dict(values or {})
        known = {s.name: s for s in self.schema}
        for name in values:
            if name not in known:
                raise SettingsError(name, f"unknown; Hypno Vision has {', '.join(known)}")
        chosen: dict[str, Any] = {}
        if type(values.get("young")) is int:  # one seat, as a command line reads "young=1"
            values["young"] = str(values["young"])
        for name, spec in known.items():
            value = values.get(name, spec.default)
            if type(value) is not type(spec.default) or (spec.choices and value not in
                                                          spec.choices):  # fmt: skip
                options = ", ".join(str(c).lower() for c in spec.choices) or "seat numbers"
                raise SettingsError(name, f"{value!r} is not one of {options}")
            chosen[name] = value
        chosen["young"] = _seats(chosen["young"], chosen["players"])
        return Settings(**chosen)

    def settings_values(self, settings: Settings) -> dict[str, object]:
        return {
            "players": settings.players,
            "young": ",".join(str(s) for s in settings.young),
            "memory": settings.memory,
        }

    # --- the state machine ---------------------------------------------------------------------

    def new_game(self, settings: Settings) -> State:
        return rules.new_game(settings)

    def pending(self, state: State) -> Pending:
        return rules.pending(state)

    def legal_actions(self, view: View) -> SlotLegal:
        return SlotLegal(rules.legal_actions(view.state, view.seat), view.state, view.seat)

    def apply_action(self, state: State, seat: int, action: Any) -> State:
        return rules.apply_action(state, seat, action)

    def apply_dealer(self, state: State, result: DealerResult) -> State:
        step = rules.pending(state)
        if not isinstance(step, RandomStep) or not isinstance(result, RandomValue):
            raise MalformedAction(
                "dealer/unexpected",
                f"{type(result).__name__} does not answer {type(step).__name__}",
            )
        value = result.value
        if type(value) is not int or not 0 <= value < step.bound:
            raise MalformedAction("dealer/value", f"{value!r:.40} is not in [0, {step.bound})")
        return rules.apply_dealer(self.cards, state, value)

    def time_out(self, state: State, seat: int) -> State:
        """``seat`` timed out (the platform's rule took effect): out of the game (V15)."""
        return rules.time_out(self.cards, state, seat)

    def state_hash(self, state: State) -> str:
        return state_hash(state)

    def view(self, state: State, seat: int, knowledge: CardSource | None) -> View:
        return View(state, seat, knowledge)

    def slot(self, state: State) -> int | None:
        """The slot whose choices or joint value the state waits for (V9), None outside a
        scramble: a session's slot machinery tells by it that a ``RandomStep`` is the slot's
        R_t (from the slot's nonces, V10) and not a separate draw (the start, a layout)."""
        return state.slot if state.phase in (Phase.SLOT, Phase.RESOLVE) else None

    def slot_idle(self, done: bool) -> Wait:
        """A slot's choice when the seat grabs nothing: no action, with its Done flag (V15)."""
        return rules.DONE if done else rules.WAIT

    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        return Outcome(scoring.winners(state), state.totals())

    def ranking(self, state: State) -> tuple[int, ...]:
        """Each seat's place (1 = first, ties share a place; V17)."""
        return scoring.places(state)

    # --- the wire and the log ------------------------------------------------------------------

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: object) -> Any:
        return self.codec.decode(data)

    def describe(self, view: View, action: Any) -> Message:
        return words.describe(self.cards, action)

    def describe_dealer(self, view: View, step: Any, result: DealerResult) -> Message | None:
        return None  # the start rolls, layouts, dice and slot outcomes: ``describe_changes``

    def describe_changes(self, before: State, after: State) -> tuple[Message, ...]:
        return words.describe_changes(self.cards, before, after)

    def render(self, message: Message) -> str:
        return words.render(self.cards, message)

    # --- what a dealer asks --------------------------------------------------------------------

    def card_kinds(self, settings: Settings) -> int:
        return 0  # no hidden cards: every card is face up in every peer's state (V6)

    def initial_faces(self, state: State) -> Sequence[int]:
        return ()

    def seats_out(self, state: State) -> tuple[int, ...]:
        return state.out

    def turns_played(self, state: State) -> int:
        """Scrambles begun (a table's turn cap counts scrambles, not slots)."""
        return state.round


class SlotLegal(ActionList):
    """The legal actions in their stable order, with membership checked by the rules directly
    (a slot offers some 55 actions, and the session and bots ask often)."""

    __slots__ = ("seat", "state")

    def __init__(self, actions: Sequence[Any], state: State, seat: int) -> None:
        super().__init__(actions)
        self.state, self.seat = state, seat

    def __contains__(self, action: object) -> bool:
        if type(action) not in ACTION_TYPES or not self.actions:
            return False
        return rules.is_legal(self.state, self.seat, action)


def _seats(text: str, players: int) -> tuple[int, ...]:
    """V18's marked seats from ``"0,2"`` (empty: none); SettingsError names ``young``."""
    if not text.strip():
        return ()
    seats = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or int(part) >= players:
            raise SettingsError("young", f"{part!r} is not a seat number 0-{players - 1}")
        seats.append(int(part))
    if len(set(seats)) != len(seats):
        raise SettingsError("young", f"{text!r} names a seat twice")
    return tuple(sorted(seats))
