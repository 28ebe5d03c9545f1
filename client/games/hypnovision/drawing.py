"""How Hypno Vision's cards, characters and dice are drawn (QPainter, at any size).

A character is its type's shape filled with its type's colour, with its type's letter inside
(``resources/hypnovision/cards.toml``: A circle, K diamond, S square, M triangle), so a card
reads without colour (V1). A card shows its 1-3 characters on a light face; a face-down card
(V19) one back design. A die is a rounded square with its number and its type's shape.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from client.kit.palette import shape_path, text_colour
from core.hypnovision.cards import Card, CharacterType

TYPE_COLOURS = {
    "brown": "#8a5a2b",
    "purple": "#7e4fb0",
    "orange": "#d86f00",
    "green": "#2f8a3e",
}
"""V1's colours as drawn (each with a white letter at WCAG AA contrast)."""
FACE = QColor("#fffdf6")
BACK = QColor("#4a3a78")
EDGE = QColor("#5d5470")


def type_colour(kind: CharacterType) -> QColor:
    return QColor(TYPE_COLOURS.get(kind.key, "#666666"))


def paint_character(painter: QPainter, rect: QRectF, kind: CharacterType) -> None:
    """One character: the type's shape in its colour with its letter inside."""
    colour = type_colour(kind)
    inset = rect.adjusted(1, 1, -1, -1)
    path = shape_path(kind.shape, inset)
    painter.setPen(QPen(QColor("#1d1b24"), max(1.0, rect.width() / 22)))
    painter.setBrush(colour)
    painter.drawPath(path)
    font = QFont(painter.font())
    font.setBold(True)
    size = rect.height() * (0.42 if kind.shape == "triangle" else 0.5)
    font.setPixelSize(max(6, int(size)))
    painter.setFont(font)
    painter.setPen(text_colour(colour))
    letter_box = QRectF(rect)
    if kind.shape == "triangle":  # the letter sits low, where a triangle is wide
        letter_box = rect.adjusted(0, rect.height() * 0.28, 0, 0)
    painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, kind.letter)


def characters(card: Card) -> list[int]:
    """The type of each character the card shows, in type order (a 2-1 card: [0, 0, 1])."""
    return [t for t, n in enumerate(card.counts) for _ in range(n)]


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    types: Sequence[CharacterType],
    face_down: bool = False,
) -> None:
    """A card filling ``rect``: its characters on a light face, or the back (V19)."""
    radius = min(rect.width(), rect.height()) * 0.1
    painter.setPen(QPen(EDGE, 1.2))
    if face_down:
        painter.setBrush(BACK)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(QColor("#b9a8e6"), max(1.0, rect.width() / 30)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        eye = rect.adjusted(rect.width() * 0.22, rect.height() * 0.36,
                            -rect.width() * 0.22, -rect.height() * 0.36)  # fmt: skip
        painter.drawEllipse(eye)
        painter.drawEllipse(eye.center(), eye.height() / 4, eye.height() / 4)
        return
    painter.setBrush(FACE)
    painter.drawRoundedRect(rect, radius, radius)
    shown = characters(card)
    count = len(shown)
    tall = rect.height() >= rect.width() * 1.15
    if tall:  # a column of characters
        size = min(rect.width() * 0.62, (rect.height() - 6) / max(count, 1) * 0.86)
        step = (rect.height() - 4) / count
        points = [QPointF(rect.center().x(), rect.top() + 2 + step * (i + 0.5))
                  for i in range(count)]  # fmt: skip
    else:  # a row
        size = min(rect.height() * 0.62, (rect.width() - 6) / max(count, 1) * 0.86)
        step = (rect.width() - 4) / count
        points = [QPointF(rect.left() + 2 + step * (i + 0.5), rect.center().y())
                  for i in range(count)]  # fmt: skip
    for t, centre in zip(shown, points, strict=True):
        box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        paint_character(painter, box, types[t])


def paint_die(painter: QPainter, rect: QRectF, kind: CharacterType, value: int | None) -> None:
    """A die of the type's colour: its number large, its character small in a corner."""
    colour = type_colour(kind)
    radius = rect.width() * 0.16
    painter.setPen(QPen(QColor("#1d1b24"), 1.5))
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, radius, radius)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(rect.height() * 0.5)))
    painter.setFont(font)
    painter.setPen(text_colour(colour))
    number = rect.adjusted(rect.width() * 0.18, rect.height() * 0.14, 0, 0)
    painter.drawText(number, Qt.AlignmentFlag.AlignCenter, "?" if value is None else str(value))
    corner = rect.width() * 0.4
    badge = QRectF(rect.left() + 3, rect.top() + 3, corner, corner)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(FACE)
    painter.drawRoundedRect(badge.adjusted(-1, -1, 1, 1), 3, 3)
    paint_character(painter, badge, kind)


class CardImages:
    """Each card drawn once per size into a pixmap (a grid repaints ten times a second while
    a scramble runs; drawing 52 cards' shapes and letters each time costs tens of ms)."""

    def __init__(self, cards: Sequence[Card], types: Sequence[CharacterType]) -> None:
        self.cards = tuple(cards)
        self.types = tuple(types)
        self._made: dict[tuple[int, int, int, bool, float], QPixmap] = {}

    def image(self, card: int, width: float, height: float, ratio: float,
              face_down: bool = False) -> QPixmap:  # fmt: skip
        key = (card if not face_down else -1, round(width), round(height), face_down, ratio)
        pixmap = self._made.get(key)
        if pixmap is None:
            if len(self._made) > 600:  # sizes change with the window: keep the latest
                self._made.clear()
            pixmap = QPixmap(max(1, round(key[1] * ratio)), max(1, round(key[2] * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(0.5, 0.5, key[1] - 1, key[2] - 1)
            paint_card(painter, rect, self.cards[max(card, 0)], self.types, face_down)
            painter.end()
            self._made[key] = pixmap
        return pixmap
