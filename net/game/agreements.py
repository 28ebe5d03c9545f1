"""One client's side of a LAN game's signed statements (``net.protocol.statements``): the deadlines
its players extend, the players agreeing to end the game or resigning, and the secrets every seat
publishes after such an ending so that the game is audited all the same (``net.dealer.endaudit``).

``LanStatements`` signs what this client's players state, sends it to every client over the
mesh and takes it here at once; it takes what the others state (refusing a bad one in words,
naming the client), moves the deadlines the players extended on every seat here alike, and
says when the transcript of an ended game is complete. ``net.game.lan_game.LanGame`` feeds it, in
order with everything else, from its one processing task.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from net.dealer.endaudit import playing
from net.errors import StatementError
from net.game.mesh import Mesh
from net.game.words import Extension
from net.protocol.seating import Seating
from net.protocol.statements import (
    END,
    EXTEND,
    RESIGN,
    SECRET,
    Ending,
    Statements,
    extension_body,
    make_statement,
)
from net.protocol.verdicts import Debt
from net.session.deadlines import Deadlines

if TYPE_CHECKING:
    from net.game.lan_game import SeatRun


class LanStatements:
    """The statements of one client's game (see the module). ``seats``: the seats this client
    plays (read when used, so it may be filled after); ``tell``: show the user an extension;
    ``wake``: the processing task has something to look at."""

    def __init__(
        self,
        seating: Seating,
        game: Any,
        mesh: Mesh,
        seats: Mapping[int, SeatRun],
        deadlines: Deadlines,
        *,
        tell: Callable[[Extension], None],
        wake: Callable[[], None],
    ) -> None:
        self.seating = seating
        self.terms = seating.terms
        self.roster = self.terms.roster()
        self.mesh = mesh
        self.seats = seats
        self.deadlines = deadlines
        self._tell = tell
        self._wake = wake
        names = dict(seating.names)
        budget = self.terms.extension_budget  # the table's, alike on every client
        self.known = Statements(self.terms, game, names, budget=budget)
        """The statements heard so far (this client's own among them)."""
        self._announced = 0
        """Extensions this client announced."""
        self._extended: dict[tuple[int, Debt], int] = {}
        """(seat here, debt) -> the extensions applied to its watch."""
        self._published = False
        """Whether this client's seats published their secrets (after the players' ending)."""

    @property
    def _first(self) -> SeatRun:
        return self.seats[self.seating.seats[0]]

    # --- extending deadlines ----------------------------------------------------------------

    @property
    def extensions_left(self) -> int:
        """Extensions this client may still announce (its budget for the game)."""
        return self.known.budget - self._announced

    def extended(self, seat: int, debt: Debt) -> int:
        """How many extensions moved the deadline of ``debt`` on seat ``seat`` here."""
        return self._extended.get((seat, debt), 0)

    def extend(self, seat: int) -> bool:
        """Give the player of ``seat`` more time for what it owes now: a signed ``extend``
        statement to every client, each of which moves its deadline alike. False when this
        client's budget is spent or nothing of that seat's is waited for (before asking)."""
        if self.extensions_left <= 0 or self.mesh.me not in self.seating.identities:
            return False
        owed = sorted(
            (debt.step, debt.kind, debt)
            for run in self.seats.values()
            for debt, _, stage, _ in run.session.watch.waits()
            if debt.seat == seat and stage == "owed"
        )
        if not owed:
            return False
        self._announced += 1
        body = extension_body(owed[0][2], self._announced)
        self._say(EXTEND, self.mesh.me, body)
        return True

    def apply_extensions(self) -> None:
        """Move the deadlines of the debts the players extended (announced by anyone, here
        alike), once each debt is watched here."""
        granted = self.known.granted()
        if not granted:
            return
        extra = self.deadlines.extension
        for run in self.seats.values():
            for debt, _, stage, _ in run.session.watch.waits():
                wanted, done = granted.get(debt, 0), self._extended.get((run.seat, debt), 0)
                more = extra * (wanted - done)
                if wanted > done and stage == "owed" and run.session.watch.extend(debt, more):
                    self._extended[(run.seat, debt)] = wanted

    def _tell_extension(self, by: int, body: dict[str, Any]) -> None:
        """Show the user a deadline every client moves (``net.game.words.Extension``)."""
        self._tell(Extension(by, body["seat"], body["kind"], body["step"],
                             self.deadlines.extension, body["n"],
                             self.known.budget))  # fmt: skip

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

    @property
    def ending(self) -> Ending | None:
        """How the players ended the game outside the dealer, if they did."""
        return self.known.ending

    def _players_here(self) -> list[int]:
        return [s for s in self.seating.seats if self.terms.controller(s) == s]

    # --- saying, hearing --------------------------------------------------------------------

    def _say(self, kind: str, seat: int, body: Any = None) -> None:
        """Sign a statement as ``seat``, send it to every client and take it here at once."""
        statement = make_statement(self.seating.identities[seat], self.roster, kind, seat, body)
        self.mesh.say(statement.wire)
        self.take(self.mesh.me, statement.wire)

    def take(self, client: int, data: bytes) -> None:
        """A statement from the client playing seat ``client`` (refused in words, naming the
        client, when it does not hold)."""
        extensions = len(self.known.extensions)
        try:
            replica = self._first.dealer.replica
            statement = self.known.take(client, data, replica.state, playing(replica))
        except StatementError as exc:
            self.mesh.rejects.add(self.mesh.describe_client(client), "statement", str(exc))
            return
        if statement.kind == EXTEND:
            if len(self.known.extensions) > extensions:  # not heard before
                self._tell_extension(statement.seat, statement.body)
            self.apply_extensions()
        elif self.ending is not None and not self._published:
            self._publish_secrets()
        self._wake()

    # --- the audit of an ended game ---------------------------------------------------------

    def _publish_secrets(self) -> None:
        """The players ended the game: each seat here publishes what its audit message would
        have carried (its secret, a commitment still closed, its reorders' orders), so that
        the game is audited all the same (``net.dealer.endaudit``)."""
        self._published = True
        for run in self.seats.values():
            if run.dealer.proof is None and not run.dealer.left:
                self._say(SECRET, run.seat, run.dealer.end())

    def complete(self, chase: bool = False) -> bool:
        """Whether the transcript file can be final: always, unless the players ended the game
        and a seat's secret, or a message it signed before it, has not come in (or waits at the
        gate) yet; ``chase``: then ask every peer for the messages this client lacks. A seat
        that left, or that timed out and was played on, owes none (``net.dealer.endaudit``)."""
        if self.ending is None or self._first.dealer.proof is not None:
            return True
        secrets, dealer = self.known.secrets(), self._first.dealer
        if not set(playing(dealer.replica)) <= set(secrets):
            return False
        accepted = {s: dealer.verifier.state(s).next_seq for s in secrets}
        if any(dealer.gate.released[s] < n for s, n in accepted.items()):
            return False  # the gate asked for what they depend on
        short = [s for s, body in secrets.items() if accepted[s] < body["count"]]
        for seat in short if chase else ():
            dealer.chase(Debt(seat, dealer.replica.step, "end"))
        return not short

    def for_the_record(self) -> list[bytes]:
        """The statements a transcript file keeps (the ending's and the secrets)."""
        return self.known.for_the_record()


__all__ = ["LanStatements"]
