"""One session type for offline and LAN play: it drives one game for one peer.

A session asks its driver what the game waits for, asks a bot for a bot seat, waits for the
human's ``submit`` otherwise, and emits typed change events (what was played and dealt, in words
and as message ids; what this seat learned; whom it waits for and why; proofs verified; the end)
that a terminal and a window both render. The driver is the only difference between offline and
LAN play: ``LocalDriver`` deals with the local dealer and seats every player in this process;
``FairDriver`` is one seat's fair dealer talking to its peers over a transport.

Plain Python with no Qt and no sockets: the window runs it on the Qt loop, a test drains a bus.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from core.errors import IllegalAction
from core.game import Agent, Game, Legal, Message, Outcome
from core.play import Table
from core.view import View
from core.vocabulary import AwaitAction, AwaitSimultaneous, GameOver, public_form
from net.deadlines import Deadlines, Watch
from net.dealer.peer import FairDealer
from net.dealer.proofs import CheatingProof
from net.dealer.timeouts import Debt, TimedOut
from net.dealer.waiting import AwaitPeers, Decide, Finished

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
    """Seat ``seat`` timed out (every other active seat declared it) and the game plays on for
    it (``Game.on_timeout == "bot"``); the game's own words follow in the next ``Changed``."""

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


# --- drivers --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Change:
    """One applied change, as every seat saw it: an action, or a dealer step and its result."""

    seat: int | None = None
    action: Any = None
    step: Any = None
    result: Any = None
    timed_out: bool = False
    """``seat`` timed out and the game plays on for it (``Game.time_out``)."""


@dataclass(frozen=True)
class Ask:
    """Seat ``seat`` must choose among ``legal`` from ``view``; ``decision`` is the game's
    kind of decision (``AwaitAction.decision``)."""

    seat: int
    view: View
    legal: Legal
    simultaneous: bool = False
    decision: Any = None


@dataclass(frozen=True)
class Blocked:
    """Nothing to do here until other peers' messages arrive: ``"decision"`` when they owe a
    choice (a player thinking), ``"messages"`` when only the dealing waits on them."""

    seats: tuple[int, ...]
    reason: str = "messages"


@dataclass(frozen=True)
class Over:
    outcome: Outcome | None
    proof: CheatingProof | None = None
    timeout: TimedOut | None = None
    abandoned: bool = False


Next = Ask | Blocked | Over


class Driver(Protocol):
    """How a session reaches the game: what comes next, a seat's choice, what changed."""

    game: Game
    seats: tuple[int, ...]
    """The seats this process plays (all of them offline, one on the LAN)."""

    def next(self) -> Next: ...
    def decide(self, seat: int, action: Any) -> None: ...
    def changes(self) -> list[Change]: ...
    def learned(self, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]: ...
    def view(self, seat: int) -> View: ...
    def state_hash(self) -> str: ...
    def proofs_checked(self) -> int: ...


class LocalDriver:
    """Offline play: the local dealer deals at once; every seat chooses in this process.

    At a simultaneous decision each seat chooses from the same state; the choices are applied
    together, in seat order, once all are in.
    """

    def __init__(
        self, game: Game, settings: Any, seed: int | bytes | str, *, turn_cap: int | None = None
    ) -> None:
        self.game = game
        self.table = Table.deal(game, settings, seed)
        self.seats = tuple(range(len(self.table.knowledge)))
        self.turn_cap = turn_cap
        self._changes: list[Change] = []
        self._learned: dict[int, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
        self._sealed: dict[int, Any] = {}
        self._asked: tuple[Any, int, Ask] | None = None
        """(state, seat, Ask): the last decision offered, built once per state and seat."""
        self._deal()

    def _deal(self) -> None:
        game, table = self.game, self.table
        while not isinstance(game.pending(table.state), AwaitAction | AwaitSimultaneous | GameOver):
            step, result = table.serve()
            self._changes.append(Change(step=step, result=result))
            news = table.last_learned
            if news is not None:
                self._learned.setdefault(news.seat, []).append((news.handles, news.kinds))

    def next(self) -> Next:
        pend = self.game.pending(self.table.state)
        capped = (
            self.turn_cap is not None and self.game.turns_played(self.table.state) >= self.turn_cap
        )
        if isinstance(pend, GameOver) or capped:
            return Over(self.game.outcome(self.table.state))
        if isinstance(pend, AwaitAction):
            return self._ask(pend.seat, False, pend.decision)
        assert isinstance(pend, AwaitSimultaneous)
        seat = next(s for s in pend.seats if s not in self._sealed)
        return self._ask(seat, True, pend.decision)

    def _ask(self, seat: int, simultaneous: bool, decision: Any) -> Ask:
        """Built once per state and seat: the session asks, then checks the answer."""
        asked, state = self._asked, self.table.state
        if asked is None or asked[0] is not state or asked[2].seat != seat:
            view = self.view(seat)
            ask = Ask(seat, view, self.game.legal_actions(view), simultaneous, decision)
            self._asked = asked = (state, seat, ask)
        return asked[2]

    def decide(self, seat: int, action: Any) -> None:
        asked = self.next()
        if not isinstance(asked, Ask) or asked.seat != seat:
            raise IllegalAction("turn/not_asked", "this seat is not asked to decide", seat)
        if action not in asked.legal:
            raise IllegalAction("turn/illegal", f"{action!r:.80} is not legal now", seat)
        pend = self.game.pending(self.table.state)
        if isinstance(pend, AwaitSimultaneous):
            self._sealed[seat] = action
            if len(self._sealed) < len(pend.seats):
                return
            chosen, self._sealed = sorted(self._sealed.items()), {}
        else:
            chosen = [(seat, action)]
        for who, choice in chosen:
            self.table.act(who, choice)
            self._changes.append(Change(seat=who, action=public_form(choice)))
        self._deal()

    def changes(self) -> list[Change]:
        return self._changes

    def learned(self, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        return self._learned.get(seat, [])

    def view(self, seat: int) -> View:
        return self.table.view(seat)

    def state_hash(self) -> str:
        return self.game.state_hash(self.table.state)

    def proofs_checked(self) -> int:
        return 0


class FairDriver:
    """LAN play: this peer's fair dealer (one seat); the other seats are remote peers."""

    def __init__(self, peer: FairDealer) -> None:
        self.peer = peer
        self.game = peer.game
        self.seats = (peer.seat,)
        self.on_progress: Callable[[], None] | None = None
        """Called after each message received (a session advances then)."""
        self._ask: tuple[Decide, Ask] | None = None
        self._changes: list[Change] = []
        self._read = 0
        """How much of the replica's history ``_changes`` holds (read once, not per report)."""
        self._hashed: tuple[Any, str] | None = None

    def attach(self) -> None:
        """Listen on the peer's transport (before any peer starts, so nothing is missed)."""
        assert self.peer.transport is not None
        self.peer.transport.listen(self._receive)

    def start(self) -> None:
        """Announce this seat's key: the game's first message."""
        self.peer.start()

    def _receive(self, source: int, data: bytes) -> None:
        self.peer.receive(source, data)
        if self.on_progress is not None:
            self.on_progress()

    def next(self) -> Next:
        waiting = self.peer.waiting()
        if isinstance(waiting, Decide):
            if self._ask is None or self._ask[0] is not waiting:  # one Ask per Decide
                decision = getattr(self.peer.replica.phase.pending, "decision", None)
                ask = Ask(self.peer.seat, waiting.view, waiting.legal, waiting.simultaneous,
                          decision)  # fmt: skip
                self._ask = (waiting, ask)
            return self._ask[1]
        if isinstance(waiting, AwaitPeers):
            return Blocked(waiting.seats, "decision" if waiting.deciding else "messages")
        assert isinstance(waiting, Finished)
        ended = waiting.proof or waiting.timeout or waiting.abandoned
        outcome = None if ended else self.game.outcome(self.peer.replica.state)
        return Over(outcome, waiting.proof, waiting.timeout, waiting.abandoned)

    def owed(self) -> tuple[Debt, ...]:
        return self.peer.owed()

    def heartbeat(self) -> None:
        self.peer.heartbeat()

    def chase(self, debt: Debt) -> None:
        self.peer.chase(debt)

    def declare(self, debt: Debt) -> None:
        self.peer.declare(debt)

    def abandon(self) -> None:
        self.peer.abandon()

    def decide(self, seat: int, action: Any) -> None:
        if seat != self.peer.seat:
            raise IllegalAction("turn/not_asked", "this peer plays another seat", seat)
        self.peer.decide(action)

    def changes(self) -> list[Change]:
        history = self.peer.replica.history
        for t in history[self._read :]:
            if t.action is not None or t.result is not None or t.timed_out:  # not the setup
                self._changes.append(Change(t.seat, t.action, t.pending, t.result, t.timed_out))
        self._read = len(history)
        return self._changes

    def learned(self, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        return [(handles, kinds) for _, handles, kinds in self.peer.learned]

    def view(self, seat: int) -> View:
        return self.peer.view()

    def state_hash(self) -> str:
        state = self.peer.replica.state
        if self._hashed is None or self._hashed[0] is not state:  # hashed once per state
            self._hashed = (state, self.game.state_hash(state))
        return self._hashed[1]

    def proofs_checked(self) -> int:
        return self.peer.replica.proofs_checked


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
        self.events: list[Event] = []
        self._seen = 0
        self._learned = 0
        self._proofs = 0
        self._hash = ""
        self._state: Any = None
        self._asked: Ask | None = None
        self.result: Over | None = None
        self.watch = Watch(deadlines)
        if isinstance(driver, FairDriver):
            driver.on_progress = self.advance

    def _emit(self, event: Event) -> None:
        self.events.append(event)
        if self.listener is not None:
            self.listener(event)

    def _report(self) -> None:
        """Emit events for everything that changed since the last report."""
        view = self.driver.view(self.me)
        changes = self.driver.changes()[self._seen :]
        states = self._replay(changes, view.state)
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
            self._seen += 1
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

    def _replay(self, changes: list[Change], after: Any) -> list[Any] | None:
        """The public state before and after each of ``changes``, applied in turn to the state
        of the last report, so that what one report covers (a duel decided, then a card given
        on landing and the pile reshuffled) is described as the table went through it, and not
        only by its ends. None if the steps do not arrive at ``after`` (states compare by
        value), or there is no last report."""
        game, state = self.game, self._state
        if state is None:
            return None
        states = [state]
        try:
            for change in changes:
                if change.timed_out:
                    state = game.time_out(state, change.seat)  # type: ignore[attr-defined]
                elif change.action is not None:
                    state = game.apply_action(state, change.seat, change.action)
                else:
                    state = game.apply_dealer(state, change.result)
                states.append(state)
        except Exception:  # a record the rules cannot replay (an audit's): describe the ends
            return None
        return states if state == after else None

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
                if not self.events or self.events[-1] != waiting:  # said once per wait
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
        """The clock of a LAN game (``net.deadlines``), called by the event loop with a
        monotonic time in seconds: heartbeats, then asking, declaring or giving up on what
        other seats owe as its deadlines pass; then the session advances."""
        if self.result is not None or not isinstance(self.driver, FairDriver):
            return
        for debt, stage in self.watch.tick(now, self.driver):
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
