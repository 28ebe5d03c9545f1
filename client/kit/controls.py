"""The controls every game's table shares: the action panel (what you may do now, in one
line, and a button per legal option, keys 1-6), the accessible mirrors of the table's areas (a
drawn table is invisible to screen readers: these lists are what a screen reader and the keyboard
use), and the bot kinds in words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.kit.i18n import tr

MAX_BUTTONS = 6


@dataclass(frozen=True)
class Option:
    """One control of the action panel: its words, the legal action it submits (None: not
    possible now, and ``why`` says why), and whether it is the step's main choice."""

    key: str
    label: str
    action: Any | None
    why: str = ""
    primary: bool = False


def bot_label(bot: str) -> str:
    """A bot kind in words (``core.hypnose.bots.BOTS``); an unknown kind by its name."""
    labels = {
        "random": tr("Beginner (plays at random)"),
        "easy": tr("Easy (makes mistakes)"),
        "normal": tr("Normal (plays well)"),
        "strategic": tr("Strategic"),
        "strong": tr("Strong (looks ahead)"),
    }
    return labels.get(bot, bot)


class PanelFrame(QFrame):
    """The frame every game's action panel shares: a small title, the headline (what you may
    do now), the reason something is not possible; its wrapped labels (``wrapped``) are kept as
    tall as their words at the panel's width. A game's panel adds its controls to the layout."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.column = QVBoxLayout(self)
        """The panel's column, where a game's panel lays out its labels and controls."""
        self.column.setContentsMargins(12, 10, 12, 10)
        self.column.setSpacing(6)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setObjectName("reason")
        self.wrapped: tuple[QLabel, ...] = (self.headline, self.reason)
        """The labels that wrap, kept as tall as their words."""
        self.setMinimumWidth(300)

    def fit(self) -> None:
        for label in self.wrapped:
            self._fit(label)

    def _fit(self, label: QLabel) -> None:
        """A wrapped label as tall as its words need at the panel's width (Qt's layouts do not
        always ask a label's height for its width)."""
        margins = self.column.contentsMargins()
        width = (
            label.width() if label.width() > 50 else self.width() - margins.left() - margins.right()
        )
        label.setMinimumHeight(0)  # else the height asked for includes the old minimum
        label.setMinimumHeight(label.heightForWidth(max(100, width)) if label.text() else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()


class ActionPanel(PanelFrame):
    """What you may do now: a headline, the details, one button per option; the reason an
    option is not possible is its tooltip, and the main one's reason is shown in words."""

    option_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("What you may do"))
        layout = self.column
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setObjectName("details")
        self.wrapped = (self.headline, self.details, self.reason)
        for label in (self.title, self.headline, self.details, self.reason):
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for label in (self.title, self.headline, self.details):
            layout.addWidget(label)
        self.buttons: list[QPushButton] = []
        box = QVBoxLayout()
        box.setSpacing(5)
        for index in range(MAX_BUTTONS):
            button = QPushButton()
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(30)
            button.setShortcut(QKeySequence(str(index + 1)))
            button.clicked.connect(lambda _=False, i=index: self._clicked(i))
            button.hide()
            box.addWidget(button)
            self.buttons.append(button)
        layout.addLayout(box)
        layout.addWidget(self.reason)
        layout.addStretch(1)
        self.options: list[Option] = []

    def show_options(self, title: str, headline: str, details: str, options: list[Option]) -> None:
        self.title.setText(title)
        self.headline.setText(headline)
        self.details.setText(details)
        self.details.setVisible(bool(details))
        self.options = options[:MAX_BUTTONS]
        reason = ""
        for index, button in enumerate(self.buttons):
            if index >= len(self.options):
                button.hide()
                continue
            option = self.options[index]
            button.setText(option.label)
            button.setShortcut(QKeySequence(str(index + 1)))  # setText resets it (mnemonics)
            button.setEnabled(option.action is not None)
            button.setDefault(option.primary and option.action is not None)
            hint = option.why or option.label
            button.setToolTip(tr("{hint} (key {key})").format(hint=hint, key=index + 1))
            button.setAccessibleDescription(option.why)
            button.setProperty("primary", option.primary)
            button.show()
            if option.action is None and option.why and not reason:
                reason = option.why
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.fit()

    def show_waiting(self, title: str, headline: str) -> None:
        self.show_options(title, headline, "", [])

    def _clicked(self, index: int) -> None:
        if index < len(self.options) and self.options[index].action is not None:
            self.option_chosen.emit(self.options[index])


class CardMirror(QListWidget):
    """The cards of one area as a real list widget, for the keyboard and screen readers: the
    current item is ringed on the table, Space or Enter acts on it like a click, Esc cancels.
    It takes no room on screen (the table shows the cards); only its focus is visible."""

    activated_key = Signal(object)
    current_key = Signal(object)
    escaped = Signal()

    def __init__(self, name: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self.setProperty("mirror", True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFixedSize(QSize(1, 1))
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.currentItemChanged.connect(self._current)
        self.keys: list[object] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self._name())

    def set_cards(self, entries: list[tuple[object, str, str]]) -> None:
        """(key, name, description) per card, in table order; keeps the current card."""
        keys = [key for key, _, _ in entries]
        current = self.currentItem()
        current_key = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        texts = [(name, description) for _, name, description in entries]
        if keys == self.keys and texts == [
            (self.item(i).text(), self.item(i).toolTip()) for i in range(self.count())
        ]:
            return
        self.blockSignals(True)
        self.clear()
        for key, name, description in entries:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setToolTip(description)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, description)
            self.addItem(item)
        self.keys = keys
        if current_key in keys:
            self.setCurrentRow(keys.index(current_key))
        self.blockSignals(False)

    def _current(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        if self.hasFocus():
            self.current_key.emit(item.data(Qt.ItemDataRole.UserRole) if item else None)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if self.currentItem() is None and self.count():
            self.setCurrentRow(0)
        item = self.currentItem()
        self.current_key.emit(item.data(Qt.ItemDataRole.UserRole) if item else None)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.current_key.emit(None)

    def event(self, event) -> bool:
        """Number keys stay the action panel's shortcuts (a list would take them to search)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_9
        ):
            event.ignore()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.currentItem()
            if item is not None:
                self.activated_key.emit(item.data(Qt.ItemDataRole.UserRole))
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.escaped.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):  # the cards lie in a row
            row = self.currentRow() + (1 if key == Qt.Key.Key_Right else -1)
            if 0 <= row < self.count():
                self.setCurrentRow(row)
            event.accept()
            return
        super().keyPressEvent(event)


def keyboard_lists(
    parent: QWidget,
    names: tuple[Callable[[], str], ...],
    activate: Callable[[object], None],
    focus: Callable[[object], None],
    escape: Callable[[], None],
) -> tuple[CardMirror, ...]:
    """A table's areas as lists under ``parent``, one per name (translated when shown): Enter
    or Space acts on an item like a click (``activate``), moving rings it on the table
    (``focus``), Esc cancels (``escape``), as Esc anywhere in the window does."""
    mirrors = tuple(CardMirror(name, parent) for name in names)
    for mirror in mirrors:
        mirror.activated_key.connect(activate)
        mirror.current_key.connect(focus)
        mirror.escaped.connect(escape)
        mirror.move(0, 0)
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), parent)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(escape)
    return mirrors
