"""One client's LAN game: a session per seat it plays, on the mesh, driven by asyncio.

``LanGame`` runs the seats a client plays (its player's seat and the bots it runs), each a
``net.session.Session`` over a ``FairDriver`` of a ``DurableDealer`` (``net.durable``), on one
``net.mesh.Mesh``. One task processes everything in order: messages from the mesh, decisions
(a bot's, computed in a worker thread so a slow one never stalls the network, or the player's
``submit``), and the clock (``Session.tick``: heartbeats, then asking for, declaring and giving
up on what others owe). After each batch it syncs every seat's journal (one fsync each) and only
then lets the mesh send what the seats sent: nothing leaves before it is on disk, and nothing a
restarted client lacks can have left.

It shows every wait (:meth:`LanGame.waits`: who, for what, since when, the next deadline,
whether that player's client is connected), lets the seats that wait extend a deadline from the
table's budget, lets the players agree to end the game without a result and a player resign
(signed statements, ``net.statements``), and ends by writing the transcript file
(``net.gamerecord``) and ``result.json``. A client started again on the same data folder resumes
an unfinished game from its folder (:meth:`LanGame.resume`).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections import deque
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import IllegalAction
from core.game import Agent, resign_outcome
from net.addressbook import AddressBook
from net.deadlines import Deadlines
from net.discovery import Discovery
from net.durable import DurableDealer
from net.endpoint import Endpoint
from net.gamefolder import GameFolder
from net.gamerecord import game_of, write_record
from net.identity import Identity
from net.journal import Journal
from net.lanwords import Wait, describe_over, seat_name
from net.mesh import Mesh, MeshLimits, SeatTransport
from net.seating import Seating, controller
from net.seedstream import new_seed
from net.session import Ask, Ended, Event, FairDriver, Over, Session, YourTurn
from net.statements import END, RESIGN, StatementError, make_statement, read_statement

log = logging.getLogger(__name__)

MAX_INBOX = 512
"""Frames from the network waiting to be processed before the mesh stops reading."""

Marks = Callable[[str, str], None]
"""Told ``(point, detail)`` when this client reaches a point tests kill it at."""


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
    timing: Path | None = None
    """Append ``sent``/``applied`` times of action messages here (``bench/lan.py``)."""


@dataclass(frozen=True)
class LanEvent:
    """A session event of one seat this client plays."""

    seat: int
    event: Event


@dataclass
class DiskJob:
    """One batch's records, written and synced before its messages are sent."""

    writes: list[tuple[Journal, bytes]]
    outbox: list[tuple[int, int | None, bytes]]
    synced: dict[int, int]
    """Seat -> messages held once this job is on disk (what a resend may carry)."""
    watched: int
    """Messages a watcher may be sent once this job is on disk."""
    marks: list[tuple[str, str]] = field(default_factory=list)
    applied: list[str] = field(default_factory=list)
    sent: list[tuple[str, int]] = field(default_factory=list)


def _write_all(writes: list[tuple[Journal, bytes]]) -> None:
    for journal, data in writes:
        journal.write(data)


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
    signed: int = 0
    turn: int = 0
    consumed: int = 0
    commits: int = 0
    applied_at: deque[float] = field(default_factory=deque)
    """When the replica applied each action not yet reported (``LanOptions.timing``)."""


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
    ) -> None:
        """``discovery``: announce this client and follow the others' addresses by zeroconf
        (``net.addressbook``); without it, the seating's addresses are used as they are.
        ``dealer``: the class of each seat's dealer (a test's cheating one)."""
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
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="bot")
        self.ending: tuple[str, str] | None = None
        """(how, words) once the game ended outside the dealer: agreed, resigned."""
        self.statements: dict[tuple[str, int], bytes] = {}
        self.extensions_left = self.options.deadlines.extensions
        self.result: dict[str, Any] | None = None
        self.started = time.monotonic()
        self._synced: dict[int, int] = {}
        self._watched = 0
        self._running = False
        self._jobs: asyncio.Queue[DiskJob] = asyncio.Queue()
        self._disk_thread = ThreadPoolExecutor(1, thread_name_prefix="journal")
        self.fatal: Exception | None = None
        """Why this client stopped: its disk failed (nothing more may be sent)."""
        self.mesh = Mesh(
            self.seating,
            identity,
            name,
            holdings=self,
            deliver=self._deliver,
            on_say=self._heard,
            endpoint=endpoint,
            hosts=self.options.hosts,
            port=self.options.port or folder.listen_port,
            limits=self.options.mesh,
        )
        self.mesh.room = self._room.wait
        self.book = AddressBook(discovery, self.mesh) if discovery is not None else None
        self.seats: dict[int, SeatRun] = {}
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
    def resume(cls, path: Path, identity: Identity, name: str, **options: Any) -> LanGame:
        """An unfinished game from its folder: each seat replays its journal."""
        return cls(GameFolder.open(path), identity, name, fresh=False, **options)

    def bots_play(self, strategy: str) -> None:
        """Let the bot ``strategy`` play every seat here that has no agent yet (a headless
        client's own seat)."""
        for run in self.seats.values():
            if run.agent is None:
                run.agent = self._bot(strategy, run.seat)
                ask = run.session.asked if run.session.result is None else None
                if ask is not None and self._running:
                    self._think(run.seat, run.agent, ask)

    def _bot(self, strategy: str, seat: int) -> Agent:
        factory = self.game.bots.get(strategy)
        if factory is None:
            known = ", ".join(sorted(self.game.bots))
            raise ValueError(f"{self.game.name} has no bot {strategy!r} (it has {known})")
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
        driver = FairDriver(dealer)
        session = Session(
            driver,
            humans=(seat,),
            listener=lambda event, seat=seat: self._event(seat, event),
            deadlines=self.options.deadlines,
        )
        run = SeatRun(seat, dealer, driver, session, journal, transport, agent)
        if self.options.timing is not None:
            observe = dealer.replica.observe

            def stamped(before: Any, t: Any) -> None:
                if t.action is not None and self._running:
                    run.applied_at.append(time.monotonic())  # the action is in the state now
                if observe is not None:
                    observe(before, t)

            dealer.replica.observe = stamped
        return run

    # --- running ----------------------------------------------------------------------------

    async def run(self) -> dict[str, Any]:
        """Play (or resume) the game to its end here, linger for the others, close; the
        result as written to ``result.json``."""
        loop = asyncio.get_running_loop()
        self._running = True
        disk = loop.create_task(self._disk())
        try:
            self._begin()
            port = await self.mesh.start()
            self.folder.remember_port(port)
            if self.book is not None:
                await self.book.start(port)
            log.info("game %s: listening on port %d", self.roster.game_id.hex()[:16], port)
            ticker = loop.create_task(self._ticker())
            try:
                await self._process()
                await self._linger()
                self._write_record()
            finally:
                ticker.cancel()
                disk.cancel()
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
            run.signed = run.dealer.signer.state.next_seq
            run.turn = self.game.turns_played(run.dealer.replica.state)
            run.consumed = len(run.dealer.replica.consumed)
            run.applied_at.clear()  # the replay's
            for message in run.dealer.replica.consumed:
                if message.kind == "open":
                    run.commits = 0
                elif message.kind == "action" and message.body.get("commit") is not None:
                    run.commits += 1
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
            if self.fatal is not None:
                raise self.fatal
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
        elif kind == "tick":
            now = asyncio.get_running_loop().time()
            for run in self.seats.values():
                run.session.tick(now)
        elif kind == "say":
            self._statement(item[1], item[2])

    def _commit(self) -> None:
        """After a batch: what it recorded and what it sent become one disk job (written and
        synced in the disk thread while the next batch is handled; then sent)."""
        applied = time.monotonic()  # what this batch applied, it applied by now
        job = DiskJob(
            [(run.journal, run.journal.take()) for run in self.seats.values() if run.journal.dirty],
            self.mesh.take_outbox(),
            {
                seat: max(run.dealer.verifier.state(seat).next_seq for run in self.seats.values())
                for seat in self.roster.keys
            },
            len(self._first.dealer.verifier.order),
        )
        for run in self.seats.values():
            self._after(run, applied, job)
        self._jobs.put_nowait(job)

    async def _disk(self) -> None:
        """Write and sync each job's records in order, then let its messages out."""
        loop = asyncio.get_running_loop()
        while True:
            job = await self._jobs.get()
            try:
                if job.writes:
                    await loop.run_in_executor(self._disk_thread, _write_all, job.writes)
                self._release(job)
            except Exception as exc:  # the disk failed: nothing more may be sent
                self.fatal = exc
                self._ready.set()
                raise
            finally:
                self._jobs.task_done()

    def _release(self, job: DiskJob) -> None:
        self._synced = job.synced
        self.mesh.release(job.outbox)
        sent = time.monotonic()
        if job.watched > self._watched:
            self._watched = job.watched  # synced: a watcher may have them
            self.mesh.notify_watchers()
        if self.options.timing is not None and (job.applied or job.sent):
            lines = job.applied + [f"sent {d} {sent:.6f} {seat}\n" for d, seat in job.sent]
            with open(self.options.timing, "a") as handle:
                handle.write("".join(lines))
        for point, detail in job.marks:
            self._mark(point, detail)

    async def _settle(self) -> None:
        """Commit what is pending and wait until every job is written and sent."""
        self._commit()
        await self._jobs.join()
        if self.fatal is not None:
            raise self.fatal

    @property
    def _first(self) -> SeatRun:
        return self.seats[self.seating.seats[0]]

    def _after(self, run: SeatRun, applied: float, job: DiskJob) -> None:
        """The points tests kill a client at that this batch reached, and the timing of actions
        (when this batch's were applied here; this seat's are stamped when sent)."""
        dealer = run.dealer
        made = dealer.signer.state.next_seq
        for seq in range(run.signed, made):
            message = dealer.verifier.message_at(run.seat, seq)
            assert message is not None
            self._mark_message(run, message, job)
            if self.options.timing is not None and message.kind == "action":
                job.sent.append((message.digest.hex(), run.seat))
        run.signed = made
        consumed = dealer.replica.consumed
        for message in consumed[run.consumed :]:
            if message.kind == "open":
                run.commits = 0
            elif message.kind == "action" and message.body.get("commit") is not None:
                run.commits += 1  # a duel's commitments: between the two is a point to kill at
                point = "commit" if run.commits == 1 else "commit-second"
                job.marks.append((point, f"seat {message.seat} step {message.body['step']}"))
            if self.options.timing is not None and message.kind == "action":
                when = run.applied_at.popleft() if run.applied_at else applied
                job.applied.append(f"applied {message.digest.hex()} {when:.6f} {run.seat}\n")
        run.consumed = len(consumed)
        turn = self.game.turns_played(dealer.replica.state)
        if turn != run.turn:
            run.turn = turn
            job.marks.append(("turn", f"seat {run.seat} turn {turn}"))

    def _mark_message(self, run: SeatRun, message: Any, job: DiskJob) -> None:
        body = message.body
        if message.kind == "shuffle":
            job.marks.append(("shuffle", f"seat {run.seat} step {body['step']}"))
        elif message.kind in ("shares", "open"):
            job.marks.append(("reveal", f"seat {run.seat} step {body['step']} {message.kind}"))

    def _mark(self, point: str, detail: str) -> None:
        if self.marks is not None:
            self.marks(point, detail)

    # --- the seats' events and decisions ----------------------------------------------------

    def _event(self, seat: int, event: Event) -> None:
        if isinstance(event, YourTurn):
            run = self.seats.get(seat)
            agent = run.agent if run is not None else None
            if agent is not None:
                ask = run.session.driver.next() if run is not None else None
                if isinstance(ask, Ask):
                    self._think(seat, agent, ask)
        if self.listener is not None:
            self.listener(LanEvent(seat, event))

    def _think(self, seat: int, agent: Agent, ask: Ask) -> None:
        """Let a bot choose in the worker thread; its answer comes back through the inbox."""
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self._executor, agent.choose, ask.view, ask.legal)

        def chosen(done: asyncio.Future[Any]) -> None:
            if done.cancelled():
                return
            error = done.exception()
            if error is not None:
                log.error("the bot of seat %d failed: %r", seat, error)
                return
            self._post(("decide", seat, ask, done.result()))

        future.add_done_callback(chosen)

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
        """Every wait of every seat here: who, for what, since when, the next deadline."""
        found = []
        for run in self.seats.values():
            for debt, since, stage, next_at in run.session.watch.waits():
                name = self.names.get(debt.seat, f"seat {debt.seat}")
                connected = self.mesh.connected(debt.seat)
                found.append(Wait(run.seat, debt.seat, name, debt.kind, debt.step, since,
                                  stage, next_at, connected))  # fmt: skip
        return found

    def extend(self, seat: int) -> bool:
        """Give the player of ``seat`` more time (the table's budget): False when it is spent
        or nothing of that seat's is waited for."""
        if self.extensions_left <= 0:
            return False
        extra = self.options.deadlines.extension
        done = False
        for run in self.seats.values():
            for debt, _, stage, _ in run.session.watch.waits():
                if debt.seat == seat and stage == "owed":
                    done = run.session.watch.extend(debt, extra) or done
        if done:
            self.extensions_left -= 1
        return done

    # --- agreeing to end, resigning ---------------------------------------------------------

    def propose_end(self) -> None:
        """This client's players agree to end the game without a result (it ends when every
        player has)."""
        for seat in self._players_here():
            self._say(END, seat)

    def resign(self, seat: int) -> None:
        """The player of ``seat`` resigns."""
        if seat not in self._players_here():
            raise ValueError(f"seat {seat} is not a player of this client")
        self._say(RESIGN, seat)

    def _players_here(self) -> list[int]:
        return [s for s in self.seating.seats if controller(self.terms, s) == s]

    def _say(self, kind: str, seat: int) -> None:
        statement = make_statement(self.seating.identities[seat], self.roster, kind, seat)
        self.mesh.say(statement.wire)
        self._post(("say", self.mesh.me, statement.wire))

    def _heard(self, client: int, data: bytes) -> None:
        self._post(("say", client, data))

    def _statement(self, client: int, data: bytes) -> None:
        try:
            statement = read_statement(data, self.roster)
        except StatementError as exc:
            self.mesh.rejects.add(self.mesh.describe_client(client), "statement", str(exc))
            return
        if controller(self.terms, statement.seat) != client:
            why = f"a statement for seat {statement.seat}, whose player it is not"
            self.mesh.rejects.add(self.mesh.describe_client(client), "statement", why)
            return
        self.statements[(statement.kind, statement.seat)] = data
        if self.ending is not None:
            return
        players = {controller(self.terms, s) for s in self.roster.keys}
        if statement.kind == RESIGN:
            self.ending = ("resigned", self._resigned(statement.seat))
        elif all((END, s) in self.statements for s in players):
            self.ending = ("agreed", "The players agreed to end the game without a result.")

    def _resigned(self, seat: int) -> str:
        outcome = resign_outcome(self.game, self._first.dealer.replica.state, seat)
        self._resign_outcome = outcome
        who = seat_name(self.names, seat)
        if outcome is None or not outcome.winners:
            return f"{who} resigned: the game ends without a result."
        winners = " and ".join(seat_name(self.names, s) for s in outcome.winners)
        return f"{who} resigned: {winners} won."

    # --- the end ----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.ending is not None or all(
            run.session.result is not None for run in self.seats.values()
        )

    def _finish(self) -> None:
        """Write the transcript file and the result; tell the others this client is done."""
        run = self._first
        dealer = run.dealer
        replica = dealer.replica
        over = run.session.result or Over(None)
        turn = self.game.turns_played(replica.state)
        if self.ending is not None:
            how, words = self.ending
            outcome = getattr(self, "_resign_outcome", None)
        else:
            how = _how(over)
            words = describe_over(self.game, over, self.names, turn, at=replica.at())
            outcome = over.outcome
        hashes = hashlib.sha256("\n".join(dealer.hashes).encode()).hexdigest()
        self.result = {
            "game_id": self.roster.game_id.hex(),
            "seats": list(self.seating.seats),
            "ended": how,
            "words": words,
            "winner": outcome.winners[0] if outcome and len(outcome.winners) == 1 else None,
            "winners": list(outcome.winners) if outcome else [],
            "scores": list(outcome.scores) if outcome else [],
            "turns": turn,
            "state_hash": self.game.state_hash(replica.state),
            "hashes": hashes,
            "proofs_checked": replica.proofs_checked,
            "proof": None if over.proof is None else [over.proof.seat, over.proof.check],
            "transcript": str(self.folder.transcript_path),
            "seconds": round(time.monotonic() - self.started, 3),
        }
        self._write_record()
        for seat_run in self.seats.values():
            seat_run.journal.sync()
        self.mesh.finish()
        log.info("game over here: %s", words)

    def _write_record(self) -> None:
        """The transcript file and ``result.json`` as they stand (again after lingering, when
        the others' last heartbeats came in meanwhile)."""
        assert self.result is not None
        messages = self._first.dealer.transcript.messages
        if self.result.get("messages") != len(messages):
            write_record(self.folder.transcript_path, self.terms, self.names, messages)
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
        """Stay (answering requests) until every other client is done, or ``linger`` s."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.options.linger
        while not self.mesh.everyone_finished and loop.time() < deadline:
            self._ready.clear()
            waiter = loop.create_task(self._ready.wait())
            changed = loop.create_task(self.mesh.wait_changed(deadline - loop.time()))
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
        self._disk_thread.shutdown(wait=True)
        for run in self.seats.values():
            run.journal.close()
        self._executor.shutdown(wait=False, cancel_futures=True)

    # --- holdings (for the mesh) ------------------------------------------------------------

    def counts(self) -> dict[int, int]:
        return {seat: count for seat, count in self._synced.items() if count}

    def chain(self, seat: int, start: int) -> list[tuple[int, bytes]]:
        end = self._synced.get(seat, 0)
        for run in self.seats.values():
            if run.dealer.verifier.state(seat).next_seq >= end:
                verifier = run.dealer.verifier
                return [(run.seat, verifier.message_at(seat, s).wire) for s in range(start, end)]  # type: ignore[union-attr]
        return []

    def history(self, start: int) -> list[tuple[int, bytes]]:
        order = self._first.dealer.verifier.order[start : self._watched]
        return [(m.seat, m.wire) for m in order]


def _how(over: Over) -> str:
    if over.proof is not None:
        return "cheating"
    if over.timeout is not None:
        return "timeout"
    if over.abandoned:
        return "abandoned"
    return "finished"


__all__ = ["Ended", "LanEvent", "LanGame", "LanOptions", "SeatRun"]
