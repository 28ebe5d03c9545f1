"""A peer's replica does not re-check the proofs of its own shuffles, built from a secret it
holds; every other seat's shuffle it checks, and its own are checked by every other peer."""

from __future__ import annotations

import pytest

from core.hypnose.state import Settings
from net.dealer import check_proof, run_game
from net.dealer.peer import FairDealer
from net.dealer.replica import Cheat, Replica
from net.fair import group
from net.fair.elgamal import card_point, deck_from_wire, deck_to_wire, encrypt
from net.protocol.messages import Roster, Verifier

HONEST, CHEAT = 0, 1
UNCACHED_PROOFS = True
"""This module counts the multiplications of verification (see conftest)."""


class ForgesShuffle(FairDealer):
    """Swaps a card of its (otherwise honest) shuffle for one of its choosing."""

    def _make_shuffle(self):
        body = super()._make_shuffle()
        deck = list(deck_from_wire(body["out"]))
        deck[0] = encrypt(card_point(0), group.random_scalar(), self.replica.joint)
        return {**body, "out": deck_to_wire(deck)}


class _Fed(Replica):
    """A replica with its own message verifier, fed signed wires one by one."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.verifier = Verifier(self.roster)

    def feed(self, *wires: bytes) -> _Fed:
        """Consume wires in order (raising Cheat at the first that fails a check)."""
        for wire in wires:
            self.offer(self.verifier.accept(wire).message)
            self.pump()
        return self


def _replica(roster: Roster, game, settings, cap, wires, own_seat=None) -> _Fed:
    """A replica (playing own_seat, if any) that has consumed wires."""
    return _Fed(roster, game, settings, cap, own_seat=own_seat).feed(*wires)


def test_own_shuffles_are_recorded_but_not_rechecked(game):
    settings, cap = Settings(players=2), 4
    run = run_game(game, settings, turn_cap=cap)
    assert run.proofs == {} and all(p.replica.over for p in run.peers)
    wires = [m.wire for m in run.peers[0].transcript.messages]
    before = group.counters()
    full = _replica(run.roster, game, settings, cap, wires)
    full_spent = group.counters() - before
    for seat in (0, 1):
        mine = [r for r in full.shuffles if r.seat == seat]
        assert mine, f"seat {seat} shuffled"
        before = group.counters()
        own = _replica(run.roster, game, settings, cap, wires, own_seat=seat)
        spent = group.counters() - before
        # The same game, the same shuffles on record (the end-of-game audit checks them)...
        assert own.over and own.shuffles == full.shuffles
        assert [t.hash for t in own.history] == [t.hash for t in full.history]
        # ...but seat's own proofs are neither rebuilt nor counted as checked.
        assert own.proofs_checked == full.proofs_checked - len(mine)
        # A TW verification of n cards is at most 8n + 4 variable-base multiplications, fewer
        # in a batch with the step's other proofs (shared points are multiplied once); but
        # its own points are not shared: n + 4 sent points by their weights (n + 5 unless
        # its t_3 is the batch's target) and the n permutation commitments by the u_j.
        saved = full_spent.var_mul - spent.var_mul
        assert saved >= sum(2 * len(r.inp) + 4 for r in mine)
        # Exactly what the peer playing seat did in the game.
        assert run.peers[seat].replica.own_seat == seat
        assert run.peers[seat].replica.proofs_checked == own.proofs_checked


def test_forged_shuffle_is_caught_by_the_other_peers(game):
    settings, cap = Settings(players=2), 12
    run = run_game(game, settings, turn_cap=cap, factories={CHEAT: ForgesShuffle},
                   spread=False)  # fmt: skip
    proof = run.peers[HONEST].proof
    assert proof is not None and (proof.seat, proof.check) == (CHEAT, "shuffle")
    # The cheater's replica took its own shuffle unchecked; the honest peer stopped there.
    assert run.peers[CHEAT].proof is None
    assert check_proof(proof, run.roster, game, settings, cap) == CHEAT

    # The shuffles' proofs are judged when the last shuffle of the step comes in
    *prefix, last = proof.messages
    for own_seat in (None, HONEST):
        replica = _replica(run.roster, game, settings, cap, prefix, own_seat)
        with pytest.raises(Cheat) as caught:
            replica.feed(last)
        assert (caught.value.seat, caught.value.check) == (CHEAT, "shuffle")

    # A replica playing the cheater's seat records the forged shuffles without checking them.
    replica = _replica(run.roster, game, settings, cap, prefix, CHEAT)
    checked = replica.proofs_checked
    replica.feed(last)
    forged = [s for s in replica.shuffles if s.seat == CHEAT]
    honest = [s for s in replica.shuffles if s.seat == HONEST]
    assert forged and honest and replica.phase.name != "shuffle", "the step went on"
    assert replica.proofs_checked == checked + len(honest), "only the honest seat's are checked"
