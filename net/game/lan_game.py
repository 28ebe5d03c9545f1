"""One client's LAN game: a session per seat it plays, on the mesh, driven by asyncio.

``LanGame`` runs the seats a client plays (its player's seat and the bots it runs), each a
``net.session.session.Session`` over a ``FairDriver`` (``net.dealer.driver``) of a ``DurableDealer``
(``net.dealer.durable``), on one ``net.game.mesh.Mesh``. One task processes everything in order:
messages from the mesh, decisions (a bot's, computed in a worker thread so a slow one never stalls
the network, or the player's ``submit``), and the clock (``Session.tick``: heartbeats, then asking
for, declaring and giving up on what others owe). After each batch it syncs every seat's journal
(one fsync each) and only then lets the mesh send what the seats sent: nothing leaves before it is
on disk, and nothing a restarted client lacks can have left.

It shows every wait (:meth:`LanGame.waits`: who, for what, since when, the next deadline,
whether that player's client is connected), lets a player extend another's deadline from its
budget (announced to every client, which all apply it), lets the players agree to end the game
without a result and a player resign, after which every seat publishes its secrets so that the
game is audited all the same (those signed statements are ``net.game.agreements``'), and ends
by writing the transcript file (``net.dealer.gamerecord``) and ``result.json``. A client started
again on the same data folder resumes an unfinished game from its folder (:meth:`LanGame.resume`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import IllegalAction
from core.game import Agent, bot_factory
from net.dealer.driver import FairDriver
from net.dealer.durable import DurableDealer
from net.dealer.gamerecord import game_of, write_record
from net.game.addressbook import AddressBook
from net.game.agreements import LanStatements
from net.game.holdings import SyncedHoldings
from net.game.mesh import Mesh, MeshLimits, SeatTransport
from net.game.probes import Marks, Probes, Report
from net.game.slot_clocks import SlotClocks
from net.game.words import Extension, Wait, result_of
from net.game.writeahead import WriteAhead
from net.lan.discovery import Discovery
from net.lan.endpoint import Endpoint
from net.protocol.identity import Identity
from net.protocol.seating import Seating
from net.protocol.seedstream import new_seed
from net.protocol.statements import Ending
from net.session.deadlines import Deadlines
from net.session.session import Ask, Ended, Event, Over, Session, YourTurn
from net.session.slots import BOT_ROLL, SlotClock
from net.session.thinking import Thinking
from net.store.gamefolder import GameFolder
from net.store.journal import Journal

log = logging.getLogger(__name__)

MAX_INBOX = 512
"""Frames from the network waiting to be processed before the mesh stops reading."""


@dataclass(frozen=True)
class LanOptions:
    """How a LAN game runs here; tests shorten the times."""

    deadlines: Deadlines = field(default_factory=Deadlines)
    tick: float = 0.25
    """Seconds between two turns of the clock."""
    mesh: MeshLimits = field(default_factory=MeshLimits)
    linger: float = 30.0
    """Seconds this client stays, once its game is over, for the others to finish."""
    hosts: tuple[str, ...] = ("127.0.0.1",)
    port: int = 0
    bot_seed: str = "lan"
    playouts: int | None = None
    """The budget of every searching bot (``strong``) this client runs: its own seat's and the
    table's bots it was given (None: the bot's default)."""
    timing: Path | None = None
    """Append ``sent``/``applied`` times of action messages here (``bench/lan.py``)."""
    bot_roll: float = BOT_ROLL
    """Seconds a bot of this client waits before a real-time game's roll (time for the people
    to look at the new layout, V11; ``hypnose peer --timings fast`` shortens it)."""


@dataclass(frozen=True)
class LanEvent:
    """A session event of one seat this client plays."""

    seat: int
    event: Event | Extension


@dataclass
class SeatRun:
    """One seat this client plays."""

    seat: int
    dealer: DurableDealer
    driver: FairDriver
    session: Session
    journal: Journal
    transport: SeatTransport
    agent: Agent | None
    clock: SlotClock | None = None
    """A real-time game's slot clock (made by ``net.game.slot_clocks.SlotClocks``): it makes this
    seat's slot choices and rolls, a bot's or the player's (``LanGame.click``)."""


class LanGame:
    """The seats one client plays in one game, over the mesh (see the module)."""

    def __init__(
        self,
        folder: GameFolder,
        identity: Identity,
        name: str,
        *,
        fresh: bool,
        options: LanOptions | None = None,
        agents: Mapping[int, Agent] | None = None,
        listener: Callable[[LanEvent], None] | None = None,
        marks: Marks | None = None,
        endpoint: Endpoint | None = None,
        discovery: Discovery | None = None,
        dealer: type[DurableDealer] = DurableDealer,
        listening: Sequence[socket.socket] = (),
    ) -> None:
        """``discovery``: announce this client and follow the others' addresses by zeroconf
        (``net.game.addressbook``); without it, the seating's addresses are used as they are.
        ``dealer``: the class of each seat's dealer (a test's cheating one). ``listening``:
        the lobby's listening sockets, handed over (``Endpoint.hand_over``) when the game
        runs on an endpoint of its own (the window's game thread)."""
        self._dealer_class = dealer
        self.folder = folder
        self.seating: Seating = folder.seating
        self.terms = self.seating.terms
        self.roster = self.terms.roster()
        self.game, self.settings = game_of(self.terms)
        self.identity = identity
        self.name = name
        self.fresh = fresh
        self.options = options or LanOptions()
        self.listener = listener
        self.marks = marks
        self.names = dict(self.seating.names)
        self.inbox: deque[tuple[Any, ...]] = deque()
        self._ready = asyncio.Event()
        self._room = asyncio.Event()
        self._room.set()
        self._thinking = Thinking()
        self._recorded: tuple[int, int] = (-1, -1)
        """(messages, statements) in the transcript file as last written."""
        self.result: dict[str, Any] | None = None
        self.started = time.monotonic()
        self.seats: dict[int, SeatRun] = {}
        self.holdings = SyncedHoldings(self.seats, self.seating.seats[0], self.roster.keys)
        self._running = False
        self.disk = WriteAhead(self._disk_failed)
        self.probes = Probes(self.game, marks, self.options.timing)
        self.mesh = Mesh(
            self.seating,
            identity,
            name,
            holdings=self.holdings,
            deliver=self._deliver,
            on_say=self._heard,
            endpoint=endpoint,
            hosts=self.options.hosts,
            port=self.options.port or folder.listen_port,
            limits=self.options.mesh,
            listening=listening,
        )
        self.mesh.room = self._room.wait
        self.book = AddressBook(discovery, self.mesh) if discovery is not None else None
        self.slots = SlotClocks(self.game, tracing=self.options.timing is not None,
                                bot_roll_after=self.options.bot_roll)  # fmt: skip
        """A real-time game's slot clocks (``net.game.slot_clocks``): they make the slot choices and
        rolls of the seats here, a bot's or the player's (``LanGame.click``)."""
        self.statements = LanStatements(
            self.seating,
            self.game,
            self.mesh,
            self.seats,
            self.options.deadlines,
            tell=self._tell_extension,
            wake=self._ready.set,
        )
        chosen = dict(agents or {})
        for seat, strategy in self.seating.bots.items():
            chosen.setdefault(seat, self._bot(strategy, seat))
        for seat in self.seating.seats:
            self.seats[seat] = self._seat(seat, chosen.get(seat))

    # --- making the seats -------------------------------------------------------------------

    @classmethod
    def create(cls, data_dir: Path, seating: Seating, identity: Identity, name: str,
               **options: Any) -> LanGame:  # fmt: skip
        """A new game: its folder, each seat's seed and secrets synced before anything else."""
        folder = GameFolder.create(data_dir, seating, {s: new_seed() for s in seating.seats})
        return cls(folder, identity, name, fresh=True, **options)

    @classmethod
    def resume(cls, path: Path, name: str, **options: Any) -> LanGame:
        """An unfinished game from its folder: each seat replays its journal, under the identity
        the game was played with (``GameFolder.identity``), whatever the profile's is now."""
        folder = GameFolder.open(path)
        return cls(folder, folder.identity, name, fresh=False, **options)

    def bots_play(self, strategy: str, playouts: int | None = None) -> None:
        """Let the bot ``strategy`` play every seat here that has no agent yet (a headless
        client's own seat); ``playouts``: a searching bot's budget (default: the options')."""
        for run in self.seats.values():
            if run.agent is None:
                run.agent = self._bot(strategy, run.seat, playouts)
                if run.seat in self.slots:
                    self.slots.play_by(run.seat, run.agent)
                    continue
                ask = run.session.asked if run.session.result is None else None
                if ask is not None and self._running:
                    self._think(run.seat, run.agent, ask)

    def _bot(self, strategy: str, seat: int, playouts: int | None = None) -> Agent:
        budget = self.options.playouts if playouts is None else playouts
        factory = bot_factory(self.game, strategy, budget)
        return factory(f"{self.options.bot_seed}/{self.roster.game_id.hex()[:16]}/{seat}")

    def _seat(self, seat: int, agent: Agent | None) -> SeatRun:
        journal = Journal(self.folder.journal_path(seat))
        transport = self.mesh.transports[seat]
        dealer = self._dealer_class(
            seat,
            self.seating.identities[seat],
            self.roster,
            self.game,
            self.settings,
            transport,
            terms=self.terms,
            nonce=self.seating.nonces[seat],
            seed=self.folder.seeds[seat],
            journal=journal,
        )
        dealer.resends = self.mesh.resends  # a client's catch-ups and answers share one window
        driver = FairDriver(dealer)
        session = Session(
            driver,
            humans=(seat,),
            listener=lambda event, seat=seat: self._event(seat, event),
            deadlines=self.options.deadlines,
        )
        self.probes.watch(seat, dealer)
        clock = self.slots.add(seat, session, agent)
        return SeatRun(seat, dealer, driver, session, journal, transport, agent, clock)

    # --- running ----------------------------------------------------------------------------

    async def run(self) -> dict[str, Any]:
        """Play (or resume) the game to its end here, linger for the others, close; the
        result as written to ``result.json``."""
        loop = asyncio.get_running_loop()
        self._running = True
        self.disk.start()
        try:
            self._begin()
            port = await self.mesh.start()
            self.folder.remember_port(port)
            if self.book is not None:
                await self.book.start(port)
            self.probes.begun(list(self.seats))
            log.info("game %s: listening on port %d", self.roster.game_id.hex()[:16], port)
            ticker = loop.create_task(self._ticker())
            slots = loop.create_task(self.slots.wake(lambda: self._post(("slot",))))
            try:
                await self._process()
                await self._linger()
                self._write_record()
                self._write_slot_trace()
            finally:
                ticker.cancel()
                slots.cancel()
        finally:
            await self.close()
        assert self.result is not None
        return self.result

    def _begin(self) -> None:
        """Start every seat (its key) or replay its journal, then sync before anything goes."""
        for run in self.seats.values():
            run.driver.attach()
            if self.fresh:
                run.driver.start()
            else:
                made = run.dealer.replay(run.journal.records)
                log.info("seat %d resumed from %d records (%d messages made again)",
                         run.seat, len(run.journal.records), made)  # fmt: skip
            self.probes.begin(run.seat, run.dealer)
        for run in self.seats.values():
            run.session.advance()
        self._commit()

    async def _ticker(self) -> None:
        while True:
            await asyncio.sleep(self.options.tick)
            self._post(("tick",))

    def _post(self, item: tuple[Any, ...]) -> None:
        self.inbox.append(item)
        self._ready.set()

    def _deliver(self, source: int, target: int | None, data: bytes) -> None:
        self._post(("in", source, target, data))
        if len(self.inbox) > MAX_INBOX:
            self._room.clear()

    async def _process(self) -> None:
        """Handle what arrives, in order, until the game is over on every seat here."""
        while not self.over:
            await self._ready.wait()
            self._ready.clear()
            while self.inbox and not self.over:
                batch = list(self.inbox)
                self.inbox.clear()
                self._room.set()
                for item in batch:
                    self._handle(item)
                self._commit()
            if self.disk.failed is not None:
                raise self.disk.failed
        await self._settle()
        self._finish()

    def _handle(self, item: tuple[Any, ...]) -> None:
        kind = item[0]
        if kind == "in":
            _, source, target, data = item
            targets = [target] if target is not None else [s for s in self.seats if s != source]
            for seat in targets:
                receiver = self.seats[seat].transport.receiver
                if receiver is not None:
                    receiver(source, data)
        elif kind == "decide":
            _, seat, ask, action = item
            session = self.seats[seat].session
            if session.result is None and session.asked is ask:
                try:
                    session.submit(action)
                except IllegalAction as exc:
                    log.warning("seat %d's choice was refused: %s", seat, exc)
        elif kind == "slot":  # a real-time game's clock is due (V9), in the inbox's order
            self.slots.tick()
        elif kind == "click":
            _, seat, action = item
            self.slots.click(seat, action)
        elif kind == "tick":
            now = asyncio.get_running_loop().time()
            self.statements.apply_extensions()
            for run in self.seats.values():
                run.session.tick(now)
        elif kind == "say":
            self.statements.take(item[1], item[2])

    def _commit(self) -> None:
        """After a batch: what it recorded is written and synced in the disk thread while the
        next batch is handled (``net.game.writeahead``); then what it sent goes out."""
        applied = time.monotonic()  # what this batch applied, it applied by now
        writes = [(r.journal, r.journal.take()) for r in self.seats.values() if r.journal.dirty]
        outbox = self.mesh.take_outbox()
        synced, watched = self.holdings.snapshot()
        report = Report()
        for run in self.seats.values():
            self.probes.after(run.seat, run.dealer, applied, report)

        def release() -> None:
            more = self.holdings.advance(synced, watched)  # what a resend may now carry
            self.mesh.release(outbox)
            if more:  # on disk: a watcher may have them
                self.mesh.notify_watchers()
            self.probes.tell(report)

        self.disk.submit(writes, release)

    def _disk_failed(self, error: Exception) -> None:
        log.error("the journal cannot be written (%s): this client stops sending", error)
        self._ready.set()

    async def _settle(self) -> None:
        """Commit what is pending and wait until every batch is written and sent."""
        self._commit()
        await self.disk.settle()

    @property
    def _first(self) -> SeatRun:
        return self.seats[self.seating.seats[0]]

    # --- the seats' events and decisions ----------------------------------------------------

    def _event(self, seat: int, event: Event) -> None:
        if isinstance(event, YourTurn):
            run = self.seats.get(seat)
            agent = run.agent if run is not None and seat not in self.slots else None
            if agent is not None:
                ask = run.session.driver.next() if run is not None else None
                if isinstance(ask, Ask):
                    self._think(seat, agent, ask)
        if self.listener is not None:
            self.listener(LanEvent(seat, event))

    def _think(self, seat: int, agent: Agent, ask: Ask) -> None:
        """Let a bot choose in the worker thread; its answer comes back through the inbox."""
        loop = asyncio.get_running_loop()

        def answer(action: Any) -> None:
            with contextlib.suppress(RuntimeError):  # the game's loop closed meanwhile
                loop.call_soon_threadsafe(self._post, ("decide", seat, ask, action))

        self._thinking.think(seat, agent, ask.view, ask.legal, answer)

    def click(self, seat: int, action: Any) -> None:
        """A real-time game: the player's choice for ``seat``, into the next slot its clock has
        not committed (``net.game.slot_clocks``), in order with everything else."""
        self._post(("click", seat, action))

    def submit(self, seat: int, action: Any) -> None:
        """The player's choice for ``seat`` (taken in order with everything else)."""
        run = self.seats[seat]
        ask = run.session.asked
        if ask is None:
            raise IllegalAction("turn/not_asked", "this seat is not asked to decide", seat)
        if action not in ask.legal:
            raise IllegalAction("turn/illegal", f"{action!r:.80} is not legal now", seat)
        self._post(("decide", seat, ask, action))

    # --- waiting, extending -----------------------------------------------------------------

    def waits(self) -> list[Wait]:
        """Every wait of every seat here: who, for what, since when, the next deadline, the
        extensions it was given and those this client may still give."""
        found = []
        for run in self.seats.values():
            for debt, since, stage, next_at in run.session.watch.waits():
                name = self.names.get(debt.seat, f"seat {debt.seat}")
                connected = self.mesh.connected(debt.seat)
                extended = self.statements.extended(run.seat, debt)
                found.append(Wait(run.seat, debt.seat, name, debt.kind, debt.step, since,
                                  stage, next_at, connected, extended,
                                  self.extensions_left))  # fmt: skip
        return found

    @property
    def extensions_left(self) -> int:
        """Extensions this client may still announce (its budget for the game)."""
        return self.statements.extensions_left

    def extend(self, seat: int) -> bool:
        """Give the player of ``seat`` more time for what it owes now (``net.game.agreements``);
        False when this client's budget is spent or nothing of that seat's is waited for."""
        return self.statements.extend(seat)

    def _tell_extension(self, extension: Extension) -> None:
        if self.listener is not None:
            self.listener(LanEvent(self._first.seat, extension))

    # --- agreeing to end, resigning (``net.game.agreements``) ---------------------------------

    def propose_end(self) -> None:
        """This client's players agree to end the game without a result (it ends when every
        player has)."""
        self.statements.propose_end()

    def resign(self, seat: int) -> None:
        """The player of ``seat`` resigns."""
        self.statements.resign(seat)

    @property
    def ending(self) -> Ending | None:
        """How the players ended the game outside the dealer, if they did."""
        return self.statements.ending

    def _heard(self, client: int, data: bytes) -> None:
        self._post(("say", client, data))

    # --- the end ----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.ending is not None or all(
            run.session.result is not None for run in self.seats.values()
        )

    def _finish(self) -> None:
        """Write the transcript file and the result; tell the others this client is done."""
        dealer = self._first.dealer
        over = self._first.session.result or Over(None)
        self.result = {
            "game_id": self.roster.game_id.hex(),
            "seats": list(self.seating.seats),
            **result_of(self.game, dealer, over, self.ending, self.names),
            "transcript": str(self.folder.transcript_path),
            "seconds": round(time.monotonic() - self.started, 3),
        }
        self._write_record()
        for seat_run in self.seats.values():
            seat_run.journal.sync()
        if self.statements.complete():
            self.mesh.finish()
        log.info("game over here: %s", self.result["words"])

    def _write_slot_trace(self) -> None:
        """With timing on, the slot clocks' times, next to the timing file (``bench/slots.py``)."""
        if self.options.timing is not None:
            self.slots.write_trace(self.options.timing)

    def _write_record(self) -> None:
        """The transcript file and ``result.json`` as they stand (again after lingering, when
        the others' last heartbeats, or their secrets after an ending, came in meanwhile)."""
        assert self.result is not None
        messages = self._first.dealer.transcript.messages
        statements = self.statements.for_the_record()
        if self._recorded != (len(messages), len(statements)):
            self._recorded = (len(messages), len(statements))
            write_record(self.folder.transcript_path, self.terms, self.names, messages,
                         statements)  # fmt: skip
        self.result["messages"] = len(messages)
        self.result["bytes"] = sum(len(m.wire) for m in messages)
        self.result["rejected"] = [str(r) for r in self.rejections()]
        self.folder.write_result(self.result)

    def rejections(self) -> list[Any]:
        """What this client refused from the network: frames, messages, statements."""
        found = self.mesh.endpoint.refusals.entries()  # connections, frames, mesh frames
        found += [r for r in self.mesh.rejects.entries() if r.kind != "mesh"]  # statements...
        for run in self.seats.values():
            found += run.dealer.rejected.entries()
            found += run.dealer.verifier.duplicates.entries()
        return found

    async def _linger(self) -> None:
        """Stay (answering requests) until every other client is done and this one's
        transcript is complete, or ``linger`` s."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.options.linger
        while loop.time() < deadline:
            complete = self.statements.complete(chase=True)
            if complete:
                self.mesh.finish()
                if self.mesh.everyone_finished:
                    break
            self._ready.clear()
            waiter = loop.create_task(self._ready.wait())
            wait = deadline - loop.time() if complete else min(1.0, deadline - loop.time())
            changed = loop.create_task(self.mesh.wait_changed(wait))
            await asyncio.wait({waiter, changed}, return_when=asyncio.FIRST_COMPLETED)
            waiter.cancel()
            changed.cancel()
            while self.inbox:
                batch = list(self.inbox)
                self.inbox.clear()
                self._room.set()
                for item in batch:
                    if item[0] in ("in", "say"):
                        self._handle(item)
                await self._settle()

    async def close(self) -> None:
        if self.book is not None:
            await self.book.close()
        await self.mesh.close()
        self.disk.close()
        for run in self.seats.values():
            run.journal.close()
        self._thinking.close()


__all__ = ["Ended", "LanEvent", "LanGame", "LanOptions", "SeatRun"]
