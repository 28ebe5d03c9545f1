"""Signed statements about a whole game, outside its message chains: agreeing to end it without
a result, and resigning.

A statement is the canonical msgpack ``[kind, seat, signature]``; the seat's identity signs
``[tag, game id, kind, seat]``, so a statement names one seat of one game and nobody can make it
for another seat or replay it into another game. The mesh carries statements to every client
(and again to each new link); each client checks the signature against the roster.
"""

from __future__ import annotations

from dataclasses import dataclass

from net.errors import NetError, SignatureError, WireError
from net.identity import Identity, verify
from net.messages import Roster
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
