"""Joining a table: dial the opener, read its table, decide, and ask for a seat.

A joiner dials the opener (found by discovery, or by ``address:port``), reads the ``table``
message and decides for itself whether it can play there: it must have the game, at the same
version (``net.protocol.versions.compare``, the same words as a refused handshake), and the settings
must be valid for its own copy of the game (``Game.settings``). Those settings are the ones it
agrees to. A join that does not happen raises :class:`~net.lobby.protocol.JoinRefused` in
words, and the opener is told why when it is this side that declines.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from typing import Any

from core.game import Game, version_id
from net.errors import (
    ChannelClosed,
    ChannelError,
    HandshakeError,
    JoinRefused,
    LobbyError,
    LobbyProtocolError,
    NotAnswering,
    Refused,
    VersionMismatch,
)
from net.lan.channel import Channel
from net.lan.discovery_record import TABLE_ID
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.lobby import protocol as kinds
from net.lobby.events import Events, LobbyEvent
from net.lobby.guest import JoinedTable, remember, say
from net.lobby.protocol import FROM_OPENER, MAX_REASON, Timing, message, parse
from net.lobby.state import TableSpec, state_from_wire
from net.protocol.trust import KnownPeers
from net.protocol.versions import Versions, compare

Games = Callable[[str], Game]
"""The game registry's lookup by name (``core.games.get``; tests pass their own)."""


async def join_table(
    endpoint: Endpoint,
    host: str,
    port: int,
    *,
    games: Games,
    watch: bool = False,
    seat: int | None = None,
    game: str | None = None,
    expect: bytes | None = None,
    events: Events | None = None,
    known_peers: KnownPeers | None = None,
    timing: Timing | None = None,
) -> JoinedTable:
    """Join the table at ``host:port`` as a player (in ``seat`` if it is free) or a watcher.

    ``game``: the game's name when known beforehand (from the discovery record): the handshake
    then compares versions at once. ``expect``: the opener's key (from the record). Raises
    :class:`JoinRefused` in words; the user is told in the events too.
    """
    events = events or Events()
    timing = timing or Timing()
    if not endpoint.port:
        raise LobbyError("this client must listen before it joins a table: the others reach it")
    before = endpoint.local
    try:
        if game is not None:
            ours = version_id(_game(games, game, events))
            endpoint.local = dataclasses.replace(before, game=ours)
        channel = await _dial(endpoint, host, port, expect, events)
        try:
            joined = await _introduce(
                endpoint, channel, games, watch, seat, events, known_peers, timing
            )
        except BaseException:
            await channel.close("the join did not happen")
            raise
    except BaseException:
        endpoint.local = before
        raise
    return joined


def _game(games: Games, name: str, events: Events) -> Game:
    try:
        return games(name)
    except KeyError:
        words = f"this client does not have the game {name!r}"
        events.emit(LobbyEvent("refused", words))
        raise JoinRefused(words) from None


async def _dial(
    endpoint: Endpoint, host: str, port: int, expect: bytes | None, events: Events
) -> Channel:
    try:
        return await endpoint.connect(host, port, expect=expect)
    except VersionMismatch as exc:
        words = exc.mismatch.ours
    except (Refused, HandshakeError) as exc:
        words = str(exc)
    except ChannelError as exc:  # nothing answered: the table may answer later
        events.emit(LobbyEvent("refused", str(exc)))
        raise NotAnswering(str(exc)) from None
    events.emit(LobbyEvent("refused", words))
    raise JoinRefused(words)


async def _receive(channel: Channel, timeout: float) -> tuple[str, dict[str, Any]]:
    async with asyncio.timeout(timeout):
        return parse(await channel.recv(), FROM_OPENER)


async def _introduce(
    endpoint: Endpoint,
    channel: Channel,
    games: Games,
    watch: bool,
    seat: int | None,
    events: Events,
    known_peers: KnownPeers | None,
    timing: Timing,
) -> JoinedTable:
    opener = channel.peer
    try:
        kind, fields = await _receive(channel, timing.join_timeout)
        if kind == kinds.REFUSED:
            raise JoinRefused(fields["reason"])
        if kind != kinds.TABLE:
            raise LobbyProtocolError(f"its first lobby message is {kind!r}, not the table")
        spec = TableSpec.from_wire(fields)
        if not TABLE_ID.fullmatch(spec.table_id):
            raise LobbyProtocolError(f"table id {spec.table_id!r} is not 8 hex characters")
        if spec.opener != opener.name:
            raise LobbyProtocolError(f"the table names its opener {spec.opener!r}")
        if seat is not None and not 0 <= seat < spec.seats:
            raise JoinRefused(f"there is no seat {seat + 1} at a {spec.seats}-seat table")
        refusal, ours = _can_play(endpoint.local, opener.protocol, spec, games)
        if refusal is not None:
            words, theirs = refusal
            await say(channel, kinds.LEAVE, reason=theirs[:MAX_REASON])
            raise JoinRefused(words)
        endpoint.local = dataclasses.replace(endpoint.local, game=ours)
        remember(known_peers, opener.name, opener.key, events, spec.table_id)
        role = "watcher" if watch else "player"
        await channel.send_data(message(kinds.JOIN, role=role, port=endpoint.port, seat=seat))
        kind, fields = await _receive(channel, timing.join_timeout)
        if kind in (kinds.REFUSED, kinds.CLOSED, kinds.REMOVED):
            raise JoinRefused(fields["reason"])
        if kind != kinds.STATE:
            raise LobbyProtocolError(f"it answered a join with {kind!r}, not the state")
        state = state_from_wire(spec, fields)
    except TimeoutError:
        words = f"{opener} did not answer within {timing.join_timeout:g} s"
        events.emit(LobbyEvent("refused", words))
        raise JoinRefused(words) from None
    except LobbyProtocolError as exc:
        words = f"{opener}'s table sent a bad lobby message: {exc}"
        events.emit(LobbyEvent("error", words))
        raise JoinRefused(words) from None
    except ChannelClosed as exc:
        words = f"{opener} closed the connection: {exc.reason}"
        events.emit(LobbyEvent("refused", words))
        raise JoinRefused(words) from None
    except JoinRefused as exc:
        events.emit(LobbyEvent("refused", str(exc)))
        raise
    return JoinedTable(endpoint, channel, spec, state, role, events=events, known_peers=known_peers)


def _can_play(
    local: LocalPeer, protocol: str, spec: TableSpec, games: Games
) -> tuple[tuple[str, str] | None, str]:
    """``((words for us, words for the opener) or None, our version id of the game)``."""
    opener = spec.opener
    try:
        game = games(spec.game_name)
    except KeyError:
        return (
            (
                f"{opener}'s table plays {spec.game_name!r}, a game this client does not have",
                f"{local.name}'s client does not have the game {spec.game_name!r}",
            ),
            "",
        )
    ours = version_id(game)
    mismatch = compare(
        Versions(local.protocol, ours),
        Versions(protocol, spec.game),
        our_name=local.name,
        their_name=opener,
    )
    if mismatch is not None:
        return (mismatch.ours, mismatch.theirs), ours
    try:
        agreed = game.settings_values(game.settings(dict(spec.settings)))
    except Exception as exc:  # SettingsError, or anything a bad value makes the game raise
        return (
            (
                f"{opener}'s table has settings this client cannot play: {exc}",
                f"{local.name}'s client cannot play these settings: {exc}",
            ),
            ours,
        )
    players = agreed.get("players")
    low, high = game.players
    if (type(players) is int and players != spec.seats) or not low <= spec.seats <= high:
        words = f"a table of {spec.seats} seats cannot play {spec.game_name} with {agreed}"
        return (f"{opener}'s {words}", f"{local.name}'s client says {words}"), ours
    if agreed != dict(spec.settings):
        return (
            (
                f"{opener}'s table settings {dict(spec.settings)} are not complete for this "
                f"client (it reads them as {agreed})",
                f"{local.name}'s client reads the settings as {agreed}",
            ),
            ours,
        )
    return None, ours
