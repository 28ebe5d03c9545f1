"""Opening a LAN table and waiting at one: the dialog that opens a table (the game, then a form
generated from that game's settings schema, bots in the empty seats, watchers or not), and the
screen of a table being formed (its seats with each player's fingerprint code and readiness,
where others can join it by address, the lobby's news in words)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.games import game_ui
from client.kit.i18n import tr
from client.window.forms import SchemaForm
from client.window.lan.panel import settings_words

if TYPE_CHECKING:
    from net import TableState


@dataclass(frozen=True)
class TableRequest:
    """What the person chose for a new table."""

    game: str
    settings: dict[str, object]
    bots: str | None
    """The bot strength that fills the empty seats, or None (wait for players)."""
    watchers: bool


class OpenTableDialog(QDialog):
    """The game, its settings (from its schema), bots, watchers."""

    def __init__(self, games: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openTableDialog")
        self.setMinimumWidth(480)  # room for the settings' longest words in every language
        self.games = games
        self.chosen: TableRequest | None = None
        self.form = QFormLayout()
        self.game = QComboBox()
        for name in games:
            self.game.addItem(game_ui(name).title(), name)
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game)
        self.form.addRow(self.game_label, self.game)
        self.schema: SchemaForm | None = None
        self.fill = QCheckBox()
        self.bot = QComboBox()
        self.bot_label = QLabel()
        self.bot_label.setBuddy(self.bot)
        self.watchers = QCheckBox()
        self.watchers.setChecked(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.fill)
        bots = QFormLayout()
        bots.addRow(self.bot_label, self.bot)
        layout.addLayout(bots)
        layout.addWidget(self.watchers)
        layout.addWidget(self.buttons)
        self.fill.toggled.connect(self.bot.setEnabled)
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        self.fill.setChecked(False)
        self.bot.setEnabled(False)

    def _game_changed(self) -> None:
        ui = game_ui(str(self.game.currentData()))
        while self.form.rowCount() > 1:
            self.form.removeRow(1)
        self.schema = SchemaForm(ui, self.form)
        self.bot.clear()
        for bot in sorted(ui.game.bots, key=lambda b: (b != "strategic", b)):
            self.bot.addItem(ui.bot_label(bot), bot)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Open a table"))
        self.game_label.setText(tr("Game:"))
        self.fill.setText(tr("Bots play the seats nobody takes"))
        self.bot_label.setText(tr("Bots:"))
        self.watchers.setText(tr("Others may watch"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Open the table"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        if self.schema is not None:
            self.schema.retranslate()

    def _accept(self) -> None:
        assert self.schema is not None
        self.chosen = TableRequest(
            game=str(self.game.currentData()),
            settings=self.schema.values(),
            bots=str(self.bot.currentData()) if self.fill.isChecked() else None,
            watchers=self.watchers.isChecked(),
        )
        self.accept()


class TableLobbyScreen(QWidget):
    """A table being formed: who sits where, ready or not; Ready and Leave."""

    ready = Signal(bool)
    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableLobby")
        self.state: TableState | None = None
        self.me: bytes = b""
        self.address = ""
        self.opener = False
        self.bots = False
        self.title = QLabel()
        self.title.setObjectName("startTitle")
        self.terms = QLabel()
        """The table's settings, in the game's words (a player joining by address sees them
        nowhere else)."""
        self.terms.setWordWrap(True)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats = QListWidget()
        self.news = QListWidget()
        self.ready_button = QPushButton()
        self.ready_button.setCheckable(True)
        self.ready_button.toggled.connect(self.ready)
        self.ready_button.toggled.connect(lambda _on: self.retranslate())
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave)
        self.seats_label, self.news_label = QLabel(), QLabel()
        self.seats_label.setBuddy(self.seats)
        self.news_label.setBuddy(self.news)
        buttons = QHBoxLayout()
        buttons.addWidget(self.ready_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        layout.addWidget(self.title)
        layout.addWidget(self.terms)
        layout.addWidget(self.where)
        layout.addWidget(self.seats_label)
        layout.addWidget(self.seats, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.news_label)
        layout.addWidget(self.news, 2)
        self.retranslate()

    def begin(self, me: bytes, address: str, opener: bool, bots: bool = False) -> None:
        """A new table: nothing said yet, not ready; ``bots``: bots will take the seats still
        empty when the opener is ready."""
        self.me, self.address, self.opener, self.bots = me, address, opener, bots
        self.state = None
        self.news.clear()
        self.ready_button.blockSignals(True)
        self.ready_button.setChecked(False)
        self.ready_button.blockSignals(False)
        self.retranslate()

    def show_state(self, state: TableState) -> None:
        self.state = state
        mine = state.seat_of(self.me) if self.me else None
        if mine is not None and state.seats[mine].ready != self.ready_button.isChecked():
            self.ready_button.blockSignals(True)  # the table unreadied everyone after a change
            self.ready_button.setChecked(state.seats[mine].ready)
            self.ready_button.blockSignals(False)
        self.retranslate()

    def say(self, text: str) -> None:
        self.news.addItem(text)
        self.news.scrollToBottom()

    def seat_words(self, seat) -> str:
        number = seat.seat + 1
        if not seat.taken:
            return tr("Seat {n}: empty").format(n=number)
        if seat.bot is not None:
            return tr("Seat {n}: {name}, a bot ({code})").format(
                n=number, name=seat.name, code=seat.code
            )
        who = tr("Seat {n}: {name} ({code})").format(n=number, name=seat.name, code=seat.code)
        if seat.key == self.me:
            who += " · " + tr("you")
        return who + " · " + (tr("ready") if seat.ready else tr("not ready"))

    def retranslate(self) -> None:
        state = self.state
        terms: list[str] = []
        if state is None:
            self.title.setText(tr("Joining the table…"))
        else:
            spec = state.spec
            ui = game_ui(spec.game_name)
            self.title.setText(
                tr("{game} for {seats}, opened by {opener}").format(
                    game=ui.title(), seats=spec.seats, opener=spec.opener
                )
            )
            terms = settings_words(ui, spec.settings)
        self.terms.setText(" · ".join(terms))
        self.terms.setVisible(bool(terms))
        where = tr("Waiting for every seat to be taken and every player to be ready.")
        if self.opener and self.bots:
            where += " " + tr("When you are ready, bots take the seats still empty.")
        if self.opener and self.address:
            where += " " + tr("Others join from their start screen, or by the address {address}.")
            where = where.format(address=self.address)
        self.where.setText(where)
        self.seats_label.setText(tr("Seats"))
        self.news_label.setText(tr("At the table"))
        self.seats.setAccessibleName(tr("Seats"))
        self.news.setAccessibleName(tr("At the table"))
        self.seats.clear()
        if state is not None:
            for seat in state.seats:
                self.seats.addItem(self.seat_words(seat))
        ready, not_ready = tr("Ready"), tr("Not ready")
        self.ready_button.setText(not_ready if self.ready_button.isChecked() else ready)
        metrics = self.ready_button.fontMetrics()  # as wide as the longer of its two words
        widest = max(metrics.horizontalAdvance(ready), metrics.horizontalAdvance(not_ready))
        self.ready_button.setMinimumWidth(widest + 32)
        self.ready_button.setToolTip(tr("The game starts when every player is ready."))
        self.leave_button.setText(tr("Close the table") if self.opener else tr("Leave the table"))

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
