"""Hypnose's top bar: turn, the phase stepper, who is thinking (the action panel and the
accessible mirrors every table shares are in ``client.shell.controls``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QWidget,
)

from client.hypnose.model import PHASES
from client.shell.i18n import tr


def phase_names() -> dict[str, str]:
    return {
        "buy": tr("Buy"),
        "play1": tr("Play 1"),
        "duel": tr("Duel"),
        "play2": tr("Play 2"),
        "refresh": tr("Refresh"),
    }


class TopBar(QFrame):
    """Turn and active player, the phase stepper (current highlighted, finished dimmed), and
    who the game waits for."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("topBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 2, 10, 2)
        layout.setSpacing(6)
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        layout.addWidget(self.turn)
        layout.addSpacing(12)
        self.steps: dict[str, QLabel] = {}
        for key in PHASES:
            label = QLabel()
            label.setObjectName("phase")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.steps[key] = label
            layout.addWidget(label)
        layout.addSpacing(12)
        self.waiting = QLabel()
        self.waiting.setObjectName("waitingLabel")
        self.waiting.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.waiting, 1)
        self.setFixedHeight(40)
        self._shown: tuple[object, ...] = ()

    def show_state(self, turn: str, phase: str | None, waiting: str) -> None:
        names = phase_names()
        shown = (turn, phase, waiting, tuple(names.values()))
        if shown == self._shown:
            return  # most events change nothing here: no relayout, no restyle
        self._shown = shown
        self.turn.setText(turn)
        self.turn.setMinimumWidth(self.turn.sizeHint().width())
        current = PHASES.index(phase) if phase in PHASES else -1
        for index, key in enumerate(PHASES):
            label = self.steps[key]
            label.setText(names[key])
            state = "current" if index == current else "done" if index < current else "next"
            if label.property("step") != state:
                label.setProperty("step", state)
                label.style().unpolish(label)
                label.style().polish(label)
        self.waiting.setText(waiting)
        self.setAccessibleDescription(f"{turn}. {names.get(phase or '', '')}. {waiting}")
