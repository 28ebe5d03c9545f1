"""The card list of docs/rules/hypnose.md, printed as a Markdown table from the catalog.

    .venv/bin/python tools/card_table.py            # print the table
    .venv/bin/python tools/card_table.py --update   # rewrite it in docs/rules/hypnose.md

One row per card kind, in catalog order: name, category, copies marked B/3/4 (R3; the starting
set's cards say how many each player has, R1), price (R7), attack, defense, value, resale and
the text generated from the data (R20). A dash marks a number the category does not have. The
rules document holds the output between ``<!-- cards:begin -->`` and ``<!-- cards:end -->``,
and tests/core/test_rules_doc.py checks that it is exactly this script's output.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.hypnose.catalog import CardKind, Catalog, Category
from resources import load_catalog

DOC = Path(__file__).resolve().parent.parent / "docs" / "rules" / "hypnose.md"
BEGIN, END = "<!-- cards:begin -->", "<!-- cards:end -->"
DASH = "–"
HEADER = (
    "| card | category | copies B/3/4 | price | attack | defense | value | resale | text |",
    "|---|---|---|---:|---:|---:|---:|---:|---|",
)


def _copies(kind: CardKind) -> str:
    if kind.starter:
        return f"{kind.starter} per player (starting set)"
    return "/".join(str(m) for m in kind.marks)


def _price(kind: CardKind, catalog: Catalog) -> str:
    if kind.category is Category.EXPERT:
        return str(catalog.expert_price)  # R7.5: every Expert costs the same
    return str(kind.price) if kind.price else DASH


def _row(kind: CardKind, catalog: Catalog) -> str:
    scholar = kind.is_scholar
    has_value = kind.category in (Category.VALUE, Category.BOOST, Category.DEFENSE)
    cells = (
        kind.name,
        kind.category.value.capitalize(),
        _copies(kind),
        _price(kind, catalog),
        str(kind.attack) if scholar else DASH,
        str(kind.defense) if scholar else DASH,
        (f"+{kind.value}" if kind.category is not Category.VALUE else str(kind.value))
        if has_value
        else DASH,
        str(kind.resale) if kind.category is Category.BOOK else DASH,
        kind.text,
    )
    return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"


def card_table(catalog: Catalog) -> str:
    """The Markdown table of every card kind, one line per row, ending with a newline."""
    lines = [*HEADER, *(_row(kind, catalog) for kind in catalog)]
    return "\n".join(lines) + "\n"


def replace_table(document: str, table: str) -> str:
    """``document`` with the text between the card markers replaced by ``table``."""
    head, begin, rest = document.partition(BEGIN)
    _, end, tail = rest.partition(END)
    if not begin or not end:
        raise ValueError(f"the document needs the markers {BEGIN} and {END}")
    return f"{head}{BEGIN}\n{table}{END}{tail}"


def table_in(document: str) -> str:
    """The text between the card markers of ``document`` (without the marker lines)."""
    _, begin, rest = document.partition(BEGIN + "\n")
    table, end, _ = rest.partition(END)
    if not begin or not end:
        raise ValueError(f"the document needs the markers {BEGIN} and {END}")
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help=f"rewrite the table in {DOC.name}")
    args = parser.parse_args(argv)
    table = card_table(load_catalog())
    if args.update:
        DOC.write_text(replace_table(DOC.read_text(encoding="utf-8"), table), encoding="utf-8")
        print(f"wrote the card table to {DOC}")
    else:
        sys.stdout.write(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
