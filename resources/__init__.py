"""Data shipped with the game: the card catalog (and later icons and translations)."""

from __future__ import annotations

from functools import cache
from importlib import resources as _files

from core.hypnose.catalog import Catalog, parse_catalog

CATALOG_FILE = "hypnose/cards.toml"


@cache
def load_catalog() -> Catalog:
    """The validated Hypnose card catalog (R1-R3); raises CatalogError on a broken file."""
    text = _files.files(__name__).joinpath(CATALOG_FILE).read_text(encoding="utf-8")
    return parse_catalog(text)
