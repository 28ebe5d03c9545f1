"""``hypnose peer``: one headless LAN client whose seat a bot plays.

It opens its data folder (``--data-dir``, else the one folder of ``net.store.datafolder``,
bringing in the old peer folder once: ``net.store.merge``), resumes the game it had not finished
there if there is one (after a crash: ``net.game.lan_game.LanGame.resume``, under the identity
the game was played with), and otherwise takes a seat at a table through the lobby
(``net.lobby.headless``): ``--open-table PLAYERS`` opens one (``--bots N`` fills N of its seats
with bots this client runs) and waits for the players; ``--join`` joins the first compatible
table discovery shows, ``--join TABLE`` the one with that id or opener, or the one at
``address:port``. It is ready once the table is full; then it plays the whole game over the mesh
on the same endpoint with its bot, and writes the game's transcript and result in the data
folder. It prints the lobby and the game in words as they go, whom it waits for when a wait
lasts (for what, for how long, the deadline that runs and the extensions it was given), every
deadline a player extends, and at the end one line ``result: {...}`` (the JSON of
``result.json``).

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

from client.cli.arguments import int_between
from net import DEFAULT_EXTENSIONS, Deadlines, MeshLimits

FAST = "fast"
"""``--timings fast``: short deadlines and link timers (tests that cut links and kill peers)."""
FAST_BOT_ROLL = 0.2
"""With ``--timings fast``: a bot rolls a Hypno Vision scramble after 0.2 s, not 1 s (nobody
looks at a headless peer's layout)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from net import add_data_dir_option

    parser.add_argument("--name", required=True, help="the player's name at the table (required)")
    bot = "the bot that plays this client's seat, e.g. strategic (required)"
    parser.add_argument("--bot", required=True, metavar="STRATEGY", help=bot)
    playouts = "simulations per decision for a bot that searches, e.g. strong (default: its own)"
    parser.add_argument("--playouts", type=int_between(0, None, "playouts"), help=playouts)
    table = parser.add_mutually_exclusive_group()
    opening = "open a table for this many players and wait for them (default: join one)"
    table.add_argument("--open-table", type=int, metavar="PLAYERS", help=opening)
    join = (
        "join a table: its id, its opener's name or ADDRESS:PORT (without a value, or by "
        "default: the first compatible one seen)"
    )
    table.add_argument("--join", nargs="?", const="", metavar="TABLE", help=join)
    bots = "when opening: fill this many seats with bots this client runs, playing --bot's way"
    parser.add_argument("--bots", type=int, default=0, metavar="N", help=bots + " (default 0)")
    game = "the game of the table to open (default hypnose), or of the tables to join (default any)"
    parser.add_argument("--game", help=game)
    setting = "a table setting when opening one, e.g. start_resistance=5 (default: none)"
    parser.add_argument("--set", action="append", default=[], metavar="SETTING=VALUE", help=setting)
    watchers = "when opening: let watchers follow the game (default: no watchers)"
    parser.add_argument("--watchers", action="store_true", help=watchers)
    parser.add_argument("--loopback", action="store_true",
                        help="use 127.0.0.1 only (nothing leaves this machine)")  # fmt: skip
    interface = "the network interface to play on, a name or address (default: all real LAN ones)"
    parser.add_argument("--interface", help=interface)
    add_data_dir_option(parser)
    hidden = argparse.SUPPRESS
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
    from net import BOT_ROLL, LanOptions

    if args.timings == FAST:
        deadlines = Deadlines(decision=60.0, message=30.0, grace=5.0, declaration=30.0, beat=1.0)
        mesh = MeshLimits(ping_every=0.5, silent_after=3.0, second_dial=0.5, backoff_max=1.0)
        tick, bot_roll = 0.1, FAST_BOT_ROLL
    else:
        deadlines, mesh, tick, bot_roll = Deadlines(), MeshLimits(), 0.25, BOT_ROLL
    return LanOptions(deadlines=deadlines, tick=tick, mesh=mesh, linger=args.linger,
                      hosts=tuple(hosts), timing=args.timing_log, playouts=args.playouts,
                      bot_roll=bot_roll)  # fmt: skip


def say(line: str) -> None:
    print(line, flush=True)


def searched(game: Any) -> list[str]:
    """A line per searching bot this client ran (``strong``): the decisions it searched and the
    playouts it played, so that its budget (``--playouts``) shows."""
    lines = []
    for seat, run in sorted(game.seats.items()):
        count, played = getattr(run.agent, "searched", None), getattr(run.agent, "played", None)
        if count is not None and played is not None:
            lines.append(f"seat {seat + 1}'s bot searched {count} decisions, {played} playouts")
    return lines


def run(args: argparse.Namespace) -> int:
    from net import FolderLocked, NetError

    try:
        return asyncio.run(_main(args))
    except (NetError, FolderLocked, ValueError) as exc:
        print(f"hypnose peer: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


async def _main(args: argparse.Namespace) -> int:
    from net import (
        Discovery,
        LanGame,
        NetworkChoice,
        Profile,
        bring_old_folder,
        choose_data_dir,
        fingerprint_code,
        unfinished_games,
    )

    data = choose_data_dir(args.data_dir)
    folder = data.path
    for line in bring_old_folder(data):
        say(f"data folder: {line}")
    network = NetworkChoice(loopback=args.loopback, interface=args.interface)
    hosts = network.addresses()
    with Profile.open(folder) as profile:
        logging.getLogger().addHandler(_stderr_handler())
        options = options_for(args, hosts)
        freeze = Freeze.parse(args.freeze_at) if args.freeze_at else None
        marks = _marks(args.marks or freeze is not None, freeze)
        async with Discovery(network) as discovery:
            names: dict[int, str] = {}
            show = printer(names)
            common: dict[str, Any] = {
                "options": options,
                "listener": show,
                "marks": marks,
                "discovery": discovery,
            }
            unfinished = unfinished_games(folder)
            endpoint = None
            try:
                if unfinished:
                    say(f"resuming the game in {unfinished[0]}")
                    game = LanGame.resume(unfinished[0], args.name, **common)
                    if game.identity.public_key != profile.identity.public_key:
                        played = fingerprint_code(game.identity.public_key)
                        say(f"under the identity it was played with, {played}, not this "
                            f"folder's {profile.code}")  # fmt: skip
                else:
                    endpoint = await _listen(args, profile, options, hosts)
                    seating = await _seating(args, profile, endpoint, discovery,
                                             options.deadlines.extensions)  # fmt: skip
                    game = LanGame.create(folder, seating, profile.identity, args.name,
                                          endpoint=endpoint, **common)  # fmt: skip
                names.update(game.names)
                show.game = game.game
                game.bots_play(args.bot)
                say(f"game {game.roster.game_id.hex()[:16]}: seats {list(game.seating.seats)} "
                    f"of {len(game.roster.keys)}, data in {game.folder.path}")  # fmt: skip
                shower = asyncio.get_running_loop().create_task(show_waits(game))
                try:
                    result = await game.run()
                finally:
                    shower.cancel()
                for line in searched(game):
                    say(line)
            finally:
                if endpoint is not None:
                    await endpoint.close()
    say(f"result: {json.dumps(result, sort_keys=True)}")
    return 0 if result["ended"] == "finished" else 1


async def _listen(args: argparse.Namespace, profile: Any, options: Any, hosts: list[str]) -> Any:
    """This client's endpoint, listening: the lobby is served on it, and then the game."""
    from net import DEFAULT_PORT, Endpoint, LocalPeer

    endpoint = Endpoint(LocalPeer(profile.identity, args.name), limits=options.mesh.endpoint)
    # the game's port on a network; any free one on loopback, where many peers share the host
    await endpoint.listen(hosts, 0 if args.loopback else DEFAULT_PORT)
    return endpoint


def table_choice(args: argparse.Namespace, extensions: int = DEFAULT_EXTENSIONS) -> Any:
    """What this peer does in the lobby, from its options; ValueError in words. ``extensions``:
    how many deadline extensions a table it opens gives each player."""
    from client.cli.selfplay import parse_settings
    from net import TableChoice

    if args.open_table is None:
        if args.bots or args.set or args.watchers:
            raise ValueError("--bots, --set and --watchers are for opening a table")
        return TableChoice(game=args.game, join=args.join or "")
    if args.bots < 0 or args.bots >= args.open_table:
        raise ValueError(f"--bots takes 0 to {args.open_table - 1} at a table of {args.open_table}")
    return TableChoice(
        game=args.game or "hypnose",
        settings=parse_settings(args.set),
        open_seats=args.open_table,
        bots=(args.bot,) * args.bots,
        watchers=args.watchers,
        extensions=extensions,
    )


async def _seating(
    args: argparse.Namespace, profile: Any, endpoint: Any, discovery: Any, extensions: int
) -> Any:
    """This client's seat: a table opened or joined through the lobby (its events printed),
    until the game starts; a table it opens gives each player ``extensions``."""
    from net import Lobby, take_seat

    choice = table_choice(args, extensions)
    lobby = Lobby(endpoint, discovery=discovery, known_peers=profile.known_peers,
                  timing=lobby_timing(args))  # fmt: skip
    lobby.subscribe(lambda event: say(f"lobby: {event.text}") if event.kind != "tables" else None)
    try:
        await lobby.start()
        return await take_seat(lobby, choice, say)
    finally:
        await lobby.close()


def lobby_timing(args: argparse.Namespace) -> Any:
    from net import Timing

    return Timing(countdown=0.5) if args.timings == FAST else Timing()


def _stderr_handler() -> logging.Handler:
    handler = logging.StreamHandler(sys.stderr)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    return handler


class Printer:
    """Prints the game in words, as seen by each seat this client plays, and every deadline a
    player extended (``names``: the game's, filled once it is known).

    In a game of slots (Hypno Vision, once ``game`` is set), every seat chooses ten times a
    second, mostly its idle choice: that is not news. Only what a seat did is printed (a grab, a
    card put back, a Stop, the roll: V10-V14) and a seat becoming done (V15), once per run of
    done slots; a slot where every seat stayed idle prints nothing.
    """

    def __init__(self, names: dict[int, str], game: Any = None) -> None:
        self.names = names
        self.game = game
        """The game being played (``core.game.Game``): how its idle choices are known."""
        self._last: dict[tuple[int, int], Any] = {}
        """(seat printing, seat that chose) -> that seat's choice in the slot before."""

    def __call__(self, lan_event: Any) -> None:
        from net import Dealt, Ended, Extension, Played, PlayedOn

        event = lan_event.event
        if isinstance(event, Extension):
            say(event.describe(self.names))
        elif isinstance(event, Played | Dealt) and event.text:
            if isinstance(event, Played) and not self._news(lan_event.seat, event):
                return
            say(f"[seat {lan_event.seat}] {event.text}")
        elif isinstance(event, PlayedOn):
            say(f"[seat {lan_event.seat}] seat {event.seat} timed out: the game goes on")
        elif isinstance(event, Ended):
            say(f"[seat {lan_event.seat}] the game is over")

    def _news(self, printing: int, played: Any) -> bool:
        """Whether a seat's action says something: outside slots always; in a slot unless it
        is the idle choice, or the Done one again."""
        from net import runs_in_slots

        game = self.game
        if game is None or not runs_in_slots(game):
            return True
        key = (printing, played.seat)
        before, self._last[key] = self._last.get(key), played.action
        if played.action == game.slot_idle(False):
            return False
        return played.action != game.slot_idle(True) or before != played.action


def printer(names: dict[int, str], game: Any = None) -> Printer:
    """The listener that prints a LAN game (``Printer``); its ``game`` may be set later."""
    return Printer(names, game)


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


async def show_waits(game: Any) -> None:
    """Print the waits that last, so whoever watches a headless peer sees whom it waits for,
    for what, for how long and when the deadline that runs passes; again when it changes
    stage, is extended or the player's client comes or goes."""
    loop = asyncio.get_running_loop()
    shown: dict[tuple[Any, ...], float] = {}
    while True:
        await asyncio.sleep(0.5)
        now = loop.time()
        for wait in game.waits():
            key = (wait.seat, wait.kind, wait.step, wait.stage, wait.extended, wait.connected)
            if (
                now - wait.since >= WAIT_SHOWN_AFTER
                and now - shown.get(key, -1e9) >= WAIT_SHOWN_EVERY
            ):
                shown[key] = now
                say(wait.describe(now))
