"""Draws the Hypnosia board as SVG from the board file (H1-H5), for docs/rules/hypnosia.md.

    python tools/hypnosia_board.py            # print the SVG
    python tools/hypnosia_board.py --update   # rewrite docs/rules/hypnosia-board.svg

Every space sits where H5 puts it (polar: space i of n at 360 * i / n degrees counter-clockwise
from the right; radius A 8, B 6, C 4; home slot H_k of a sector at its entry's angle, radius
8 + k). A bridge is drawn in the colours of both circles it joins, with a line to the space it
leads to; a gate in the colours of circle C and the centre. Each home lane and entry space
wears its sector's colour. The output depends only on the board data, so a test can compare it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.games.hypnosia.colours import RING_COLOURS, SECTOR_COLOURS
from core.hypnosia.board import BRIDGE, GATE, Board
from resources import load_board

OUT = Path(__file__).resolve().parent.parent / "docs" / "rules" / "hypnosia-board.svg"
SCALE = 24.0
"""Pixels per board unit."""
SPACE_RADIUS = 0.42


def _xy(board: Board, space: int) -> tuple[float, float]:
    x, y = board.place(space).xy()
    return x * SCALE, -y * SCALE  # SVG's y points down


def _num(value: float) -> str:
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def _disc(x: float, y: float, r: float, fill: str, extra: str = "") -> str:
    return (f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(r)}" fill="{fill}" '
            f'stroke="#333" stroke-width="1"{extra}/>')  # fmt: skip


def _halves(x: float, y: float, r: float, first: str, second: str) -> str:
    """A disc split into two half discs: a space that belongs to two circles (H3)."""
    return (
        f'<g><path d="M {_num(x - r)} {_num(y)} A {_num(r)} {_num(r)} 0 0 1 {_num(x + r)} '
        f'{_num(y)} Z" fill="{first}"/>'
        f'<path d="M {_num(x + r)} {_num(y)} A {_num(r)} {_num(r)} 0 0 1 {_num(x - r)} '
        f'{_num(y)} Z" fill="{second}"/>'
        f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(r)}" fill="none" stroke="#333" '
        f'stroke-width="1.5"/></g>'
    )


def _text(x: float, y: float, text: str, size: float = 7.0, fill: str = "#222") -> str:
    return (
        f'<text x="{_num(x)}" y="{_num(y + size / 3)}" font-size="{_num(size)}" '
        f'text-anchor="middle" font-family="sans-serif" fill="{fill}">{text}</text>'
    )


def board_svg(board: Board) -> str:
    outer = board.radii[board.circles[0][0]] + board.home_slots + 2.5  # room for the labels
    half = outer * SCALE
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{_num(-half)} {_num(-half)} '
        f'{_num(2 * half)} {_num(2 * half)}" width="{_num(2 * half)}" height="{_num(2 * half)}">',
        "<title>The Hypnosia board (rules H1-H5)</title>",
        f'<rect x="{_num(-half)}" y="{_num(-half)}" width="{_num(2 * half)}" '
        f'height="{_num(2 * half)}" fill="#ffffff"/>',
    ]
    r = SPACE_RADIUS * SCALE
    for name, _ in board.circles:  # the circles themselves
        radius = board.radii[name] * SCALE
        parts.append(f'<circle cx="0" cy="0" r="{_num(radius)}" fill="none" '
                     f'stroke="{RING_COLOURS[name]}" stroke-width="3"/>')  # fmt: skip
    centre = board.centre_radius * SCALE
    parts.append(_disc(0, 0, centre, RING_COLOURS["centre"]))
    parts.append(_text(0, -centre / 3, "centre", 9))
    parts.append(_text(0, centre / 3, f"{board.centre_places} places", 7))
    for source, target in board.links.items():  # where each bridge leads
        (x1, y1), (x2, y2) = _xy(board, source), _xy(board, target)
        parts.append(f'<line x1="{_num(x1)}" y1="{_num(y1)}" x2="{_num(x2)}" y2="{_num(y2)}" '
                     f'stroke="#333" stroke-width="2" stroke-dasharray="4 3"/>')  # fmt: skip
    for gate in board.gates:
        x, y = _xy(board, gate)
        parts.append(f'<line x1="{_num(x)}" y1="{_num(y)}" x2="{_num(x * 0.55)}" '
                     f'y2="{_num(y * 0.55)}" stroke="#333" stroke-width="2" '
                     f'stroke-dasharray="4 3"/>')  # fmt: skip
    entries = {s.entry: s.colour for s in board.sectors}
    names = [n for n, _ in board.circles]
    for space in range(board.spaces):
        place = board.place(space)
        x, y = _xy(board, space)
        ring = place.ring
        if board.kind[space] == BRIDGE:
            inner = names[names.index(ring) + 1]
            parts.append(_halves(x, y, r * 1.15, RING_COLOURS[ring], RING_COLOURS[inner]))
        elif board.kind[space] == GATE:
            parts.append(_halves(x, y, r * 1.15, RING_COLOURS[ring], RING_COLOURS["centre"]))
        elif space in entries:
            parts.append(_disc(x, y, r, SECTOR_COLOURS.get(entries[space], entries[space])))
        else:
            parts.append(_disc(x, y, r, RING_COLOURS[ring]))
        parts.append(_text(x, y, board.name(space), 6.0))
    for sector in board.sectors:
        fill = SECTOR_COLOURS.get(sector.colour, sector.colour)
        for slot in sector.home:
            x, y = _xy(board, slot)
            parts.append(_disc(x, y, r, fill, ' fill-opacity="0.55"'))
            parts.append(_text(x, y, board.name(slot), 6.0))
        x, y = board.place(sector.home[-1]).xy()
        scale = (board.place(sector.home[-1]).radius + 0.9) / board.place(sector.home[-1]).radius
        parts.append(_text(x * scale * SCALE, -y * scale * SCALE, sector.colour, 8.0))
    parts.append(
        _text(
            0,
            half - 14,
            "travel is counter-clockwise: A0, A1, A2 ... A35, A0; "
            "dashed lines: bridges and gates lead inward",
            8.0,
        )
    )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help=f"rewrite {OUT.name}")
    args = parser.parse_args(argv)
    svg = board_svg(load_board())
    if args.update:
        OUT.write_text(svg, encoding="utf-8")
        print(f"wrote {OUT}")
    else:
        sys.stdout.write(svg)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
