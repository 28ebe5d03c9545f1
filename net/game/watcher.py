"""A watcher: a client without a seat that follows a game as its public state shows it.

It opens a channel to one player's client (the table must allow watchers), receives every
message of the game, verifies each one as a player would (signatures, chains, digests, every
proof), and folds them into a public replica (``net.dealer.replica.Replica`` with no seat). It
holds no key share: a card it was not shown face up stays hidden from it, since the dealing
never publishes enough shares to decrypt a card that is not public. It sends nothing but pings,
and a watcher that does not keep up is dropped by the players' client, never slowing them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from core.game import Game
from core.vocabulary import UNKNOWN
from net.dealer.intake import Intake
from net.dealer.replica import Cheat, Replica
from net.errors import ChannelClosed, NetError, Silent
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.protocol.identity import Identity
from net.protocol.rejects import RejectLog
from net.protocol.terms import Terms

log = logging.getLogger(__name__)


class Watcher:
    """Follows one game from a player's client (see the module)."""

    def __init__(self, terms: Terms, game: Game, settings: Any, identity: Identity, name: str):
        self.terms = terms
        self.roster = terms.roster()
        self.game = game
        self.intake = Intake(Replica(self.roster, game, settings))
        """What the replica acts on is decided as on every player's peer (the live rule)."""
        self.verifier = self.intake.verifier
        self.replica = self.intake.replica
        self.endpoint = Endpoint(LocalPeer(identity, name, game=terms.game))
        self.rejected = RejectLog()
        self.stopped: str | None = None
        """Why the replay stopped (a cheat found in public), if it did."""
        self.on_change: Callable[[Watcher], None] | None = None
        """Called after each batch of messages the replica took."""
        self.closed_reason: str | None = None

    @property
    def state(self) -> Any:
        return self.replica.state

    @property
    def over(self) -> bool:
        return self.replica.over or self.stopped is not None

    async def watch(
        self,
        host: str,
        port: int,
        *,
        expect: bytes | None = None,
        silent_after: float | None = None,
    ) -> None:
        """Connect and follow until the game is over here or the channel closes; with
        ``silent_after``, a channel that brings nothing (not even the game's pings, sent every
        second) for that many seconds raises ``Silent``: what answered is not the game's client
        (a lobby still on the port at the hand-over), or that client stopped without closing."""
        channel = await self.endpoint.connect(host, port, expect=expect)
        try:
            while not self.over:
                try:
                    async with asyncio.timeout(silent_after):
                        frame = await channel.recv_data()
                except ChannelClosed as exc:
                    self.closed_reason = exc.reason
                    return
                except TimeoutError:
                    raise Silent(
                        f"{host}:{port} sent nothing for {silent_after:g} s: no game is"
                        " followed there"
                    ) from None
                self._take(frame)
        finally:
            with contextlib.suppress(Exception):
                await channel.close("the watcher is done")
            await self.endpoint.close()

    def _take(self, frame: object) -> None:
        if type(frame) is not list or len(frame) != 4 or frame[0] != "m":
            return  # pings
        data = frame[3]
        if type(data) is not bytes:
            return
        try:
            accepted = self.verifier.accept(data)
        except NetError as exc:
            self.rejected.add("player", type(exc).__name__, str(exc))
            return
        if not accepted.is_new:
            return
        self.intake.admit()
        try:
            self.replica.pump()
        except Cheat as cheat:
            self.stopped = f"{cheat.check} by seat {cheat.seat}: {cheat.detail}"
        if self.on_change is not None:
            self.on_change(self)

    def decryptable_hidden(self) -> list[int]:
        """Handles whose face the public state hides but whose every decryption share is
        published (a watcher could read them): none, while the game is dealt fairly."""
        r = self.replica
        state = r.state
        found = []
        for handle, face in enumerate(getattr(state, "public", ())):
            if face != UNKNOWN or handle >= len(r.cts):
                continue
            a = r.cts[handle].a
            if all(r.share_of(a, seat) is not None for seat in r.seats):
                found.append(handle)
        return found


async def wait_until(predicate: Callable[[], bool], timeout: float) -> bool:
    """Poll ``predicate`` until it holds or ``timeout`` seconds pass."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True
