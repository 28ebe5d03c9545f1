"""One seat's fair dealer: its secrets and the messages it owes, driven from outside.

It signs and broadcasts what the current step needs from it, verifies and consumes what the
others send (through the shared public ``Replica``), and learns the faces meant for it. It never
chooses: ``waiting()`` says whether this seat must decide (with its view and legal actions) or
whose messages it waits for, and ``decide(action)`` takes the seat's choice whenever it is
ready (a bot's answer, a click in a window). Messages travel over any ``Transport``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from core.errors import IllegalAction
from core.game import Game, version_id
from core.view import Knowledge, View, learned
from core.vocabulary import (
    UNKNOWN,
    AwaitSimultaneous,
    ReorderStep,
    RevealStep,
)
from net.dealer import protocol as p
from net.dealer.claims import make_claim
from net.dealer.gate import MAX_RELAY, Gate, Want, answer, parse_want
from net.dealer.intake import Intake
from net.dealer.makers import MAKERS, Makers
from net.dealer.pieces import Part
from net.dealer.proofs import check_proof
from net.dealer.replica import Cheat, Replica
from net.dealer.steps import Transition
from net.dealer.waiting import AwaitPeers, Decide, Finished, Waiting
from net.errors import EquivocationError, NetError, SequenceError
from net.fair import group
from net.fair.commitments import Opening
from net.fair.elgamal import Ciphertext
from net.fair.errors import UnknownCard
from net.fair.group import Point, Scalar
from net.fair.keys import KeyPair
from net.protocol.identity import Identity
from net.protocol.messages import Roster, SignedMessage, Signer, Verifier
from net.protocol.rejects import RejectLog
from net.protocol.resends import Resends
from net.protocol.terms import Terms
from net.protocol.transcript import Transcript
from net.protocol.verdicts import DECIDING, EQUIVOCATION, SLOT_KINDS, CheatingProof, Debt
from net.session.transport import Transport


class FairDealer(Makers):
    """A peer: one seat's keys, transcript and copy of the game, over a transport."""

    def __init__(
        self,
        seat: int,
        identity: Identity,
        roster: Roster,
        game: Game,
        settings: Any,
        transport: Transport | None = None,
        turn_cap: int | None = None,
        *,
        terms: Terms,
        nonce: bytes,
    ) -> None:
        """``terms`` are what the table agreed to and ``nonce`` the one this peer drew for
        them: it refuses (``TermsError``, nothing signed) unless they made ``roster``'s game id
        with this seat's key, nonce, game and settings, so no game id is ever reused."""
        terms.check(roster, seat, identity.public_key, nonce, version_id(game),
                    game.settings_values(settings))  # fmt: skip
        self.seat = seat
        self.terms = terms
        self.roster, self.game, self.settings = roster, game, settings
        self.turn_cap = turn_cap
        self.keypair = KeyPair.generate()
        self.signer = Signer(identity, roster.game_id, seat)
        self.transcript = Transcript(roster.game_id)
        replica = Replica(
            roster,
            game,
            settings,
            turn_cap,
            self._private,
            self._observe,
            own_seat=seat,
            controllers=dict(terms.controllers),
        )
        self.intake = Intake(replica)
        """The live rule deciding what the replica acts on, as every proof's re-check does."""
        self.knowledge = Knowledge(seat)
        self.on_transition: Callable[[Transition, Any], None] | None = None
        """Told each transition with the state right after it (the fair driver hands both to
        its session, which describes the change from them)."""
        self.transport = transport
        self.choice: Any = None
        """This seat's decision, once made, until the message carrying it is sent."""
        self._asked: tuple[Any, Decide] | None = None
        """The last decision offered and the state it was offered in (asked, then checked)."""
        self.sealed: tuple[Opening, bytes] | None = None
        """The opening of this seat's sealed simultaneous choice, until it is opened."""
        self.reorder_first: tuple[int, ...] = ()
        """The cards this seat's coming private reorder puts first (a secret choice)."""
        self.duel_opening: tuple[Opening, tuple[int, ...]] | None = None
        self.random_opening: Opening | None = None
        self.reorder_perm: tuple[int, ...] = ()
        self.reorder_perms: dict[int, tuple[int, ...]] = {}
        """step -> the order of the private reorder this seat made there (for its audit)."""
        self.held: dict[Point, Scalar] = {}
        """The secrets of the pieces of leavers' secrets given to this seat (by commitment)."""
        self.sent: set[tuple[int, str, int]] = set()
        self.proof: CheatingProof | None = None
        self.rejected = RejectLog()
        """Messages refused before any seat could be blamed (bad signature, out of chain)."""
        self.resends = Resends()
        """What each client has been sent again lately: a request is answered at most once per
        window (on a LAN, the mesh's, shared with its catch-ups)."""
        self.learned: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
        self.abandoned = False
        self.ended = False
        """The players ended the game and this seat published its secrets: it signs no more."""
        self.declared: set[Debt] = set()
        """The debts this seat has declared unpaid (irrevocably)."""
        self._known = KnownWires()
        """The wire bytes of the last time slot messages accepted: a forwarded copy is dropped
        unread. Copies of any other message (a replay, a resend) still go to the verifier,
        which counts them."""
        self.bad_card: tuple[int, int] | None = None
        """(step, index) of a card revealed to this seat that decrypted to no card: claimed
        in place of the next message it owes (see ``net.dealer.claims``)."""

    @property
    def replica(self) -> Replica:
        """This peer's copy of the public game, behind its intake."""
        return self.intake.replica

    @replica.setter
    def replica(self, replica: Replica) -> None:
        self.intake.replica = replica

    @property
    def verifier(self) -> Verifier:
        """Every seat's chain as accepted here."""
        return self.intake.verifier

    @property
    def gate(self) -> Gate:
        return self.intake.gate

    # --- transport ----------------------------------------------------------------------------

    def attach(self) -> None:
        assert self.transport is not None
        self.transport.listen(self.receive)

    def start(self) -> None:
        """Announce the key (the only message nobody prompts)."""
        self._pump()

    def receive(self, source: int, data: bytes) -> None:
        """Verify a delivery (or answer a request), let through what the gate releases,
        consume what fits, then send what this seat owes. Once this peer holds a proof it
        only answers requests, so that the others can reach the same proof."""
        try:
            wanted = parse_want(data)
            if wanted is not None:
                self._relay(source, *wanted)
                return
            if self.proof is not None:
                return
            if data in self._known:
                return  # a forwarded copy of a slot message this peer holds (V15)
            accepted = self.verifier.accept(data)
        except EquivocationError as exc:
            self._convict(CheatingProof.equivocation(exc.proof))
            return
        except SequenceError as exc:  # a gap: ask whoever sent this for what is missing
            self.rejected.add(f"seat {source}", type(exc).__name__, str(exc))
            if exc.seat in self.roster.keys and source in self.roster.keys:
                self._ask([self.gate.gap(exc.seat, exc.expected, exc.got, source)])
            return
        except NetError as exc:  # unsigned or out of chain: nobody can be blamed, drop it
            self.rejected.add(f"seat {source}", type(exc).__name__, str(exc))
            return
        if accepted.message.kind in SLOT_KINDS:
            self._known.add(data)
        if accepted.is_new:
            self._forward(source, accepted.message)
            self._admit()
            self._pump()

    def _forward(self, source: int, message: SignedMessage) -> None:
        """A time slot's message is forwarded to every peer that may lack it (V15), so that
        withholding it from one peer delays nothing: every seat but its sender, the peer it
        came from and this one (a peer that has it already drops the copy unread)."""
        if self.transport is None or message.kind not in SLOT_KINDS or message.seat == self.seat:
            return
        for seat in self.roster.keys:
            if seat not in (self.seat, source, message.seat):
                self.transport.send(seat, message.wire)

    def _admit(self) -> None:
        """Hand the replica every message whose ``seen`` pairs now match; ask for the rest."""
        self._ask(self.intake.admit())

    def _ask(self, wants: list[Want]) -> None:
        if self.transport is None:
            return
        for want in wants:
            if want.of != self.seat:
                self.transport.send(want.of, want.frame())

    def _relay(self, source: int, seat: int, first: int, last: int) -> None:
        """Answer a request: the signed messages asked for that this peer holds, each at most
        once per window to one asker and within its room (``net.protocol.resends``: a request must
        not be cheaper to send than to answer)."""
        if self.transport is None or source not in self.roster.keys or source == self.seat:
            return
        asker = self.terms.controller(source)
        for message in answer(self.verifier, seat, first, last):
            if self.resends.allow(asker, seat, message.seq, len(message.wire)):
                self.transport.send(source, message.wire)

    def accuse(self, proof: CheatingProof) -> int | None:
        """Re-check another peer's proof independently; stop the game if it holds."""
        seat = check_proof(proof, self.roster, self.game, self.settings, self.turn_cap)
        if self.proof is None:
            self.proof = proof
        return seat

    def _pump(self) -> None:
        while self.proof is None:
            try:
                self.replica.pump()
            except Cheat as cheat:
                self._sync()
                assert cheat.message is not None
                self._convict(CheatingProof.from_cheat(cheat, self.intake.held()))
                return
            self._sync()
            if not self._act():
                self.replica.phase.idle(self.replica)  # nothing to send: check while waiting
                return

    def _sync(self) -> None:
        for message in self.replica.consumed[len(self.transcript) :]:
            self.transcript.append(message)

    def _convict(self, proof: CheatingProof) -> None:
        """Stop, and show every peer the evidence: both versions of a forked message, or the
        offending message (each peer's own replay of its signed prefix then finds the same
        failure, fetching any message it lacks from this peer)."""
        self.proof = proof
        if self.transport is None:
            return
        evidence = proof.messages if proof.check == EQUIVOCATION else proof.messages[-1:]
        for wire in evidence:
            self.transport.broadcast(wire)

    def _stamp(self, body: dict[str, Any]) -> dict[str, Any]:
        """The body with where this seat's replica stands (checked by every receiver)."""
        return {**body, "at": self.replica.at()}

    def _send(self, body: dict[str, Any]) -> None:
        message = self._sign(self._stamp(body))
        self.verifier.accept(message.wire)
        if message.kind in SLOT_KINDS:
            self._known.add(message.wire)
        self._admit()
        self._broadcast(message)

    def _sign(self, body: dict[str, Any]) -> SignedMessage:
        """Sign as this seat's next message, with what this peer has accepted from each seat."""
        return self.signer.sign(body, seen=self.verifier.heads())

    def _broadcast(self, message: SignedMessage) -> None:
        if self.transport is not None:
            self.transport.broadcast(message.wire)

    def end(self) -> dict[str, Any]:
        """The players ended the game: stop signing (this peer still takes the others'
        messages) and return what this seat publishes so that the game is audited all the
        same: its audit message's body and how many messages it signed, all of them covered
        by that body (``net.dealer.endaudit``)."""
        self.ended = True
        return {**self._make_audit(), "count": self.signer.state.next_seq}

    # --- what drives it -----------------------------------------------------------------------

    def waiting(self) -> Waiting:
        """What the game waits for, from this seat: its own choice, or other seats' messages."""
        if self.proof is not None:
            return Finished(self.proof)
        r = self.replica
        if r.over or self.abandoned:
            return Finished(None, r.timed_out, self.abandoned, tuple(sorted(r.unaudited)))
        owed = r.phase.need.get(self.seat)
        sent = bool(owed) and (r.step, owed[0], len(owed)) in self.sent  # held back, not lost
        if owed and owed[0] in DECIDING and self.choice is None and not sent:
            if self._asked is None or self._asked[0] is not r.state:  # built once per state
                view = self.view()
                legal = self.game.legal_actions(view)
                simultaneous = isinstance(r.phase.pending, AwaitSimultaneous)
                self._asked = (r.state, Decide(view, legal, simultaneous))
            return self._asked[1]
        seats = tuple(s for s, need in r.phase.need.items() if need and s != self.seat)
        deciding = any(r.phase.need[s][0] in DECIDING for s in seats)
        return AwaitPeers(seats, r.step, deciding)

    def view(self) -> View:
        """This seat's view of the game now."""
        return self.game.view(self.replica.state, self.seat, self.knowledge)

    def decide(self, action: Any) -> None:
        """Take this seat's choice (a member of the legal actions ``waiting()`` offered) and
        send what it owes; IllegalAction (nothing sent) for anything else."""
        waiting = self.waiting()
        if not isinstance(waiting, Decide):
            raise IllegalAction("turn/not_asked", "this seat is not asked to decide", self.seat)
        if action not in waiting.legal:
            raise IllegalAction("turn/illegal", f"{action!r:.80} is not legal now", self.seat)
        self.choice = action
        self._pump()

    def _act(self) -> bool:
        """Send the next message this seat owes at this step, if it is its turn to."""
        r, me = self.replica, self.seat
        owed = r.phase.need.get(me)
        if self.ended:
            return False
        if owed and self.bad_card is not None:
            about, card = self.bad_card
            self.bad_card = None
            claim = make_claim(r, self.keypair, self.held, me, about, card)
            self._send({"kind": "claim", "step": r.step, **claim})
            return True
        if not owed or not r.phase.ready(me, owed[0], r):
            return False
        kind = owed[0]
        if kind in DECIDING and self.choice is None:
            return False  # waits for decide()
        key = (r.step, kind, len(owed))
        if key in self.sent:
            return False
        self.sent.add(key)
        self._send({"kind": kind, "step": r.step, **MAKERS[kind](self)})
        return True

    # --- when others are silent (the session keeps the clock: see net.dealer.timeouts) -------

    def owed(self) -> tuple[Debt, ...]:
        """What other seats owe now and could send (not waiting for anyone else's message)."""
        r = self.replica
        if self.done or self.left:
            return ()
        return tuple(
            Debt(s, r.phase.debt_step(r, s), need[0])
            for s, need in sorted(r.phase.need.items())
            if need and s != self.seat and r.phase.ready(s, need[0], r) and not self._holds(s)
        )

    def _holds(self, seat: int) -> bool:
        """Whether this peer has accepted messages of ``seat`` the replica has not consumed
        (held by the gate or a declaration): then nothing of it is missing here, and declaring
        it would convict this peer by its own digests."""
        consumed = self.gate.released[seat] - len(self.replica.queues[seat])
        return self.verifier.state(seat).next_seq > consumed

    def heartbeat(self) -> None:
        """Sign what this peer has accepted from everyone, so that a message withheld from it
        alone is seen in its digests' absence and relayed by whoever holds it. Only with news:
        a heartbeat whose digests name nothing this seat's previous message did not would
        convict it (``Timeouts.take_beat``); the channel's pings say it is alive meanwhile."""
        if self.done or self.left or self.ended:
            return
        last = self.verifier.message_at(self.seat, self.signer.state.next_seq - 1)
        before = {} if last is None else {pair.seat: pair.count for pair in last.seen}
        heads = [h for h in self.verifier.heads() if h.seat != self.seat and h.next_seq > 0]
        if any(h.next_seq > before.get(h.seat, 0) for h in heads):
            self._send({"kind": "beat", "step": self.replica.step})

    def chase(self, debt: Debt) -> None:
        """Ask every peer for the debtor's messages this peer lacks (any holder relays them)."""
        first = self.verifier.state(debt.seat).next_seq
        self._ask([Want(debt.seat, first, first + MAX_RELAY - 1, of)
                   for of in self.roster.keys if of != self.seat])  # fmt: skip

    def declare(self, debt: Debt) -> None:
        """Sign an irrevocable declaration that ``debt`` is still unpaid (its deadline and the
        grace after ``chase`` have passed)."""
        if debt in self.declared or self.done or self.ended:
            return  # declared already, or the game ended (a declaration, or the players)
        if debt not in self.owed():
            raise ValueError(f"{debt} is not owed now")
        self.declared.add(debt)
        body = {"kind": "timeout", "step": debt.step, "seat": debt.seat, "owed": debt.kind,
                "for": debt.step}  # fmt: skip
        self._send(body)
        self._pump()

    def abandon(self) -> None:
        """Give up on a game whose declarations did not come in time: it ends, on this side,
        without a result (nobody is named, nothing is claimed)."""
        self.abandoned = True

    # --- what this seat learns ----------------------------------------------------------------

    def _private(self, step: Any, cts: tuple[Ciphertext, ...]) -> tuple[int, ...] | None:
        r, me = self.replica, self.seat
        if isinstance(step, RevealStep) and step.to == me:
            kinds = []
            for i, ct in enumerate(cts):
                m = r.decrypt_with(ct, self._shares_known(ct.a))
                assert m is not None  # a reveal to this seat left out only its own parts
                try:
                    kinds.append(r.table.decode(m))
                except UnknownCard:
                    self.bad_card = (r.step, i)  # a shuffle cheated past its proof: claim it
                    return None
            return tuple(kinds)
        if isinstance(step, ReorderStep) and step.seat == me:
            view = self.view()
            kinds = tuple(view.kind_index(step.handles[j]) for j in self.reorder_perm)
            return None if UNKNOWN in kinds else kinds
        return None

    def _shares_known(self, a: Point) -> Callable[[Part], Point | None]:
        """Each part's share of A as this seat knows it: published, computed from its own
        secrets (its key, the pieces it holds), or encrypted to it."""
        r, x = self.replica, self.keypair.secret
        published = r.shares.get(a, {})

        def known(part: Part) -> Point | None:
            got = published.get(part)
            if got is None and part == self.seat:
                got = group.mul(x, a)
            elif got is None and part in self.held:
                got = group.mul(self.held[part], a)  # type: ignore[index]
            elif got is None and (a, part, self.seat) in r.enc:
                got = p.open_enc_share(r.enc[(a, part, self.seat)], x)
            return got

        return known

    def _observe(self, before: Any, t: Transition) -> None:
        news = learned(t.pending, t.result, before, self.replica.state)
        if news is not None and news.seat == self.seat:
            self.knowledge.learn(news.state, news.handles, news.kinds)
            self.learned.append((t.step, news.handles, news.kinds))
        if self.on_transition is not None:
            self.on_transition(t, self.replica.state)

    # --- results ------------------------------------------------------------------------------

    @property
    def hashes(self) -> list[str]:
        return [t.hash for t in self.replica.history]

    @property
    def left(self) -> bool:
        """This seat re-shared its secret and left the game, or timed out and the game plays
        on for it: it owes nothing more (its client may close; while it stays, it follows the
        game)."""
        r = self.replica
        return self.seat in r.pieces.gone or self.seat in r.replaced

    @property
    def done(self) -> bool:
        return self.replica.over or self.proof is not None or self.abandoned


class KnownWires:
    """The last ``size`` wires a peer accepted, by value: a bounded memory of what it holds."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._order: deque[bytes] = deque()
        self._set: set[bytes] = set()

    def __contains__(self, data: object) -> bool:
        return data in self._set

    def add(self, data: bytes) -> None:
        if data in self._set:
            return
        self._order.append(data)
        self._set.add(data)
        if len(self._order) > self.size:
            self._set.discard(self._order.popleft())
