"""Hypno Vision's cards drawn in a row, as on the table: the start screen's picture, a card
shown large from a log link."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from client.games.hypnovision.drawing import paint_card
from client.games.hypnovision.messages import card_letters


class CardPicture(QWidget):
    """A row of cards, drawn as on the table (the start screen, a log link)."""

    def __init__(self, game: Any, ids: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.numbers = [game.card_set.index(card_id) for card_id in ids]
        self.setMinimumSize(120, 110)
        cards = [game.cards[n] for n in self.numbers]
        self.setAccessibleName(
            ", ".join(f"{c.id} ({card_letters(c, game.card_set.types)})" for c in cards)
        )

    def sizeHint(self) -> QSize:
        return QSize(90 * len(self.numbers), 160)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = len(self.numbers)
        width = min((self.width() - 8 * (count + 1)) / count, (self.height() - 16) / 1.3)
        height = width * 1.3
        left = (self.width() - count * width - (count - 1) * 8) / 2
        top = (self.height() - height) / 2
        for index, number in enumerate(self.numbers):
            rect = QRectF(left + index * (width + 8), top, width, height)
            paint_card(painter, rect, self.game.cards[number], self.game.card_set.types)
        painter.end()
