"""A whole offline game in the real window, played to the end by clicks and key presses."""

from __future__ import annotations

from driver import USED, Progress, play_step
from PySide6.QtCore import Qt


def play_to_the_end(win, qtbot):
    steps = 0
    guard = Progress(win)
    while win.stack.currentWidget() is not win.end:
        table = win.table.table
        if table.choice is not None and play_step(table, steps):
            steps += 1
        else:
            qtbot.wait(2)
        guard.check()
    return steps


def test_a_whole_offline_game_against_two_bots_by_clicks_and_keys(window, qtbot):
    start = window.start
    box = start.schema.boxes["start_resistance"]
    box.setCurrentIndex(box.findData(5))  # a quick game (R5)
    players = start.schema.boxes["players"]
    players.setCurrentIndex(players.findData(3))
    compensation = start.schema.boxes["compensation"]  # the setting to play without R21
    compensation.setCurrentIndex(compensation.findData("none"))
    start.seed = 15  # a long quick game: many decisions by keys (seeds 11-16 tried)
    USED.clear()
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    # Every decision is the driver's, a one-option step too (it would pass by itself after a
    # pause that depends on the machine's load): the decisions, and so which of them are made
    # by keys, are the same in every run.
    window.table.table.auto_pass_ms = 10**7
    steps = play_to_the_end(window, qtbot)
    print(f"{steps} decisions by clicks and keys: {dict(USED)}")
    assert steps > 5
    end = window.end
    assert "Master hypnotist" in end.title.text()
    assert end.chart.points and len(end.chart.players) == 3
    assert USED["click"] > 10 and USED["key"] > 3, USED
    log = "\n".join(e.html for e in window.table.log.entries)
    assert "buys" in log or "refreshes" in log
    assert "Mental Resistance" in log
    saved = window.saves.finished()
    assert len(saved) == 1 and saved[0].actions
