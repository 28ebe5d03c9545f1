"""The platform knows no game: net and client reach games only through the rules interface.

``core``'s top level (the vocabulary, views, the game protocol, the registry) is what every game
shares; a game's own package (``core.hypnose``, ...) is reached through its game object from the
registry (``core.games``). Importing a game package from ``net`` or ``client`` would tie the
protocol or the window to one game's rules; only a game's own view code in the client
(``client/hypnose/``: its terminal game and table view; ``client/hypnosia/``: its board view;
``client/hypnovision/``: its grid view) may
read its own game's state, and no other game's.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = ("core.hypnose", "core.hypnosia", "core.hypnovision")


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
    return found


def _game_imports(folder: str, own_code: tuple[str, ...] = ()) -> dict[str, list[str]]:
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files, folder
    wrong = {}
    for f in files:
        own = [f"core.{p}" for p in f.relative_to(ROOT / folder).parts[:-1] if p in own_code]
        bad = [
            m
            for m in _imports(f)
            if any(m == g or m.startswith(g + ".") for g in GAME_PACKAGES)
            and not any(m == g or m.startswith(g + ".") for g in own)
        ]
        if bad:
            wrong[str(f.relative_to(ROOT))] = bad
    return wrong


def test_net_imports_no_game_package():
    assert len(list((ROOT / "net").rglob("*.py"))) > 20
    assert _game_imports("net") == {}


def test_client_imports_no_game_package_outside_a_games_own_code():
    assert (ROOT / "client" / "hypnose" / "terminal.py").exists()
    assert _game_imports("client", own_code=("hypnose", "hypnosia", "hypnovision")) == {}


def test_the_shared_core_imports_no_game_package():
    shared = [p for p in (ROOT / "core").glob("*.py") if p.name != "games.py"]
    wrong = {}
    for f in shared:
        bad = [m for m in _imports(f) if m.startswith(GAME_PACKAGES)]
        if bad:
            wrong[f.name] = bad
    assert wrong == {}, "only the registry (core/games.py) names the games"
