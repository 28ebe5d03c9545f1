"""A client's side of its watchers: who may watch, and sending each one the whole game.

A watcher is a channel from an identity outside the table, admitted when the table allows
watchers. Each gets every message the client holds, from the first, then every new one, sent by
its own task at its own pace from what the client holds anyway (nothing piles up for it), with
at most ``buffer`` bytes queued on its socket; one that takes no frame for ``stall`` seconds is
dropped, so watchers never slow the players. :meth:`Watchers.remove` closes one and refuses it
from then on. What a watcher does with the messages: ``net.game.watcher``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from net.errors import ChannelError, WireError
from net.lan.channel import Channel
from net.lan.handshake import Hello
from net.protocol.wire import encode

if TYPE_CHECKING:
    from net.game.link import Link
    from net.game.mesh import Holdings

log = logging.getLogger(__name__)


class Watchers:
    """The watchers of one client's game (see the module)."""

    def __init__(
        self,
        holdings: Holdings,
        *,
        allowed: bool,
        most: int,
        stall: float,
        buffer: int,
        refuse: Callable[[Link, str], None],
        spawn: Callable[[Any], None],
    ) -> None:
        self.holdings = holdings
        self.allowed = allowed
        self.most = most
        self.stall = stall
        self.buffer = buffer
        self._refuse = refuse
        self._spawn = spawn
        self.links: dict[bytes, Link] = {}
        self.removed: set[bytes] = set()

    def refusal(self, hello: Hello) -> str | None:
        """Why this identity outside the table may not watch, or None."""
        if hello.key in self.removed:
            return "the table's opener removed this watcher"
        if not self.allowed:
            return f"{hello.name} is not a player of this game, and it allows no watchers"
        if len(self.links) >= self.most:
            return "this game has as many watchers as it takes"
        return None

    def add(self, link: Link) -> None:
        """A watcher's channel is open: send it the game."""
        link.news = asyncio.Event()
        link.channel.limit_sending(self.buffer)
        self.links[link.channel.peer.key] = link
        self._spawn(self._send_game(link))
        log.info("watcher %s joined", link.label)

    def forget(self, link: Link) -> None:
        if self.links.get(link.channel.peer.key) is link:
            del self.links[link.channel.peer.key]
            log.info("watcher %s left", link.label)

    def notify(self) -> None:
        """New messages are held (synced): wake every watcher's sender."""
        for link in self.links.values():
            assert link.news is not None
            link.news.set()

    def remove(self, key: bytes, reason: str = "removed by the table's opener") -> bool:
        """Close a watcher's channel and refuse it from now on; False if it is not here."""
        self.removed.add(key)
        link = self.links.pop(key, None)
        if link is None:
            return False
        self._spawn(link.channel.close(reason))
        return True

    async def _send_game(self, link: Link) -> None:
        assert link.news is not None
        try:
            while True:
                fresh = self.holdings.history(link.sent)
                if not fresh:
                    link.news.clear()
                    await link.news.wait()
                    continue
                for seat, wire in fresh:
                    async with asyncio.timeout(self.stall):
                        await link.channel.send(encode(["m", seat, None, wire]))
                    link.sent += 1
        except TimeoutError:
            why = f"took no message for {self.stall:g} s: dropped (watchers never slow the game)"
            self._refuse(link, why)
            self.links.pop(link.channel.peer.key, None)
            await link.channel.close(why)
        except (ChannelError, WireError):
            return

    async def catch_up(self, seconds: float) -> None:
        """Give the watchers up to ``seconds`` to take the last messages (the game is over)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while loop.time() < deadline and any(
            self.holdings.history(link.sent) for link in self.links.values()
        ):
            await asyncio.sleep(0.05)

    def channels(self) -> list[Channel]:
        return [link.channel for link in self.links.values()]
