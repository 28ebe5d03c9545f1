"""LAN play tests: real processes, real sockets and real zeroconf, on 127.0.0.1 or inside
network namespaces the tests make (never the real network); makes ``lanprocs`` importable."""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
