"""The window's figures: event-loop stalls, time to first paint, memory, CPU while idle.

    .venv/bin/python bench/window.py            # all figures, in words
    .venv/bin/python bench/window.py --json     # the same as JSON

- stall: a 16 ms timer's worst lateness while a 4-player offline game starts (dealing up to the
  person's first decision) and while it is played (bots at once, animations on; the person's
  seat chooses like a strategic bot, one choice per turn of the event loop, as a click would
  submit it), and its 99th percentile;
- first paint: ``hypnose --first-paint-exit`` in fresh processes (median and best);
- memory: resident size of a bare PySide6 window, and of the client in a 4-player game;
- idle CPU: the client's CPU time over a few seconds at the table, waiting for the person.

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

ROOT = Path(__file__).resolve().parent.parent
TICK_MS = 16


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
    QTest.qWait(300)
    figures = {"rss_mb": round(rss_mb(), 1)}
    app.quit()
    return figures


def child_game(players: int, decisions: int, seed: int) -> dict:
    """A 4-player game in the real window, with a 16 ms timer watching the event loop."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    _app = QApplication([])  # kept for the whole run
    from client.shell.i18n import Translations
    from client.shell.settings import SettingsStore
    from client.shell.start import OfflineRequest
    from client.shell.window import MainWindow

    store = SettingsStore()
    values = store.load()
    values.bot_pace, values.animation = "instant", "normal"
    store.store(values)
    win = MainWindow(store, Translations())
    win.resize(1280, 800)
    win.show()
    QTest.qWaitForWindowExposed(win)
    QTest.qWait(200)

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

    request = OfflineRequest("hypnose", {"players": players, "start_resistance": 12},
                             "strategic", "Ana", "#E69F00", seed=seed)  # fmt: skip
    started = time.perf_counter()
    win.start_offline(request)
    table = win.table.table
    while table.choice is None:
        QTest.qWait(1)
    start_ms = (time.perf_counter() - started) * 1000
    start_lateness, lateness[:] = list(lateness), []
    person = win.ui().game.bots["strategic"](f"{seed}/person")
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
        QTest.qWait(1)
    play_lateness = list(lateness)
    memory = rss_mb()
    steps = made[0]
    # Idle: at the person's decision, nothing to do but wait.
    while win.stack.currentWidget() is not win.end and (
        table.choice is None or len(table.choice.legal) < 2
    ):
        QTest.qWait(5)
    timer.stop()
    QTest.qWait(500)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    QTest.qWait(5000)
    idle = (time.process_time() - cpu0) / (time.perf_counter() - wall0) * 100
    win.close()

    def worst(values: list[float]) -> float:
        return round(max(values), 1) if values else 0.0

    def p99(values: list[float]) -> float:
        return (
            round(statistics.quantiles(values, n=100)[98], 1)
            if len(values) > 100
            else worst(values)
        )

    return {
        "start_ms": round(start_ms),
        "stall_start_max_ms": worst(start_lateness),
        "stall_play_max_ms": worst(play_lateness),
        "stall_play_p99_ms": p99(play_lateness),
        "decisions": steps,
        "ticks": len(play_lateness),
        "rss_mb": round(memory, 1),
        "idle_cpu_percent": round(idle, 2),
    }


def run_child(kind: str, *args: str) -> dict:
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, HYPNOSE_DATA_DIR=data)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        done = subprocess.run(
            [sys.executable, __file__, "--child", kind, *args],
            capture_output=True, text=True, env=env, check=True, cwd=ROOT,
        )  # fmt: skip
    return json.loads(done.stdout.strip().splitlines()[-1])


def first_paint(runs: int) -> list[int]:
    found = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            env = dict(os.environ, HYPNOSE_DATA_DIR=data)
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
            out = subprocess.run(
                [sys.executable, "-m", "client.cli", "--first-paint-exit"],
                capture_output=True, text=True, env=env, check=True, cwd=ROOT,
            ).stdout  # fmt: skip
        found.append(int(out.split("after")[1].split()[0]))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--decisions", type=int, default=150, help="the person's decisions")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--paints", type=int, default=5, help="first-paint runs")
    parser.add_argument("--child", choices=("bare", "game"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "bare":
        print(json.dumps(child_bare()))
        return 0
    if args.child == "game":
        print(json.dumps(child_game(args.players, args.decisions, args.seed)))
        return 0
    game = run_child("game", "--players", str(args.players), "--decisions",
                     str(args.decisions), "--seed", str(args.seed))  # fmt: skip
    bare = run_child("bare")
    paints = first_paint(args.paints)
    figures = {
        "first_paint_ms_median": int(statistics.median(paints)),
        "first_paint_ms_best": min(paints),
        "stall_start_max_ms": game["stall_start_max_ms"],
        "stall_play_max_ms": game["stall_play_max_ms"],
        "stall_play_p99_ms": game["stall_play_p99_ms"],
        "game_start_ms": game["start_ms"],
        "decisions": game["decisions"],
        "rss_game_mb": game["rss_mb"],
        "rss_bare_pyside_mb": bare["rss_mb"],
        "idle_cpu_percent": game["idle_cpu_percent"],
    }
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    print(f"first paint:          {figures['first_paint_ms_median']} ms median, "
          f"{figures['first_paint_ms_best']} ms best of {len(paints)}")  # fmt: skip
    print(f"event-loop stall:     start {figures['stall_start_max_ms']} ms worst; play "
          f"{figures['stall_play_max_ms']} ms worst, {figures['stall_play_p99_ms']} ms p99 "
          f"({args.players} players, {game['decisions']} decisions, bots at once)")  # fmt: skip
    print(f"memory (RSS):         client in the game {figures['rss_game_mb']} MB, "
          f"bare PySide6 window {figures['rss_bare_pyside_mb']} MB")  # fmt: skip
    print(f"CPU idle at table:    {figures['idle_cpu_percent']} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
