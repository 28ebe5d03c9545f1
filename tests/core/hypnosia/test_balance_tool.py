"""tools/balance_hypnosia.py: a small run writes a report with every section and its checks."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "tools" / "balance_hypnosia.py"


def _tool():
    spec = importlib.util.spec_from_file_location("balance_hypnosia", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses and worker results need it
    spec.loader.exec_module(module)
    return module


def test_a_small_balance_run_writes_the_report(tmp_path, capsys):
    tool = _tool()
    out = tmp_path / "balance.md"
    args = ["--games", "4", "--proposal-games", "2", "--workers", "1", "--players", "2,6",
            "--out", str(out)]  # fmt: skip
    assert tool.main(args) == 0
    text = out.read_text(encoding="utf-8")
    for heading in ("## Games", "## Win rate by turn order", "## Win rate by colour",
                    "## Win rate by seat", "## Checks"):  # fmt: skip
        assert heading in text
    assert "| 2 | 4 |" in text and "| 6 | 4 |" in text
    assert "safety cap" in text
    assert "## A proposed rule" in text and "| 6 | 2 | 16.7% |" in text


def test_a_seat_above_the_limit_is_flagged():
    tool = _tool()
    series = tool.Series(2)
    for _ in range(10):
        series.add(tool.Played(2, False, (0, 3), 0, (0,), 30, "centre", (9, 1)))
    flags = tool.check(series, ["red", "orange", "yellow", "green", "blue", "purple"])
    assert {f.what for f in flags} == {"seat 0", "turn order 1", "colour red"}


def test_the_proposed_handicap_leaves_the_first_half_one_die_in_the_first_round():
    from core.vocabulary import AwaitAction, RandomValue

    tool = _tool()
    game = tool.rules_for(True)
    state = game.new_game(game.settings({"players": 4}))
    state = game.apply_dealer(state, RandomValue(0))  # colours
    state = game.apply_dealer(state, RandomValue(35))  # seat 0 rolls 6 and 6 and starts
    dice = []
    while len(dice) < 5:
        if isinstance(game.pending(state), AwaitAction):
            state = game.apply_action(state, state.current, state.legal[0])
            continue
        state = game.apply_dealer(state, RandomValue(1))  # 1 and 2
        dice.append(state.dice)
    assert dice[:2] == [(2,), (2,)] and dice[2:] == [(1, 2)] * 3
