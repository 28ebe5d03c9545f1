"""The slot clock of a real-time game (Hypno Vision, V9-V11): when this process commits.

A game that runs in slots says so with ``game.slot(state)`` (the slot a state waits for, None
outside the slots) and names its idle choice with ``game.slot_idle(done)``; every slot is one
simultaneous decision of the seats still in. The clock decides *when* each seat of this process
makes it, from this process's own clock only (V9): slot t is committed once slot t-1 has
resolved here (every opening held) and ``period`` seconds (100 ms) have passed since this
process's previous commitment. A person's click goes into the next slot it has not committed
yet; a bot (``Agent``) is asked once per slot and counts slots for its reaction time. The
fair dealer sends the opening by itself once every commitment is held; offline, the local
dealer resolves the slot as soon as every seat has chosen. No Qt and no sockets: the window
(or a test, or a LAN loop) calls ``tick()`` whenever ``due()`` says, and at once after a click.

The API (stable; a window builds on it):

- ``SlotClock(session, agents, now=time.monotonic, period=0.1, roll_after=10.0,
  bot_roll_after=1.0)``: ``session`` is a ``net.session.session.Session`` whose every seat of this
  process is a "human" seat (the clock plays the bots among them: ``agents``);
  ``SlotClock.offline(game, settings, seed, me=..., bots={seat: "strategic-slow"},
  listener=...)`` builds both for an offline game (the person plays ``me``).
- ``click(action, seat=None)``: a person's choice (Take, Stop, Return, the Roll): queued, one
  per slot, in click order, at most ``MAX_AHEAD`` (8) waiting; a choice that is not legal
  when its slot comes, or one too many, is dropped (``refused`` lists it, the latest ones).
  The roll is made at once (V11). A take or a return clears Done.
- ``set_done(done, seat=None)`` / ``done(seat=None)``: the person's Done toggle, sent in every
  slot with nothing queued; a take or a return clears it (V15).
- ``choose(action, seat=None)``: what a window passes on, offline and on the LAN alike: the
  idle choice (``game.slot_idle(done)``) sets the Done toggle, any other is a ``click``.
- ``unresolved(seat=None)``: a choice of the person is queued or committed and its slot has not
  resolved: the window disables Stop meanwhile (V14).
- ``tick()``: do what is due now (commit the due slot for every seat here; a bot's roll after
  ``bot_roll_after``; a person's roll automatically after ``roll_after``, V11). ``due()``: the
  clock time at which ``tick`` next has something to do (None: it waits for other peers'
  messages, or the game is over). ``run(sleep=time.sleep)``: tick until the game is over
  (headless play, tests with a virtual clock).
- ``on_choice``: called with ``(seat, action)`` for every choice made for a person's seat (each
  slot's, idle ones included, and the roll), in order: what a saved game records, so that the
  game deals again from its seed, its bots and these choices (a replay, a resumed game).
- ``latencies``: per resolved choice of a person or bot, the seconds from its click (a bot's:
  its commitment) to its slot's outcome here. ``trace`` (on with ``tracing=True``): the clock
  times of this process's commitments, its choices other than idle, and every slot resolved
  here, as ``(what, seat, round, slot, time)`` with ``what`` one of ``commit``, ``choice``,
  ``resolved`` (``bench/slots.py`` reads them from every peer).

- ``play_by(seat, agent)``: a bot plays ``seat`` from now on (a headless client's own seat).

Events come from the session as always (``Changed`` after each resolved slot: the state's
``last`` says what the slot did; ``Ended``). On the LAN, ``net.game.slot_clocks.SlotClocks`` gives
each seat a client plays its clock (a message that arrives may make a slot due: the clock
takes the driver's ``on_progress``) and wakes it when due through ``net.game.lan_game.LanGame``'s
inbox, which takes the player's clicks through ``LanGame.click``.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from core.errors import IllegalAction
from core.game import Agent, Game
from net.session.session import Ask, Event, LocalDriver, Over, Session
from net.session.thinking import choose_or_first

SLOT_PERIOD = 0.1
"""Seconds of this process's clock between two of its commitments (V9)."""
ROLL_LIMIT = 10.0
"""A person's roll is made automatically this long after the layout appears (V11)."""
BOT_ROLL = 1.0
"""A bot rolls after this long: time for the people to look at the new layout."""
MAX_AHEAD = 8
"""Clicks a person may have queued ahead of the slots (more are refused: one hand, V12)."""
KEPT = 10_000
"""Latencies and refusals remembered (the latest ones)."""


@dataclass
class _InFlight:
    """A choice committed for ``slot``, clicked at ``clicked``."""

    seat: int
    slot: int
    round: Any
    action: Any
    clicked: float


def runs_in_slots(game: Game) -> bool:
    """Whether ``game`` runs in time slots (it names its slots and its idle choice)."""
    return hasattr(game, "slot") and hasattr(game, "slot_idle")


class SlotClock:
    """Commits every slot of the seats of one process in real time (see the module)."""

    def __init__(
        self,
        session: Session,
        agents: Mapping[int, Agent] | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
        period: float = SLOT_PERIOD,
        roll_after: float = ROLL_LIMIT,
        bot_roll_after: float = BOT_ROLL,
        tracing: bool = False,
    ) -> None:
        self.session = session
        self.game: Game = session.game
        if not runs_in_slots(self.game):
            raise ValueError(f"{self.game.name} does not run in slots")
        self.agents = dict(agents or {})
        seats = session.driver.seats
        missing = [s for s in seats if s not in session.humans and s not in self.agents]
        if missing:
            raise ValueError(f"seats {missing} are played neither by a person nor by the clock")
        self.people = tuple(s for s in seats if s not in self.agents)
        self.now = now
        self.period = period
        self.roll_after = roll_after
        self.bot_roll_after = bot_roll_after
        self.queues: dict[int, deque[tuple[Any, float]]] = {s: deque() for s in self.people}
        self._done: dict[int, bool] = dict.fromkeys(self.people, False)
        self.inflight: list[_InFlight] = []
        self.refused: deque[tuple[int, Any, str]] = deque(maxlen=KEPT)
        """(seat, action, why) for each click refused: too many ahead, or not legal when its
        slot came."""
        self.latencies: deque[float] = deque(maxlen=KEPT)
        self.last_commit: float | None = None
        self.tracing = tracing
        self.on_choice: Callable[[int, Any], None] | None = None
        self.trace: list[tuple[str, int, Any, int, float]] = []
        self._at: tuple[Any, int | None] = (None, None)
        """(round, slot) this clock last saw the game wait for."""
        self._asked_since: tuple[Any, float] | None = None
        """(the non-slot decision first seen, when): a roll's waiting time starts then."""
        driver = session.driver
        if hasattr(driver, "on_progress"):  # a LAN driver: a message may make a slot due
            driver.on_progress = self._progress

    @classmethod
    def offline(
        cls,
        game: Game,
        settings: Any,
        seed: int | bytes | str,
        *,
        me: int = 0,
        bots: Mapping[int, str] | None = None,
        listener: Callable[[Event], None] | None = None,
        now: Callable[[], float] = time.monotonic,
        period: float = SLOT_PERIOD,
    ) -> SlotClock:
        """An offline game: the local dealer, ``me`` played by the person, each seat of
        ``bots`` by the named bot (seeded from the game's seed and its seat, as the window's
        other games are), every other seat by a person too (hot seat)."""
        driver = LocalDriver(game, settings, seed)
        agents = {seat: game.bots[name](f"{seed}/{seat}") for seat, name in (bots or {}).items()}
        session = Session(driver, humans=driver.seats, listener=listener, me=me)
        clock = cls(session, agents, now=now, period=period)
        session.advance()
        return clock

    # --- what a window calls ----------------------------------------------------------------

    def click(self, action: Any, seat: int | None = None) -> None:
        """Queue a person's choice for the next slot it has not committed (a roll: at once)."""
        seat = self._person(seat)
        if len(self.queues[seat]) >= MAX_AHEAD:
            self.refused.append((seat, action, f"{MAX_AHEAD} clicks are waiting already"))
            return
        self.queues[seat].append((action, self.now()))
        if not self._idle(action):
            self._done[seat] = False  # a take or a return clears Done (V15)
        self.tick()

    def play_by(self, seat: int, agent: Agent) -> None:
        """From now on ``agent`` plays ``seat`` (a headless client's own seat)."""
        self.agents[seat] = agent
        self.people = tuple(s for s in self.people if s != seat)
        self.queues.pop(seat, None)
        self._done.pop(seat, None)

    def choose(self, action: Any, seat: int | None = None) -> None:
        """A person's choice as a window makes it: the idle choice (``game.slot_idle``) is the
        Done toggle (V15), any other goes into the next slot (``click``)."""
        game: Any = self.game
        if self._idle(action):
            self.set_done(action == game.slot_idle(True), seat)
        else:
            self.click(action, seat)

    def set_done(self, done: bool, seat: int | None = None) -> None:
        self._done[self._person(seat)] = bool(done)

    def done(self, seat: int | None = None) -> bool:
        return self._done[self._person(seat)]

    def unresolved(self, seat: int | None = None) -> bool:
        """Whether a choice of ``seat`` is queued or committed and not resolved yet."""
        seat = self._person(seat)
        self._settle(self.now())
        return bool(self.queues[seat]) or any(f.seat == seat for f in self.inflight)

    @property
    def over(self) -> Over | None:
        return self.session.result

    def due(self) -> float | None:
        """When ``tick`` next has something to do; None if nothing here can move the game."""
        if self.session.result is not None:
            return None
        ask = self._ask()
        if ask is None:
            return None
        if self._is_slot(ask):
            if self.last_commit is None:
                return self.now()
            return self.last_commit + self.period
        since = self._since(ask)
        if ask.seat in self.agents:
            return since + self.bot_roll_after
        if self.queues[ask.seat]:
            return self.now()
        return since + self.roll_after

    def tick(self) -> None:
        """Do what is due now: commit the slot, or make a roll that is due."""
        now = self.now()
        self._settle(now)
        while self.session.result is None:
            ask = self._ask()
            if ask is None:
                return
            if self._is_slot(ask):
                if self.last_commit is not None and now < self.last_commit + self.period:
                    return
                self._commit_slot(now)
                self._settle(now)
                continue
            if not self._roll(ask, now):
                return

    def run(self, sleep: Callable[[float], None] = time.sleep) -> Over:
        """Tick until the game is over (every seat here played by a bot, or clicks given from
        another thread); RuntimeError if it waits for nothing this clock can give."""
        while self.session.result is None:
            self.tick()
            due = self.due()
            if due is None:
                if self.session.result is not None:
                    break
                raise RuntimeError("the game waits for other peers and nothing delivers them")
            wait = due - self.now()
            if wait > 0:
                sleep(wait)
        return self.session.result

    # --- inside -----------------------------------------------------------------------------

    def _person(self, seat: int | None) -> int:
        if seat is None:
            seat = self.session.me if self.session.me in self.people else self.people[0]
        if seat not in self.people:
            raise ValueError(f"seat {seat} is not played by a person here")
        return seat

    def _progress(self) -> None:
        """A message arrived (LAN): the session advances, then whatever became due is done."""
        self.session.advance()
        self.tick()

    def _ask(self) -> Ask | None:
        asked = self.session.asked
        return asked

    def _is_slot(self, ask: Ask) -> bool:
        return ask.simultaneous and self.game.slot(ask.view.state) is not None  # type: ignore[attr-defined]

    def _since(self, ask: Ask) -> float:
        if self._asked_since is None or self._asked_since[0] is not ask:
            self._asked_since = (ask, self.now())
        return self._asked_since[1]

    def _roll(self, ask: Ask, now: float) -> bool:
        """A decision outside the slots (the roll, V11); True if it was made."""
        since = self._since(ask)
        if ask.seat in self.agents:
            if now < since + self.bot_roll_after:
                return False
            agent = self.agents[ask.seat]
            self.session.submit(choose_or_first(ask.seat, agent, ask.view, ask.legal))
            return True
        queue = self.queues[ask.seat]
        while queue:
            action, _ = queue.popleft()
            if action in ask.legal:
                self._submit(ask.seat, action)
                return True
            self.refused.append((ask.seat, action, "not legal now"))
        if now >= since + self.roll_after and len(ask.legal) == 1:
            self._submit(ask.seat, ask.legal[0])  # V11: the roll is made for the roller
            return True
        return False

    def _commit_slot(self, now: float) -> None:
        """Every seat here chooses for the slot the game waits for: a bot asks its agent, a
        person's first queued choice that is legal, else the idle choice with its Done flag."""
        first = self._ask()
        assert first is not None
        slot = self.game.slot(first.view.state)  # type: ignore[attr-defined]
        self.last_commit = now
        while True:
            ask = self._ask()
            if ask is None or not self._is_slot(ask):
                return
            state = ask.view.state
            if self.game.slot(state) != slot:  # type: ignore[attr-defined]
                return  # every seat here chose; the slot resolved (offline) and the next waits
            action, clicked = self._choice(ask, now)
            idle = self._idle(action)
            try:
                self._submit(ask.seat, action)
            except IllegalAction as exc:  # a race with the game (it moved): the slot goes idle
                self.refused.append((ask.seat, action, str(exc)))
                continue
            if self.tracing:
                self.trace.append(("commit", ask.seat, _round(state), slot, now))
            if not idle:
                self.inflight.append(_InFlight(ask.seat, slot, _round(state), action, clicked))
                if self.tracing:
                    self.trace.append(("choice", ask.seat, _round(state), slot, clicked))

    def _submit(self, seat: int, action: Any) -> None:
        self.session.submit(action)
        if seat in self.people and self.on_choice is not None:
            self.on_choice(seat, action)

    def _choice(self, ask: Ask, now: float) -> tuple[Any, float]:
        seat = ask.seat
        state = ask.view.state
        again = [f for f in self.inflight if f.seat == seat and f.round == _round(state)
                 and f.slot == self.game.slot(state)]  # type: ignore[attr-defined]  # fmt: skip
        if again:  # the slot is chosen again (a seat was dropped, V15): the same choice
            self.inflight.remove(again[0])
            return again[0].action, again[0].clicked
        if seat in self.agents:  # a bot's fault plays its seat's first legal action
            return choose_or_first(seat, self.agents[seat], ask.view, ask.legal), now
        queue = self.queues[seat]
        idle_only = all(self._idle(a) for a in ask.legal)
        while queue and not idle_only:  # slot 0 takes no actions (V11): the queue waits
            action, clicked = queue[0]
            queue.popleft()
            if action in ask.legal:
                return action, clicked
            self.refused.append((seat, action, "not legal in this slot"))
        idle = self.game.slot_idle(self._done[seat] and not idle_only)  # type: ignore[attr-defined]
        return idle, now

    def _idle(self, action: Any) -> bool:
        game: Any = self.game
        return action == game.slot_idle(False) or action == game.slot_idle(True)

    def _settle(self, now: float) -> None:
        """Forget (and time) the choices whose slot has resolved here."""
        if self.tracing:
            state = self.session.driver.view(self.session.me).state
            at = (_round(state), self.game.slot(state))  # type: ignore[attr-defined]
            if at != self._at and self._at[1] is not None:
                self.trace.append(("resolved", self.session.me, *self._at, now))
            self._at = at
        if not self.inflight:
            return
        state = self.session.driver.view(self.session.me).state
        slot = self.game.slot(state)  # type: ignore[attr-defined]
        current = _round(state)
        left = []
        for flight in self.inflight:
            if slot is not None and flight.round == current and slot <= flight.slot:
                left.append(flight)
            else:
                self.latencies.append(now - flight.clicked)
        self.inflight = left


def _round(state: Any) -> Any:
    """The scramble a state is in (a slot number counts within it)."""
    return getattr(state, "round", None)
