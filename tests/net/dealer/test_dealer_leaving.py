"""A seat out of the game leaves cleanly (fairplay.md, "Leaving cleanly"): it re-shares its
secret among the seats that stay, which finish the game without it, and nobody can read what it
was shown. A wrong share is convicted through a complaint, a false complaint convicts the
complainer, a leaver that withholds its re-sharing is timed out, and every field of the new
messages is checked (a change convicts its signer, nothing else escapes).

The seeded games hypnotize seats (R14) early: starting resistance 5 (R5). Their seeds were found
by playing seeds 0-9 (the deal depends on the rules' version id, so they move with it); they play
without turn-order compensation (R21), which the re-sharing does not depend on, so that a change
of the default compensation leaves the games where they are.
"""

from __future__ import annotations

import copy

import pytest
from dealerkit import (
    IDENTITIES,
    FalseComplaint,
    ForgedComplaint,
    Seeded,
    WrongReshare,
    assert_fair,
    assert_proved,
    fixed,
    run_seeded,
    salted,
    silent_at,
)

from core.hypnose.state import Settings
from core.vocabulary import UNKNOWN
from net.dealer import check_proof, run_game
from net.dealer.oracle import readers
from net.dealer.replica import Cheat, Replica
from net.fair import group
from net.fair.group import L
from net.fair.reshare import make_complaint
from net.protocol.messages import ChainState, Signer, Verifier, parse_message
from net.protocol.verdicts import CheatingProof

THREE = Settings(players=3, start_resistance=5, compensation="none")
THREE_GAME = {"seed": 0, "cap": None}
LEAVER, STAY = 0, (1, 2)
"""The seat the seeded 3-player game hypnotizes first, and the seats that stay."""

FOUR = Settings(players=4, start_resistance=5, compensation="none")
FOUR_GAME = {"seed": 0, "cap": None}
FIRST, SECOND = 0, 3
"""The seats the seeded 4-player game hypnotizes, in order: the second holds a piece of the
first's secret, which it re-shares with its own."""


class Closes(Seeded):
    """Closes its client as soon as it has sent its re-sharing: takes no message after it."""

    closed = False

    def _send(self, body):
        super()._send(body)
        self.closed = self.closed or body["kind"] == "reshare"

    def receive(self, source, data):
        if not self.closed:
            super().receive(source, data)

    @property
    def done(self):
        return self.closed or super().done


def _kinds(run, seat):
    return [(m.seat, m.kind) for m in run.peers[seat].transcript.messages]


def _hidden_by(r: Replica, seats: set[int]) -> list[int]:
    """The handles of the cards only the secrets of ``seats`` keep from everyone: every other
    share is public, so publishing those secrets (as a leaver once did) would show them to all."""
    out = []
    for handle, ct in enumerate(r.cts):
        missing = r.missing_parts(ct.a)
        if missing and all(r.pieces.owner(part) in seats for part in missing):
            out.append(handle)
    return out


def _assert_still_theirs(run, r: Replica, seats: set[int], at_least: int) -> None:
    """Of the cards only the leavers' secrets hide, no seat still playing can decrypt one
    unless its seat was shown it, and at least ``at_least`` are readable by leavers alone."""
    hidden = _hidden_by(r, seats)
    alone = 0
    for h in hidden:
        others = readers(r, r.cts[h].a) - seats
        assert all(run.peers[s].view().kind_index(h) != UNKNOWN for s in others), (h, others)
        alone += not others
    assert alone >= at_least, f"{alone} of {len(hidden)} cards are readable by {seats} alone"


def test_a_hypnotized_seat_reshares_and_the_others_finish_without_it(game):
    run = run_seeded(game, THREE, **THREE_GAME, cheat={LEAVER: Closes})
    stay = [p for p in run.peers if p.seat != LEAVER]
    assert_fair(run, game, THREE, None, seats=[p.seat for p in stay])
    assert stay[0].replica.state.winner is not None, "played to the end"
    kinds = _kinds(run, STAY[0])
    first = kinds.index((LEAVER, "reshare"))
    acks = [(seat, "ack") for seat in STAY]
    assert [k for k in kinds if k[1] in ("reshare", "ack")] == [(LEAVER, "reshare"), *acks]
    assert all(seat != LEAVER for seat, _ in kinds[first + 1 :]), "it owes nothing after leaving"
    leaver = run.peers[LEAVER]
    assert leaver.closed and not leaver.replica.over, "its client closed after its re-sharing"
    x = leaver.keypair.secret
    for peer in stay:
        r = peer.replica
        assert r.pieces.gone == {LEAVER} and r.audits[LEAVER][0] == x, "the audit rebuilt x"
        roots = r.pieces.children[LEAVER]
        assert [r.pieces.holder(p) for p in roots] == list(STAY)
        assert group.point_sum(roots) == r.publics[LEAVER]
        assert set(peer.held) == {p for p in roots if r.pieces.holder(p) == peer.seat}
        assert all(group.mul_base(s) == p for p, s in peer.held.items())
        computed = [a for (a, s) in r.computed if s == LEAVER and LEAVER not in r.shares[a]]
        assert computed, "its decryption shares came from its pieces' holders"
        assert all(r.share_of(a, LEAVER) == group.mul(x, a) for a in computed)
    # what it saw privately stays its own, though publishing its secret would open it to all
    _assert_still_theirs(run, stay[0].replica, {LEAVER}, at_least=5)


@pytest.mark.slow
def test_in_four_players_a_second_leaver_reshares_the_piece_it_holds(game):
    """Two seats leave one after the other; the second splits its own key and its piece of
    the first's secret. Every peer runs the confidentiality oracle after each step."""
    run = run_seeded(game, FOUR, **FOUR_GAME)
    assert_fair(run, game, FOUR, None)
    kinds = _kinds(run, 1)
    assert [s for s, k in kinds if k == "reshare"] == [FIRST, SECOND]
    assert not any(seat in (FIRST, SECOND) for seat, k in kinds if k == "audit")
    r = run.peers[1].replica
    assert r.pieces.gone == {FIRST, SECOND}
    for seat in (FIRST, SECOND):
        assert r.audits[seat][0] == run.peers[seat].keypair.secret
    (resplit,) = [p for p in r.pieces.children[FIRST] if r.pieces.holder(p) == SECOND]
    stay = set(range(4)) - {FIRST, SECOND}
    assert {r.pieces.holder(p) for p in r.pieces.children[resplit]} == stay
    _assert_still_theirs(run, r, {FIRST, SECOND}, at_least=5)


# --- cheating around a re-sharing -------------------------------------------------------------


@pytest.mark.parametrize(
    ("cheat", "seat", "check", "why"),
    [
        (WrongReshare, LEAVER, "reshare", "does not match its commitment"),
        (FalseComplaint, STAY[0], "false-complaint", "which all match"),
        (ForgedComplaint, STAY[1], "share", "Chaum–Pedersen"),
    ],
)
def test_a_complaint_convicts_the_leaver_or_the_complainer(game, cheat, seat, check, why):
    run = run_seeded(game, THREE, **THREE_GAME, cheat={seat: cheat})
    proof = assert_proved(run, game, THREE, None, seat, {check})
    assert why in proof.detail
    last = parse_message(proof.messages[-1])
    assert last.kind == "ack", "convicted at the complaint"


class SealsGarbage(Seeded):
    """Seals bytes that open to nothing: only the audit, which rebuilds its secret, can tell."""

    def _make_reshare(self):
        body = super()._make_reshare()
        return {**body, "sealed": bytes(range(40))}


def test_a_sealed_closing_that_does_not_open_convicts_the_leaver_at_the_audit(game):
    run = run_seeded(game, THREE, **THREE_GAME, cheat={LEAVER: SealsGarbage})
    proof = assert_proved(run, game, THREE, None, LEAVER, {"sealed"})
    assert parse_message(proof.messages[-1]).kind == "audit", "found when its secret was rebuilt"


@pytest.mark.parametrize("kind", ["reshare", "ack"])
def test_a_withheld_reshare_or_ack_is_a_timeout(game, kind):
    """The leaver (or a seat that stays) goes silent: two independent seats declare it, and
    the game ends without a result (Hypnose's timeout rule)."""
    silent, seed = (LEAVER if kind == "reshare" else STAY[1]), THREE_GAME["seed"]
    factories = dict.fromkeys(range(3), salted(Seeded, seed))
    factories[silent] = silent_at(kind, salted(Seeded, seed))
    run = run_game(game, THREE, seed=seed, factories=factories, **fixed(3))
    for peer in run.peers:
        if peer.seat == silent:
            continue
        assert peer.proof is None
        verdict = peer.replica.timed_out
        assert verdict is not None and verdict.debt.kind == kind
        assert verdict.named == silent and silent not in verdict.declarers


# --- every field of the new messages --------------------------------------------------------


@pytest.fixture(scope="module")
def honest(game):
    """An honest 3-player game (its peers keep their keys) and its messages up to the last
    ack of the re-sharing."""
    run = run_seeded(game, THREE, **THREE_GAME)
    messages = run.peers[0].transcript.messages
    end = max(i for i, m in enumerate(messages) if m.kind == "ack")
    return run, messages[: end + 1]


def _resigned(message, body):
    """``body`` signed in place of ``message`` (same seat, seq, chain and digests)."""
    state = ChainState(message.seat, message.seq, message.prev)
    signer = Signer(IDENTITIES[message.seat], message.game_id, message.seat, resume=state)
    seen = [ChainState(p.seat, p.count, p.head) for p in message.seen]
    return signer.sign(body, seen=seen)


def _replica(game, roster, messages):
    verifier, r = Verifier(roster), Replica(roster, game, THREE, None)
    for message in messages:
        r.offer(verifier.accept(message.wire).message)
    return r


class Prefix:
    """A replica that consumed ``prefix``; ``replay`` offers it one more message, on a copy."""

    def __init__(self, game, roster, prefix) -> None:
        self.r = _replica(game, roster, prefix)
        self.r.pump()
        keep = (game, self.r.table, self.r.roster, self.r.settings)
        self.memo = {id(x): x for x in keep}

    def replay(self, last):
        """The Cheat ``last`` raises, or None if it passes, and the messages consumed before."""
        r = copy.deepcopy(self.r, dict(self.memo))
        r.offer(parse_message(last.wire))
        try:
            r.pump()
        except Cheat as cheat:
            assert cheat.message.wire == last.wire, cheat
            return cheat, r.consumed
        return None, r.consumed


def _variants(body, path=()):
    """(path, replacement, altered body) for every field below ``path``: replaced by values
    of other shapes, and bytes by a valid point, a valid scalar, zeros and a byte short."""
    node = body
    for key in path:
        node = node[key]
    for key, value in node.items() if isinstance(node, dict) else enumerate(node):
        if key in ("kind", "step", "at"):
            continue
        here = (*path, key)
        if isinstance(value, dict | list) and value:
            yield from _variants(body, here)
        replacements = [None, 7, [], b""]
        if isinstance(value, bytes):
            replacements += [group.mul_base(group.random_scalar()),
                             group.encode_scalar(group.random_scalar()), bytes(len(value)),
                             value[:-1]]  # fmt: skip
        for replacement in replacements:
            copy = _deep(body)
            target = copy
            for k in here[:-1]:
                target = target[k]
            target[here[-1]] = replacement
            if copy != body:
                yield here, replacement, copy


def _deep(value):
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value


def _is_scalar(value) -> bool:
    return type(value) is bytes and len(value) == 32 and int.from_bytes(value, "big") < L


def test_every_field_of_a_reshare_convicts_its_signer(game, honest):
    """Each field altered convicts the leaver, except the two no one but their reader can
    judge: the sealed payload (opened at the audit, which convicts a wrong one) and an
    encrypted share that is still a scalar (its receiver complains)."""
    run, messages = honest
    index = next(i for i, m in enumerate(messages) if m.kind == "reshare")
    message, prefix = messages[index], Prefix(game, run.roster, messages[:index])
    assert prefix.replay(message)[0] is None
    count = 0
    for path, replacement, body in _variants(dict(message.body)):
        cheat, _ = prefix.replay(_resigned(message, body))
        if cheat is None:
            sealed = path == ("sealed",) and type(replacement) is bytes
            share = path[0] == "split" and path[2:3] == (1,) and _is_scalar(replacement)
            assert sealed or share, (path, replacement)
            continue
        assert cheat.seat == LEAVER, (path, cheat)
        count += 1
    assert count > 40


def test_every_field_of_a_complaint_convicts_its_signer(game, honest):
    run, messages = honest
    index = next(i for i, m in enumerate(messages) if m.kind == "ack")
    message, prefix = messages[index], Prefix(game, run.roster, messages[:index])
    assert message.body["complaint"] is None
    r = prefix.r
    assert r.phase.name == "reshare"
    keypair = run.peers[message.seat].keypair
    complaint = make_complaint(keypair, r.phase.splits[LEAVER], r.ctx(message.seat))
    body = {**message.body, "complaint": [LEAVER, complaint.to_wire()]}
    cheat, _ = prefix.replay(_resigned(message, body))
    assert (cheat.seat, cheat.check) == (message.seat, "false-complaint")
    count = 0
    for path, replacement, altered in _variants(body):
        cheat, consumed = prefix.replay(_resigned(message, altered))
        if cheat is None:  # no complaint: an acknowledgement
            assert (path, replacement) == (("complaint",), None)
            continue
        assert cheat.seat == message.seat, (path, cheat)
        if count % 8 == 0:  # the proof it makes re-checks from its bytes (a full replay each)
            proof = CheatingProof.from_cheat(cheat, consumed).to_bytes()
            assert check_proof(CheatingProof.from_bytes(proof), run.roster, game, THREE,
                               None) == message.seat  # fmt: skip
        count += 1
    assert count > 10
