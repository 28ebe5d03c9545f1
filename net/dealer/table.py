"""A whole game with one FairDealer per seat over the in-memory Bus, bots choosing for them.

This is the driver a session is for a LAN game: it hands each peer's decision to an agent and
the agent's answer back to the peer (``FairDealer.waiting`` / ``decide``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.game import Agent, Game, version_id
from net.dealer.peer import FairDealer
from net.dealer.waiting import Decide
from net.protocol.identity import Identity
from net.protocol.messages import Roster
from net.protocol.terms import Terms, fresh_nonce
from net.protocol.verdicts import CheatingProof
from net.session.bus import Bus, Delivery
from net.session.transport import BusTransport

PeerFactory = Callable[..., FairDealer]
Schedule = Callable[[list[Delivery]], Iterable[Delivery]]
"""Rewrites the queue of deliveries before each one (a network's interleaving, for tests)."""


@dataclass
class GameRun:
    """The peers after the bus went idle, and the proofs they hold."""

    peers: list[FairDealer]
    bus: Bus
    roster: Roster
    decisions: int = 0

    @property
    def proofs(self) -> dict[int, CheatingProof]:
        return {p.seat: p.proof for p in self.peers if p.proof is not None}


def run_game(
    game: Game,
    settings: Any,
    *,
    turn_cap: int | None = None,
    bot: str = "strategic",
    seed: int = 0,
    factories: dict[int, PeerFactory] | None = None,
    spread: bool = True,
    identities: Sequence[Identity] | None = None,
    nonces: Mapping[int, bytes] | None = None,
    schedule: Schedule | None = None,
    agents: dict[int, Agent] | None = None,
) -> GameRun:
    """Deal and play a game; with ``spread``, a proof found by one peer is re-checked by all.

    The table's terms are made here as a lobby would: each seat's identity (fresh unless
    given) and nonce (fresh unless given). Fixed identities and nonces with peers whose shuffles
    and random contributions are seeded (tests) replay the same game. ``schedule`` reorders
    the deliveries before each one. Every seat is played by the bot ``bot`` unless ``agents``
    names another agent for it.
    """
    values = game.settings_values(settings)
    players = int(values["players"])  # type: ignore[call-overload]
    identities = list(identities or [Identity.generate() for _ in range(players)])
    nonces = dict(nonces or {s: fresh_nonce() for s in range(players)})
    keys = {s: identity.public_key for s, identity in enumerate(identities)}
    terms = Terms(keys, version_id(game), values, nonces)
    roster = terms.roster()
    bus = Bus()
    peers = []
    chosen = {s: (agents or {}).get(s) or game.bots[bot](f"{seed}/{s}") for s in range(players)}
    for seat in range(players):
        factory = (factories or {}).get(seat, FairDealer)
        transport = BusTransport(bus, seat)
        peers.append(factory(seat, identities[seat], roster, game, settings, transport, turn_cap,
                             terms=terms, nonce=nonces[seat]))  # fmt: skip
    for peer in peers:
        peer.attach()
    for peer in peers:
        peer.start()
        _drain(bus, schedule)
    _drain(bus, schedule)
    run = GameRun(peers, bus, roster)
    clock = _Clock(peers)
    while True:
        while _decide(peers, chosen):  # each bot answers when its peer asks, then the bus drains
            run.decisions += 1
            _drain(bus, schedule)
        if all(peer.done for peer in peers) or not clock.unstick(bus, schedule):
            break
    for peer in peers:  # nothing is due and it is not over (a seat that left, say): it gives up
        if not peer.done:
            peer.abandon()
    if spread and run.proofs:
        proof = next(iter(run.proofs.values()))
        for peer in peers:
            if peer.proof is None:
                peer.accuse(proof)
    return run


def _decide(peers: list[FairDealer], agents: dict[int, Agent]) -> bool:
    """Let the first peer that must decide ask its agent; False when none must."""
    for peer in peers:
        waiting = peer.waiting()
        if isinstance(waiting, Decide):
            peer.decide(agents[peer.seat].choose(waiting.view, waiting.legal))
            return True
    return False


class _Clock:
    """The sessions' clocks of a bus game (``net.session.deadlines.Watch``, one per peer) on a
    virtual time that stands still while messages flow and steps to the next deadline when nothing
    moves: heartbeats, then asking every peer for what is owed, then declaring it, then giving
    up, exactly as a LAN session's clock would, in no wall time."""

    def __init__(self, peers: list[FairDealer]) -> None:
        from net.session.deadlines import (
            Watch,  # it imports net.dealer's modules: not at import time
        )

        self.peers = peers
        self.watches = {peer.seat: Watch() for peer in peers}
        self.now = 0.0

    def _progress(self) -> tuple[object, ...]:
        return tuple((p.replica.step, len(p.replica.history), p.done) for p in self.peers)

    def unstick(self, bus: Bus, schedule: Schedule | None) -> bool:
        """Nobody can decide and the game is not over: tick every peer's watch, stepping the
        time to the next deadline, until the game moves or a seat must decide (True) or no
        deadline is left (False)."""
        before = self._progress()
        while True:
            for peer in self.peers:
                if not peer.done:
                    self.watches[peer.seat].tick(self.now, peer)
            _drain(bus, schedule)
            if self._progress() != before or any(
                isinstance(p.waiting(), Decide) for p in self.peers
            ):
                return True
            due = [self.watches[p.seat].due() for p in self.peers if not p.done]
            times = [t for t in due if t is not None]
            if not times:
                return False
            self.now = max(self.now, min(times))


def _drain(bus: Bus, schedule: Schedule | None) -> None:
    if schedule is None:
        bus.run_until_idle(max_steps=10**7)
        return
    while True:
        bus.reorder(schedule)
        if bus.step() is None:
            return
