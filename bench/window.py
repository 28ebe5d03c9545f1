"""The window's figures: event-loop stalls, time to first paint, memory, CPU while idle.

    .venv/bin/python bench/window.py            # all figures, in words
    .venv/bin/python bench/window.py --json     # the same as JSON

- stall: a 16 ms timer's worst lateness while a 4-player offline game starts (dealing up to the
  person's first decision) and while it is played (bots at once, animations on; the person's
  seat chooses like a strategic bot, one choice per turn of the event loop, as a click would
  submit it), and its 99th percentile; ``--bot strong`` plays it against the searching bot,
  whose choices take a fifth of a second of CPU in the window's worker thread;
- first paint (``--paint-only``: that alone): seconds from a fresh process's start to the first
  paint of the real window on its offline start screen (``client.window.app``, a temporary data
  folder, ``--loopback``) and of a bare PySide6 window of its size, each ``--paints`` times in
  turn after a warm-up run of each (byte code cached); the medians (``window_s``, ``bare_s``),
  their ``ratio`` and every run; with ``--bundle FOLDER``, also of a PyInstaller bundle's window
  (``FOLDER/hypnose-window``, built by ``tools/bundle.py``): ``bundle_s``, ``bundle_runs_s``;
- memory: resident size of a bare PySide6 window, and of the client in a 4-player game;
- idle CPU: the client's CPU time over a few seconds at the table, waiting for the person;
- the machine's load average (1 minute) when the run started and ended (``load_average``):
  on a shared machine the stalls grow with it;
- the same for a LAN game (``--lan``): the window opens a 4-player table on loopback, three
  headless clients (processes of this script, strategic bots, no window) join it by address,
  and the game is dealt with the fair dealer: the stall while it starts (from the last
  player's Ready to the person's first decision: keys, shuffles and their proofs), when each part
  of that start ended (``lan_start_parts_ms``: the lobby's countdown, the hand-over of its port to
  the game, every seat linked, the first decision) and the stall while it is played;
  the CPU time of the GUI thread against the others' (the game's own thread does the crypto),
  for the start alone and to the last decision; memory of that client; CPU idle at the LAN
  table (heartbeats and the wait poll).

Runs offscreen (``QT_QPA_PLATFORM=offscreen``) unless a platform is set. Figures are noisy on
a shared machine: run it alone, and compare runs of the same machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TICK_MS = 16
POLL_MS = 10
"""How often the bench looks whether the person is asked (a 1 ms poll alone cost the GUI thread
~3 % of a core, counted in its CPU time)."""


def wait_ms(ms: int) -> None:
    """Run the window's event loop for ``ms`` ms, as ``app.exec()`` runs it in the client.

    Not ``QTest.qWait``: PySide6's holds the GIL while it sleeps between two looks at the
    events, so every other Python thread of the process (a LAN game's, a bot's) stood still
    for most of the bench's waits: a thread spinning beside one ``qWait(1000)`` ran 0.5 M loops,
    beside an event loop 13 M. The LAN start took seconds more in the bench than in the
    client, and more on an idle machine than on a loaded one (where the GUI thread, holding
    the GIL, is off the CPU more often)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def child_bare() -> dict:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication([])
    label = QLabel("Hello")
    label.resize(1280, 800)
    label.show()
    QTest.qWaitForWindowExposed(label)
    wait_ms(300)
    figures = {"rss_mb": round(rss_mb(), 1)}
    app.quit()
    return figures


def child_game(players: int, decisions: int, seed: int, bot: str = "strategic") -> dict:
    """A 4-player game in the real window against ``bot``s, with a 16 ms timer watching the
    event loop."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    _app = QApplication([])  # kept for the whole run
    from client.kit.i18n import Translations
    from client.window.main_window import MainWindow
    from client.window.settings import SettingsStore
    from client.window.start import OfflineRequest

    store = SettingsStore()
    values = store.load()
    values.bot_pace, values.animation = "instant", "normal"
    store.store(values)
    win = MainWindow(store, Translations())
    win.resize(1280, 800)
    win.show()
    QTest.qWaitForWindowExposed(win)
    wait_ms(200)

    lateness, timer = _watch_loop()
    request = OfflineRequest("hypnose", {"players": players, "start_resistance": 12},
                             bot, "Ana", "#E69F00", seed=seed)  # fmt: skip
    started = time.perf_counter()
    win.start_offline(request)
    table = win.table.table
    until(lambda: table.choice is not None, 300)
    start_ms = (time.perf_counter() - started) * 1000
    start_lateness, lateness[:] = list(lateness), []
    person = win.ui().game.bots["strategic"](f"{seed}/person")
    steps = _play(win, table, person, decisions)
    play_lateness = list(lateness)
    memory = rss_mb()
    idle = _idle_cpu(win, table, timer)
    win.close()
    return {
        "start_ms": round(start_ms),
        "stall_start_max_ms": _worst(start_lateness),
        "stall_play_max_ms": _worst(play_lateness),
        "stall_play_p99_ms": _p99(play_lateness),
        "decisions": steps,
        "ticks": len(play_lateness),
        "rss_mb": round(memory, 1),
        "idle_cpu_percent": idle,
    }


def _play(win: Any, table: Any, person: Any, decisions: int) -> int:
    """The person's seat chooses like ``person`` (a bot), one choice per turn of the event
    loop 30 ms after it is asked, as a click would submit it, until ``decisions`` choices or
    the end screen; returns the choices made (a step with one option passes by itself)."""
    from PySide6.QtCore import QTimer

    made = [0]
    pending: list[object] = []

    def choose() -> None:  # what a click on the chosen option does
        pending.clear()
        choice = table.choice
        if choice is not None and made[0] < decisions:
            made[0] += 1
            table._submit(person.choose(choice.view, choice.legal))

    while win.stack.currentWidget() is not win.end and made[0] < decisions:
        if table.choice is not None and not pending and len(table.choice.legal) > 1:
            pending.append(True)
            QTimer.singleShot(30, choose)
        wait_ms(POLL_MS)
    return made[0]


def _idle_cpu(win: Any, table: Any, timer: Any) -> float:
    """CPU (% of one core) over 5 s at the person's next decision, nothing to do but wait
    (the stall watcher ``timer`` stopped first: it is not the table's)."""

    while win.stack.currentWidget() is not win.end and (
        table.choice is None or len(table.choice.legal) < 2
    ):
        wait_ms(POLL_MS)
    timer.stop()
    wait_ms(500)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    wait_ms(5000)
    return round((time.process_time() - cpu0) / (time.perf_counter() - wall0) * 100, 2)


def _watch_loop() -> tuple[list[float], Any]:
    """A 16 ms timer's lateness, appended to the returned list (the timer is returned to be
    kept alive and stopped)."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    lateness: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        lateness.append(max(0.0, (now - last[0]) / 1e6 - TICK_MS))
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    return lateness, timer


def child_lan(players: int, decisions: int) -> dict:
    """A LAN game in the real window against headless clients in other processes."""
    import asyncio

    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    import qasync

    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)
    from client.kit.i18n import Translations
    from client.window.lan.lobby import TableRequest
    from client.window.main_window import MainWindow
    from client.window.settings import SettingsStore
    from net import NetworkChoice

    store = SettingsStore()
    values = store.load()
    values.name, values.bot_pace, values.animation = "Ana", "instant", "normal"
    store.store(values)
    win = MainWindow(store, Translations(), NetworkChoice(loopback=True))
    win.resize(1280, 800)
    win.show()
    QTest.qWaitForWindowExposed(win)
    win.start_network()
    until(lambda: win.start.lan.available, 30)
    win.lan_play.open_with(TableRequest("hypnose", {"players": players}, None, False))
    until(lambda: win.lobby_screen.state is not None, 30)
    address = win.lan.address
    joiners = []
    folders = [tempfile.TemporaryDirectory() for _ in range(players - 1)]
    for i, folder in enumerate(folders):
        env = dict(os.environ, HYPNOSE_DATA_DIR=folder.name)
        joiners.append(subprocess.Popen(
            [sys.executable, __file__, "--child", "joiner", "--address", address,
             "--name", f"Bot{i + 1}"],
            env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        ))  # fmt: skip
    try:
        until(lambda: win.lobby_screen.state.full, 60)
        lateness, timer = _watch_loop()
        started = time.perf_counter()
        gui0, all0 = time.thread_time(), time.process_time()
        heard: dict[str, float] = {}
        win.lan.started.connect(lambda _seating: heard.setdefault("started", time.perf_counter()))
        win.lobby_screen.ready_button.click()
        parts = _start_parts(win, started, heard)
        start_ms = (time.perf_counter() - started) * 1000
        start_gui, start_all = time.thread_time() - gui0, time.process_time() - all0
        start_lateness, lateness[:] = list(lateness), []
        table = win.table.table
        person = win.ui().game.bots["strategic"]("lan/person")
        made = _play(win, table, person, decisions)
        play_lateness = list(lateness)
        gui_cpu, all_cpu = time.thread_time() - gui0, time.process_time() - all0
        ghosts = _ghost_cards(table)
        memory = rss_mb()
        idle = _idle_cpu(win, table, timer)
    finally:
        for joiner in joiners:
            joiner.kill()
            joiner.wait()
        for folder in folders:
            folder.cleanup()
    return {
        "start_ms": round(start_ms),
        "start_parts_ms": parts,
        "ghost_cards": ghosts,
        "stall_start_max_ms": _worst(start_lateness),
        "stall_play_max_ms": _worst(play_lateness),
        "stall_play_p99_ms": _p99(play_lateness),
        "decisions": made,
        "start_gui_thread_cpu_s": round(start_gui, 2),
        "start_other_threads_cpu_s": round(start_all - start_gui, 2),
        "gui_thread_cpu_s": round(gui_cpu, 2),
        "other_threads_cpu_s": round(all_cpu - gui_cpu, 2),
        "rss_mb": round(memory, 1),
        "idle_cpu_percent": idle,
    }


def _ghost_cards(table: Any) -> int:
    """Card items left in the table's scene that lie at no place (a card whose slide off the
    table was cut short stayed, frozen mid-way, and was drawn for the rest of the game)."""
    from client.games.hypnose.items import CardItem

    moves = table.board.moves
    items = [i for i in table.board.scene.items() if isinstance(i, CardItem)]
    placed = {id(i) for i in [*moves.cards.values(), *getattr(moves, "_leaving", ())]}
    return sum(1 for i in items if id(i) not in placed and i is not table.board.zoom)


def _start_parts(win: Any, since: float, heard: dict[str, float]) -> dict[str, int]:
    """Wait for the person's first decision, noting when each part of the start ended (ms
    after the Ready click): the lobby's countdown and its "started" (``lobby``), the game's
    own endpoint listening on the lobby's port (``hand_over``), every other seat linked
    (``links``), the first decision on the table (``deal``: keys, shuffles and proofs)."""

    marks: dict[str, float] = {}
    deadline = time.monotonic() + 300
    while True:
        now, game = time.perf_counter(), win.game
        lan = getattr(game, "lan", None)
        if "started" in heard:
            marks.setdefault("lobby", heard["started"])
        if lan is not None and lan.mesh.port:
            marks.setdefault("hand_over", now)
        if lan is not None and all(lan.mesh.connected(p.seat) for p in game.players):
            marks.setdefault("links", now)
        if win.table is not None and win.table.table.choice is not None:
            marks.setdefault("deal", now)
            break
        if time.monotonic() > deadline:
            raise SystemExit(f"no first decision in 300 s (start parts so far: {marks})")
        wait_ms(POLL_MS)
    return {part: round((at - since) * 1000) for part, at in marks.items()}


def until(condition: Any, seconds: float) -> None:

    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out after {seconds} s")
        wait_ms(POLL_MS)


def _worst(values: list[float]) -> float:
    return round(max(values), 1) if values else 0.0


def _p99(values: list[float]) -> float:
    if len(values) <= 100:
        return _worst(values)
    return round(statistics.quantiles(values, n=100)[98], 1)


def child_joiner(address: str, name: str) -> None:
    """A headless client: joins the table at ``address`` by the lobby, is ready once the
    table is full, and plays its seat with a strategic bot over the LAN session."""
    import asyncio

    async def main() -> None:
        from net import (
            Endpoint,
            LanGame,
            LanOptions,
            Limits,
            Lobby,
            LocalPeer,
            OpenTable,
            Profile,
            resolve_data_dir,
        )

        folder = resolve_data_dir(None)
        with Profile.open(folder, start_log=False) as profile:
            limits = Limits(connect_rate=1000.0, connect_burst=1000)
            endpoint = Endpoint(LocalPeer(profile.identity, name), limits=limits)
            await endpoint.listen(["127.0.0.1"], 0)
            lobby = Lobby(endpoint, known_peers=profile.known_peers)
            table = await lobby.join_address(address)

            def ready(_event: object = None) -> None:
                state = table.state
                mine = state.seats[table.seat] if table.seat is not None else None
                if state.full and mine is not None and not mine.ready and not table.closed:
                    assert not isinstance(table, OpenTable)
                    asyncio.get_running_loop().create_task(table.set_ready())

            lobby.subscribe(lambda e: ready() if e.kind in ("seats", "joined", "aborted") else None)
            ready()
            seating = await table.started()
            game = LanGame.create(folder, seating, profile.identity, name, endpoint=endpoint,
                                  options=LanOptions(hosts=("127.0.0.1",), linger=2.0))  # fmt: skip
            game.bots_play("strategic")
            await game.run()
            await endpoint.close()

    asyncio.run(main())


def run_child(kind: str, *args: str) -> dict:
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, HYPNOSE_DATA_DIR=data)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        done = subprocess.run(
            [sys.executable, __file__, "--child", kind, *args],
            capture_output=True, text=True, env=env, check=True, cwd=ROOT,
        )  # fmt: skip
    return json.loads(done.stdout.strip().splitlines()[-1])


BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
from client.window.firstpaint import wait_for_first_paint
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
window.show()
wait_for_first_paint(window)
print("painted", flush=True)
"""
"""A bare PySide6 window of the real window's size, waiting for its first paint as the real
window does (``client.window.firstpaint``, which loads Qt's core alone)."""


def paint_seconds(command: list[str]) -> float:
    """Seconds from starting ``command`` (a fresh process) to the line it prints once its window
    is first painted (a temporary data folder, offscreen unless a platform is set)."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, HYPNOSE_DATA_DIR=data)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # the warm-up run caches the byte code
        command = [part.replace("{data}", data) for part in command]
        started = time.perf_counter()
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT
        )
        assert process.stdout is not None
        line = process.stdout.readline()
        seconds = time.perf_counter() - started
        _, errors = process.communicate(timeout=60)
    if process.returncode != 0 or not line:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}): {errors.strip()}")
    return seconds


def first_paints(runs: int, bundle: Path | None = None) -> dict[str, list[float]]:
    """Time to first paint of a bare PySide6 window (``bare``) and of the real window on its
    offline start screen (``window``: ``client.window.app``, a temporary data folder,
    ``--loopback``), ``runs`` times each in turn after one warm-up run each (which caches the
    byte code, even where ``PYTHONDONTWRITEBYTECODE`` is set, and reads the files into the page
    cache). ``bundle``: a bundle's folder, whose window is timed too (``bundle``)."""
    commands = {
        "bare": [sys.executable, "-c", BARE_WINDOW],
        "window": [sys.executable, "-m", "client.window.app", "--data-dir", "{data}",
                   "--loopback", "--first-paint-exit"],
    }  # fmt: skip
    if bundle is not None:
        commands["bundle"] = [str(bundle.resolve() / "hypnose-window"), "--data-dir", "{data}",
                              "--loopback", "--first-paint-exit"]  # fmt: skip
    for command in commands.values():
        paint_seconds(command)
    found: dict[str, list[float]] = {kind: [] for kind in commands}
    for _ in range(runs):
        for kind, command in commands.items():
            found[kind].append(paint_seconds(command))
    return found


def paint_figures(runs: int, bundle: Path | None = None) -> dict[str, Any]:
    paints = first_paints(runs, bundle)
    bare, window = statistics.median(paints["bare"]), statistics.median(paints["window"])
    figures = {
        "bare_s": round(bare, 3),
        "window_s": round(window, 3),
        "ratio": round(window / bare, 2),
        "bare_runs_s": [round(s, 3) for s in paints["bare"]],
        "window_runs_s": [round(s, 3) for s in paints["window"]],
    }
    if "bundle" in paints:
        figures["bundle_s"] = round(statistics.median(paints["bundle"]), 3)
        figures["bundle_runs_s"] = [round(s, 3) for s in paints["bundle"]]
    return figures


def print_paints(figures: dict[str, Any]) -> None:
    runs = len(figures["window_runs_s"])
    print(f"first paint:          window {figures['window_s']} s, bare PySide6 window "
          f"{figures['bare_s']} s (medians of {runs}): {figures['ratio']}x")  # fmt: skip
    if "bundle_s" in figures:
        print(f"  bundle's window:    {figures['bundle_s']} s (median of {runs})")
    for kind in ("window", "bare", "bundle"):
        if kind + "_runs_s" in figures:
            runs_s = " ".join(f"{s:.3f}" for s in figures[kind + "_runs_s"])
            print(f"  {kind + ' runs:':19} {runs_s}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--decisions", type=int, default=150, help="the person's decisions")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--bot", default="strategic", choices=("easy", "strategic", "strong"),
                        help="the offline table's bots (default strategic)")  # fmt: skip
    parser.add_argument("--paints", type=int, default=5,
                        help="first-paint runs of each window (default 5)")  # fmt: skip
    parser.add_argument("--paint-only", action="store_true",
                        help="only the first paint: the real window, a bare one")  # fmt: skip
    parser.add_argument("--bundle", type=Path, metavar="FOLDER",
                        help="also time the first paint of the bundle unpacked in FOLDER"
                        " (tools/bundle.py)")  # fmt: skip
    parser.add_argument("--lan-decisions", type=int, default=40,
                        help="the person's decisions in the LAN game (default 40)")  # fmt: skip
    parser.add_argument("--lan", action="store_true",
                        help="also a LAN game against headless clients on loopback")  # fmt: skip
    parser.add_argument("--child", choices=("bare", "game", "lan", "joiner"),
                        help=argparse.SUPPRESS)  # fmt: skip
    parser.add_argument("--address", help=argparse.SUPPRESS)
    parser.add_argument("--name", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "joiner":
        child_joiner(args.address, args.name)
        return 0
    if args.child == "lan":
        print(json.dumps(child_lan(args.players, args.decisions)))
        return 0
    if args.child == "bare":
        print(json.dumps(child_bare()))
        return 0
    if args.child == "game":
        print(json.dumps(child_game(args.players, args.decisions, args.seed, args.bot)))
        return 0
    load_before = os.getloadavg()[0]
    if args.paint_only:
        figures = paint_figures(args.paints, args.bundle)
        figures["load_average"] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
        if args.json:
            print(json.dumps(figures, indent=1))
        else:
            print_paints(figures)
        return 0
    game = run_child("game", "--players", str(args.players), "--decisions",
                     str(args.decisions), "--seed", str(args.seed), "--bot", args.bot)  # fmt: skip
    bare = run_child("bare")
    figures = {
        **paint_figures(args.paints, args.bundle),
        "stall_start_max_ms": game["stall_start_max_ms"],
        "stall_play_max_ms": game["stall_play_max_ms"],
        "stall_play_p99_ms": game["stall_play_p99_ms"],
        "game_start_ms": game["start_ms"],
        "decisions": game["decisions"],
        "bots": args.bot,
        "rss_game_mb": game["rss_mb"],
        "rss_bare_pyside_mb": bare["rss_mb"],
        "idle_cpu_percent": game["idle_cpu_percent"],
    }
    lan = None
    if args.lan:
        lan = run_child("lan", "--players", str(args.players), "--decisions",
                        str(args.lan_decisions))  # fmt: skip
        figures.update({
            "lan_start_ms": lan["start_ms"],
            "lan_start_parts_ms": lan["start_parts_ms"],
            "lan_stall_start_max_ms": lan["stall_start_max_ms"],
            "lan_stall_play_max_ms": lan["stall_play_max_ms"],
            "lan_stall_play_p99_ms": lan["stall_play_p99_ms"],
            "lan_decisions": lan["decisions"],
            "lan_start_gui_thread_cpu_s": lan["start_gui_thread_cpu_s"],
            "lan_start_other_threads_cpu_s": lan["start_other_threads_cpu_s"],
            "lan_gui_thread_cpu_s": lan["gui_thread_cpu_s"],
            "lan_other_threads_cpu_s": lan["other_threads_cpu_s"],
            "lan_rss_mb": lan["rss_mb"],
            "lan_ghost_cards": lan["ghost_cards"],
            "lan_idle_cpu_percent": lan["idle_cpu_percent"],
        })  # fmt: skip
    figures["load_average"] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    print_paints(figures)
    print(f"event-loop stall:     start {figures['stall_start_max_ms']} ms worst; play "
          f"{figures['stall_play_max_ms']} ms worst, {figures['stall_play_p99_ms']} ms p99 "
          f"({args.players} players, {game['decisions']} decisions, {args.bot} bots "
          "at once)")  # fmt: skip
    print(f"memory (RSS):         client in the game {figures['rss_game_mb']} MB, "
          f"bare PySide6 window {figures['rss_bare_pyside_mb']} MB")  # fmt: skip
    print(f"CPU idle at table:    {figures['idle_cpu_percent']} %")
    if lan is not None:
        print(f"LAN game start:       {lan['start_ms']} ms from the last Ready to the first "
              f"decision; stall {lan['stall_start_max_ms']} ms worst")  # fmt: skip
        marks = lan["start_parts_ms"]
        parts = ", ".join(f"{k} at {v} ms" for k, v in marks.items())
        print(f"LAN start parts:      {parts}")
        if "hand_over" in marks and "deal" in marks:  # as bench/lan.py's deal_seconds
            print(f"LAN game after lobby: {marks['deal'] - marks['hand_over']} ms from the "
                  "hand-over to the first decision")  # fmt: skip
        print(f"LAN start CPU:        GUI thread {lan['start_gui_thread_cpu_s']} s, the "
              f"game's and others' {lan['start_other_threads_cpu_s']} s (to the first "
              "decision)")  # fmt: skip
        print(f"LAN play stall:       {lan['stall_play_max_ms']} ms worst, "
              f"{lan['stall_play_p99_ms']} ms p99 ({args.players} players, "
              f"{lan['decisions']} decisions)")  # fmt: skip
        print(f"LAN CPU by thread:    GUI {lan['gui_thread_cpu_s']} s, the game's and others' "
              f"{lan['other_threads_cpu_s']} s (from Ready to the last decision)")  # fmt: skip
        print(f"LAN memory, idle CPU: {lan['rss_mb']} MB, {lan['idle_cpu_percent']} %")
        print(f"LAN ghost cards:      {lan['ghost_cards']} (card items at no place)")
    before, after = figures["load_average"]
    print(f"load average:         {before} at the start, {after} at the end (1 minute; "
          f"{os.cpu_count()} cores): stalls grow with it")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
