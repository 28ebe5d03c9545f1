"""The framing adversary (issue 23): a seat that signs second versions of its messages, keeps
them (or shows one to a single peer), and builds cheating proofs against honest seats from them.

A ``Framer`` plays like an honest seeded peer, but beside the messages it sends it also signs,
at the same sequence number and on the same previous-message hash, *alternatives*: a heartbeat,
a timeout declaration of whatever another seat owes (and a false one), another legal action
(one of each type), another sealed choice, its shares made again, a complaint in place of an
acknowledgement, another randomness commitment or key, or its message claiming to have seen
less. An alternative action starts a *branch*: on a copy of its replica the framer goes on
signing its own actions after it (a Pass where it may) until another seat owes a message at
once, the victim; an alternative sealed choice is followed by its opening. In the
``beat-first`` mode it first sends genuine heartbeats at seq q.. (one, or as many as the
longest branch), keeps the alternatives at q.., then sends its real message (issue 23: the
other seats' next messages name its chain past the kept versions, which no proof built from
them holds). Now and then it delivers one alternative to one peer only, in place of its genuine
message (a split view). ``attack_issue_23`` is the attack exactly: one heartbeat, one kept
action after which the victim owes, the real action next.

After the game, a ``Forger`` assembles candidate proofs from what the framer holds (see its
docstring): the framer's kept versions, cut to keep clear of any digest that names another
version (today's check refuses those), with the closures of the other seats' later messages
(each message its digests name, transitively), subsets of them, or the framer's consumed
prefix. For each candidate it claims what a replay finds: the ``Cheat`` a bare ``Replica``
raises when every message is offered in order (as the second build's checker replays), and the
one it raises when a ``Gate`` releases them (as the live game acts); each claim that names an
honest seat becomes proofs (``proofs_of``), and ``check_proof`` judges each, as do a few
claims no replay makes. A proof it accepts against an honest seat is a framing.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Iterable, Sequence
from copy import deepcopy
from dataclasses import dataclass, field
from typing import Any

from dealerkit import Seeded, fixed, salted

from core.vocabulary import hidden_handles, opened_later, public_form
from net.dealer import FairDealer, run_game
from net.dealer import protocol as p
from net.dealer.gate import Gate
from net.dealer.phases.slots import SLOT_TAG, slot_payload
from net.dealer.proofs import check_proof
from net.dealer.replica import Cheat, Replica
from net.errors import NetError, ProofError
from net.fair.challenges import Context
from net.fair.commitments import commit
from net.fair.keys import KeyPair, prove_key
from net.fair.reshare import make_complaint
from net.protocol.messages import GENESIS, ChainState, SignedMessage, Signer, Verifier
from net.protocol.verdicts import DECIDING, CheatingProof
from net.protocol.wire import canonical
from net.session.bus import Interleaving

BEAT_FIRST, BESIDE = "beat-first", "beside"


@dataclass(frozen=True)
class Kept:
    """A second version the framer signed at ``message.seq`` and never sent (or sent to the one
    peer ``to``: a split view)."""

    message: SignedMessage
    how: str
    mode: str
    genuine_kind: str
    """The kind of the genuine message the framer sent in its place."""
    prefix: tuple[SignedMessage, ...]
    """What the framer's replica had consumed when it signed it."""
    to: int | None = None
    chain: tuple[SignedMessage, ...] = ()
    """The kept version and the messages the framer signed after it on its branch (actions
    until another seat owes a message), all kept."""
    victims: tuple[int, ...] = ()
    """The seats that owe a message at once after the branch (issue 23's victims)."""


class Quiet(Seeded):
    """A seeded honest peer without the confidentiality oracle (it costs a scan per step)."""

    def _observe(self, before: Any, t: Any) -> None:
        FairDealer._observe(self, before, t)


class Framer(Quiet):
    """Signs alternatives beside the messages it sends (see the module docstring).

    Class attributes tune it: ``rate`` and ``choice_rate`` (the chance to fork at a message, and
    at one that carries a choice; ``rates`` by kind overrides both), ``modes``, ``split`` (the
    chance that one alternative goes to one peer only), ``kinds`` (the genuine kinds it forks
    at, None for all), ``limit`` (how many forks in the game, None for no limit), ``max_alts``
    (alternatives per fork), ``prefer`` (hows tried first), ``early`` (in ``beat-first``, keep
    the genuine message at q too), ``depth`` (actions on a branch), ``keep`` and ``keep_count``
    (fork only where one of these hows comes out, keeping that many), ``beats`` (in
    ``beat-first``: ``branch``, as many heartbeats as the longest branch, or ``news``, one and
    only with news, else ``beside``), ``seed``.
    """

    rate = 0.3
    choice_rate = 1.0
    modes: tuple[str, ...] = (BEAT_FIRST, BESIDE)
    split = 0.0
    kinds: frozenset[str] | None = None
    limit: int | None = None
    max_alts = 4
    early = True
    depth = 4
    beats = "branch"
    prefer: tuple[str, ...] = ("action", "choice", "key", "complaint")
    keep: frozenset[str] | None = None
    keep_count: int | None = None
    rates: dict[str, float] = {}  # noqa: RUF012 - read only
    seed = 0

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.rng = random.Random(f"framer/{self.seed}/{self.seat}")
        self.kept: list[Kept] = []
        self.forks = 0
        self._skip: dict[int, int] = {}
        """seq -> the peer its genuine message is not sent to (it got an alternative)."""
        self._forking = False

    # --- sending ----------------------------------------------------------------------------

    def _send(self, body: dict[str, Any]) -> None:
        if self._forking or not self._forks(body["kind"]):
            super()._send(body)
            return
        r = self.replica
        mode = self.rng.choice(self.modes) if body["kind"] != "beat" else BESIDE
        if mode == BEAT_FIRST and self.beats == "news" and not self._news():
            if BESIDE not in self.modes:
                super()._send(body)
                return
            mode = BESIDE
        alts = self._alternatives(body)
        if mode == BEAT_FIRST and self.early:
            alts.append(("early", body))  # the genuine message itself, one seq early
        before, heads, prefix = self.signer.state, self.verifier.heads(), tuple(r.consumed)
        signed = [self._sign_alt(how, alt, before, heads) for how, alt in alts]
        if self.keep is not None:
            signed = [alt for alt in signed if alt[0] in self.keep][: self.keep_count]
        if not signed:
            super()._send(body)
            return
        self.forks += 1
        split = None
        if self.split and self.rng.random() < self.split:
            others = [s for s in self.roster.keys if s != self.seat]
            split = (self.rng.randrange(len(signed)), self.rng.choice(others))
            self._skip[before.next_seq] = split[1]
        self._forking = True
        try:
            if mode == BEAT_FIRST:  # genuine heartbeats at q.., as many as the longest branch
                longest = max(len(chain) for _, chain, _ in signed)
                for _ in range(longest if self.beats == "branch" else 1):
                    super()._send({"kind": "beat", "step": r.step})
            for index, (how, chain, victims) in enumerate(signed):
                to = split[1] if split is not None and split[0] == index else None
                kept = Kept(chain[0], how, mode, body["kind"], prefix, to, chain, victims)
                self.kept.append(kept)
                if to is not None:
                    self.transport.send(to, chain[0].wire)
            super()._send(body)  # genuine, at q (beside) or after the heartbeats
        finally:
            self._forking = False

    def _news(self) -> bool:
        """Whether a heartbeat now would name a message this seat's previous one did not (a
        heartbeat without news convicts its sender once ``empty-beat`` is checked)."""
        last = self.verifier.message_at(self.seat, self.signer.state.next_seq - 1)
        before = {} if last is None else {pair.seat: pair.count for pair in last.seen}
        heads = [h for h in self.verifier.heads() if h.seat != self.seat and h.next_seq > 0]
        return any(h.next_seq > before.get(h.seat, 0) for h in heads)

    def _forks(self, kind: str) -> bool:
        if self.limit is not None and self.forks >= self.limit:
            return False
        if self.kinds is not None and kind not in self.kinds:
            return False
        rate = self.choice_rate if kind in DECIDING else self.rate
        return self.rng.random() < self.rates.get(kind, rate)

    def _broadcast(self, message: SignedMessage) -> None:
        skip = self._skip.pop(message.seq, None)
        if skip is None or self.transport is None:
            super()._broadcast(message)
            return
        for seat in self.roster.keys:
            if seat not in (self.seat, skip):
                self.transport.send(seat, message.wire)

    def _reseen(self, heads: Sequence[ChainState]) -> list[ChainState]:
        """The digests with one other seat's last accepted message left out."""
        named = [h for h in heads if h.seat != self.seat and h.next_seq > 0]
        if not named:
            return list(heads)
        pick = self.rng.choice(named)
        count = pick.next_seq - 1
        head = self.verifier.message_at(pick.seat, count - 1).digest if count else GENESIS
        return [ChainState(h.seat, count, head) if h is pick else h for h in heads]

    # --- the alternatives -------------------------------------------------------------------

    def _alternatives(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        r, me, kind = self.replica, self.seat, body["kind"]
        out: list[tuple[str, dict[str, Any]]] = []
        if kind != "beat":
            out.append(("beat", {"kind": "beat", "step": r.step}))
        if any(h.seat != me and h.next_seq > 0 for h in self.verifier.heads()):
            out.append(("reseen", body))
        owing = [(s, need[0]) for s, need in sorted(r.phase.need.items()) if need and s != me]
        for s, owed in owing:
            step = r.phase.debt_step(r, s)
            out.append(("timeout", _declaration(s, owed, step)))
        idle = [s for s in r.seats if s != me and not r.phase.need.get(s)]
        if idle:
            out.append(("false-timeout", _declaration(self.rng.choice(idle), "action", r.step)))
        maker = getattr(self, "_alt_" + kind, None)
        if maker is not None:
            out.extend(maker(body))
        first = [a for a in out if a[0] in self.prefer]
        rest = [a for a in out if a[0] not in self.prefer]
        self.rng.shuffle(rest)
        return (first + rest)[: max(self.max_alts, len(first))]

    def _legal_here(self) -> list[Any]:
        """A few legal actions of this seat's current decision, one of each type."""
        asked = self._asked
        if asked is None or asked[0] is not self.replica.state:
            return []
        legal = asked[1].legal
        picks = []
        for kind in legal.types():
            found = legal.of_type(kind)
            if found:
                picks.append(self.rng.choice(found))
        return picks

    def _alt_action(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        """Other legal actions (one of each type); see ``_sign_alt`` for what follows them."""
        out = []
        for action in self._legal_here():
            alt = self._action_body(action, self.replica.step)
            if alt["action"] != body["action"]:
                out.append(("action", alt))
        return out

    def _action_body(self, action: Any, step: int) -> dict[str, Any]:
        public = public_form(action)
        digest = None
        if opened_later(public):
            cards = tuple(sorted(hidden_handles(action)))
            ctx = Context(self.roster.game_id, step, self.seat)
            digest, _ = commit(p.DUEL_TAG, ctx, p.selection_payload(cards))
        return {
            "kind": "action",
            "step": step,
            "action": self.game.encode_action(public),
            "commit": digest,
        }

    def _sign_alt(
        self, how: str, body: dict[str, Any], before: ChainState, heads: Sequence[ChainState]
    ) -> tuple[str, tuple[SignedMessage, ...], tuple[int, ...]]:
        """Sign one alternative at ``before``'s seq. An alternative action is followed, on a
        copy of this seat's replica, by more of this seat's actions (a Pass where it may,
        else one at random; at most ``depth``) until another seat owes a message at once: the
        whole branch is kept, labelled ``handover`` (one message) or ``branch``."""
        fork = Signer(self.signer._identity, self.roster.game_id, self.seat, resume=before)
        seen = self._reseen(heads) if how == "reseen" else heads
        then = body.get("_then")
        body = {k: v for k, v in body.items() if k != "_then"}
        first = fork.sign(self._stamp(body), seen=seen)
        if then is not None:  # a sealed choice and its opening
            return how, (first, fork.sign(self._stamp(then), seen=seen)), ()
        if how != "action":
            return how, (first,), ()
        copy = self._replica_copy()
        chain = [first]
        while True:
            copy.offer(chain[-1])
            try:
                copy.pump()
            except Cheat:
                return how, tuple(chain), ()
            victims = _owing(copy, self.seat)
            if victims:
                return ("handover" if len(chain) == 1 else "branch"), tuple(chain), victims
            if copy.phase.need.get(self.seat, [None])[0] != "action" or len(chain) > self.depth:
                return how, tuple(chain), ()
            legal = self.game.legal_actions(self.game.view(copy.state, self.seat, self.knowledge))
            passes = [a for a in legal.types() if a.__name__ == "Pass"]
            action = (
                legal.of_type(passes[0])[0] if passes else legal[self.rng.randrange(len(legal))]
            )
            nxt = {**self._action_body(action, copy.step), "at": copy.at()}
            chain.append(fork.sign(nxt, seen=heads))

    def _replica_copy(self) -> Replica:
        r = self.replica
        memo = {id(x): x for x in (r.game, r.roster, r.settings, r.table)}
        memo.update({id(r.private): None, id(r.observe): None})
        return deepcopy(r, memo)

    def _alt_scommit(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        return self._sealed(body, p.SIMULTANEOUS_TAG, "sreveal", canonical)

    def _alt_slot_commit(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        r = self.replica
        where = (r.game.turns_played(r.state), r.game.slot(r.state))  # type: ignore[attr-defined]
        return self._sealed(
            body, SLOT_TAG, "slot_open", lambda enc: canonical(slot_payload(*where, enc))
        )

    def _sealed(
        self, body: dict[str, Any], tag: bytes, opens: str, wrap: Callable[[Any], bytes]
    ) -> list[tuple[str, dict[str, Any]]]:
        """Another sealed choice (a commitment to another legal action), with its opening
        signed next on the branch (``_then``)."""
        out = []
        for action in self._legal_here()[:2]:
            payload = wrap(self.game.encode_action(action))
            digest, opening = commit(tag, self.ctx, payload)
            then = {"kind": opens, "step": body["step"], "nonce": opening.nonce, "action": payload}
            out.append(
                ("choice", {"kind": body["kind"], "step": body["step"], "c": digest, "_then": then})
            )
        return out

    def _alt_shares(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        return [("remade", {"kind": "shares", "step": body["step"], **self._make_shares()})]

    def _alt_reshare(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        return [("remade", {"kind": "reshare", "step": body["step"], **self._make_reshare()})]

    def _alt_ack(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        ph = self.replica.phase
        if body.get("complaint") is not None or not getattr(ph, "leavers", None):
            return []
        leaver = ph.leavers[0]
        complaint = make_complaint(self.keypair, ph.splits[leaver], self.ctx)
        return [
            (
                "complaint",
                {"kind": "ack", "step": body["step"], "complaint": [leaver, complaint.to_wire()]},
            )
        ]

    def _alt_rcommit(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        return [
            ("recommit", {"kind": "rcommit", "step": body["step"], "c": self.rng.randbytes(32)})
        ]

    def _alt_key(self, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        other = prove_key(KeyPair.generate(), self.roster.game_id, self.seat).to_wire()
        return [("key", {"kind": "key", "step": body["step"], "key": other})]


def _owing(r: Replica, me: int) -> tuple[int, ...]:
    """The seats other than ``me`` that owe ``r`` a message they can send now."""
    need = r.phase.need
    return tuple(s for s in r.seats if s != me and need.get(s) and r.phase.ready(s, need[s][0], r))


def _declaration(seat: int, owed: str, step: int) -> dict[str, Any]:
    return {"kind": "timeout", "step": step, "seat": seat, "owed": owed, "for": step}


def framer(seed: int, **attrs: Any) -> type[Framer]:
    """A ``Framer`` class whose shuffles, randomness and forks follow ``seed``."""
    return type(f"Framer{seed}", (salted(Framer, seed),), {"seed": seed, **attrs})


# --- proofs from what the framer holds -------------------------------------------------------


@dataclass
class Tally:
    """What the forger tried and found over one game or many."""

    games: int = 0
    kept: int = 0
    candidates: int = 0
    claims: int = 0
    """Replays of a candidate that raised a Cheat naming an honest seat."""
    gated_claims: int = 0
    """Those of them gated (as the live game acts): the messages themselves would convict an
    honest seat on a live peer that held them."""
    proofs_tried: int = 0
    framed: int = 0
    """Proofs ``check_proof`` accepted against an honest seat."""
    convicted_framer: int = 0
    live_framer_proofs: int = 0
    live_honest_proofs: int = 0
    live_refused: int = 0
    honest_timed_out: int = 0
    seconds: float = 0.0
    examples: list[str] = field(default_factory=list)
    by_check: dict[str, int] = field(default_factory=dict)
    """check/how the candidate was built -> framings."""
    by_table: dict[str, list[int]] = field(default_factory=dict)
    """game-players -> [games, games with a framing, framings]."""

    COUNTS = (
        "games",
        "kept",
        "candidates",
        "claims",
        "gated_claims",
        "proofs_tried",
        "framed",
        "convicted_framer",
        "live_framer_proofs",
        "live_honest_proofs",
        "live_refused",
        "honest_timed_out",
        "seconds",
    )

    def add(self, other: Tally) -> None:
        for name in self.COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.examples.extend(other.examples[: max(0, 20 - len(self.examples))])
        for key, n in other.by_check.items():
            self.by_check[key] = self.by_check.get(key, 0) + n
        for key, counts in other.by_table.items():
            mine = self.by_table.setdefault(key, [0, 0, 0])
            for i, n in enumerate(counts):
                mine[i] += n

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: getattr(self, name) for name in self.COUNTS}
        out["seconds"] = round(self.seconds, 1)
        out["games_framed"] = sum(counts[1] for counts in self.by_table.values())
        out["by_table"] = dict(sorted(self.by_table.items()))
        out["by_check"] = dict(sorted(self.by_check.items()))
        out["examples"] = self.examples[:10]
        return out


@dataclass(frozen=True)
class Claim:
    """What a replay of a candidate finds: the Cheat and the messages consumed before it."""

    seat: int | None
    check: str
    offending: SignedMessage
    consumed: tuple[SignedMessage, ...]


@dataclass
class _Snapshot:
    chains: dict[int, list[SignedMessage]]
    released: dict[int, int] | None
    replica: Replica


class Replayer:
    """Replays candidates as today's checker does (``gated=False``: each message offered to a
    bare ``Replica`` in order and pumped) or as the live game acts (``gated=True``: each
    message accepted in order, and what a ``Gate`` releases offered and pumped), and returns the
    Cheat it raises. Messages that do not verify in order (a second version, a broken chain) are
    skipped. Candidates of one game share long prefixes (the deal), so the state after every
    ``STRIDE`` messages is kept and later candidates with the same prefix start from it."""

    STRIDE = 16
    KEEP = 256

    def __init__(self, roster: Any, game: Any, settings: Any, cap: int | None) -> None:
        self.args = (roster, game, settings, cap)
        self.roster, self.game = roster, game
        self._snaps: dict[tuple[bool, bytes], _Snapshot] = {}

    def _copy(self, snap: _Snapshot, messages: Sequence[SignedMessage]) -> _Snapshot:
        r = snap.replica
        memo: dict[int, Any] = {id(x): x for x in (r.game, r.roster, r.settings, r.table)}
        memo.update((id(m), m) for m in messages)
        memo.update((id(m), m) for chain in snap.chains.values() for m in chain)
        released = None if snap.released is None else dict(snap.released)
        return _Snapshot({s: list(c) for s, c in snap.chains.items()}, released, deepcopy(r, memo))

    def claim(self, messages: Sequence[SignedMessage], *, gated: bool) -> Claim | None:
        keys = [b""]
        for m in messages:
            keys.append(hashlib.sha256(keys[-1] + m.digest).digest())
        start, snap = 0, None
        for k in range(len(messages) - len(messages) % self.STRIDE, 0, -self.STRIDE):
            found = self._snaps.get((gated, keys[k]))
            if found is not None:
                start, snap = k, self._copy(found, messages)
                break
        if snap is None:
            snap = _Snapshot(
                {s: [] for s in self.roster.keys}, {} if gated else None, Replica(*self.args)
            )
        verifier = Verifier(self.roster)
        verifier._chains = snap.chains  # the snapshot's chains, carried on
        gate = None
        if gated:
            gate = Gate(verifier)
            gate.released = snap.released or {s: 0 for s in self.roster.keys}
        replica = snap.replica
        try:
            for k in range(start, len(messages)):
                if k and k % self.STRIDE == 0 and (gated, keys[k]) not in self._snaps:
                    self._keep(
                        (gated, keys[k]),
                        _Snapshot(
                            verifier._chains, None if gate is None else gate.released, replica
                        ),
                        messages,
                    )
                try:
                    got = verifier.accept(messages[k].wire)
                except NetError:
                    continue
                if not got.is_new:
                    continue
                if gate is None:
                    replica.offer(got.message)
                else:
                    for message in gate.release():
                        replica.offer(message)
                replica.pump()
        except Cheat as cheat:
            assert cheat.message is not None
            return Claim(cheat.seat, cheat.check, cheat.message, tuple(replica.consumed))
        return None

    def _keep(
        self, key: tuple[bool, bytes], snap: _Snapshot, messages: Sequence[SignedMessage]
    ) -> None:
        if len(self._snaps) >= self.KEEP:
            self._snaps.pop(next(iter(self._snaps)))
        self._snaps[key] = self._copy(snap, messages)


def replay_claim(
    messages: Sequence[SignedMessage],
    roster: Any,
    game: Any,
    settings: Any,
    cap: int | None,
    *,
    gated: bool,
) -> Claim | None:
    """The Cheat one replay of ``messages`` raises (see ``Replayer``), or None."""
    return Replayer(roster, game, settings, cap).claim(messages, gated=gated)


def proofs_of(
    claim: Claim,
    candidate: Sequence[SignedMessage],
    extra: Sequence[SignedMessage] = (),
    rng: random.Random | None = None,
) -> list[CheatingProof]:
    """The claim as proofs, the offending message last: after the replay's consumed prefix
    (as an honest peer builds one today); after every message of the candidate before the
    offending one's place in its sender's chain (as honest peers will), also in a random
    order (the checker after issue 23 sorts them); and, given ``extra`` (the framer's genuine
    versions the kept one replaced), after those too, so that the proof holds both versions."""
    off = claim.offending
    narrow = [m.wire for m in claim.consumed]
    before = [m.wire for m in candidate if m.seat != off.seat or m.seq < off.seq]
    shuffled = list(before)
    (rng or random.Random(0)).shuffle(shuffled)
    both = [*before, *(m.wire for m in extra)]
    detail = "a candidate of the framing adversary"
    out: list[CheatingProof] = []
    for wires in (narrow, before, shuffled, both):
        proof = CheatingProof(claim.seat, claim.check, detail, (*wires, off.wire))
        if proof not in out:
            out.append(proof)
    return out


def closure(verifier: Verifier, seeds: Iterable[SignedMessage]) -> dict[int, int]:
    """seat -> how many of its messages the seeds name, transitively (each seed's own chain
    before it included), as ``verifier`` holds them."""
    counts: dict[int, int] = {}
    todo = list(seeds)
    while todo:
        message = todo.pop()
        names = [(message.seat, message.seq + 1), *((s.seat, s.count) for s in message.seen)]
        for seat, count in names:
            have = counts.get(seat, 0)
            if count <= have:
                continue
            counts[seat] = count
            for seq in range(have, count):
                held = verifier.message_at(seat, seq)
                if held is not None:
                    todo.append(held)
    return counts


def _unnamed(
    branch: Sequence[SignedMessage], messages: Iterable[SignedMessage], seat: int
) -> Sequence[SignedMessage]:
    """``branch`` (seat's consecutive messages) cut before the first place some message names
    with another digest: today's checker refuses a proof whose messages contradict a digest
    signed in them (``net.dealer.gate.disagreement``), and the forger keeps clear of it."""
    if not branch:
        return branch
    first = branch[0].seq
    named = {p.count - 1: p.head for m in messages for p in m.seen if p.seat == seat}
    for index, message in enumerate(branch):
        head = named.get(first + index)
        if head is not None and head != message.digest:
            return branch[:index]
    return branch


def _count(message: SignedMessage, seat: int) -> int:
    """How many of ``seat``'s messages ``message`` says its sender had accepted."""
    for pair in message.seen:
        if pair.seat == seat:
            return pair.count
    return 0


GUESSES = (
    "skipped",
    "state",
    "unexpected",
    "illegal",
    "false-timeout",
    "malformed",
    "share",
    "shuffle",
    "commitment",
    "rule",
    "core",
)
"""Checks the dealer raises (``grep 'Cheat(' net/dealer``, ``net.dealer.steps.CHECKS``), for
the claims the forger makes without a replay that finds them."""


class Forger:
    """Builds candidate proofs from one finished game's framer and judges them.

    It picks ``per_game`` kept versions (branches that leave a victim owing first, then one of
    each way of making them in turn), and for each, every other seat's later messages V: the
    first that names the framer's chain past the kept seq, the first such that is not a
    heartbeat, and now and then a random later one. The candidates, V last in each, the
    framer's branch cut before any place a message of the candidate names with another digest:

    - ``cut+kept``: V's closure as the framer holds it, the framer's chain cut at the kept
      seq and its branch in its place (also its first message alone);
    - ``prefix+kept``: what the framer had consumed when it signed the kept version, then its
      branch (issue 23's attack exactly, for a one-message branch);
    - ``subset``: ``cut+kept`` with every other seat's chain cut at a random place (V's
      sender's kept up to V), with the branch or, one time in five, without it and with the
      framer's chain cut further;
    - ``genuine``: V's closure as is (a control: an honest transcript).

    Each candidate is replayed ungated and gated (``Replayer``); each Cheat naming an honest
    seat becomes up to four proofs (``proofs_of``), each judged by ``check_proof``. Of the
    candidates where no replay names an honest seat, ``guesses`` (one in four, at most) are
    claimed anyway against the sender of V with a check the dealer raises (``GUESSES``).
    """

    def __init__(
        self,
        run: Any,
        game: Any,
        settings: Any,
        cap: int | None,
        bad: int,
        rng: random.Random,
        *,
        per_game: int = 6,
        subsets: int = 1,
        guesses: int = 3,
    ) -> None:
        self.run, self.game, self.settings, self.cap = run, game, settings, cap
        self.bad = bad
        self.framer: Framer = run.peers[bad]
        self.rng = rng
        self.per_game, self.subsets, self.guesses = per_game, subsets, guesses
        self.tally = Tally()
        self.replayer = Replayer(run.roster, game, settings, cap)
        self._tried: set[CheatingProof] = set()
        self._replayed: set[bytes] = set()
        v = self.framer.verifier
        self.order = {m.digest: i for i, m in enumerate(self.framer.replica.consumed)}
        self.chains = {s: v.messages(s) for s in run.roster.keys}

    def _key(self, m: SignedMessage) -> tuple[int, int, int]:
        return (self.order.get(m.digest, len(self.order)), m.seat, m.seq)

    def judge(self, proof: CheatingProof, label: str) -> None:
        """check_proof on one proof against an honest seat: a framing if it convicts."""
        if proof in self._tried:
            return
        self._tried.add(proof)
        t = self.tally
        t.proofs_tried += 1
        try:
            seat = check_proof(proof, self.run.roster, self.game, self.settings, self.cap)
        except ProofError:
            return
        if seat == self.bad:
            t.convicted_framer += 1
            return
        t.framed += 1
        key = f"{proof.check}/{label}"
        t.by_check[key] = t.by_check.get(key, 0) + 1
        if len(t.examples) < 20:
            t.examples.append(
                f"{label}: {proof.check} against honest seat {seat} "
                f"({len(proof.messages)} messages)"
            )

    def claims(
        self, candidate: list[SignedMessage], label: str, extra: Sequence[SignedMessage] = ()
    ) -> None:
        """Replay the candidate both ways; judge each claim against an honest seat."""
        key = hashlib.sha256(b"".join(m.digest for m in candidate)).digest()
        if key in self._replayed:
            return
        self._replayed.add(key)
        t = self.tally
        t.candidates += 1
        found = False
        for gated in (False, True):
            claim = self.replayer.claim(candidate, gated=gated)
            if claim is None or claim.seat in (None, self.bad):
                continue
            found = True
            t.claims += 1
            t.gated_claims += gated
            if gated and len(t.examples) < 20:
                t.examples.append(f"gated replay of {label}: {claim.check} by seat {claim.seat}")
            for proof in proofs_of(claim, candidate, extra, self.rng):
                self.judge(proof, f"{label}{'/gated' if gated else ''}")
        if not found and self.guesses > 0 and self.rng.random() < 0.25:
            self.guesses -= 1  # a claim no replay makes: against the last message's sender
            check = self.rng.choice(GUESSES)
            last = candidate[-1]
            wires = tuple(m.wire for m in candidate)
            self.judge(CheatingProof(last.seat, check, "a guess", wires), f"guess/{label}")

    def pick(self) -> list[Kept]:
        """Up to ``per_game`` kept versions: those after which another seat owes at once, and
        those beside a re-sharing or its acknowledgement, first, then one of every (how, mode)
        in turn, those that change the game before the rest."""
        left = list(self.framer.kept)
        self.rng.shuffle(left)
        left.sort(
            key=lambda k: (
                not k.victims and k.genuine_kind not in ("reshare", "ack"),
                k.how in ("beat", "reseen", "early"),
            )
        )
        picked: list[Kept] = []
        while left and len(picked) < self.per_game:
            seen: set[tuple[str, str]] = set()
            rest = []
            for k in left:
                if (k.how, k.mode) in seen or len(picked) >= self.per_game:
                    rest.append(k)
                else:
                    seen.add((k.how, k.mode))
                    picked.append(k)
            left = rest
        return picked

    def forge(self) -> Tally:
        self.tally.kept = len(self.framer.kept)
        for k in self.pick():
            self.candidates_for(k)
        return self.tally

    def candidates_for(self, kept: Kept) -> None:
        q, bad = kept.message.seq, self.bad
        for seat, chain in self.chains.items():
            if seat == bad:
                continue
            later = [m for m in chain if _count(m, bad) > q]
            if not later:
                continue
            seeds = {later[0]}
            genuine = [m for m in later if m.kind != "beat"]
            if genuine:
                seeds.add(genuine[0])
            if self.rng.random() < 0.3:
                seeds.add(self.rng.choice(later))
            for seed in sorted(seeds, key=lambda m: m.seq):
                self._around(kept, seed)

    def _around(self, kept: Kept, seed: SignedMessage) -> None:
        bad, q = self.bad, kept.message.seq
        how = f"{kept.mode}/{kept.how}/{kept.genuine_kind}"
        mine = self.chains[bad]
        counts = closure(self.framer.verifier, [seed])
        base = [
            m
            for s, chain in self.chains.items()
            if s != bad
            for m in chain[: counts.get(s, 0)]
            if m is not seed
        ]
        own = list(mine[: counts.get(bad, 0)])
        cut = own[:q]
        at = self._key(mine[q])[0] if q < len(mine) else len(self.order)

        def build(
            msgs: list[SignedMessage], branch: Sequence[SignedMessage]
        ) -> list[SignedMessage]:
            branch = _unnamed(branch, [*msgs, seed], bad)
            keyed = [(self._key(m), m) for m in msgs]
            keyed += [((at, bad, m.seq), m) for m in branch]
            keyed.sort(key=lambda pair: pair[0])
            return [m for _, m in keyed] + [seed]

        replaced = own[q:]
        branches = [kept.chain] + ([kept.chain[:1]] if len(kept.chain) > 1 else [])
        for branch in branches:
            self.claims(build(base + cut, branch), f"cut+kept/{how}", replaced)
            short = _unnamed(branch, [*kept.prefix, seed], bad)
            self.claims([*kept.prefix, *short, seed], f"prefix+kept/{how}", replaced)
        for _ in range(self.subsets):
            keep = [
                m
                for s, chain in self.chains.items()
                if s not in (bad, seed.seat)
                for m in chain[: self.rng.randint(0, counts.get(s, 0))]
            ]
            keep += [m for m in base if m.seat == seed.seat]
            if self.rng.random() < 0.8:
                self.claims(build(keep + cut, kept.chain), f"subset/{how}", replaced)
            else:
                self.claims(build(keep + cut[: self.rng.randint(0, q)], ()), f"subset/{how}")
        self.claims(build(base + own, ()), "genuine")


def cache_shuffle_verification() -> Callable[[], None]:
    """Verify each distinct shuffle proof once (as the test suite's autouse fixture does): every
    peer, replay and proof check of a game re-verifies the same proofs, each a deterministic
    function of its inputs, so the cached verdict is the verdict. Returns the undo."""
    from net.dealer.phases import shuffles

    real, seen = shuffles.verify_shuffles, {}

    def verify(claims: Any, joint: Any) -> Any:
        keys = [(tuple(inp), tuple(out), proof, joint, ctx) for inp, out, proof, ctx in claims]
        new = [i for i, key in enumerate(keys) if key not in seen]
        if new:
            verdicts = real([claims[i] for i in new], joint)
            seen.update((keys[i], verdict) for i, verdict in zip(new, verdicts, strict=True))
        return [seen[key] for key in keys]

    shuffles.verify_shuffles = verify

    def undo() -> None:
        shuffles.verify_shuffles = real

    return undo


# --- one game ------------------------------------------------------------------------------


def live_outcomes(
    run: Any, game: Any, settings: Any, cap: int | None, bad: int, tally: Tally
) -> None:
    """Count honest peers' own proofs (by whom they name; one naming the framer must re-check
    to it, ``live_refused`` otherwise) and honest seats timed out."""
    for peer in run.peers:
        if peer.seat == bad:
            continue
        proof = peer.proof
        if proof is not None and proof.seat == bad:
            tally.live_framer_proofs += 1
            try:
                check_proof(proof, run.roster, game, settings, cap)
            except ProofError as exc:
                tally.live_refused += 1
                tally.examples.append(f"seat {peer.seat}'s proof against the framer: {exc}")
        elif proof is not None:
            tally.live_honest_proofs += 1
            tally.examples.append(
                f"live proof by seat {peer.seat}: {proof.check} against seat {proof.seat}"
            )
        verdict = peer.replica.timed_out
        if verdict is not None and verdict.named not in (None, bad):
            tally.honest_timed_out += 1


def play(
    game: Any,
    settings: Any,
    seed: int,
    *,
    bad: int,
    cap: int | None,
    bot: str = "strategic",
    schedule: Any = None,
    per_game: int = 6,
    subsets: int = 1,
    guesses: int = 3,
    **attrs: Any,
) -> Tally:
    """One seeded game with a framer at ``bad``, then the forger's candidates: the tally."""
    start = time.perf_counter()
    players = int(game.settings_values(settings)["players"])
    honest = dict.fromkeys(range(players), salted(Quiet, seed))
    factories = {**honest, bad: framer(seed, **attrs)}
    run = run_game(
        game,
        settings,
        turn_cap=cap,
        seed=seed,
        bot=bot,
        spread=False,
        factories=factories,
        schedule=schedule,
        **fixed(players),
    )
    tally = Forger(
        run,
        game,
        settings,
        cap,
        bad,
        random.Random(f"forger/{seed}"),
        per_game=per_game,
        subsets=subsets,
        guesses=guesses,
    ).forge()
    tally.games = 1
    live_outcomes(run, game, settings, cap, bad, tally)
    tally.seconds = time.perf_counter() - start
    return tally


# --- issue 23's attack exactly ---------------------------------------------------------------


@dataclass
class Attack:
    """One run of issue 23's attack and the proof it gives."""

    run: Any
    cheater: int
    kept: Kept
    victim: int
    named: SignedMessage
    """The victim's next genuine message, which names the cheater's chain up to q+1."""
    claim: Claim | None
    """What today's checker's replay finds in prefix + kept + named (None: nothing)."""
    proof: CheatingProof | None


def attack_issue_23(
    game: Any, settings: Any, *, seed: int, cap: int | None, cheater: int
) -> Attack | None:
    """Issue 23, part 1: at the first action decision where another legal action would make
    another seat (the victim) owe a message at once, the cheater signs a heartbeat at seq q and
    sends it, signs that other action at q on the same previous hash and keeps it, then plays
    its real action at q+1. The proof: what the cheater had consumed when it signed, the kept
    action, and the victim's next genuine message (it names the cheater's chain up to q+1),
    claiming what the replay finds there. None if the game offered no such decision."""
    players = int(game.settings_values(settings)["players"])
    attrs = {
        "kinds": frozenset({"action"}),
        "modes": (BEAT_FIRST,),
        "limit": 1,
        "early": False,
        "depth": 0,
        "beats": "news",
        "keep": frozenset({"handover"}),
        "keep_count": 1,
        "rate": 0.0,
        "choice_rate": 1.0,
    }
    factories = {
        **dict.fromkeys(range(players), salted(Quiet, seed)),
        cheater: framer(seed, **attrs),
    }
    run = run_game(
        game, settings, turn_cap=cap, seed=seed, spread=False, factories=factories, **fixed(players)
    )
    kept = next(iter(run.peers[cheater].kept), None)
    if kept is None:
        return None
    q, victim = kept.message.seq, kept.victims[0]
    later = [
        m
        for m in run.peers[victim].transcript.messages
        if m.seat == victim and _count(m, cheater) >= q + 2 and m.kind != "beat"
    ]
    if not later:
        return None
    named = later[0]
    messages = [*kept.prefix, kept.message, named]
    claim = replay_claim(messages, run.roster, game, settings, cap, gated=False)
    proof = None
    if claim is not None and claim.offending.digest == named.digest:
        detail = f"issue 23: a kept action beside a heartbeat at seq {q}"
        proof = CheatingProof(claim.seat, claim.check, detail, tuple(m.wire for m in messages))
    return Attack(run, cheater, kept, victim, named, claim, proof)


# --- many games ------------------------------------------------------------------------------

TABLES = {
    "hypnose": (3, "strategic"),
    "hypnosia": (4, "strategic"),
    "hypnovision": (2, "strategic-fast"),
}
"""Game -> (turn cap, bot) of the adversary's games: a few turns of Hypnose and Hypnosia, two
scrambles of Hypno Vision (its turn cap counts scrambles)."""

LEAVING_EVERY = 25
"""One seed in this many (where Hypnose is among the games) plays a whole game of Hypnose with
3 or 4 players, starting resistance 5 and no turn-order compensation, in which seats are
hypnotized and leave: the framer forks at every re-sharing and acknowledgement it sends."""
LEAVING = {"start_resistance": 5, "compensation": "none"}


@dataclass(frozen=True)
class Table:
    """What one seed plays: the game, how many players, the framer's seat and its tricks."""

    name: str
    players: int
    bad: int
    cap: int | None
    bot: str
    interleaved: bool
    attrs: dict[str, Any]
    game: str = ""
    values: dict[str, Any] = field(default_factory=dict)
    forger: dict[str, Any] = field(default_factory=dict)
    """The forger's budget for this table, where it is not the default."""

    @property
    def label(self) -> str:
        return f"{self.name}-{self.players}p"


def table_of(seed: int, names: Sequence[str] = tuple(TABLES)) -> Table:
    """The seed's table: games and table sizes in turn (2, 3 and 4 players of each game), the
    framer's seat, modes, fork rate, split views, heartbeats and delivery order drawn from the
    seed. Heartbeats without news (``beats="branch"``) convict the framer at once where
    ``empty-beat`` is checked, so most framers send only heartbeats with news. One seed in
    ``LEAVING_EVERY`` plays a game where seats leave."""
    rng = random.Random(f"table/{seed}")
    name = names[seed % len(names)]
    players = 2 + (seed // len(names)) % 3
    cap, bot = TABLES[name]
    attrs = {
        "modes": rng.choice(((BEAT_FIRST,), (BESIDE,), (BEAT_FIRST, BESIDE))),
        "rate": rng.choice((0.15, 0.3, 0.6)),
        "split": rng.choice((0.0, 0.0, 0.0, 0.05, 0.2)),
        "beats": rng.choice(("branch", "news", "news")),
    }
    bad, interleaved = rng.randrange(players), rng.random() < 0.5
    if "hypnose" in names and seed % LEAVING_EVERY == LEAVING_EVERY - 1:
        players = 3 + (seed // LEAVING_EVERY) % 2
        attrs = {
            **attrs,
            "rate": 0.15,
            "split": 0.0,
            "beats": "news",
            "rates": {"reshare": 1.0, "ack": 1.0},
        }
        return Table(
            "hypnose-leaving",
            players,
            seed % players,
            None,
            "strategic",
            interleaved,
            attrs,
            "hypnose",
            LEAVING,
            {"per_game": 4, "subsets": 0},
        )
    return Table(name, players, bad, cap, bot, interleaved, attrs, name)


def play_seed(seed: int, names: Sequence[str] = tuple(TABLES), **forger: Any) -> Tally:
    """The seed's table (``table_of``) played with a framer, then forged from."""
    from core import games

    table = table_of(seed, names)
    game = games.get(table.game)
    settings = game.settings({"players": table.players, **table.values})
    schedule = Interleaving(seed) if table.interleaved else None
    tally = play(
        game,
        settings,
        seed,
        bad=table.bad,
        cap=table.cap,
        bot=table.bot,
        schedule=schedule,
        **{**table.forger, **forger},
        **table.attrs,
    )
    tally.by_table[table.label] = [1, int(tally.framed > 0), tally.framed]
    return tally
