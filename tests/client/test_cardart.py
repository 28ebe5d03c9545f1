"""Card pictures are drawn once and copied: the copy looks like the drawing, a second card of
the same kind and size costs no new picture, and the kept pictures stay bounded."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from client.games.hypnose import cardart
from core import games


def _image(paint) -> QImage:
    image = QImage(120, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def test_a_copied_card_looks_like_the_drawn_one_and_is_drawn_once(qapp):
    kind = games.get("hypnose").catalog.by_id("metronome")  # type: ignore[attr-defined]
    rect = QRectF(10, 10, 100, 140)
    drawn = _image(lambda p: cardart.paint_face(p, rect, kind))
    copied = _image(lambda p: cardart.draw_face(p, rect, kind))
    before = cardart.drawn_count()
    again = _image(lambda p: cardart.draw_face(p, rect, kind))
    assert cardart.drawn_count() == before, "the same kind at the same size: no new picture"
    assert again == copied
    differ = sum(
        1
        for y in range(0, 160, 2)
        for x in range(0, 120, 2)
        if abs(drawn.pixelColor(x, y).value() - copied.pixelColor(x, y).value()) > 40
    )
    assert differ < 0.02 * 80 * 60, f"{differ} of {80 * 60} sampled pixels differ"


def test_the_kept_pictures_stay_bounded(qapp):
    image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for height in range(1, cardart.PIXMAPS_KEPT + 50):  # as many sizes, each a new picture
        cardart.draw_back(painter, QRectF(0, 0, 1, height))
    painter.end()
    assert cardart.drawn_count() == cardart.PIXMAPS_KEPT
