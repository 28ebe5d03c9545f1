"""Help in the window: the game's rules (its own rules document), a gallery of every card, and
the first-game guide; and a card shown large when its name is clicked in the log."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from client.kit.gameui import GameUI
from client.kit.i18n import tr


class HelpDialog(QDialog):
    """Rules, cards, guide: one tab each."""

    guide_requested = Signal()

    def __init__(self, ui: GameUI, language: str, at_table: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.ui = ui
        self.language = language
        self.tabs = QTabWidget()
        self.rules = QTextBrowser()
        self.rules.setOpenExternalLinks(False)
        self.rules.setObjectName("rulesText")
        self.rules_note = QLabel()
        self.rules_note.setWordWrap(True)
        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        rules_layout.setContentsMargins(0, 0, 0, 0)
        rules_layout.addWidget(self.rules_note)
        rules_layout.addWidget(self.rules, 1)
        self.cards = ui.gallery(self)
        guide = QWidget()
        guide_layout = QVBoxLayout(guide)
        self.guide_text = QLabel()
        self.guide_text.setWordWrap(True)
        self.guide_text.setTextFormat(Qt.TextFormat.RichText)
        self.guide_text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.guide_button = QPushButton()
        self.guide_button.setEnabled(at_table)
        self.guide_button.clicked.connect(self._guide)
        guide_layout.addWidget(self.guide_text, 1)
        guide_layout.addWidget(self.guide_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.tabs.addTab(rules_page, "")
        self.tabs.addTab(self.cards, "")
        self.tabs.addTab(guide, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(900, 680)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Help: {game}").format(game=self.ui.title()))
        self.tabs.setTabText(0, tr("Rules"))
        self.tabs.setTabText(1, self.ui.gallery_title())
        self.tabs.setTabText(2, tr("First game"))
        self.rules.setMarkdown(self.ui.rules(self.language))
        english = not self.ui.has_rules(self.language)
        note = tr("The rules are written in English for now;"
                  " everything on the table speaks your language.")  # fmt: skip
        self.rules_note.setText(note if english else "")
        self.rules_note.setVisible(english)
        self.rules.setAccessibleName(tr("Rules"))
        steps = "".join(f"<li>{step.text()}</li>" for step in self.ui.guide())
        self.guide_text.setText(f"<ol>{steps}</ol>")
        self.guide_button.setText(tr("Show me on the table"))
        self.guide_button.setToolTip(
            ""
            if self.guide_button.isEnabled()
            else tr("Start a game first: the guide points at its table.")
        )

    def _guide(self) -> None:
        self.guide_requested.emit()
        self.accept()


class CardDialog(QDialog):
    """One card, large (a card name clicked in the log)."""

    def __init__(self, ui: GameUI, card: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardDialog")
        layout = QVBoxLayout(self)
        widget = ui.card_widget(card, self)
        layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignCenter)
        text = QLabel(widget.accessibleDescription())
        text.setWordWrap(True)
        text.setMaximumWidth(widget.width() + 40)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setWindowTitle(widget.accessibleName())
