"""Stalls end within their deadlines: a timeout of the silent seat where two independent seats
can declare it, a game without a result otherwise, and never a false declaration that removes
an honest seat (fairplay.md, "Timeouts").

``run_game`` plays each peer's session when nothing moves: heartbeats, then asking everyone for
what is owed, then declaring it (``net.dealer.table``).
"""

from __future__ import annotations

import pytest
from dealerkit import Seeded, fixed, salted, silent_at

from core.hypnose.state import Settings
from net.dealer import FairDealer, check_proof, run_game

SILENT = 1


def _timed_out(run, named):
    for peer in run.peers:
        if peer.seat == SILENT:
            continue
        assert peer.proof is None, peer.proof
        verdict = peer.replica.timed_out
        assert verdict is not None, f"seat {peer.seat} still waits at step {peer.replica.step}"
        assert verdict.debt.seat == SILENT and verdict.named == named
        assert SILENT not in verdict.declarers
    return run


SEED = 0
"""Seeded peers: the game replays exactly, so each kind of debt below is reached (a game whose
shuffles or bots drew otherwise might end its turns before a seat owes shares)."""


def _silent_game(game, settings, kind, cap=4):
    peers = salted(Seeded, SEED)
    factories = {**dict.fromkeys(range(settings.players), peers), SILENT: silent_at(kind, peers)}
    run = run_game(game, settings, turn_cap=cap, seed=SEED, factories=factories,
                   **fixed(settings.players))  # fmt: skip
    assert run.peers[SILENT].stalled, f"seat {SILENT} never owed a {kind}"
    return run


@pytest.mark.parametrize("kind", ["shuffle", "shares", "rreveal", "action"])
def test_a_silent_seat_is_timed_out_by_two_independent_declarers(game, kind):
    run = _silent_game(game, Settings(players=3), kind)
    verdict = _timed_out(run, named=SILENT).peers[0].replica.timed_out
    assert verdict.debt.kind == kind and verdict.declarers == (0, 2)
    if kind == "shuffle":  # each zone of the deal has its own step: seat 1 starts no zone 0
        assert verdict.debt.step > run.peers[0].replica.step


def test_a_seat_silent_at_its_audit_is_named_by_nobody_and_the_result_stands(game):
    """After the outcome (fairplay.md, timeout rule 6): both others declare the audit message
    missing, yet nobody is named and the game keeps its result, not fully audited."""
    run = _silent_game(game, Settings(players=3), "audit")
    for peer in run.peers:
        if peer.seat == SILENT:
            continue
        r = peer.replica
        assert peer.proof is None and r.over and r.timed_out is None and not r.replaced
        assert set(r.unaudited) == {SILENT} and r.unaudited[SILENT].declarers == (0, 2)


def test_in_two_players_a_stall_ends_the_game_naming_nobody(game):
    _timed_out(_silent_game(game, Settings(players=2), "rreveal"), named=None)


class HidesFromSeat2(FairDealer):
    """Sends its first action to seat 0 only: seat 2 must fetch it (from seat 0's digests, a
    heartbeat, or by asking), never time it out."""

    def _broadcast(self, message):
        if message.body["kind"] == "action" and not getattr(self, "_hid", False):
            self._hid = True
            self.transport.send(0, message.wire)
            return
        super()._broadcast(message)


def test_a_message_withheld_from_one_peer_is_relayed_and_the_game_goes_on(game):
    settings = Settings(players=3)
    run = run_game(game, settings, turn_cap=6, factories={1: HidesFromSeat2})
    assert run.proofs == {}
    assert all(p.replica.over and p.replica.timed_out is None for p in run.peers)
    assert len({tuple(p.hashes) for p in run.peers}) == 1


class DeclaresWhatItHas(FairDealer):
    """Declares that seat 0 never sent its first action, after accepting it."""

    def _pump(self):
        super()._pump()
        r = self.replica
        if getattr(self, "_lied", False) or self.done:
            return
        for debt in list(r.timeouts.paid):
            if debt.seat == 0 and debt.kind == "action":
                self._lied = True
                self._send({"kind": "timeout", "step": debt.step, "seat": 0, "owed": "action",
                            "for": debt.step})  # fmt: skip
                return


class DeclaresNothingOwed(FairDealer):
    """Declares a debt seat 0 never had."""

    def _pump(self):
        super()._pump()
        r = self.replica
        if not getattr(self, "_lied", False) and not self.done and r.step > 3:
            self._lied = True
            self._send({"kind": "timeout", "step": r.step, "seat": 0, "owed": "audit",
                        "for": r.step})  # fmt: skip


@pytest.mark.parametrize(
    ("cls", "why"),
    [(DeclaresWhatItHas, "digests show"), (DeclaresNothingOwed, "nothing of the kind")],
)
def test_a_false_declaration_convicts_its_declarer_and_removes_nobody(game, cls, why):
    settings, cap = Settings(players=3), 6
    run = run_game(game, settings, turn_cap=cap, factories={2: cls})
    for peer in run.peers:
        assert peer.replica.timed_out is None
        if peer.seat != 2:
            assert (peer.proof.seat, peer.proof.check) == (2, "false-timeout"), peer.proof
            assert why in peer.proof.detail
            assert check_proof(peer.proof, run.roster, game, settings, turn_cap=cap) == 2
