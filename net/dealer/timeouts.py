"""Timeouts, one rule for every game: a silent seat can end a game, never win or lose it alone.

Nobody can prove that a message was not sent, so a timeout is never a verdict that lets its
declarer win (fairplay.md, "Timeouts"). A seat that waits too long for a message another seat
owes (its *debt*: the seat, the step and the kind of message) first asks every peer for it (the
session does that, and the gate's requests relay it); if it is still missing, the waiting seat
signs an irrevocable *declaration* naming the debt, and its envelope carries what it had
accepted from the debtor. From then on, the declarer's replica holds the debtor's paying
message back until each other active seat has either declared too or signed a message showing
that it had accepted the payment (its ``seen`` count for the debtor passes the payment's seq),
whichever comes first in that seat's chain; a seat that did not declare takes the payment at
once, and so cannot be one of "every other seat":

- someone shows the payment: the game goes on with it, and a declaration whose own digests
  already showed the payment is a cheating proof against its declarer (``false-timeout``);
- every other active seat declared: the timeout takes effect. With at least two independent
  declarers it names the debtor, otherwise (two players, or two seats left) it names nobody;
  either way the game's ``on_timeout`` rule says what follows (Hypnose: it ends without a
  result; Hypnosia: the named seat plays on as a bot, and the game may see later timeouts of
  other seats, each decided the same way among the seats still active).

Every step of this depends only on signed messages in each seat's chain order, so every peer
reaches the same outcome whatever order the network delivered them in. A declaration naming a
debt that never existed is a cheating proof against its declarer. The clock is not here: the
session decides when to ask and when to declare; a peer that gets neither a declaration nor a
payment in time from a seat ends the game on its own side without a result.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from net.dealer.records import Cheat
from net.protocol.messages import Seen, SignedMessage
from net.protocol.verdicts import Debt, TimedOut

if TYPE_CHECKING:
    from net.dealer.replica import Replica

DECLARATION_KEYS = frozenset({"kind", "step", "at", "seat", "owed", "for"})
BEAT_KEYS = frozenset({"kind", "step", "at"})
MAX_KIND_CHARS = 32


def news(seen: Iterable[Seen], before: Mapping[int, int]) -> bool:
    """Whether ``seen`` names a message of some seat that the counts ``before`` did not."""
    return any(pair.count > before.get(pair.seat, 0) for pair in seen)


@dataclass
class Timeouts:
    """The declarations a replica has consumed and what they decided."""

    declared: dict[Debt, dict[int, int]] = field(default_factory=dict)
    """Debt -> declarer -> how many of the debtor's messages the declarer had accepted."""
    paid: dict[Debt, int] = field(default_factory=dict)
    """Debt -> seq of the message that paid it (for declarations that come after)."""
    acts: dict[int, list[tuple[int, dict[int, int], Debt | None]]] = field(default_factory=dict)
    """Seat -> its messages in chain order, as offered: (seq, its ``seen`` counts, the debt it
    declares if it is a declaration). Whether a seat showed a payment or declared it first is
    read from its chain, never from when its messages could be consumed."""
    decided: list[TimedOut] = field(default_factory=list)
    """The timeouts that took effect, in the order they did."""

    # --- intake -----------------------------------------------------------------------------

    def offer(self, message: SignedMessage) -> None:
        """Remember what a message offered to the replica says its sender had accepted (and
        declared), in its sender's chain order."""
        body = message.body
        debt = None
        if body.get("kind") == "timeout":
            seat, kind, step = body.get("seat"), body.get("owed"), body.get("for")
            if type(seat) is int and type(kind) is str and type(step) is int:
                debt = Debt(seat, step, kind)
        counts = {pair.seat: pair.count for pair in message.seen}
        self.acts.setdefault(message.seat, []).append((message.seq, counts, debt))

    def _declares(self, seat: int, debt: Debt) -> bool:
        """Whether ``seat``'s chain, as offered, holds a declaration of ``debt``."""
        return any(declared == debt for _, _, declared in self.acts.get(seat, ()))

    def _shows(self, seat: int, debt: Debt, seq: int) -> bool | None:
        """Whether ``seat``'s chain shows the payment (seq ``seq``) before declaring ``debt``:
        True if it showed it first, False if it declared first, None if neither yet."""
        for _, counts, declared in self.acts.get(seat, ()):
            if declared == debt:
                return False
            if counts.get(debt.seat, 0) > seq:
                return True
        return None

    def take_beat(self, r: Replica, message: SignedMessage) -> bool:
        """A heartbeat: taken at or after its step (its digests did their work at the gate).

        It must carry news (fairplay.md, "Heartbeats"): its digests name at least one message
        its sender's previous message did not, so heartbeats are bounded by the game's other
        messages; one that names nothing new convicts its sender (``empty-beat``: it and the
        message before it, two links of one chain with the same digests). Liveness with nothing
        new to say is the channel's unsigned pings."""
        body = message.body
        if set(body) != BEAT_KEYS:
            raise Cheat(message.seat, "malformed", f"heartbeat with keys {sorted(body)}")
        if not news(message.seen, self.previous_counts(message)):
            raise Cheat(
                message.seat,
                "empty-beat",
                f"heartbeat seq {message.seq} names no message its seq {message.seq - 1} did not",
            )
        return body["step"] <= r.step

    def previous_counts(self, message: SignedMessage) -> dict[int, int]:
        """What the message before ``message`` in its sender's chain said its sender had
        accepted from each seat (nothing before its first message)."""
        chain = self.acts.get(message.seat, [])
        index = message.seq - 1
        if index < 0:
            return {}
        if index < len(chain) and chain[index][0] == index:
            return chain[index][1]
        return next((counts for seq, counts, _ in chain if seq == index), {})

    def take_declaration(self, r: Replica, message: SignedMessage) -> bool:
        """Consume a declaration (or wait for its step); Cheat if it names no real debt or
        its declarer had already accepted the payment."""
        declarer, body = message.seat, message.body
        debt = _debt(declarer, body, r)
        if debt.step >= r.step + r.phase.span:
            return False
        count = {pair.seat: pair.count for pair in message.seen}.get(debt.seat, 0)
        seq = self.paid.get(debt)
        if seq is not None:
            if count > seq:
                raise _false(declarer, debt, "its own digests show the message")
        elif r.taken.get(debt.seat, 0) < count:
            return False  # the declarer had taken more of the debtor's messages: take them first
        elif debt not in r.unpaid and not r.phase.owes(r, debt.seat, debt.step, debt.kind):
            raise _false(declarer, debt, "nothing of the kind was owed then")
        self.declared.setdefault(debt, {})[declarer] = count
        return True

    def holds(self, r: Replica, message: SignedMessage) -> bool:
        """Whether the message pays a debt this peer's own seat declared and no other seat has
        shown yet: it waits until one does (the game goes on) or every other seat declares
        (it ends). A peer that did not declare takes the payment at once.

        A replica that plays no seat (the cheating-proof checker, the audit, a watcher) decides
        as every peer but the debtor's does: it waits only if every other active seat declared
        the debt somewhere in its chain as offered (then none of them took the payment, and the
        timeout takes effect), and takes it at once otherwise (as the seats that did not
        declare did; the declarers take it at the same step once one shows it). Never as the
        debtor's own peer, which took its own message."""
        debt = _paying(message)
        declarers = self.declared.get(debt, {})
        if debt in self.paid:
            return False
        if r.own_seat is None:
            others = [s for s in r.active if s != debt.seat]
            if not others or not all(self._declares(s, debt) for s in others):
                return False
        elif r.own_seat not in declarers:
            return False  # only a declarer waits: it cannot take back what it signed
        return not any(self._shows(s, debt, message.seq) for s in r.active if s != debt.seat)

    def take_payment(self, message: SignedMessage) -> None:
        """The message was taken: its debt is paid; a declarer that had accepted it lied."""
        debt = _paying(message)
        self.paid[debt] = message.seq
        for declarer, count in self.declared.get(debt, {}).items():
            if count > message.seq:
                raise _false(declarer, debt, "its own digests show the message")

    # --- deciding -----------------------------------------------------------------------------

    def resolve(self, r: Replica) -> TimedOut | None:
        """A timeout that took effect just now, once every other active seat declared one debt
        (debts in a stable order, so that every peer decides alike); None if none did.

        A payment taken before all declared (only the debtor's own replica can have taken it:
        any other seat that had it would not have declared) does not save the debt.
        """
        done = {verdict.debt for verdict in self.decided}
        for debt in sorted(self.declared, key=_order):
            declarers = self.declared[debt]
            if debt in done or debt.seat not in r.active or debt.step in r.voided:
                continue
            others = [s for s in r.active if s != debt.seat]
            waiting = [m.seq for m in r.queues[debt.seat] if _paying(m) == debt]
            if waiting and any(self._shows(s, debt, waiting[0]) for s in others):
                continue  # shown first: it is taken next, and convicts who declared it
            if all(s in declarers for s in others):
                independent = {r.controllers.get(s, s) for s in others}  # a bot and its host
                named = debt.seat if len(independent) >= 2 else None
                verdict = TimedOut(debt, tuple(others), named)
                self.decided.append(verdict)
                return verdict
        return None


def _order(debt: Debt) -> tuple[int, int, str]:
    return (debt.step, debt.seat, debt.kind)


def _paying(message: SignedMessage) -> Debt:
    return Debt(message.seat, message.body["step"], message.body["kind"])


def _debt(declarer: int, body: dict[str, Any], r: Replica) -> Debt:
    """The debt a declaration names, checked."""
    if set(body) != DECLARATION_KEYS:
        raise Cheat(declarer, "malformed", f"declaration with keys {sorted(body)}")
    seat, kind, step = body["seat"], body["owed"], body["for"]
    if type(seat) is not int or seat not in r.seats or seat == declarer:
        raise Cheat(declarer, "malformed", f"declaration names seat {seat!r:.20}")
    if type(kind) is not str or not 0 < len(kind) <= MAX_KIND_CHARS:
        raise Cheat(declarer, "malformed", "declaration names no kind of message")
    if type(step) is not int or step != body["step"]:
        raise Cheat(declarer, "malformed", "a declaration is about its own step")
    gone = r.pieces.gone  # a seat the game plays for still signs, and may be named
    if declarer in gone or seat in gone:
        raise Cheat(declarer, "false-timeout", f"seat {seat} or {declarer} is out of the game")
    return Debt(seat, step, kind)


def _false(declarer: int, debt: Debt, why: str) -> Cheat:
    return Cheat(
        declarer,
        "false-timeout",
        f"seat {declarer} declared that seat {debt.seat} never sent its {debt.kind} at step "
        f"{debt.step}, but {why}",
    )
