"""The public half of the fair dealer: consumes signed messages and advances the core.

Every peer, the cheating-proof checker and the audit run this same deterministic machine, so
any failure it finds from public messages alone can be re-found by anyone from those messages.
A message is consumed only when its sender's earlier messages are, and only at its step; one
that can never fit raises ``Cheat`` naming its sender and the check that fails.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.errors import CoreError, RuleViolation
from core.game import Game
from net.dealer import protocol as p
from net.dealer.claims import check_claim
from net.dealer.phases import AuditPhase, KeysPhase, OverPhase, Phase, plan_phase
from net.dealer.pieces import Part, Pieces
from net.dealer.records import Cheat, ShuffleRecord
from net.dealer.steps import Transition, check_name
from net.dealer.timeouts import Timeouts
from net.fair import group
from net.fair.challenges import Context
from net.fair.elgamal import Ciphertext, card_table
from net.fair.errors import FairPlayError, UnknownCard
from net.fair.group import Point, Scalar
from net.protocol.messages import Roster, SignedMessage
from net.protocol.verdicts import Debt, TimedOut


class _Halt(Exception):
    """A public decryption gave a point outside the card table: stop and audit every shuffle."""


PLAYS_ON = frozenset({"bot", "drop"})
"""``Game.on_timeout`` rules under which a named seat's timeout does not end the game: the game
takes the seat over (``Game.time_out``) as a bot, or leaves it out of the rest of the game
(Hypno Vision, V15); either way the seat is asked for nothing more."""

PrivateHook = Callable[[Any, tuple[Ciphertext, ...]], tuple[int, ...] | None]
TransitionHook = Callable[[Any, Transition], None]


@dataclass
class Replica:
    """The public dealer state shared by every peer: core state, ciphertexts, shares, logs."""

    roster: Roster
    game: Game
    settings: Any
    turn_cap: int | None = None
    private: PrivateHook | None = None
    observe: TransitionHook | None = None
    own_seat: int | None = None
    controllers: dict[int, int] = field(default_factory=dict)
    """Seat -> the seat whose client plays it (the terms'); others play themselves."""
    """The seat this replica's peer plays, or None for a replica that plays no seat (the
    cheating-proof checker, the audit). Its own shuffle messages were built locally from a
    secret it holds, so their proofs need no re-check: the other peers check them, and a peer
    cannot be cheated by itself. Every other seat's shuffle proof is always checked."""
    seats: tuple[int, ...] = ()
    step: int = 0
    publics: dict[int, Point] = field(default_factory=dict)
    pieces: Pieces = field(default_factory=Pieces)
    """The secrets of the seats that left, split among the others (``net.dealer.pieces``)."""
    sealed: dict[int, bytes] = field(default_factory=dict)
    """seat that left -> its end-of-game payload, sealed under its secret until the audit."""
    leaf_secrets: dict[Point, Scalar] = field(default_factory=dict)
    """piece -> its secret, as its holder published it in the audit."""
    joint: Point | None = None
    cts: list[Ciphertext] = field(default_factory=list)
    shares: dict[Point, dict[Part, Point]] = field(default_factory=dict)
    """A -> part (a seat's own key, or a piece of a leaver's) -> its published share of A."""
    enc: dict[tuple[Point, Part, int], p.EncShare] = field(default_factory=dict)
    """(A, part, recipient) -> the part's share of A encrypted to the recipient. Keyed by
    the recipient too: a card shown to one seat and later to another (two Metronome looks at a
    hand) keeps both, so each recipient can still decrypt and claim."""
    reorder_known: dict[Point, int] = field(default_factory=dict)
    commits: dict[int, tuple[bytes, int]] = field(default_factory=dict)
    shuffles: list[ShuffleRecord] = field(default_factory=list)
    history: list[Transition] = field(default_factory=list)
    audits: dict[int, tuple[Scalar, tuple[tuple[int, ...], ...]]] = field(default_factory=dict)
    """seat -> its published secret and the orders of its private reorders."""
    late_opened: dict[int, tuple[int, ...]] = field(default_factory=dict)
    computed: dict[tuple[Point, int], Point] = field(default_factory=dict)
    halted: str | None = None
    void_through: int | None = None
    """A claim stopped the game at this step: messages sent for it (or earlier) are void."""
    consumed: list[SignedMessage] = field(default_factory=list)
    taken: dict[int, int] = field(default_factory=dict)
    """seat -> how many of its messages were consumed."""
    proofs_checked: int = 0
    timeouts: Timeouts = field(default_factory=Timeouts)
    replaced: dict[int, TimedOut] = field(default_factory=dict)
    """Seats that timed out in a game that plays on for them (``on_timeout == "bot"``): the
    game plays their moves, and they are asked for nothing more."""
    voided: set[int] = field(default_factory=set)
    """Step numbers a timeout voided: their messages change nothing (the game went on)."""
    unpaid: set[Debt] = field(default_factory=set)
    """What was owed and unpaid when a timeout voided its step or handed its seat to the game:
    a declaration of it is true whenever it is taken."""
    ended_by: TimedOut | None = None
    """The timeout that ended the game without a result, if one did."""
    unaudited: dict[int, TimedOut] = field(default_factory=dict)
    """Seats whose audit message never came once the public state had decided the outcome
    (fairplay.md, timeout rule point 6, "After the outcome"): the result stands, labelled not
    fully audited, and their audit still counts whenever it arrives (``_late_audit``)."""
    excused: set[int] = field(default_factory=set)
    """Seats whose audit message a timeout after the outcome went on without: what they send
    for it later still counts (or changes nothing), never an unexpected message."""
    audit_phase: AuditPhase | None = None
    """The audit step, kept while an audit message is missing so a late one completes it."""

    def __post_init__(self) -> None:
        self.seats = tuple(sorted(self.roster.keys))
        # a game without cards (card_kinds 0) still gets a table: nothing is ever decoded
        self.table = card_table(max(1, self.game.card_kinds(self.settings)))
        self.state: Any = self.game.new_game(self.settings)
        self.initial = self.state
        self.queues: dict[int, deque[SignedMessage]] = {s: deque() for s in self.seats}
        self.phase: Phase = KeysPhase.plan(self)

    # --- public knowledge helpers ------------------------------------------------------------

    @property
    def active(self) -> tuple[int, ...]:
        """Seats that hold their own secret: they shuffle, share and draw randomness (a seat out
        of the game stays active until its re-sharing is taken; a seat the game plays on for
        after its timeout is not)."""
        gone = self.pieces.gone
        return tuple(s for s in self.seats if s not in gone and s not in self.replaced)

    def ctx(self, seat: int) -> Context:
        return Context(self.roster.game_id, self.step, seat)

    def key_of(self, part: Part) -> Point:
        """What a part's shares are proved against: a seat's public key, a piece's commitment."""
        return self.publics[part] if isinstance(part, int) else part

    def share_of(self, a: Point, seat: int) -> Point | None:
        """seat's public share for A: published, or for a seat that left the sum of its pieces'
        published shares (cached apart from ``shares``, which holds only published ones)."""
        published = self.shares.get(a)
        if published is not None and seat in published:
            return published[seat]
        if seat not in self.pieces.gone:
            return None
        key = (a, seat)
        got = self.computed.get(key)
        if got is None:
            got = self.pieces.resolve(seat, (published or {}).get)
            if got is not None:
                self.computed[key] = got
        return got

    def missing_parts(self, a: Point) -> list[Part]:
        """The parts (own keys, pieces held now) whose shares of A must still be published
        for everyone to decrypt it."""
        published = self.shares.get(a, {})
        return [m for s in self.seats for m in self.pieces.missing(s, published.__contains__)]

    def knows(self, a: Point, seat: int, *, shown: bool = False) -> bool:
        """Whether seat can decrypt A from public shares and its secrets (or its own reorder):
        its key, the pieces it holds or held, the pieces it split off; with ``shown``, also
        from the shares encrypted to it."""
        if self.reorder_known.get(a) == seat:
            return True
        published = self.shares.get(a, {})

        def known(part: Part) -> bool:
            return (
                part in published
                or self.pieces.known_to(seat, part)
                or (shown and (a, part, seat) in self.enc)
            )

        return not any(self.pieces.missing(s, known) for s in self.seats)

    def decrypt_with(self, ct: Ciphertext, known: Callable[[Part], Point | None]) -> Point | None:
        """B minus every seat's share of A, each part's share taken from ``known`` (or its
        pieces'); None if some share is not known."""
        m = ct.b
        for s in self.seats:
            d = self.pieces.resolve(s, known)
            if d is None:
                return None
            m = group.sub(m, d)
        return m

    def decode(self, ct: Ciphertext) -> int:
        """Every seat's share is public: finish the decryption and map it to a card."""
        m = ct.b
        for s in self.seats:
            d = self.share_of(ct.a, s)
            assert d is not None
            m = group.sub(m, d)
        return self.table.decode(m)

    # --- message intake -------------------------------------------------------------------------

    def offer(self, message: SignedMessage) -> None:
        """Queue a verified message behind its sender's earlier ones."""
        self.queues[message.seat].append(message)
        self.timeouts.offer(message)

    def pump(self) -> list[SignedMessage]:
        """Consume every queued message that fits now; raise Cheat at the first that never will.

        A message for a later step from a seat that still owes at this one (``skipped``) is
        judged only once no other queued message can be taken: another seat's queued messages
        (its timeout declaration, say) may yet void the step it owes, as they did for its
        sender, whose digests name them. So the verdict depends only on the messages queued,
        never on the order they came in (a proof's re-check queues them all at once)."""
        done: list[SignedMessage] = []
        progress = True
        while progress:
            progress = False
            skipped: Cheat | None = None
            for seat in self.seats:
                queue = self.queues[seat]
                if not queue:
                    continue
                message = queue[0]
                try:
                    taken = self._try(message)
                except Cheat as cheat:
                    cheat.message = message
                    if cheat.check == "skipped":
                        skipped = skipped or cheat
                        continue
                    raise
                if taken:
                    queue.popleft()
                    self.consumed.append(message)
                    self.taken[seat] = self.taken.get(seat, 0) + 1
                    done.append(message)
                    progress = True
                    verdict = self.timeouts.resolve(self)
                    while verdict is not None and not self.over:
                        self._timed_out(verdict)
                        if self.ended_by is not None:
                            return done
                        verdict = self.timeouts.resolve(self)
            if not progress and skipped is not None:
                raise skipped
        return done

    def _timed_out(self, verdict: TimedOut) -> None:
        """A timeout took effect: the game's rule says what follows. Under ``"end"``, or when
        nobody is named (fewer than two independent declarers), the game ends without a result.
        Under ``"bot"`` or ``"drop"`` the named seat is handed to the game (``Game.time_out``)
        as one more transition every peer records at this same point, since the step it owed
        cannot have finished without it: the step's messages are void, and the game goes on
        among the other seats from a fresh step (a joint random value, or a time slot with its
        value, starts over without the seat, so no value anyone could compute from the
        reveals already out is ever used). At the audit the result stands, and the audit goes
        on without the seat's secrets."""
        if self.decided:
            self._unaudited(verdict)
            return
        seat = verdict.named
        if seat is None or not self._plays_on(verdict):
            self.ended_by = verdict
            self.phase = OverPhase(self.phase.pending, {})
            return
        self.replaced[seat] = verdict
        self.unpaid.add(verdict.debt)
        if isinstance(self.phase, AuditPhase):
            self.phase.need.pop(seat, None)
        else:
            self.voided.update(range(self.step, self.step + self.phase.span))
            self.unpaid.update(Debt(s, self.phase.debt_step(self, s), need[0])
                               for s, need in self.phase.need.items() if need)  # fmt: skip
            self.void_through = self.step + self.phase.span - 1
            self.step += self.phase.span
            before = self.state
            try:
                self.state = self.game.time_out(before, seat)  # type: ignore[attr-defined]
            except CoreError as exc:
                raise Cheat(None, "core", str(exc)) from exc
            self.record(before, seat=seat, timed_out=True)
            self.step += 1
            self._plan()
        if not self.over and not any(self.phase.need.values()):
            self._finish()

    def _unaudited(self, verdict: TimedOut) -> None:
        """A seat's audit message did not come after the rules had decided the outcome: no
        declaration names anyone or changes the result then (fairplay.md, timeout rule point
        6). Between the last two seats nobody can prove who did not send, so the result
        decided by play stands, labelled by how far the audit got; the audit goes on without
        the seat, and its message still counts when it comes (``_late_audit``). A game that
        hides nothing (no card under the joint key) misses nothing."""
        seat = verdict.debt.seat
        self.excused.add(seat)
        if self.cts and seat not in self.audits:
            self.unaudited[seat] = verdict
        if isinstance(self.phase, AuditPhase):
            self.phase.need.pop(seat, None)
            if not any(self.phase.need.values()):
                self._finish()

    @property
    def decided(self) -> bool:
        """Whether the rules have decided the outcome: the game reached its audit (or is over
        after it) by play, not by a halt, a claim or a timeout that ended it."""
        return (
            self.halted is None
            and self.ended_by is None
            and isinstance(self.phase, AuditPhase | OverPhase)
        )

    def _late_audit(self, seat: int, body: dict[str, Any]) -> None:
        """An audit message that came after the audit went on without it (it is bound by the
        seat's public key and the commitments made before the end, so it counts whenever it
        comes, from whoever relays it): take it, and once nothing is missing run the audit's
        checks, which may still convict anyone."""
        phase = self.audit_phase
        assert phase is not None
        self._check_at(seat, body)
        try:
            phase.take_audit(self, seat, body)
        except FairPlayError as exc:
            raise Cheat(seat, check_name(exc), str(exc)) from exc
        del self.unaudited[seat]
        if not self.unaudited:
            self.audit_phase = None
            phase.finish(self, self.state)

    def _plays_on(self, verdict: TimedOut) -> bool:
        """Whether the game can go on without the timed-out seat: its rule says so (``"bot"``:
        the game plays its moves; ``"drop"``: it is out and the others play on), no card was
        ever encrypted under a key that needs the seat's secret, the game has begun (keys
        taken), and this replica stands at the step the seat owed (the debtor's own replica
        may have taken its own late message and moved on: it cannot follow the others)."""
        return (
            self.game.on_timeout in PLAYS_ON
            and not self.cts
            and bool(self.history)
            and verdict.debt.step >= self.step
        )

    @property
    def timed_out(self) -> TimedOut | None:
        """The timeout that ended the game, if one did (then it ended without a result)."""
        return self.ended_by

    def _try(self, message: SignedMessage) -> bool:
        seat, body = message.seat, message.body
        step = body.get("step")
        if type(step) is not int:
            raise Cheat(seat, "malformed", "message without an int step")
        if body["kind"] == "beat":
            return self.timeouts.take_beat(self, message)
        if body["kind"] == "timeout":
            return self.timeouts.take_declaration(self, message)
        if self.timed_out is not None:
            return True  # the game ended without a result: late messages change nothing
        if seat in self.replaced or step in self.voided:
            # the game plays for the seat, or a timeout voided the step: it changes nothing,
            # but a declaration of what it paid is judged alike whenever it is taken
            self.timeouts.take_payment(message)
            return True
        if self.void_through is not None and step <= self.void_through:
            return True  # sent before its sender saw the claim that stopped this step
        if isinstance(self.phase, OverPhase):
            if body["kind"] == "audit" and seat in self.excused:
                if seat in self.unaudited:
                    self._late_audit(seat, body)
                self.timeouts.take_payment(message)
                return True
            raise Cheat(seat, "unexpected", f"{body['kind']} after the audit")
        owed = self.phase.need.get(seat, [])
        if step < self.step:
            raise Cheat(seat, "unexpected", f"{body['kind']} for past step {step}")
        if step >= self.step + self.phase.span:
            if owed:
                raise Cheat(seat, "skipped", f"moved to step {step} still owing {owed[0]}")
            return False
        if body["kind"] == "claim" and owed:
            self._check_at(seat, body)
            self._take_claim(seat, body)
            return True
        if not owed or owed[0] != body["kind"]:
            raise Cheat(seat, "unexpected", f"{body['kind']} at step {step} ({self.phase.name})")
        if not self.phase.ready(seat, body["kind"], self) or self.timeouts.holds(self, message):
            return False
        self._check_at(seat, body)
        try:
            self.phase.take(self, seat, body["kind"], body)
        except FairPlayError as exc:
            raise Cheat(seat, check_name(exc), str(exc)) from exc
        owed.pop(0)
        self.timeouts.take_payment(message)
        if not any(self.phase.need.values()):
            self._finish()
        return True

    def at(self) -> list[object]:
        """Where this replica stands, as every message it consumes must say its sender stood."""
        return p.stamp(len(self.history), self.history[-1].hash if self.history else "")

    def _check_at(self, seat: int, body: dict[str, Any]) -> None:
        """The sender's signed ``at`` must be this replica's own when its message is taken:
        both consumed the same messages before it, so the rules gave both the same state."""
        at = body.get("at")
        if at != self.at():
            if type(at) is not list or len(at) != 2 or len(repr(at)) > p.MAX_HASH_CHARS:
                raise Cheat(seat, "malformed", f"{body['kind']} without a valid at")
            raise Cheat(
                seat,
                "state",
                f"{body['kind']} at step {self.step} signs state {at!r:.60}, "
                f"the messages before it give {self.at()!r:.60}",
            )

    @property
    def gid(self) -> bytes:
        return self.roster.game_id

    # --- a claim may come at any step ---------------------------------------------------------

    def _take_claim(self, seat: int, body: dict[str, Any]) -> None:
        """A card revealed to seat is no card (see ``claims``): stop here for the audit."""
        try:
            reason = check_claim(self, seat, body)
        except FairPlayError as exc:
            raise Cheat(seat, check_name(exc), str(exc)) from exc
        self.halted = self.halted or reason
        if not isinstance(self.phase, AuditPhase):
            self.void_through = self.step + self.phase.span - 1
            self.step += self.phase.span
            self.phase = AuditPhase.make(self, self.phase.pending)

    # --- finishing a step ---------------------------------------------------------------------

    def _finish(self) -> None:
        phase, before = self.phase, self.state
        if isinstance(phase, AuditPhase) and self.unaudited:
            self.audit_phase = phase  # its checks wait for the missing audit messages
        try:
            phase.finish(self, before)
        except _Halt as halt:
            # Every share verified, so a shuffle cheated past its proof: all publish their
            # secrets now, and decrypting every shuffle names the shuffler (the audit phase).
            self.halted = str(halt)
            self.step += 1
            self.phase = AuditPhase.make(self, phase.pending)
            return
        except RuleViolation as exc:
            raise Cheat(exc.seat, "rule", str(exc)) from exc
        except UnknownCard as exc:
            raise Cheat(None, "unknown-card", str(exc)) from exc
        except CoreError as exc:
            raise Cheat(None, "core", str(exc)) from exc
        self.step += phase.span
        self._plan()
        if not isinstance(self.phase, OverPhase) and not any(self.phase.need.values()):
            self._finish()  # a step nobody has to speak for (an empty zone, nothing to open)

    def _plan(self) -> None:
        """Plan the next step; a game that still asks a seat it was to play on for (its rule
        said "bot") cannot go on without it: it ends without a result."""
        self.phase = plan_phase(self)
        asked = [s for s, need in self.phase.need.items() if need and s in self.replaced]
        if asked:
            self.ended_by = self.replaced[asked[0]]
            self.phase = OverPhase(self.phase.pending, {})

    def decode_public(self, cts: tuple[Ciphertext, ...]) -> tuple[int, ...]:
        """Every share is in: the faces of ``cts``, or a halt for the audit (no such card)."""
        try:
            return tuple(self.decode(ct) for ct in cts)
        except UnknownCard as exc:
            raise _Halt(f"public decryption at step {self.step}: {exc}") from exc

    def apply(self, before: Any, result: Any, cts: tuple[Ciphertext, ...], ref=None) -> None:
        """Apply a dealer result to the game and record it."""
        self.state = self.game.apply_dealer(before, result)
        self.record(before, result=result, cts=tuple(cts), ref=ref)

    def record(self, before: Any, setup: bool = False, **kw: Any) -> None:
        """Append a transition to the history (and tell the observer)."""
        pend = None if setup else self.game.pending(before)
        t = Transition(self.step, pend, hash=self.game.state_hash(self.state), **kw)
        self.history.append(t)
        if self.observe is not None:
            self.observe(before, t)

    @property
    def over(self) -> bool:
        return isinstance(self.phase, OverPhase)
