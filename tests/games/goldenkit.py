"""The golden-playthrough kit: a game's fixed-seed playthrough, as lines, against its file.

Every game keeps golden playthroughs (``tests/core/golden`` for Hypnose, the ``golden`` folders
of ``tests/core/hypnosia``, ``tests/core/hypnovision`` and ``tests/games``); each test file
writes its own lines (what a seat sees differs by game) and ``compare`` checks them line by line,
naming the first line that differs. After an intended change, run the test with
``HYPNOSE_UPDATE_GOLDEN=1`` to rewrite the files, and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

UPDATE = "HYPNOSE_UPDATE_GOLDEN"
"""The environment variable that rewrites the golden files instead of comparing."""


def compare(lines: list[str], path: Path) -> None:
    """Assert that ``lines`` are the golden file ``path``, line by line (or rewrite it when
    ``HYPNOSE_UPDATE_GOLDEN`` is set)."""
    if os.environ.get(UPDATE):
        path.parent.mkdir(exist_ok=True)
        path.write_text("\n".join(lines) + "\n")
    assert path.exists(), f"missing {path}: run with {UPDATE}=1 to create it"
    expected = path.read_text().splitlines()
    for number, (got, want) in enumerate(zip(lines, expected, strict=False), start=1):
        assert got == want, f"{path.name}:{number} differs"
    assert len(lines) == len(expected), f"{path.name}: {len(lines)} lines, expected {len(expected)}"
