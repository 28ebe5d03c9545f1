"""Makes the rule-test helpers (``tests/core/rulekit.py``) importable here: the terminal's
choices are tried on the same rigged situations as the rules."""

from __future__ import annotations

import sys
from pathlib import Path

_CORE_TESTS = str(Path(__file__).resolve().parent.parent / "core")
if _CORE_TESTS not in sys.path:
    sys.path.insert(0, _CORE_TESTS)
