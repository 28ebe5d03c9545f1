"""The scramble's line above the grid: the four dice (V3), the countdown of the slot cap
(V15) and the last slot's outcome in words (V13). Words are real labels (screen readers and
screenshots read them); the dice are drawn."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QSizePolicy, QWidget

from client.games.hypnovision.drawing import paint_die
from client.games.hypnovision.messages import colour_name
from client.kit.i18n import tr
from core.hypnovision.cards import CharacterType
from core.hypnovision.state import SLOT_CAP, Phase, State

SLOT_MS = 100
"""About how long a slot lasts (V9), for the countdown of the slot cap in minutes."""
OUTCOME_STYLE = (
    "QLabel { background: #fff3c4; border: 1px solid #e0b43a; border-radius: 6px;"
    " padding: 2px 6px; font-weight: bold; }"
)
"""A new outcome stands out (it fades after a few seconds)."""


class DieWidget(QWidget):
    """One die (V3): its number, its type's character in the corner."""

    def __init__(self, kind: CharacterType, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.value: int | None = None
        self.setFixedSize(44, 44)

    def set_value(self, value: int | None) -> None:
        self.value = value
        name = f"{self.kind.name} ({colour_name(self.kind.key)})"
        shown = "?" if value is None else str(value)
        self.setAccessibleName(tr("Die of {type}: {value}").format(type=name, value=shown))
        self.setToolTip(self.accessibleName())
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_die(painter, QRectF(2, 2, 40, 40), self.kind, self.value)
        painter.end()


class DiceBar(QFrame):
    """The scramble's line: its number, the dice, the cap's countdown, the last outcome."""

    def __init__(self, types: Sequence[CharacterType], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("visionDice")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.setSpacing(6)
        self.dice_title = QLabel()
        self.dice_title.setObjectName("panelTitle")
        row.addWidget(self.dice_title)
        self.dice = [DieWidget(kind) for kind in types]
        for die in self.dice:
            row.addWidget(die)
        self.outcome = QLabel()
        self.outcome.setObjectName("visionOutcome")
        self.outcome.setTextFormat(Qt.TextFormat.RichText)
        self.outcome.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.outcome.setMinimumWidth(120)
        self.outcome.setWordWrap(True)
        row.addWidget(self.outcome, 1)
        self.clock = QLabel()
        self.clock.setObjectName("visionClock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.clock)
        self.cap = QProgressBar()
        self.cap.setTextVisible(False)
        self.cap.setFixedSize(90, 10)
        row.addWidget(self.cap)
        self.setFixedHeight(50)

    def show_dice(self, dice: Sequence[int]) -> None:
        self.dice_title.setText(tr("Dice"))
        for index, die in enumerate(self.dice):
            die.set_value(dice[index] if index < len(dice) else None)

    def show_clock(self, words: str, left: int, total: int) -> None:
        self.clock.setText(words)
        self.clock.setMinimumWidth(self.clock.sizeHint().width())
        self.cap.setRange(0, max(1, total))
        self.cap.setValue(max(0, left))
        self.cap.setVisible(bool(words))
        self.cap.setAccessibleName(words)

    def show_outcome(self, text: str) -> None:
        """The slot's outcome, highlighted while it is new (it fades after a few seconds)."""
        if text == self.outcome.text():
            return
        self.outcome.setText(text)
        self.outcome.setStyleSheet(OUTCOME_STYLE if text else "")

    def show_countdown(self, state: State | None) -> None:
        """The slots left before the cap ends the scramble (V15), in minutes and as a bar;
        nothing while no scramble runs."""
        if state is None or not state.dice or state.phase not in (Phase.SLOT, Phase.RESOLVE):
            self.show_clock("", 0, SLOT_CAP)
            return
        left = max(0, SLOT_CAP - state.slot)
        seconds = left * SLOT_MS // 1000
        words = tr("Time left: {minutes}:{seconds:02d}").format(
            minutes=seconds // 60, seconds=seconds % 60
        )
        self.show_clock(words, left, SLOT_CAP)
