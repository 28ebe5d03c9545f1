"""What one seat sends: the body of each kind of message it owes, from its secrets and the
shared replica. ``FairDealer`` is a ``Makers``; a test peer that cheats overrides one maker."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.game import Game
from core.vocabulary import hidden_handles, opened_later, public_form, reorder_order
from net.dealer import protocol as p
from net.dealer.phases.slots import SLOT_TAG, slot_payload
from net.dealer.pieces import Part
from net.fair import group
from net.fair.challenges import Context
from net.fair.commitments import Opening, commit, joint_random_commit
from net.fair.elgamal import Ciphertext, deck_to_wire
from net.fair.group import Point, Scalar
from net.fair.keys import KeyPair, prove_key
from net.fair.reshare import make_complaint, make_reshare, open_shares, seal, wrong_shares
from net.fair.shares import make_shares
from net.fair.shuffle import (
    ShuffleProof,
    ShuffleSecret,
    apply_shuffle,
    prove_shuffle,
    shuffle_and_prove,
)
from net.protocol.messages import Roster
from net.protocol.wire import canonical

if TYPE_CHECKING:
    from net.dealer.phases.shuffles import Zone
    from net.dealer.replica import Replica


class Makers:
    """The makers, over the state a ``FairDealer`` keeps (declared here for them)."""

    seat: int
    roster: Roster
    game: Game
    replica: Replica
    keypair: KeyPair
    choice: Any
    sealed: tuple[Opening, bytes] | None
    reorder_first: tuple[int, ...]
    reorder_perm: tuple[int, ...]
    reorder_perms: dict[int, tuple[int, ...]]
    duel_opening: tuple[Opening, tuple[int, ...]] | None
    random_opening: Opening | None
    held: dict[Point, Scalar]

    @property
    def ctx(self) -> Context:
        return self.replica.ctx(self.seat)

    def _make_key(self) -> dict[str, Any]:
        return {"key": prove_key(self.keypair, self.roster.game_id, self.seat).to_wire()}

    def _make_action(self) -> dict[str, Any]:
        action, self.choice = self.choice, None
        public, hidden = public_form(action), hidden_handles(action)
        digest = None
        if opened_later(public):
            assert hidden is not None
            cards = tuple(sorted(hidden))
            digest, opening = commit(p.DUEL_TAG, self.ctx, p.selection_payload(cards))
            self.duel_opening = (opening, cards)
        elif hidden is not None:
            self.reorder_first = hidden
        return {"action": self.game.encode_action(public), "commit": digest}

    def _make_scommit(self) -> dict[str, Any]:
        """Seal this seat's simultaneous choice: only its commitment travels now."""
        action, self.choice = self.choice, None
        payload = canonical(self.game.encode_action(action))
        digest, opening = commit(p.SIMULTANEOUS_TAG, self.ctx, payload)
        self.sealed = (opening, payload)
        return {"c": digest}

    def _make_sreveal(self) -> dict[str, Any]:
        assert self.sealed is not None
        opening, payload = self.sealed
        self.sealed = None
        return {"nonce": opening.nonce, "action": payload}

    def _make_slot_commit(self) -> dict[str, Any]:
        """Seal this seat's choice for the slot (V9): its action, the round and slot it is
        for, and a fresh nonce (also the seat's share of the slot's random value, V10)."""
        action, self.choice = self.choice, None
        r = self.replica
        where = (r.game.turns_played(r.state), r.game.slot(r.state))  # type: ignore[attr-defined]
        payload = canonical(slot_payload(*where, self.game.encode_action(action)))
        digest, opening = commit(SLOT_TAG, self.ctx, payload)
        self.sealed = (opening, payload)
        return {"c": digest}

    def _make_shuffle(self) -> dict[str, Any]:
        """This seat's shuffle of the next zone it owes (at that zone's step number)."""
        r = self.replica
        i = r.phase.next_zone(self.seat)
        zone, ctx = r.phase.zones[i], r.phase.zone_ctx(r, self.seat, i)
        out, proof = self._shuffle(zone, ctx)
        return {"step": ctx.step, "out": deck_to_wire(out), "proof": proof.to_wire()}

    def _shuffle(self, zone: Zone, ctx: Context) -> tuple[tuple[Ciphertext, ...], ShuffleProof]:
        """A fresh shuffle of the zone's deck and its proof."""
        out, _, proof = shuffle_and_prove(zone.deck, self.replica.joint, ctx)  # type: ignore[arg-type]
        return out, proof

    def _make_reorder(self) -> dict[str, Any]:
        r = self.replica
        handles = r.phase.pending.handles
        deck = r.phase.zones[0].deck
        order = reorder_order(self.reorder_first, handles)
        self.reorder_first = ()
        self.reorder_perm = tuple(handles.index(h) for h in order)
        secret = ShuffleSecret.random(len(handles), self.reorder_perm)
        out = apply_shuffle(deck, secret, r.joint)
        proof = prove_shuffle(deck, out, secret, r.joint, self.ctx)
        self.reorder_perms[r.step] = self.reorder_perm
        return {"out": deck_to_wire(out), "proof": proof.to_wire()}

    def _own_shares(self, cts: list[Ciphertext], keypair: KeyPair | None = None) -> Any:
        keypair = keypair or self.keypair
        return make_shares(keypair, cts, self.ctx).to_wire() if cts else None

    def _make_shares(self) -> dict[str, Any]:
        """This seat's shares for its own key, and in ``held`` for each piece of a leaver's
        secret it holds that the step needs."""
        ph = self.replica.phase
        held = [[piece, *self._part_shares(KeyPair(self.held[piece], piece), piece)]
                for piece in ph.held(self.replica, self.seat)]  # fmt: skip
        d, enc = self._part_shares(self.keypair, self.seat)
        return {"d": d, "enc": enc, "held": held or None}

    def _part_shares(self, keypair: KeyPair, part: Part) -> tuple[Any, Any]:
        """The public and the encrypted shares the step needs of one part."""
        ph, r = self.replica.phase, self.replica
        pub = [ph.cts[i] for i in ph.pub.get(part, [])]
        enc = [
            p.make_enc_share(
                keypair.secret, keypair.public, ph.cts[i].a, r.publics[ph.to], self.ctx
            ).to_wire()
            for i in ph.enc.get(part, [])
        ]
        return self._own_shares(pub, keypair), enc or None

    def _make_open(self) -> dict[str, Any]:
        r = self.replica
        assert self.duel_opening is not None
        opening, cards = self.duel_opening
        self.duel_opening = None
        own = [r.cts[h] for h in cards if r.share_of(r.cts[h].a, self.seat) is None]
        return {"nonce": opening.nonce, "cards": list(cards), "d": self._own_shares(own)}

    def _make_rcommit(self) -> dict[str, Any]:
        digest, self.random_opening = joint_random_commit(self.ctx)
        return {"c": digest}

    def _make_rreveal(self) -> dict[str, Any]:
        assert self.random_opening is not None
        return {"nonce": self.random_opening.nonce, "value": self.random_opening.payload}

    def _make_reshare(self) -> dict[str, Any]:
        """Leaving: split this seat's key and every piece it holds among the seats that stay,
        and seal what its audit would have published besides its secret."""
        r, me = self.replica, self.seat
        secrets = [self.keypair.secret if item == me else self.held[item]  # type: ignore[index]
                   for item in r.pieces.items_of(me)]  # fmt: skip
        receivers = {j: r.publics[j] for j in r.phase.receivers}
        reshare, _ = make_reshare(secrets, receivers, self.ctx)
        sealed = seal(canonical(self._closing()), self.keypair.secret, r.gid, me)
        return {**reshare.to_wire(), "sealed": sealed}

    def _make_ack(self) -> dict[str, Any]:
        """Open this seat's shares of every leaver's secrets: keep them if each matches its
        commitment, else complain (showing x·T with its proof, so everyone can check)."""
        r, me, ph = self.replica, self.seat, self.replica.phase
        index = ph.receivers.index(me)
        opened: dict[Point, Scalar] = {}
        for leaver in ph.leavers:
            reshare = ph.splits[leaver]
            q = group.mul(self.keypair.secret, reshare.t_point)
            shares = open_shares(reshare, q, me, index, r.ctx(leaver))
            if wrong_shares(shares, reshare, index):
                complaint = make_complaint(self.keypair, reshare, self.ctx)
                return {"complaint": [leaver, complaint.to_wire()]}
            opened.update((row[index], s) for row, s in zip(reshare.commitments, shares,
                                                             strict=True))  # fmt: skip
        self.held.update(opened)
        return {"complaint": None}

    def _closing(self) -> dict[str, Any]:
        """A duel commitment the game ended before, and the order of each private reorder the
        replica recorded from this seat (its shuffle secrets stay private)."""
        r, me = self.replica, self.seat
        opening = None
        if me in r.commits:
            assert self.duel_opening is not None
            nonce, cards = self.duel_opening[0].nonce, self.duel_opening[1]
            opening = {"nonce": nonce, "cards": list(cards)}
        mine = [s.step for s in r.shuffles if s.seat == me and s.reorder]
        return {"open": opening, "reorders": [list(self.reorder_perms[step]) for step in mine]}

    def _make_audit(self) -> dict[str, Any]:
        """This seat's secret, the secrets of the pieces it holds, and its closing."""
        held = self.replica.pieces.held_by(self.seat)
        return {
            "x": group.encode_scalar(self.keypair.secret),
            "held": [group.encode_scalar(self.held[piece]) for piece in held],
            **self._closing(),
        }


MAKERS: dict[str, Callable[[Makers], dict[str, Any]]] = {
    "key": lambda d: d._make_key(),
    "action": lambda d: d._make_action(),
    "scommit": lambda d: d._make_scommit(),
    "sreveal": lambda d: d._make_sreveal(),
    "slot_commit": lambda d: d._make_slot_commit(),
    "slot_open": lambda d: d._make_sreveal(),
    "shuffle": lambda d: d._make_shuffle(),
    "reorder": lambda d: d._make_reorder(),
    "shares": lambda d: d._make_shares(),
    "open": lambda d: d._make_open(),
    "rcommit": lambda d: d._make_rcommit(),
    "rreveal": lambda d: d._make_rreveal(),
    "reshare": lambda d: d._make_reshare(),
    "ack": lambda d: d._make_ack(),
    "audit": lambda d: d._make_audit(),
}
"""What this seat sends for each message kind it owes (a subclass may override a maker)."""
