"""A bot that raises or answers what is not legal: offline as on the LAN, the fault is written to
the log and the seat plays the first legal action (``net.session.thinking``); the game goes on
to its end. Offline the seat once stayed "thinking" forever (the window's pool never read the
bot's error); the LAN's side is ``tests/net/lanplay/test_lan_game.py``'s
``test_a_bot_whose_choice_is_refused_or_that_fails_does_not_silence_its_seat``, with the same
faulty bot."""

from __future__ import annotations

import logging
import threading
from typing import Any

from PySide6.QtCore import QTimer

from client.games import game_ui
from client.kit.gameui import Player
from client.window.offline import OfflineGame
from client.window.saves import SavedGame, SavedPlayer
from core.games import get
from net import Ended, LocalDriver, Thinking, YourTurn
from net.session.drivers import Ask

GAME = get("hypnose")


class Faulty:
    """One choice in three is not an action, one in three raises (as on the LAN's test)."""

    name = "faulty"

    def __init__(self) -> None:
        self.bot = GAME.bots["strategic"]("faulty")
        self.asked = 0
        self.faults: list[Any] = []
        """The first legal action of each decision it failed."""

    def choose(self, view: Any, legal: Any) -> Any:
        self.asked += 1
        if self.asked % 3 == 1:
            self.faults.append(legal[0])
            return "not an action"
        if self.asked % 3 == 2:
            self.faults.append(legal[0])
            raise RuntimeError("a bot's bug")
        return self.bot.choose(view, legal)


def test_thinking_answers_the_first_legal_action_for_a_fault_and_says_so(caplog):
    thinking, answers, both = Thinking(), [], threading.Event()
    faulty = Faulty()
    ask = LocalDriver(GAME, GAME.settings({}), 3).next()
    assert isinstance(ask, Ask)
    view, legal = ask.view, ask.legal

    def answer(action: Any) -> None:  # on the bot's thread
        answers.append(action)
        if len(answers) == 2:
            both.set()

    try:
        with caplog.at_level(logging.ERROR, logger="net.session.thinking"):
            for _ in range(2):
                thinking.think(1, faulty, view, legal, answer)
            assert both.wait(30)
    finally:
        thinking.close()
    assert answers == [legal[0], legal[0]]
    words = [r.getMessage() for r in caplog.records]
    assert "the bot of seat 1 chose 'not an action'; it plays the first legal action" in words
    assert any("the bot of seat 1 failed: RuntimeError" in w for w in words)


def test_an_offline_bot_that_fails_plays_its_first_legal_action_to_the_end(qapp, qtbot, caplog):
    """The window's offline game with a faulty bot at seat 1 (the person's seat answered as a
    person would, by the strategic bot): it ends with a result, each fault logged."""
    ui = game_ui("hypnose")
    settings = {"players": 2, "start_resistance": 5}
    people = [
        SavedPlayer(0, "Ana", "#d04040", "circle"),
        SavedPlayer(1, "Bot", "#4040d0", "square", "strategic"),
    ]
    saved = SavedGame("hypnose", "", 7, settings, people, 0, "")
    players = [Player(p.seat, p.name, p.colour, p.shape, p.bot, p.seat == 0) for p in people]
    game = OfflineGame(ui, players, saved, None, pace_ms=0)
    faulty = Faulty()
    game.bots[1] = faulty  # the bot as written, not made careful: the thinking catches it
    person = GAME.bots["strategic"]("person")

    def answer(event: Any) -> None:
        if isinstance(event, YourTurn) and event.seat == 0:
            action = person.choose(event.view, event.legal)
            QTimer.singleShot(0, lambda: game.submit(action))

    game.event.connect(answer)
    with caplog.at_level(logging.ERROR, logger="net.session.thinking"):
        game.start()
        try:
            qtbot.waitUntil(lambda: game.result is not None, timeout=120_000)
        finally:
            game.close()
    assert isinstance(game.result, Ended) and game.result.outcome is not None
    assert faulty.asked >= 3 and len(faulty.faults) >= 2
    logged = [r for r in caplog.records if "it plays the first legal action" in r.getMessage()]
    assert len(logged) == len(faulty.faults)
