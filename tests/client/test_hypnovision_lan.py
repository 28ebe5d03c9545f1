"""Hypno Vision opened on the LAN through the window's generic LAN screens (two windows in one
process, real zeroconf and sockets on loopback): the table is listed, joined, started, and the
person's grab by a click on the grid goes through the seat's slot clock and the fair dealer's
slots to both peers; Done and Stop reach the clock the same way."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from test_lan_window import choose, lan_loop, lan_window, listed  # noqa: F401

from client.window.lan.lobby import TableRequest
from core.hypnovision.state import ON_TABLE, Decision

pytestmark = pytest.mark.slow


def test_a_hypnovision_table_on_the_lan_takes_a_click_on_the_grid(lan_window, qtbot):  # noqa: F811
    ana = lan_window("Ana")
    ben = lan_window("Ben")
    ana.lan_play.open_with(TableRequest("hypnovision", {"players": 2}, None, False))
    qtbot.waitUntil(lambda: bool(listed(ben, ana)), timeout=30000)
    (listing,) = listed(ben, ana)
    assert listing.game == "hypnovision"
    choose(ben, ana)
    qtbot.mouseClick(ben.start.lan.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.lobby_screen, timeout=20000)
    qtbot.waitUntil(
        lambda: ana.lobby_screen.state is not None and ana.lobby_screen.state.full, timeout=20000
    )
    qtbot.mouseClick(ana.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(ben.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.game is not None and ben.game is not None, timeout=30000)
    qtbot.waitUntil(lambda: ben.game._loop is not None, timeout=10000)
    ben.game.bots_play("strategic-slow")  # Ben's seat: a bot; Ana's: clicks
    ben.table.table.set_interactive(False)
    table = ana.table.table
    assert table.source is ana.game, "the LAN game's slot clock takes the clicks"

    def running() -> bool:
        choice = table.choice
        if choice is not None and choice.decision is Decision.ROLL:
            qtbot.mouseClick(table.panel.roll, Qt.MouseButton.LeftButton)
        return table.running()

    qtbot.waitUntil(running, timeout=60000)
    state = table.state
    card = next(c for c in range(52) if state.holder[c] == ON_TABLE)
    point = table.grid.cell_rect(table.grid.cell_of_card(card)).center()
    QTest.mouseClick(table.grid, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(point.x()), round(point.y())))  # fmt: skip
    qtbot.waitUntil(lambda: table.state.holder[card] != ON_TABLE, timeout=60000)
    theirs = ben.table.table
    qtbot.waitUntil(lambda: theirs.state.holder[card] == table.state.holder[card], timeout=30000)
    log = "\n".join(e.html for e in ana.table.log.entries)
    assert "takes" in log or "at once" in log
    qtbot.waitUntil(lambda: not ana.game.unresolved(), timeout=10000)
    table.refresh()
    qtbot.mouseClick(table.panel.done, Qt.MouseButton.LeftButton)  # two windows: no shortcut
    qtbot.waitUntil(lambda: table.state.done[table.me], timeout=20000)
    qtbot.mouseClick(table.panel.stop, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(table.state.penalties), timeout=20000)
    assert table.me in table.scored.stoppers
