"""The game log: one line per event in words, newest at the bottom, with each player's colour
and shape; card names are links that show the card. It scrolls itself unless the reader has
scrolled up to read."""

from __future__ import annotations

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtWidgets import QTextBrowser, QWidget

from client.kit.gameui import LogEntry
from client.kit.i18n import tr

STYLES = {
    "turn": "margin-top:6px; color:#3d2a6e; font-weight:bold;",
    "duel": "background:#f3ecfb; color:#1d1b24;",
    "proof": "color:#7b7884; font-size:small;",
    "info": "color:#4a4754;",
    "action": "color:#1d1b24;",
}


SHOW_MS = 40
"""New lines wait this long to be laid out together (a LAN game's events come one by one)."""


class LogView(QTextBrowser):
    """The log; ``card_requested`` carries the id of a card whose name was clicked."""

    card_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._anchor)
        self.entries: list[LogEntry] = []
        self.document().setDefaultStyleSheet("a { color: #5b2ea6; text-decoration: none; }")
        self.pinned = True
        """Following the newest line (until the reader scrolls up)."""
        self._unshown: list[LogEntry] = []
        self._show = QTimer(self)
        self._show.setSingleShot(True)
        self._show.setInterval(SHOW_MS)
        self._show.timeout.connect(self._show_new)
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._grown)
        self.retranslate()

    def _scrolled(self, value: int) -> None:
        self.pinned = value >= self.verticalScrollBar().maximum() - 4

    def _grown(self, _low: int, high: int) -> None:
        if self.pinned:
            self.verticalScrollBar().setValue(high)

    def retranslate(self) -> None:
        self.setAccessibleName(tr("Game log"))
        self.setAccessibleDescription(
            tr("Everything that happens, newest last; card names are links.")
        )

    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("card:"):
            self.card_requested.emit(text[5:])

    def add(self, entries: list[LogEntry]) -> None:
        """New lines: kept at once, shown together ``SHOW_MS`` later (a move is several
        events; one text layout for all of them)."""
        if not entries:
            return
        self.entries.extend(entries)
        self._unshown.extend(entries)
        if not self._show.isActive():
            self._show.start()

    def _show_new(self) -> None:
        unshown, self._unshown = self._unshown, []
        if unshown:
            self.append("".join(f'<p style="margin:0">{self._inner(e)}</p>' for e in unshown))

    def set_entries(self, entries: list[LogEntry]) -> None:
        """Show these entries instead (a replay step, another language)."""
        self.entries = list(entries)
        self._unshown = []
        self.pinned = True
        self.setHtml("".join(f'<p style="margin:0">{self._inner(e)}</p>' for e in entries))
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    @staticmethod
    def _inner(entry: LogEntry) -> str:
        return f'<span style="{STYLES.get(entry.kind, "")}">{entry.html}</span>'
