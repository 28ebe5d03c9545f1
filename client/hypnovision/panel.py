"""The action panel of Hypno Vision: what you may do now in one line, a large red Stop button
(one click, no confirmation: speed matters), the Done toggle, the roll button when you roll,
and the keys. Stop is disabled while your own grab is on its way (V14), with the reason."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from client.shell.i18n import tr

STOP_STYLE = (
    "QPushButton { background: #c0262d; color: white; font-size: 22px; font-weight: bold;"
    " border: 2px solid #7d1419; border-radius: 8px; padding: 6px; }"
    " QPushButton:disabled { background: #d9b3b5; color: #5d4547; border-color: #b08a8c; }"
)
DONE_STYLE = (
    "QPushButton { font-size: 14px; padding: 5px; border: 1px solid #8a83a0; border-radius: 6px;"
    " background: #f3f1f8; }"
    " QPushButton:checked { background: #2f8a3e; color: white; font-weight: bold;"
    " border-color: #1d5a27; }"
)
ROLL_STYLE = (
    "QPushButton { background: #5b2ea6; color: white; font-size: 16px; font-weight: bold;"
    " border-radius: 6px; padding: 6px; }"
)


class VisionPanel(QFrame):
    """Stop, Done and the roll, with the words that say what is going on."""

    stop_clicked = Signal()
    done_toggled = Signal(bool)
    roll_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.roll = QPushButton()
        self.roll.setStyleSheet(ROLL_STYLE)
        self.roll.setMinimumHeight(40)
        self.roll.clicked.connect(self.roll_clicked)
        self.stop = QPushButton()
        self.stop.setObjectName("stopButton")
        self.stop.setStyleSheet(STOP_STYLE)
        self.stop.setMinimumHeight(56)
        self.stop.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.stop.clicked.connect(self.stop_clicked)
        self.done = QPushButton()
        self.done.setObjectName("doneButton")
        self.done.setCheckable(True)
        self.done.setStyleSheet(DONE_STYLE)
        self.done.setMinimumHeight(34)
        self.done.toggled.connect(self.done_toggled)
        self.reason = QLabel()
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        self.keys = QLabel()
        self.keys.setObjectName("details")
        self.keys.setWordWrap(True)
        for label in (self.title, self.headline, self.reason, self.keys):
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for widget in (self.title, self.headline, self.roll, self.stop, self.done, self.reason,
                       self.keys):  # fmt: skip
            layout.addWidget(widget)
        layout.addStretch(1)
        self.setMinimumWidth(300)

    def show_state(self, title: str, headline: str, *, stop: bool | None, done: bool | None,
                   checked: bool, roll: bool, reason: str = "",
                   young: bool = False) -> None:  # fmt: skip
        """``stop``/``done``: None hides the control, False shows it disabled."""
        self.title.setText(title)
        self.headline.setText(headline)
        self.roll.setText(tr("Roll the dice (R)"))
        self.roll.setVisible(roll)
        self.stop.setText(tr("Stop!"))
        self.stop.setToolTip(tr("Call Stop: the scramble ends after this slot's grabs (key S)"))
        self.stop.setVisible(stop is not None)
        self.stop.setEnabled(bool(stop))
        self.done.setText(tr("Done: I take no more cards") if checked else tr("Done (D)"))
        self.done.setToolTip(tr("The scramble ends when every player is done (key D)"))
        self.done.setVisible(done is not None)
        self.done.setEnabled(bool(done))
        if self.done.isChecked() != checked:
            self.done.blockSignals(True)
            self.done.setChecked(checked)
            self.done.blockSignals(False)
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        keys = tr("Keys: arrows move in the grid, Enter takes the ringed card, S Stop, D Done.")
        if young:  # V18
            keys += " " + tr("Click one of your cards, or press Backspace, to put it back.")
        self.keys.setText(keys)
        self.keys.setVisible(stop is not None)
        for label in (self.headline, self.reason, self.keys):
            self._fit(label)

    def _fit(self, label: QLabel) -> None:
        margins = self.layout().contentsMargins()
        width = label.width() if label.width() > 50 else self.width() - margins.left() - 24
        label.setMinimumHeight(0)
        label.setMinimumHeight(label.heightForWidth(max(100, width)) if label.text() else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        for label in (self.headline, self.reason, self.keys):
            self._fit(label)
