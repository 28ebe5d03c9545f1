"""A peer that signs a mangled message: never a crash, never an honest seat blamed.

Hypothesis picks one of the mangler's messages and mutates its body (a leaf replaced by any
plain value, a key dropped or added, the step moved); the signature is valid, so only the
protocol checks stand between it and the honest peers. Whatever the mutation, the game ends
in one of two ways: every honest peer holds a proof naming the mangler that every peer
re-checks, or the mutation was a legal alternative (another move, another nonce) and the game
audits fair. An exception escaping a peer, a proof naming an honest seat, or a stall fails.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.hypnose.state import Settings
from net.dealer import FairDealer, audit_transcript, check_proof, run_game

MANGLER = 1
CAP = 6

plain = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.binary(max_size=40)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=6,
)  # fmt: skip


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a body that holds a value (keys of maps, indices of lists)."""
    out = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


@dataclass(frozen=True)
class Mutation:
    """Drawn up front (the game's keys are random, so its bodies differ from run to run)."""

    how: str
    where: int
    value: Any
    key: str
    delta: int

    def apply(self, body: dict[str, Any]) -> dict[str, Any]:
        body = copy.deepcopy(body)
        paths = [p for p in _paths(body) if p[0] != "kind"]
        if self.how == "step" or not paths:
            body["step"] += self.delta
            return body
        *parents, last = paths[self.where % len(paths)]
        holder: Any = body
        for key in parents:
            holder = holder[key]
        if self.how == "replace":
            holder[last] = self.value
        elif self.how == "drop":
            del holder[last]
        elif isinstance(holder, dict):
            holder[self.key] = self.value
        else:
            holder.append(self.value)
        return body


mutations = st.builds(
    Mutation,
    how=st.sampled_from(["replace", "drop", "add", "step"]),
    where=st.integers(0, 10**6),
    value=plain,
    key=st.text(min_size=1, max_size=6),
    delta=st.sampled_from([-1, 1, 2**40]),
)


def _mangler(index: int, mutation: Mutation) -> type[FairDealer]:
    class Mangler(FairDealer):
        """Mutates its ``index``-th message body before signing it (the signature is valid)."""

        count = 0
        mangled: dict[str, Any] | None = None

        def _sign(self, body: dict[str, Any]):
            if self.count == index:
                body = mutation.apply(body)
                self.mangled = body
            self.count += 1
            return super()._sign(body)

    return Mangler


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 60), mutation=mutations)
def test_mangled_message_names_the_mangler_or_is_harmless(game, index, mutation):
    rules = Settings(players=2)
    run = run_game(game, rules, turn_cap=CAP, seed=index,
                   factories={MANGLER: _mangler(index, mutation)})  # fmt: skip
    honest = run.peers[0]
    if honest.proof is not None:
        assert honest.proof.seat == MANGLER, honest.proof
        for _ in run.peers:
            assert check_proof(honest.proof, run.roster, game, rules, CAP) == MANGLER
        return
    assert all(p.replica.over for p in run.peers), "the game stalled without a proof"
    report = audit_transcript(honest.transcript.messages, run.roster, game, rules, CAP)
    assert report.verdict == "fair" or report.verdict.seat == MANGLER, report.verdict
