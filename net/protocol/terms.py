"""The terms of one game, agreed in the lobby, and the game id that binds them.

The game id is the hash of everything the seats agreed to: who sits where (each seat's
identity key), which game (its name, version and data hash), its settings, the fair-dealing
protocol version, a fresh random nonce from every seat, and the table's own terms (how many
deadline extensions each player may give). Every signature and every proof of
the game is bound to that id, so nothing from an earlier game can be replayed into this one (no
seat's nonce repeats), and no seat can be dealt under settings it did not agree to. Each seat
checks, before it signs anything, that its own nonce, key and settings are the ones that went in.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from net.errors import TermsError
from net.protocol.wire import canonical

if TYPE_CHECKING:  # (signing loads the cryptography: the session's clock reads only a default)
    from net.protocol.messages import Roster

PROTOCOL = 3
"""The fair-dealing protocol version (2: digests of accepted messages in every envelope; 3: a
heartbeat carries news, a signed ``prev`` naming another version of the message before is an
equivocation, proofs are judged by the live rule: a peer of version 2 would be convicted for
its empty heartbeats, so the two never meet at a table, and an audit refuses the other's
transcripts in words)."""

NONCE_SIZE = 32
GAME_ID_TAG = b"hypnose/game-id/v1"
MAX_SETTINGS = 32
"""Named limit on the number of settings a game may have."""
DEFAULT_EXTENSIONS = 3
"""The extension budget of terms that do not name one (made before it was one of the terms)."""
MAX_EXTENSIONS = 20
"""Named limit on a table's extension budget."""


def fresh_nonce() -> bytes:
    """This seat's contribution to the next game id: never reused, never predictable."""
    return os.urandom(NONCE_SIZE)


def _plain(value: object) -> bool:
    return type(value) in (int, str, bool) or value is None


@dataclass(frozen=True)
class Terms:
    """Seats' identity keys, the game's ``version_id``, its settings' plain values, each seat's
    nonce, the protocol version and who plays which seat: the game id is their hash."""

    keys: Mapping[int, bytes] = field(hash=False)
    game: str
    settings: Mapping[str, object] = field(hash=False)
    nonces: Mapping[int, bytes] = field(hash=False)
    protocol: int = PROTOCOL
    controllers: Mapping[int, int] = field(default_factory=dict, hash=False)
    """Seat -> the seat whose client plays it (a bot seat run by another player's client);
    seats not named play themselves. Seats with one controller declare a timeout as one."""
    extensions: int | None = None
    """How many deadline extensions each player may give in the game (``net.protocol.statements``),
    agreed in the lobby like the rest, so that every client counts them alike. None in terms
    made before it was a term (tools, older transcripts): then the budget is
    :data:`DEFAULT_EXTENSIONS` and the game id leaves it out, so theirs stays what it was."""

    def __post_init__(self) -> None:
        if set(self.keys) != set(self.nonces):
            raise TermsError(
                f"seats {sorted(self.keys)} have keys but seats {sorted(self.nonces)} nonces"
            )
        for seat, nonce in self.nonces.items():
            if type(nonce) is not bytes or len(nonce) != NONCE_SIZE:
                raise TermsError(f"seat {seat}'s nonce is not {NONCE_SIZE} bytes")
        if type(self.game) is not str or not self.game:
            raise TermsError("the game is named by a non-empty version id")
        if len(self.settings) > MAX_SETTINGS or not all(
            type(k) is str and _plain(v) for k, v in self.settings.items()
        ):
            raise TermsError(f"settings must be at most {MAX_SETTINGS} plain named values")
        if type(self.protocol) is not int:
            raise TermsError(f"protocol version {self.protocol!r:.20} is not an int")
        if not all(
            type(s) is int and type(c) is int and s in self.keys and c in self.keys
            for s, c in self.controllers.items()
        ):
            raise TermsError("a controlled seat and its controller are seats of the table")
        if self.extensions is not None and (
            type(self.extensions) is not int or not 0 <= self.extensions <= MAX_EXTENSIONS
        ):
            raise TermsError(f"an extension budget is a whole number from 0 to {MAX_EXTENSIONS}")
        for name in ("keys", "settings", "nonces", "controllers"):
            value = dict(sorted(getattr(self, name).items()))
            object.__setattr__(self, name, MappingProxyType(value))

    def game_id(self) -> bytes:
        """SHA-256 of the tagged, canonical encoding of every term."""
        terms: list[object] = [
            GAME_ID_TAG,
            self.protocol,
            self.game,
            [[k, v] for k, v in self.settings.items()],
            [[seat, key] for seat, key in self.keys.items()],
            [[seat, nonce] for seat, nonce in self.nonces.items()],
            [[seat, c] for seat, c in self.controllers.items()],
        ]
        if self.extensions is not None:
            terms.append(["extensions", self.extensions])
        return hashlib.sha256(canonical(terms)).digest()

    @property
    def extension_budget(self) -> int:
        """How many deadline extensions each player may give in this game."""
        return DEFAULT_EXTENSIONS if self.extensions is None else self.extensions

    def controller(self, seat: int) -> int:
        """The seat whose client plays ``seat`` (itself unless the terms name another)."""
        return self.controllers.get(seat, seat)

    def to_plain(self) -> dict[str, Any]:
        """The terms as plain data: a lobby message's ``terms`` field, a game folder's, a
        transcript file's (seat-keyed maps as ``[seat, value]`` pairs; ``extensions`` only
        where the terms name a budget)."""
        plain: dict[str, Any] = {
            "protocol": self.protocol,
            "game": self.game,
            "settings": dict(self.settings),
            "keys": [[seat, key] for seat, key in self.keys.items()],
            "nonces": [[seat, nonce] for seat, nonce in self.nonces.items()],
            "controllers": [[seat, c] for seat, c in self.controllers.items()],
        }
        if self.extensions is not None:
            plain["extensions"] = self.extensions
        return plain

    @classmethod
    def from_plain(cls, data: object) -> Terms:
        """Terms from :meth:`to_plain`'s form (or the lobby's checked fields, whose pairs are
        already maps); :class:`TermsError` in words for anything else."""
        if type(data) is not dict:
            raise TermsError("the terms are not a map")
        missing = {"protocol", "game", "settings", "keys", "nonces", "controllers"} - set(data)
        if missing:
            raise TermsError(f"the terms lack {', '.join(sorted(missing))}")
        if type(data["settings"]) is not dict:
            raise TermsError("the settings are not a map")
        return cls(
            _seat_map(data["keys"], "the keys"),
            data["game"],
            data["settings"],
            _seat_map(data["nonces"], "the nonces"),
            data["protocol"],
            _seat_map(data["controllers"], "the controllers"),
            data.get("extensions"),
        )

    def roster(self) -> Roster:
        """The roster of the game these terms make."""
        from net.protocol.messages import Roster

        return Roster(self.game_id(), dict(self.keys))

    def check(
        self,
        roster: Roster,
        seat: int,
        key: bytes,
        nonce: bytes,
        game: str,
        settings: Mapping[str, object],
    ) -> None:
        """Refuse to play unless these are the terms this seat agreed to and made fresh."""
        if self.protocol != PROTOCOL:
            raise TermsError(f"protocol version {self.protocol}, this client speaks {PROTOCOL}")
        if self.keys.get(seat) != key:
            raise TermsError(f"seat {seat} is not this peer's key in the terms")
        if self.nonces.get(seat) != nonce:
            raise TermsError(f"seat {seat}'s nonce in the terms is not the one this peer drew")
        if self.game != game:
            raise TermsError(f"the terms are for {self.game}, this client plays {game}")
        if dict(self.settings) != dict(settings):
            raise TermsError(f"settings {dict(self.settings)} are not {dict(settings)}")
        if roster.game_id != self.game_id() or dict(roster.keys) != dict(self.keys):
            raise TermsError("the roster is not the one these terms make")


def _seat_map(data: object, what: str) -> dict[int, Any]:
    """A seat-keyed map from ``[seat, value]`` pairs (or a map already)."""
    if type(data) is dict:
        items = list(data.items())
    elif type(data) is list and all(type(p) is list and len(p) == 2 for p in data):
        items = [(p[0], p[1]) for p in data]
    else:
        raise TermsError(f"{what} are not [seat, value] pairs")
    if not all(type(seat) is int for seat, _ in items):
        raise TermsError(f"{what} are not keyed by seat numbers")
    found = dict(items)
    if len(found) != len(items):
        raise TermsError(f"{what} name one seat twice")
    return found
