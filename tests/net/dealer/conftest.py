"""Shared helpers for the fair dealer tests; makes ``dealerkit`` importable (tests run with
--import-mode=importlib)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from core.hypnose.game import HypnoseGame
from resources import load_catalog

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


@pytest.fixture(scope="session")
def game():
    return HypnoseGame(load_catalog())


@pytest.fixture(autouse=True)
def shared_shuffle_verification(request, monkeypatch):
    """Verify each distinct shuffle proof once per test: every peer, every audit and every
    cheating-proof check of a game re-verifies the same proofs, each a deterministic function
    of (input, output, proof, key, context), so the cached verdict is the verdict. A module
    that counts the multiplications of verification sets ``UNCACHED_PROOFS = True``."""
    if getattr(request.module, "UNCACHED_PROOFS", False):
        return
    from net.dealer.phases import shuffles

    real, seen = shuffles.verify_shuffles, {}

    def verify(claims, joint):
        keys = [(tuple(inp), tuple(out), proof, joint, ctx) for inp, out, proof, ctx in claims]
        new = [i for i, key in enumerate(keys) if key not in seen]
        if new:
            verdicts = real([claims[i] for i in new], joint)
            seen.update((keys[i], verdict) for i, verdict in zip(new, verdicts, strict=True))
        return [seen[key] for key in keys]

    monkeypatch.setattr(shuffles, "verify_shuffles", verify)


_PLAIN_ATTRIBUTES = frozenset(
    {"__module__", "__doc__", "__qualname__", "__dict__", "__weakref__", "__firstlineno__",
     "__static_attributes__", "salt"}
)  # fmt: skip


def _honest(cls: type) -> bool:
    """Whether a peer class plays by the protocol: the dealer itself, or the tests' seeded or
    checked or durable peers, whose subclasses change nothing but a salt."""
    from dealerkit import Seeded

    from net.dealer.durable import DurableDealer
    from net.dealer.oracle import CheckedDealer
    from net.dealer.peer import FairDealer

    bases = {FairDealer, DurableDealer, CheckedDealer, Seeded}
    for klass in cls.__mro__:
        if klass in bases or not issubclass(klass, FairDealer):
            continue
        if set(vars(klass)) - _PLAIN_ATTRIBUTES:
            return False
    return True


@pytest.fixture(autouse=True)
def live_and_proof_agree(request, monkeypatch):
    """Every peer of every game a test plays is replayed afterwards as if its messages were a
    cheating proof (``net.dealer.intake.replay``: what ``check_proof`` runs), and its decisions
    are compared with the live ones (issue of the outside audit: a proof judged by another rule
    than the live game's framed an honest seat).

    - At a table of honest peers: each peer's replay takes the same transitions, with the same
      state hashes, and finds no cheat.
    - At a table with a cheating peer (a class of a test that overrides what the dealer does):
      the replay of an honest peer's messages never convicts an honest seat, and a conviction
      the honest peer made live is found again by the replay (its proof holds for everyone).

    Peers whose gate or replica a test replaced act by another rule on purpose and are left
    out, as are a timed-out debtor's own peer (it took its own late message) and the modules
    that set ``LIVE_AND_PROOF = False``."""
    if not getattr(request.module, "LIVE_AND_PROOF", True):
        yield
        return
    from net.dealer.gate import Gate
    from net.dealer.intake import replay
    from net.dealer.peer import FairDealer
    from net.dealer.replica import Replica

    peers: list[FairDealer] = []
    real = FairDealer.__init__

    def init(self, *args, **kwargs):
        real(self, *args, **kwargs)
        peers.append(self)

    monkeypatch.setattr(FairDealer, "__init__", init)
    yield
    tables: dict[bytes, list[FairDealer]] = {}
    for peer in peers:
        tables.setdefault(peer.roster.game_id, []).append(peer)
    for table in tables.values():
        honest = {p.seat for p in table if _honest(type(p))}
        everyone_honest = len(honest) == len({p.seat for p in table})
        for peer in table:
            if peer.seat in honest:
                _compare(peer, honest, everyone_honest, Gate, Replica, replay)


def _compare(peer, honest, strict, gate_type, replica_type, replay) -> None:
    """One honest peer's live decisions against the replay of what it held."""
    if type(peer.intake.gate) is not gate_type or type(peer.replica) is not replica_type:
        return
    live = peer.replica
    if any(v.debt.seat == peer.seat for v in live.timeouts.decided):
        return  # a debtor's own peer took its own late message (docs/fair-dealer.md)
    wires = tuple(m.wire for m in peer.intake.held())
    if not wires:
        return
    fresh = replica_type(peer.roster, peer.game, peer.settings, peer.turn_cap,
                         controllers=dict(live.controllers))  # fmt: skip
    verdict = replay(fresh, wires)
    if verdict.equivocation is not None:
        assert verdict.equivocation.first.seat not in honest, "an honest seat equivocated"
        return
    found = None if verdict.cheat is None else (verdict.cheat.seat, verdict.cheat.check)
    assert found is None or found[0] not in honest, (
        f"seat {peer.seat}'s messages, replayed as a proof, convict honest seat {found}"
    )
    own = peer.proof if peer.proof is not None and peer.proof.check != "equivocation" else None
    if own is not None and own.seat is not None and own.seat not in honest:
        assert found == (own.seat, own.check), (
            f"seat {peer.seat} convicted {own.seat} ({own.check}) live, the replay finds {found}"
        )
    if strict:
        hashes = [(t.step, t.hash) for t in live.history]
        again = [(t.step, t.hash) for t in fresh.history]
        assert again == hashes, f"seat {peer.seat}: the replay decided other transitions"
        assert found is None, f"seat {peer.seat}: the replay finds {found} at an honest table"
