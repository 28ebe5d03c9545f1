"""Hypnose's top bar: the kit's (turn, whom the game waits for) with the phase stepper
between them (the action panel and the accessible mirrors every table shares are in
``client.kit.controls``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from client.games.hypnose.model import PHASES
from client.kit.i18n import tr
from client.kit.topbar import TopBar


def phase_names() -> dict[str, str]:
    return {
        "buy": tr("Buy"),
        "play1": tr("Play 1"),
        "duel": tr("Duel"),
        "play2": tr("Play 2"),
        "refresh": tr("Refresh"),
    }


class PhaseTopBar(TopBar):
    """Turn and active player, the phase stepper (current highlighted, finished dimmed), and
    who the game waits for."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row.setSpacing(6)
        self.row.insertSpacing(1, 12)
        self.steps: dict[str, QLabel] = {}
        for index, key in enumerate(PHASES, start=2):
            label = QLabel()
            label.setObjectName("phase")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.steps[key] = label
            self.row.insertWidget(index, label)
        self.row.insertSpacing(2 + len(PHASES), 12)
        self._shown: tuple[object, ...] = ()

    def show_phase(self, turn: str, phase: str | None, waiting: str) -> None:
        names = phase_names()
        shown = (turn, phase, waiting, tuple(names.values()))
        if shown == self._shown:
            return  # most events change nothing here: no relayout, no restyle
        self._shown = shown
        current = PHASES.index(phase) if phase in PHASES else -1
        for index, key in enumerate(PHASES):
            label = self.steps[key]
            label.setText(names[key])
            label.setMinimumWidth(label.sizeHint().width())  # never squeezed by the words
            state = "current" if index == current else "done" if index < current else "next"
            if label.property("step") != state:
                label.setProperty("step", state)
                label.style().unpolish(label)
                label.style().polish(label)
        self.show_words(turn, waiting, f"{turn}. {names.get(phase or '', '')}")
