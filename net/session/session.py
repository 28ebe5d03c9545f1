"""One session type for offline and LAN play: it drives one game for one peer.

A session asks its driver what the game waits for, asks a bot for a bot seat, waits for the
human's ``submit`` otherwise, and emits typed change events (what was played and dealt, in words
and as message ids; what this seat learned; whom it waits for and why; proofs verified; the end)
that a terminal and a window both render. The driver (``net.session.drivers``) is the only
difference between offline and LAN play: ``LocalDriver`` deals with the local dealer and seats
every player in this process; ``net.dealer.driver.FairDriver`` is one seat's fair dealer talking to
its peers over a transport.

Plain Python with no Qt and no sockets: the window runs it on the Qt loop, a test drains a bus.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from core.errors import IllegalAction
from core.game import Agent, Legal, Message, Outcome
from core.view import View
from net.protocol.verdicts import CheatingProof, TimedOut
from net.session.deadlines import Deadlines, Watch
from net.session.drivers import Ask, Blocked, Change, Driver, LocalDriver, Next, Over

# The drivers live in net.session.drivers; many callers import them from here.
__all__ = [
    "Ask",
    "Blocked",
    "Change",
    "Changed",
    "Dealt",
    "Driver",
    "Ended",
    "Event",
    "Learned",
    "LocalDriver",
    "Next",
    "Over",
    "Overdue",
    "Played",
    "PlayedOn",
    "ProofsVerified",
    "Session",
    "Waiting",
    "YourTurn",
]

# --- events ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Played:
    """A seat's action was applied (its public form: secret choices stay face down)."""

    seat: int
    action: Any
    message: Message
    text: str


@dataclass(frozen=True)
class Dealt:
    """The dealer answered a step (a shuffle, a reveal, a random value...)."""

    step: Any
    result: Any
    message: Message | None
    text: str | None


@dataclass(frozen=True)
class Learned:
    """This session's seat learned the faces of some cards (only it knows them)."""

    seat: int
    handles: tuple[int, ...]
    kinds: tuple[int, ...]


@dataclass(frozen=True)
class Changed:
    """The public state changed: its new hash, the seat's new view, and what changed as the
    game describes it (``Game.describe_changes``), as messages and in English."""

    state_hash: str
    view: View
    messages: tuple[Message, ...] = ()
    texts: tuple[str, ...] = ()
    after: tuple[int, ...] = ()
    """For each message, how many of the changes reported just before (this report's Played
    and Dealt events) it follows, so a log can put each where it happened: a duel's result
    after the reveal that decided it, before the card its loser gives on landing."""


@dataclass(frozen=True)
class YourTurn:
    """A human seat of this session must choose one of ``legal`` (``Session.submit``)."""

    seat: int
    view: View
    legal: Legal
    simultaneous: bool
    decision: Any


@dataclass(frozen=True)
class Waiting:
    """The game waits for other seats: ``reason`` is ``"decision"`` (a bot or another
    player thinking) or ``"messages"`` (peers' messages on the network)."""

    seats: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class ProofsVerified:
    """Proofs checked so far by this peer (shuffles, shares, keys, openings)."""

    total: int


@dataclass(frozen=True)
class Overdue:
    """A message another seat owes is past its deadline: this peer ``asked`` every peer for it,
    then ``declared`` it unpaid (irrevocably), or ``gave-up`` on declarations that never came."""

    seat: int
    kind: str
    stage: str


@dataclass(frozen=True)
class PlayedOn:
    """Seat ``seat`` timed out (every other active seat declared it) and the game goes on: it
    plays the seat (``Game.on_timeout == "bot"``) or leaves it out (``"drop"``); the game's own
    words follow in the next ``Changed``."""

    seat: int


@dataclass(frozen=True)
class Ended:
    """The game is over: its outcome, the cheating proof that stopped it, or the timeout that
    ended it without a result (``abandoned``: this peer gave up waiting for declarations)."""

    outcome: Outcome | None
    proof: CheatingProof | None
    timeout: TimedOut | None = None
    abandoned: bool = False


Event = (
    Played
    | Dealt
    | Learned
    | Changed
    | YourTurn
    | Waiting
    | Overdue
    | PlayedOn
    | ProofsVerified
    | Ended
)


# --- the session ----------------------------------------------------------------------------


class Session:
    """Drives one game for one peer; ``humans`` are the seats that ``submit`` their choices,
    every other seat of this process is played by its agent in ``agents``."""

    def __init__(
        self,
        driver: Driver,
        *,
        humans: tuple[int, ...] = (),
        agents: Mapping[int, Agent] | None = None,
        listener: Callable[[Event], None] | None = None,
        me: int | None = None,
        deadlines: Deadlines | None = None,
    ) -> None:
        self.driver = driver
        self.game = driver.game
        self.humans = humans
        self.agents = dict(agents or {})
        missing = [s for s in driver.seats if s not in humans and s not in self.agents]
        if missing:
            raise ValueError(f"seats {missing} have neither a human nor an agent")
        self.me = me if me is not None else (humans[0] if humans else driver.seats[0])
        """The seat whose point of view the events take (its knowledge, its log)."""
        self.listener = listener
        """Hears every event, in order (the session keeps none: a long game would hold them
        all; the window's game keeps what its end screen and replays need)."""
        self._last: Event | None = None
        self._learned = 0
        self._proofs = 0
        self._hash = ""
        self._state: Any = None
        self._asked: Ask | None = None
        self.result: Over | None = None
        self.watch = Watch(deadlines)
        driver.follow(self.advance)

    def _emit(self, event: Event) -> None:
        self._last = event
        if self.listener is not None:
            self.listener(event)

    def _report(self) -> None:
        """Emit events for everything that changed since the last report."""
        view = self.driver.view(self.me)
        changes = self.driver.news()
        states = self._states(changes)
        for number, change in enumerate(changes, start=1):
            if change.timed_out:
                self._emit(PlayedOn(change.seat))  # the game's words follow in ``Changed``
            elif change.action is not None:
                # Seen as the next change left the table: a played card is face up by then.
                seen = self._view_at(states, number + 1, view)
                message = self.game.describe(seen, change.action)
                self._emit(Played(change.seat, change.action, message, self.game.render(message)))
            else:
                seen = self._view_at(states, number, view)
                message = self.game.describe_dealer(seen, change.step, change.result)
                text = None if message is None else self.game.render(message)
                self._emit(Dealt(change.step, change.result, message, text))
        for handles, kinds in self.driver.learned(self.me)[self._learned :]:
            self._emit(Learned(self.me, handles, kinds))
            self._learned += 1
        proofs = self.driver.proofs_checked()
        if proofs != self._proofs:
            self._proofs = proofs
            self._emit(ProofsVerified(proofs))
        digest = self.driver.state_hash()
        if digest != self._hash:
            self._hash = digest
            described: list[tuple[int, Message]] = []
            if self._state is not None:
                described = self._describe(states, len(changes), view.state)
            messages = tuple(m for _, m in described)
            texts = tuple(self.game.render(m) for m in messages)
            after = tuple(n for n, _ in described)
            self._emit(Changed(digest, view, messages, texts, after))
        self._state = view.state

    def _states(self, changes: list[Change]) -> list[Any] | None:
        """The state of the last report, then the state after each of ``changes`` as the
        driver's table went through them, so that what one report covers (a duel decided, then
        a card given on landing and the pile reshuffled) is described step by step, and not
        only by its ends. None without a last report, or for changes older than the driver (a
        resumed game's), which carry no state."""
        if self._state is None or any(change.state is None for change in changes):
            return None
        return [self._state, *(change.state for change in changes)]

    def _view_at(self, states: list[Any] | None, number: int, final: View) -> View:
        """This seat's view after change ``number`` of the report (the final one without the
        steps, or past the last change)."""
        if states is None or number >= len(states) - 1:
            return final
        return self.game.view(states[number], final.seat, final.knowledge)

    def _describe(
        self, states: list[Any] | None, count: int, after: Any
    ) -> list[tuple[int, Message]]:
        """What changed, change by change (each message with the number of changes it follows);
        without the steps, one comparison of the two ends says what it can."""
        game = self.game
        if states is None:
            return [(count, m) for m in game.describe_changes(self._state, after)]
        return [
            (number, m)
            for number in range(1, len(states))
            for m in game.describe_changes(states[number - 1], states[number])
        ]

    def advance(self) -> None:
        """Let bots play and the dealer deal until a human must choose, the game waits for
        other peers, or it is over; emit what changed."""
        while True:
            self._report()
            if self.result is not None:
                return
            step = self.driver.next()
            if isinstance(step, Over):
                self.result = step
                self._emit(Ended(step.outcome, step.proof, step.timeout, step.abandoned))
                return
            if isinstance(step, Blocked):
                waiting = Waiting(step.seats, step.reason)
                if self._last != waiting:  # said once per wait
                    self._emit(waiting)
                return
            if step.seat in self.humans:
                if step is not self._asked:  # drivers offer one Ask per decision: said once
                    self._asked = step
                    self._emit(YourTurn(*(step.seat, step.view, step.legal, step.simultaneous),
                                        step.decision))  # fmt: skip
                return
            agent = self.agents[step.seat]
            self.driver.decide(step.seat, agent.choose(step.view, step.legal))

    def tick(self, now: float) -> None:
        """The clock of a LAN game (``net.session.deadlines``), called by the event loop with a
        monotonic time in seconds: heartbeats, then asking, declaring or giving up on what
        other seats owe as its deadlines pass; then the session advances."""
        chaser = self.driver.chaser()
        if self.result is not None or chaser is None:
            return
        for debt, stage in self.watch.tick(now, chaser):
            self._emit(Overdue(debt.seat, debt.kind, stage))
        self.advance()

    @property
    def asked(self) -> Ask | None:
        """The human decision the session waits for, if any."""
        step = self.driver.next()
        return step if isinstance(step, Ask) and step.seat in self.humans else None

    def submit(self, action: Any) -> None:
        """A human seat's choice; IllegalAction (nothing changes) if it is not legal now.
        The session then advances."""
        asked = self.asked
        if asked is None:
            raise IllegalAction("turn/not_asked", "no human seat is asked to decide")
        self.driver.decide(asked.seat, action)
        self._asked = None
        self.advance()

    def run(self) -> Over:
        """Advance until the game is over (every seat of this process played by an agent)."""
        self.advance()
        if self.result is None:
            raise RuntimeError("the session waits for a human or for other peers")
        return self.result
