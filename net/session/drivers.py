"""How a session reaches its game: the drivers, one for offline and one for LAN play.

``LocalDriver`` deals with the local dealer and seats every player in this process;
``net.dealer.driver.FairDriver`` is one seat's fair dealer talking to its peers over a transport. A
session (``net.session.session.Session``) asks a driver what comes next (``Ask``, ``Blocked``,
``Over``), hands it each choice, and reads what changed (``Change``), each change with the
state the table was in right after it, so the session describes it without running the rules
again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from core.errors import IllegalAction
from core.game import Game, Legal, Outcome
from core.play import Table
from core.view import View
from core.vocabulary import AwaitAction, AwaitSimultaneous, GameOver, public_form
from net.protocol.verdicts import CheatingProof, TimedOut
from net.session.deadlines import Chaser


@dataclass(frozen=True)
class Change:
    """One applied change, as every seat saw it: an action, or a dealer step and its result."""

    seat: int | None = None
    action: Any = None
    step: Any = None
    result: Any = None
    timed_out: bool = False
    """``seat`` timed out and the game plays on for it (``Game.time_out``)."""
    state: Any = None
    """The state right after this change, as this process's table went through it; None for
    a change made before the driver was (a resumed game's). Handed over once (``news``) and
    kept by nobody, so a long game holds no trail of states."""


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
    unaudited: tuple[int, ...] = ()
    """Seats whose audit secrets never came: the outcome stands, not fully audited."""


Next = Ask | Blocked | Over


class Driver(Protocol):
    """How a session reaches the game: what comes next, a seat's choice, what changed."""

    game: Game
    seats: tuple[int, ...]
    """The seats this process plays (all of them offline, one on the LAN)."""

    def next(self) -> Next: ...
    def decide(self, seat: int, action: Any) -> None: ...
    def news(self) -> list[Change]:
        """The changes since the last call, in order, each with its state; the driver keeps
        none of them."""
        ...

    def learned(self, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]: ...
    def view(self, seat: int) -> View: ...
    def state_hash(self) -> str: ...
    def proofs_checked(self) -> int: ...
    def follow(self, progress: Callable[[], None]) -> None:
        """Call ``progress`` whenever the game moves without the session asking (a peer's
        message arrived); offline nothing does."""
        ...

    def chaser(self) -> Chaser | None:
        """What the session's clock (``net.session.deadlines``) drives, where others may owe
        this process messages; None offline."""
        ...


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
        self._news: list[Change] = []
        self._learned: dict[int, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
        self._sealed: dict[int, Any] = {}
        self._asked: tuple[Any, int, Ask] | None = None
        """(state, seat, Ask): the last decision offered, built once per state and seat."""
        self._deal()

    def _deal(self) -> None:
        game, table = self.game, self.table
        while not isinstance(game.pending(table.state), AwaitAction | AwaitSimultaneous | GameOver):
            step, result = table.serve()
            self._news.append(Change(step=step, result=result, state=table.state))
            told = table.last_learned
            if told is not None:
                self._learned.setdefault(told.seat, []).append((told.handles, told.kinds))

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
            self._news.append(Change(who, public_form(choice), state=self.table.state))
        self._deal()

    def news(self) -> list[Change]:
        news, self._news = self._news, []
        return news

    def learned(self, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        return self._learned.get(seat, [])

    def view(self, seat: int) -> View:
        return self.table.view(seat)

    def state_hash(self) -> str:
        return self.game.state_hash(self.table.state)

    def proofs_checked(self) -> int:
        return 0

    def follow(self, progress: Callable[[], None]) -> None:
        """Nothing moves the offline game but the session itself."""

    def chaser(self) -> Chaser | None:
        return None  # every seat plays here: nobody owes anything to wait for
