"""Timeouts, one rule for every game: a silent seat can end a game, never win or lose it alone.

Nobody can prove that a message was not sent, so a timeout is never a verdict that lets its
declarer win (fairplay.md, "Timeouts"). A seat that waits too long for a message another seat
owes (its *debt*: the seat, the step and the kind of message) first asks every peer for it (the
session does that, and the gate's requests relay it); if it is still missing, the waiting seat
signs an irrevocable *declaration* naming the debt, and its envelope carries what it had
accepted from the debtor. From then on, every replica holds the debtor's paying message back
until each other active seat has either declared too or signed a message showing that it had
accepted the payment (its ``seen`` count for the debtor passes the payment's seq):

- someone shows the payment: the game goes on with it, and a declaration whose own digests
  already showed the payment is a cheating proof against its declarer (``false-timeout``);
- every other active seat declared: the timeout takes effect. With at least two independent
  declarers it names the debtor, otherwise (two players, or two seats left) it names nobody;
  either way the game's ``on_timeout`` rule says what follows (Hypnose: it ends without a
  result).

Every step of this depends only on signed messages in each seat's chain order, so every peer
reaches the same outcome whatever order the network delivered them in. A declaration naming a
debt that never existed is a cheating proof against its declarer. The clock is not here: the
session decides when to ask and when to declare; a peer that gets neither a declaration nor a
payment in time from a seat ends the game on its own side without a result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from net.dealer.records import Cheat
from net.messages import SignedMessage

if TYPE_CHECKING:
    from net.dealer.replica import Replica

DECLARATION_KEYS = frozenset({"kind", "step", "at", "seat", "owed", "for"})
BEAT_KEYS = frozenset({"kind", "step", "at"})
MAX_KIND_CHARS = 32


@dataclass(frozen=True, slots=True)
class Debt:
    """Seat ``seat`` owes a message of ``kind`` at dealer step ``step``."""

    seat: int
    step: int
    kind: str


@dataclass(frozen=True, slots=True)
class TimedOut:
    """A timeout took effect: ``debt`` was never paid; ``named`` is the debtor when at least
    two independent seats declared it, else None (nobody can be blamed)."""

    debt: Debt
    declarers: tuple[int, ...]
    named: int | None


@dataclass
class Timeouts:
    """The declarations a replica has consumed and what they decided."""

    declared: dict[Debt, dict[int, int]] = field(default_factory=dict)
    """Debt -> declarer -> how many of the debtor's messages the declarer had accepted."""
    paid: dict[Debt, int] = field(default_factory=dict)
    """Debt -> seq of the message that paid it (for declarations that come after)."""
    counts: dict[int, dict[int, int]] = field(default_factory=dict)
    """Seat -> other seat -> ``seen`` count of the seat's last consumed message."""
    verdict: TimedOut | None = None

    # --- intake -----------------------------------------------------------------------------

    def note(self, message: SignedMessage) -> None:
        """Remember what a consumed message says its sender had accepted."""
        self.counts[message.seat] = {pair.seat: pair.count for pair in message.seen}

    def take_beat(self, r: Replica, message: SignedMessage) -> bool:
        """A heartbeat: taken at or after its step (its digests did their work at the gate)."""
        body = message.body
        if set(body) != BEAT_KEYS:
            raise Cheat(message.seat, "malformed", f"heartbeat with keys {sorted(body)}")
        return body["step"] <= r.step

    def take_declaration(self, r: Replica, message: SignedMessage) -> bool:
        """Consume a declaration (or wait for its step); Cheat if it names no real debt or
        its declarer had already accepted the payment."""
        declarer, body = message.seat, message.body
        debt = _debt(declarer, body, r)
        if debt.step > r.step:
            return False
        count = {pair.seat: pair.count for pair in message.seen}.get(debt.seat, 0)
        seq = self.paid.get(debt)
        if seq is not None:
            if count > seq:
                raise _false(declarer, debt, "its own digests show the message")
        elif not (debt.step == r.step and r.phase.need.get(debt.seat, [None])[:1] == [debt.kind]):
            raise _false(declarer, debt, "nothing of the kind was owed then")
        self.declared.setdefault(debt, {})[declarer] = count
        return True

    def holds(self, r: Replica, message: SignedMessage) -> bool:
        """Whether the message pays a declared debt that no non-declaring seat has shown yet:
        it waits until one does (the game goes on) or every other seat declares (it ends)."""
        debt = _paying(message)
        declarers = self.declared.get(debt)
        if declarers is None or debt in self.paid:
            return False
        return not any(
            self.counts.get(s, {}).get(debt.seat, 0) > message.seq
            for s in r.active
            if s != debt.seat and s not in declarers
        )

    def take_payment(self, message: SignedMessage) -> None:
        """The message was taken: its debt is paid; a declarer that had accepted it lied."""
        debt = _paying(message)
        self.paid[debt] = message.seq
        for declarer, count in self.declared.get(debt, {}).items():
            if count > message.seq:
                raise _false(declarer, debt, "its own digests show the message")

    # --- deciding -----------------------------------------------------------------------------

    def resolve(self, r: Replica) -> TimedOut | None:
        """The timeout that took effect, once every other active seat declared one debt.

        A payment taken before all declared (only the debtor's own replica can have taken it:
        any other seat that had it would not have declared) does not save the debt.
        """
        if self.verdict is None:
            for debt, declarers in self.declared.items():
                if all(s in declarers for s in r.active if s != debt.seat):
                    independent = {r.controllers.get(s, s) for s in declarers}  # a bot and its host
                    named = debt.seat if len(independent) >= 2 else None
                    self.verdict = TimedOut(debt, tuple(sorted(declarers)), named)
                    break
        return self.verdict


def _paying(message: SignedMessage) -> Debt:
    return Debt(message.seat, message.body["step"], message.body["kind"])


def _debt(declarer: int, body: dict[str, Any], r: Replica) -> Debt:
    if set(body) != DECLARATION_KEYS:
        raise Cheat(declarer, "malformed", f"declaration with keys {sorted(body)}")
    seat, kind, step = body["seat"], body["owed"], body["for"]
    if type(seat) is not int or seat not in r.seats or seat == declarer:
        raise Cheat(declarer, "malformed", f"declaration names seat {seat!r:.20}")
    if type(kind) is not str or not 0 < len(kind) <= MAX_KIND_CHARS:
        raise Cheat(declarer, "malformed", "declaration names no kind of message")
    if type(step) is not int or step != body["step"]:
        raise Cheat(declarer, "malformed", "a declaration is about its own step")
    if declarer not in r.active or seat not in r.active:
        raise Cheat(declarer, "false-timeout", f"seat {seat} or {declarer} is out of the game")
    return Debt(seat, step, kind)


def _false(declarer: int, debt: Debt, why: str) -> Cheat:
    return Cheat(
        declarer,
        "false-timeout",
        f"seat {declarer} declared that seat {debt.seat} never sent its {debt.kind} at step "
        f"{debt.step}, but {why}",
    )
