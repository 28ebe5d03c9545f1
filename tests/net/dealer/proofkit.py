"""Real cheating proofs and a seeded structural mutator of them, for the hostile-proof fuzzer.

A case is one mutation of one base proof's bytes. The mutator decodes the nested msgpack (the
proof, each wire message, each signed envelope and its body) and edits it there, so the result
gets past the outer decoding often enough to reach every later check. Mutations that re-sign a
message with its seat's real key (and re-chain that seat's later messages) get past signature
and chain checks, so the replay itself sees the hostile body.
"""

from __future__ import annotations

import copy
import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgpack
from dealerkit import BadShuffleCheat, FalseComplaint, WrongReshare, run_seeded

from core.game import Game
from net.dealer import FairDealer, run_game
from net.errors import NetError, WireError
from net.fair import group
from net.protocol.identity import Identity
from net.protocol.messages import Roster, SignedMessage, Signer, parse_message
from net.protocol.verdicts import CheatingProof
from net.protocol.wire import canonical

# --- the base proofs -----------------------------------------------------------------------


class WrongShare(FairDealer):
    """A public decryption share replaced by a random point (check "share")."""

    def _make_shares(self) -> dict[str, Any]:
        body = super()._make_shares()
        if body["d"] is not None:
            body["d"]["d"][0] = group.mul_base(group.random_scalar())
        return body


class BadRandom(FairDealer):
    """Opens its randomness commitment to another value (check "commitment")."""

    def _make_rreveal(self) -> dict[str, Any]:
        return {**super()._make_rreveal(), "value": bytes(32)}


class DropCard(FairDealer):
    """A shuffle output one card short (check "malformed")."""

    def _make_shuffle(self) -> dict[str, Any]:
        body = super()._make_shuffle()
        return {**body, "out": body["out"][:-1]}


class Equivocates(FairDealer):
    """Signs and sends a second message with the seq of its first action (equivocation)."""

    def _sign(self, body: dict[str, Any]) -> SignedMessage:
        if body["kind"] == "action" and not getattr(self, "_forked", False):
            self._forked = True
            fork = Signer(self.signer._identity, self.roster.game_id, self.seat,
                          resume=self.signer.state)  # fmt: skip
            commit = bytes(32) if body["commit"] is None else None
            self._fork = fork.sign({**body, "commit": commit, "action": {"type": "Pass"}})
        return self.signer.sign(body)

    def _broadcast(self, message: SignedMessage) -> None:
        super()._broadcast(message)
        fork = getattr(self, "_fork", None)
        if fork is not None:
            self._fork = None
            self.transport.broadcast(fork.wire)  # type: ignore[union-attr]


CHEAT = 1


@dataclass
class Base:
    """One real proof (or a false one), what it takes to re-check it, and its seats' keys."""

    name: str
    proof: CheatingProof
    roster: Roster
    settings: Any
    cap: int | None
    identities: dict[int, Identity]
    valid: bool
    """Whether the unmutated proof convicts ``proof.seat``."""
    data: bytes = b""
    honest: tuple[bytes, ...] = ()
    """Every message the run's honest peer consumed, for insertions the proof lacks."""
    weight: float = 1.0
    """How often a deep case picks it, against 1 for the others (a long game's replay costs
    about a second)."""

    def __post_init__(self) -> None:
        self.data = self.proof.to_bytes()


def _identities(run: Any) -> dict[int, Identity]:
    return {peer.seat: peer.signer._identity for peer in run.peers}


def _from_run(name: str, run: Any, settings: Any, cap: int | None, cheat: int = CHEAT,
              weight: float = 1.0) -> Base:  # fmt: skip
    witness = next(peer for peer in run.peers if peer.seat != cheat)
    proof = witness.proof
    assert proof is not None and proof.seat == cheat, (name, proof)
    honest = tuple(m.wire for m in witness.transcript.messages)
    return Base(name, proof, run.roster, settings, cap, _identities(run), True,
                honest=honest, weight=weight)  # fmt: skip


def build_bases(game: Game, settings_of: Callable[[int], Any]) -> list[Base]:
    """Real proofs from cheating runs (2 and 3 players), and an honest game falsely accused."""
    bases = []
    for name, cls, players, cap in [
        ("share-2p", WrongShare, 2, 6),
        ("share-3p", WrongShare, 3, 4),
        ("random-3p", BadRandom, 3, 12),
        ("drop-2p", DropCard, 2, 6),
        ("equivocation-2p", Equivocates, 2, 6),
        ("equivocation-3p", Equivocates, 3, 6),
    ]:
        settings = settings_of(players)
        run = run_game(game, settings, turn_cap=cap, factories={CHEAT: cls})
        bases.append(_from_run(name, run, settings, cap))
    settings = settings_of(2)
    run = run_seeded(game, settings, seed=0, cap=4, cheat={CHEAT: BadShuffleCheat})
    bases.append(_from_run("shuffle-2p", run, settings, 4))
    # a seat soon leaves (R5); seed 0 without compensation (R21) is test_dealer_leaving's game
    quick = game.settings({"players": 3, "start_resistance": 5, "compensation": "none"})
    for name, cls, seat in [("reshare-3p", WrongReshare, 0), ("complaint-3p", FalseComplaint, 1)]:
        run = run_seeded(game, quick, seed=0, cap=None, cheat={seat: cls})  # seat 0 leaves
        bases.append(_from_run(name, run, quick, None, cheat=seat, weight=0.3))
    run = run_game(game, settings, turn_cap=4)
    wires = tuple(m.wire for m in run.peers[0].transcript.messages)
    lie = CheatingProof(CHEAT, "audit-illegal", "a false accusation", wires)
    bases.append(Base("audit-lie-2p", lie, run.roster, settings, 4, _identities(run), False,
                      honest=wires))  # fmt: skip
    return bases


# --- values and type changes ---------------------------------------------------------------

HUGE = (2**64 - 1, 2**63, -(2**63), 2**32, -1, -(2**31))
KEYS = ("kind", "step", "d", "enc", "out", "proof", "x", "c", "nonce", "value", "action",
        "commit", "cards", "about", "card", "part", "open", "shuffles", "key", "challenge",
        "openings", "type", "")  # fmt: skip


def deep(depth: int, leaf: Any = 0) -> Any:
    """``depth`` nested one-item lists (and maps, every other level) around ``leaf``."""
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def random_value(rng: random.Random, depth: int = 0) -> Any:
    """Any plain value: scalars at the edges of their ranges, small containers, deep nests."""
    roll = rng.randrange(13)
    if roll == 0:
        return None
    if roll == 1:
        return rng.random() < 0.5
    if roll == 2:
        return rng.choice((0, 1, 2, 3, 31, 32, 33, 64, 255, *HUGE))
    if roll == 3:
        return rng.choice((0.0, -0.0, 1.5, float("nan"), float("inf"), -1e308))
    if roll == 4:
        return rng.choice(("", "x", "kind", "équivoque", "a" * 300, "\x00"))
    if roll == 5:
        return rng.randbytes(rng.choice((0, 1, 16, 31, 32, 33, 64, 65, 200)))
    if roll == 6:
        return bytes(rng.choice((32, 33, 64)))  # zero points, scalars and signatures
    if roll == 7:
        return group.encode_scalar(group.random_scalar())
    if roll == 8:
        return group.mul_base(group.random_scalar())
    if roll == 9 and depth < 3:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if roll == 10 and depth < 3:
        return {rng.choice(KEYS): random_value(rng, depth + 1) for _ in range(rng.randrange(4))}
    if roll == 11:
        return deep(rng.choice((5, 20, 31, 40)))
    return rng.randrange(-3, 70)


def change_type(rng: random.Random, value: Any) -> Any:
    """The same content as another type: int <-> bytes <-> str <-> list <-> dict <-> None."""
    kind = rng.choice(("int", "bytes", "str", "list", "dict", "none", "bool", "float"))
    if kind == "int":
        if type(value) is bytes:
            return int.from_bytes(value[:8], "little")
        return len(value) if isinstance(value, str | list | dict) else 1
    if kind == "bytes":
        if type(value) is int and 0 <= value < 2**64:
            return value.to_bytes(8, "little")
        return value.encode() if type(value) is str else bytes(repr(value)[:40], "ascii", "replace")
    if kind == "str":
        return value.hex() if type(value) is bytes else repr(value)[:40]
    if kind == "list":
        return list(value.values()) if type(value) is dict else [value]
    if kind == "dict":
        return {"v": value}
    if kind == "bool":
        return bool(value) if type(value) is not float else True
    if kind == "float":
        return float(value) if type(value) in (int, bool) else 0.5
    return None


def _slots(tree: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) in ``tree``: each place a value sits."""
    out: list[tuple[Any, Any]] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        items = list(node.items()) if type(node) is dict else list(enumerate(node))
        for key, child in items:
            out.append((node, key))
            if type(child) in (list, dict):
                stack.append(child)
    return out


def _containers(tree: Any) -> list[Any]:
    return [tree, *(c[k] for c, k in _slots(tree) if type(c[k]) in (list, dict))]


def mutate_tree(rng: random.Random, tree: Any) -> str:
    """Edit ``tree`` (a list or dict) in place: replace, retype, delete, insert, duplicate,
    reorder, nudge an int, or swap two leaves. Returns what it did."""
    slots = _slots(tree)
    op = rng.choice(("replace", "retype", "delete", "insert", "duplicate", "reorder", "int",
                     "swap"))  # fmt: skip
    if not slots:
        op = "insert"
    if op == "insert":
        node = rng.choice(_containers(tree))
        value = random_value(rng)
        if type(node) is dict:
            node[rng.choice(KEYS)] = value
        else:
            node.insert(rng.randrange(len(node) + 1), value)
        return f"insert {value!r:.40}"
    node, key = rng.choice(slots)
    if op == "replace":
        node[key] = random_value(rng)
    elif op == "retype":
        node[key] = change_type(rng, node[key])
    elif op == "delete":
        del node[key]
    elif op == "duplicate":
        if type(node) is dict:
            node[rng.choice(KEYS)] = copy.deepcopy(node[key])
        else:
            node.insert(key, copy.deepcopy(node[key]))
    elif op == "reorder":
        if type(node) is dict:
            items = list(node.items())
            rng.shuffle(items)
            node.clear()
            node.update(items)
        else:
            rng.shuffle(node)
    elif op == "int":
        value = node[key]
        nudged = rng.choice((value + 1, value - 1, -value - 1)) if type(value) is int else 0
        in_range = -(2**63) <= nudged < 2**64  # msgpack holds no other int
        node[key] = nudged if type(value) is int and in_range else rng.choice(HUGE)
    else:
        other, okey = rng.choice(slots)
        node[key], other[okey] = other[okey], node[key]
    return f"{op} at {key!r:.30}"


def pack(obj: Any) -> bytes:
    """msgpack bytes of a mutated tree as is (map order kept, so possibly non-canonical)."""
    return msgpack.packb(obj, use_bin_type=True)


# --- one case ------------------------------------------------------------------------------


@dataclass
class Case:
    """The mutated proof bytes, what was done, and which seats re-signed something."""

    data: bytes
    how: list[str] = field(default_factory=list)
    signers: set[int] = field(default_factory=set)


DEEP_EVERY = 16
"""One case in this many may mutate any base (its replay verifies shuffles: ~10-200 ms); the
others mutate the short bases, or only the outer bytes of the long ones, and cost ~1 ms."""

FAMILIES = ("raw", "outer", "field", "list", "wire", "envelope", "resign", "resign-last")
WEIGHTS = (4, 10, 8, 12, 12, 10, 22, 22)


class Mutator:
    """Seeded mutations of the base proofs: ``case(i)`` is the same mutation for the same seed
    and bases (the bytes differ only by the random keys and nonces of the runs behind them)."""

    def __init__(self, bases: list[Base], seed: int) -> None:
        self.bases = bases
        self.short = [b for b in bases if len(b.proof.messages) <= 6]
        self.seed = seed

    def rng(self, index: int) -> random.Random:
        return random.Random(hashlib.sha256(f"{self.seed}/{index}".encode()).digest())

    def case(self, index: int) -> tuple[Base, Case]:
        rng = self.rng(index)
        long_ok = index % DEEP_EVERY == 0
        if long_ok:
            base = rng.choices(self.bases, weights=[b.weight for b in self.bases])[0]
        else:
            base = rng.choice(self.bases if rng.random() < 0.25 else self.short)
        how = rng.choices(FAMILIES, weights=WEIGHTS)[0]
        if not long_ok and base not in self.short:
            how = "raw"  # cut or replaced bytes: refused before any replay
        case = Case(base.data, [how])
        getattr(self, "_" + how.replace("-", "_"))(rng, base, case, cheap=not long_ok)
        return base, case

    def _raw(self, rng: random.Random, base: Base, case: Case, cheap: bool = False) -> None:
        data = bytearray(base.data)
        roll = rng.choice((0, 2, 3, 4) if cheap else range(5))
        if roll == 0:
            case.data = bytes(data[: rng.randrange(len(data))])
        elif roll == 1:
            for _ in range(rng.randrange(1, 4)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
            case.data = bytes(data)
        elif roll == 2:
            case.data = rng.randbytes(rng.randrange(200))
        elif roll == 3:
            case.data = bytes(data) + rng.randbytes(rng.randrange(1, 8))
        else:
            case.data = pack(random_value(rng))
        case.how.append(f"raw {roll}")

    def _proof_tree(self, base: Base) -> list[Any]:
        return msgpack.unpackb(base.data, raw=False)

    def _outer(self, rng: random.Random, base: Base, case: Case, cheap: bool = False) -> None:
        tree = self._proof_tree(base)
        for _ in range(rng.randrange(1, 3)):
            case.how.append(mutate_tree(rng, tree))
        case.data = pack(tree)

    def _field(self, rng: random.Random, base: Base, case: Case, cheap: bool = False) -> None:
        tree = self._proof_tree(base)
        index = rng.randrange(3)
        choices = (
            (None, -1, 0, 2, 5, True, False, "1", 1.0, b"\x01", [1], *HUGE),
            ("equivocation", "audit-illegal", "audit-core", "audit-diverged", "share",
             "malformed", "commitment", "shuffle-exact", "", "x" * 5000, "Share", 7, None,
             b"share"),
            ("", "d" * 100_000, None, 3, b"detail", ["why"]),
        )  # fmt: skip
        tree[index] = rng.choice(choices[index])
        case.how.append(f"field {index} = {tree[index]!r:.30}")
        case.data = pack(tree)

    def _foreign(self, rng: random.Random, base: Base) -> bytes:
        """A message of another game (another base's run) or one of this run not in the proof."""
        other = rng.choice(self.bases)
        return rng.choice(other.honest or other.proof.messages)

    def _list(self, rng: random.Random, base: Base, case: Case, cheap: bool = False) -> None:
        tree = self._proof_tree(base)
        msgs: list[Any] = tree[3]
        n = len(msgs)
        roll = rng.randrange(10)
        i, j = rng.randrange(n), rng.randrange(n)
        if roll == 0:
            del msgs[i]
        elif roll == 1:
            msgs.insert(j, msgs[i])
        elif roll == 2:
            msgs[i], msgs[j] = msgs[j], msgs[i]
        elif roll == 3:
            msgs.insert(0, msgs.pop())
        elif roll == 4:
            msgs.reverse()
        elif roll == 5:
            msgs.insert(rng.randrange(n + 1), self._foreign(rng, base))
        elif roll == 6:
            msgs[-1] = self._foreign(rng, base)
        elif roll == 7:
            del msgs[rng.randrange(n) :]
        elif roll == 8:
            msgs.append(msgs[-1])
        else:
            msgs.extend(base.honest[len(msgs) : len(msgs) + rng.randrange(1, 4)])
        case.how.append(f"list {roll} ({i}, {j})")
        case.data = pack(tree)

    def _wire(self, rng: random.Random, base: Base, case: Case, cheap: bool = False) -> None:
        tree = self._proof_tree(base)
        i = rng.randrange(len(tree[3]))
        wire = bytearray(tree[3][i])
        roll = rng.randrange(5)
        if roll == 0:
            wire = wire[: rng.randrange(len(wire))]
        elif roll == 1:  # a signature bit (the signature is the wire's last bytes)
            wire[-1 - rng.randrange(64)] ^= 1 << rng.randrange(8)
        elif roll == 2:  # a bit of the signed bytes (the envelope and body)
            wire[rng.randrange(len(wire) - 64)] ^= 1 << rng.randrange(8)
        elif roll == 3:
            wire = bytearray(rng.randbytes(rng.randrange(100)))
        else:
            outer = msgpack.unpackb(bytes(wire), raw=False)
            case.how.append(mutate_tree(rng, outer))
            wire = bytearray(pack(outer))
        tree[3][i] = bytes(wire)
        case.how.append(f"wire {i} roll {roll}")
        case.data = pack(tree)

    def _envelope(self, rng: random.Random, base: Base, case: Case, cheap: bool = False) -> None:
        """Edit a signed envelope (or its body) and keep the old signature."""
        tree = self._proof_tree(base)
        i = rng.randrange(len(tree[3]))
        signed, signature = msgpack.unpackb(tree[3][i], raw=False)
        envelope = msgpack.unpackb(signed, raw=False)
        case.how.append(mutate_tree(rng, envelope))
        tree[3][i] = pack([pack(envelope), signature])
        case.how.append(f"envelope {i}")
        case.data = pack(tree)

    def _resign(
        self, rng: random.Random, base: Base, case: Case, cheap: bool = False, last: bool = False
    ) -> None:
        """Edit a message's body (or envelope) and sign it again with its seat's key; the
        seat's later messages are re-chained and re-signed, so only the edit is hostile."""
        tree = self._proof_tree(base)
        wires: list[bytes] = tree[3]
        i = len(wires) - 1 if last else rng.randrange(len(wires))
        message = parse_message(wires[i])
        envelope = msgpack.unpackb(message.signed, raw=False)
        body_only = rng.random() < 0.85 and type(envelope[5]) is dict
        target = envelope[5] if body_only else envelope
        for _ in range(rng.randrange(1, 3)):
            case.how.append(mutate_tree(rng, target))
        case.how.append(f"resign {i} ({message.kind}{'' if body_only else ', envelope'})")
        seat = message.seat
        identity = base.identities.get(seat) or base.identities[rng.choice(list(base.identities))]
        seat_of_key = next(s for s, k in base.roster.keys.items() if k == identity.public_key)
        case.signers.add(seat_of_key)
        try:
            signed = canonical(envelope)
        except WireError:  # a value the canonical form refuses (a float key order...): as is
            signed = pack(envelope)
        wires[i] = canonical([signed, identity.sign(signed)])
        self._rechain(wires, i, seat, identity)
        case.data = pack(tree)

    def _resign_last(self, rng: random.Random, base: Base, case: Case, cheap: bool) -> None:
        self._resign(rng, base, case, cheap, last=True)

    @staticmethod
    def _rechain(wires: list[bytes], start: int, seat: int, identity: Identity) -> None:
        """Re-sign seat's messages after ``start`` with prev the digest of its new previous."""
        head = hashlib.sha256(msgpack.unpackb(wires[start], raw=False)[0]).digest()
        for k in range(start + 1, len(wires)):
            try:
                message = parse_message(wires[k])
            except NetError:
                continue
            if message.seat != seat:
                continue
            envelope = msgpack.unpackb(message.signed, raw=False)
            envelope[4] = head
            signed = canonical(envelope)
            wires[k] = canonical([signed, identity.sign(signed)])
            head = hashlib.sha256(signed).digest()
