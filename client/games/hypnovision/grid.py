"""The 13 x 4 layout (V6): every card in its cell, a taken card's cell empty, drawn by the
client; a click or Enter on a card asks to take it.

The grid is keyboard-first: it takes the focus, the arrow keys move a ring from cell to cell
(over empty cells too, so the ring never jumps), Enter or Space asks for the ringed card. The
person's grab still on its way (clicked, not yet resolved) has a dashed outline; the slot's
outcome lingers on the cell for a moment: who got the card, with a gold frame when several
grabbed it at once (V13).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.hypnovision.drawing import CardImages
from client.kit.gameui import Player
from client.kit.palette import shape_path, text_colour
from core.hypnovision.cards import Card, CharacterType
from core.hypnovision.state import COLUMNS, ROWS

CELLS = COLUMNS * ROWS
GAP = 6
"""Pixels between cells."""
CARD_RATIO = 1.3
"""A card's least height over its width (the characters stand in a column)..."""
TALLEST = 1.6
"""... and its greatest: where the window is tall, the cards use the height."""


@dataclass(frozen=True)
class Flash:
    """A slot's outcome on one cell: who got the card, and whether it was contested."""

    seat: int
    contested: bool


class GridCanvas(QWidget):
    """The layout of the current scramble."""

    take = Signal(int)
    """The person asks for this card (a card number)."""
    focus_moved = Signal(int)
    """The ring moved to this cell."""

    def __init__(self, cards: Sequence[Card], types: Sequence[CharacterType],
                 players: Sequence[Player], parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.cards = tuple(cards)
        self.types = tuple(types)
        self.players = tuple(players)
        self.images = CardImages(cards, types)
        self.at: list[int | None] = [None] * CELLS
        """Cell -> the card lying there (None: empty, or before the first layout)."""
        self.ring = 0
        """The keyboard's cell."""
        self.pending: int | None = None
        """The person's grab on its way (a card number)."""
        self.flashes: dict[int, Flash] = {}
        """Cell -> the outcome shown on it now."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(13 * 34, 4 * 44)

    def sizeHint(self) -> QSize:
        return QSize(13 * 64, 4 * 84)

    # --- what is shown ---------------------------------------------------------------------

    def show_layout(self, cell_of: Sequence[int], on_table: Sequence[bool]) -> None:
        """The cards by cell (``cell_of[card]``), those still on the table (V6)."""
        at: list[int | None] = [None] * CELLS
        for card, cell in enumerate(cell_of):
            if on_table[card]:
                at[cell] = card
        if at != self.at:
            self.at = at
            self.update()

    def cell_rect(self, cell: int) -> QRectF:
        """Where ``cell`` is drawn: cards as large as the widget allows, centred."""
        width = (self.width() - GAP * (COLUMNS + 1)) / COLUMNS
        height = (self.height() - GAP * (ROWS + 1)) / ROWS
        width = min(width, height / CARD_RATIO)
        height = min(height, width * TALLEST)
        left = (self.width() - (width * COLUMNS + GAP * (COLUMNS - 1))) / 2
        top = (self.height() - (height * ROWS + GAP * (ROWS - 1))) / 2
        row, column = divmod(cell, COLUMNS)
        return QRectF(left + column * (width + GAP), top + row * (height + GAP), width, height)

    def cell_at(self, point: QPointF) -> int | None:
        for cell in range(CELLS):
            if self.cell_rect(cell).contains(point):
                return cell
        return None

    def cell_of_card(self, card: int) -> int | None:
        return next((cell for cell, there in enumerate(self.at) if there == card), None)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        first, last = self.cell_rect(0), self.cell_rect(CELLS - 1)
        felt = QRectF(first.topLeft(), last.bottomRight()).adjusted(-GAP, -GAP, GAP, GAP)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2f5d46"))
        painter.drawRoundedRect(felt, 8, 8)
        for cell in range(CELLS):
            rect = self.cell_rect(cell)
            card = self.at[cell]
            if card is None:
                painter.setPen(QPen(QColor("#4f7d66"), 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 5, 5)
            else:
                ratio = self.devicePixelRatioF()
                image = self.images.image(card, rect.width(), rect.height(), ratio)
                painter.drawPixmap(round(rect.left()), round(rect.top()), image)
            if card is not None and card == self.pending:
                painter.setPen(QPen(QColor("#ffffff"), 3, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
            flash = self.flashes.get(cell)
            if flash is not None:
                self._paint_flash(painter, rect, flash)
        if self.hasFocus():
            rect = self.cell_rect(self.ring).adjusted(-3, -3, 3, 3)
            painter.setPen(QPen(QColor("#ffd23f"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 7, 7)
        painter.end()

    def _paint_flash(self, painter: QPainter, rect: QRectF, flash: Flash) -> None:
        """Who got the card: their shape with their number, in their colour; gold if it was
        contested."""
        if not 0 <= flash.seat < len(self.players):
            return
        player = self.players[flash.seat]
        colour = QColor(player.colour)
        frame = QColor("#ffd23f") if flash.contested else colour
        painter.setPen(QPen(frame, 4 if flash.contested else 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
        size = min(rect.width(), rect.height()) * 0.62
        box = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
        painter.setPen(QPen(QColor("#1d1b24"), 2))
        painter.setBrush(colour)
        painter.drawPath(shape_path(player.shape, box))
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(size * 0.45)))
        painter.setFont(font)
        painter.setPen(text_colour(colour))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(flash.seat + 1))

    # --- the person's hand -----------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell is None:
            return
        self.ring = cell
        self.focus_moved.emit(cell)
        card = self.at[cell]
        if card is not None and event.button() == Qt.MouseButton.LeftButton:
            self.take.emit(card)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        row, column = divmod(self.ring, COLUMNS)
        moves = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        if key in moves:
            dr, dc = moves[key]  # type: ignore[index]
            row, column = (row + dr) % ROWS, (column + dc) % COLUMNS
            self.ring = row * COLUMNS + column
            self.focus_moved.emit(self.ring)
            self.update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card = self.at[self.ring]
            if card is not None:
                self.take.emit(card)  # the table takes it only while the scramble runs
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()
