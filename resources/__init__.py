"""Data shipped with the games: Hypnose's card catalog, Hypnosia's board, Hypno Vision's cards
(later icons and translations)."""

from __future__ import annotations

from functools import cache
from importlib import resources as _files

from core.hypnose.catalog import Catalog, parse_catalog
from core.hypnosia.board import Board, parse_board
from core.hypnovision.cards import CardSet, parse_cards

CATALOG_FILE = "hypnose/cards.toml"
BOARD_FILE = "hypnosia/board.toml"
VISION_CARDS_FILE = "hypnovision/cards.toml"


@cache
def load_catalog() -> Catalog:
    """The validated Hypnose card catalog (R1-R3); raises CatalogError on a broken file."""
    text = _files.files(__name__).joinpath(CATALOG_FILE).read_text(encoding="utf-8")
    return parse_catalog(text)


@cache
def load_board() -> Board:
    """The validated Hypnosia board (H1-H6); raises BoardError naming a broken entry."""
    text = _files.files(__name__).joinpath(BOARD_FILE).read_text(encoding="utf-8")
    return parse_board(text)


@cache
def load_vision_cards() -> CardSet:
    """The validated Hypno Vision cards (V1-V2); raises CardError naming a broken entry."""
    text = _files.files(__name__).joinpath(VISION_CARDS_FILE).read_text(encoding="utf-8")
    return parse_cards(text)
