"""tools/balance.py: a tiny series played into a fresh cache folder writes the report (R21's
turn-order tables among it) with well-formed tables, its two plots, and the figures it played."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

from core.hypnose.compensation import DEFAULT, NONE

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "tools"
PNG = b"\x89PNG\r\n\x1a\n"


def _tool():
    sys.path.insert(0, str(TOOLS))  # the tool imports its neighbours (series, turn_order)
    spec = importlib.util.spec_from_file_location("balance", TOOLS / "balance.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses and worker results need it
    spec.loader.exec_module(module)
    return module


def _tables(text: str) -> list[list[list[str]]]:
    """Every Markdown table of the report, as rows of cells."""
    tables: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in [*text.splitlines(), ""]:
        if line.startswith("|"):
            assert line.endswith("|"), line
            current.append([cell.strip() for cell in line[1:-1].split("|")])
        elif current:
            tables.append(current)
            current = []
    return tables


def test_a_tiny_series_from_a_fresh_cache_writes_the_report(tmp_path):
    tool = _tool()
    cache, out = tmp_path / "cache", tmp_path / "balance.md"
    args = ["--games", "2", "--strength-games", "2", "--strong-games", "0", "--play",
            "--workers", "1", "--per-file", "2", "--cache", str(cache),
            "--out", str(out)]  # fmt: skip
    assert tool.main(args) == 0

    kept = sorted(p.relative_to(cache).as_posix() for p in cache.rglob("*.json"))
    assert len(kept) == 8  # six equal series (2-4 players, none and R21) and two strength pairs
    assert all(len(json.loads((cache / k).read_text())) == 2 for k in kept)
    assert "2p-strategic-none/seed0-0-2.json" in kept

    text = out.read_text(encoding="utf-8")
    for heading in ("## Games and stalls", "## Seat advantage", "### 4 players (fair share 25.0%)",
                    "## Strengths (2 players)", "## Purchases by winners and losers"):  # fmt: skip
        assert heading in text
    assert "python tools/balance.py --games 2 --strength-games 2 --strong-games 0" in text
    tables = _tables(text)
    assert len(tables) == 6  # games, seat advantage at 2, 3 and 4 players, strengths, purchases
    for table in tables:
        head, rule, *rows = table
        assert set(rule) == {"---"} and len(rule) == len(head)
        assert rows and all(len(row) == len(head) for row in rows), table
    games, *seats, strengths, purchases = tables
    assert len(games) == 2 + 8 and all(row[3] == "2" for row in games[2:])
    for players, table in zip((2, 3, 4), seats, strict=True):
        assert [row[0] for row in table[2:]] == [NONE, f"{DEFAULT} (R21)"]
        for row in table[2:]:
            shares = [float(cell.rstrip("%")) for cell in row[2 : 2 + players]]
            orders = [float(cell.rstrip("%")) for cell in row[2 + players : 2 + 2 * players]]
            assert row[1] == "2" and sum(shares) == sum(orders) <= 100.0
            gap = max(abs(o - 100 / players) for o in orders)
            assert abs(float(row[-1]) - gap) < 0.11  # both rounded to one decimal
    assert strengths[2][:2] == ["strong vs normal", "not played"]
    assert [row[1] for row in strengths[3:]] == ["2", "2"]
    assert len(purchases) > 10  # one row per market card kind
    for plot in ("balance-turn-order.png", "balance-purchases.png"):
        assert (tmp_path / plot).read_bytes().startswith(PNG)


def test_a_strong_series_names_its_budget_even_at_the_default():
    _tool()  # puts tools/ on the path
    from series import Spec

    from core.hypnose.bots import DEFAULT_PLAYOUTS

    default = Spec(2, ("strong", "strategic"), DEFAULT)
    assert default.key == f"2p-strong+strategic-{DEFAULT}-p{DEFAULT_PLAYOUTS}"
    assert default.key == Spec(2, ("strong", "strategic"), DEFAULT, DEFAULT_PLAYOUTS).key
    assert Spec(2, ("strong", "strategic"), DEFAULT, 64).key.endswith("-p64")
    assert Spec(4, ("strong", "strategic"), DEFAULT).key.endswith("-p180")  # its 4-player default
    assert Spec(3, ("strategic",), NONE).key == "3p-strategic-none"  # no budget to name
