"""Acting only on messages whose claims are matched: the gate between the verifier and the dealer.

Every message carries, for each other seat, how many of its messages the sender had accepted
and the digest of the last (``SignedMessage.seen``). A receiver acts on a message only once it
has accepted exactly those messages itself, so that both judge the message against one history.
Until then the message waits, in its sender's order. A pair the receiver cannot match names a
message it lacks (still in flight, or withheld from it) or one it holds in another version (a
fork); either way it asks the message's sender, who owes every message its digests name, and a
fetched second version is an equivocation proof against the forker, never a proof against the
honest peer who was shown the other version.

Requests are small unsigned frames ``["want", seat, first, last]``; the answer is the signed
messages themselves, which prove their own origin, so any peer holding them may relay them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from net.errors import WireError
from net.protocol.messages import Seen, SignedMessage, Verifier
from net.protocol.wire import canonical, decode

WANT_PREFIX = b"\x94\xa4want"
"""How a request frame starts: a msgpack array whose first item is the str ``want`` (a signed
message is a 2-array of bytes, so the two never collide)."""

MAX_RELAY = 32
"""Named limit on the messages one request may ask for (and one answer may carry)."""

MAX_ASKED = 1024
"""Named limit on the requests remembered as already sent (forgotten all at once when full)."""

_WANT_FRAME_LIMIT = 64


@dataclass(frozen=True, slots=True)
class Want:
    """Seat ``seat``'s messages ``first``..``last`` (seqs, inclusive), asked of seat ``of``."""

    seat: int
    first: int
    last: int
    of: int

    def frame(self) -> bytes:
        return canonical(["want", self.seat, self.first, self.last])


def parse_want(data: bytes) -> tuple[int, int, int] | None:
    """``(seat, first, last)`` if ``data`` is a request frame, None if it is anything else;
    WireError for a malformed request."""
    if not data.startswith(WANT_PREFIX):
        return None
    items = decode(data, limit=_WANT_FRAME_LIMIT)
    if type(items) is not list or len(items) != 4:
        raise WireError('a request is ["want", seat, first, last]')
    _, seat, first, last = items
    if not all(type(x) is int and 0 <= x < 2**32 for x in (seat, first, last)):
        raise WireError(f"request {items!r:.60} does not name a seat and a range of seqs")
    if not first <= last < first + MAX_RELAY:
        raise WireError(f"request for seqs {first}..{last}: at most {MAX_RELAY} at once")
    return seat, first, last


def answer(verifier: Verifier, seat: int, first: int, last: int) -> list[SignedMessage]:
    """The requested messages this peer holds (from ``first`` on, without gaps)."""
    found = []
    for seq in range(first, last + 1):
        message = verifier.message_at(seat, seq)
        if message is None:
            break
        found.append(message)
    return found


class Gate:
    """Releases each seat's accepted messages, in order, once every pair they carry matches."""

    def __init__(self, verifier: Verifier) -> None:
        self.verifier = verifier
        self.released: dict[int, int] = {seat: 0 for seat in verifier.roster.keys}
        self._asked: set[Want] = set()

    def release(self) -> list[SignedMessage]:
        """Every message that may now be acted on, each seat's in its chain order."""
        out: list[SignedMessage] = []
        progress = True
        while progress:
            progress = False
            for seat, done in self.released.items():
                message = self.verifier.message_at(seat, done)
                while message is not None and self._matched(message):
                    out.append(message)
                    done += 1
                    message = self.verifier.message_at(seat, done)
                if done != self.released[seat]:
                    self.released[seat] = done
                    progress = True
        return out

    def _matched(self, message: SignedMessage) -> bool:
        holds = self.verifier.holds
        return all(holds(pair) for pair in message.seen)

    def wants(self) -> list[Want]:
        """Requests not yet sent for what the held messages name and this peer lacks."""
        new = []
        for want in self._needed():
            if want not in self._asked:
                if len(self._asked) >= MAX_ASKED:
                    self._asked.clear()
                self._asked.add(want)
                new.append(want)
        return new

    def _needed(self) -> Iterable[Want]:
        for seat, done in self.released.items():
            message = self.verifier.message_at(seat, done)
            if message is None:
                continue
            for pair in message.seen:
                want = self._want(pair, message.seat)
                if want is not None:
                    yield want

    def _want(self, pair: Seen, of: int) -> Want | None:
        held = self.verifier.holds(pair)
        if held:
            return None
        if held is False:  # another version holds that place: fetch the one named
            return Want(pair.seat, pair.count - 1, pair.count - 1, of)
        first = self.verifier.state(pair.seat).next_seq
        return Want(pair.seat, first, min(pair.count - 1, first + MAX_RELAY - 1), of)

    def gap(self, seat: int, expected: int, got: int, of: int) -> Want:
        """The request filling a gap a message from ``of`` showed (seat sent seq ``got``),
        that message included: it was dropped, and may have been sent to this peer alone (the
        evidence of a proof, a split view), so nothing else would bring it again."""
        return Want(seat, expected, min(got, expected + MAX_RELAY - 1), of)
