"""The networking layer reaches the rules core only through its dealer interface.

``core.dealing`` is the whole surface a dealer may use (architecture: one-way flow, and the
fair dealer is game-agnostic); importing any other core module from ``net`` would tie the
protocol to Hypnose's rules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import core.hypnose.dealing

NET = Path(__file__).resolve().parents[2] / "net"


def _core_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found += [n for n in names if n == "core" or n.startswith("core.")]
    return found


def test_net_imports_the_core_only_through_the_dealer_interface():
    files = sorted(NET.rglob("*.py"))
    assert len(files) > 20
    wrong = {
        str(f.relative_to(NET)): bad
        for f in files
        if (
            bad := [
                m for m in _core_imports(f) if m not in ("core.hypnose.dealing", "core.vocabulary")
            ]
        )
    }
    assert wrong == {}


def test_the_dealer_interface_exports_what_it_lists():
    missing = [
        name for name in core.hypnose.dealing.__all__ if not hasattr(core.hypnose.dealing, name)
    ]
    assert missing == []
    used = set()
    for f in NET.rglob("*.py"):
        for node in ast.walk(ast.parse(f.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "core.hypnose.dealing":
                used |= {alias.name for alias in node.names}
    assert used <= set(core.hypnose.dealing.__all__)
