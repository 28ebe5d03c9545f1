"""A Hypnosia LAN table watched in another window to its end (issue 11): two windows on
127.0.0.1, Ana's table played by her bots, Ben watching from his list.

In its own file, sorted after test_lan_window.py: run before that file's whole LAN game in one
process, a watched game made that test fail at its keyboard step (a handle of the pool missing
from the hand's list), for a reason not found yet."""

from __future__ import annotations

import pytest
import test_lan_window as lanwindow
from PySide6.QtCore import Qt
from test_lan_window import choose, listed

pytestmark = pytest.mark.slow
lan_loop, lan_window = lanwindow.lan_loop, lanwindow.lan_window
"""The LAN window tests' fixtures: windows on loopback, on Qt's loop."""


def test_a_hypnosia_table_is_watched_in_another_window_to_its_end(lan_window, qtbot):
    """Ana opens a 2-seat table that allows watchers, a bot of hers takes the other seat and
    another plays hers; Ben watches from his list: his board (not interactive) follows the race
    to the end screen, with the turns and H18's places in his log and the same ranking."""
    from client.window.lan.lobby import TableRequest

    ana = lan_window("Ana")
    ben = lan_window("Ben")
    ana.lan_play.open_with(TableRequest("hypnosia", {"players": 2}, "strategic", True))
    qtbot.waitUntil(lambda: bool(listed(ben, ana)), timeout=30000)
    choose(ben, ana)
    qtbot.mouseClick(ben.start.lan.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.lobby_screen, timeout=20000)
    qtbot.waitUntil(lambda: bool(ana.lobby_screen.state.watchers), timeout=20000)
    qtbot.mouseClick(ana.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.game is not None and ana.game._loop is not None, timeout=30000)
    qtbot.waitUntil(lambda: ben.game is not None, timeout=30000)
    table = ben.table.table
    assert not table.interactive and table.shared_dice
    # Ana's bot plays her seat once Ben follows the game: a race of bots may be over (and its
    # computer gone) before a watcher's first dial on a loaded machine (seen in CI).
    qtbot.waitUntil(lambda: table.state is not None, timeout=60000)
    ana.game.bots_play("strategic")
    qtbot.waitUntil(lambda: table.state is not None and table.state.turns > 2, timeout=60000)
    table.refresh()
    assert table.panel.title.text() == "Watching", "a live game, not a replay"
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.end, timeout=240000)
    qtbot.waitUntil(lambda: ana.stack.currentWidget() is ana.end, timeout=60000)
    # The result comes once Ana's game has lingered for the others (after its end screen).
    qtbot.waitUntil(lambda: ana.game.outcome is not None, timeout=60000)
    assert table.ended and table.legal is None
    log = "\n".join(e.html for e in ben.table.log.entries)
    assert "Turn 2:" in log and "Places (H18)" in log
    assert "Watched: every message and proof" in ben.game.audit_words()
    places = table.game.ranking(table.state)
    # Ana's end screen comes with the rules' end; her outcome once her game's thread is over
    played = ana.game
    qtbot.waitUntil(lambda: played.outcome is not None, timeout=30000)
    assert list(places) == played.outcome["ranking"], "the watcher ranks as the players do"
    assert ben.end.scores.text() == ana.end.scores.text()
    assert not ben.end.replay_button.isVisibleTo(ben.end)
