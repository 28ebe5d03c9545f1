"""Data shipped with the games: Hypnose's card catalog, Hypnosia's board, Hypno Vision's cards
(later icons and translations).

Each game's parser is imported when its data is first loaded: the window, which plays one game,
opens without the others' (``core.games`` loads a game the first time it is asked for).
"""

from __future__ import annotations

from functools import cache
from importlib import resources as _files
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.hypnose.catalog import Catalog
    from core.hypnosia.board import Board
    from core.hypnovision.cards import CardSet

CATALOG_FILE = "hypnose/cards.toml"
BOARD_FILE = "hypnosia/board.toml"
VISION_CARDS_FILE = "hypnovision/cards.toml"


@cache
def load_catalog() -> Catalog:
    """The validated Hypnose card catalog (R1-R3); raises CatalogError on a broken file."""
    from core.hypnose.catalog import parse_catalog

    text = _files.files(__name__).joinpath(CATALOG_FILE).read_text(encoding="utf-8")
    return parse_catalog(text)


@cache
def load_board() -> Board:
    """The validated Hypnosia board (H1-H6); raises BoardError naming a broken entry."""
    from core.hypnosia.board import parse_board

    text = _files.files(__name__).joinpath(BOARD_FILE).read_text(encoding="utf-8")
    return parse_board(text)


@cache
def load_vision_cards() -> CardSet:
    """The validated Hypno Vision cards (V1-V2); raises CardError naming a broken entry."""
    from core.hypnovision.cards import parse_cards

    text = _files.files(__name__).joinpath(VISION_CARDS_FILE).read_text(encoding="utf-8")
    return parse_cards(text)
