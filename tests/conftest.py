"""Test-wide settings: Qt renders offscreen at scale 1 (testing.md), never on a real display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")
