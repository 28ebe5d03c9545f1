"""A card revealed to one player that decrypts to no card: the receiver's claim, checked by all
(net/dealer/claims.py), under any interleaving; a false claim; a claim through encrypted shares.

No shuffle can bring such a card past its Terelius–Wikström proof, so these tests let the
cheater's proof through (``forged_proofs_pass``) to reach the paths behind it."""

from __future__ import annotations

import pytest
from dealerkit import (
    LOOKER,
    METRONOME,
    TARGET,
    BadShuffleCheat,
    Seeded,
    Watched,
    assert_proved,
    forged_proofs_pass,
    run_seeded,
)

from core.hypnose.state import Settings
from core.hypnose.zones import Zone, seat_zone
from net.dealer import audit_transcript, claims
from net.dealer.replica import Cheat
from net.fair import group
from net.fair.errors import BadShare
from net.session.bus import Interleaving


class BadDraw(BadShuffleCheat):
    """The same cheat on the top of seat 0's draw pile: only seat 0 sees the bad card."""

    zone = seat_zone(Zone.DRAW, 0)


class FalseClaim(Seeded):
    """Claims that the first card revealed to it is no card, though it is."""

    def _private(self, step, cts):
        kinds = super()._private(step, cts)
        if kinds and not getattr(self, "_claimed", False):
            self._claimed = True
            self.bad_card = (self.replica.step, 0)
        return kinds


def test_bad_card_in_a_private_reveal_is_claimed_and_the_shuffler_named(game, monkeypatch):
    forged_proofs_pass(monkeypatch)
    settings = Settings(players=2, compensation="none")
    run = run_seeded(game, settings, seed=0, cap=4, cheat={1: BadDraw})
    assert_proved(run, game, settings, 4, 1, {"shuffle-exact"})
    receiver = run.peers[0]
    claims = [m for m in receiver.transcript.messages if m.kind == "claim"]
    assert [m.seat for m in claims] == [0], "the receiver claimed the card it alone could see"
    for peer in run.peers:
        r = peer.replica
        assert r.halted is not None and "seat 0 proved that card 0" in r.halted
        assert r.phase.name == "audit" and r.void_through == claims[0].body["step"]
    report = audit_transcript(run.peers[1].proof.messages, run.roster, game, settings, 4)
    assert (report.verdict.seat, report.verdict.check) == (1, "shuffle-exact")


@pytest.mark.parametrize("order", [1, 2, 3])
def test_claim_holds_under_any_interleaving(game, order, monkeypatch):
    """Whatever the others had sent for the step the claim stopped (now void), every peer
    stops at the same step and the audit names the shuffler."""
    forged_proofs_pass(monkeypatch)
    settings = Settings(players=3, compensation="none")
    schedule = Interleaving(order)
    run = run_seeded(game, settings, seed=0, cap=4, cheat={1: BadDraw}, schedule=schedule)
    assert_proved(run, game, settings, 4, 1, {"shuffle-exact"})
    assert schedule.overtakes > 10
    voids = {p.replica.void_through for p in run.peers}
    assert len(voids) == 1 and None not in voids, "seat 0 claimed, all stopped at one step"


def test_false_claim_names_the_claimant(game):
    settings = Settings(players=2, compensation="none")
    run = run_seeded(game, settings, seed=0, cap=4, cheat={1: FalseClaim})
    proof = assert_proved(run, game, settings, 4, 1, {"false-claim"})
    assert "decrypts to kind" in proof.detail


def test_claim_opens_the_shares_encrypted_to_the_claimant(game):
    """A claim about a card shown through encrypted shares (the Metronome) carries the
    claimant's shares of their T points, so anyone finishes the decryption."""
    settings = Settings(players=3, compensation="none")
    run = run_seeded(game, settings, **METRONOME, looker=True,
               cheat=dict.fromkeys(range(3), ClaimsWhatItIsShown))  # fmt: skip
    looker = run.peers[LOOKER]
    assert looker.shown and looker.checked_claims, "the looker was shown a card"
    for opened, caught, tampered in looker.checked_claims:
        assert TARGET in opened, "the target's share reached the looker encrypted"
        assert (caught.seat, caught.check) == (LOOKER, "false-claim")
        assert isinstance(tampered, BadShare)


class ClaimsWhatItIsShown(Watched):
    """The looker, when shown a card, builds the claim it could make and checks it (without
    sending it): a true card makes it a false claim; a tampered share fails its proof."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.checked_claims: list[tuple[list[int], Cheat, Exception]] = []

    def _observe(self, before, t) -> None:
        super()._observe(before, t)
        r = self.replica
        if not (self.seat == LOOKER and self.shown and self.shown[-1][0] is t):
            return
        body = self._stamp({"kind": "claim", "step": r.step,
                            **claims.make_claim(r, self.keypair, self.held, LOOKER, t.step,
                                                0)})  # fmt: skip
        opened = claims._bases(r, LOOKER, t.cts[0]).opened
        try:
            claims.check_claim(r, LOOKER, body)
        except Cheat as exc:
            caught = exc
        body["d"]["d"][-1] = group.mul_base(group.random_scalar())
        try:
            claims.check_claim(r, LOOKER, body)
        except BadShare as exc:
            tampered = exc
        self.checked_claims.append((opened, caught, tampered))
