"""The conformance harness's mutation fuzzer (``core.conformance.fuzz_games``) over every
registered game and the test games, and over broken variants of Kuhn poker it must catch.

Issue 23: the rules core accepted what its legal list refused (Hypnosia took ``inward=1.0`` and
``True`` for 1, and crashed on a float ``start``). The fuzzer takes legal actions from played
games, changes each field (its type, its value, its nesting) and each encoded form, and holds
every game to one contract: only a type-strict member of the legal actions applies; anything
else is refused with a ``CoreError`` of a stable code, the state unchanged (or, for a card still
face down, caught at its reveal or by the audit); nothing else escapes. A short run per game
here; many seeds, every player count and longer games under ``-m soak``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

import pytest
from kuhn import ACTIONS, KUHN, Bet, KuhnGame
from sealed import SEALED

from core import games
from core.conformance import ConformanceError, Figures, fuzz_games
from core.errors import IllegalAction
from core.game import ActionList, Game
from core.hypnose.actions import BuyBlind, BuyExpert, BuyMarket, Pass
from core.mutations import HUGE, LONG, mutants, wire_mutants
from core.stream import Stream

AUDIT_CATCHES = {"hypnose": (Pass, BuyMarket, BuyBlind, BuyExpert)}
"""As in test_conformance_games: Hypnose's rules over a whole hidden hand (R7, R8)."""
TURN_CAPS = {"hypnose": 12, "hypnovision": 2}
"""Short games in the default run (Hypnosia and the test games play to their end)."""
SOAK_TURN_CAPS = {"hypnose": 60, "hypnovision": 5}


def every_game() -> list[str]:
    """The registered games and the test games the harness's own tests use."""
    return [*games.names(), "kuhn", "sealed"]


def game_named(name: str) -> Game:
    return {"kuhn": KUHN, "sealed": SEALED}.get(name) or games.get(name)


def fuzz(
    name: str, seeds: Sequence[int], players: int | None = None, caps: Mapping[str, int] = TURN_CAPS
) -> Figures:
    """The fuzzer over ``seeds`` at ``players`` seats (default: the fewest and the most)."""
    game = game_named(name)
    total = Figures()
    low, high = game.players
    for count in sorted({low, high}) if players is None else (players,):
        settings = game.settings({"players": count})
        total.add(fuzz_games(game, settings, seeds, turn_cap=caps.get(name),
                             audit_catches=AUDIT_CATCHES.get(name, ())))  # fmt: skip
    return total


@pytest.mark.parametrize("name", every_game())
def test_every_game_takes_only_its_legal_actions_under_mutation(name):
    """Two seeded games at the fewest and the most seats: every mutant is judged (about a
    second or two of CPU per game)."""
    figures = fuzz(name, range(2))
    assert figures.mutants > 40 and figures.wire_mutants > figures.mutants
    assert figures.fuzz_refused > figures.mutants // 2  # most mutants are illegal...
    assert figures.wire_malformed > 0  # ...and most encoded ones do not even decode
    if name != "kuhn":  # Kuhn's few legal actions have no legal neighbour
        assert figures.fuzz_legal > 0
    if name == "hypnose":  # a payment swapped for other cards: caught when they are revealed
        assert figures.fuzz_caught_later > 0


def test_the_fuzzer_is_seeded():
    one, two = (fuzz("hypnose", (5,), 3, {"hypnose": 4}) for _ in range(2))
    assert dataclasses.asdict(one) == dataclasses.asdict(two)


def every_seat_count() -> list[tuple[str, int]]:
    out = []
    for name in every_game():
        low, high = game_named(name).players
        out += [(name, players) for players in range(low, high + 1)]
    return out


@pytest.mark.soak
@pytest.mark.timeout(1200)
@pytest.mark.parametrize(("name", "players"), every_seat_count())
def test_every_game_under_mutation_soak(name, players):
    """Twelve more seeds at every seat count, longer games (about a minute each)."""
    figures = fuzz(name, range(100, 112), players, SOAK_TURN_CAPS)
    assert figures.mutants > 0 and figures.fuzz_refused > 0


# --- the battery -------------------------------------------------------------------------------


def test_mutants_retype_revalue_and_renest_every_field():
    found = mutants(Stream(1), BuyMarket(7, (3, 4)), 20)
    by_what = {m.what: m for m in found}
    card = [m.action.card for m in found if isinstance(m.action, BuyMarket)]
    for value in (7.0, True, "7", None, [7], (7,), 8, 6, -7, *HUGE):
        assert any(type(v) is type(value) and v == value for v in card), value
    payments = [m.action.payment for m in found if isinstance(m.action, BuyMarket)]
    assert [3, 4] in payments and ((3, 4),) in payments and frozenset({3, 4}) in payments
    assert [] in payments and () in payments and tuple(range(LONG)) in payments
    assert any(type(p) is tuple and any(type(h) is float for h in p) for p in payments)
    assert any(type(p) is tuple and any(type(h) is bool for h in p) for p in payments)
    assert by_what["BuyMarket.card: bool"].retyped
    assert not by_what["BuyMarket.card: value 8"].retyped
    assert {m.what for m in found[:4]} == {"None", "in a list", "in a tuple", "its class"}
    again = mutants(Stream(1), BuyMarket(7, (3, 4)), 20)
    assert [m.what for m in again] == [m.what for m in found]  # a stable order


def test_wire_mutants_break_each_field_and_the_frame():
    data = {"type": "BuyMarket", "card": 7, "payment": [3, 4]}
    found = dict((how, wire) for wire, how in wire_mutants(data, ("BuyMarket", "Bank")))
    assert found["card: float"] == {**data, "card": 7.0}
    assert found["card: bool"] == {**data, "card": True}
    assert found["payment: a tuple"] == {**data, "payment": (3, 4)}
    assert found["payment missing"] == {"type": "BuyMarket", "card": 7}
    assert found["type 'Bank'"]["type"] == "Bank" and found["type None"]["type"] is None
    assert found["None"] is None and "an extra field" in found


# --- broken games the fuzzer must catch --------------------------------------------------------


class LooseList(ActionList):
    """Legality by equality alone (what Hypnosia's legal check was): ``Bet(1.0) == Bet(1)``."""

    def __contains__(self, action: object) -> bool:
        return any(action == a for a in self.actions)


class LooseKuhn(KuhnGame):
    """Tests its legal actions by equality: a float or bool amount is taken for 1."""

    def legal_actions(self, view):
        return LooseList(super().legal_actions(view))

    def apply_action(self, state, seat, action):
        if isinstance(action, Bet) and action in LooseList((Bet(1),)):
            action = Bet(1)
        return super().apply_action(state, seat, action)


class CrashesOnFloats(KuhnGame):
    """Does arithmetic with the amount before checking it: a TypeError escapes."""

    def apply_action(self, state, seat, action):
        if isinstance(action, Bet):
            range(action.amount)
        return super().apply_action(state, seat, action)


class ChattyCodes(KuhnGame):
    """Refuses a bad bet with the amount in its code: no client can key on that."""

    def apply_action(self, state, seat, action):
        if isinstance(action, Bet) and action.amount != 1:
            raise IllegalAction(f"bet/amount_{action.amount}", "only 1", seat)
        return super().apply_action(state, seat, action)


class TrustingDecoder(KuhnGame):
    """Reads the map without checking it: a frame that is no map, or an unknown type, raises
    a TypeError or a KeyError instead of a MalformedAction."""

    def decode_action(self, data):
        kind = {cls.__name__: cls for cls in ACTIONS}[data["type"]]
        return kind(**{k: v for k, v in data.items() if k != "type"})


@pytest.mark.parametrize(
    ("cls", "words"),
    [
        (LooseKuhn, "not type-strict"),
        (CrashesOnFloats, "raised TypeError"),
        (ChattyCodes, "not a stable one"),
        (TrustingDecoder, "decoding .* raised"),
    ],
)
def test_broken_games_are_caught_by_the_fuzzer(cls, words):
    game = cls()
    with pytest.raises(ConformanceError, match=words):
        fuzz_games(game, game.settings(), range(4))
