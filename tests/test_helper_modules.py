"""The test folders share helper modules through ``sys.path`` (tests run with
--import-mode=importlib: each folder's conftest puts its folder there), so any set of folders
can be collected in one pytest call only if no two helpers share a name and no test imports a
``conftest`` by name (several folders have one: which one ``import conftest`` finds depends on
the folders collected before)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_no_test_imports_a_conftest_by_name() -> None:
    found = [str(p.relative_to(TESTS)) for p in TESTS.rglob("*.py") if "conftest" in _imported(p)]
    assert not found, f"import helpers from a module of their own, not conftest: {found}"


def test_helper_modules_on_the_path_have_distinct_names() -> None:
    folders = {p.parent for p in TESTS.rglob("conftest.py") if "sys.path" in p.read_text()}
    by_name: dict[str, list[str]] = defaultdict(list)
    for folder in folders:
        for helper in folder.glob("*.py"):
            if not helper.name.startswith("test_") and helper.name != "conftest.py":
                by_name[helper.stem].append(str(helper.relative_to(TESTS)))
    twins = {name: paths for name, paths in by_name.items() if len(paths) > 1}
    assert not twins, f"helpers that shadow each other on sys.path: {twins}"
