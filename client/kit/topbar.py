"""The bar above every game's table: the turn on the left, whom the game waits for on the
right (and who is away, in a LAN game). A game may put its own widgets between the two
(Hypnose's phase stepper: ``client.games.hypnose.topbar``). Real labels, so screen readers and
screenshots read them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from client.kit.i18n import tr


def away_words(names: Sequence[str]) -> list[str]:
    """Each away player (a LAN game: their computer is not connected now) in words."""
    return [f"{name}: {tr('Away: not connected')}" for name in names]


class WaitingLabel(QLabel):
    """Whom the game waits for, in the room the bar has left: long words (a watched table's
    wait, several away players) are cut with an ellipsis, whole in the tooltip, and never
    squeeze the turn or a game's own widgets beside them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = ""
        """The whole words (what is shown may be cut to the label's width)."""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)

    def set_words(self, words: str) -> None:
        self.words = words
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self.words, Qt.TextElideMode.ElideRight, width)
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self.words if shown != self.words else "")


class TopBar(QFrame):
    """Turn on the left, whom the game waits for on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("topBar")
        self.row = QHBoxLayout(self)
        """The bar's row: the turn, then what a game adds, then the waiting words."""
        self.row.setContentsMargins(10, 2, 10, 2)
        self.row.setSpacing(12)
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        self.waiting = WaitingLabel()
        self.waiting.setObjectName("waitingLabel")
        self.row.addWidget(self.turn)
        self.row.addWidget(self.waiting, 1)
        self.setFixedHeight(40)

    def show_state(self, turn: str, waiting: str, away: Sequence[str] = ()) -> None:
        """``away``: the names of the players who are away (said after the waiting words)."""
        waiting = " · ".join([waiting, *away_words(away)] if waiting else away_words(away))
        self.show_words(turn, waiting, turn)

    def show_words(self, turn: str, waiting: str, description: str) -> None:
        """The two labels' words; ``description``: what the bar says to a screen reader
        before the waiting words."""
        self.turn.setText(turn)
        self.turn.setMinimumWidth(self.turn.sizeHint().width())
        self.waiting.set_words(waiting)
        self.setAccessibleDescription(f"{description}. {waiting}")
