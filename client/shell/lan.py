"""The start screen's place for LAN tables: a model of the tables found on the network (the
lobby fills it as tables appear and disappear) and the entry points to open, join, join by
address and watch. Until a lobby is attached the list stays empty and the buttons say why they
are not available; ``LanPanel.attach`` turns them on."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QInputDialog,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.shell.i18n import tr


@dataclass(frozen=True)
class LanTable:
    """A table advertised on the network, as the lobby reports it."""

    key: str
    """Unique per table (its service name)."""
    game: str
    opener: str
    fingerprint: str
    """The opener's fingerprint code, to tell two openers of one name apart."""
    seats: int
    taken: int
    settings: dict[str, Any] = field(default_factory=dict)
    watchers: bool = True
    address: str = ""


class LanTables(QAbstractListModel):
    """The tables seen on the network, live: ``upsert`` when one appears or changes,
    ``remove`` when it goes."""

    def __init__(self, describe: Any = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.tables: list[LanTable] = []
        self.describe = describe or self._describe

    @staticmethod
    def _describe(table: LanTable) -> str:
        return tr("{game} · {opener} ({code}) · {taken}/{seats} players").format(
            game=table.game, opener=table.opener, code=table.fingerprint,
            taken=table.taken, seats=table.seats,
        )  # fmt: skip

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.tables)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.tables):
            return None
        table = self.tables[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.describe(table)
        if role == Qt.ItemDataRole.UserRole:
            return table
        return None

    def upsert(self, table: LanTable) -> None:
        for row, known in enumerate(self.tables):
            if known.key == table.key:
                self.tables[row] = table
                self.dataChanged.emit(self.index(row), self.index(row))
                return
        self.beginInsertRows(QModelIndex(), len(self.tables), len(self.tables))
        self.tables.append(table)
        self.endInsertRows()

    def remove(self, key: str) -> None:
        for row, known in enumerate(self.tables):
            if known.key == key:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self.tables[row]
                self.endRemoveRows()
                return


class LanPanel(QGroupBox):
    """Tables on the network and what can be done with them."""

    open_requested = Signal()
    join_requested = Signal(object)
    address_requested = Signal(str)
    watch_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = LanTables(parent=self)
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.selectionModel().selectionChanged.connect(self._update)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.open_button = QPushButton()
        self.join_button = QPushButton()
        self.address_button = QPushButton()
        self.watch_button = QPushButton()
        self.open_button.clicked.connect(self.open_requested)
        self.join_button.clicked.connect(lambda: self._selected(self.join_requested))
        self.watch_button.clicked.connect(lambda: self._selected(self.watch_requested))
        self.address_button.clicked.connect(self._ask_address)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        grid = QGridLayout()
        grid.addWidget(self.open_button, 0, 0)
        grid.addWidget(self.join_button, 0, 1)
        grid.addWidget(self.address_button, 1, 0)
        grid.addWidget(self.watch_button, 1, 1)
        layout.addLayout(grid)
        layout.addWidget(self.note)
        self.available = False
        self.retranslate()

    def attach(self) -> None:
        """A lobby is running: the entry points work (it fills ``model``)."""
        self.available = True
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(tr("On your network"))
        self.list.setAccessibleName(tr("Tables on your network"))
        self.open_button.setText(tr("Open a table"))
        self.join_button.setText(tr("Join"))
        self.address_button.setText(tr("Join by address…"))
        self.watch_button.setText(tr("Watch"))
        if self.available:
            self.note.setText(tr("Tables opened on your network appear here by themselves."))
        else:
            self.note.setText(
                tr(
                    "Playing on the network is not available in this version yet:"
                    " play offline against bots."
                )
            )
        self._update()

    def _current(self) -> LanTable | None:
        index = self.list.currentIndex()
        return self.model.data(index, Qt.ItemDataRole.UserRole) if index.isValid() else None

    def _update(self, *_: object) -> None:
        table = self._current()
        why = "" if self.available else tr("Not available in this version yet.")
        self.open_button.setEnabled(self.available)
        self.address_button.setEnabled(self.available)
        self.join_button.setEnabled(
            self.available and table is not None and table.taken < table.seats
        )
        self.watch_button.setEnabled(self.available and table is not None and table.watchers)
        pick = tr("Choose a table in the list first.")
        self.open_button.setToolTip(why or tr("Open a table for others to join."))
        self.address_button.setToolTip(why or tr("Join a table by its address (host:port)."))
        self.join_button.setToolTip(why or ("" if table else pick))
        self.watch_button.setToolTip(why or ("" if table else pick))

    def _selected(self, signal: Signal) -> None:
        table = self._current()
        if table is not None:
            signal.emit(table)

    def _ask_address(self) -> None:
        text, ok = QInputDialog.getText(self, tr("Join by address"), tr("Address (host:port):"))
        if ok and text.strip():
            self.address_requested.emit(text.strip())
