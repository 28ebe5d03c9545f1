"""Signed statements about a whole game, outside its message chains: agreeing to end it without
a result, and resigning.

A statement is the canonical msgpack ``[kind, seat, signature]``; the seat's identity signs
``[tag, game id, kind, seat]``, so a statement names one seat of one game and nobody can make it
for another seat or replay it into another game. The mesh carries statements to every client
(and again to each new link); each client checks the signature against the roster.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.game import Game, Outcome, resign_outcome
from net.errors import NetError, SignatureError, WireError
from net.identity import Identity, verify
from net.messages import Roster
from net.terms import Terms
from net.wire import canonical, decode

TAG = b"hypnose/lan-statement/v1"
END = "end"
"""This seat's player agrees to end the game without a result."""
RESIGN = "resign"
"""This seat's player resigns."""
KINDS = (END, RESIGN)
MAX_STATEMENT = 256


class StatementError(NetError):
    """A statement that does not read or is not signed by the seat it names."""


@dataclass(frozen=True)
class Statement:
    kind: str
    seat: int
    wire: bytes


def _signed(game_id: bytes, kind: str, seat: int) -> bytes:
    return canonical([TAG, game_id, kind, seat])


def make_statement(identity: Identity, roster: Roster, kind: str, seat: int) -> Statement:
    if kind not in KINDS:
        raise ValueError(f"no statement {kind!r}")
    signature = identity.sign(_signed(roster.game_id, kind, seat))
    return Statement(kind, seat, canonical([kind, seat, signature]))


def read_statement(data: bytes, roster: Roster) -> Statement:
    """The statement ``data`` carries, checked against the roster; StatementError otherwise."""
    try:
        items = decode(data, limit=MAX_STATEMENT)
    except WireError as exc:
        raise StatementError(f"a statement does not decode: {exc}") from None
    if type(items) is not list or len(items) != 3:
        raise StatementError("a statement is [kind, seat, signature]")
    kind, seat, signature = items
    if kind not in KINDS or type(seat) is not int or seat not in roster.keys:
        raise StatementError(f"no statement {kind!r:.20} of seat {seat!r:.20} in this game")
    if type(signature) is not bytes:
        raise StatementError("a statement's signature is bytes")
    try:
        verify(roster.keys[seat], signature, _signed(roster.game_id, kind, seat))
    except SignatureError as exc:
        raise StatementError(f"seat {seat}'s {kind} statement is not signed by it: {exc}") from None
    return Statement(kind, seat, data)


@dataclass(frozen=True)
class Ending:
    """How the players ended a game outside the dealer: ``how`` (``agreed``, ``resigned``),
    in ``words``, with the outcome a resignation gave (None: no result)."""

    how: str
    words: str
    outcome: Outcome | None = None


class Statements:
    """The statements of one game heard so far, and the ending they make.

    A statement counts only from the client that plays its seat. The game ends without a
    result once every player (every seat that plays itself: bots count with their client) has
    agreed to; a resignation ends it at once, as the game's rules say
    (``core.game.resign_outcome``, from the state this client had reached)."""

    def __init__(self, terms: Terms, game: Game, names: Mapping[int, str]) -> None:
        self.terms = terms
        self.roster = terms.roster()
        self.game = game
        self.names = names
        self.heard: dict[tuple[str, int], bytes] = {}
        self.ending: Ending | None = None

    def take(self, client: int, data: bytes, state: Any) -> None:
        """A statement from the client playing seat ``client``; StatementError if it is not
        one, or not one that client may make."""
        statement = read_statement(data, self.roster)
        if self.terms.controller(statement.seat) != client:
            raise StatementError(f"a statement for seat {statement.seat}, whose player it is not")
        self.heard[(statement.kind, statement.seat)] = data
        if self.ending is not None:
            return
        players = {self.terms.controller(s) for s in self.roster.keys}
        if statement.kind == RESIGN:
            self.ending = self._resigned(statement.seat, state)
        elif all((END, s) in self.heard for s in players):
            self.ending = Ending("agreed", "The players agreed to end the game without a result.")

    def _resigned(self, seat: int, state: Any) -> Ending:
        outcome = resign_outcome(self.game, state, seat)
        who = _name(self.names, seat)
        if outcome is None or not outcome.winners:
            return Ending("resigned", f"{who} resigned: the game ends without a result.")
        winners = " and ".join(_name(self.names, s) for s in outcome.winners)
        return Ending("resigned", f"{who} resigned: {winners} won.", outcome)


def _name(names: Mapping[int, str], seat: int) -> str:
    return f"{names.get(seat, 'seat ' + str(seat))} (seat {seat})"
