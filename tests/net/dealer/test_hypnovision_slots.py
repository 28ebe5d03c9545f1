"""Hypno Vision's time slots against cheating and silent peers (V9, V10, V15), over the fair
dealer on the in-memory bus, each peer's session clock on a virtual time (``run_game``).

- A peer that opens something else than it committed is caught: its signed commitment and
  opening are a cheating proof every peer re-checks.
- Withholding buys nothing: a seat's opening of slot t is sent, and taken, only once every
  commitment of slot t is held, so no seat ever commits having seen another's choice or nonce
  of that slot (checked from every commitment's signed ``seen`` counts), and a peer that waits
  for the others' openings before committing waits for ever: it times out and is dropped.
- A peer that stops sending is dropped after the slot deadline (V15): the others finish the
  game with a result (its cards scored, it ranks last), every audit is fair; with two players
  the game ends without a result.
"""

from __future__ import annotations

import pytest
from dealerkit import Seeded, fixed, salted

from core import games
from core.hypnovision.state import Phase, Stop
from net.dealer import audit_transcript, check_proof, run_game
from net.dealer.phases.slots import COMMIT, OPEN
from net.protocol.transcript import Transcript
from net.protocol.wire import canonical, decode
from tests.net.frozenkit import Frozen

GAME = games.get("hypnovision")
CHEAT = 1
CAP = 3
"""Two whole scrambles, then the audit (a table's turn cap counts scrambles begun)."""


def _play(players, cheat, seed=0, cap=CAP):
    settings = GAME.settings({"players": players})
    honest = salted(Seeded, seed)
    factories = {**dict.fromkeys(range(players), honest), CHEAT: salted(cheat, seed)}
    run = run_game(GAME, settings, turn_cap=cap, bot="strategic-fast", seed=seed,
                   factories=factories, **fixed(players))  # fmt: skip
    return run, settings


def _late(r) -> bool:
    """In the first scramble's slots from slot 3 on (dice known, cards being taken)."""
    return r.state.phase is Phase.SLOT and r.state.slot >= 3


class OpensAnotherChoice(Seeded):
    """Commits honestly, then opens a Stop in place of what it committed (same nonce)."""

    lied = False

    def _make_sreveal(self):
        body = super()._make_sreveal()
        r = self.replica
        if _late(r) and not self.lied and r.phase.need[self.seat] == [OPEN]:
            round_, slot, _ = decode(body["action"])
            body["action"] = canonical([round_, slot, GAME.encode_action(Stop())])
            self.lied = True
        return body


def test_an_opening_that_differs_from_its_commitment_is_a_cheating_proof():
    run, settings = _play(3, OpensAnotherChoice)
    assert run.peers[CHEAT].lied
    assert set(run.proofs) == {0, 1, 2}
    for peer in run.peers:
        proof = peer.proof
        assert proof.seat == CHEAT and proof.check == "commitment", proof
        assert check_proof(proof, run.roster, GAME, settings, CAP) == CHEAT


def _commits_blind(run) -> None:
    """No commitment of any slot was signed by a seat holding another seat's opening of it."""
    messages = run.peers[0].transcript.messages
    opens = {(m.body["step"], m.seat): m.seq for m in messages if m.body["kind"] == OPEN}
    commits = [m for m in messages if m.body["kind"] == COMMIT]
    assert commits
    for m in commits:
        seen = {pair.seat: pair.count for pair in m.seen}
        for seat in run.roster.keys:
            seq = opens.get((m.body["step"], seat))
            if seat != m.seat and seq is not None:
                assert seen.get(seat, 0) <= seq, f"seat {m.seat} saw {seat}'s opening first"


class WaitsForEveryCommitment(Seeded):
    """Holds its commitment until it holds every other seat's commitment of the slot (the most
    a seat can wait without stalling the table), and notes what it knows of their choices."""

    peeked: list[int]

    def _act(self):
        r = self.replica
        if not hasattr(self, "peeked"):
            self.peeked = []
        owed = r.phase.need.get(self.seat)
        if owed == [COMMIT, OPEN] and self.choice is not None:
            others = [s for s in r.phase.need if s != self.seat]
            held = [s for s in others if s in r.phase.commits or self._has(s, COMMIT)]
            if len(held) < len(others):
                return False  # wait: it sends when the next commitment arrives
            self.peeked.append(len(r.phase.choices) + len(r.phase.nonces))
        return super()._act()

    def _has(self, seat, kind):
        return any(m.body["kind"] == kind and m.body["step"] == self.replica.step
                   for m in self.replica.queues[seat])  # fmt: skip


def test_a_seat_that_waits_for_every_commitment_learns_nothing_of_the_slot():
    run, settings = _play(3, WaitsForEveryCommitment)
    assert run.proofs == {}
    peeker = run.peers[CHEAT]
    assert len(peeker.peeked) > 20 and set(peeker.peeked) == {0}  # no choice, no nonce known
    _commits_blind(run)
    assert len({tuple(p.hashes) for p in run.peers}) == 1
    for peer in run.peers:
        assert audit_transcript(peer.transcript.messages, run.roster, GAME, settings, CAP).fair


class WaitsForAnOpening(Frozen, Seeded):
    """Will not commit a slot before it has seen another seat's opening of it: it never does."""

    def _act(self):
        r = self.replica
        owed = r.phase.need.get(self.seat)
        if _late(r) and owed == [COMMIT, OPEN] and not r.phase.nonces:
            self.stalled = True
            return False
        return super()._act()


class StopsAfterCommitting(WaitsForAnOpening):
    """Commits slot 3, then sends nothing more (its opening never comes)."""

    def _act(self):
        r = self.replica
        if _late(r) and r.phase.need.get(self.seat) == [OPEN]:
            self.stalled = True
        return False if self.stalled else Seeded._act(self)


@pytest.mark.slow
@pytest.mark.parametrize("silent", [WaitsForAnOpening, StopsAfterCommitting])
def test_a_silent_seat_is_dropped_and_the_others_finish(silent):
    """V15: past the slot deadline every other seat declares it; two independent declarers
    name it: it is out (its cards scored, last place), the slot is chosen again by the others
    with fresh nonces, and the game goes on to its result."""
    run, settings = _play(4, silent, cap=None)
    assert run.peers[CHEAT].stalled and run.proofs == {}
    _commits_blind(run)
    for peer in run.peers:
        r = peer.replica
        assert r.over and r.timed_out is None
        verdict = r.replaced[CHEAT]
        assert verdict.named == CHEAT and verdict.debt.kind in (COMMIT, OPEN)
        assert r.state.phase is Phase.OVER and CHEAT in r.state.out
        assert len(r.state.penalties) == 5
    assert len({tuple(p.hashes) for p in run.peers}) == 1
    state = run.peers[0].replica.state
    places = GAME.ranking(state)
    assert places[CHEAT] == max(places) and CHEAT not in GAME.outcome(state).winners
    mark = next(t for t in run.peers[0].replica.history if t.timed_out)
    messages = run.peers[0].transcript.messages
    later = [m for m in messages if m.body["step"] > mark.step]
    assert later and not [m for m in later if m.seat == CHEAT]
    # the slot it stalled is chosen again at a fresh step, by the others, with fresh nonces:
    # no value computable from openings already out (the withholder's too) is ever used
    stalled = {
        m.body["nonce"] for m in messages if m.body["kind"] == OPEN and m.body["step"] < mark.step
    }
    again = min(m.body["step"] for m in later if m.body["kind"] == COMMIT)
    assert {m.seat for m in later if m.body["kind"] == COMMIT and m.body["step"] == again} == {
        s for s in range(4) if s != CHEAT
    }
    assert not stalled & {m.body["nonce"] for m in later if m.body["kind"] == OPEN}
    for peer in run.peers:
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, GAME, settings)
        assert report.fair, report.verdict


def test_with_two_players_a_silent_seat_ends_the_game_without_a_result():
    """V15: one other seat cannot name it: the game ends without a result."""
    run, _ = _play(2, WaitsForAnOpening)
    for peer in run.peers:
        r = peer.replica
        assert r.over and r.timed_out is not None and r.timed_out.named is None
        assert not r.replaced and r.state.phase is not Phase.OVER


class SendsOnlyToOne(Seeded):
    """Sends its slot messages to the next seat only, hoping to stall the others."""

    def _broadcast(self, message):
        if message.kind in (COMMIT, OPEN) and self.transport is not None:
            self.transport.send((self.seat + 1) % len(self.roster.keys), message.wire)
        else:
            super()._broadcast(message)


def test_a_slot_message_withheld_from_some_peers_is_forwarded_to_them():
    """V15: every peer forwards every slot message it receives to all, so withholding one
    from some peers delays nothing: nobody asks for it, nobody declares it."""
    run, settings = _play(4, SendsOnlyToOne)
    assert run.proofs == {}
    messages = run.peers[0].transcript.messages
    assert not [m for m in messages if m.kind in ("timeout", "beat")]
    assert len({tuple(p.hashes) for p in run.peers}) == 1
    assert all(p.replica.over and p.replica.timed_out is None for p in run.peers)
    for peer in run.peers:
        assert audit_transcript(peer.transcript.messages, run.roster, GAME, settings, CAP).fair


def test_the_memory_of_forwarded_copies_is_bounded():
    """A peer remembers the last wires it accepted to drop forwarded copies unread, and no
    more: the memory never grows past its size."""
    from net.dealer.peer import KnownWires

    known = KnownWires(size=3)
    for n in range(10):
        known.add(bytes([n]))
        known.add(bytes([n]))  # a copy adds nothing
    assert [bytes([n]) in known for n in range(10)] == [False] * 7 + [True] * 3
    assert len(known._order) == len(known._set) == 3
