"""Kuhn poker (``tests/games/kuhn.py``) over the fair dealer: the platform hosts a game it was
not written for. Whole games over the in-memory bus with random bots, every peer agreeing on
the history, a fair audit, no card readable by a seat that may not know it; and cheats (a lie
about a card at the showdown, a malformed or an illegal bet) caught with proofs that every
peer re-checks."""

from __future__ import annotations

import pytest
from kuhn import CARDS, KUHN, Bet, Call, Check, Fold

from core.play import play_game
from core.vocabulary import RevealStep
from net.dealer import FairDealer, audit_transcript, check_proof, replay_record, run_game
from net.dealer.oracle import CheckedDealer, leaks
from net.fair import group
from net.fair.elgamal import card_point
from net.protocol.messages import parse_message
from net.protocol.transcript import Transcript
from net.protocol.verdicts import CheatingProof
from net.session.bus import Interleaving

SETTINGS = KUHN.settings()
LINES = {
    0: (Bet, Fold),
    4: (Bet, Call),
    8: (Check, Bet, Call),
    10: (Check, Bet, Fold),
    15: (Check, Check),
}
"""A seed for each line of the Kuhn tree (random bots ignore their cards, so the betting of
a seed is the same with either dealer)."""
EVERY_SEAT = dict.fromkeys(range(2), CheckedDealer)


@pytest.mark.parametrize("seed", sorted(LINES))
def test_a_whole_game_over_the_fair_dealer(seed):
    run = run_game(KUHN, SETTINGS, bot="random", seed=seed, factories=EVERY_SEAT)
    assert run.proofs == {}
    assert all(peer.replica.over for peer in run.peers)
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    for peer in run.peers:  # the oracle ran at every transition
        assert peer.checked == len(peer.replica.history)
        assert leaks(peer.replica, peer.seat, peer.knowledge) == []
    state = run.peers[0].replica.state
    history = [t for t in run.peers[0].replica.history if t.action is not None]
    assert tuple(type(t.action) for t in history) == LINES[seed]
    local = play_game(KUHN, SETTINGS, [KUHN.bots["random"](f"{seed}/{s}") for s in range(2)], seed,
                      record=True)  # fmt: skip
    assert [(t.seat, t.action) for t in history] == [s for s in local.steps if type(s[0]) is int]
    outcome = KUHN.outcome(state)
    assert outcome is not None and sum(outcome.scores) == 0
    showdown = LINES[seed][-1] is not Fold
    for peer in run.peers:
        assert KUHN.outcome(peer.replica.state) == outcome
        # each seat saw its own card; the other's only at a showdown
        (mine,) = state.hand(peer.seat)
        (theirs,) = state.hand(1 - peer.seat)
        view = KUHN.view(peer.replica.state, peer.seat, peer.knowledge)
        assert view.kind_index(mine) in range(len(CARDS))
        assert (view.kind_index(theirs) != -1) == showdown
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, KUHN, SETTINGS)
        assert report.fair, report.verdict
        assert report.shuffles == 2 and report.reveals == (3 if showdown else 2)
        assert list(report.hashes) == peer.hashes
        assert replay_record(report.record, KUHN, SETTINGS, check=True) == peer.hashes
    # the audit's full record shows the true deal: two different cards, the winner's higher
    dealt = [e.result.kinds for e in report.record if isinstance(e.step, RevealStep)]
    cards = (dealt[0][0], dealt[1][0])
    assert cards[0] != cards[1]
    if showdown:
        assert outcome.winners == (0 if cards[0] > cards[1] else 1,)


def test_any_interleaving_gives_one_history():
    schedule = Interleaving(8)
    run = run_game(KUHN, SETTINGS, bot="random", seed=8, schedule=schedule)
    assert run.proofs == {} and all(peer.replica.over for peer in run.peers)
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    for peer in run.peers:
        report = audit_transcript(peer.transcript.messages, run.roster, KUHN, SETTINGS)
        assert report.fair, report.verdict


# --- cheats -----------------------------------------------------------------------------------

CHEAT = 1


class LiesAtShowdown(FairDealer):
    """At the showdown, publishes a share that turns its card into a King (a Queen if it
    holds the King: it lies either way)."""

    def _make_shares(self):
        body = super()._make_shares()
        step = self.replica.phase.pending
        if isinstance(step, RevealStep) and step.to is None and body["d"] is not None:
            (handle,) = self.replica.state.hand(self.seat)
            mine = self.knowledge.kind_of(handle, self.replica.state.epochs[handle])
            claim = CARDS.index("K") if mine != CARDS.index("K") else CARDS.index("Q")
            d = body["d"]["d"][0]  # m = B - sum(d): this share turns M_mine into M_claim
            body["d"]["d"][0] = group.add(d, group.sub(card_point(mine), card_point(claim)))
        return body


class MalformedBet(FairDealer):
    """Bets an amount that is not an int."""

    def _make_action(self):
        body = super()._make_action()
        if body["action"]["type"] in ("Bet", "Call"):
            body["action"] = {**body["action"], "amount": "1"}
        return body


class RaisesTwo(FairDealer):
    """Bets (or calls) 2 instead of 1: well-formed, but not a legal Kuhn bet."""

    def _make_action(self):
        body = super()._make_action()
        if body["action"]["type"] in ("Bet", "Call"):
            body["action"] = {**body["action"], "amount": 2}
        return body


@pytest.mark.parametrize(
    ("cls", "seed", "check", "kind"),
    [
        (LiesAtShowdown, 4, "share", "shares"),
        (LiesAtShowdown, 15, "share", "shares"),
        (MalformedBet, 4, "malformed", "action"),
        (RaisesTwo, 8, "illegal", "action"),
    ],
)
def test_a_cheat_is_caught(cls, seed, check, kind):
    run = run_game(KUHN, SETTINGS, bot="random", seed=seed,
                   factories={CHEAT: cls})  # fmt: skip
    assert set(run.proofs) == {0, 1}, "every peer holds a proof"
    for peer in run.peers:
        proof = CheatingProof.from_bytes(peer.proof.to_bytes())
        assert (proof.seat, proof.check) == (CHEAT, check), proof
        offending = parse_message(proof.messages[-1])
        assert (offending.seat, offending.body["kind"]) == (CHEAT, kind)
        assert check_proof(proof, run.roster, KUHN, SETTINGS) == CHEAT
        assert KUHN.outcome(peer.replica.state) is None  # stopped before the end
