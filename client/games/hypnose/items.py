"""The cards on Hypnose's table scene, and the piles and places they lie in. Each paints itself
with QPainter (sharp at any scale); the board (``client.games.hypnose.board``) places them and moves
them. The fixed parts of the table (panels, the track, the duel area) are in ``places``.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from client.games.hypnose import cardart, cardtext
from core.hypnose.catalog import CardKind

FELT = QColor("#264a3e")
FELT_INK = QColor("#f2f5ee")
PANEL = QColor("#f7f5fb")
PANEL_INK = QColor("#1d1b24")
ACCENT = QColor("#ffb000")
"""Selection and focus: a warm yellow-orange that stands out on the felt and on every card."""
HOVER_MS = 300


def font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def fitted(text: str, width: float, size: float, bold: bool = False) -> QFont:
    """The font of ``size`` shrunk until ``text`` fits ``width`` on one line (down to 60%)."""
    smallest = 0.6 * size
    f = font(size, bold)
    while size > smallest and QFontMetricsF(f).horizontalAdvance(text) > width:
        size -= 0.5
        f = font(size, bold)
    return f


def elided(text: str, f: QFont, width: float) -> str:
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)


class SizedItem(QGraphicsObject):
    """An item of the table drawn in a box of ``size`` (which follows the window's size), with
    ``margin`` around it for its ring or shadow."""

    margin = 0.0

    def __init__(self, size: QSizeF) -> None:
        super().__init__()
        self.size = QSizeF(size)
        self._bounds = self._bounds_of(self.size)

    def set_size(self, size: QSizeF) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = QSizeF(size)
            self._bounds = self._bounds_of(self.size)

    def _bounds_of(self, size: QSizeF) -> QRectF:
        m = self.margin
        return QRectF(-m, -m, size.width() + 2 * m, size.height() + 2 * m)

    def boundingRect(self) -> QRectF:
        return self._bounds  # asked for ~50 000 times in a LAN game's first turns: kept


class CardItem(SizedItem):
    """One card: face up when its kind is known to this seat, else its back (with the eye
    when only its owner knows it). Click selects; a long hover asks for the enlarged card."""

    margin = 6.0

    clicked = Signal(object)
    hovered = Signal(object, bool)

    def __init__(self, key: object, size: QSizeF) -> None:
        super().__init__(size)
        self.key = key
        self.kind: CardKind | None = None
        self.eye = False
        self.selected = False
        self.selectable = False
        self.focused = False
        self.dimmed = False
        self.badge = ""
        self._flip = 1.0
        self._hover = QTimer(self)
        self._hover.setSingleShot(True)
        self._hover.setInterval(HOVER_MS)
        self._hover.timeout.connect(lambda: self.hovered.emit(self.key, True))
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setData(0, "card")

    def set_look(
        self,
        kind: CardKind | None,
        *,
        eye: bool = False,
        selected: bool = False,
        selectable: bool = False,
        focused: bool = False,
        dimmed: bool = False,
        badge: str = "",
    ) -> None:
        look = (kind, eye, selected, selectable, focused, dimmed, badge)
        if look != (
            self.kind,
            self.eye,
            self.selected,
            self.selectable,
            self.focused,
            self.dimmed,
            self.badge,
        ):
            if kind is not self.kind:
                self.setToolTip(
                    f"<b>{cardtext.name(kind)}</b><br>{cardtext.text(kind)}" if kind else ""
                )
            self.kind, self.eye, self.selected = kind, eye, selected
            self.selectable, self.focused, self.dimmed, self.badge = (
                selectable,
                focused,
                dimmed,
                badge,
            )
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def set_size(self, size: QSizeF) -> None:
        if size != self.size:
            super().set_size(size)
            self.update()

    def get_flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, get_flip, set_flip)
    """-1 shows the back, 1 the face; in between the card turns (a flip animation)."""

    def card_rect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size)

    def shape(self) -> QPainterPath:
        """Clicks land on the card itself, never on the margin its outline is drawn in (in a
        fanned hand that margin lies over the next card)."""
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def texts(self) -> list[str]:
        """The words printed on it (for tests and checks: what a person reads)."""
        if self.kind is None:
            return []
        words = [cardtext.name(self.kind), cardtext.family(self.kind.category)]
        short = cardtext.short_effect(self.kind)
        return [*words, short] if short else words

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.card_rect()
        p.save()
        flip = self._flip
        if flip != 1.0:
            c = rect.center()
            p.translate(c)
            p.scale(max(0.02, abs(flip)), 1.0)
            p.translate(-c)
        if self.selected or self.focused:
            pen = QPen(ACCENT, 5 if self.selected else 3)
            if not self.selected:
                pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), 8, 8)
        if self.kind is not None and flip >= 0:
            cardart.draw_face(p, rect, self.kind)
        else:
            cardart.draw_back(p, rect, known=self.eye)
        if self.dimmed:
            path = QPainterPath()
            path.addRoundedRect(rect, rect.width() * 0.054, rect.width() * 0.054)
            p.fillPath(path, QColor(20, 20, 30, 110))
        if self.badge:
            r = QRectF(rect.width() - 30, -8, 30, 30)
            p.setBrush(ACCENT)
            p.setPen(QPen(PANEL_INK, 2))
            p.drawEllipse(r)
            p.setFont(font(16, True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.badge)
        elif self.selected:
            r = QRectF(rect.width() - 26, -8, 26, 26)
            p.setBrush(ACCENT)
            p.setPen(QPen(PANEL_INK, 2))
            p.drawEllipse(r)
            p.setPen(QPen(PANEL_INK, 3))
            p.drawPolyline(
                [
                    QPointF(r.x() + 7, r.y() + 13),
                    QPointF(r.x() + 11.5, r.y() + 18),
                    QPointF(r.x() + 19, r.y() + 8),
                ]
            )
        p.restore()

    # --- mouse ------------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.key)

    def hoverEnterEvent(self, event) -> None:
        self._hover.start()

    def hoverLeaveEvent(self, event) -> None:
        self._hover.stop()
        self.hovered.emit(self.key, False)


class PileItem(SizedItem):
    """A pile or stack: its top (a back, a face, or an empty slot) and its name and count."""

    clicked = Signal(object)

    def __init__(self, key: object, size: QSizeF) -> None:
        super().__init__(size)
        self.key = key
        self.count = 0
        self.label = ""
        self.top: CardKind | None = None
        self.face_up = False
        self.clickable = False
        self.selected = False
        self.setData(0, "pile")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(
        self,
        count: int,
        label: str,
        top: CardKind | None = None,
        *,
        face_up: bool = False,
        clickable: bool = False,
        selected: bool = False,
    ) -> None:
        state = (count, label, top, face_up, clickable, selected)
        if state != (self.count, self.label, self.top, self.face_up, self.clickable, self.selected):
            self.count, self.label, self.top, self.face_up = count, label, top, face_up
            self.clickable, self.selected = clickable, selected
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def label_height(self) -> float:
        return 20.0

    def texts(self) -> list[str]:
        return [self.label] if self.label else []

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.size.width() + 12, self.size.height() + self.label_height() + 10)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self.size.width(), self.size.height()
        rect = QRectF(0, 0, w, h)
        if self.count <= 0:
            cardart.paint_slot(p, rect)
        else:
            depth = min(3, (self.count + 9) // 10)
            for i in range(depth, 0, -1):  # a stack shows its thickness
                offset = QRectF(i * 2.5, -i * 2.5, w, h)
                if not self.face_up or i > 0:
                    cardart.draw_back(p, offset)
            if self.face_up and self.top is not None:
                cardart.draw_face(p, rect, self.top)
            else:
                cardart.draw_back(p, rect)
        if self.selected:
            p.setPen(QPen(ACCENT, 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), 8, 8)
        p.setPen(FELT_INK)
        text = f"{self.label} {self.count}" if self.label else str(self.count)
        f = fitted(text, w + 8, 13, True)
        p.setFont(f)
        p.drawText(
            QRectF(-4, h + 2, w + 8, self.label_height()),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            elided(text, f, w + 8),
        )

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.clickable:
            self.clicked.emit(self.key)


class SlotItem(SizedItem):
    """An empty place on the table (a market gap waits for the refresh phase, R9)."""

    def __init__(self, size: QSizeF) -> None:
        super().__init__(size)
        self.setData(0, "slot")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(-1)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        cardart.paint_slot(p, self.boundingRect())
