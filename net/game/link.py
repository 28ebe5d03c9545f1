"""One open channel of a game's mesh, to another client or to a watcher, and its bounds.

A ``Link`` is what the mesh keeps per channel: when it last heard from the peer and said
something, a watcher's wake-up, and, for a player's client, the cap on what may be queued for
it (a frame past it asks the mesh to disconnect the client: ``overflow``), since when too much
has been left unread, and its catch-up (``net.game.catchup``). The mesh (``net.game.mesh``)
decides what to do with a link; a link only writes and says why it would not.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from net.errors import ChannelError, NetError
from net.lan.channel import Channel

if TYPE_CHECKING:
    from net.game.catchup import CatchUp

log = logging.getLogger(__name__)


class Link:
    """One open channel to another client (``controller`` is its seat) or to a watcher."""

    def __init__(self, channel: Channel, controller: int | None, now: float) -> None:
        self.channel = channel
        self.controller = controller
        self.heard = now
        self.said = now
        self.news: asyncio.Event | None = None
        """A watcher's wake-up: set when there are new messages for it (None for a player)."""
        self.sent = 0
        """Messages a watcher has been sent."""
        self.gone = asyncio.Event()
        """Set once the link is closed and forgotten."""
        self.cap: int | None = None
        """Bytes queued for the peer past which a frame closes the link (a player's link)."""
        self.overflow: Callable[[Link, str], None] | None = None
        """Called with the reason when a frame would pass ``cap``."""
        self.unread_since: float | None = None
        """Since when more than the mesh's ``unread_limit`` has been queued for the peer."""
        self.catchup: CatchUp | None = None
        """What the peer's client lacks, sent at its pace (a player's link)."""

    @property
    def label(self) -> str:
        return self.channel.label

    def write(self, frame: bytes, now: float | None = None) -> bool:
        """Queue a frame on a player's link; False when the link is closed, or closes now
        because the peer left too much unread (``cap``)."""
        if self.channel.closed:
            return False
        if self.cap is not None and self.channel.unsent + len(frame) > self.cap:
            if self.overflow is not None:
                self.overflow(self, f"left {megabytes(self.channel.unsent)} unread")
            return False
        try:
            self.channel.write(frame)
        except NetError as exc:  # closed, or a frame over the limit (logged: our bug)
            if not isinstance(exc, ChannelError):
                log.error("a frame of %d bytes to %s was not sent: %s", len(frame), self.label, exc)
            return False
        self.said = asyncio.get_running_loop().time() if now is None else now
        return True


def megabytes(size: int) -> str:
    """A byte count in the log's words (MB, or KB below a tenth of one)."""
    return f"{size / 1_000_000:.1f} MB" if size >= 100_000 else f"{size / 1000:.0f} KB"
