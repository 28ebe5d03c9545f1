"""The ``hypnose`` command line: simulate's report and JSON keys, and a terminal game."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from client.cli import build_parser, main
from client.hypnose.terminal import play

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


def test_simulate_json_has_the_issue_keys(capsys):
    assert main(["simulate", "--players", "2", "--games", "4", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == JSON_KEYS
    assert report["games"] == 4
    finished = report["games"] - report["unfinished"]
    assert sum(report["wins_by_seat"]) == finished == sum(report["wins_by_bot"].values())


def test_simulate_rotates_bots_so_each_plays_each_seat():
    from client.simulate import seating_for

    seats = [seating_for(g, ["a", "b", "c"], 3) for g in range(3)]
    assert [s[0] for s in seats] == ["a", "b", "c"]
    assert all(sorted(s) == ["a", "b", "c"] for s in seats)


def test_simulate_is_deterministic(capsys):
    args = ["simulate", "--games", "3", "--seed", "5", "--json", "--bots", "random,strategic"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    for key in ("wins_by_seat", "wins_by_bot", "mean_turns", "actions", "unfinished"):
        assert first[key] == second[key]


def test_simulate_text_report_and_unknown_bot():
    out = subprocess.run(
        [sys.executable, "-m", "client.cli", "simulate", "--games", "2", "--seed", "1"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for label in ("games:", "wins by seat:", "wins by bot:", "turns:", "unfinished:", "per second"):
        assert label in out
    with pytest.raises(SystemExit, match="unknown bot"):
        main(["simulate", "--bots", "strategic,grandmaster"])


def test_terminal_game_plays_and_quits_on_end_of_input():
    parser = build_parser()
    args = parser.parse_args(["play", "--seed", "7"])
    answers = iter(["x", "999"] + ["1"] * 200)
    lines: list[str] = []

    def read(prompt: str) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    assert play(args, read=read, write=lines.append) == 0
    text = "\n".join(lines)
    assert "Your decision (buy)" in text
    assert "Type a number from 1 to" in text  # bad input is refused, nothing lost
    first = lines[lines.index(next(x for x in lines if x.startswith("Your decision (buy)"))) + 1]
    assert "Refresh" not in first, "purchases come before the many ways to refresh (R7.1)"
    assert lines[-1].startswith(("\nBye.", "\nGame over."))


def test_options_without_a_command_start_a_game_and_bad_ones_are_words():
    out = subprocess.run(
        [sys.executable, "-m", "client.cli", "--seed", "4"],
        input="",
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0 and "you are seat 0" in out.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "client.cli", "--players", "9"], capture_output=True, text=True
    )
    assert bad.returncode == 2 and "invalid choice: 9" in bad.stderr
    assert "Traceback" not in bad.stderr


def test_terminal_words_the_refill_choices_r17():
    from client.hypnose.terminal import GAME, describe
    from core.hypnose.actions import DeclineRefill, Refill, SearchDiscardPile, SearchDrawPile
    from core.play import Table

    view = Table.deal(GAME, GAME.settings(), 1).view(0)
    words = {
        describe(view, a)
        for a in (Refill(), DeclineRefill(), SearchDrawPile(), SearchDiscardPile())
    }
    assert len(words) == 4
    assert not any(w.endswith("()") for w in words)  # worded, not the repr fallback
    assert any("draw pile" in w for w in words) and any("discard pile" in w for w in words)
