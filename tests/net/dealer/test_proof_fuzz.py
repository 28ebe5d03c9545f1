"""Hostile cheating proofs: ``from_bytes`` then ``check_proof`` convict or raise ProofError.

Real proofs from cheating runs (2 and 3 players: a bad share, a bad random opening, a dropped
card, equivocation, a shuffle named by the exact audit, a leaving seat's wrong share and a
false complaint about one) and an honest game falsely accused of an audit failure are mutated
by the seeded structural mutator of ``proofkit``. Whatever the mutation, the checker either
raises ProofError or, for a mutation that leaves the proof's meaning intact (its detail, the
order of independent messages), convicts the same seat. Any other exception fails the test,
naming the seed and case: rerun one with
``PROOF_FUZZ_SEED=<seed> PROOF_FUZZ_CASE=<case> pytest tests/net/dealer/test_proof_fuzz.py``.
The default run checks 1,000 cases; ``pytest -m soak`` 10,000.
"""

from __future__ import annotations

import collections
import os
import time
from pathlib import Path

import pytest
from dealerkit import settings as settings_of
from proofkit import DEEP_EVERY, Base, Mutator, build_bases

from net.dealer import audit as audit_module
from net.dealer import check_proof
from net.dealer.replica import Replica
from net.errors import ProofError
from net.protocol.verdicts import CheatingProof

SEED = int(os.environ.get("PROOF_FUZZ_SEED", "20261201"))
ONLY = os.environ.get("PROOF_FUZZ_CASE")


@pytest.fixture(scope="module")
def bases(game) -> list[Base]:
    return build_bases(game, settings_of)


class Probe:
    """Records, per case, whether the replay ran (the replica pumped), how far it got, and
    whether the whole-transcript audit ran."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.reset()
        pump, audit = Replica.pump, audit_module.audit_transcript

        def counted_pump(replica: Replica) -> list:
            self.pumped = True
            try:
                return pump(replica)
            finally:
                self.step = max(self.step, replica.step)

        def counted_audit(*args, **kwargs):
            self.audited = True
            return audit(*args, **kwargs)

        monkeypatch.setattr(Replica, "pump", counted_pump)
        monkeypatch.setattr(audit_module, "audit_transcript", counted_audit)

    def reset(self) -> None:
        self.pumped, self.step, self.audited = False, 0, False


def run_cases(game, bases: list[Base], count: int, probe: Probe, dump: Path) -> collections.Counter:
    """Check ``count`` seeded cases; fail at the first exception other than ProofError."""
    mutator = Mutator(bases, SEED)
    stats: collections.Counter[str] = collections.Counter()
    indices = [int(ONLY)] if ONLY is not None else range(count)
    for index in indices:
        base, case = mutator.case(index)
        probe.reset()
        where = f"seed {SEED} case {index} ({base.name}: {' / '.join(case.how)})"
        try:
            proof = CheatingProof.from_bytes(case.data)
        except ProofError:
            stats["refused at decoding"] += 1
            continue
        except Exception as exc:  # the test's net: report the case, whatever escaped
            (dump / f"case-{index}.bin").write_bytes(case.data)
            pytest.fail(f"{where}: from_bytes raised {type(exc).__name__}: {exc}")
        try:
            seat = check_proof(proof, base.roster, game, base.settings, base.cap)
        except ProofError:
            stats["refused"] += 1
        except Exception as exc:
            (dump / f"case-{index}.bin").write_bytes(case.data)
            pytest.fail(f"{where}: check_proof raised {type(exc).__name__}: {exc}")
        else:
            assert seat == proof.seat, where
            if case.signers:  # a seat's key signed the edit: that seat may really be guilty
                allowed = case.signers | ({base.proof.seat} if base.valid else set())
                assert seat in allowed, where
            else:
                assert base.valid and seat == base.proof.seat, where
            stats["convicts"] += 1
        stats["replayed"] += probe.pumped
        stats["replayed past the keys"] += probe.step > 0
        stats["audited"] += probe.audited
    return stats


def _fuzz(game, bases, count, monkeypatch, tmp_path, capsys) -> None:
    probe = Probe(monkeypatch)
    start = time.perf_counter()
    stats = run_cases(game, bases, count, probe, tmp_path)
    elapsed = time.perf_counter() - start
    with capsys.disabled():
        print(f"\nproof fuzz seed {SEED}: {count} cases in {elapsed:.1f} s: {dict(stats)}")
    if ONLY is None:
        assert stats["replayed"] >= count // 10, stats  # the digest check refuses many first
        assert stats["replayed past the keys"] >= count // (2 * DEEP_EVERY), stats
        assert stats["convicts"] > 0 and stats["refused"] > 0, stats


def test_hostile_proofs_raise_only_proof_error(game, bases, monkeypatch, tmp_path, capsys):
    _fuzz(game, bases, 1000, monkeypatch, tmp_path, capsys)


@pytest.mark.soak
def test_ten_thousand_hostile_proofs(game, bases, monkeypatch, tmp_path, capsys):
    """About 25 s on an idle 2-core machine, 50 s loaded: the soak run's. The default run's
    1,000 cases above are its first thousand (the same seed and mutator)."""
    _fuzz(game, bases, 10_000, monkeypatch, tmp_path, capsys)


def test_every_base_checks_as_expected(game, bases):
    """The unmutated proofs: the real ones convict the cheater, the false one is refused."""
    names = {b.name for b in bases}
    assert {"equivocation-2p", "equivocation-3p", "share-3p", "audit-lie-2p", "reshare-3p",
            "complaint-3p"} <= names  # fmt: skip
    for base in bases:
        proof = CheatingProof.from_bytes(base.data)
        args = (base.roster, game, base.settings, base.cap)
        if base.valid:
            assert check_proof(proof, *args) == base.proof.seat, base.name
        else:
            with pytest.raises(ProofError):
                check_proof(proof, *args)
