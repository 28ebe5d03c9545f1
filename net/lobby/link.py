"""A joiner's channel on the opener's side, from its first lobby message to its last.

The link reads, decodes and checks every message (``net.lobby.protocol``), holds the joiner to
its message rate, and hands each one to the table; whatever goes wrong (a malformed message, a
rule broken, a flood, silence before joining) ends in the table's ``disconnect`` with a reason
naming the peer, and the link's end always tells the table the joiner is gone. Messages to the
joiner go through its :class:`~net.lobby.outbox.Outbox`, so the table never waits on it.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Protocol

from net.errors import ChannelClosed, LobbyProtocolError
from net.lan.channel import Channel
from net.lan.ratelimit import RateLimiter
from net.lobby.outbox import Outbox
from net.lobby.protocol import FROM_JOINER, Timing, parse
from net.protocol.seating import PeerAddress


@dataclass(eq=False)
class JoinerLink:
    """A joiner's connection: a player (sitting in a seat) or a watcher."""

    channel: Channel
    outbox: Outbox
    role: str = ""
    port: int = 0
    gone: str | None = None
    """Why it is no longer at the table, once decided."""

    @property
    def key(self) -> bytes:
        return self.channel.peer.key

    @property
    def name(self) -> str:
        return self.channel.peer.name

    def address(self) -> PeerAddress:
        """Where the others reach it: the address its channel came from, the port it said."""
        return PeerAddress(self.key, self.name, self.channel.address[0], self.port)


class Table(Protocol):
    """What a link asks of the opener's table."""

    timing: Timing

    def refusal(self) -> str | None:
        """Why nobody may join now, or None."""

    async def admit(self, link: JoinerLink, kind: str, fields: dict[str, Any]) -> bool:
        """Decide on the first message; True when the joiner is at the table."""

    def handle(self, link: JoinerLink, kind: str, fields: dict[str, Any]) -> None:
        """One later message (raises ``LobbyProtocolError`` for one that breaks a rule)."""

    def disconnect(self, link: JoinerLink, reason: str) -> None:
        """Close a link that broke the rules, the reason naming the peer."""

    def leave(self, link: JoinerLink, text: str) -> None:
        """The joiner is gone: free what it held and tell the others."""


async def serve(
    table: Table, channel: Channel, link: JoinerLink, limiter: RateLimiter, first: dict[str, Any]
) -> None:
    """Serve one joiner's channel until it ends (``first``: the ``table`` message it gets)."""
    timing = table.timing
    admitted = False
    try:
        refusal = table.refusal()
        if refusal is not None:
            link.outbox.finish({"kind": "refused", "reason": refusal}, refusal)
            return
        link.outbox.put(first)
        try:
            async with asyncio.timeout(timing.join_timeout):
                kind, fields = parse(await channel.recv(), FROM_JOINER)
        except TimeoutError:
            table.disconnect(link, f"it did not ask to join within {timing.join_timeout:g} s")
            return
        admitted = await table.admit(link, kind, fields)
        while admitted and link.gone is None:
            kind, fields = parse(await channel.recv(), FROM_JOINER)
            if link.gone is not None:
                break
            if not limiter.allow(link.key.hex(), asyncio.get_running_loop().time()):
                raise LobbyProtocolError(f"more than {timing.message_burst} lobby messages at once")
            table.handle(link, kind, fields)
            await asyncio.sleep(0)  # let the outboxes send between a burst's messages
    except LobbyProtocolError as exc:
        table.disconnect(link, str(exc))
        if admitted and link.gone is None:
            table.leave(link, f"{channel.peer} was disconnected: {exc}")
    except ChannelClosed as exc:
        if admitted and link.gone is None:
            table.leave(link, f"{channel.peer} left: {exc.reason}")
    finally:
        if admitted and link.gone is None:
            table.leave(link, f"{channel.peer} left")
        await link.outbox.wait()
