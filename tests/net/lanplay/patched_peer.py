"""``hypnose`` with another version of Hypnose's rules: the same command, but the game's data
hash is the one given in ``HYPNOSE_TEST_DATA_HASH`` (as a client with other card data would
have). For the test that a table refuses a client of another version in words, on both sides."""

from __future__ import annotations

import os
import sys

from client.cli.main import main
from core import games

if __name__ == "__main__":
    games.get("hypnose").data_hash = os.environ["HYPNOSE_TEST_DATA_HASH"]  # type: ignore[attr-defined]
    sys.exit(main())
