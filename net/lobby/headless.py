"""A client without a window in the lobby: open a table or find one, be ready, get the seating.

``hypnose peer`` and the tests' lobby processes take their seat this way. The opener opens a
table (its bots fill the seats it asks for) and waits for joiners; a joiner joins the table it
is told (its id, its opener's name, or ``address:port``) or the first compatible one it sees.
A headless player is ready as soon as every seat is taken (and again after any change that
unready it). Every step is said in words through ``say``; the lobby's own events too.

A table of another version of the game is not joined: a table named by the user is dialed all
the same, so that the handshake refuses it on both sides with the words for each
(``net.protocol.versions``), and its refusal ends the join; while looking for any table, an
incompatible one is passed over with the words why.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from net.errors import JoinRefused, LobbyError, NotAnswering, TableLost
from net.lan.discovery import NO_TABLE_HELP
from net.lan.discovery_record import Advert
from net.lobby.client import Lobby, parse_address
from net.lobby.events import LobbyEvent
from net.lobby.guest import JoinedTable
from net.lobby.host import OpenTable
from net.protocol.seating import Seating
from net.protocol.terms import DEFAULT_EXTENSIONS

Say = Callable[[str], None]

LOOK_EVERY = 0.2
"""Seconds between two looks at the tables discovery lists."""
HELP_AFTER = 10.0
"""Seconds without a table to join before the lobby says what to check."""
ASK_AGAIN_S = 3.0
"""A table that did not answer (its client not listening: killed, or a record the network
still holds after it reopened elsewhere) is dialed again after this long, unless its record
changes first: a join is never ended by a table that does not answer."""


@dataclass(frozen=True)
class TableChoice:
    """What a headless client does in the lobby: open a table, or join one."""

    game: str | None = None
    """The game to open (``core.games`` name); when joining, only tables of it (None: any)."""
    settings: Mapping[str, object] = field(default_factory=dict)
    """The settings of a table this client opens."""
    open_seats: int | None = None
    """Open a table for this many players (None: join one)."""
    bots: tuple[str, ...] = ()
    """The opener fills this many seats with bots, of these strategies."""
    join: str = ""
    """Which table to join: its id, its opener's name, ``address:port``, or '' (the first
    compatible one seen)."""
    watchers: bool = False
    """An opened table lets watchers in."""
    extensions: int = DEFAULT_EXTENSIONS
    """How many deadline extensions each player may give at a table this client opens."""


def is_address(text: str) -> bool:
    """Whether ``text`` reads as ``host:port`` (a table joined without discovery)."""
    try:
        parse_address(text)
    except LobbyError:
        return False
    return True


async def take_seat(lobby: Lobby, choice: TableChoice, say: Say) -> Seating:
    """Open or join a table as ``choice`` says, be ready when it is full, and return this
    client's seating once the game starts. ``LobbyError`` (``JoinRefused``, ``LobbyClosed``)
    in words when it does not."""
    if choice.open_seats is not None:
        table = await open_table(lobby, choice, say)
        ready_when_full(lobby, table)
        return await table.started()
    while True:  # a joined table lost before the start is looked for again: its opener
        joined = await find_table(lobby, choice, say)  # may come back (killed, restarted)
        ready_when_full(lobby, joined)
        try:
            return await joined.started()
        except TableLost as exc:
            say(f"{exc}: looking for the table again")


async def open_table(lobby: Lobby, choice: TableChoice, say: Say) -> OpenTable:
    game = choice.game or "hypnose"
    settings = {**choice.settings, "players": choice.open_seats}
    table = await lobby.open_table(
        game,
        settings,
        seats=choice.open_seats,
        watchers=choice.watchers,
        extensions=choice.extensions,
    )
    for strategy in choice.bots:
        table.add_bot(strategy)
    spec = table.spec
    waiting = spec.seats - table.state.taken
    hosts = ", ".join(f"{host}:{port}" for host, port in lobby.endpoint.addresses)
    say(
        f"table {spec.table_id} of {spec.game_name.capitalize()} for {spec.seats} is open at "
        f"{hosts}: waiting for {waiting} player{'s' if waiting != 1 else ''} (they join with "
        f"`hypnose peer --join {spec.table_id}`, or `--join ADDRESS:PORT` without discovery)"
    )
    return table


async def find_table(lobby: Lobby, choice: TableChoice, say: Say) -> JoinedTable:
    """Join the table ``choice.join`` names (by address at once), or the first compatible
    table discovery shows."""
    if is_address(choice.join):
        say(f"joining the table at {choice.join}")
        return await lobby.join_address(choice.join, game=choice.game)
    if lobby.discovery is None:
        raise LobbyError("without discovery, a table is joined by its address:port")
    named = choice.join
    unplayable: set[str] = set()
    """Tables this client cannot play (another game or version): said once."""
    passed: set[tuple[str, int | None]] = set()
    """Tables (as advertised then) that refused this client: tried again once they change."""
    silent: dict[tuple[str, int | None], float] = {}
    """Tables (as advertised then) that did not answer, and when to dial them again."""
    loop = asyncio.get_running_loop()
    helped_at = loop.time() + HELP_AFTER
    say(f"looking for {'the table ' + named if named else 'a table'} on the network")
    while True:
        for advert in list(lobby.tables.values()):
            info = advert.table
            if info is None or info.table_id in unplayable:
                continue
            seen = (info.table_id, advert.revision)
            if seen in passed or silent.get(seen, 0.0) > loop.time():
                continue
            if named and named not in (info.table_id, advert.name):
                continue
            if choice.game is not None and info.game_name != choice.game:
                unplayable.add(info.table_id)
                if named:
                    raise JoinRefused(
                        f"{advert.name}'s table plays {info.game_name.capitalize()}, "
                        f"not {choice.game.capitalize()}"
                    )
                continue
            if not named:
                mismatch = lobby.check(advert)
                if mismatch is not None:
                    unplayable.add(info.table_id)
                    say(f"not joining {advert.name}'s table {info.table_id}: {mismatch.ours}")
                    continue
                if info.seats_taken >= info.seats_total:
                    continue
            try:
                joined = await _try_join(lobby, advert, say, named=bool(named))
            except NotAnswering as exc:  # looked at again, never the end of the join
                say(f"{advert.name}'s table {info.table_id} does not answer ({exc}): "
                    f"trying again in {ASK_AGAIN_S:g} s, or when it is announced anew")  # fmt: skip
                silent[seen] = loop.time() + ASK_AGAIN_S
                continue
            if joined is not None:
                return joined
            passed.add(seen)
        if loop.time() >= helped_at:
            say(NO_TABLE_HELP)
            helped_at = float("inf")
        await asyncio.sleep(LOOK_EVERY)


async def _try_join(lobby: Lobby, advert: Advert, say: Say, *, named: bool) -> JoinedTable | None:
    """Join the advertised table; a refusal ends the join when the table was named, else it
    is passed over (None)."""
    assert advert.table is not None
    where = f"{advert.addresses[0]}:{advert.port}" if advert.addresses else f"port {advert.port}"
    say(f"joining {advert.name}'s table {advert.table.table_id} at {where} [{advert.code}]")
    try:
        return await lobby.join(advert)
    except NotAnswering:
        raise  # (the caller looks again)
    except JoinRefused as exc:
        if named:
            raise
        say(f"not joining {advert.name}'s table: {exc}")
        return None


def ready_when_full(lobby: Lobby, table: OpenTable | JoinedTable) -> None:
    """A headless player is ready once every seat is taken (and again after each change that
    asked every player to confirm)."""

    def check(event: LobbyEvent | None = None) -> None:
        state = table.state
        mine = state.seats[table.seat] if table.seat is not None else None
        if not (state.full and mine is not None and not mine.ready):
            return
        if isinstance(table, OpenTable):
            table.set_ready()
        elif not table.closed:
            asyncio.get_running_loop().create_task(_ready(table))

    lobby.subscribe(lambda e: check(e) if e.kind in ("seats", "joined", "aborted") else None)
    check()


async def _ready(table: JoinedTable) -> None:
    with contextlib.suppress(LobbyError):  # the table closed meanwhile: its event says so
        await table.set_ready()
