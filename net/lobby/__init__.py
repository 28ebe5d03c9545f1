"""The lobby of LAN play: open a table, join one, sit, ready, and agree on the game's terms.

Plain asyncio, no Qt, knowing no game (a table names its game by ``core.games`` name and its
settings). The output is one :class:`Seating` per client: the agreed terms and how to reach
every other client for the mesh. Modules:

- ``protocol``: the lobby messages, their limits and checks; ``state``: a table and its seats;
- ``host``: the opener's side (:class:`OpenTable`), with its ``door`` (who may come in, and
  the words that turn the others away); ``guest``: the joiner's (:class:`JoinedTable`);
- ``offer``: the checks before accepting terms; the output, :class:`Seating` with its
  :class:`PeerAddress` es, is ``net.protocol.seating``'s (the game folder keeps it);
- ``events``: lobby events for a window or a log; ``outbox``: non-blocking sends to joiners;
- ``client``: :class:`Lobby`, one client's lobby with discovery (or join by address).

The names below load on first use (``net.lazy``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from net.lazy import face

if TYPE_CHECKING:  # (for type checkers and readers: the names are re-exported)
    from net.errors import JoinRefused as JoinRefused
    from net.errors import LobbyClosed as LobbyClosed
    from net.errors import LobbyError as LobbyError
    from net.errors import LobbyProtocolError as LobbyProtocolError
    from net.lobby.client import Lobby as Lobby
    from net.lobby.client import parse_address as parse_address
    from net.lobby.client import table_spec as table_spec
    from net.lobby.events import EventKind as EventKind
    from net.lobby.events import Events as Events
    from net.lobby.events import LobbyEvent as LobbyEvent
    from net.lobby.guest import JoinedTable as JoinedTable
    from net.lobby.host import OpenTable as OpenTable
    from net.lobby.host import Phase as Phase
    from net.lobby.join import join_table as join_table
    from net.lobby.offer import check_offer as check_offer
    from net.lobby.protocol import Timing as Timing
    from net.lobby.state import SeatInfo as SeatInfo
    from net.lobby.state import TableSpec as TableSpec
    from net.lobby.state import TableState as TableState
    from net.lobby.state import WatcherInfo as WatcherInfo
    from net.protocol.seating import PeerAddress as PeerAddress
    from net.protocol.seating import Seating as Seating

__getattr__, __dir__, __all__ = face(
    __name__,
    {
        "EventKind": "net.lobby.events",
        "Events": "net.lobby.events",
        "JoinRefused": "net.errors",
        "JoinedTable": "net.lobby.guest",
        "Lobby": "net.lobby.client",
        "LobbyClosed": "net.errors",
        "LobbyError": "net.errors",
        "LobbyEvent": "net.lobby.events",
        "LobbyProtocolError": "net.errors",
        "OpenTable": "net.lobby.host",
        "PeerAddress": "net.protocol.seating",
        "Phase": "net.lobby.host",
        "SeatInfo": "net.lobby.state",
        "Seating": "net.protocol.seating",
        "TableSpec": "net.lobby.state",
        "TableState": "net.lobby.state",
        "Timing": "net.lobby.protocol",
        "WatcherInfo": "net.lobby.state",
        "check_offer": "net.lobby.offer",
        "join_table": "net.lobby.join",
        "parse_address": "net.lobby.client",
        "table_spec": "net.lobby.client",
    },
)
