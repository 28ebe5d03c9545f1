"""The in-memory bus, and simulated peers on it under a hostile network."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from net.errors import (
    EquivocationError,
    NetError,
    SequenceError,
    UnknownPeer,
)
from net.protocol.identity import Identity
from net.protocol.messages import (
    EquivocationProof,
    Roster,
    Signer,
    Verifier,
    check_equivocation_proof,
)
from net.protocol.transcript import Transcript
from net.protocol.wire import decode, encode
from net.session.bus import Bus, Delivery

GAME = b"bus-simulation-1"
IDENTITIES = [Identity.from_bytes(bytes([seat + 70]) * 32) for seat in range(3)]
ROSTER = Roster(GAME, {seat: ident.public_key for seat, ident in enumerate(IDENTITIES)})


class Peer:
    """A minimal peer: verify, record, apply; ask for resends on gaps; relay proofs.

    Control frames (resend requests, proofs) are plain msgpack maps; game messages
    are signed wire arrays. A real transport would keep them on separate channels.
    """

    def __init__(self, seat: int, bus: Bus) -> None:
        self.seat = seat
        self.bus = bus
        self.signer = Signer(IDENTITIES[seat], GAME, seat)
        self.verifier = Verifier(ROSTER)
        self.transcript = Transcript(GAME)
        self.applied: list[tuple[int, int]] = []
        self.errors: list[NetError] = []
        self.convicted: set[int] = set()
        bus.attach(seat, self.receive)

    def say(self, body: dict[str, Any]) -> None:
        message = self.signer.sign(body)
        self._record(message.wire)
        self.bus.broadcast(self.seat, message.wire)

    def receive(self, source: int, data: bytes) -> None:
        try:
            decoded = decode(data)
            if isinstance(decoded, dict):
                self._control(source, decoded)
            else:
                self._record(data)
        except SequenceError as exc:
            self.errors.append(exc)
            request = {"resend": exc.seat, "from": exc.expected}
            self.bus.send(self.seat, source, encode(request))
        except EquivocationError as exc:
            self.errors.append(exc)
            self.convicted.add(check_equivocation_proof(exc.proof, ROSTER))
            self.bus.broadcast(self.seat, encode({"proof": exc.proof.to_bytes()}))
        except NetError as exc:
            self.errors.append(exc)

    def _record(self, wire: bytes) -> None:
        accepted = self.verifier.accept(wire)
        if accepted.is_new:
            self.transcript.append(accepted.message)
            self.applied.append((accepted.message.seat, accepted.message.seq))

    def _control(self, source: int, request: dict[str, Any]) -> None:
        if "proof" in request:
            proof = EquivocationProof.from_bytes(request["proof"])
            self.convicted.add(check_equivocation_proof(proof, ROSTER))
            return
        for message in self.verifier.messages(request["resend"], request["from"]):
            self.bus.send(self.seat, source, message.wire)


def table(bus: Bus) -> list[Peer]:
    return [Peer(seat, bus) for seat in range(3)]


def play(peers: list[Peer], bus: Bus, rounds: int = 3) -> None:
    for turn in range(rounds):
        for peer in peers:
            peer.say({"kind": "turn", "turn": turn})
        bus.run_until_idle()
    bus.run_until_idle()


def assert_agree(peers: list[Peer], rounds: int = 3) -> None:
    """Every peer holds every chain, each message applied exactly once."""
    for peer in peers:
        assert sorted(peer.applied) == [(s, q) for s in range(3) for q in range(rounds)]
        for seat in range(3):
            assert peer.verifier.state(seat) == peers[0].verifier.state(seat)
            assert peer.transcript.chain(seat) == peers[0].transcript.chain(seat)


def drop_once(match: Callable[[Delivery], bool]) -> Callable[[Delivery], Iterable[Delivery]]:
    dropped: list[Delivery] = []

    def intercept(delivery: Delivery) -> Iterable[Delivery]:
        if not dropped and match(delivery):
            dropped.append(delivery)
            return ()
        return (delivery,)

    return intercept


def test_honest_peers_agree() -> None:
    bus = Bus()
    peers = table(bus)
    play(peers, bus)
    assert_agree(peers)
    assert all(not peer.errors for peer in peers)


def test_dropped_message_is_recovered_by_a_resend() -> None:
    bus = Bus()
    peers = table(bus)
    bus.intercept = drop_once(lambda d: d.source == 0 and d.target == 2)
    play(peers, bus)
    assert_agree(peers)
    gap = peers[2].errors[0]
    assert isinstance(gap, SequenceError) and (gap.seat, gap.expected, gap.got) == (0, 0, 1)


def test_duplicated_deliveries_are_applied_once() -> None:
    bus = Bus(intercept=lambda d: (d, d, d))
    peers = table(bus)
    play(peers, bus)
    assert_agree(peers)
    assert all(not peer.errors for peer in peers)


def test_reordered_deliveries_are_recovered() -> None:
    bus = Bus()
    peers = table(bus)
    for turn in range(3):
        for peer in peers:
            peer.say({"kind": "turn", "turn": turn})
    bus.reorder(lambda queue: reversed(queue))
    bus.run_until_idle()
    assert_agree(peers)
    assert any(isinstance(e, SequenceError) for peer in peers for e in peer.errors)


def test_shuffled_deliveries_are_recovered() -> None:
    bus = Bus()
    peers = table(bus)
    rng = random.Random(7)
    for turn in range(3):
        for peer in peers:
            peer.say({"kind": "turn", "turn": turn})
    bus.reorder(lambda queue: rng.sample(queue, len(queue)))
    bus.run_until_idle()
    assert_agree(peers)


def test_tampered_delivery_is_refused_and_then_resent() -> None:
    tampered: list[Delivery] = []

    def tamper(delivery: Delivery) -> Iterable[Delivery]:
        if not tampered and delivery.source == 1 and delivery.target == 0:
            tampered.append(delivery)
            data = delivery.data.replace(b"\xa4turn\x00", b"\xa4turn\x05")
            return (dataclasses.replace(delivery, data=data),)
        return (delivery,)

    bus = Bus(intercept=tamper)
    peers = table(bus)
    play(peers, bus)
    assert_agree(peers)
    assert type(peers[0].errors[0]).__name__ == "SignatureError"


def test_equivocating_peer_is_convicted_by_every_peer() -> None:
    bus = Bus()
    peers = table(bus)
    cheat = Signer(IDENTITIES[2], GAME, 2)  # a second signer for seat 2: two seq-0 messages
    peers[2].say({"kind": "cut", "at": 10})
    bus.inject(Delivery(2, 0, cheat.sign({"kind": "cut", "at": 40}).wire, private=True))
    bus.run_until_idle()
    assert isinstance(peers[0].errors[0], EquivocationError)
    assert [peer.convicted for peer in peers] == [{2}, {2}, {2}]


@pytest.mark.parametrize(("echo", "expected"), [(False, [1, 2]), (True, [0, 1, 2])])
def test_broadcast_skips_the_sender_unless_echo(echo: bool, expected: list[int]) -> None:
    bus = Bus(echo=echo)
    got: list[int] = []
    for seat in range(3):
        bus.attach(seat, lambda source, data, seat=seat: got.append(seat))
    bus.broadcast(0, b"x")
    assert got == []  # nothing moves until the bus runs
    assert bus.run_until_idle() == len(expected)
    assert got == expected


def test_send_is_point_to_point_and_marked_private() -> None:
    bus = Bus()
    got: list[tuple[int, int, bytes]] = []
    for seat in range(3):
        bus.attach(seat, lambda source, data, seat=seat: got.append((seat, source, data)))
    bus.send(0, 2, b"secret")
    bus.run_until_idle()
    assert got == [(2, 0, b"secret")]
    assert bus.delivered == [Delivery(0, 2, b"secret", private=True)]


def test_deliveries_are_fifo_and_sends_from_handlers_are_queued() -> None:
    bus = Bus()
    log: list[str] = []

    def first(source: int, data: bytes) -> None:
        log.append(f"1<{data.decode()}")
        if data == b"a":
            bus.send(1, 0, b"reply")

    bus.attach(0, lambda source, data: log.append(f"0<{data.decode()}"))
    bus.attach(1, first)
    bus.send(0, 1, b"a")
    bus.send(0, 1, b"b")
    assert [d.data for d in bus.pending()] == [b"a", b"b"]
    bus.run_until_idle()
    assert log == ["1<a", "1<b", "0<reply"]


def test_detached_seat_loses_what_was_queued_for_it() -> None:
    bus = Bus()
    got: list[bytes] = []
    bus.attach(0, lambda source, data: None)
    bus.attach(1, lambda source, data: got.append(data))
    bus.send(0, 1, b"lost")
    bus.detach(1)
    assert bus.run_until_idle() == 0
    assert got == [] and bus.step() is None


def test_unknown_or_repeated_seats_are_refused() -> None:
    bus = Bus()
    bus.attach(0, lambda source, data: None)
    with pytest.raises(UnknownPeer, match="seat 5"):
        bus.send(0, 5, b"x")
    with pytest.raises(UnknownPeer):
        bus.broadcast(9, b"x")
    with pytest.raises(ValueError):
        bus.attach(0, lambda source, data: None)


def test_run_until_idle_stops_a_livelock() -> None:
    bus = Bus()
    bus.attach(0, lambda source, data: bus.send(0, 1, data))
    bus.attach(1, lambda source, data: bus.send(1, 0, data))
    bus.send(0, 1, b"ping")
    with pytest.raises(RuntimeError, match="still busy after 50"):
        bus.run_until_idle(max_steps=50)
