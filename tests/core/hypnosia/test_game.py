"""Hypnosia through the platform's game interface: registry, settings, the action codec,
refusals that leave the state unchanged, log words, and the timeout rule (a seat that times
out plays on as the strategic bot, computed alike by every peer, and ranks last)."""

from __future__ import annotations

import dataclasses

import pytest
from hypkit import GAME, move, position, sp

from core import games
from core.errors import IllegalAction, MalformedAction
from core.game import Game, Message, SettingsError
from core.hypnosia.state import Move
from core.play import Table, play_game
from core.vocabulary import AwaitAction, GameOver, RandomStep, RandomValue, Revealed

PAWNS = {0: ["A0", "A3", "H3", "H4"], 1: ["A8", "H2", "H3", "H4"]}


def test_the_registry_serves_hypnosia_through_the_interface():
    game = games.get("hypnosia")
    assert isinstance(game, Game) and game is GAME
    assert (game.name, game.players, game.on_timeout) == ("hypnosia", (2, 6), "bot")
    assert len(game.data_hash) == 16 and game.version >= 1
    assert sorted(game.bots) == ["random", "strategic"]


def test_settings_defaults_the_variant_and_words_for_bad_values():
    assert GAME.settings_values(GAME.settings()) == {"players": 2, "no_stack_over_bridges": False}
    variant = GAME.settings({"players": 6, "no_stack_over_bridges": True})
    assert variant.players == 6 and variant.no_stack_over_bridges
    assert GAME.new_game(variant).no_stack_over_bridges
    for bad, name in (({"players": 7}, "players"), ({"players": 1}, "players"),
                      ({"no_stack_over_bridges": "yes"}, "no_stack_over_bridges"),
                      ({"colours": 2}, "colours")):  # fmt: skip
        with pytest.raises(SettingsError) as error:
            GAME.settings(bad)
        assert error.value.setting == name


def test_the_codec_round_trips_and_refuses_malformed_actions():
    for action in (move(5, "A0"), move(4, "H3"), move(1, "C0", 2, 1), *position(PAWNS).legal):
        assert GAME.decode_action(GAME.encode_action(action)) == action
    from core.hypnosia.state import Pass

    assert GAME.decode_action({"type": "Pass"}) == Pass()
    for data in ({"type": "Move", "die": 5, "start": 0, "count": 1},
                 {"type": "Move", "die": True, "start": 0, "count": 1, "inward": 0},
                 {"type": "Move", "die": 5.0, "start": 0, "count": 1, "inward": 0},
                 {"type": "Roll"}, [5, 0, 1, 0], None):  # fmt: skip
        with pytest.raises(MalformedAction):
            GAME.decode_action(data)


@pytest.mark.parametrize(
    ("seat", "action", "error", "code"),
    [
        (1, move(5, "A0"), IllegalAction, "turn/inactive_player"),
        (0, "Move(5, 0, 1, 0)", MalformedAction, "action/type"),
        (0, move(6, "A0"), IllegalAction, "move/die"),
        (0, move(5, "A1"), IllegalAction, "move/start"),
        (0, move(5, "A0", count=2), IllegalAction, "move/start"),
        (0, move(5, "A0", count=3), IllegalAction, "move/count"),
        (0, move(5, "A0", inward=2), IllegalAction, "move/way"),
        (0, move(5, "centre"), IllegalAction, "move/start"),
        (0, move(5, "captured"), IllegalAction, "move/start"),
    ],
)
def test_an_illegal_or_malformed_move_is_refused_with_a_reason_and_the_state_unchanged(
    seat, action, error, code
):
    state = position(PAWNS)
    before = GAME.state_hash(state)
    with pytest.raises(error) as refused:
        GAME.apply_action(state, seat, action)
    assert refused.value.code == code and str(refused.value)
    assert GAME.state_hash(state) == before


BRIDGE = {0: ["A5", "A3", "A0", "H4"], 1: ["A8", "H2", "H3", "H4"]}
"""Seat 0 on bridge A5 with dice 1 and 4: its legal moves include ``inward`` 1 (H11)."""


def retyped(legal: Move) -> list[Move]:
    """``legal`` with one field a float of the same value, or a bool standing for 0 or 1."""
    out = []
    for name in ("die", "start", "count", "inward"):
        value = getattr(legal, name)
        out.append(dataclasses.replace(legal, **{name: float(value)}))
        if value in (0, 1):
            out.append(dataclasses.replace(legal, **{name: bool(value)}))
    return out


def test_a_move_with_a_float_or_a_bool_for_a_whole_number_is_refused_H9():
    """H9: a move is whole numbers. ``Move(5.0, ...) == Move(5, ...)`` in Python, so a legality
    test by equality took it (and a float ``start`` then crashed the move with a TypeError);
    membership is type-strict (``core.strict``): each is refused with ``move/field``, no
    crash, the state unchanged, and none is ``in`` the legal actions."""
    state = position(BRIDGE, dice=(1, 4))
    legal = GAME.legal_actions(GAME.view(state, 0, None))
    assert Move(1, sp("A5"), 1, 1) in legal  # a bridge crossing, inward 1 (H11)
    before = GAME.state_hash(state)
    tried = 0
    for action in legal:
        for bad in retyped(action):
            assert bad == action and bad not in legal
            with pytest.raises(IllegalAction) as refused:
                GAME.apply_action(state, 0, bad)
            assert refused.value.code == "move/field", bad
            assert GAME.state_hash(state) == before
            tried += 1
    assert tried > 40


@pytest.mark.parametrize(
    "bad",
    [
        Move(1, sp("A5"), 1, 1.0),  # inward=1.0 was accepted and applied
        Move(1, sp("A5"), 1, True),  # True was taken for 1
        Move(1, sp("A5"), True, 1),
        Move(True, sp("A5"), 1, 1),
        Move(1.0, sp("A5"), 1, 1),
        Move(1, float(sp("A5")), 1, 1),  # a float start raised TypeError in apply_action
        Move(1, sp("A5"), 1.0, 1),
    ],
)
def test_the_audits_float_and_bool_moves_are_refused_with_a_code_H9(bad):
    state = position(BRIDGE, dice=(1, 4))
    before = GAME.state_hash(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_action(state, 0, bad)
    assert refused.value.code == "move/field" and refused.value.seat == 0
    assert GAME.state_hash(state) == before
    assert bad not in GAME.legal_actions(GAME.view(state, 0, None))


def test_dealer_results_must_answer_the_step():
    state = GAME.new_game(GAME.settings({"players": 3}))
    assert GAME.pending(state) == RandomStep(6)
    results = [(Revealed(()), "dealer/unexpected"), (RandomValue(6), "dealer/value"),
               (RandomValue(-1), "dealer/value"), (RandomValue("1"), "dealer/value")]  # fmt: skip
    for result, code in results:
        with pytest.raises(MalformedAction) as refused:
            GAME.apply_dealer(state, result)
        assert refused.value.code == code
    with pytest.raises(IllegalAction, match="turn/no_decision"):
        GAME.apply_action(state, 0, move(5, "A0"))


def test_legal_actions_are_the_current_seats_sorted_and_stable():
    state = position(PAWNS)
    legal = GAME.legal_actions(GAME.view(state, 0, None))
    assert list(legal) == sorted(legal) and len(legal) > 3
    assert list(GAME.legal_actions(GAME.view(state, 0, None))) == list(legal)
    assert len(GAME.legal_actions(GAME.view(state, 1, None))) == 0
    assert legal.types() == [type(move(5, "A0"))]


def test_the_log_words_every_move_roll_and_change():
    state = position(PAWNS)
    view = GAME.view(state, 1, None)
    words = {GAME.render(GAME.describe(view, a)) for a in state.legal}
    assert "moves 1 pawn(s) 5 from A3 to A8" in words
    assert "leaves home from H3 with a 4, to A1" in words
    crossing = GAME.describe(view, move(4, "A5", inward=1))
    assert GAME.render(crossing) == "crosses with 1 pawn(s) from A5, 4 to B6"
    entering = GAME.describe(view, move(1, "C0", count=2, inward=1))
    assert GAME.render(entering) == "enters the centre with 2 pawn(s) from gate C0"
    dice = GAME.describe_dealer(view, RandomStep(36), RandomValue(28))
    assert dice == Message("hypnosia.dice", {"dice": (5, 5)})
    assert GAME.render(dice) == "rolls 5 and 5"
    colours = GAME.describe_dealer(view, RandomStep(2), RandomValue(1))
    assert GAME.render(colours) == "the colours are drawn: green, red"
    start = GAME.describe_dealer(view, RandomStep(36**2), RandomValue(1 + 36 * 35))
    assert GAME.render(start) == "start roll: 1 and 2, 6 and 6"


def test_a_whole_game_is_told_in_the_log():
    table = Table.deal(GAME, GAME.settings({"players": 3}), 7)
    agents = [GAME.bots["strategic"](s) for s in range(3)]
    ids = set()
    while not isinstance(step := GAME.pending(table.state), GameOver):
        before = table.state
        if isinstance(step, AwaitAction):
            view = table.view(step.seat)
            table.act(step.seat, agents[step.seat].choose(view, GAME.legal_actions(view)))
        else:
            served, result = table.serve()
            message = GAME.describe_dealer(table.view(0), served, result)
            ids.add(message.id)
        for message in GAME.describe_changes(before, table.state):
            assert GAME.render(message)
            ids.add(message.id)
    assert {"hypnosia.colours", "hypnosia.start_dice", "hypnosia.dice", "hypnosia.colour",
            "hypnosia.start_roll", "hypnosia.starts", "hypnosia.turn", "hypnosia.arrived",
            "hypnosia.ranking"} <= ids  # fmt: skip
    assert any(i.startswith("hypnosia.end_") for i in ids)


# --- timeouts ----------------------------------------------------------------------------------


def _play_with_timeout(seed, seat, after_turns):
    """A 3-player game in which ``seat`` times out once ``after_turns`` turns were played."""
    table = Table.deal(GAME, GAME.settings({"players": 3}), seed)
    agents = [GAME.bots["random"](f"{seed}/{s}") for s in range(3)]
    asked_after, messages, hashes = [], [], []
    timed_out = False
    while not isinstance(step := GAME.pending(table.state), GameOver):
        before = table.state
        if not timed_out and table.state.turns >= after_turns and isinstance(step, AwaitAction):
            table.state = GAME.time_out(table.state, seat)
            timed_out = True
        elif isinstance(step, AwaitAction):
            if timed_out:
                asked_after.append(step.seat)
            view = table.view(step.seat)
            table.act(step.seat, agents[step.seat].choose(view, GAME.legal_actions(view)))
        else:
            table.serve()
        messages += GAME.describe_changes(before, table.state)
        hashes.append(GAME.state_hash(table.state))
    return table.state, asked_after, messages, hashes


def test_a_seat_that_times_out_plays_on_as_the_strategic_bot_and_ranks_last():
    state, asked, messages, hashes = _play_with_timeout(3, 1, 6)
    assert state.bots == (1,) and state.ended is not None
    assert 1 not in asked and asked  # never asked again; the others still are
    ids = [m.id for m in messages]
    assert ids.count("hypnosia.timed_out") == 1
    bot_moves = [m for m in messages if m.id == "hypnosia.bot_played"]
    assert bot_moves and all(m.args["seat"] == 1 for m in bot_moves)
    assert GAME.render(bot_moves[0]).startswith("seat 1 (bot): ")
    assert GAME.ranking(state)[1] == 3 and 1 not in GAME.outcome(state).winners
    again = _play_with_timeout(3, 1, 6)  # every peer computes the same bot moves
    assert again[3] == hashes


def test_time_out_of_an_unknown_seat_or_twice_or_after_the_end():
    state = position(PAWNS)
    with pytest.raises(IllegalAction):
        GAME.time_out(state, 5)
    once = GAME.time_out(state, 1)
    assert once.bots == (1,) and GAME.time_out(once, 1) == once
    over = play_game(GAME, GAME.settings(), [GAME.bots["random"](s) for s in range(2)], 1).state
    assert GAME.time_out(over, 0) == over


def test_a_timed_out_current_seat_has_its_pending_move_played_at_once():
    state = position(PAWNS)
    after = GAME.time_out(state, 0)
    assert after.current == 1 and len(after.auto) == 2 and after.auto[0][0] == 0
