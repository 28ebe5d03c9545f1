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
"""

from net.lobby.client import Lobby, parse_address, table_spec
from net.lobby.events import EventKind, Events, LobbyEvent
from net.lobby.guest import JoinedTable
from net.lobby.host import OpenTable, Phase
from net.lobby.join import join_table
from net.lobby.offer import check_offer
from net.lobby.protocol import (
    JoinRefused,
    LobbyClosed,
    LobbyError,
    LobbyProtocolError,
    Timing,
)
from net.lobby.state import SeatInfo, TableSpec, TableState, WatcherInfo
from net.protocol.seating import PeerAddress, Seating

__all__ = [
    "EventKind",
    "Events",
    "JoinRefused",
    "JoinedTable",
    "Lobby",
    "LobbyClosed",
    "LobbyError",
    "LobbyEvent",
    "LobbyProtocolError",
    "OpenTable",
    "PeerAddress",
    "Phase",
    "SeatInfo",
    "Seating",
    "TableSpec",
    "TableState",
    "Timing",
    "WatcherInfo",
    "check_offer",
    "join_table",
    "parse_address",
    "table_spec",
]
