"""The start screen's place for LAN tables: a model of the tables found on the network (the
lobby fills it as tables appear and disappear) and the entry points to open, join, join by
address and watch. Until the network is up (``LanPanel.attach``) the buttons say why they are
not available; when no table shows up for a while, the panel says what to check."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
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

from client.kit.i18n import tr


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


def settings_words(ui: Any, settings: Mapping[str, object]) -> list[str]:
    """A table's settings in the game's words, each "setting: value" (the number of players
    is said apart, with the seats)."""
    return [
        tr("{setting}: {value}").format(setting=ui.setting_label(k), value=ui.setting_value(k, v))
        for k, v in settings.items()
        if k != "players"
    ]


class LanTables(QAbstractListModel):
    """The tables seen on the network, live: ``upsert`` when one appears or changes,
    ``remove`` when it goes."""

    def __init__(self, describe: Any = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.tables: list[LanTable] = []
        self.describe = describe or self._describe

    @staticmethod
    def _describe(table: LanTable) -> str:
        """ "Hypnose · Ana (ABCD-...) · 1/3 players · Starting Mental Resistance: 7 (short
        game)": the game, the opener and its fingerprint code, the seats, the settings."""
        from client.games import game_ui

        try:
            ui = game_ui(table.game)
        except KeyError:
            game, settings = table.game, [f"{k} {v}" for k, v in table.settings.items()]
        else:
            game, settings = ui.title(), settings_words(ui, table.settings)
        text = tr("{game} · {opener} ({code}) · {taken}/{seats} players").format(
            game=game, opener=table.opener, code=table.fingerprint,
            taken=table.taken, seats=table.seats,
        )  # fmt: skip
        return "\n".join([text, " · ".join(settings)]) if settings else text

    def set_tables(self, tables: dict[str, LanTable]) -> None:
        """The tables on the network now: new ones added, changed ones updated, gone ones
        removed (rows move as little as possible, so a selection stays on its table)."""
        for key in [t.key for t in self.tables if t.key not in tables]:
            self.remove(key)
        for table in tables.values():
            self.upsert(table)

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
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        self.problem = ""
        self.lonely = False
        """No table seen since the network came up, for a while: say what to check."""
        self._lonely_timer = QTimer(self)
        self._lonely_timer.setSingleShot(True)
        self._lonely_timer.timeout.connect(self._alone)
        self.model.rowsInserted.connect(self._found)
        self.retranslate()

    def attach(self, alone_after_ms: int = 8000) -> None:
        """The network is up: the entry points work (the lobby fills ``model``)."""
        self.available = True
        self.problem = ""
        if not self.model.tables:
            self._lonely_timer.start(alone_after_ms)
        self.retranslate()

    def detach(self, why: str) -> None:
        """The network could not start (or stopped): say why, turn the entry points off."""
        self.available = False
        self.problem = why
        self.retranslate()

    def tell(self, words: str) -> None:
        """Something the person asked for did not work (a join refused...), in words."""
        self.problem = words
        self.retranslate()

    def _alone(self) -> None:
        if not self.model.tables:
            self.lonely = True
            self.retranslate()

    def _found(self, *_: object) -> None:
        if self.lonely:
            self.lonely = False
            self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(tr("On your network"))
        self.list.setAccessibleName(tr("Tables on your network"))
        self.open_button.setText(tr("Open a table"))
        self.join_button.setText(tr("Join"))
        self.address_button.setText(tr("Join by address…"))
        self.watch_button.setText(tr("Watch"))
        if self.available and self.lonely:
            note = tr(
                "No table found yet. Check that this computer is on the same network as the"
                " table's opener (not a guest network that keeps devices apart), and that a"
                " firewall lets through UDP port 5353 (discovery) and the game's TCP port"
                " ({port} unless the opener shows another). Or join by address."
            ).format(port=47231)
        elif self.available:
            note = tr("Tables opened on your network appear here by themselves.")
        else:
            note = tr("Connecting to your network…")
        if self.problem:
            note = self.problem + "\n" + note
        self.note.setText(note)
        self._update()

    def _current(self) -> LanTable | None:
        index = self.list.currentIndex()
        return self.model.data(index, Qt.ItemDataRole.UserRole) if index.isValid() else None

    def _update(self, *_: object) -> None:
        table = self._current()
        why = "" if self.available else tr("Not connected to the network yet.")
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
