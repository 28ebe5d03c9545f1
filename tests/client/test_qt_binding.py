"""The installed Qt binding keeps Python's reference counts: PySide6 6.12.0 drops a reference
to None on every call of a method returning nothing, and on Python 3.11 (where None is not
immortal) a window then aborts with "none_dealloc" after a few thousand calls."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QLabel


def test_void_methods_keep_the_reference_count_of_none(qapp):
    label = QLabel()
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(200):
        label.setText("x")
        painter.setPen(QColor("red"))
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 20, f"None lost {before - after} references in 400 calls"
