"""The main window: the start screen, a table, the end screen and replays in one stack, with
the settings, the help and the languages around them.

The window opens on its start screen alone: a table, an offline game, a replay, the help, the
guide and the whole LAN stack are imported when first shown or played, not before the window's
first paint (``bench/window.py --paint-only``).
"""

from __future__ import annotations

import gc
import getpass
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

from client.games import game_ui, playable
from client.kit.gameui import GameUI, Player
from client.kit.i18n import Translations, resolve, tr
from client.kit.palette import PLAYER_COLOURS, SHAPES
from client.kit.style import STYLE
from client.window.datadir import overridden
from client.window.forms import NAME_LIMIT, SettingsDialog
from client.window.lan.lobby import TableLobbyScreen
from client.window.lan.play import LanPlay
from client.window.saves import SavedGame, SavedPlayer, Saves
from client.window.settings import Settings, SettingsStore
from client.window.start import BOT_NAMES, OfflineRequest, StartScreen
from core.game import version_id
from core.games import names

if TYPE_CHECKING:
    from client.window.endscreen import EndScreen
    from client.window.guide import GuideOverlay
    from client.window.lan.client import LanClient
    from client.window.lan.game import LanTableGame
    from client.window.lan.watching import WatchedGame
    from client.window.offline import OfflineGame
    from client.window.replay import ReplayScreen
    from client.window.tablescreen import TableScreen
    from net import Ended

_started = False


def _keep_out_of_collections() -> None:
    """What start-up made (modules, classes, the first window) lives as long as the program:
    kept out of the collector's full passes, each of which would walk all of it again on the
    GUI thread (a full pass over start-up's objects alone took ~200 ms at load 16 on 2 cores).
    Once per process."""
    global _started
    if not _started:
        _started = True
        gc.freeze()


INTERPRETER_SWITCH_S = 0.0005
"""How long another Python thread may keep the interpreter once the GUI thread asks for it.
Python's default (5 ms) is paid again at every Python call a repaint makes (each card item's
paint, each slot), so while a bot searched in its worker thread a frame of the table took up to
370 ms; at 0.5 ms the worst was 43 ms (``bench/window.py --bot strong``, 2 players)."""


def _share_the_interpreter_often() -> None:
    """Let the GUI thread in quickly while a bot thinks or a LAN game works in another thread
    (process-wide; only ever lowers the interval)."""
    sys.setswitchinterval(min(sys.getswitchinterval(), INTERPRETER_SWITCH_S))


def default_name() -> str:
    try:
        return getpass.getuser().strip().title()[:NAME_LIMIT] or "Player"
    except (KeyError, OSError):
        return "Player"


class MainWindow(QMainWindow):
    """The one window of the program."""

    def __init__(
        self, store: SettingsStore, translations: Translations, network: Any = None
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.network = network
        """Where LAN play goes (``NetworkChoice``; None: the real LAN interfaces)."""
        self.store = store
        self.translations = translations
        self.settings: Settings = store.load()
        if not self.settings.name:
            self.settings.name = default_name()
        self.saves = Saves(store.data_dir(self.settings))
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start = StartScreen(playable(names()))
        self.start.set_identity(self.settings.name, self.settings.colour)
        self.start.start_offline.connect(self.start_offline)
        self.start.resume.connect(self.resume)
        self.start.discard.connect(self.discard)
        self.start.show_help.connect(self.show_help)
        self.start.show_settings.connect(self.show_settings)
        self.start.show_replays.connect(self.show_replays)
        self.start.identity_changed.connect(self._identity)
        self.stack.addWidget(self.start)
        self._end: EndScreen | None = None
        self._lobby_screen: TableLobbyScreen | None = None
        self.lan: LanClient | None = None
        self.lan_play = LanPlay(self)
        lan_panel = self.start.lan
        lan_panel.open_requested.connect(self.lan_play.open_table)
        lan_panel.join_requested.connect(self.lan_play.join)
        lan_panel.address_requested.connect(self.lan_play.join_address)
        lan_panel.watch_requested.connect(lambda table: self.lan_play.join(table, watch=True))
        self.table: TableScreen | None = None
        self.replay: ReplayScreen | None = None
        self.game: OfflineGame | LanTableGame | WatchedGame | None = None
        self.guide: GuideOverlay | None = None
        self._last_request: OfflineRequest | None = None
        self._last_saved: SavedGame | None = None
        QShortcut(QKeySequence(Qt.Key.Key_F1), self, activated=self.show_help)
        self.setStyleSheet(STYLE)
        self.resize(1280, 800)
        self.setMinimumSize(1024, 680)
        self.refresh_unfinished()
        self.retranslate()
        _keep_out_of_collections()
        _share_the_interpreter_often()

    # --- screens ----------------------------------------------------------------------------

    def ui(self) -> GameUI:
        return self.start.ui()

    @property
    def end(self) -> EndScreen:
        """The end screen, made when the first game ends (not before the window's first
        paint)."""
        if self._end is None:
            from client.window.endscreen import EndScreen

            end = EndScreen()
            end.home.connect(self.go_home)
            end.again.connect(
                lambda: self.start_offline(self._last_request) if self._last_request else None
            )
            end.replay.connect(self._replay_last)
            self.stack.addWidget(end)
            self._end = end
        return self._end

    @property
    def lobby_screen(self) -> TableLobbyScreen:
        """The LAN table being formed, made the first time it is needed (never before the
        window's first paint)."""
        if self._lobby_screen is None:
            screen = TableLobbyScreen()
            screen.leave.connect(self.leave_table)
            screen.ready.connect(self.lan_play.set_ready)
            self.stack.addWidget(screen)
            self._lobby_screen = screen
        return self._lobby_screen

    def refresh_unfinished(self) -> None:
        self.start.set_unfinished(self.saves.unfinished())

    def go_home(self) -> None:
        self.close_game()
        if self.replay is not None:
            self.stack.removeWidget(self.replay)
            self.replay.deleteLater()
            self.replay = None
        self.refresh_unfinished()
        self.stack.setCurrentWidget(self.start)

    def close_game(self) -> None:
        """Stop showing the current game (its guide, its table screen); it is saved already."""
        if self.guide is not None:
            self.guide.finish()
            self.guide = None
        if self.game is not None:
            self.game.close()
            self.game = None
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    def _identity(self, name: str, colour: str) -> None:
        changed = False
        if name and name != self.settings.name:
            self.settings.name, changed = name[:NAME_LIMIT], True
        if colour != self.settings.colour:
            self.settings.colour, changed = colour, True
        if changed:
            self.store.store(self.settings)
            self._network_name(self.settings.name)

    # --- offline games ----------------------------------------------------------------------

    def players_for(self, request: OfflineRequest, count: int) -> list[SavedPlayer]:
        colours = [c for c in PLAYER_COLOURS if c.upper() != request.colour.upper()]
        players = [SavedPlayer(0, request.name or default_name(), request.colour, SHAPES[0])]
        for seat in range(1, count):
            players.append(
                SavedPlayer(seat, BOT_NAMES[seat - 1], colours[seat - 1], SHAPES[seat], request.bot)
            )
        return players

    def start_offline(self, request: OfflineRequest) -> None:
        self._last_request = request
        ui = game_ui(request.game)
        count = int(request.settings.get("players", ui.game.players[0]))  # type: ignore[call-overload]
        players = self.players_for(request, count)
        saved = self.saves.new(
            request.game, version_id(ui.game), request.settings, players, 0, seed=request.seed
        )
        self._open(ui, saved, resume=False)
        if request.guide:
            QTimer.singleShot(0, self.show_guide)

    def resume(self, saved: SavedGame | None) -> None:
        if saved is None:
            return
        try:
            ui = game_ui(saved.game)
        except KeyError:
            QMessageBox.warning(self, tr("Resume"), tr("This game is not known to this version."))
            return
        if saved.version != version_id(ui.game):
            QMessageBox.warning(
                self,
                tr("Resume"),
                tr(
                    "This game was saved with other rules or cards ({saved}); it cannot be resumed."
                ).format(saved=saved.version),
            )
            return
        self._open(ui, saved, resume=True)

    def discard(self, saved: SavedGame | None) -> None:
        if saved is not None:
            self.saves.discard(saved)
        self.refresh_unfinished()

    def _open(self, ui: GameUI, saved: SavedGame, resume: bool) -> None:
        from client.window.offline import OfflineGame
        from client.window.replay import players_of

        self.close_game()
        self._last_saved = saved
        players = players_of(saved)
        make = getattr(ui, "offline_game", OfflineGame)  # a real-time game brings its own
        game = make(ui, players, saved, self.saves, self.settings.bot_pace_ms)
        self.show_table(ui, players, saved.settings, game)
        if resume:
            game.resume()
        else:
            game.start()

    def show_table(
        self, ui: GameUI, players: Sequence[Player], settings: dict[str, Any],
        game: OfflineGame | LanTableGame | WatchedGame, *, lan: bool = False,
    ) -> TableScreen:  # fmt: skip
        """A new table screen showing ``game``, made the window's current one: an offline game,
        or a LAN game (played or watched: every draw is the peers' joint one, the table says
        whom it waits for and who is away, and a failure is said on the table)."""
        from client.window.tablescreen import TableScreen

        screen = TableScreen(ui, players, settings)
        screen.sounds = self.settings.sounds
        screen.table.set_animation(self.settings.animation_ms)
        if lan:
            screen.table.set_shared_randomness(True)
        elif self.settings.bot_pace_ms == 0:
            screen.table.auto_pass_ms = 0  # type: ignore[attr-defined]
        screen.play(game)
        if lan:
            screen.play_lan(game)
        screen.ended.connect(self._ended)
        screen.leave.connect(self.go_home)
        screen.show_help.connect(self.show_help)
        screen.show_settings.connect(self.show_settings)
        screen.card_requested.connect(self.show_card)
        game.failed.connect(screen.show_waiting if lan else self._failed)
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self.table, self.game = screen, game
        return screen

    def _failed(self, why: str) -> None:
        QMessageBox.warning(
            self, tr("Resume"), tr("The saved game could not be restored: {why}").format(why=why)
        )
        self.go_home()

    def _ended(self, event: Ended) -> None:
        game, screen = self.game, self.table
        if game is None or screen is None:
            return
        outcome = event.outcome
        winners = outcome.winners if outcome else ()
        scores = outcome.scores if outcome else ()
        ui = game.ui
        delay = 0 if self.settings.bot_pace_ms == 0 else 1500  # a moment to see the last move

        def show() -> None:
            if self.game is not game:
                return
            chosen = [game.players[w] for w in winners]
            self.end.show_result(
                screen.table.final_players(game.players), winners, scores, game.standings,
                ui.score_name(), game.audit_words, lambda: ui.result_title(chosen),
                places=screen.table.places(),
            )  # fmt: skip
            self.end.offer(replay=game.replayable, again=game.replayable)
            self.stack.setCurrentWidget(self.end)

        QTimer.singleShot(delay, show)

    # --- replays ----------------------------------------------------------------------------

    def show_replays(self) -> None:
        from client.window.replay import ReplaysDialog

        games, problems = self.saves.all()
        dialog = ReplaysDialog([g for g in games if g.finished], problems, self)
        if dialog.exec() and dialog.chosen is not None:
            self.open_replay(dialog.chosen)

    def _replay_last(self) -> None:
        if self._last_saved is not None and self._last_saved.path is not None:
            self.open_replay(self.saves.load(self._last_saved.path))

    def open_replay(self, saved: SavedGame) -> None:
        from client.window.replay import ReplayScreen

        self.close_game()
        if self.replay is not None:
            self.stack.removeWidget(self.replay)
            self.replay.deleteLater()
        self.replay = ReplayScreen(saved)
        self.replay.table.set_animation(0)
        self.replay.back.connect(self.go_home)
        self.replay.card_requested.connect(self.show_card)
        self.stack.addWidget(self.replay)
        self.stack.setCurrentWidget(self.replay)

    # --- help, settings, language -----------------------------------------------------------

    def show_help(self) -> None:
        from client.window.help import HelpDialog

        dialog = HelpDialog(self.ui(), self.translations.language, self.table is not None, self)
        dialog.guide_requested.connect(self.show_guide)
        dialog.exec()

    def show_guide(self) -> None:
        from client.window.guide import GuideOverlay

        if self.table is None:
            return
        table = self.table.table
        screen = self.table

        def locate(area: str) -> Any:
            if area == "log":
                widget: QWidget | None = screen.log
                rect = None
            else:
                widget = table.area(area)
                rect = table.area_rect(area)
            if widget is None:
                return None
            if rect is None:
                rect = widget.rect()
            top_left = widget.mapTo(self, rect.topLeft())
            return rect.translated(top_left - rect.topLeft())

        guide = GuideOverlay(self.ui().guide(), locate, self)
        guide.destroyed.connect(lambda: self._guide_gone(guide))  # finished by its own keys
        self.guide = guide

    def _guide_gone(self, guide: GuideOverlay) -> None:
        if self.guide is guide:
            self.guide = None

    def show_card(self, card: str) -> None:
        from client.window.help import CardDialog

        CardDialog(self.ui(), card, self).exec()

    def show_settings(self) -> None:
        forced = overridden(self.store.data_option) is not None
        folder = str(self.saves.folder.parent)
        dialog = SettingsDialog(self.settings, folder, forced, self)
        if not dialog.exec():
            return
        values = dialog.result_values()
        if not values.name:
            values.name = self.settings.name
        if not forced and values.data_folder == str(self.store.data_dir(Settings())):
            values.data_folder = ""  # the platform's folder stays the default
        self.apply_settings(values)

    def apply_settings(self, values: Settings) -> None:
        old = self.settings
        self.settings = values
        self.store.store(values)
        self.start.set_identity(values.name, values.colour)
        self._network_name(values.name)
        self.saves = Saves(self.store.data_dir(values))
        self.refresh_unfinished()
        if self.game is not None:
            self.game.pace_ms = values.bot_pace_ms
        if self.table is not None:
            self.table.table.set_animation(values.animation_ms)
            self.table.sounds = values.sounds
        if resolve(values.language) != resolve(old.language) or values.language != old.language:
            self.apply_language()

    def apply_language(self) -> None:
        self.translations.use(resolve(self.settings.language))

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Hypnose"))

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self.close_game()  # every choice is saved already: the game resumes next time
        super().closeEvent(event)

    # --- the LAN ----------------------------------------------------------------------------

    def start_network(self) -> None:
        """Open this client's profile, listen, publish and browse (on the running loop)."""
        self.lan_play.start()

    def _network_name(self, name: str) -> None:
        """The name others see follows the settings: at once when this client is not at a
        table (it listens and publishes again under the new name, on the same port), else
        when it is back in the lobby after the game."""
        client = self.lan_play.client
        if client is None or not name or client.name == name:
            return
        client.name = name
        if client.lobby is not None and client.table is None:

            async def again() -> None:
                await client.resume(await client.pause())

            client.spawn(again(), "the network")

    async def stop_network(self) -> None:
        await self.lan_play.stop()

    def leave_table(self) -> None:
        self.lan_play.leave()
        self.go_home()

    def data_dir(self) -> Path:
        return self.saves.folder.parent
