"""The deal's shuffles run side by side: one dealer step shuffles every zone the game asks for in
a row, each zone starting with another seat, and a seat builds on its input before it has
checked that input's proof; every proof is judged at the end of the step, before any share of
those zones is asked for."""

from __future__ import annotations

from dealerkit import BadShuffleCheat, Seeded, assert_fair, assert_proved, run_seeded

from core.hypnose.state import Settings
from core.vocabulary import ShuffleStep
from net.dealer.phases.shuffles import ShufflePhase, batch
from net.protocol.messages import parse_message


class Builds(Seeded):
    """Notes, for each shuffle it makes, whether its input was another seat's output whose
    proof this peer had not checked yet."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.built: list[tuple[int, bool]] = []

    def _shuffle(self, zone, ctx):
        unchecked = [i.record.out for i in self.replica.phase.unchecked if not i.checked]
        self.built.append((ctx.step, zone.deck in unchecked))
        return super()._shuffle(zone, ctx)


def test_the_deal_shuffles_every_zone_in_one_step_each_started_by_another_seat(game):
    settings = Settings(players=4)
    run = run_seeded(game, settings, seed=0, cap=2, cheat=dict.fromkeys(range(4), Builds))
    assert_fair(run, game, settings, 2)
    messages = run.peers[0].transcript.messages
    start = min(m.body["step"] for m in messages if m.kind == "shuffle")
    deal = [m for m in messages if m.kind == "shuffle" and m.body["step"] < start + 6]
    steps = sorted({m.body["step"] for m in deal})
    assert steps == list(range(start, start + 6)), "six zones: four draw piles and two stacks"
    for zone, step in enumerate(steps):
        chain = [m.seat for m in deal if m.body["step"] == step]
        assert chain == [(zone + k) % 4 for k in range(4)], "zone i starts with seat i mod 4"
    for seat in range(4):  # each seat's first shuffle is one it starts: nobody waits to begin
        mine = sorted((m.seq, m.body["step"]) for m in deal if m.seat == seat)
        assert (mine[0][1] - start) % 4 == seat
    for peer in run.peers:  # after the first shuffle of a zone, each built on unchecked input
        own_starts = {start + z for z in range(6) if z % 4 == peer.seat}
        later = [unchecked for step, unchecked in peer.built
                 if step in steps and step not in own_starts]  # fmt: skip
        assert later and all(later), (peer.seat, peer.built)


def test_a_step_takes_the_shuffles_the_game_asks_for_in_a_row(game):
    settings = Settings(players=2)
    run = run_seeded(game, settings, seed=0, cap=1)
    r = run.peers[0].replica
    fresh = type(r)(r.roster, game, settings, None)
    for message in run.peers[0].transcript.messages[:2]:  # the keys
        fresh.offer(message)
    fresh.pump()
    assert isinstance(fresh.phase, ShufflePhase) and fresh.phase.span == 4
    steps = batch(fresh, fresh.phase.pending)
    assert all(isinstance(s, ShuffleStep) for s in steps) and len(steps) == 4
    handles = [h for s in steps for h in s.handles]
    assert len(handles) == len(set(handles)), "the zones are disjoint"


class Forges(BadShuffleCheat):
    """Notes the step of the one shuffle it forges."""

    forged_at: int | None = None

    def _shuffle(self, zone, ctx):
        before = getattr(self, "_done", False)
        out = super()._shuffle(zone, ctx)
        if not before and getattr(self, "_done", False):
            self.forged_at = ctx.step
        return out


def test_a_bad_shuffle_built_upon_is_judged_before_any_share(game):
    settings = Settings(players=3)
    run = run_seeded(game, settings, seed=0, cap=4, cheat={1: Forges})
    proof = assert_proved(run, game, settings, 4, 1, {"shuffle"})
    messages = [parse_message(wire) for wire in proof.messages]
    step = run.peers[1].forged_at
    chain = [m.seat for m in messages if m.kind == "shuffle" and m.body["step"] == step]
    assert chain[:3] == [0, 1, 2], "seat 2 shuffled the bad deck before anyone judged it"
    assert "shares" not in {m.kind for m in messages}
