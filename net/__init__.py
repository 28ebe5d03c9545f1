"""Between peers, knowing no game: the names the client, the benchmarks and the tools use.

Everything below loads on first use (``net.lazy``): ``import net`` loads nothing else, and
``from net import Session`` only the session. The packages (``net.protocol``, ``net.fair``,
``net.dealer``, ``net.session``, ``net.lan``, ``net.lobby``, ``net.game``, ``net.store``) are laid
out in the README; ``net.errors`` draws the exception tree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from net.lazy import face

if TYPE_CHECKING:  # (for type checkers and readers: the names are re-exported)
    from net.dealer.gamerecord import audit_file as audit_file
    from net.dealer.gamerecord import game_of as game_of
    from net.dealer.gamerecord import read_record as read_record
    from net.dealer.peer import FairDealer as FairDealer
    from net.dealer.proofs import check_proof as check_proof
    from net.dealer.replica import Replica as Replica
    from net.errors import ChannelError as ChannelError
    from net.errors import FolderLocked as FolderLocked
    from net.errors import LobbyError as LobbyError
    from net.errors import NetError as NetError
    from net.errors import ProofError as ProofError
    from net.errors import RecordError as RecordError
    from net.game.lan_game import LanEvent as LanEvent
    from net.game.lan_game import LanGame as LanGame
    from net.game.lan_game import LanOptions as LanOptions
    from net.game.mesh import MeshLimits as MeshLimits
    from net.game.watcher import Watcher as Watcher
    from net.game.words import Extension as Extension
    from net.lan.discovery import Discovery as Discovery
    from net.lan.discovery_record import Advert as Advert
    from net.lan.endpoint import DEFAULT_PORT as DEFAULT_PORT
    from net.lan.endpoint import Endpoint as Endpoint
    from net.lan.endpoint import Limits as Limits
    from net.lan.handshake import LocalPeer as LocalPeer
    from net.lan.interfaces import NetworkChoice as NetworkChoice
    from net.lobby.client import Lobby as Lobby
    from net.lobby.events import LobbyEvent as LobbyEvent
    from net.lobby.guest import JoinedTable as JoinedTable
    from net.lobby.headless import TableChoice as TableChoice
    from net.lobby.headless import take_seat as take_seat
    from net.lobby.host import OpenTable as OpenTable
    from net.lobby.protocol import Timing as Timing
    from net.lobby.state import TableState as TableState
    from net.protocol.identity import Identity as Identity
    from net.protocol.terms import DEFAULT_EXTENSIONS as DEFAULT_EXTENSIONS
    from net.protocol.terms import Terms as Terms
    from net.protocol.terms import fresh_nonce as fresh_nonce
    from net.protocol.trust import fingerprint_code as fingerprint_code
    from net.session.bus import Bus as Bus
    from net.session.bus import Delivery as Delivery
    from net.session.deadlines import Deadlines as Deadlines
    from net.session.drivers import LocalDriver as LocalDriver
    from net.session.session import Changed as Changed
    from net.session.session import Dealt as Dealt
    from net.session.session import Ended as Ended
    from net.session.session import Event as Event
    from net.session.session import Played as Played
    from net.session.session import PlayedOn as PlayedOn
    from net.session.session import Session as Session
    from net.session.session import YourTurn as YourTurn
    from net.session.slots import BOT_ROLL as BOT_ROLL
    from net.session.slots import SlotClock as SlotClock
    from net.session.slots import runs_in_slots as runs_in_slots
    from net.session.thinking import Careful as Careful
    from net.session.thinking import Thinking as Thinking
    from net.session.transport import BusTransport as BusTransport
    from net.store.datafolder import APP_NAMES as APP_NAMES
    from net.store.datafolder import DATA_DIR_ENV as DATA_DIR_ENV
    from net.store.datafolder import DataFolder as DataFolder
    from net.store.datafolder import add_data_dir_option as add_data_dir_option
    from net.store.datafolder import app_data_root as app_data_root
    from net.store.datafolder import choose_data_dir as choose_data_dir
    from net.store.datafolder import platform_data_dir as platform_data_dir
    from net.store.datafolder import resolve_data_dir as resolve_data_dir
    from net.store.gamefolder import games_folder as games_folder
    from net.store.gamefolder import read_result as read_result
    from net.store.gamefolder import unfinished_games as unfinished_games
    from net.store.merge import bring_old_folder as bring_old_folder
    from net.store.profile import Profile as Profile

__getattr__, __dir__, __all__ = face(
    __name__,
    {
        "APP_NAMES": "net.store.datafolder",
        "Advert": "net.lan.discovery_record",
        "BOT_ROLL": "net.session.slots",
        "Bus": "net.session.bus",
        "BusTransport": "net.session.transport",
        "Careful": "net.session.thinking",
        "Changed": "net.session.session",
        "ChannelError": "net.errors",
        "DATA_DIR_ENV": "net.store.datafolder",
        "DEFAULT_EXTENSIONS": "net.protocol.terms",
        "DEFAULT_PORT": "net.lan.endpoint",
        "DataFolder": "net.store.datafolder",
        "Deadlines": "net.session.deadlines",
        "Dealt": "net.session.session",
        "Delivery": "net.session.bus",
        "Discovery": "net.lan.discovery",
        "Ended": "net.session.session",
        "Endpoint": "net.lan.endpoint",
        "Event": "net.session.session",
        "Extension": "net.game.words",
        "FairDealer": "net.dealer.peer",
        "FolderLocked": "net.errors",
        "Identity": "net.protocol.identity",
        "JoinedTable": "net.lobby.guest",
        "LanEvent": "net.game.lan_game",
        "LanGame": "net.game.lan_game",
        "LanOptions": "net.game.lan_game",
        "Limits": "net.lan.endpoint",
        "Lobby": "net.lobby.client",
        "LobbyError": "net.errors",
        "LobbyEvent": "net.lobby.events",
        "LocalDriver": "net.session.drivers",
        "LocalPeer": "net.lan.handshake",
        "MeshLimits": "net.game.mesh",
        "NetError": "net.errors",
        "NetworkChoice": "net.lan.interfaces",
        "OpenTable": "net.lobby.host",
        "Played": "net.session.session",
        "PlayedOn": "net.session.session",
        "Profile": "net.store.profile",
        "ProofError": "net.errors",
        "RecordError": "net.errors",
        "Replica": "net.dealer.replica",
        "Session": "net.session.session",
        "SlotClock": "net.session.slots",
        "Thinking": "net.session.thinking",
        "TableChoice": "net.lobby.headless",
        "TableState": "net.lobby.state",
        "Terms": "net.protocol.terms",
        "Timing": "net.lobby.protocol",
        "Watcher": "net.game.watcher",
        "YourTurn": "net.session.session",
        "add_data_dir_option": "net.store.datafolder",
        "app_data_root": "net.store.datafolder",
        "audit_file": "net.dealer.gamerecord",
        "bring_old_folder": "net.store.merge",
        "check_proof": "net.dealer.proofs",
        "choose_data_dir": "net.store.datafolder",
        "fingerprint_code": "net.protocol.trust",
        "fresh_nonce": "net.protocol.terms",
        "game_of": "net.dealer.gamerecord",
        "games_folder": "net.store.gamefolder",
        "platform_data_dir": "net.store.datafolder",
        "read_record": "net.dealer.gamerecord",
        "read_result": "net.store.gamefolder",
        "resolve_data_dir": "net.store.datafolder",
        "runs_in_slots": "net.session.slots",
        "take_seat": "net.lobby.headless",
        "unfinished_games": "net.store.gamefolder",
    },
)
