"""LAN play in the main window: the start screen's network panel, the table being formed and
the LAN game on the table, tied to this window's ``LanClient`` (kept apart from ``window.py``,
which holds the screens every game shares).

The flow: the network comes up (the panel lists tables live); the person opens a table (a
dialog) or joins one (from the list, or by address), and waits at it (the lobby screen) until
every seat is taken and every player ready; the lobby's seating then starts a ``LanGame`` on
this client's endpoint, shown on the same table screen as an offline game.

The offline window makes its ``LanPlay`` at start and paints before the network starts: the LAN
stack (``client.window.lan.client``, the LAN game and watching, and through them ``net``'s
lobby, dealer and crypto) is imported when the network starts or a game begins, not with this
module.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject

from client.games import game_ui, playable
from client.kit.gameui import Player
from client.kit.i18n import tr
from client.kit.palette import PLAYER_COLOURS, SHAPES
from client.window.lan.lobby import OpenTableDialog
from client.window.lan.panel import LanTable
from core.games import names

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QStackedWidget

    from client.window.lan.client import LanClient
    from client.window.lan.lobby import TableLobbyScreen
    from client.window.lan.watching import WatchedGame
    from client.window.settings import Settings
    from client.window.start import StartScreen
    from client.window.tablescreen import TableScreen
    from net import NetworkChoice


class LanWindow(Protocol):
    """What the LAN flow may use of the window it lives in (``MainWindow`` is one): its
    screens, its settings and data folder, the game it shows, and showing or closing a
    table. Nothing else of the window is this module's business."""

    stack: QStackedWidget
    start: StartScreen
    lobby_screen: TableLobbyScreen
    settings: Settings
    network: NetworkChoice | None
    lan: LanClient | None
    table: TableScreen | None
    game: Any

    def data_dir(self) -> Path: ...

    def show_table(
        self, ui: Any, players: Any, settings: dict[str, Any], game: Any, *, lan: bool = False
    ) -> TableScreen: ...

    def close_game(self) -> None: ...


def lobby_words(kind: str, text: str) -> str | None:
    """A lobby event for the table screen's news, in the person's language (the details the
    network gives, such as a refusal's reason, stay as the network words them)."""
    words = {
        "joined": lambda: tr("A player joined the table."),
        "left": lambda: tr("A player left the table."),
        "refused": lambda: tr("Refused: {why}").format(why=text),
        "removed": lambda: tr("Removed from the table: {why}").format(why=text),
        "countdown": lambda: tr("Every seat is taken and every player is ready: the game starts."),
        "aborted": lambda: tr("The start was called off: {why}").format(why=text),
        "started": lambda: tr("The terms are agreed: the game begins."),
        "closed": lambda: tr("The table closed: {why}").format(why=text),
        "trust": lambda: tr("Careful: {why}").format(why=text),
        "error": lambda: tr("A problem: {why}").format(why=text),
    }
    say = words.get(kind)
    return say() if say is not None else None


class LanPlay(QObject):
    """The window's LAN part (one per window)."""

    def __init__(self, window: LanWindow) -> None:
        super().__init__(window)  # type: ignore[arg-type]  # (a window is a QObject)
        self.window = window
        self.client: LanClient | None = None
        self.seat_bots: dict[int, str] = {}
        """The bot seats of the table being formed (from its last state)."""
        self.codes: dict[int, str] = {}

    def set_ready(self, ready: bool) -> None:
        """The person is ready to start (or no longer) at the table being formed."""
        if self.client is not None:
            self.client.set_ready(ready)

    # --- the network ------------------------------------------------------------------------

    def start(self) -> None:
        from client.window.lan.client import LanClient
        from net import NetworkChoice

        if self.client is not None:
            return
        window = self.window
        network = window.network if window.network is not None else NetworkChoice()
        client = LanClient(window.data_dir(), window.settings.name, network)
        # Bound methods of this child of the window, not lambdas: Qt drops the connections
        # when the window goes, while the network may still report for a moment.
        client.tables.connect(self._tables)
        client.running.connect(self._running)
        client.failed.connect(self._failed)
        client.table_state.connect(self._state)
        client.lobby_said.connect(self._said)
        client.started.connect(self._started)
        self.client = client
        window.lan = client
        client.spawn(client.start(), "the network").add_done_callback(self._started_network)

    def _started_network(self, task: Any) -> None:
        if self.client is not None and not task.cancelled() and task.exception() is not None:
            why = tr("The network could not start: {why}").format(why=task.exception())
            self.window.start.lan.detach(why)

    def _tables(self, tables: dict[str, LanTable]) -> None:
        shown = playable(names())
        self.window.start.lan.model.set_tables({k: t for k, t in tables.items() if t.game in shown})

    def _running(self, up: bool) -> None:
        if up:
            self.window.start.lan.attach()

    def _lobby_back(self) -> None:
        """A game's thread ended: back in the lobby, listening and publishing again."""
        if self.client is not None:
            self.client.spawn(self.client.resume(), "the network")

    async def stop(self) -> None:
        if self.client is not None:
            client, self.client = self.client, None
            await client.close()

    def _failed(self, words: str) -> None:
        self.window.start.lan.tell(words)
        if self.window.stack.currentWidget() is self.window.lobby_screen:
            self.window.lobby_screen.say(words)

    def _ready_client(self) -> LanClient | None:
        if self.client is None or self.client.lobby is None:
            self.window.start.lan.tell(tr("Not connected to the network yet."))
            return None
        return self.client

    # --- opening, joining -------------------------------------------------------------------

    def open_table(self) -> None:
        client = self._ready_client()
        if client is None:
            return
        dialog = OpenTableDialog(tuple(playable(names())), self.window)
        if not dialog.exec() or dialog.chosen is None:
            return
        self.open_with(dialog.chosen)

    def open_with(self, request: Any) -> None:
        """Open the table ``request`` (a ``TableRequest``) and show it."""
        self._to_lobby(
            lambda client: client.open_table(
                request.game, request.settings, bots=request.bots, watchers=request.watchers
            ),
            "opening a table",
            opener=True,
        )

    def join(self, table: LanTable, watch: bool = False) -> None:
        self._to_lobby(lambda client: client.join(table, watch=watch), "joining a table")

    def join_address(self, address: str) -> None:
        self._to_lobby(lambda client: client.join_address(address), "joining by address")

    def _to_lobby(
        self, step: Callable[[LanClient], Awaitable[Any]], what: str, opener: bool = False
    ) -> None:
        """Take ``step`` on the network (opening or joining a table; ``what`` names it if it
        fails), then show the table being formed."""
        client = self._ready_client()
        if client is None:
            return

        async def work() -> None:
            await step(client)
            self._show_lobby(opener=opener)

        client.spawn(work(), what)

    def _show_lobby(self, opener: bool) -> None:
        client = self.client
        assert client is not None and client.profile is not None
        screen = self.window.lobby_screen
        bots = opener and client.fill_bots is not None
        screen.begin(client.profile.identity.public_key, client.address, opener, bots)
        state = client.state()
        if state is not None:
            screen.show_state(state)
        self.window.stack.setCurrentWidget(screen)

    def _state(self, state: Any) -> None:
        self.seat_bots = {s.seat: s.bot for s in state.seats if s.bot is not None}
        self.codes = {s.seat: s.code for s in state.seats if s.taken}
        self.window.lobby_screen.show_state(state)

    def _said(self, kind: str, text: str) -> None:
        words = lobby_words(kind, text)
        if words is not None:
            self.window.lobby_screen.say(words)

    def leave(self) -> None:
        if self.client is not None and self.client.table is not None:
            self.client.spawn(self.client.leave(), "leaving the table")

    # --- the game ---------------------------------------------------------------------------

    def players(self, seating: Any, me: int | None) -> tuple[Player, ...]:
        """The seats as the table shows them: names, colours (mine as chosen), shapes, bots."""
        from net import fingerprint_code

        mine = self.window.settings.colour
        others = [c for c in PLAYER_COLOURS if c.upper() != mine.upper()]
        players = []
        keys = seating.terms.keys
        for seat in range(len(keys)):
            colour = mine if seat == me else others[seat % len(others)]
            bot = seating.bots.get(seat) or self.seat_bots.get(seat)
            code = self.codes.get(seat) or fingerprint_code(keys[seat])
            name = seating.names.get(seat, f"{seat + 1}")
            shape = SHAPES[seat % len(SHAPES)]
            players.append(Player(seat, name, colour, shape, bot, seat == me, code))
        return tuple(players)

    def _started(self, seating: Any) -> None:
        client = self.client
        if client is None:
            return
        people = [s for s in seating.seats if s not in seating.bots]
        if not people:
            client.spawn(self._watch(client, seating), "watching the game")
            return
        client.spawn(self._play(client, seating, people[0]), "starting the game")

    async def _watch(self, client: LanClient, seating: Any) -> None:
        """Follow the game from a player's client, on a table nobody here plays."""
        from client.window.lan.watching import WatchedGame

        await client.pause()
        ui = game_ui(seating.terms.game.split("/")[0])
        players = self.players(seating, None)
        game = WatchedGame(ui, players, seating, client.profile.identity, self.window.settings.name)
        # Seen from the first person's side (bots' seats are nobody's) until the watcher
        # chooses another: that hand lies at the bottom, face down; the end screen names no
        # one "you" (the game's players).
        people = [s for s in seating.seats if s not in seating.bots]
        game.me = people[0] if people else 0
        game.stopped.connect(self._lobby_back)
        self.window.close_game()
        self._show_watched(game, seating)
        game.start()

    def _show_watched(self, game: WatchedGame, seating: Any) -> None:
        """A watched game on a new table screen, from ``game.me``'s side, with the choice of
        the side."""
        players = self.players(seating, None)
        side = tuple(replace(p, me=p.seat == game.me) for p in players)
        screen = self.window.show_table(game.ui, side, dict(seating.terms.settings), game, lan=True)
        screen.table.set_interactive(False)
        screen.offer_sides([(p.seat, p.name) for p in players], game.me)
        screen.side_chosen.connect(lambda seat: self._watch_from(game, seating, seat))

    def _watch_from(self, game: WatchedGame, seating: Any, seat: int) -> None:
        """The watcher chose another side: the table is built again from that seat, with the
        game so far (the watching goes on undisturbed: only the screen changes)."""
        window = self.window
        old = window.table
        if window.game is not game or old is None or seat == game.me:
            return
        old.unplay(game)
        events = game.seen_from(seat)
        self._show_watched(game, seating)
        window.table.catch_up(events)
        window.stack.removeWidget(old)
        old.deleteLater()

    async def _play(self, client: LanClient, seating: Any, me: int) -> None:
        """The game starts at once in its own thread, on the lobby's listening sockets, and
        the table shows; then the lobby steps aside (closing it and its discovery took 0.3 s
        that the others spent waiting for this client's links)."""
        import asyncio

        from client.window.lan.game import LanTableGame

        window = self.window
        listening = client.take_listening()
        port = client.endpoint.port if client.endpoint is not None else 0
        ui = game_ui(seating.terms.game.split("/")[0])
        players = self.players(seating, me)
        game = LanTableGame(
            ui, players, me, window.data_dir(), seating, client.profile.identity,
            window.settings.name, hosts=client.network.addresses(), port=port,
            loopback=client.network.loopback, listening=listening,
        )  # fmt: skip
        game.stopped.connect(self._lobby_back)
        await asyncio.sleep(0)  # a turn of the loop between each piece of the GUI thread's work
        self._show(ui, players, seating, game)
        game.start()
        await asyncio.sleep(0)
        await client.pause()

    def _show(self, ui: Any, players: tuple[Player, ...], seating: Any, game: Any) -> None:
        """The game on a new table screen, as an offline game is shown."""
        self.window.close_game()
        self.window.show_table(ui, players, dict(seating.terms.settings), game, lan=True)
