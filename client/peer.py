"""``hypnose peer``: one headless LAN client whose seat a bot plays.

It opens its data folder (``--data-dir``: identity, lock, log), resumes the game it had not
finished there if there is one (after a crash: ``net.lansession.LanGame.resume``), and otherwise
takes a seat at a table (the lobby: ``--open-table PLAYERS`` or ``--join [TABLE]``), then plays
the whole game over the mesh with its bot and writes the game's transcript and result in the
data folder. It prints the game in words as it goes, and at the end one line
``result: {...}`` (the JSON of ``result.json``).

``--loopback`` pins discovery and every socket to 127.0.0.1 (tests and tools always use it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from client.arguments import int_between
from net.deadlines import Deadlines
from net.mesh import MeshLimits

SEATING_FILE = "lobby-seating.bin"
"""Where ``hypnose selfplay`` leaves a peer its seat while the lobby is not in this build."""

FAST = "fast"
"""``--timings fast``: short deadlines and link timers (tests that cut links and kill peers)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from net.profile import add_data_dir_option

    parser.add_argument("--name", required=True, help="the player's name at the table (required)")
    bot = "the bot that plays this client's seat, e.g. strategic (required)"
    parser.add_argument("--bot", required=True, metavar="STRATEGY", help=bot)
    playouts = "simulations per decision for a bot that searches, e.g. strong (default: its own)"
    parser.add_argument("--playouts", type=int_between(0, None, "playouts"), help=playouts)
    table = parser.add_mutually_exclusive_group()
    opening = "open a table for this many players and wait for them (default: join one)"
    table.add_argument("--open-table", type=int, metavar="PLAYERS", help=opening)
    join = "join a table: its id or its opener's name (default: the first one seen)"
    table.add_argument("--join", nargs="?", const="", metavar="TABLE", help=join)
    parser.add_argument("--game", default="hypnose", help="the table's game (default hypnose)")
    setting = "a table setting when opening one, e.g. start_resistance=5 (default: none)"
    parser.add_argument("--set", action="append", default=[], metavar="SETTING=VALUE", help=setting)
    parser.add_argument("--loopback", action="store_true",
                        help="use 127.0.0.1 only (nothing leaves this machine)")  # fmt: skip
    interface = "the network interface to play on, a name or address (default: all real LAN ones)"
    parser.add_argument("--interface", help=interface)
    add_data_dir_option(parser)
    hidden = argparse.SUPPRESS
    parser.add_argument("--seating", type=Path, help=hidden)
    parser.add_argument("--marks", action="store_true", help=hidden)
    parser.add_argument("--freeze-at", metavar="POINT[:N]", help=hidden)
    parser.add_argument("--timings", choices=("normal", FAST), default="normal", help=hidden)
    parser.add_argument("--timing-log", type=Path, help=hidden)
    parser.add_argument("--linger", type=float, default=30.0, help=hidden)


@dataclass
class Freeze:
    """Stop this process dead at the ``count``-th time it reaches ``point`` (a test kills it
    there: the point is on disk, nothing after it happened)."""

    point: str
    count: int = 1
    seen: int = 0

    @classmethod
    def parse(cls, text: str) -> Freeze:
        point, _, count = text.partition(":")
        return cls(point, int(count) if count else 1)


def options_for(args: argparse.Namespace, hosts: list[str]) -> Any:
    from net.lansession import LanOptions

    if args.timings == FAST:
        deadlines = Deadlines(decision=60.0, message=30.0, grace=5.0, declaration=30.0, beat=1.0)
        mesh = MeshLimits(ping_every=0.5, silent_after=3.0, second_dial=0.5, backoff_max=1.0)
        tick = 0.1
    else:
        deadlines, mesh, tick = Deadlines(), MeshLimits(), 0.25
    return LanOptions(deadlines=deadlines, tick=tick, mesh=mesh, linger=args.linger,
                      hosts=tuple(hosts), timing=args.timing_log)  # fmt: skip


def say(line: str) -> None:
    print(line, flush=True)


def run(args: argparse.Namespace) -> int:
    from net.errors import NetError
    from net.folderlock import FolderLocked

    try:
        return asyncio.run(_main(args))
    except (NetError, FolderLocked, ValueError) as exc:
        print(f"hypnose peer: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


async def _main(args: argparse.Namespace) -> int:
    from net.discovery import Discovery
    from net.gamefolder import unfinished_games
    from net.interfaces import NetworkChoice
    from net.lansession import LanGame
    from net.profile import Profile, resolve_data_dir

    folder = resolve_data_dir(args.data_dir)
    network = NetworkChoice(loopback=args.loopback, interface=args.interface)
    hosts = network.addresses()
    with Profile.open(folder) as profile:
        logging.getLogger().addHandler(_stderr_handler())
        options = options_for(args, hosts)
        freeze = Freeze.parse(args.freeze_at) if args.freeze_at else None
        marks = _marks(args.marks or freeze is not None, freeze)
        async with Discovery(network) as discovery:
            common: dict[str, Any] = {
                "options": options,
                "listener": _printer(),
                "marks": marks,
                "discovery": discovery,
            }
            unfinished = unfinished_games(folder)
            if unfinished:
                say(f"resuming the game in {unfinished[0]}")
                game = LanGame.resume(unfinished[0], profile.identity, args.name, **common)
            else:
                seating = await _seating(args, profile, discovery)
                game = LanGame.create(folder, seating, profile.identity, args.name, **common)
            game.bots_play(args.bot, args.playouts)
            say(f"game {game.roster.game_id.hex()[:16]}: seats {list(game.seating.seats)} of "
                f"{len(game.roster.keys)}, data in {game.folder.path}")  # fmt: skip
            shower = asyncio.get_running_loop().create_task(_show_waits(game))
            try:
                result = await game.run()
            finally:
                shower.cancel()
    say(f"result: {json.dumps(result, sort_keys=True)}")
    return 0 if result["ended"] == "finished" else 1


async def _seating(args: argparse.Namespace, profile: Any, discovery: Any) -> Any:
    """This client's seat: from the lobby, or from a seating file ``hypnose selfplay`` made
    (``--seating``, hidden: a table seated in one place, until the lobby is in this build)."""
    from net.seating import read_seating_file

    if args.seating is not None:
        return read_seating_file(args.seating, profile.identity)
    # The lobby plugs in here: open a table (--open-table PLAYERS, --game, --set) or join one
    # (--join [TABLE]) with net.lobby on this client's endpoint and discovery, mark this seat
    # ready, and return the Seating the table started with.
    raise ValueError(
        "this build has no lobby yet to open or join a table: `hypnose selfplay` seats its "
        "peers itself"
    )


def _stderr_handler() -> logging.Handler:
    handler = logging.StreamHandler(sys.stderr)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    return handler


def _printer() -> Any:
    """Print the game in words, from the point of view of this client's first seat."""
    from net.session import Dealt, Ended, Played, PlayedOn

    def show(lan_event: Any) -> None:
        event = lan_event.event
        if isinstance(event, Played | Dealt) and event.text:
            say(f"[seat {lan_event.seat}] {event.text}")
        elif isinstance(event, PlayedOn):
            say(f"[seat {lan_event.seat}] seat {event.seat} timed out: the game plays it on")
        elif isinstance(event, Ended):
            say(f"[seat {lan_event.seat}] the game is over")

    return show


def _marks(enabled: bool, freeze: Freeze | None) -> Any:
    if not enabled:
        return None

    def mark(point: str, detail: str) -> None:
        say(f"mark {point} {detail}")
        if freeze is not None and point == freeze.point:
            freeze.seen += 1
            if freeze.seen >= freeze.count:
                say(f"frozen at {point} {detail}")
                while True:  # the test kills this process now
                    time.sleep(60)

    return mark


WAIT_SHOWN_AFTER = 1.0
"""Seconds a wait lasts before it is printed (then again every ``WAIT_SHOWN_EVERY``)."""
WAIT_SHOWN_EVERY = 5.0


async def _show_waits(game: Any) -> None:
    """Print the waits that last, so whoever watches a headless peer sees whom it waits for."""
    loop = asyncio.get_running_loop()
    shown: dict[tuple[int, str, int, bool], float] = {}
    while True:
        await asyncio.sleep(0.5)
        now = loop.time()
        for wait in game.waits():
            key = (wait.seat, wait.kind, wait.step, wait.connected)
            if (
                now - wait.since >= WAIT_SHOWN_AFTER
                and now - shown.get(key, -1e9) >= WAIT_SHOWN_EVERY
            ):
                shown[key] = now
                say(wait.describe(now))
