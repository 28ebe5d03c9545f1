"""``hypnose simulate --game NAME``: every registered game gives the same report and JSON keys
(Hypnosia and Hypno Vision for 2 to 6 players)."""

from __future__ import annotations

import json

import pytest

from client.cli.main import main
from client.cli.simulate import Summary
from core.play import GameResult

JSON_KEYS = {
    "games",
    "wins_by_seat",
    "wins_by_bot",
    "mean_turns",
    "max_turns",
    "actions",
    "actions_per_second",
    "games_per_second",
    "unfinished",
}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_hypnosia_for_every_player_count(capsys, players):
    args = ["simulate", "--game", "hypnosia", "--players", str(players), "--games", "3",
            "--bots", "strategic,random", "--seed", "1", "--json"]  # fmt: skip
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == JSON_KEYS
    assert report["games"] == 3 and report["unfinished"] == 0
    assert len(report["wins_by_seat"]) == players
    assert sum(report["wins_by_seat"]) == sum(report["wins_by_bot"].values()) <= 3
    assert report["mean_turns"] > players


def test_simulate_hypnosia_text_report_and_its_variant_setting(capsys):
    args = ["simulate", "--game", "hypnosia", "--players", "3", "--games", "2",
            "--setting", "no_stack_over_bridges=true", "--bots", "strategic"]  # fmt: skip
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "games:              2 (3 players, bots strategic)" in out
    with pytest.raises(SystemExit):  # a bad argument: words on stderr, exit status 2
        main(["simulate", "--game", "hypnosia", "--players", "7"])
    assert "hypnosia is for 2 to 6 players, not 7" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "hypnosia", "--setting", "no_stack_over_bridges=maybe"])
    assert "no_stack_over_bridges" in capsys.readouterr().err


def test_a_shared_first_place_is_neither_a_win_nor_unfinished():
    summary = Summary(2, ["a", "b"], wins_by_seat=[0, 0])
    summary.add(GameResult(None, 10, 20, True, None), ["a", "b"])
    summary.add(GameResult(None, 400, 20, False, None), ["a", "b"])
    summary.add(GameResult(1, 12, 20, True, None), ["a", "b"])
    assert (summary.shared, summary.unfinished, summary.wins_by_seat) == (1, 1, [0, 1])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_hypnovision_for_every_player_count(capsys, players):
    args = ["simulate", "--game", "hypnovision", "--players", str(players), "--games", "2",
            "--bots", "strategic,random-fast", "--seed", "1", "--json"]  # fmt: skip
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == JSON_KEYS
    assert report["games"] == 2 and report["unfinished"] == 0
    assert len(report["wins_by_seat"]) == players
    assert report["mean_turns"] == report["max_turns"] == 5  # five scrambles (V17)
    assert report["wins_by_bot"]["strategic"] >= 1


def test_simulate_hypnovision_text_report_variants_and_bad_arguments(capsys):
    args = ["simulate", "--game", "hypnovision", "--players", "3", "--games", "1",
            "--setting", "memory=true", "--setting", "young=0,2",
            "--bots", "strategic-slow,random"]  # fmt: skip
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "games:              1 (3 players, bots strategic-slow,random)" in out
    one = ["simulate", "--game", "hypnovision", "--games", "1", "--setting", "young=1"]
    assert main(one) == 0  # one marked seat: the command line reads it as a number
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "hypnovision", "--players", "7"])
    assert "hypnovision is for 2 to 6 players, not 7" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "hypnovision", "--players", "2", "--setting", "young=5"])
    assert "young" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "hypnovision", "--bots", "strategic-turbo"])
    assert "known: random, random-fast" in capsys.readouterr().err


def test_simulate_the_strengths_with_a_budget_of_playouts(capsys):
    """Issue 13: the strengths by name on the command line, ``--playouts`` for ``strong``."""
    args = ["simulate", "--games", "2", "--bots", "strong,easy", "--playouts", "4",
            "--seed", "3", "--json"]  # fmt: skip
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert set(first["wins_by_bot"]) == {"strong", "easy"} and first["games"] == 2
    assert main(args) == 0
    again = json.loads(capsys.readouterr().out)
    assert (again["actions"], again["wins_by_seat"]) == (first["actions"], first["wins_by_seat"])
    args[args.index("--playouts") + 1] = "0"  # no search: the strategic moves
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
