"""A whole game with one FairDealer per seat over the in-memory Bus."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from core.hypnose.dealing import Catalog, Settings, make_bot
from net.bus import Bus, Delivery
from net.dealer.peer import FairDealer
from net.dealer.proofs import CheatingProof
from net.identity import Identity
from net.messages import Roster

PeerFactory = Callable[..., FairDealer]
Schedule = Callable[[list[Delivery]], Iterable[Delivery]]
"""Rewrites the queue of deliveries before each one (a network's interleaving, for tests)."""


@dataclass
class GameRun:
    """The peers after the bus went idle, and the proofs they hold."""

    peers: list[FairDealer]
    bus: Bus
    roster: Roster

    @property
    def proofs(self) -> dict[int, CheatingProof]:
        return {p.seat: p.proof for p in self.peers if p.proof is not None}


def run_game(
    catalog: Catalog,
    settings: Settings,
    *,
    rounds: int = 16,
    turn_cap: int | None = None,
    bot: str = "strategic",
    seed: int = 0,
    factories: dict[int, PeerFactory] | None = None,
    spread: bool = True,
    game_id: bytes | None = None,
    schedule: Schedule | None = None,
) -> GameRun:
    """Deal and play a game; with ``spread``, a proof found by one peer is re-checked by all.

    A fixed ``game_id`` with peers whose shuffles and random contributions are seeded (tests)
    replays the same game. ``schedule`` reorders the deliveries before each one.
    """
    identities = [Identity.generate() for _ in range(settings.players)]
    roster = Roster(game_id or os.urandom(16), {s: i.public_key for s, i in enumerate(identities)})
    bus = Bus()
    peers = []
    for seat in range(settings.players):
        factory = (factories or {}).get(seat, FairDealer)
        agent = make_bot(bot, f"{seed}/{seat}")
        peer = factory(seat, identities[seat], roster, catalog, settings, agent, bus, rounds,
                       turn_cap)  # fmt: skip
        peers.append(peer)
    for peer in peers:
        peer.attach()
    for peer in peers:
        peer.start()
        _drain(bus, schedule)
    _drain(bus, schedule)
    run = GameRun(peers, bus, roster)
    if spread and run.proofs:
        proof = next(iter(run.proofs.values()))
        for peer in peers:
            if peer.proof is None:
                peer.accuse(proof)
    return run


def _drain(bus: Bus, schedule: Schedule | None) -> None:
    if schedule is None:
        bus.run_until_idle(max_steps=10**7)
        return
    while True:
        bus.reorder(schedule)
        if bus.step() is None:
            return
