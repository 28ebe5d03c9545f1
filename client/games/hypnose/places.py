"""The fixed parts of Hypnose's table scene: each seat's panel, the Mental Resistance track,
the duel area and the words on the felt. Each paints itself with QPainter (sharp at any scale).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from client.games.hypnose import cardart
from client.games.hypnose.items import (
    ACCENT,
    FELT_INK,
    PANEL,
    PANEL_INK,
    SizedItem,
    elided,
    fitted,
    font,
)
from client.kit.palette import shape_path, text_colour
from core.hypnose.catalog import CardKind


@dataclass
class SeatLook:
    """What a seat's panel says, in words already translated."""

    name: str
    colour: str
    shape: str
    lines: list[str]
    resistance: int
    resistance_label: str
    markers: list[str]
    status: str
    active: bool = False
    thinking: bool = False
    out: bool = False
    chooseable: bool = False
    discard: CardKind | None = None
    """The top of the discard pile (face up, public), drawn small in the panel."""
    show_discard: bool = False


class PanelItem(SizedItem):
    """An opponent's panel (or the person's own): name and shape, hand and pile sizes, top of
    the discard pile, resistance, Target and Defense Modifier markers, bot or thinking."""

    clicked = Signal(object)
    margin = 4.0

    def __init__(self, key: object, size: QSizeF) -> None:
        super().__init__(size)
        self.key = key
        self.look: SeatLook | None = None
        self.focused = False
        self.setData(0, "panel")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_look(self, look: SeatLook, focused: bool = False) -> None:
        if look != self.look or focused != self.focused:
            self.look, self.focused = look, focused
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if look.chooseable else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def texts(self) -> list[str]:
        look = self.look
        if look is None:
            return []
        words = [look.name, look.resistance_label, *look.lines, *look.markers]
        return [*words, look.status] if look.status else words

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        look = self.look
        if look is None:
            return
        w, h = self.size.width(), self.size.height()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, w, h)
        background = QColor(PANEL) if not look.out else QColor("#b9b6bf")
        p.setBrush(background)
        border = QColor(look.colour) if look.active else QColor("#cfcadb")
        p.setPen(QPen(border, 4 if look.active else 1.5))
        p.drawRoundedRect(rect, 10, 10)
        if self.focused or look.chooseable:
            pen = QPen(
                ACCENT, 3, Qt.PenStyle.DashLine if not self.focused else Qt.PenStyle.SolidLine
            )
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 12, 12)
        # Token and name.
        token = QRectF(10, 9, 22, 22)
        p.setPen(QPen(PANEL_INK, 1.5))
        p.setBrush(QColor(look.colour))
        p.drawPath(shape_path(look.shape, token))
        name_width = w - 110
        f = fitted(look.name, name_width, 17, True)
        p.setFont(f)
        p.setPen(PANEL_INK)
        p.drawText(
            QRectF(40, 6, name_width, 28),
            Qt.AlignmentFlag.AlignVCenter,
            elided(look.name, f, name_width),
        )
        # Resistance: a big number in a ring, with its name.
        ring = QRectF(w - 62, 6, 52, 52)
        p.setBrush(QColor("#ffffff"))
        p.setPen(QPen(QColor(look.colour), 4))
        p.drawEllipse(ring)
        p.setPen(PANEL_INK)
        p.setFont(font(24, True))
        p.drawText(ring, Qt.AlignmentFlag.AlignCenter, str(look.resistance))
        f = fitted(look.resistance_label, 70, 10)
        p.setFont(f)
        p.drawText(
            QRectF(w - 72, 58, 72, 16),
            Qt.AlignmentFlag.AlignHCenter,
            elided(look.resistance_label, f, 72),
        )
        # Counts, one per line; the top of the discard pile beside them.
        text_w = w - 90 if look.show_discard else w - 20
        y = 38.0
        for line in look.lines:
            f = fitted(line, text_w, 13)
            p.setFont(f)
            p.drawText(
                QRectF(12, y, text_w, 18), Qt.AlignmentFlag.AlignVCenter, elided(line, f, text_w)
            )
            y += 18
        if look.show_discard:
            mini = QRectF(w - 48, 78, 36, 50)
            if look.discard is not None:
                cardart.draw_face(p, mini, look.discard)
            else:
                cardart.paint_slot(p, mini)
        # Markers: Target, Defense Modifier (left of the discard pile's top).
        x, y = 10.0, max(y + 4, 96.0) if look.show_discard else y + 4
        room = (w - 62) if look.show_discard else (w - 20)
        for marker in look.markers:
            f = fitted(marker, room / max(1, len(look.markers)) - 16, 11, True)
            width = QFontMetricsF(f).horizontalAdvance(marker) + 12
            badge = QRectF(x, y, width, 20)
            p.setBrush(QColor("#7a1f3d"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(badge, 9, 9)
            p.setPen(QColor("#ffffff"))
            p.setFont(f)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, marker)
            x += width + 6
        # Status: bot, thinking, out.
        if look.status:
            room = (w - 62) if look.show_discard else (w - 20)
            f = fitted(look.status, room, 12, look.thinking)
            p.setFont(f)
            p.setPen(QColor("#4b2a86") if look.thinking else QColor("#5d5a66"))
            p.drawText(
                QRectF(10, h - 24, room, 20),
                Qt.AlignmentFlag.AlignVCenter,
                elided(look.status, f, room),
            )

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.look is not None and self.look.chooseable:
            self.clicked.emit(self.key)


@dataclass(frozen=True)
class Token:
    seat: int
    colour: str
    shape: str
    letter: str
    name: str


class TrackItem(SizedItem):
    """The Mental Resistance track (12 down to 0): the primes marked as landings (R13, R14),
    every player's token on its value."""

    def __init__(self, size: QSizeF) -> None:
        super().__init__(size)
        self.positions: dict[int, int] = {}
        self.tokens: list[Token] = []
        self.title = ""
        self.setData(0, "track")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, title: str, tokens: list[Token], positions: dict[int, int]) -> None:
        if (title, tokens, positions) != (self.title, self.tokens, self.positions):
            self.title, self.tokens, self.positions = title, list(tokens), dict(positions)
            self.update()

    def texts(self) -> list[str]:
        return [self.title]

    def slot_rect(self, value: int) -> QRectF:
        w = self.size.width()
        slot = (w - 4) / 13
        return QRectF(2 + (12 - value) * slot, 20, slot - 3, self.size.height() - 22)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        from core.hypnose.resistance import PRIMES

        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(FELT_INK)
        p.setFont(font(13, True))
        p.drawText(QRectF(2, 0, self.size.width(), 18), Qt.AlignmentFlag.AlignVCenter, self.title)
        for value in range(12, -1, -1):
            r = self.slot_rect(value)
            prime = value in PRIMES
            p.setBrush(QColor("#f4efe1") if prime else QColor("#d8e2dc"))
            p.setPen(QPen(QColor("#8a6d1f") if prime else QColor("#7d8f86"), 3 if prime else 1))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(PANEL_INK)
            p.setFont(font(15, True))
            p.drawText(
                QRectF(r.x(), r.y() + 1, r.width(), 18), Qt.AlignmentFlag.AlignCenter, str(value)
            )
            if prime:  # a landing: a small star under the number
                star = QRectF(r.center().x() - 5, r.y() + 19, 10, 10)
                p.setBrush(QColor("#8a6d1f"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawPath(shape_path("diamond", star))
        by_value: dict[int, list[Token]] = {}
        for token in self.tokens:
            by_value.setdefault(self.positions.get(token.seat, -1), []).append(token)
        for value, tokens in by_value.items():
            if value < 0:
                continue
            r = self.slot_rect(value)
            size = min(22.0, (r.width() - 4) / max(1, min(2, len(tokens))))
            for i, token in enumerate(tokens):
                col, row = i % 2, i // 2
                x = r.x() + 2 + col * size if len(tokens) > 1 else r.center().x() - size / 2
                y = r.bottom() - size - 3 - row * (size + 2)
                t = QRectF(x, y, size, size)
                colour = QColor(token.colour)
                p.setBrush(colour)
                p.setPen(QPen(PANEL_INK, 1.5))
                p.drawPath(shape_path(token.shape, t))
                p.setPen(text_colour(colour))
                p.setFont(font(size * 0.55, True))
                p.drawText(
                    t.adjusted(0, 2 if token.shape == "triangle" else 0, 0, 0),
                    Qt.AlignmentFlag.AlignCenter,
                    token.letter,
                )


class AreaItem(SizedItem):
    """A framed area of the table with a title (the duel area, the choice area)."""

    def __init__(self, size: QSizeF) -> None:
        super().__init__(size)
        self.title = ""
        self.lines: list[str] = []
        self.captions: list[tuple[float, str]] = []
        self.text_top = 0.0
        self.setData(0, "area")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(
        self, title: str, lines: list[str], captions: list[tuple[float, str]], text_top: float
    ) -> None:
        """``captions``: (x, words) written above the cards; ``lines`` below, from
        ``text_top`` (the last one bold: the result)."""
        state = (title, lines, captions, text_top)
        if state != (self.title, self.lines, self.captions, self.text_top):
            self.title, self.lines, self.captions, self.text_top = (
                title, list(lines), list(captions), text_top,
            )  # fmt: skip
            self.update()

    def texts(self) -> list[str]:
        return [self.title, *(caption for _, caption in self.captions), *self.lines]

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        p.setBrush(QColor(255, 255, 255, 22))
        p.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        p.drawRoundedRect(rect, 12, 12)
        p.setPen(FELT_INK)
        p.setFont(font(13, True))
        p.drawText(QRectF(12, 4, rect.width() - 24, 20), Qt.AlignmentFlag.AlignVCenter, self.title)
        for i, (x, caption) in enumerate(self.captions):
            end = self.captions[i + 1][0] if i + 1 < len(self.captions) else rect.width()
            f = fitted(caption, end - x - 12, 13)
            p.setFont(f)
            p.setPen(QColor("#cfe3d9"))
            p.drawText(
                QRectF(x, 24, end - x - 12, 18),
                Qt.AlignmentFlag.AlignVCenter,
                elided(caption, f, end - x - 12),
            )
        p.setPen(FELT_INK)
        y = self.text_top
        width = rect.width() - 24
        for i, line in enumerate(self.lines):
            f = font(14, i == len(self.lines) - 1 and len(self.lines) > 1)
            metrics = QFontMetricsF(f)
            bound = metrics.boundingRect(
                QRectF(0, 0, width, 1000), int(Qt.TextFlag.TextWordWrap), line
            )
            p.setFont(f)
            p.drawText(
                QRectF(12, y, width, bound.height() + 2), int(Qt.TextFlag.TextWordWrap), line
            )
            y += bound.height() + 2


class LabelItem(QGraphicsObject):
    """A line of words on the felt (an area's name)."""

    def __init__(self, width: float, size: float = 13, bold: bool = True) -> None:
        super().__init__()
        self.width = width
        self.text = ""
        self.font_size = size
        self.bold = bold
        self.setData(0, "label")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str, width: float | None = None) -> None:
        if text != self.text or (width is not None and width != self.width):
            self.prepareGeometryChange()
            self.text = text
            self.width = width if width is not None else self.width
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.font_size + 6)

    def texts(self) -> list[str]:
        return [self.text] if self.text else []

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        f = fitted(self.text, self.width, self.font_size, self.bold)
        p.setFont(f)
        p.setPen(FELT_INK)
        p.drawText(
            self.boundingRect(), Qt.AlignmentFlag.AlignVCenter, elided(self.text, f, self.width)
        )
