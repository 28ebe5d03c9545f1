"""The door of an open table: who may come in, and the words that turn the others away.

The opener's table (``net.lobby.host``) keeps the seats and the table's life; the door decides
admission. It answers the endpoint at the handshake (:meth:`Door.authorize`: not this client's
own key, not a key removed from this table, not one already at it, not once the game starts),
decides on a joiner's ``join`` (the same, then room for a player or a watcher, then a ping to
the address the others will dial for the mesh, then the same again: the table may have changed
while the ping travelled), remembers whom it let in (trust on first use, ``net.protocol.trust``),
and closes the channel of a joiner that broke the lobby's rules with a reason naming it, in the
endpoint's bounded refusal log. Every refusal is told to the peer and shown at the table.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Protocol

from net.lan.endpoint import Endpoint, ping
from net.lan.handshake import Hello
from net.lobby import protocol as kinds
from net.lobby.events import EventKind
from net.lobby.link import JoinerLink
from net.lobby.protocol import MAX_WATCHERS, Timing, clip, message
from net.lobby.state import TableSpec, TableState
from net.protocol.trust import KnownPeers, Trust

MAX_BANNED = 256
"""Keys removed from one table that may not come back, at most."""


class Room(Protocol):
    """What the door sees of the table behind it."""

    spec: TableSpec
    endpoint: Endpoint
    timing: Timing
    known_peers: KnownPeers | None

    @property
    def state(self) -> TableState:
        """The seats and the watchers now."""

    def refusal(self) -> str | None:
        """Why the table takes nobody now (its phase), or None."""

    def holds(self, key: bytes) -> bool:
        """Whether a joiner with ``key`` is at the table now."""

    def announce(self, kind: EventKind, text: str, *, log_it: bool = True) -> None:
        """Show an event at the table."""


class Door:
    """Admission to one open table (see the module)."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self._banned: OrderedDict[bytes, None] = OrderedDict()

    def ban(self, key: bytes) -> None:
        """``key`` was removed from the table: it may not come back (the latest
        ``MAX_BANNED`` are remembered)."""
        self._banned[key] = None
        while len(self._banned) > MAX_BANNED:
            self._banned.popitem(last=False)

    # --- the endpoint's hooks --------------------------------------------------------------

    def authorize(self, peer: Hello) -> str | None:
        """Why ``peer`` may not open a channel to the table now, or None."""
        room = self.room
        if peer.key == room.endpoint.local.identity.public_key:
            return "that is this client's own key"
        if peer.key in self._banned:
            return f"{room.spec.opener} removed you from this table"
        if room.holds(peer.key):
            return "this key is already at the table"
        return room.refusal()

    def refused(self, peer: Hello, kind: str, words: str) -> None:
        """The endpoint refused ``peer`` at the handshake: shown at the table."""
        self.room.announce("refused", f"Refused {peer}: {words}")

    # --- a joiner's join -------------------------------------------------------------------

    async def let_in(self, link: JoinerLink, role: str, port: int) -> bool:
        """Let the joiner of ``link`` in as ``role``, or turn it away in words (told on its
        channel and shown at the table); True when it may come in.

        The door checks that the joiner answers at the address the others will dial for the
        mesh (the one its channel came from, the ``port`` it said), so a firewall is named now
        rather than when the game starts."""
        peer = link.channel.peer
        refusal = self.turn_away(peer, role)
        if refusal is None:
            host, timeout = link.channel.address[0], self.room.timing.reach_timeout
            if not await ping(host, port, timeout=timeout):
                refusal = (
                    f"{self.room.spec.opener}'s client cannot reach yours at {host}:{port}: is a "
                    "firewall keeping the game's TCP port closed?"
                )
            else:  # the table may have changed while the ping travelled
                refusal = self.turn_away(peer, role)
        if refusal is not None:
            self.room.announce("refused", f"Refused {peer}: {refusal}")
            link.outbox.finish(message(kinds.REFUSED, reason=clip(refusal)), refusal)
            return False
        self._observe(peer)
        return True

    def turn_away(self, peer: Hello, role: str) -> str | None:
        """Why this peer may not join as ``role`` now, or None."""
        spec = self.room.spec
        refusal = self.authorize(peer)
        if refusal is not None:
            return refusal
        state = self.room.state
        if role == "watcher":
            if not spec.watchers:
                return f"{spec.opener}'s table does not allow watchers"
            if len(state.watchers) >= MAX_WATCHERS:
                return f"{spec.opener}'s table has {MAX_WATCHERS} watchers already"
            return None
        if state.taken >= spec.seats:
            return f"{spec.opener}'s table is full ({state.taken} of {spec.seats} seats taken)"
        return None

    def _observe(self, peer: Hello) -> None:
        """Remember the key of a peer let in, and flag a known name whose key changed."""
        if self.room.known_peers is None:
            return
        try:
            seen = self.room.known_peers.observe(peer.name, peer.key)
        except Exception as exc:  # an unwritable known-peers file is told, not fatal
            self.room.announce("error", f"cannot remember {peer}: {exc}")
            return
        if seen.trust is Trust.CHANGED:
            self.room.announce("trust", seen.describe())

    # --- showing a joiner out --------------------------------------------------------------

    def throw_out(self, link: JoinerLink, reason: str) -> None:
        """Close a link that broke the lobby's rules; the reason names the peer and goes to
        the endpoint's bounded refusal log (a flood writes a handful of lines)."""
        channel, opener = link.channel, self.room.spec.opener
        self.room.endpoint.refuse(
            channel.address[0], "lobby", f"closed the lobby channel with {channel.label}: {reason}"
        )
        self.room.announce("error", f"{channel.peer} was disconnected: {reason}", log_it=False)
        words = clip(f"{opener}'s table closed the channel: {reason}")
        link.outbox.finish(message(kinds.REFUSED, reason=words), words)
