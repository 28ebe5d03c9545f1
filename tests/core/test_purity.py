"""The rules core imports only the standard library (style.md, architecture.md).

Every module of ``core`` (walked recursively, so a game's package and its bots are covered) is
imported in a fresh interpreter; what it loads is compared against what a bare interpreter of
the same Python loads on its own, so modules an installation preloads (site hooks, editable
install finders) are not blamed on the core.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "core"
FORBIDDEN = ("PySide6", "qasync", "zeroconf", "msgpack", "nacl", "cryptography", "coincurve")


def core_modules() -> list[str]:
    """Dotted names of every module under ``core/``."""
    names = []
    for path in sorted(CORE.rglob("*.py")):
        parts = path.relative_to(CORE.parent).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def _loaded(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", code + "; import sys; print(' '.join(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        check=True,
        cwd=CORE.parent,
    ).stdout.split()
    return {name.split(".")[0] for name in out}


def test_core_modules_are_found_recursively():
    modules = core_modules()
    assert "core.hypnose.bots.strategic" in modules
    assert len(modules) > 20


def test_importing_core_loads_no_third_party_module():
    modules = core_modules()
    imports = "; ".join(f"import {m}" for m in modules)
    bare = _loaded("pass")
    loaded = _loaded(imports + "; import resources; resources.load_catalog()") - bare
    assert not loaded & set(FORBIDDEN), loaded & set(FORBIDDEN)
    stdlib = set(sys.stdlib_module_names) | {"core", "resources"}
    third_party = sorted(n for n in loaded if n not in stdlib and not n.startswith("_"))
    assert third_party == [], third_party


def test_core_never_reads_the_clock_the_environment_or_random():
    """Determinism: all randomness comes from the dealer (the project's rules)."""
    pattern = re.compile(r"^\s*(import|from)\s+(random|time|datetime|os|secrets|uuid)\b", re.M)
    files = sorted(CORE.rglob("*.py"))
    offenders = [str(p.relative_to(CORE)) for p in files if pattern.search(p.read_text())]
    assert offenders == []
    hashing = [
        str(p.relative_to(CORE))
        for p in files
        if re.search(r"(?<![\w.])hash\(", p.read_text()) and p.name != "state.py"
    ]
    assert hashing == []
