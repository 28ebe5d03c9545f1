"""The bar above every game's table: the turn on the left, whom the game waits for on the
right (and who is away, in a LAN game). A game may put its own widgets between the two
(Hypnose's phase stepper: ``client.hypnose.topbar``). Real labels, so screen readers and
screenshots read them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from client.shell.i18n import tr


def away_words(names: Sequence[str]) -> list[str]:
    """Each away player (a LAN game: their computer is not connected now) in words."""
    return [f"{name}: {tr('Away: not connected')}" for name in names]


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
        self.waiting = QLabel()
        self.waiting.setObjectName("waitingLabel")
        self.waiting.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
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
        self.waiting.setText(waiting)
        self.setAccessibleDescription(f"{description}. {waiting}")
