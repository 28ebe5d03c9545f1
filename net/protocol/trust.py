"""Recognising peers: a readable fingerprint code, and trust on first use.

A fingerprint code is what two players read to each other to check a key: four groups of four
base32 characters (80 bits of a hash of the public key), such as ``K7QD-2M4X-PA6B-ZR3E``.
The known-peers file remembers, for every player name met, the key it came with; a known name
that comes back with another key is flagged (someone else using that name, or the same friend
after a reinstall: the user decides). It is small JSON, written atomically, readable only by
the user (as the identity key, ``net.store.profile``).
"""

from __future__ import annotations

import base64
import binascii
import enum
import hashlib
import json
import os
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from net.errors import TrustError
from net.protocol.identity import KEY_SIZE

CODE_TAG = b"hypnose/fingerprint-code/v1"
CODE_GROUPS = 4
CODE_GROUP_LEN = 4
MAX_KNOWN = 1024
"""Names the known-peers file keeps; the least recently seen go first."""
KNOWN_FORMAT = 1
MAX_KNOWN_BYTES = 512 * 1024
"""Largest known-peers file read (about 100 bytes a peer)."""


def fingerprint_code(public_key: bytes) -> str:
    """The readable code of a public key: ``XXXX-XXXX-XXXX-XXXX`` in base32 (no 0, 1, 8, 9)."""
    digest = hashlib.sha256(CODE_TAG + public_key).digest()
    chars = CODE_GROUPS * CODE_GROUP_LEN
    text = base64.b32encode(digest[: chars * 5 // 8]).decode("ascii")
    return "-".join(text[i : i + CODE_GROUP_LEN] for i in range(0, chars, CODE_GROUP_LEN))


class Trust(enum.Enum):
    """What the known-peers file says of a (name, key) pair."""

    NEW = "new"
    """Never met under this name: remembered now (trust on first use)."""
    KNOWN = "known"
    """This name came with this key before."""
    CHANGED = "changed"
    """This name came with another key before: show it, let the user decide."""


@dataclass(frozen=True)
class Seen:
    """The verdict on one peer, with the key remembered before when it changed."""

    trust: Trust
    name: str
    key: bytes
    previous: bytes | None = None

    def describe(self) -> str:
        """One sentence for the user."""
        code = fingerprint_code(self.key)
        if self.trust is Trust.CHANGED:
            assert self.previous is not None
            return (
                f"{self.name}'s key has changed: it was {fingerprint_code(self.previous)}, "
                f"now {code}. If {self.name} did not reinstall, someone else may be using "
                "this name; check the code with them."
            )
        if self.trust is Trust.NEW:
            return f"First meeting with {self.name} ({code})."
        return f"{self.name} ({code})."


class KnownPeers:
    """Player name -> the key it was first seen with, kept in one small file."""

    def __init__(self, path: Path, peers: OrderedDict[str, bytes] | None = None) -> None:
        self.path = path
        self._peers: OrderedDict[str, bytes] = peers if peers is not None else OrderedDict()

    @classmethod
    def load(cls, path: Path) -> KnownPeers:
        """Read ``path`` (an empty list when it does not exist); :class:`TrustError` in words
        when it is unreadable or corrupt."""
        try:
            with path.open("rb") as f:
                data = f.read(MAX_KNOWN_BYTES + 1)
        except FileNotFoundError:
            return cls(path)
        except OSError as exc:
            raise TrustError(f"Cannot read the known-peers file {path}: {exc.strerror}.") from None
        fix = "move it away (the peers you met will be new again) or restore it from a backup"
        if len(data) > MAX_KNOWN_BYTES:
            raise TrustError(f"The known-peers file {path} is too large to be ours: {fix}.")
        try:
            doc = json.loads(data.decode("utf-8"))
            if doc.get("format") != KNOWN_FORMAT or type(doc.get("peers")) is not dict:
                raise ValueError("not a known-peers list")
            peers: OrderedDict[str, bytes] = OrderedDict()
            for name, text in doc["peers"].items():
                key = base64.b64decode(text, validate=True)
                if len(key) != KEY_SIZE:
                    raise ValueError(f"the key of {name!r} is not {KEY_SIZE} bytes")
                peers[name] = key
        except (ValueError, UnicodeDecodeError, AttributeError, TypeError, binascii.Error) as exc:
            raise TrustError(f"The known-peers file {path} is damaged ({exc}): {fix}.") from None
        return cls(path, peers)

    def save(self) -> None:
        """Write the file atomically (a temporary file renamed over it), mode 0600."""
        doc = {
            "format": KNOWN_FORMAT,
            "peers": {n: base64.b64encode(k).decode("ascii") for n, k in self._peers.items()},
        }
        data = json.dumps(doc, indent=1, ensure_ascii=False).encode("utf-8")
        temporary = self.path.with_name(self.path.name + ".tmp")
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(temporary, self.path)
        except OSError as exc:
            raise TrustError(
                f"Cannot write the known-peers file {self.path}: {exc.strerror}."
            ) from None

    def check(self, name: str, key: bytes) -> Seen:
        """What the file says of ``name`` with ``key``; remembers nothing."""
        previous = self._peers.get(name)
        if previous is None:
            return Seen(Trust.NEW, name, key)
        if previous == key:
            return Seen(Trust.KNOWN, name, key)
        return Seen(Trust.CHANGED, name, key, previous)

    def observe(self, name: str, key: bytes) -> Seen:
        """Check, and remember a new name at once (trust on first use). A changed key is only
        flagged: :meth:`accept` replaces it once the user agrees. Saves when it remembers."""
        seen = self.check(name, key)
        if seen.trust is Trust.NEW:
            self.accept(name, key)
        elif seen.trust is Trust.KNOWN:
            self._peers.move_to_end(name)
        return seen

    def accept(self, name: str, key: bytes) -> None:
        """Remember ``key`` for ``name`` (a first meeting, or a change the user accepted)."""
        self._peers[name] = key
        self._peers.move_to_end(name)
        while len(self._peers) > MAX_KNOWN:
            self._peers.popitem(last=False)
        self.save()

    def merge(self, other: KnownPeers) -> tuple[list[str], list[Seen]]:
        """Take in the names ``other`` knows and this list does not (two data folders made
        one), saving once. A name known here with another key keeps the key known here: it is
        returned flagged (``Trust.CHANGED``, its ``key`` the other list's), never replaced.
        Returns the names added and the conflicts."""
        added, conflicts = [], []
        for name, key in other._peers.items():
            seen = self.check(name, key)
            if seen.trust is Trust.NEW:
                self._peers[name] = key
                added.append(name)
            elif seen.trust is Trust.CHANGED:
                conflicts.append(seen)
        while len(self._peers) > MAX_KNOWN:
            self._peers.popitem(last=False)
        if added:
            self.save()
        return added, conflicts

    def __contains__(self, name: object) -> bool:
        return name in self._peers

    def __len__(self) -> int:
        return len(self._peers)

    def get(self, name: str) -> bytes | None:
        return self._peers.get(name)
