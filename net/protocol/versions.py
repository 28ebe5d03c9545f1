"""Which versions two peers must share to play together, and what to tell them when they don't.

Peers exchange two things when they meet (inside the channel handshake, ``net.lan.handshake``, and
in the discovery record, ``net.lan.discovery_record``): the protocol version, and, where a table is
concerned, the game's version id (``core.game.version_id``: ``name/version/data_hash``). The
protocol version is built from the versions of every layer a peer speaks, so bumping any one
of them changes it without anybody having to remember to. :func:`compare` is the one place
that decides whether two peers can play and says why not, in words both sides can show; the
lobby reuses it.
"""

from __future__ import annotations

from dataclasses import dataclass

from net.protocol.messages import VERSION as ENVELOPE_VERSION
from net.protocol.terms import PROTOCOL as FAIR_PROTOCOL

LAN_PROTOCOL = 1
"""Version of the LAN layer: channel handshake, frames, discovery record, lobby messages."""

PROTOCOL = f"{LAN_PROTOCOL}.{ENVELOPE_VERSION}.{FAIR_PROTOCOL}"
"""The protocol version peers compare: LAN layer, signed envelope, fair dealing."""

HASH_SHOWN = 8
"""Characters of a game's data hash shown to people (enough to tell two versions apart)."""


@dataclass(frozen=True)
class Versions:
    """What one peer plays: its protocol version and, for a table, the game's version id."""

    protocol: str = PROTOCOL
    game: str | None = None
    """``core.game.version_id`` of the table's game, or None where no table is concerned."""


@dataclass(frozen=True)
class Mismatch:
    """Why two peers cannot play together, in words for each side."""

    ours: str
    """What to tell this peer's user (names the other peer)."""
    theirs: str
    """What the other peer's user is told (names this peer), for a message sent to it."""

    def __str__(self) -> str:
        return self.ours


def describe_game(version_id: str) -> tuple[str, str]:
    """``(Game, "rules 1 (96c504f4...)")`` of a version id, or the id as it is when malformed."""
    parts = version_id.split("/")
    if len(parts) != 3 or not all(parts):
        return version_id, "rules ?"
    name, version, data_hash = parts
    short = data_hash[:HASH_SHOWN] + ("..." if len(data_hash) > HASH_SHOWN else "")
    return name.capitalize(), f"rules {version} ({short})"


def _game_words(who: str, theirs: str, ours: str) -> str:
    their_game, their_rules = describe_game(theirs)
    our_game, our_rules = describe_game(ours)
    if their_game != our_game:
        return f"{who} table plays {their_game}, yours {our_game}: pick a table of your game."
    return f"{who} client plays {their_game} {their_rules}, yours {our_rules}: update one of them."


def compare(ours: Versions, theirs: Versions, *, our_name: str, their_name: str) -> Mismatch | None:
    """None when the two peers can play together; otherwise why not, for both sides.

    The protocols must be equal. The games are compared only when both peers name one (a peer
    that is not at a table has none): their version ids must be equal, name, rules version and
    data hash alike.
    """
    if ours.protocol != theirs.protocol:
        return Mismatch(
            ours=f"{their_name}'s client speaks protocol {theirs.protocol}, yours "
            f"{ours.protocol}: update one of them.",
            theirs=f"{our_name}'s client speaks protocol {ours.protocol}, yours "
            f"{theirs.protocol}: update one of them.",
        )
    if ours.game is not None and theirs.game is not None and ours.game != theirs.game:
        return Mismatch(
            ours=_game_words(f"{their_name}'s", theirs.game, ours.game),
            theirs=_game_words(f"{our_name}'s", ours.game, theirs.game),
        )
    return None
