"""An offline game on the Qt event loop: the platform's session, bots that think off the GUI
thread (``net.session.thinking``, as on the LAN) and play at a pace a person can follow, and
the person's choices saved as they are made.

Every seat of the session is a "human" seat here, so the session stops at each decision: the
person's is shown on the table; a bot's is computed in a worker thread and applied back on the
GUI thread (through a queued signal) no sooner than the chosen pace. The window never waits on
a bot, and an indicator can always name who is thinking.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QTimer, Signal

from client.kit.gameui import GameUI, Player
from client.kit.i18n import tr
from client.kit.tablegame import TableGame
from client.window.saves import SavedGame, Saves
from core.errors import CoreError
from core.game import Agent, Legal
from core.view import View
from net import Careful, Ended, Event, LocalDriver, Session, Thinking, YourTurn


class ScriptedAgent:
    """Plays back the person's saved choices (a resumed or replayed game)."""

    name = "script"

    def __init__(self, actions: Sequence[Any]) -> None:
        self.actions = list(actions)
        self.index = 0

    def choose(self, view: View, legal: Legal) -> Any:
        action = self.actions[self.index]
        self.index += 1
        return action


def make_bots(ui: GameUI, players: Sequence[Player], seed: int) -> dict[int, Agent]:
    """Each bot seeded from the game's seed and its seat, so a game can be dealt again; a
    bot's fault plays its seat's first legal action (``Careful``), live, resumed or replayed
    alike."""
    return {
        p.seat: Careful(p.seat, ui.game.bots[p.bot](f"{seed}/{p.seat}")) for p in players if p.bot
    }


def replay_events(ui: GameUI, saved: SavedGame, players: Sequence[Player]) -> list[Event]:
    """Every event of a saved offline game, from the person's point of view, played again from
    its seed with its bots and the person's saved choices."""
    game = ui.game
    events: list[Event] = []
    agents: dict[int, Agent] = dict(make_bots(ui, players, saved.seed))
    agents[saved.me] = ScriptedAgent([ui.decode_action(a) for a in saved.actions])
    driver = LocalDriver(game, game.settings(saved.settings), saved.seed)
    session = Session(driver, agents=agents, listener=events.append, me=saved.me)
    with contextlib.suppress(IndexError):  # the saved choices ran out: an unfinished game
        session.advance()
    return events


class OfflineGame(TableGame):
    """One offline game for one person against bots (``thinking`` names a bot, or None)."""

    restored = Signal()
    """A resumed game caught up with its saved choices."""
    _decided = Signal(int, int, object, float)
    _caught_up = Signal()

    def __init__(
        self,
        ui: GameUI,
        players: Sequence[Player],
        saved: SavedGame,
        saves: Saves | None,
        pace_ms: int = 700,
    ) -> None:
        super().__init__(ui, players, saved.me)
        self.saved = saved
        self.saves = saves
        self.pace_ms = pace_ms
        self.bots = make_bots(ui, players, saved.seed)
        self._token = 0
        self._thinking = Thinking()
        self._decided.connect(self._apply_bot)
        self._caught_up.connect(self._restored)
        self._live = False
        self._buffer: list[Event] = []
        self._lock = threading.Lock()
        self.session: Session | None = None

    # --- starting -------------------------------------------------------------------------

    def start(self) -> None:
        """A new game: deal, then play (the first events arrive on the next loop turn)."""
        self.session = self._session(self._forward)
        self._live = True
        QTimer.singleShot(0, self._advance)

    def resume(self) -> None:
        """A saved game: replay the person's saved choices in a worker thread (the window
        stays responsive), then hand over the table."""
        actions = [self.ui.decode_action(a) for a in self.saved.actions]

        def work() -> None:
            try:
                session = self._session(self._collect)
                script = ScriptedAgent(actions)
                session.advance()
                while script.index < len(actions):
                    asked = session.asked
                    if asked is None:
                        break
                    if asked.seat == self.me:
                        session.submit(script.choose(asked.view, asked.legal))
                    else:
                        bot = self.bots[asked.seat]
                        session.submit(bot.choose(asked.view, asked.legal))
                self.session = session
            except (CoreError, IndexError, KeyError, ValueError) as exc:
                self._failure = f"{type(exc).__name__}: {exc}"
            self._caught_up.emit()  # queued: continues on the GUI thread

        self._failure = ""
        threading.Thread(target=work, name="restore", daemon=True).start()

    def _restored(self) -> None:
        if self._failure or self.session is None:
            self.failed.emit(self._failure or "the saved game could not be restored")
            return
        with self._lock:
            buffered, self._buffer = self._buffer, []
        for event in buffered:
            if not isinstance(event, YourTurn):  # decisions already made, by the script
                self._record(event)
        self.session.listener = self._forward
        self._live = True
        asked = self.session.asked
        if asked is not None and asked.seat == self.me:  # the decision the game stands at
            self._record(YourTurn(asked.seat, asked.view, asked.legal, asked.simultaneous,
                                  asked.decision))  # fmt: skip
        self.restored.emit()
        self._next()

    def _session(self, listener: Callable[[Event], None]) -> Session:
        game = self.ui.game
        driver = LocalDriver(game, game.settings(self.saved.settings), self.saved.seed)
        seats = tuple(p.seat for p in self.players)
        return Session(driver, humans=seats, listener=listener, me=self.me)

    replayable = True

    def audit_words(self) -> str:
        game = self.ui.game
        if not game.card_kinds(game.settings(self.saved.settings)):  # dice, no cards
            return tr(
                "Drawn by this computer for an offline game: nobody else took part, so"
                " there are no proofs to verify."
            )
        return tr(
            "Dealt by this computer for an offline game: nobody else took part, so there"
            " are no proofs to verify."
        )

    def _collect(self, event: Event) -> None:
        with self._lock:
            self._buffer.append(event)

    # --- the loop ---------------------------------------------------------------------------

    def _forward(self, event: Event) -> None:
        if isinstance(event, YourTurn) and event.seat != self.me:
            return  # a bot's decision: its view is not the person's
        self._record(event)

    def _record(self, event: Event) -> None:
        if isinstance(event, YourTurn) and event.seat != self.me:
            return
        self._keep(event)
        if isinstance(event, Ended) and self.saves is not None and event.outcome is not None:
            self.saves.finish(self.saved, event.outcome.winners, event.outcome.scores)
        self.event.emit(event)

    def _advance(self) -> None:
        assert self.session is not None
        self.session.advance()
        self._next()

    def _next(self) -> None:
        """Whose decision it is: the person's waits for ``submit``; a bot's is computed."""
        session = self.session
        if session is None or session.result is not None:
            self.thinking.emit(None)
            return
        asked = session.asked
        if asked is None:
            return
        if asked.seat == self.me:
            self.thinking.emit(None)
            return
        self.thinking.emit(asked.seat)
        self._token += 1
        token, bot, started = self._token, self.bots[asked.seat], time.monotonic()

        def answer(action: Any) -> None:  # on the bot's thread: the signal is queued
            self._decided.emit(token, asked.seat, action, started)

        self._thinking.think(asked.seat, bot, asked.view, asked.legal, answer)

    def _apply_bot(self, token: int, seat: int, action: Any, started: float) -> None:
        """A bot's choice, back on the GUI thread; held until the pace allows it."""
        if token != self._token or self.session is None:
            return  # the game was closed meanwhile
        left = self.pace_ms / 1000 - (time.monotonic() - started)
        if left > 0:
            QTimer.singleShot(
                int(left * 1000), self, lambda: self._apply_bot(token, seat, action, started)
            )
            return
        self.session.submit(action)
        self._next()

    def submit(self, action: Any) -> None:
        """The person's choice (legal: the table offers only legal actions)."""
        session = self.session
        if session is None or session.asked is None or session.asked.seat != self.me:
            return
        session.submit(action)
        if self.saves is not None:
            self.saves.record(self.saved, self.ui.encode_action(action))
        self._next()

    def close(self) -> None:
        """Stop: a bot still thinking is forgotten (its result is dropped)."""
        self._token += 1
        self.session = None
        self._thinking.close()
