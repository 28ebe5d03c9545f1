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
    assert tool.main(["--games", "4", "--workers", "1", "--players", "2,6", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    for heading in ("## Games", "## Win rate by turn order", "## Win rate by colour",
                    "## Win rate by seat", "## Checks"):  # fmt: skip
        assert heading in text
    assert "| 2 | 4 |" in text and "| 6 | 4 |" in text
    assert "safety cap" in text


def test_a_seat_above_the_limit_is_flagged():
    tool = _tool()
    series = tool.Series(2)
    for _ in range(10):
        series.add(tool.Played(2, (0, 3), 0, (0,), 30, "centre", (9, 1)))
    flags = tool.check(series, ["red", "orange", "yellow", "green", "blue", "purple"])
    assert {f.what for f in flags} == {"seat 0", "turn order 1", "colour red"}
