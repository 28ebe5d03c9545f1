"""Replays: the list of finished games, and a finished game played again step by step, forward
and back, with the log in step. An offline game is dealt again from its saved seed with its
bots and the person's saved choices (LAN games will replay from their transcripts)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from client.games import game_ui
from client.kit.gameui import GameUI, Player
from client.kit.i18n import tr
from client.kit.log import LogView
from client.window.offline import replay_events
from client.window.saves import SavedGame
from client.window.tablescreen import table_body
from net import Changed


def players_of(saved: SavedGame) -> tuple[Player, ...]:
    return tuple(
        Player(p.seat, p.name, p.colour, p.shape, p.bot, p.seat == saved.me) for p in saved.players
    )


class ReplaysDialog(QDialog):
    """Finished games, newest first; the chosen one is replayed."""

    def __init__(self, games: list[SavedGame], problems: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replaysDialog")
        self.chosen: SavedGame | None = None
        self.list = QListWidget()
        for saved in games:
            item = QListWidgetItem(self.describe(saved))
            item.setData(Qt.ItemDataRole.UserRole, saved)
            self.list.addItem(item)
        self.list.itemActivated.connect(lambda _item: self.accept())
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.problems = QLabel("\n".join(problems))
        self.problems.setWordWrap(True)
        self.problems.setVisible(bool(problems))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(bool(games))
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        if games:
            self.list.setCurrentRow(0)
        self.resize(620, 420)
        self.setWindowTitle(tr("Replays"))
        self.empty.setText(
            tr("Choose a finished game to watch again.") if games else tr("No finished game yet.")
        )
        self.list.setAccessibleName(tr("Finished games"))

    @staticmethod
    def describe(saved: SavedGame) -> str:
        try:
            when = datetime.fromisoformat(saved.started).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            when = saved.started
        names = ", ".join(p.name for p in saved.players)
        winner = (
            saved.players[saved.winners[0]].name
            if len(saved.winners) == 1 and saved.winners[0] < len(saved.players)
            else "-"
        )
        return tr("{when}: {names}. Winner: {winner}.").format(
            when=when, names=names, winner=winner
        )

    def accept(self) -> None:
        item = self.list.currentItem()
        self.chosen = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        super().accept()


class ReplayScreen(QWidget):
    """A finished game, step by step (one step per decision); Left/Right, Home/End."""

    back = Signal()
    card_requested = Signal(str)

    def __init__(self, saved: SavedGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayScreen")
        self.ui: GameUI = game_ui(saved.game)
        self.saved = saved
        self.players = players_of(saved)
        self.events = replay_events(self.ui, saved, self.players)
        self.frames = [i + 1 for i, e in enumerate(self.events) if isinstance(e, Changed)]
        """After how many events each step stands (a step ends with a new state)."""
        self.table = self.ui.table(self.players, saved.settings, self)
        self.table.set_interactive(False)
        self.table.set_animation(0)
        self.log = LogView()
        self.log.card_requested.connect(self.card_requested)
        self.first, self.previous = QPushButton(), QPushButton()
        self.next, self.last = QPushButton(), QPushButton()
        self.close_button = QPushButton()
        self.position = QLabel()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(0, len(self.frames) - 1))
        self.slider.valueChanged.connect(self.show_step)
        self.first.clicked.connect(lambda: self.show_step(0))
        self.previous.clicked.connect(lambda: self.show_step(self.step - 1))
        self.next.clicked.connect(lambda: self.show_step(self.step + 1))
        self.last.clicked.connect(lambda: self.show_step(len(self.frames) - 1))
        self.close_button.clicked.connect(self.back)
        for key, move in (
            (Qt.Key.Key_Left, lambda: self.show_step(self.step - 1)),
            (Qt.Key.Key_Right, lambda: self.show_step(self.step + 1)),
            (Qt.Key.Key_Home, lambda: self.show_step(0)),
            (Qt.Key.Key_End, lambda: self.show_step(len(self.frames) - 1)),
        ):
            QShortcut(QKeySequence(key), self, activated=move)
        controls = QHBoxLayout()
        controls.setContentsMargins(8, 4, 8, 4)
        for widget in (self.first, self.previous, self.next, self.last):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position)
        controls.addWidget(self.close_button)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 8, 0)
        top.addWidget(self.table.top, 1)
        body = table_body(self.table, (), self.log, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        layout.addLayout(controls)
        self.step = -1
        self.retranslate()
        self.show_step(0)

    def show_step(self, step: int) -> None:
        """The table and the log as they were after step ``step`` (0 is the deal)."""
        if not self.frames:
            return
        step = max(0, min(step, len(self.frames) - 1))
        if step == self.step:
            return
        table: Any = self.table
        if step < self.step or self.step < 0:
            table.reset()
            start = 0
        else:
            start = self.frames[self.step]
        for event in self.events[start : self.frames[step]]:
            table.on_event(event)
        table.refresh()
        self.log.set_entries(table.log_lines())
        self.step = step
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.position.setText(tr("Step {n} of {total}").format(n=step + 1, total=len(self.frames)))
        self.first.setEnabled(step > 0)
        self.previous.setEnabled(step > 0)
        self.next.setEnabled(step < len(self.frames) - 1)
        self.last.setEnabled(step < len(self.frames) - 1)

    def retranslate(self) -> None:
        self.first.setText(tr("Start"))
        self.previous.setText(tr("Back"))
        self.next.setText(tr("Forward"))
        self.last.setText(tr("End"))
        self.first.setToolTip(tr("The deal (Home)"))
        self.previous.setToolTip(tr("One step back (Left arrow)"))
        self.next.setToolTip(tr("One step forward (Right arrow)"))
        self.last.setToolTip(tr("The end of the game (End)"))
        self.close_button.setText(tr("Close the replay"))
        self.slider.setAccessibleName(tr("Step"))
        self.log.retranslate()
        self.table.retranslate()
        if self.step >= 0:
            self.position.setText(
                tr("Step {n} of {total}").format(n=self.step + 1, total=len(self.frames))
            )
            self.log.set_entries(self.table.log_lines())  # type: ignore[attr-defined]

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
