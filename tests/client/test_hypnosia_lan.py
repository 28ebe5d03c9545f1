"""A Hypnosia table over the LAN in real windows (issue 11): two windows on 127.0.0.1 (real
zeroconf, real sockets, the real lobby and LAN session on Qt's loop, as ``hypnose --loopback``
runs them). Ana opens a 3-seat table through the open-table dialog with bots in the seats
nobody takes, Ben finds it in his list and joins, a bot of Ana's takes the third seat; Ana's
seat is played by clicks on the board (a pawn, then its destination), the lists and number
keys, Ben's by the mouse in his window; both windows reach the end screen with the ranking (H18)
in the board's colours (H6) and the audit line, every roll's line saying it was drawn jointly
(H8). Screenshots are checked as a person would look at them."""

from __future__ import annotations

from pathlib import Path

import pytest
import test_lan_window as lanwindow
from driver import Progress
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from screens import blank_problems, fit_problems, overlap_problems
from test_hypnosia_view import USED, board_problems, click_board, number_key
from test_lan_window import choose, listed

from client.games.hypnosia.colours import sector_colour
from client.window.lan.lobby import OpenTableDialog
from core.hypnosia.moves import destination
from core.hypnosia.state import Move

pytestmark = pytest.mark.slow
lan_loop, lan_window, shots = lanwindow.lan_loop, lanwindow.lan_window, lanwindow.shots
"""The LAN window tests' fixtures: windows on loopback, on Qt's loop, and a screenshot folder."""


def look(win, name: str, folder: Path) -> None:
    """Save ``win`` as a PNG and fail on words that do not fit, widgets over one another, a
    blank picture, or (on the table) pawns off the board or over each other."""
    QTest.qWait(30)
    image = win.grab().toImage()
    image.save(str(folder / f"{name}.png"))
    problems = fit_problems(win) + overlap_problems(win) + blank_problems(image)
    if win.table is not None and win.stack.currentWidget() is win.table:
        problems += board_problems(win.table.table)
    assert not problems, f"{name}:\n" + "\n".join(problems)


def drawn(qtbot, table) -> None:
    """Wait for the table's pending redraw (events are drawn in batches, at most every 40 ms):
    its lists and rings then show the question a person answers."""
    qtbot.waitUntil(lambda: not table._refresh_timer.isActive(), timeout=5000)


def pick(mirror, key: object) -> None:
    """The keyboard's way to one entry of a table's list: Tab into it, arrows to the entry,
    Space on it."""
    mirror.setFocus()
    QTest.keyClick(mirror, Qt.Key.Key_Home)
    for _ in range(mirror.count()):
        item = mirror.currentItem()
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == key:
            break
        QTest.keyClick(mirror, Qt.Key.Key_Down)
    QTest.keyClick(mirror, Qt.Key.Key_Space)
    USED["key"] += 3


def play_as_a_person(table, action, step: int) -> None:
    """Play ``action`` (a player's choice: the strategic bot's, so the race ends in good
    time) as a person does, by turns: the pawn clicked on the board then its destination; the
    lists of pawns and spaces by the keyboard; the pawn clicked, then the panel's number key. A
    choice left open (one pawn of a stack or both, one die or the other) takes a number key."""
    before = table.choice
    if isinstance(action, Move):
        dest = destination(table.board, action)
        if step % 3 == 1:
            pick(table.units_list, ("unit", action.start))
            if table.choice is before:
                pick(table.targets_list, ("dest", dest))
        else:
            click_board(table, action.start)
            assert table.selected == action.start, "a click on a ringed pawn picks it"
            if step % 3 == 0:
                click_board(table, dest)
    if table.choice is before:
        offered = [option.action for option in table.options()]
        assert action in offered, (action, offered)
        number_key(table, offered.index(action))
    assert table.choice is not before, f"{action} was not taken"


def play_by_mouse(table, action) -> None:
    """Ben's way: the pawn, then its destination, clicked on the board; a panel button
    clicked for a choice left open (the mouse alone: the keys go to the active window)."""
    before = table.choice
    if isinstance(action, Move):
        click_board(table, action.start)
        click_board(table, destination(table.board, action))
    if table.choice is before:
        offered = [option.action for option in table.options()]
        QTest.mouseClick(table.panel.buttons[offered.index(action)], Qt.MouseButton.LeftButton)
        USED["click"] += 1
    assert table.choice is not before, f"{action} was not taken"


def open_by_dialog(win, qtbot, folder: Path) -> None:
    """Open a table as a person does: the start screen's button, then the dialog filled in
    (Hypnosia, 3 players, the H19 variant on, strategic bots for the empty seats)."""
    seen: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, OpenTableDialog):
            QTimer.singleShot(20, fill)
            return
        dialog.game.setCurrentIndex(dialog.game.findData("hypnosia"))
        boxes = dialog.schema.boxes
        assert set(boxes) == {"players", "no_stack_over_bridges"}, "Hypnosia's own settings"
        boxes["players"].setCurrentIndex(boxes["players"].findData(3))
        boxes["no_stack_over_bridges"].setCurrentIndex(
            boxes["no_stack_over_bridges"].findData(True)
        )
        dialog.fill.setChecked(True)
        seen.extend(dialog.bot.itemData(i) for i in range(dialog.bot.count()))
        QTest.qWait(50)  # the new game's rows are shown at the next turn of the loop
        dialog.grab().save(str(folder / "hypnosia-lan-open.png"))
        problems = fit_problems(dialog)
        assert not problems, "\n".join(problems)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    qtbot.mouseClick(win.start.lan.open_button, Qt.MouseButton.LeftButton)
    assert seen and seen[0] == "strategic", seen  # the strongest bot offered first
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.lobby_screen, timeout=10000)


def test_a_hypnosia_table_opened_joined_and_played_in_two_windows(lan_window, qtbot, shots):
    ana = lan_window("Ana")
    ben = lan_window("Ben")
    open_by_dialog(ana, qtbot, shots)
    state = ana.lobby_screen.state
    assert state.spec.game_name == "hypnosia" and state.spec.seats == 3
    assert "Hypnosia for 3" in ana.lobby_screen.title.text()
    assert "bots take the seats still empty" in ana.lobby_screen.where.text()
    # Ben sees it in his list, with the game's own name and settings, and joins it.
    qtbot.waitUntil(lambda: bool(listed(ben, ana)), timeout=30000)
    (table,) = listed(ben, ana)
    assert (table.game, table.seats, table.taken) == ("hypnosia", 3, 1)
    model = ben.start.lan.model
    shown = model.data(model.index(model.tables.index(table)))
    assert shown.startswith("Hypnosia · Ana") and "1/3 players" in shown
    assert "No stacks over bridges (H19): Yes" in shown
    choose(ben, ana)
    qtbot.mouseClick(ben.start.lan.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.lobby_screen, timeout=20000)
    qtbot.waitUntil(lambda: ana.lobby_screen.state.taken == 2, timeout=20000)
    qtbot.waitUntil(lambda: ben.lobby_screen.state is not None, timeout=20000)
    for win in (ana, ben):  # the variant is said at the table too (joined by address, say)
        assert win.lobby_screen.terms.text() == "No stacks over bridges (H19): Yes"
    look(ana, "hypnosia-lan-lobby", shots)
    # Ana is ready: a bot takes the empty seat; then Ben is ready and the game begins.
    qtbot.mouseClick(ana.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ben.lobby_screen.state.taken == 3, timeout=20000)
    seats = [ben.lobby_screen.seats.item(i).text() for i in range(3)]
    assert "Ana" in seats[0] and "Ben" in seats[1] and "a bot" in seats[2], seats
    qtbot.mouseClick(ben.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.game is not None and ben.game is not None, timeout=30000)
    qtbot.waitUntil(lambda: ben.game._loop is not None, timeout=10000)
    assert ana.table.table.shared_dice and ben.table.table.shared_dice
    assert dict(ana.game.lan.terms.settings) == {"players": 3, "no_stack_over_bridges": True}
    table, theirs = ana.table.table, ben.table.table
    table.auto_pass_ms = theirs.auto_pass_ms = 10**7  # a forced move too is played by hand
    USED.clear()
    steps, shot, waited = 0, False, False
    chooser = table.game.bots["strategic"]("Ana's hand")
    guard = Progress(ana, seconds=120)
    while ana.stack.currentWidget() is not ana.end:
        if table.legal is not None and not table.ended:
            drawn(qtbot, table)  # a person acts on the table as drawn (redraws come in batches)
            ana.activateWindow()  # the number keys are the active window's shortcuts
            play_as_a_person(table, chooser.choose(table.choice.view, table.choice.legal), steps)
            steps += 1
        elif theirs.legal is not None and not theirs.ended:
            if not waited:  # Ana's window says whom the race waits for
                qtbot.waitUntil(lambda: "Waiting for Ben" in table.top.waiting.words, timeout=20000)
                waited = True
            drawn(qtbot, theirs)
            play_by_mouse(theirs, chooser.choose(theirs.choice.view, theirs.choice.legal))
        else:
            qtbot.wait(5)
        if not shot and table.legal is not None and table.state.turns >= 9:
            moving = [m for m in table.moves() if not table.board.is_home(m.start)]
            if moving:  # a unit on the board picked: its destinations ringed with their dice
                table.click_space(moving[0].start)
                table.canvas.settle()
                look(ana, "hypnosia-lan-table", shots)
                table.escape()
                shot = True
        guard.check()
    print(f"{steps} moves by clicks and keys: {dict(USED)}")
    assert steps > 5 and USED["click"] > 2 and USED["key"] > 2, USED
    # Both windows end: the ranking, in the board's colours, and the audit line.
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.end, timeout=60000)
    final = ana.table.table.state
    assert final.no_stack_over_bridges, "the variant chosen in the dialog is played (H19)"
    places = ana.table.table.game.ranking(final)
    for win in (ana, ben):
        end = win.end
        title = end.title.text()
        assert "wins the race" in title or "You win" in title or "first place" in title, title
        ranking = end.scores.text()
        assert all(name in ranking for name in ("Ana", "Ben", "Bot 3")), ranking
        order = sorted(range(3), key=lambda s: (places[s], s))
        assert ranking.startswith(f"{places[order[0]]}. "), ranking
        colours = [QColor(p.colour).name() for p in end.chart.players]
        board = ana.table.table.board
        assert colours == [
            QColor(sector_colour(board.sectors[final.sectors[s]].colour)).name() for s in range(3)
        ], "the chart's lines are the board colours drawn (H6), not the chosen ones"
        assert not end.replay_button.isVisibleTo(end), "no other game's replay after a LAN one"
        assert end.home_button.isVisibleTo(end)
        audit = end.audit.text()
        assert "jointly" in audit and "draws and" in audit, audit
    look(ana, "hypnosia-lan-end", shots)
    done = (ana.game, ben.game)  # each game's thread closes its session a moment later
    qtbot.waitUntil(lambda: all(game.outcome is not None for game in done), timeout=30000)
    assert ana.game.outcome["ranking"] == list(places) == ben.game.outcome["ranking"]
    log = "\n".join(e.html for e in ana.table.log.entries)
    assert "Places (H18)" in log and "this computer" not in log
    proofs = [e for e in ana.table.log.entries if e.kind == "proof"]
    assert proofs and all("committed" in e.html for e in proofs), "every roll drawn jointly"


def test_a_hypnosia_table_being_formed_reads_in_spanish_and_czech(lan_window, qtbot):
    """The table screen of a Hypnosia table (its title, settings, seats, buttons) has no
    string left in English in Spanish and Czech, and its words fit."""
    from PySide6.QtCore import QCoreApplication
    from screens import texts
    from test_languages import Recorder, switch, untranslated

    from client.window.lan.lobby import TableRequest

    win = lan_window("Ana")
    request = TableRequest("hypnosia", {"players": 4, "no_stack_over_bridges": True}, None, True)
    win.lan_play.open_with(request)
    qtbot.waitUntil(lambda: win.lobby_screen.state is not None, timeout=10000)
    english = set(texts(win))
    assert "No stacks over bridges (H19): Yes" in english
    for code, word in (("es", "puentes"), ("cs", "most")):
        recorder = Recorder(code)
        switch(win, code)
        QCoreApplication.installTranslator(recorder)
        try:
            win.lobby_screen.retranslate()
            found = set(texts(win))
        finally:
            QCoreApplication.removeTranslator(recorder)
        assert word in win.lobby_screen.terms.text(), win.lobby_screen.terms.text()
        left = untranslated(english, found, code)
        assert not left, f"{code}: still in English: {sorted(left)}"
        assert not recorder.missing, f"{code}: no translation for {sorted(recorder.missing)}"
        problems = fit_problems(win)
        assert not problems, "\n".join(problems)
    switch(win, "en")
