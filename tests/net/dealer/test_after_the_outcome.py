"""After the outcome (fairplay.md, timeout rule point 6): a decided result is never erased by
silence. The outside audit of the second build found that a last loser who withheld its audit
message turned the winner's result into "no result" (one declarer, nobody named), at no cost.

Now once the rules decide the outcome, no declaration names anyone or changes it: the result
stands on every peer, labelled "not fully audited" when a seat's secrets never came (Hypnose;
Hypnosia and Hypno Vision hide nothing, so nothing is missing there); a late audit message
still completes the audit and relabels the result; an audit proof still convicts."""

from __future__ import annotations

import pytest
from dealerkit import Seeded, fixed, salted

from core import games
from net.dealer import audit_transcript, check_proof, run_game

CASES = [
    ("hypnose", 2), ("hypnose", 3), ("hypnose", 4),
    ("hypnosia", 2), ("hypnosia", 3), ("hypnosia", 4),
    ("hypnovision", 2), ("hypnovision", 3), ("hypnovision", 4),
]  # fmt: skip


def _play(name: str, players: int, factories=None):
    game = games.get(name)
    settings = game.settings({"players": players})
    peers = salted(Seeded, 3)
    every = {**dict.fromkeys(range(players), peers), **(factories or {})}
    run = run_game(game, settings, seed=3, factories=every, **fixed(players))
    return game, settings, run


def _designated(game, r, role: str) -> int:
    """The seat of ``role`` by the public state at the audit: the first winner, or the last
    loser still in the game (in Hypnose the others left before); a tie of everyone still in
    has no loser, and its last seat stands in for one."""
    winners = game.outcome(r.state).winners
    if role == "winner":
        return winners[0]
    losers = [s for s in r.active if s not in winners]
    return (losers or list(r.active))[-1]


def silent_as(role: str):
    """A peer that goes silent at the audit if it is the seat of ``role`` (decided from the
    public state there, the same on every peer), honest otherwise."""

    class SilentAs(salted(Seeded, 3)):
        stalled = False

        def _act(self):
            r = self.replica
            if r.phase.name == "audit" and _designated(self.game, r, role) == self.seat:
                self.stalled = True
            return False if self.stalled else super()._act()

    return SilentAs


class LiesAs(salted(Seeded, 3)):
    """The last loser declares, as soon as the audit begins, that every other seat's audit
    never came; every other seat is honest."""

    def _pump(self):
        super()._pump()
        r = self.replica
        if getattr(self, "_lied", False) or self.done or r.phase.name != "audit":
            return
        if _designated(self.game, r, "loser") != self.seat:
            return
        self._lied = True
        for seat in r.phase.need:
            if seat != self.seat:
                self._send({"kind": "timeout", "step": r.step, "seat": seat, "owed": "audit",
                            "for": r.step})  # fmt: skip
        self._pump()


def _assert_stands(game, settings, run, honest, silent=None):
    outcomes = set()
    for peer in run.peers:
        if peer.seat not in honest:
            continue
        r = peer.replica
        assert peer.proof is None, peer.proof
        assert r.over and r.timed_out is None, f"seat {peer.seat}: the result was erased"
        assert not r.replaced, "no declaration after the outcome names anyone"
        outcome = game.outcome(r.state)
        assert outcome is not None and outcome.winners
        outcomes.add(outcome)
        hidden = bool(r.cts)
        expected = {silent} if silent is not None and hidden else set()
        assert set(r.unaudited) == expected, (peer.seat, r.unaudited)
        report = audit_transcript(peer.transcript.messages, run.roster, game, settings)
        assert report.verdict == ("unaudited" if expected else "fair"), report.verdict
    assert len(outcomes) == 1


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players"), CASES)
@pytest.mark.parametrize("role", ["loser", "winner"])
def test_a_seat_silent_at_its_audit_erases_no_result(name, players, role):
    game, settings, run = _play(name, players, dict.fromkeys(range(players), silent_as(role)))
    stalled = [p.seat for p in run.peers if p.stalled]
    assert len(stalled) == 1, stalled
    silent = stalled[0]
    honest = {s for s in range(players) if s != silent}
    _assert_stands(game, settings, run, honest, silent)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players"), CASES)
def test_a_loser_that_claims_the_winners_secrets_never_came_erases_nothing(name, players):
    game, settings, run = _play(name, players, dict.fromkeys(range(players), LiesAs))
    liars = [p.seat for p in run.peers if getattr(p, "_lied", False)]
    assert len(liars) == 1, liars
    loser = liars[0]
    winner = _designated(game, run.peers[loser].replica, "winner")
    honest = {s for s in range(players) if s != loser}
    for peer in run.peers:
        if peer.seat in honest and peer.proof is not None:
            assert peer.proof.seat == loser, "only the liar may be named"
    _assert_stands(game, settings, run, {s for s in honest if run.peers[s].proof is None})
    assert run.peers[winner].replica.unaudited == {} or run.peers[winner].proof is not None


class WinnerLiesLoserLate(salted(Seeded, 3)):
    """The winner publishes a false order for its private reorders in its audit (a cheat only
    the audit can see: it needs every seat's secret); the last loser withholds its audit."""

    stalled = False

    def _act(self):
        r = self.replica
        if r.phase.name == "audit" and _designated(self.game, r, "loser") == self.seat:
            self.stalled = True
        return False if self.stalled else super()._act()

    def _make_audit(self):
        body = super()._make_audit()
        if _designated(self.game, self.replica, "winner") == self.seat:
            body["reorders"] = [perm[1:] + perm[:1] for perm in body["reorders"]]
        return body


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_cheating_winner_is_convicted_when_the_losers_late_secrets_arrive(players):
    """While the loser's secrets are missing the result stands, labelled not fully audited
    (nothing can check the winner's reorders yet); once the loser's audit message comes, however
    late, every honest peer completes the audit and convicts the winner (reorder-exact)."""
    game, settings, run = _play(
        "hypnose", players, dict.fromkeys(range(players), WinnerLiesLoserLate)
    )
    (loser,) = [p.seat for p in run.peers if p.stalled]
    winner = _designated(game, run.peers[loser].replica, "winner")
    reorders = [m for m in run.peers[loser].transcript.messages if m.kind == "reorder"]
    assert any(m.seat == winner for m in reorders), "the winner made no private reorder"
    honest = [p for p in run.peers if p.seat not in (loser, winner)] + [run.peers[loser]]
    for peer in run.peers:
        if peer.seat != loser:
            assert peer.proof is None and set(peer.replica.unaudited) == {loser}, peer.seat
    late = run.peers[loser]  # it publishes its secrets at last (its game is over here too)
    step = late.replica.unaudited[loser].debt.step
    late._send({"kind": "audit", "step": step, **late._make_audit()})
    late._pump()
    run.bus.run_until_idle()
    for peer in honest:
        assert peer.proof is not None, f"seat {peer.seat} did not convict the cheating winner"
        assert (peer.proof.seat, peer.proof.check) == (winner, "reorder-exact")
        assert check_proof(peer.proof, run.roster, game, settings, None) == winner
