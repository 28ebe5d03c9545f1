"""The rules document docs/rules/hypnose.md: its card table is the catalog's, every rule has an id.

The document is what players and the in-app help read, and what code cites (R20: card texts come
from the data; the table in the document must too, so it cannot go stale).
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

from resources import load_catalog

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules" / "hypnose.md"
SCRIPT = ROOT / "tools" / "card_table.py"
RULE_IDS = [f"R{n}" for n in range(1, 22)] + [f"R7.{n}" for n in range(1, 6)]


def _card_table_module():
    spec = importlib.util.spec_from_file_location("card_table", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _card_table_module()
TEXT = DOC.read_text(encoding="utf-8")


def test_the_card_table_is_the_scripts_output_r20():
    expected = TOOL.card_table(load_catalog())
    assert TOOL.table_in(TEXT) == expected, (
        "docs/rules/hypnose.md's card table is stale: run .venv/bin/python tools/card_table.py"
        " --update"
    )


def test_the_script_prints_the_table():
    done = subprocess.run(
        [sys.executable, str(SCRIPT)], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout == TOOL.card_table(load_catalog())


def test_the_table_has_one_row_per_kind_with_its_text_r20():
    rows = [line for line in TOOL.table_in(TEXT).splitlines() if line.startswith("| ")][1:]
    catalog = load_catalog()
    assert len(rows) == len(catalog)
    for row, kind in zip(rows, catalog, strict=True):
        assert row.startswith(f"| {kind.name} |") and row.endswith(f"| {kind.text} |")


def test_replace_table_keeps_the_rest_of_the_document():
    table = TOOL.card_table(load_catalog())
    assert TOOL.replace_table(TEXT, table) == TEXT
    with pytest.raises(ValueError, match="markers"):
        TOOL.replace_table("no markers here", table)


@pytest.mark.parametrize("rule", RULE_IDS)
def test_every_rule_has_an_anchor_and_a_label(rule):
    assert TEXT.count(f'<a id="{rule}"></a>') == 1, f"{rule}: one anchor expected"
    assert re.search(rf'<a id="{re.escape(rule)}"></a> \*\*{re.escape(rule)} [A-Z]', TEXT), (
        f"{rule}: the anchor must be followed by its visible label, e.g. **{rule} Title.**"
    )


def test_no_link_points_outside_the_project():
    assert "../shared" not in TEXT
    for target in re.findall(r"\]\(([^)#]+)[^)]*\)", TEXT):
        assert not target.startswith(("/", "..")), target
