"""The colours of the Hypnosia board (H3, H5), shared by the window and the board drawing of
``docs/rules`` (``tools/hypnosia_board.py``): one circle colour each, the centre's, and each
sector's colour by its name in the board file. Plain data: no Qt here."""

from __future__ import annotations

RING_COLOURS = {"A": "#9fb8d0", "B": "#c3a6d6", "C": "#e6c07b", "centre": "#f4eedc"}
"""Circle A, B, C and the centre; a bridge or gate is drawn in the colours of both it joins."""
SECTOR_COLOURS = {
    "red": "#d9453b",
    "orange": "#ef8d2f",
    "yellow": "#e8c730",
    "green": "#3f9d4c",
    "blue": "#3b6fd9",
    "purple": "#8a4bc2",
}
"""Each sector's colour (H2, H6), by its board-file name."""


def sector_colour(name: str) -> str:
    """The hex colour of a sector named ``name`` (a name we do not know is used as it is)."""
    return SECTOR_COLOURS.get(name, name)
