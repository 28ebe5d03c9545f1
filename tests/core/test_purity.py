"""The rules core imports only the standard library (style.md, architecture.md)."""

from __future__ import annotations

import subprocess
import sys

FORBIDDEN = ("PySide6", "qasync", "zeroconf", "msgpack", "nacl", "cryptography")


def test_importing_core_loads_no_third_party_module():
    code = (
        "import sys, core, core.engine, core.legal, core.play, core.bots, core.local_dealer;"
        "import resources; resources.load_catalog();"
        "print(' '.join(sorted(sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    loaded = {name.split(".")[0] for name in out}
    assert not loaded & set(FORBIDDEN), loaded & set(FORBIDDEN)
    stdlib = set(sys.stdlib_module_names) | {"core", "resources", "__main__", "_distutils_hack"}
    third_party = sorted(n for n in loaded if n not in stdlib and not n.startswith("_"))
    assert third_party == [], third_party


def test_core_never_reads_the_clock_the_environment_or_random():
    """Determinism: all randomness comes from the dealer (the project's rules)."""
    import re
    from pathlib import Path

    pattern = re.compile(r"^\s*(import|from)\s+(random|time|datetime|os|secrets|uuid)\b", re.M)
    core = Path(__file__).resolve().parents[2] / "core"
    offenders = [p.name for p in core.glob("*.py") if pattern.search(p.read_text())]
    assert offenders == []
    assert not any("hash(" in p.read_text() for p in core.glob("*.py") if p.name != "state.py")
