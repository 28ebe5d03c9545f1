"""The start screen: who you are, a game against bots (with the game's own settings form), the
unfinished game to resume, the tables on your network, and the way to the help and replays."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.games import game_ui
from client.kit.gameui import GameUI
from client.kit.i18n import tr
from client.window.forms import NAME_LIMIT, ColourPicker, SchemaForm
from client.window.lan.panel import LanPanel
from client.window.saves import SavedGame

BOT_NAMES = ("Ada", "Bruno", "Clara", "Dora", "Emil")
"""The bots' names (names need no translation)."""
DEFAULT_BOTS = ("normal", "strategic")
"""The bot chosen until the player picks another: the first of these the game has."""


def offered_bots(bots: Mapping[str, object]) -> list[str]:
    """The game's bots in its own order, one name per bot: a second name for the same bot
    (Hypnose's ``strategic``, also called ``normal``) is not offered twice. A game whose bots
    load on first use names its second names (``core.on_demand.Bots.aliases``): listing them
    loads no bot."""
    aliases = getattr(bots, "aliases", None)
    if aliases is not None:
        return [name for name in bots if name not in aliases]
    seen: set[int] = set()
    out: list[str] = []
    for name, factory in bots.items():
        if id(factory) not in seen:
            seen.add(id(factory))
            out.append(name)
    return out


@dataclass(frozen=True)
class OfflineRequest:
    """What the person asked for: a game, its settings, the bots' kind, and who they are."""

    game: str
    settings: dict[str, object]
    bot: str
    name: str
    colour: str
    guide: bool = False
    seed: int | None = None
    """The deal's seed (None: a fresh random one)."""


class StartScreen(QWidget):
    """The first screen of the window."""

    start_offline = Signal(object)
    resume = Signal(object)
    discard = Signal(object)
    show_help = Signal()
    show_settings = Signal()
    show_replays = Signal()
    identity_changed = Signal(str, str)

    def __init__(
        self, games: tuple[str, ...] = ("hypnose",), parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.games = games
        self.unfinished: SavedGame | None = None
        self.seed: int | None = None
        """A fixed seed for the next game (tests, a game dealt again); None: random."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(36, 24, 36, 24)
        outer.setSpacing(16)
        # Title row.
        head = QHBoxLayout()
        titles = QVBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("startTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("startSubtitle")
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        head.addLayout(titles, 1)
        self.replays_button = QPushButton()
        self.help_button = QPushButton()
        self.settings_button = QPushButton()
        for button, signal in (
            (self.replays_button, self.show_replays),
            (self.help_button, self.show_help),
            (self.settings_button, self.show_settings),
        ):
            button.clicked.connect(signal)
            head.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(head)
        # Three columns: you, offline, network.
        columns = QHBoxLayout()
        columns.setSpacing(16)
        self.you = QGroupBox()
        you_form = QFormLayout(self.you)
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LIMIT)
        self.name.editingFinished.connect(self._identity)
        self.colour = ColourPicker()
        self.colour.changed.connect(lambda _c: self._identity())
        self.name_label, self.colour_label = QLabel(), QLabel()
        self.name_label.setBuddy(self.name)
        you_form.addRow(self.name_label, self.name)
        you_form.addRow(self.colour_label, self.colour)
        self.how = QLabel()
        self.how.setObjectName("howToPlay")
        self.how.setWordWrap(True)
        self.how.setTextFormat(Qt.TextFormat.RichText)
        self.how.setAlignment(Qt.AlignmentFlag.AlignTop)
        you_form.addRow(self.how)
        self.offline = QGroupBox()
        offline = QVBoxLayout(self.offline)
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        self.form = form
        self.game = QComboBox()
        for name in games:
            self.game.addItem("", name)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game)
        form.addRow(self.game_label, self.game)
        offline.addLayout(form)
        self.bot = QComboBox()
        self.bot_label = QLabel()
        self.bot_label.setBuddy(self.bot)
        self.bot.currentIndexChanged.connect(self._describe_opponents)
        self.opponents = QLabel()
        self.opponents.setWordWrap(True)
        offline.addWidget(self.opponents)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(lambda: self._start(False))
        offline.addWidget(self.start_button)
        self.guide_button = QPushButton()
        self.guide_button.clicked.connect(lambda: self._start(True))
        offline.addWidget(self.guide_button)
        self.picture_holder = QVBoxLayout()
        offline.addLayout(self.picture_holder, 1)
        self.resume_box = QFrame()
        self.resume_box.setObjectName("resumeBox")
        resume = QVBoxLayout(self.resume_box)
        self.resume_text = QLabel()
        self.resume_text.setWordWrap(True)
        resume.addWidget(self.resume_text)
        row = QHBoxLayout()
        self.resume_button = QPushButton()
        self.discard_button = QPushButton()
        self.resume_button.clicked.connect(lambda: self.resume.emit(self.unfinished))
        self.discard_button.clicked.connect(lambda: self.discard.emit(self.unfinished))
        row.addWidget(self.resume_button)
        row.addWidget(self.discard_button)
        resume.addLayout(row)
        offline.addWidget(self.resume_box)
        self.resume_box.hide()
        self.lan = LanPanel()
        for box, stretch in ((self.you, 2), (self.offline, 3), (self.lan, 3)):
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            columns.addWidget(box, stretch)
        outer.addLayout(columns, 1)
        self.schema: SchemaForm | None = None
        self._game_changed()

    # --- state ------------------------------------------------------------------------------

    def ui(self) -> GameUI:
        return game_ui(str(self.game.currentData()))

    def _game_changed(self) -> None:
        ui = self.ui()
        while self.form.rowCount() > 1:  # the game's own rows, then the bots
            self.form.removeRow(1)
        self.bot = QComboBox()
        self.bot_label = QLabel()
        self.bot_label.setBuddy(self.bot)
        self.bot.currentIndexChanged.connect(self._describe_opponents)
        while self.picture_holder.count():
            old = self.picture_holder.takeAt(0).widget()
            if old is not None:
                old.deleteLater()
        self.picture_holder.addWidget(ui.picture(self))
        self.schema = SchemaForm(ui, self.form)
        self.schema.changed.connect(self._describe_opponents)
        self.form.addRow(self.bot_label, self.bot)
        current = self.bot.currentData()
        self.bot.clear()
        for bot in offered_bots(ui.game.bots):
            self.bot.addItem(ui.bot_label(bot), bot)
        if current is None or self.bot.findData(current) < 0:
            current = next((b for b in DEFAULT_BOTS if self.bot.findData(b) >= 0), None)
        if current is not None and self.bot.findData(current) >= 0:
            self.bot.setCurrentIndex(self.bot.findData(current))
        self.retranslate()

    def set_identity(self, name: str, colour: str) -> None:
        self.name.setText(name)
        self.colour.set_colour(colour)

    def _identity(self) -> None:
        self.identity_changed.emit(self.name.text().strip(), self.colour.colour())

    def set_unfinished(self, saved: SavedGame | None) -> None:
        self.unfinished = saved
        self.resume_box.setVisible(saved is not None)
        self.retranslate()

    def _start(self, guide: bool) -> None:
        assert self.schema is not None
        self._identity()
        self.start_offline.emit(
            OfflineRequest(
                game=str(self.game.currentData()),
                settings=self.schema.values(),
                bot=str(self.bot.currentData()),
                name=self.name.text().strip(),
                colour=self.colour.colour(),
                guide=guide,
                seed=self.seed,
            )
        )

    def _describe_opponents(self) -> None:
        if self.schema is None:
            return
        players = int(self.schema.values().get("players", 2))  # type: ignore[call-overload]
        bots = BOT_NAMES[: players - 1]
        self.opponents.setText(
            tr("You play against %n bot(s): {names}.", None, len(bots)).format(
                names=", ".join(bots)
            )
        )

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        ui = self.ui()
        self.title.setText(ui.title())
        self.subtitle.setText(ui.tagline())
        self.replays_button.setText(tr("Replays"))
        self.help_button.setText(tr("Help and rules"))
        self.settings_button.setText(tr("Settings"))
        self.you.setTitle(tr("You"))
        self.name_label.setText(tr("Name"))
        self.name.setPlaceholderText(tr("Your name"))
        self.name.setAccessibleName(tr("Your name"))
        self.colour_label.setText(tr("Colour"))
        self.colour.retranslate()
        steps = ui.how_it_goes()
        self.how.setText(
            "<p><b>"
            + tr("How a game goes")
            + "</b></p><ol>"
            + "".join(f"<li>{step}</li>" for step in steps)
            + "</ol>"
        )
        self.offline.setTitle(tr("Play offline against bots"))
        self.game_label.setText(tr("Game"))
        for index in range(self.game.count()):
            self.game.setItemText(index, game_ui(str(self.game.itemData(index))).title())
        self.bot_label.setText(tr("Bots"))
        self.bot.setAccessibleName(tr("Bots"))
        for index in range(self.bot.count()):
            self.bot.setItemText(index, ui.bot_label(str(self.bot.itemData(index))))
        if self.schema is not None:
            self.schema.retranslate()
        self._describe_opponents()
        self.start_button.setText(tr("Start a game"))
        self.guide_button.setText(tr("First game? Start with the guide"))
        if self.unfinished is not None:
            saved = self.unfinished
            try:
                when = datetime.fromisoformat(saved.started).strftime("%Y-%m-%d %H:%M")
            except ValueError:
                when = saved.started
            self.resume_text.setText(
                tr(
                    "An unfinished game from {when}, %n player(s).", None, len(saved.players)
                ).format(when=when)
                + " "
                + tr("You had made %n choice(s).", None, len(saved.actions))
            )
        self.resume_button.setText(tr("Resume"))
        self.discard_button.setText(tr("Discard it"))
        self.lan.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
