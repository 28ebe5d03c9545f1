"""Hypnose through the rules interface (core.game.Game): settings, version, codec, words."""

from __future__ import annotations

import pytest

from core import games
from core.errors import MalformedAction
from core.game import Game, SettingsError, version_id
from core.hypnose import compensation
from core.hypnose.actions import Attack, AttackCommit, BuyMarket, Pass, Refresh
from core.hypnose.catalog import parse_catalog
from core.hypnose.game import HypnoseGame, data_hash
from core.play import play_game
from resources import CATALOG_FILE

GAME = games.get("hypnose")


def _text() -> str:
    from importlib import resources as files

    return files.files("resources").joinpath(CATALOG_FILE).read_text()


def test_registry_lists_hypnose_and_names_the_known_on_a_typo():
    assert "hypnose" in games.names()
    assert isinstance(GAME, Game)
    with pytest.raises(KeyError, match=r"known: .*hypnose"):
        games.get("hypnosis")


def test_settings_have_defaults_and_errors_name_the_setting():
    defaults = {"players": 2, "start_resistance": 12, "compensation": compensation.DEFAULT}
    assert GAME.settings_values(GAME.settings()) == defaults
    assert GAME.settings({"players": 4, "start_resistance": 5}).players == 4  # R5
    for bad, name in (
        ({"players": 5}, "players"),
        ({"players": "2"}, "players"),
        ({"players": True}, "players"),
        ({"start_resistance": 6}, "start_resistance"),
        ({"compensation": "always"}, "compensation"),  # R21
        ({"speed": 1}, "speed"),
    ):
        with pytest.raises(SettingsError) as caught:
            GAME.settings(bad)
        assert caught.value.setting == name and repr(name) in str(caught.value)


def test_version_ignores_line_endings_and_comments_but_not_numbers():
    text = _text()
    assert data_hash(parse_catalog(text.replace("\n", "\r\n"))) == GAME.data_hash
    assert data_hash(parse_catalog("# a new comment\n" + text)) == GAME.data_hash
    changed = text.replace("blind_price = 6", "blind_price = 6\n", 1)
    assert data_hash(parse_catalog(changed)) == GAME.data_hash
    assert version_id(GAME) == f"hypnose/{GAME.version}/{GAME.data_hash}"
    cheaper = text.replace("price = 5", "price = 4", 1)
    assert data_hash(parse_catalog(cheaper)) != GAME.data_hash


def test_action_codec_round_trips_public_actions_and_refuses_the_rest():
    for action in (Pass(), Refresh((1, 2)), BuyMarket(30, (4, 5)), AttackCommit(1, 2)):
        assert GAME.decode_action(GAME.encode_action(action)) == action
    for data in (
        {"type": "Attack", "opponent": 1, "cards": [1]},  # a secret choice never travels
        {"type": "Pass", "extra": 1},
        {"type": "Refresh", "cards": [1.5]},
        {"type": "Refresh", "cards": [True]},
        {"type": "BuyMarket", "card": 2**40, "payment": []},
        ["Pass"],
        {"type": b"Pass"},
    ):
        with pytest.raises(MalformedAction):
            GAME.decode_action(data)
    with pytest.raises(MalformedAction):
        GAME.encode_action(Attack(1, (2,)))


def test_outcome_and_log_words_of_a_whole_game():
    bots = [GAME.bots["strategic"](f"o/{s}") for s in range(2)]
    result = play_game(GAME, GAME.settings({"start_resistance": 5}), bots, "o")
    outcome = GAME.outcome(result.state)
    assert outcome is not None and outcome.winners == (result.winner,)
    assert outcome.scores[result.winner] > 0 and min(outcome.scores) == 0
    assert GAME.outcome(GAME.new_game(GAME.settings())) is None


def test_describe_gives_message_ids_that_render_in_english():
    state = GAME.new_game(GAME.settings())
    view = GAME.view(state, 0, None)
    message = GAME.describe(view, Refresh((0,)))
    assert message.id == "hypnose.refresh" and message.args["cards"] == ("value-1",)
    assert GAME.render(message).startswith("Refresh: discard Value 1")
    assert GAME.render(GAME.describe(view, AttackCommit(1, 2))) == (
        "Attack seat 1 with 2 face-down card(s)"
    )


def test_a_second_game_object_over_the_same_data_is_the_same_version():
    assert HypnoseGame(parse_catalog(_text())).data_hash == GAME.data_hash
