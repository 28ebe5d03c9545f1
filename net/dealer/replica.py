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
from core.vocabulary import (
    Opened,
    RandomValue,
    Reordered,
    Revealed,
    Shuffled,
    ShuffleStep,
    opened_later,
)
from net.dealer import protocol as p
from net.dealer.audit_intake import AuditIntake
from net.dealer.claims import check_claim
from net.dealer.records import Cheat, ShuffleRecord
from net.dealer.steps import (
    PartialShuffle,
    Phase,
    Transition,
    audit_phase,
    check_name,
    plan_phase,
)
from net.errors import WireError
from net.fair import group
from net.fair.commitments import JOINT_TAG, Opening, check_opening, joint_random, random_below
from net.fair.elgamal import Ciphertext, card_table, deck_from_wire, public_deck
from net.fair.errors import FairPlayError, MalformedData, UnknownCard
from net.fair.group import Context, Point, Scalar
from net.fair.keys import KeyAnnouncement, check_revealed_secret, joint_key, verify_key
from net.fair.shares import DecryptionShares, verify_shares
from net.fair.shuffle import ShuffleProof, ShuffleSecret, verify_shuffle
from net.messages import Roster, SignedMessage
from net.wire import decode


class _Halt(Exception):
    """A public decryption gave a point outside the card table: stop and audit every shuffle."""


PrivateHook = Callable[[Any, tuple[Ciphertext, ...]], tuple[int, ...] | None]
TransitionHook = Callable[[Any, Transition], None]


@dataclass
class Replica(AuditIntake):
    """The public dealer state shared by every peer: core state, ciphertexts, shares, logs."""

    roster: Roster
    game: Game
    settings: Any
    rounds: int = 16
    turn_cap: int | None = None
    private: PrivateHook | None = None
    observe: TransitionHook | None = None
    own_seat: int | None = None
    """The seat this replica's peer plays, or None for a replica that plays no seat (the
    cheating-proof checker, the audit). Its own shuffle messages were built locally from a
    secret it holds, so their proofs need no re-check: the other peers check them, and a peer
    cannot be cheated by itself. Every other seat's shuffle proof is always checked."""
    seats: tuple[int, ...] = ()
    step: int = 0
    publics: dict[int, Point] = field(default_factory=dict)
    revealed: dict[int, Scalar] = field(default_factory=dict)
    joint: Point | None = None
    cts: list[Ciphertext] = field(default_factory=list)
    shares: dict[Point, dict[int, Point]] = field(default_factory=dict)
    enc: dict[tuple[Point, int], p.EncShare] = field(default_factory=dict)
    enc_to: dict[tuple[Point, int], int] = field(default_factory=dict)
    reorder_known: dict[Point, int] = field(default_factory=dict)
    commits: dict[int, tuple[bytes, int]] = field(default_factory=dict)
    shuffles: list[ShuffleRecord] = field(default_factory=list)
    history: list[Transition] = field(default_factory=list)
    audits: dict[int, tuple[Scalar, tuple[ShuffleSecret, ...]]] = field(default_factory=dict)
    audit_parts: dict[int, int] = field(default_factory=dict)
    late_opened: dict[int, tuple[int, ...]] = field(default_factory=dict)
    computed: dict[tuple[Point, int], Point] = field(default_factory=dict)
    halted: str | None = None
    void_through: int | None = None
    """A claim stopped the game at this step: messages sent for it (or earlier) are void."""
    consumed: list[SignedMessage] = field(default_factory=list)
    proofs_checked: int = 0

    def __post_init__(self) -> None:
        self.seats = tuple(sorted(self.roster.keys))
        # a game without cards (card_kinds 0) still gets a table: nothing is ever decoded
        self.table = card_table(max(1, self.game.card_kinds(self.settings)))
        self.state: Any = self.game.new_game(self.settings)
        self.initial = self.state
        self.queues: dict[int, deque[SignedMessage]] = {s: deque() for s in self.seats}
        self.phase = Phase("keys", None, {s: ["key"] for s in self.seats})

    # --- public knowledge helpers ------------------------------------------------------------

    @property
    def active(self) -> tuple[int, ...]:
        """Seats whose secret is still private: they shuffle, share and draw randomness."""
        return tuple(s for s in self.seats if s not in self.revealed)

    def ctx(self, seat: int) -> Context:
        return Context(self.roster.game_id, self.step, seat)

    def share_of(self, a: Point, seat: int) -> Point | None:
        """seat's public share for A, computed from a published secret when there is one.

        Computed shares are cached apart from ``shares``, which holds only published ones.
        """
        published = self.shares.get(a)
        if published is not None and seat in published:
            return published[seat]
        if seat in self.revealed:
            key = (a, seat)
            if key not in self.computed:
                self.computed[key] = group.mul(self.revealed[seat], a)
            return self.computed[key]
        return None

    def knows(self, a: Point, seat: int) -> bool:
        """Whether seat can decrypt A from public shares and its secret (or its own reorder)."""
        if self.reorder_known.get(a) == seat:
            return True
        return all(self.share_of(a, s) is not None for s in self.seats if s != seat)

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

    def pump(self) -> list[SignedMessage]:
        """Consume every queued message that fits now; raise Cheat at the first that never will."""
        done: list[SignedMessage] = []
        progress = True
        while progress:
            progress = False
            for seat in self.seats:
                queue = self.queues[seat]
                if not queue:
                    continue
                message = queue[0]
                try:
                    taken = self._try(message)
                except Cheat as cheat:
                    cheat.message = message
                    raise
                if taken:
                    queue.popleft()
                    self.consumed.append(message)
                    done.append(message)
                    progress = True
        return done

    def _try(self, message: SignedMessage) -> bool:
        seat, body = message.seat, message.body
        step = body.get("step")
        if type(step) is not int:
            raise Cheat(seat, "malformed", "message without an int step")
        if self.void_through is not None and step <= self.void_through:
            return True  # sent before its sender saw the claim that stopped this step
        if self.phase.name == "over":
            raise Cheat(seat, "unexpected", f"{body['kind']} after the audit")
        owed = self.phase.need.get(seat, [])
        if step < self.step:
            raise Cheat(seat, "unexpected", f"{body['kind']} for past step {step}")
        if step > self.step:
            if owed:
                raise Cheat(seat, "skipped", f"moved to step {step} still owing {owed[0]}")
            return False
        if body["kind"] == "claim" and owed:
            self._on_claim(seat, body)
            return True
        if not owed or owed[0] != body["kind"]:
            raise Cheat(seat, "unexpected", f"{body['kind']} at step {step} ({self.phase.name})")
        if not self.phase.ready(seat, body["kind"], self):
            return False
        try:
            handler = getattr(self, "_on_" + body["kind"])
            handler(seat, body)
        except FairPlayError as exc:
            raise Cheat(seat, check_name(exc), str(exc)) from exc
        owed.pop(0)
        if not any(self.phase.need.values()):
            self._finish()
        return True

    # --- handlers: one per message kind --------------------------------------------------------

    def _on_key(self, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"key"})
        self.publics[seat] = verify_key(KeyAnnouncement.from_wire(body["key"]), self.gid, seat)
        self.proofs_checked += 1

    @property
    def gid(self) -> bytes:
        return self.roster.game_id

    def _on_action(self, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"action", "commit"})
        try:
            action = self.game.decode_action(body["action"])
        except CoreError as exc:
            raise MalformedData(f"seat {seat} sent an action that does not decode: {exc}") from exc
        commit = body["commit"]
        if opened_later(action) != (commit is not None):
            raise MalformedData("a commitment goes with exactly the committed public forms")
        if commit is not None and (type(commit) is not bytes or len(commit) != 32):
            raise MalformedData("a commitment is 32 bytes")
        before = self.state
        try:
            self.state = self.game.apply_action(before, seat, action)
        except CoreError as exc:
            raise Cheat(seat, "illegal", str(exc)) from exc
        if commit is not None:
            self.commits[seat] = (commit, self.step)
        self._record(before, seat=seat, action=action)

    def _on_shuffle(self, seat: int, body: dict[str, Any]) -> None:
        """One part of a shuffle message (``steps.split_shuffle``); checked when complete."""
        p.need(body, {"out", "proof"})
        ph, proof, got = self.phase, body["proof"], self.phase.received
        inp, part = ph.deck, got.parts if got is not None else 0
        if not isinstance(proof, dict) or set(proof) != {"challenge", "openings"}:
            raise MalformedData(f"a shuffle proof has keys challenge, openings; got {proof!r:.80}")
        openings = proof["openings"]
        if not isinstance(openings, list) or len(openings) != ph.plan[part]:
            raise MalformedData(f"shuffle part {part} must carry {ph.plan[part]} openings")
        if got is None:
            got = PartialShuffle(deck_from_wire(body["out"], expected=len(inp)), proof["challenge"])
        elif body["out"] is not None or proof["challenge"] is not None:
            raise MalformedData("only the first part of a shuffle carries its output and challenge")
        got.openings += openings
        got.parts += 1
        ph.received = got if got.parts < len(ph.plan) else None
        if ph.received is not None:
            return  # more parts to come
        out = got.out
        wire = {"challenge": got.challenge, "openings": got.openings}
        full = ShuffleProof.from_wire(wire, len(inp))
        if seat != self.own_seat:
            verify_shuffle(inp, out, full, self.joint, self.ctx(seat), self.rounds)  # type: ignore[arg-type]
            self.proofs_checked += 1
        self.shuffles.append(ShuffleRecord(self.step, seat, inp, out))
        ph.deck = out
        ph.order.pop(0)

    def _on_reorder(self, seat: int, body: dict[str, Any]) -> None:
        self._on_shuffle(seat, body)
        if self.phase.received is not None:
            return  # more parts to come
        inp, out = self.shuffles[-1].inp, self.shuffles[-1].out
        if all(self.knows(ct.a, seat) for ct in inp):
            for ct in out:
                self.reorder_known[ct.a] = seat

    def _on_shares(self, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"d", "enc"})
        pub, enc = self.phase.pub.get(seat, []), self.phase.enc.get(seat, [])
        if (body["d"] is None) != (not pub) or (body["enc"] is None) != (not enc):
            raise MalformedData(f"shares for {len(pub)} public and {len(enc)} encrypted cards")
        if pub:
            self._check_shares(seat, body["d"], [self.phase.cts[i] for i in pub])
        if enc:
            items = body["enc"]
            if not isinstance(items, list) or len(items) != len(enc):
                raise MalformedData(f"expected {len(enc)} encrypted shares")
            to = self.phase.to
            for i, item in zip(enc, items, strict=True):
                share = p.EncShare.from_wire(item)
                a = self.phase.cts[i].a
                p.verify_enc_share(share, self.publics[seat], a, self.publics[to], self.ctx(seat))
                self.proofs_checked += 1
                self.enc[(a, seat)] = share
                self.enc_to[(a, seat)] = to

    def _check_shares(self, seat: int, data: object, cts: list[Ciphertext]) -> None:
        shares = DecryptionShares.from_wire(data, len(cts))
        points = verify_shares(self.publics[seat], cts, shares, self.ctx(seat))
        self.proofs_checked += 1
        for ct, d in zip(cts, points, strict=True):
            self.shares.setdefault(ct.a, {})[seat] = d

    def _on_open(self, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"nonce", "cards", "d"})
        cards = p.handles_of(body["cards"])
        if list(cards) != sorted(set(cards)):
            raise MalformedData("opened cards must be sorted and distinct")
        if any(not 0 <= h < len(self.cts) for h in cards):
            raise MalformedData(f"opened cards {cards} are not handles")
        digest, at = self.commits.pop(seat, (None, 0))
        if digest is None:
            raise MalformedData("an opening without a commitment")
        opening = Opening(body["nonce"], p.selection_payload(cards))
        check_opening(digest, p.DUEL_TAG, Context(self.gid, at, seat), opening)
        cts = [self.cts[h] for h in cards]
        for h, ct in zip(cards, cts, strict=True):
            if not self.knows(ct.a, seat):
                raise Cheat(seat, "not-known", f"opens card {h}, which it cannot know")
        own = [ct for ct in cts if self.share_of(ct.a, seat) is None]
        if (body["d"] is None) != (not own):
            raise MalformedData(f"an opening needs the opener's shares of {len(own)} cards")
        if own:
            self._check_shares(seat, body["d"], own)
        self.phase.cards, self.phase.cts = cards, tuple(cts)
        for s in self.active:
            missing = [i for i, ct in enumerate(cts) if self.share_of(ct.a, s) is None]
            if missing:
                self.phase.pub[s] = missing
                self.phase.need[s] = ["shares"]

    def _on_rcommit(self, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"c"})
        if type(body["c"]) is not bytes or len(body["c"]) != 32:
            raise MalformedData("a randomness commitment is 32 bytes")
        self.phase.commits[seat] = body["c"]

    def _on_rreveal(self, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"nonce", "value"})
        opening = Opening(body["nonce"], body["value"])
        check_opening(self.phase.commits[seat], JOINT_TAG, self.ctx(seat), opening)
        if len(opening.payload) != 32:
            raise MalformedData("a random contribution is 32 bytes")
        self.phase.reveals[seat] = opening

    def _on_scommit(self, seat: int, body: dict[str, Any]) -> None:
        """A sealed simultaneous choice: only its commitment, until every seat has sealed."""
        p.need(body, {"c"})
        if type(body["c"]) is not bytes or len(body["c"]) != 32:
            raise MalformedData("a sealed choice is a 32-byte commitment")
        self.phase.commits[seat] = body["c"]

    def _on_sreveal(self, seat: int, body: dict[str, Any]) -> None:
        """The opening of a sealed choice: it must match and be a legal action for seat."""
        p.need(body, {"nonce", "action"})
        payload = body["action"]
        if type(payload) is not bytes or len(payload) > p.MAX_ACTION_BYTES:
            raise MalformedData(f"a sealed choice opens to at most {p.MAX_ACTION_BYTES} bytes")
        opening = Opening(body["nonce"], payload)
        check_opening(self.phase.commits[seat], p.SIMULTANEOUS_TAG, self.ctx(seat), opening)
        try:
            action = self.game.decode_action(decode(payload, limit=p.MAX_ACTION_BYTES))
        except (CoreError, WireError) as exc:
            raise MalformedData(f"seat {seat}'s sealed choice does not decode: {exc}") from exc
        try:  # every seat chose from this state (nothing is applied before all are open)
            self.game.apply_action(self.state, seat, action)
        except CoreError as exc:
            raise Cheat(seat, "illegal", str(exc)) from exc
        self.phase.choices[seat] = action

    def _on_claim(self, seat: int, body: dict[str, Any]) -> None:
        """A card revealed to seat is no card (see ``claims``): stop here for the audit."""
        try:
            reason = check_claim(self, seat, body)
        except FairPlayError as exc:
            raise Cheat(seat, check_name(exc), str(exc)) from exc
        self.halted = self.halted or reason
        if self.phase.name != "audit":
            self.void_through = self.step
            self.step += 1
            self.phase = audit_phase(self, self.phase.pending)

    def _on_secret(self, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"x"})
        x = group.decode_scalar(body["x"])
        check_revealed_secret(x, self.publics[seat], seat)
        self.revealed[seat] = x

    # --- finishing a step ---------------------------------------------------------------------

    def _finish(self) -> None:
        phase, before = self.phase, self.state
        try:
            self._finish_phase(phase, before)
        except _Halt as halt:
            # Every share verified, so a shuffle cheated past its proof: all publish their
            # shuffle secrets now, and the exact check names the shuffler (see _on_audit).
            self.halted = str(halt)
            self.step += 1
            self.phase = audit_phase(self, phase.pending)
            return
        except RuleViolation as exc:
            raise Cheat(exc.seat, "rule", str(exc)) from exc
        except UnknownCard as exc:
            raise Cheat(None, "unknown-card", str(exc)) from exc
        except CoreError as exc:
            raise Cheat(None, "core", str(exc)) from exc
        self.step += 1
        self.phase = plan_phase(self)
        if self.phase.name != "over" and not any(self.phase.need.values()):
            self._finish()  # a step nobody has to speak for (an empty zone, nothing to open)

    def _finish_phase(self, phase: Phase, before: Any) -> None:
        step = phase.pending
        if phase.name == "keys":
            self.joint = joint_key([self.publics[s] for s in self.seats])
            self.cts = list(public_deck(self.initial.public, self.joint, self.table))
            self.shares[group.G] = dict(self.publics)  # x_i·G = h_i: r = 1 cards are public
            self.state = self.initial
            self._record(self.initial, setup=True)
        elif phase.name in ("shuffle", "reorder"):
            for h, ct in zip(step.handles, phase.deck, strict=True):
                self.cts[h] = ct
            if isinstance(step, ShuffleStep):
                self._apply(before, Shuffled(), phase.deck)
            else:
                kinds = self.private(step, phase.deck) if self.private else None
                ref = (step.seat, sum(1 for r in self.shuffles if r.seat == step.seat) - 1)
                self._apply(before, Reordered(kinds), phase.deck, ref)
        elif phase.name == "simultaneous":
            for seat in sorted(phase.choices):  # every choice is open: applied in seat order
                before = self.state
                try:
                    self.state = self.game.apply_action(before, seat, phase.choices[seat])
                except CoreError as exc:
                    raise Cheat(seat, "illegal", str(exc)) from exc
                self._record(before, seat=seat, action=phase.choices[seat])
        elif phase.name == "audit":
            if self.halted is not None:
                raise Cheat(None, "unknown-card", f"{self.halted}, yet every shuffle is exact")
        elif phase.name == "reveal":
            if step.to is None:
                kinds = self._decode_public(phase.cts)
            else:
                kinds = self.private(step, phase.cts) if self.private else None
            self._apply(before, Revealed(kinds), phase.cts)
        elif phase.name == "open":
            kinds = self._decode_public(phase.cts)
            self._apply(before, Opened(phase.cards, kinds), phase.cts)
        elif phase.name == "random":
            try:
                joint = joint_random(phase.commits, phase.reveals, self.gid, self.step)
            except FairPlayError as exc:
                raise Cheat(getattr(exc, "seat", None), "random", str(exc)) from exc
            self._apply(before, RandomValue(random_below(joint, step.bound)), ())

    def _decode_public(self, cts: tuple[Ciphertext, ...]) -> tuple[int, ...]:
        try:
            return tuple(self.decode(ct) for ct in cts)
        except UnknownCard as exc:
            raise _Halt(f"public decryption at step {self.step}: {exc}") from exc

    def _apply(self, before: Any, result: Any, cts: tuple[Ciphertext, ...], ref=None) -> None:
        self.state = self.game.apply_dealer(before, result)
        self._record(before, result=result, cts=tuple(cts), ref=ref)

    def _record(self, before: Any, setup: bool = False, **kw: Any) -> None:
        pend = None if setup else self.game.pending(before)
        t = Transition(self.step, pend, hash=self.game.state_hash(self.state), **kw)
        self.history.append(t)
        if self.observe is not None:
            self.observe(before, t)

    @property
    def over(self) -> bool:
        return self.phase.name == "over"
