"""LAN tests: real sockets and real zeroconf, pinned to 127.0.0.1 (never the real network);
makes ``lankit`` importable (tests run with --import-mode=importlib)."""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
