"""``hypnose-window --self-test``: the window plays a whole offline Hypnose game by itself.

A check a player (or a packager) can run on an installed copy, the bundle as the pipx install:
the window opens, a 2-player game starts against a bot, the person's seat answers like a bot
through the same call a click makes, every bot plays at once (pace "instant", no animation),
and the end screen's result is printed as one line. It runs in a fresh temporary data folder,
so the player's settings, saved games and replays are left alone.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QEventLoop, QTimer

from client.kit.palette import PLAYER_COLOURS
from client.window.main_window import MainWindow
from client.window.settings import SettingsStore
from client.window.start import OfflineRequest

LIMIT_S = 180.0
"""The longest a self-test game may take (a 2-player game takes a few seconds)."""
POLL_MS = 10
GAME = "hypnose"
BOT = "strategic"


@dataclass(frozen=True)
class SelfTestResult:
    """How the self-test ended: ``ok``, the line to print, and the person's decisions."""

    ok: bool
    line: str
    decisions: int


def prepare(store: SettingsStore) -> None:
    """Bots at once and no animation: the game runs as fast as the machine plays it."""
    values = store.load()
    values.bot_pace, values.animation = "instant", "off"
    store.store(values)


def play_to_end(window: MainWindow, seed: int, limit_s: float = LIMIT_S) -> SelfTestResult:
    """Start a 2-player offline game in ``window`` (shown, painted) and run Qt's loop until its
    end screen shows or ``limit_s`` passes."""
    started = time.monotonic()
    request = OfflineRequest(GAME, {"players": 2}, BOT, "Self-test", PLAYER_COLOURS[0], seed=seed)
    window.start_offline(request)
    screen, game = window.table, window.game
    if screen is None or game is None:
        return SelfTestResult(False, "self-test failed: the offline game did not open", 0)
    table = screen.table
    person = game.ui.game.bots[BOT](f"{seed}/person")
    made = [0]
    loop = QEventLoop()

    def step() -> None:
        if window.stack.currentWidget() is window.end:
            loop.quit()
            return
        choice = table.choice
        if choice is not None and len(choice.legal) > 1:  # one option passes by itself
            made[0] += 1
            table._submit(person.choose(choice.view, choice.legal))  # what a click does

    poll = QTimer()
    poll.timeout.connect(step)
    poll.start(POLL_MS)
    QTimer.singleShot(int(limit_s * 1000), loop.quit)
    loop.exec()
    poll.stop()
    seconds = time.monotonic() - started
    if window.stack.currentWidget() is not window.end:
        return SelfTestResult(
            False,
            f"self-test failed: the game had not ended after {limit_s:g} s"
            f" ({made[0]} decisions of the person's seat)",
            made[0],
        )
    end = window.end
    line = (
        f"self-test passed: {end.title.text()} ({end.ranking()}) | {end.audit.text()} |"
        f" {made[0]} decisions of the person's seat in {seconds:.1f} s (seed {seed})"
    )
    return SelfTestResult(True, " ".join(line.split()), made[0])
