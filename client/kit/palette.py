"""Colours and shapes that carry meaning, chosen to survive colour blindness (Okabe–Ito).

Every colour is paired with a shape or a letter, so nothing is told by colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

OKABE_ITO = {
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "purple": "#CC79A7",
}
"""The Okabe–Ito palette (without its black), distinguishable with every common colour
vision deficiency."""

PLAYER_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#D55E00", "#0072B2")
"""Colours a player may choose, in the order bots take the ones left."""

SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
"""Token shapes by seat: a player's colour always comes with its shape."""

GLYPHS = {
    "circle": "●",
    "square": "■",
    "triangle": "▲",
    "diamond": "◆",
    "hexagon": "⬢",
    "star": "★",
}
"""Each shape as a character, for the words of the log."""


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a token ``shape`` filling ``rect``."""
    path = QPainterPath()
    c = rect.center()
    w, h = rect.width() / 2, rect.height() / 2
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        path.addRoundedRect(rect.adjusted(w * 0.1, h * 0.1, -w * 0.1, -h * 0.1), w * 0.15, h * 0.15)
    elif shape == "triangle":
        path.addPolygon(
            QPolygonF([QPointF(c.x(), rect.top()), rect.bottomRight(), rect.bottomLeft()])
        )
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), c.y()),
                    QPointF(c.x(), rect.bottom()),
                    QPointF(rect.left(), c.y()),
                ]
            )
        )
        path.closeSubpath()
    else:  # hexagon or star: a hexagon reads well at token size
        import math

        points = [
            QPointF(c.x() + w * math.cos(math.pi / 3 * i), c.y() + h * math.sin(math.pi / 3 * i))
            for i in range(6)
        ]
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    return path


def text_colour(background: QColor) -> QColor:
    """Black or white, whichever contrasts more with ``background`` (WCAG luminance)."""
    return (
        QColor("#000000")
        if contrast(background, QColor("#000000")) >= contrast(background, QColor("#ffffff"))
        else QColor("#ffffff")
    )


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21; AA text needs 4.5)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
