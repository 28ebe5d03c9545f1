"""``bench/lan.py --json`` runs a whole LAN game of peer processes on loopback and prints one
object with the keys the issue names (the figures themselves are quoted, never asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.network, pytest.mark.soak]  # a whole game: past the budget

ROOT = Path(__file__).resolve().parents[3]
KEYS = ("latency_median_ms", "latency_p95_ms", "game_start_seconds", "deal_seconds", "messages",
        "bytes")  # fmt: skip


def test_the_lan_bench_prints_its_figures_as_one_json_object():
    done = subprocess.run(
        [sys.executable, "bench/lan.py", "--json", "--players", "2", "--set", "start_resistance=5"],
        capture_output=True, text=True, cwd=ROOT, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(KEYS) <= set(figures)
    assert figures["actions_measured"] > 0 and figures["players"] == 2
    assert 0 < figures["latency_median_ms"] <= figures["latency_p95_ms"]
    assert 0 < figures["deal_seconds"] < figures["game_start_seconds"]
    assert figures["bytes"] > figures["messages"] > 0
