"""A LAN game on the window's table: the LAN session (``net.game.lan_game.LanGame``) shown
exactly as an offline game is (the same signals as ``OfflineGame``), with what only a LAN game
has: whom the table waits for and until when, and which players are away.

The session runs in its own thread, on its own asyncio loop, with its own endpoint listening on
the lobby's sockets (handed over the moment the game starts, so that the others' dials wait in
their queue rather than meet a closed port; the lobby's endpoint is closed then): its
fair dealer's shuffles and proofs take about a second of CPU at a 4-player start, which on the
GUI thread froze the window (``bench/window.py --lan``). Its events reach the table through a
queued Qt signal; the person's choices go to its loop with ``call_soon_threadsafe``.

The person's seat is a "human" seat of the session: its decisions come from the table's
controls (``submit``); the bot seats this client runs are played by the LAN session itself.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, Signal

from client.kit.gameui import GameUI, Player
from client.kit.i18n import tr
from client.kit.tablegame import ThreadedGame
from core.vocabulary import RandomValue
from net import Event, LanEvent, LanGame, LanOptions, YourTurn

log = logging.getLogger("client.lan")

WAIT_SHOWN_AFTER_S = 0.8
"""A wait shorter than this is not shown (most messages arrive well within it)."""
ASK_AGAIN_S = 1.0
"""Seconds after which a choice still not taken by the session is asked for again."""
POLL_MS = 250
"""How often the waits are looked at (a timer that only reads: the CPU stays idle)."""


def kind_words() -> dict[str, str]:
    """What a table waits for, by the dealer's message kind (net.game.words' kinds)."""
    return {
        "action": tr("a decision"),
        "scommit": tr("a sealed decision"),
        "sreveal": tr("the opening of a sealed decision"),
        "shuffle": tr("a shuffle and its proof"),
        "reorder": tr("a private reorder"),
        "shares": tr("decryption shares"),
        "open": tr("the opening of a duel selection"),
        "rcommit": tr("a random commitment"),
        "rreveal": tr("a random reveal"),
        "key": tr("its key"),
        "secret": tr("its secret"),
        "audit": tr("its audit secrets"),
        "timeout": tr("its declaration"),
        "slot_commit": tr("its commitment for a moment of the scramble"),
        "slot_open": tr("the opening of its moment of the scramble"),
    }


def stage_words() -> dict[str, str]:
    return {
        "owed": tr("then every peer is asked for it"),
        "asked": tr("then it is declared unpaid"),
        "declared": tr("then the table stops waiting"),
    }


def describe_wait(wait: Any, now: float) -> str:
    """One wait in words: who, what, for how long, and what happens at its deadline."""
    what = kind_words().get(wait.kind, wait.kind)
    left = max(0, round(wait.next - now))
    text = tr("Waiting for {name}: {what} ({waited} s); {then} in {left} s.").format(
        name=wait.name, what=what, waited=max(0, round(now - wait.since)),
        then=stage_words().get(wait.stage, tr("then the table moves on")), left=left,
    )  # fmt: skip
    if not wait.connected:
        text += " " + tr("{name}'s computer is not connected.").format(name=wait.name)
    return text


class LanTableGame(ThreadedGame):
    """One LAN game shown on the table (the person's seat, plus the bots this client runs), on
    its own thread and loop (``ThreadedGame``)."""

    _heard_there = Signal(object)
    """A LanEvent from the game's thread (queued to the GUI thread)."""
    finished = Signal(object)
    """The LAN game's result (``result.json``'s dict) once it closed."""

    def __init__(
        self,
        ui: GameUI,
        players: Sequence[Player],
        me: int,
        data_dir: Path,
        seating: Any,
        identity: Any,
        name: str,
        *,
        hosts: Sequence[str],
        port: int = 0,
        loopback: bool = False,
        options: Any = None,
        listening: Sequence[Any] = (),
    ) -> None:
        """``listening``: the lobby's listening sockets (``LanClient.take_listening``), which
        the game's endpoint serves in place of opening ``port`` again."""
        super().__init__(ui, players, me)
        from net import Limits, MeshLimits

        self.outcome: dict[str, Any] | None = None
        if options is None:
            # On loopback every client shares 127.0.0.1: no per-address flood limit there.
            limits = Limits(connect_rate=1000.0, connect_burst=1000) if loopback else Limits()
            options = LanOptions(hosts=tuple(hosts), port=port, linger=3.0,
                                 mesh=MeshLimits(endpoint=limits))  # fmt: skip
        self.lan = LanGame.create(
            data_dir, seating, identity, name, options=options,
            listener=self._heard_there.emit, listening=listening,
        )  # fmt: skip
        self._heard_there.connect(self._heard)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._look)
        self._said = ""
        self._away: set[int] = set()
        self._deciding: int | None = None
        self._answered: Any = None
        """The session's question the person answered last (answered once only)."""
        self._answered_at = 0.0

    def start(self) -> None:
        super().start()
        self._poll.start()

    async def _main(self) -> tuple[Any, str]:
        """The LAN session, until the game is over here (or left)."""
        return await self.lan.run(), ""

    def _ended(self, result: Any, why: str) -> None:
        self._poll.stop()
        super()._ended(result, why)

    def _finished(self, result: Any) -> None:
        self.outcome = result
        self.finished.emit(result)

    def audit_words(self) -> str:
        """What this peer checked, from its replica once the game's thread is over."""
        result = self.outcome
        replica = self.lan.seats[self.me].dealer.replica
        checked = replica.proofs_checked
        if result is not None and result.get("proof"):
            return tr("Cheating was proven: {words}").format(words=result.get("words", ""))
        if result is not None and result.get("unaudited"):  # fairplay rule 6: the result stands
            names = {p.seat: p.name for p in self.players}
            who = ", ".join(names.get(s, str(s)) for s in result["unaudited"])
            return tr(
                "Not fully audited: the secrets of {who} never arrived, so the hidden cards,"
                " the private reorders and the replay with every card known could not be"
                " checked. The result stands."
            ).format(who=who)
        if replica.game.card_kinds(replica.settings) == 0:  # no hidden cards: the draws
            draws = sum(1 for t in replica.history if isinstance(t.result, RandomValue))
            return tr(
                "Fair: every random draw was made jointly by the peers, and each peer's"
                " part matched what it had committed to before any was revealed ({draws}"
                " draws and {count} proofs verified)."
            ).format(draws=draws, count=checked)
        return tr(
            "Fair: every shuffle, deal and opening of the other players was checked"
            " ({count} proofs verified)."
        ).format(count=checked)

    def _cut(self) -> None:
        """The session's listener refers back to this object: cut, nothing comes any more."""
        self.lan.listener = None

    # --- the session's events ---------------------------------------------------------------

    def _heard(self, lan_event: Any) -> None:
        if lan_event.seat != self.me:
            return  # a bot seat of this client: the person sees the game from their own seat
        event = lan_event.event
        if not isinstance(event, Event):
            return  # the LAN's own news (an extension granted...): the waits show its effect
        self._keep(event)
        if isinstance(event, YourTurn):
            self._answered = None  # the table asks (again): its answer is sent
        if isinstance(event, YourTurn) and self._deciding is not None:
            self._deciding = None
            self.thinking.emit(None)
        self.event.emit(event)

    def _look(self) -> None:
        """Who the table waits for (the longest wait first), and who is away (read from the
        GUI thread while the game's thread changes them: a read that meets a change is
        simply taken again at the next look)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        now = loop.time()
        self._ask_again(now)
        try:
            waits = [w for w in self.lan.waits() if w.waiter == self.me and w.seat != self.me]
        except RuntimeError:  # a dict changed size in the game's thread meanwhile
            return
        waits.sort(key=lambda w: w.since)
        shown = [w for w in waits if now - w.since >= WAIT_SHOWN_AFTER_S]
        said = describe_wait(shown[0], now) if shown else ""
        if said != self._said:
            self._said = said
            self.waiting.emit(said)
        deciding = next((w.seat for w in waits if w.thinking), None)
        if deciding != self._deciding:
            self._deciding = deciding
            self.thinking.emit(deciding)
        away = {p.seat for p in self.players if p.seat != self.me and not self._linked(p.seat)}
        if away != self._away:
            self._away = away
            self.away.emit(set(away))

    def _linked(self, seat: int) -> bool:
        try:
            return bool(self.lan.mesh.connected(seat))
        except (KeyError, ValueError):
            return True

    # --- the person's choices ---------------------------------------------------------------

    def submit(self, action: Any) -> None:
        """The person's choice, once per decision (a second click, or a step that passed by
        itself while clicked, is not sent twice); in a real-time game, a click for the seat's
        slot clock."""
        if self._slot_clock() is not None:
            self._click(action)
            return
        run = self.lan.seats.get(self.me)
        ask = run.session.asked if run is not None else None
        loop = self._loop
        if ask is None or ask is self._answered or loop is None or loop.is_closed():
            return
        self._answered, self._answered_at = ask, loop.time()
        loop.call_soon_threadsafe(self._submit_there, action)

    def _submit_there(self, action: Any) -> None:
        try:
            self.lan.submit(self.me, action)
        except Exception as exc:  # not asked any more (a deadline passed): asked again
            log.info("a choice was not taken: %s", exc)

    def _ask_again(self, now: float) -> None:
        """A choice the session refused when its turn came (the game moved on meanwhile)
        leaves the decision open: the table is asked again rather than left waiting."""
        run = self.lan.seats.get(self.me)
        ask = run.session.asked if run is not None else None
        if ask is None or ask is not self._answered or now - self._answered_at < ASK_AGAIN_S:
            return
        self._answered_at = now  # looked at again in ASK_AGAIN_S if still not taken
        self._call_there(self._ask_again_there, ask)

    def _ask_again_there(self, ask: Any) -> None:
        """On the game's thread: ask again only if the question is still open and no answer
        to it waits in the game's inbox (a busy game takes a while: that is no refusal). The
        question goes through the game's listener, after every event already sent, so a table
        is never set back to an older state."""
        run = self.lan.seats.get(self.me)
        if run is None or run.session.asked is not ask:
            return
        if any(item[0] == "decide" and item[2] is ask for item in self.lan.inbox):
            return
        again = YourTurn(ask.seat, ask.view, ask.legal, ask.simultaneous, ask.decision)
        self._heard_there.emit(LanEvent(self.me, again))

    # --- a real-time game (``net.session.slots``): the seat's clock makes every slot's choice ---

    def _slot_clock(self) -> Any:
        run = self.lan.seats.get(self.me)
        return run.clock if run is not None else None

    def _click(self, action: Any) -> None:
        """A take, a Stop, the roll or the Done toggle: the seat's clock takes it in the
        game's order (``SlotClock.choose``)."""
        self._call_there(self.lan.click, self.me, action)

    def unresolved(self) -> bool:
        """A click of the person's is queued or in a slot not resolved yet (read from the GUI
        thread, as ``session.asked`` is: a read that meets a change is read again next time)."""
        clock = self._slot_clock()
        try:
            return clock is not None and clock.unresolved(self.me)
        except (RuntimeError, ValueError, KeyError):
            return True

    def done(self) -> bool:
        clock = self._slot_clock()
        return clock is not None and clock.done(self.me)

    def bots_play(self, strategy: str) -> None:
        """Let a bot play the person's seat from now on (on the game's thread)."""
        self._call_there(self.lan.bots_play, strategy)

    def close(self) -> None:
        """Leave the game: this client stops (the others go on, or end it, by their rules)."""
        self._poll.stop()
        super().close()
