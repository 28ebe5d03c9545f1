"""Two seats look at the same hand (two Metronomes): each keeps what it was shown.

The shares a seat encrypts to a looker are kept per recipient. Keyed by (card, sharer) alone, the
second look overwrote the first, and the confidentiality oracle then found that the first looker
"knew" cards it could no longer decrypt (seen once in a whole 4-player game in CI, then found by
replaying seeded 3-player games in which seats 0 and 2 both play Metronomes on seat 1).
"""

from __future__ import annotations

from dealerkit import MetronomeAgent, Seeded, assert_fair, fixed, salted

from net.dealer import run_game
from net.dealer.oracle import readers

SEED, CAP = 9, 60
"""A seeded game in which eight cards of seat 1's hand are shown to both lookers (found by playing
seeds 0-9 under fair-play protocol 3: the deal moves with the game id). It plays without
turn-order compensation (R21), which the looks do not depend on, so that a change of its default
leaves the game alone."""


def test_a_hand_shown_to_two_lookers_stays_readable_by_both(game):
    """Seeded peers run the confidentiality oracle after every step (``CheckedDealer``)."""
    settings = game.settings({"players": 3, "compensation": "none"})
    metronome = game.catalog.by_id("metronome").index
    agents = {s: MetronomeAgent(game.bots["strategic"](f"{SEED}/{s}"), metronome) for s in (0, 2)}
    run = run_game(game, settings, turn_cap=CAP, seed=SEED, agents=agents,
                   factories=dict.fromkeys(range(3), salted(Seeded, SEED)),
                   **fixed(settings.players))  # fmt: skip
    r = run.peers[0].replica
    recipients: dict[bytes, set[int]] = {}
    for a, sharer, to in r.enc:
        if sharer == 1:
            recipients.setdefault(a, set()).add(to)
    twice = [a for a, seats in recipients.items() if seats == {0, 2}]
    assert len(twice) >= 5, "the seed shows cards of seat 1's hand to both lookers"
    for a in twice:
        assert {0, 2} <= readers(r, a), "both lookers can still decrypt what they were shown"
    assert all(p.checked > 0 for p in run.peers), "the oracle ran at every step"
    assert_fair(run, game, settings, CAP)
