"""Hypnose as a game object: the rules interface (``core.game.Game``) over the Hypnose core.

The object is made with its catalog and settings; the rules engine, the words and the bots load
when first used (``core.on_demand``), so a window that only shows the game's settings and cards
does not load them."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping, Sequence
from enum import Enum
from functools import cached_property
from operator import attrgetter
from typing import Any

from core.codec import DataclassCodec
from core.game import Message, Outcome, Setting, SettingsError
from core.hypnose.catalog import CardKind, Catalog
from core.hypnose.compensation import COMPENSATIONS
from core.hypnose.compensation import DEFAULT as DEFAULT_COMPENSATION
from core.hypnose.compensation import NONE as NO_COMPENSATION
from core.hypnose.state import START_RESISTANCE, Settings, State, state_hash
from core.on_demand import Bots, Rule
from core.view import View
from core.vocabulary import DealerResult, GameOver

VERSION = 2
"""Bump when the rules change behaviour (peers refuse a table of another version)."""


def data_hash(catalog: Catalog) -> str:
    """SHA-256 of the catalog as parsed (canonical JSON of every data field; texts are derived,
    R20), 16 hex digits: the file's layout, comments and line endings never change it; a
    changed number does."""

    def plain(value: object) -> object:
        if isinstance(value, Enum):
            return value.value
        if isinstance(value, tuple):
            return [plain(v) for v in value]
        return value

    data = [f.name for f in dataclasses.fields(CardKind) if f.init]  # not the derived ones
    rows = [{name: plain(getattr(kind, name)) for name in data} for kind in catalog]
    head = [catalog.blind_price, catalog.expert_price, catalog.hand_limit]
    text = json.dumps([head, rows], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class HypnoseGame:
    """The deck-building duel for 2-4 players (rules R1-R21)."""

    name = "hypnose"
    on_timeout = "end"  # its hidden cards need every seat's decryptions
    version = VERSION
    players = (2, 4)
    schema = (
        Setting("players", 2, (2, 3, 4), "players"),
        Setting("start_resistance", 12, START_RESISTANCE, "starting Mental Resistance (R5)"),
        Setting(
            "compensation",
            DEFAULT_COMPENSATION,
            COMPENSATIONS,
            "turn-order compensation (R21)",
            # a form offers R21's default or none; the other candidates are set by name
            offered=(DEFAULT_COMPENSATION, NO_COMPENSATION),
        ),
    )
    bots = Bots(
        ("easy", "normal", "strong", "random", "strategic"),
        "core.hypnose.bots:BOTS",
        aliases={"strategic": "normal"},
    )
    """The three strengths first (the order a window offers them), then the baseline and the
    strategic bot's own name (``core.hypnose.bots``)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.data_hash = data_hash(catalog)
        self._names = {kind.id: kind.name for kind in catalog}

    # --- settings ------------------------------------------------------------------------------

    def settings(self, values: Mapping[str, object] | None = None) -> Settings:
        values = dict(values or {})
        known = {s.name: s for s in self.schema}
        for name in values:
            if name not in known:
                raise SettingsError(name, f"unknown; Hypnose has {', '.join(known)}")
        chosen = {}
        for name, spec in known.items():
            value = values.get(name, spec.default)
            if type(value) is not type(spec.default) or value not in spec.choices:
                options = ", ".join(str(c) for c in spec.choices)
                raise SettingsError(name, f"{value!r} is not one of {options}")
            chosen[name] = value
        return Settings(**chosen)  # type: ignore[arg-type]

    def settings_values(self, settings: Settings) -> dict[str, object]:
        return {
            "players": settings.players,
            "start_resistance": settings.start_resistance,
            "compensation": settings.compensation,
        }

    # --- the state machine -----------------------------------------------------------------------
    # The core's own functions, called without a wrapper (the hot path of every game): pending,
    # legal_actions, apply_action, apply_dealer, state_hash and view take what the protocol says.

    def new_game(self, settings: Settings) -> State:
        from core.hypnose import engine, turn

        return engine.start(turn.new_game(self.catalog, settings))

    pending = Rule("core.hypnose.engine:pending")
    legal_actions = Rule("core.hypnose.legal:legal_actions")
    apply_action = Rule("core.hypnose.engine:apply_action")
    apply_dealer = Rule("core.hypnose.engine:apply_dealer")
    state_hash = staticmethod(state_hash)
    view = staticmethod(View)

    def outcome(self, state: State) -> Outcome | None:
        if not isinstance(self.pending(state), GameOver):
            return None
        winners = () if state.winner is None else (state.winner,)
        return Outcome(winners, tuple(state.resistance))

    # --- the wire and the log --------------------------------------------------------------------

    @cached_property
    def codec(self) -> DataclassCodec:
        """The public actions' codec: a secret choice never travels."""
        from core.hypnose.actions import SECRET_ACTIONS, Action

        public = (cls for cls in Action.__args__ if cls not in SECRET_ACTIONS)  # type: ignore[attr-defined]
        return DataclassCodec(tuple(public))

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: object) -> Any:
        return self.codec.decode(data)  # its types are the public ones: no secret choice travels

    def describe(self, view: View, action: Any) -> Message:
        from core.hypnose import words

        return words.describe(view, action)

    def describe_dealer(self, view: View, step: Any, result: DealerResult) -> Message | None:
        from core.hypnose import words

        return words.describe_dealer(view, step, result)

    def describe_changes(self, before: State, after: State) -> tuple[Message, ...]:
        from core.hypnose import words

        return words.describe_changes(before, after)

    def render(
        self, message: Message, seats: Sequence[str] | None = None, actor: int | None = None
    ) -> str:
        """English words; ``seats`` names the seats (a client's player names), else "seat N";
        ``actor``, the seat that chose an action, words it as a line of the log."""
        from core.hypnose import words

        return words.render(message, self._names, seats, actor)

    # --- what a dealer asks ----------------------------------------------------------------------

    def card_kinds(self, settings: Settings) -> int:
        return len(self.catalog)

    def initial_faces(self, state: State) -> Sequence[int]:
        return tuple(state.public)

    def resign_outcome(self, state: State, seat: int) -> Outcome | None:
        """A resigning player is out, like a hypnotized one: with one opponent left in play,
        that opponent wins (R15: the last player with Mental Resistance wins); with more, the
        others cannot go on without the resigner's decryptions yet, so the game ends without a
        result."""
        left = [s for s in range(state.players) if s != seat and state.alive(s)]
        if len(left) != 1:
            return None
        return Outcome((left[0],), tuple(state.resistance))

    def seats_out(self, state: State) -> tuple[int, ...]:
        return tuple(s for s in range(state.players) if not state.alive(s))

    turns_played = staticmethod(attrgetter("turn"))
