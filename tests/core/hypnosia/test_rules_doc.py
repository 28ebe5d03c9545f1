"""docs/rules/hypnosia.md, the rules players and the in-app help read: every ruling has its
anchor, and its board drawing is the one the script makes from the board file."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

from hypkit import BOARD

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "rules" / "hypnosia.md"
SVG = ROOT / "docs" / "rules" / "hypnosia-board.svg"
SCRIPT = ROOT / "tools" / "hypnosia_board.py"
TEXT = DOC.read_text(encoding="utf-8")


def _tool():
    spec = importlib.util.spec_from_file_location("hypnosia_board", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_ruling_has_one_anchor_and_a_link_at_the_top():
    for n in range(1, 21):
        assert TEXT.count(f'<a id="H{n}"></a> **H{n} ') == 1, f"H{n}"
        assert f"[H{n}](#H{n})" in TEXT
    assert not re.search(r'id="H(2[1-9]|[3-9]\d)"', TEXT)


def test_the_board_drawing_is_the_scripts_output():
    assert "![The Hypnosia board](hypnosia-board.svg)" in TEXT
    expected = _tool().board_svg(BOARD)
    assert SVG.read_text(encoding="utf-8") == expected, (
        "docs/rules/hypnosia-board.svg is stale: run .venv/bin/python tools/hypnosia_board.py"
        " --update"
    )
    assert expected.count("<circle") > BOARD.spaces  # every space is drawn


def test_the_script_prints_the_drawing():
    done = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True,
                          check=True, cwd=ROOT)  # fmt: skip
    assert done.stdout == SVG.read_text(encoding="utf-8")


def test_the_documents_numbers_are_the_boards():
    assert f"circle A has {BOARD.circles[0][1]}" in TEXT
    assert f"{BOARD.distance[BOARD.sectors[0].home[0]]} steps from the centre" in TEXT
    for players, used in BOARD.seats.items():
        words = "{" + ", ".join(map(str, used)) + "}"
        assert words in TEXT or players == 6, (players, words)
