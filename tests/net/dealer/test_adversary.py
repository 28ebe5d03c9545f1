"""An adversary at the table: one seat that forks, withholds, delays, relays selectively,
replays and declares timeouts falsely, under random delivery schedules.

Over many seeded runs of 2, 3 and 4 players: no honest peer ever holds a proof against an
honest seat that re-checks, no honest seat is ever timed out, and every honest peer ends in a
result, a proof against the adversary, a timeout of the adversary (or naming nobody), or no
result. The default run plays a few dozen games; ``pytest -m soak`` plays thousands.
"""

from __future__ import annotations

import random

import pytest
from dealerkit import Seeded, fixed, salted

from core.hypnose.state import Settings
from net.dealer import check_proof, run_game
from net.protocol.messages import Signer
from net.session.bus import Interleaving

CAP = 3


def adversary(seed: int):
    """A peer class whose misbehaviour follows ``seed``: which tricks, how often, to whom."""
    rng = random.Random(seed)
    tricks = {
        t for t in ("fork", "withhold", "replay", "mute", "deaf", "declare") if rng.random() < 0.45
    }
    rate = rng.choice((0.05, 0.15, 0.3))

    class Adversary(salted(Seeded, seed)):
        def __init__(self, *args, **kw):
            super().__init__(*args, **kw)
            self.rng = random.Random(seed * 7919 + self.seat)
            self.forked = False
            self.old: list[bytes] = []

        def _others(self):
            return [s for s in self.roster.keys if s != self.seat]

        def _broadcast(self, message):
            others = self._others()
            if "fork" in tricks and not self.forked and self.rng.random() < rate:
                self.forked = True  # the same body, claiming to have seen nothing: a fork
                fork = Signer(self.signer._identity, self.roster.game_id, self.seat,
                              resume=_before(self.signer.state, message))  # fmt: skip
                other = fork.sign(message.body)
                victims = set(self.rng.sample(others, self.rng.randint(1, len(others))))
                for seat in others:
                    self.transport.send(seat, (other if seat in victims else message).wire)
                return
            for seat in others:
                if "withhold" in tricks and self.rng.random() < rate:
                    continue  # never sent to this peer: it must fetch it from the others
                self.transport.send(seat, message.wire)
                if "replay" in tricks and self.old and self.rng.random() < rate:
                    self.transport.send(seat, self.rng.choice(self.old))
            self.old.append(message.wire)

        def _relay(self, source, seat, first, last):
            if "deaf" in tricks and self.rng.random() < 0.7:
                return
            super()._relay(source, seat, first, last)

        def heartbeat(self):
            if "mute" not in tricks or self.rng.random() < 0.3:
                super().heartbeat()

        def _act(self):
            if "mute" in tricks and self.rng.random() < rate / 3:
                return False  # silent this time (the clock will come for it)
            return super()._act()

        def _pump(self):
            super()._pump()
            if "declare" in tricks and not self.done and self.rng.random() < rate:
                victim = self.rng.choice(self._others())
                owed = self.replica.phase.need.get(victim) or ["action"]
                step = self.replica.step
                self._send({"kind": "timeout", "step": step, "seat": victim, "owed": owed[0],
                            "for": step})  # fmt: skip

    Adversary.__name__ = f"Adversary{seed}"
    return Adversary


def _before(state, message):
    from net.protocol.messages import ChainState

    return ChainState(state.seat, message.seq, message.prev)


def play_one(game, seed: int) -> str:
    """One seeded game with the adversary; what the honest peers ended in."""
    rng = random.Random(seed)
    players = rng.choice((2, 3, 4))
    bad = rng.randrange(players)
    settings = Settings(players=players)
    honest = dict.fromkeys(range(players), salted(Seeded, seed))  # a seeded, replayable flow
    factories = {**honest, bad: adversary(seed)}
    run = run_game(game, settings, turn_cap=CAP, seed=seed, spread=False, **fixed(players),
                   factories=factories, schedule=Interleaving(seed))  # fmt: skip
    endings = set()
    for peer in run.peers:
        if peer.seat == bad:
            continue
        if peer.proof is not None:
            assert peer.proof.seat == bad, f"seed {seed}: {peer.proof.check} against an honest seat"
            assert check_proof(peer.proof, run.roster, game, settings, turn_cap=CAP) == bad
            endings.add("proof")
            continue
        verdict = peer.replica.timed_out
        if verdict is not None:  # naming the adversary, or nobody (the game has no result)
            assert verdict.named in (bad, None), f"seed {seed}: honest seat {verdict.named} named"
            assert verdict.named is None or verdict.debt.seat == bad
            endings.add("timeout" if verdict.named is not None else "no result")
        elif peer.abandoned:
            endings.add("no result")
        else:
            assert peer.replica.over, f"seed {seed}: seat {peer.seat} neither ended nor gave up"
            endings.add("result")
    return "+".join(sorted(endings))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(24))
def test_the_adversary_never_convicts_or_times_out_an_honest_seat(game, seed):
    play_one(game, seed)


@pytest.mark.soak
@pytest.mark.timeout(4 * 3600)  # 2,000 games: about 20 minutes on a quiet machine, not 300 s
def test_the_adversary_over_thousands_of_games(game):
    endings: dict[str, int] = {}
    for seed in range(1000, 3000):
        try:
            ending = play_one(game, seed)
        except Exception as exc:  # name the seed whatever failed, to replay it alone
            raise AssertionError(f"seed {seed}: {type(exc).__name__}: {exc}") from exc
        endings[ending] = endings.get(ending, 0) + 1
    print(endings)
