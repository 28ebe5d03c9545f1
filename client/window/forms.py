"""Small forms of the window: the colour picker, a game's settings form generated from its
schema, and the settings dialog."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from client.kit.gameui import GameUI
from client.kit.i18n import LANGUAGES, tr
from client.kit.palette import PLAYER_COLOURS
from client.window.settings import ANIMATIONS, BOT_PACES, Settings

NAME_LIMIT = 24
"""The longest player name (it must fit a panel and a log line)."""
CHOICE_ROOM = 36
"""Pixels a setting's choice box needs beside its widest text: the frame, the arrow and a gap
between them (Qt's own size left a long choice touching the arrow)."""


def colour_name(colour: str) -> str:
    return {
        "#E69F00": tr("Orange"),
        "#56B4E9": tr("Sky blue"),
        "#009E73": tr("Bluish green"),
        "#CC79A7": tr("Reddish purple"),
        "#D55E00": tr("Vermillion"),
        "#0072B2": tr("Blue"),
    }.get(colour.upper(), colour)


def swatch(colour: str, size: int = 22) -> QIcon:
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(QColor("#1d1b24"))
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)


class ColourPicker(QWidget):
    """One button per player colour (Okabe–Ito), each named for screen readers."""

    changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QToolButton] = {}
        for colour in PLAYER_COLOURS:
            button = QToolButton()
            button.setCheckable(True)
            button.setIcon(swatch(colour))
            button.setIconSize(QSize(22, 22))
            button.setAutoRaise(True)
            button.clicked.connect(lambda _=False, c=colour: self.changed.emit(c))
            self.group.addButton(button)
            self.buttons[colour] = button
            row.addWidget(button)
        row.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(tr("Your colour"))
        for colour, button in self.buttons.items():
            button.setToolTip(colour_name(colour))
            button.setAccessibleName(colour_name(colour))

    def colour(self) -> str:
        return next((c for c, b in self.buttons.items() if b.isChecked()), PLAYER_COLOURS[0])

    def set_colour(self, colour: str) -> None:
        button = self.buttons.get(colour.upper()) or self.buttons[PLAYER_COLOURS[0]]
        button.setChecked(True)


class SchemaForm(QObject):
    """A game's table settings as rows of a form, generated from its schema (``Game.schema``):
    one choice per setting, its values worded by the game's UI."""

    changed = Signal()

    def __init__(self, ui: GameUI, form: QFormLayout) -> None:
        super().__init__(form)
        self.ui = ui
        self.form = form
        self.boxes: dict[str, QComboBox] = {}
        self.labels: dict[str, QLabel] = {}
        for setting in ui.game.schema:
            box = QComboBox()
            choices = setting.offered or setting.choices
            if not choices:  # a free-form setting: the values the game's UI offers
                choices = ui.setting_choices(setting.name)
            for value in choices:
                box.addItem(ui.setting_value(setting.name, value), value)
            box.setCurrentIndex(max(0, box.findData(setting.default)))
            box.currentIndexChanged.connect(self.changed)
            label = QLabel()
            label.setBuddy(box)
            self.form.addRow(label, box)
            self.boxes[setting.name] = box
            self.labels[setting.name] = label
        self.retranslate()

    def retranslate(self) -> None:
        for setting in self.ui.game.schema:
            self.labels[setting.name].setText(self.ui.setting_label(setting.name))
            box = self.boxes[setting.name]
            box.setAccessibleName(self.ui.setting_label(setting.name))
            for index in range(box.count()):
                box.setItemText(index, self.ui.setting_value(setting.name, box.itemData(index)))
            metrics = QFontMetrics(box.font())
            widest = max((metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count())),
                         default=0)  # fmt: skip
            box.setMinimumWidth(widest + CHOICE_ROOM)

    def values(self) -> dict[str, object]:
        return {name: box.currentData() for name, box in self.boxes.items()}

    def set_values(self, values: dict[str, object]) -> None:
        for name, value in values.items():
            box = self.boxes.get(name)
            if box is not None and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))


def animation_words() -> dict[str, str]:
    return {
        "slow": tr("Slow"),
        "normal": tr("Normal"),
        "fast": tr("Fast"),
        "off": tr("Off (reduce motion)"),
    }


def pace_words() -> dict[str, str]:
    return {
        "slow": tr("Slowly"),
        "normal": tr("At a normal pace"),
        "fast": tr("Quickly"),
        "instant": tr("At once"),
    }


class SettingsDialog(QDialog):
    """Name, colour, language, data folder, animations, how fast bots play, sounds."""

    def __init__(
        self,
        values: Settings,
        data_folder: str,
        folder_forced: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.values = Settings(**values.__dict__)
        form = QFormLayout()
        self.name = QLineEdit(values.name)
        self.name.setMaxLength(NAME_LIMIT)
        self.colour = ColourPicker()
        self.colour.set_colour(values.colour)
        self.language = QComboBox()
        self.language.addItem("", "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(values.language)))
        folder_row = QHBoxLayout()
        self.folder = QLineEdit(data_folder)
        self.browse = QPushButton()
        self.browse.clicked.connect(self._browse)
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(self.browse)
        self.folder_note = QLabel()
        self.folder_note.setWordWrap(True)
        self.folder_forced = folder_forced
        if folder_forced:
            self.folder.setEnabled(False)
            self.browse.setEnabled(False)
        self.animation = QComboBox()
        for key in ANIMATIONS:
            self.animation.addItem("", key)
        self.animation.setCurrentIndex(max(0, self.animation.findData(values.animation)))
        self.pace = QComboBox()
        for key in BOT_PACES:
            self.pace.addItem("", key)
        self.pace.setCurrentIndex(max(0, self.pace.findData(values.bot_pace)))
        self.sounds = QCheckBox()
        self.sounds.setChecked(values.sounds)
        self.labels = [QLabel() for _ in range(7)]
        rows = (
            self.name,
            self.colour,
            self.language,
            folder_row,
            self.animation,
            self.pace,
            self.sounds,
        )
        for label, field in zip(self.labels, rows, strict=True):
            if isinstance(field, QWidget):
                label.setBuddy(field)
                form.addRow(label, field)
            else:
                form.addRow(label, field)
        form.addRow("", self.folder_note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Settings"))
        words = (
            tr("Your name"),
            tr("Your colour"),
            tr("Language"),
            tr("Data folder"),
            tr("Animations"),
            tr("Bots play"),
            tr("Sounds"),
        )
        for label, text in zip(self.labels, words, strict=True):
            label.setText(text)
        self.name.setAccessibleName(words[0])
        self.language.setItemText(0, tr("System language"))
        self.language.setAccessibleName(words[2])
        self.folder.setAccessibleName(words[3])
        self.browse.setText(tr("Browse…"))
        self.folder_note.setText(
            tr("Set by --data-dir or HYPNOSE_DATA_DIR for this run.")
            if self.folder_forced
            else tr("Your identity, saved games, replays and LAN games are kept here.")
        )
        for index, key in enumerate(ANIMATIONS):
            self.animation.setItemText(index, animation_words()[key])
        for index, key in enumerate(BOT_PACES):
            self.pace.setItemText(index, pace_words()[key])
        self.animation.setAccessibleName(words[4])
        self.pace.setAccessibleName(words[5])
        self.sounds.setText(tr("A short sound when it is your turn"))
        self.colour.retranslate()

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, tr("Data folder"), self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def result_values(self) -> Settings:
        values = Settings(**self.values.__dict__)
        values.name = self.name.text().strip()[:NAME_LIMIT]
        values.colour = self.colour.colour()
        values.language = str(self.language.currentData())
        if not self.folder_forced:
            values.data_folder = self.folder.text().strip()
        values.animation = str(self.animation.currentData())
        values.bot_pace = str(self.pace.currentData())
        values.sounds = self.sounds.isChecked()
        return values
