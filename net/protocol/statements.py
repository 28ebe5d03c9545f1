"""Signed statements about a whole game, outside its message chains: agreeing to end it without
a result, resigning, a deadline extended, and a seat's secrets once the players ended the game.

A statement is the canonical msgpack ``[kind, seat, body, signature]``; the seat's identity signs
``[tag, game id, kind, seat, body]``, so a statement names one seat of one game and nobody can
make it for another seat or replay it into another game. The mesh carries statements to every
client (and again to each new link); each client checks the signature against the roster.

- ``end`` (no body): this seat's player agrees to end the game without a result;
- ``resign`` (no body): this seat's player resigns;
- ``extend`` (``{seat, step, kind, n}``): this client gives seat ``seat`` more time for what it
  owes at ``step``; ``n`` numbers this client's extensions (at most the budget), so that every
  client counts them alike and applies the same ones, in whatever order they arrive;
- ``secret`` (``{x, held, open, reorders, count}``: the body of the dealer's own audit message, and
  how many messages the seat signed): once the players ended the game, each seat stops signing
  and publishes its secret, so that a game ended by agreement or resignation is audited like
  one played to its end (``net.dealer.endaudit``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from core.game import Game, Outcome, resign_outcome
from net.errors import SignatureError, StatementError, WireError
from net.protocol.identity import Identity, verify
from net.protocol.messages import Roster
from net.protocol.terms import Terms
from net.protocol.verdicts import Debt
from net.protocol.wire import canonical, decode

TAG = b"hypnose/lan-statement/v2"
END = "end"
RESIGN = "resign"
EXTEND = "extend"
SECRET = "secret"
KINDS = (END, RESIGN, EXTEND, SECRET)
MAX_STATEMENT = 16 * 1024
"""Largest statement (a secret lists the orders of the seat's private reorders)."""
MAX_KIND = 16


@dataclass(frozen=True)
class Statement:
    kind: str
    seat: int
    body: Any
    wire: bytes


def _signed(game_id: bytes, kind: str, seat: int, body: Any) -> bytes:
    return canonical([TAG, game_id, kind, seat, body])


def make_statement(
    identity: Identity, roster: Roster, kind: str, seat: int, body: Any = None
) -> Statement:
    if kind not in KINDS:
        raise ValueError(f"no statement {kind!r}")
    signature = identity.sign(_signed(roster.game_id, kind, seat, body))
    return Statement(kind, seat, body, canonical([kind, seat, body, signature]))


def extension_body(debt: Debt, n: int) -> dict[str, Any]:
    return {"seat": debt.seat, "step": debt.step, "kind": debt.kind, "n": n}


def _check_body(kind: str, body: Any, roster: Roster) -> None:
    """The body's shape (a secret's contents are checked by the audit, as the dealer's)."""
    if kind in (END, RESIGN):
        ok = body is None
    elif kind == EXTEND:
        ok = (
            type(body) is dict
            and set(body) == {"seat", "step", "kind", "n"}
            and body["seat"] in roster.keys
            and type(body["seat"]) is int
            and type(body["step"]) is int
            and body["step"] >= 0
            and type(body["kind"]) is str
            and len(body["kind"]) <= MAX_KIND
            and type(body["n"]) is int
            and body["n"] >= 1
        )
    else:
        ok = type(body) is dict and set(body) == {"x", "held", "open", "reorders", "count"}
        ok = ok and type(body["x"]) is bytes and type(body["reorders"]) is list
        ok = ok and type(body["held"]) is list
        ok = ok and type(body["count"]) is int and body["count"] >= 0
    if not ok:
        raise StatementError(f"a {kind} statement's body is malformed")


def read_statement(data: bytes, roster: Roster) -> Statement:
    """The statement ``data`` carries, checked against the roster; StatementError otherwise."""
    if len(data) > MAX_STATEMENT:
        raise StatementError(f"a statement of {len(data)} bytes (at most {MAX_STATEMENT})")
    try:
        items = decode(data, limit=MAX_STATEMENT)
    except WireError as exc:
        raise StatementError(f"a statement does not decode: {exc}") from None
    if type(items) is not list or len(items) != 4:
        raise StatementError("a statement is [kind, seat, body, signature]")
    kind, seat, body, signature = items
    if kind not in KINDS or type(seat) is not int or seat not in roster.keys:
        raise StatementError(f"no statement {kind!r:.20} of seat {seat!r:.20} in this game")
    if type(signature) is not bytes:
        raise StatementError("a statement's signature is bytes")
    _check_body(kind, body, roster)
    try:
        verify(roster.keys[seat], signature, _signed(roster.game_id, kind, seat, body))
    except SignatureError as exc:
        raise StatementError(f"seat {seat}'s {kind} statement is not signed by it: {exc}") from None
    return Statement(kind, seat, body, data)


@dataclass(frozen=True)
class Ending:
    """How the players ended a game outside the dealer: ``how`` (``agreed``, ``resigned``),
    in ``words``, with the outcome a resignation gave (None: no result)."""

    how: str
    words: str
    outcome: Outcome | None = None


def players(terms: Terms, seats: Iterable[int] | None = None) -> set[int]:
    """The seats that play themselves (a bot counts with its client's seat), of ``seats``
    (those still in the game) or of all."""
    return {terms.controller(s) for s in (terms.keys if seats is None else seats)}


class Statements:
    """The statements of one game heard so far: the ending they make, the extensions granted,
    the secrets published.

    A statement counts only from the client that plays its seat. The game ends without a
    result once every player still in the game (``active``: the seats that did not leave and
    were not played on after a timeout, ``net.dealer.endaudit.playing``; a bot counts with its
    client's seat) has agreed to; a resignation ends it at once, as the game's rules say
    (``core.game.resign_outcome``, from the state this client had reached). Each client may
    announce ``budget`` extensions a game (the terms' budget, ``Terms.extensions``)."""

    def __init__(
        self, terms: Terms, game: Game, names: Mapping[int, str], *, budget: int = 3
    ) -> None:
        self.terms = terms
        self.roster = terms.roster()
        self.game = game
        self.names = names
        self.budget = budget
        self.heard: dict[tuple[str, int], bytes] = {}
        """(kind, seat) -> the statement, for ``end``, ``resign`` and ``secret``."""
        self.extensions: dict[tuple[int, int], Debt] = {}
        """(client's seat, n) -> the debt its ``n``-th extension is for."""
        self.ending: Ending | None = None

    def take(
        self, client: int, data: bytes, state: Any, active: Iterable[int] | None = None
    ) -> Statement:
        """A statement from the client playing seat ``client``; StatementError if it is not
        one, or not one that client may make."""
        statement = read_statement(data, self.roster)
        if self.terms.controller(statement.seat) != client:
            raise StatementError(f"a statement for seat {statement.seat}, whose player it is not")
        if statement.kind == EXTEND:
            self._extension(statement)
            return statement
        self.heard.setdefault((statement.kind, statement.seat), data)
        if self.ending is None:
            self.ending = self.ending_of(state, active)
        return statement

    def _extension(self, statement: Statement) -> None:
        body = statement.body
        if statement.seat != self.terms.controller(statement.seat):
            raise StatementError("an extension is a player's, not a bot's")
        if body["n"] > self.budget:
            raise StatementError(f"extension {body['n']} of seat {statement.seat}: the budget "
                                 f"is {self.budget} a game")  # fmt: skip
        debt = Debt(body["seat"], body["step"], body["kind"])
        self.extensions.setdefault((statement.seat, body["n"]), debt)

    def ending_of(self, state: Any, active: Iterable[int] | None = None) -> Ending | None:
        """The ending the statements heard make (a resignation first), or None."""
        resigned = sorted(seat for kind, seat in self.heard if kind == RESIGN)
        if resigned:
            return self._resigned(resigned[0], state)
        if all((END, s) in self.heard for s in players(self.terms, active)):
            return Ending("agreed", "The players agreed to end the game without a result.")
        return None

    def _resigned(self, seat: int, state: Any) -> Ending:
        outcome = resign_outcome(self.game, state, seat)
        who = _name(self.names, seat)
        if outcome is None or not outcome.winners:
            return Ending("resigned", f"{who} resigned: the game ends without a result.")
        winners = " and ".join(_name(self.names, s) for s in outcome.winners)
        return Ending("resigned", f"{who} resigned: {winners} won.", outcome)

    def granted(self) -> dict[Debt, int]:
        """Each debt and how many extensions it was given."""
        counts: dict[Debt, int] = {}
        for debt in self.extensions.values():
            counts[debt] = counts.get(debt, 0) + 1
        return counts

    def secrets(self) -> dict[int, Any]:
        """Seat -> the body of its ``secret`` statement, for the seats that published one."""
        return {
            seat: read_statement(data, self.roster).body
            for (kind, seat), data in self.heard.items()
            if kind == SECRET
        }

    def for_the_record(self) -> list[bytes]:
        """What a transcript file keeps: the ending's statements and the secrets."""
        return [data for _, data in sorted(self.heard.items())]


def _name(names: Mapping[int, str], seat: int) -> str:
    return f"{names.get(seat, 'seat ' + str(seat))} (seat {seat})"
