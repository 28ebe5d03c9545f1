"""docs/rules/hypnovision.md, the rules players and the in-app help read: every ruling has its
anchor, and its card list is the card file's."""

from __future__ import annotations

import re
from pathlib import Path

from vkit import CARDS, GAME

from core.hypnovision.bots import REACTIONS
from core.hypnovision.state import COLUMNS, ROUNDS, ROWS, SLOT_CAP, WRONG_STOP

ROOT = Path(__file__).resolve().parents[3]
TEXT = (ROOT / "docs" / "rules" / "hypnovision.md").read_text(encoding="utf-8")


def test_every_ruling_has_one_anchor_and_a_link_at_the_top():
    for n in range(1, 20):
        assert TEXT.count(f'<a id="V{n}"></a> **V{n} ') == 1, f"V{n}"
        assert f"[V{n}](#V{n})" in TEXT
    assert not re.search(r'id="V(2\d|[3-9]\d)"', TEXT)


def test_the_card_list_is_the_card_files():
    rows = re.findall(r"^\| (HV\d\d) \| (\d) \| (\d) \| (\d) \| (\d) \| (\d) \|$", TEXT, re.M)
    assert [(r[0], tuple(map(int, r[1:5])), int(r[5])) for r in rows] == [
        (c.id, c.counts, c.size) for c in CARDS
    ]


def test_the_documents_numbers_are_the_games():
    flat = " ".join(TEXT.split())
    assert f"a grid of {COLUMNS} columns and {ROWS} rows" in flat
    assert f"moment {SLOT_CAP}" in flat and f"gets {WRONG_STOP} points more" in flat
    assert "five scrambles" in TEXT and ROUNDS == 5
    for speed in REACTIONS:
        assert f"`{speed}`" in TEXT
    for setting in GAME.schema:
        if setting.name != "players":
            assert f"Table option `{setting.name}`" in TEXT
    for t in GAME.card_set.types:
        assert t.name in TEXT and f"{t.letter} and a {t.shape}" in flat
