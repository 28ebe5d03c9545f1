"""LAN play in the real window, offscreen, on loopback: real zeroconf, real sockets, the real
lobby and LAN session, on Qt's event loop through qasync (as ``hypnose`` runs them).

Two windows in one process (each its own data folder, identity, endpoint and discovery): a
table opened in one is listed by the other, live; then a whole 2-player LAN game, one window
driven by clicks, the other's seat played by a bot."""

from __future__ import annotations

import asyncio
import functools
import os
from dataclasses import replace
from pathlib import Path

import pytest
from driver import USED, Progress, play_step
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from screens import fit_problems, overlap_problems
from test_screenshots import check

from client.kit.i18n import Translations
from client.window.lan.lobby import TableRequest
from client.window.main_window import MainWindow
from client.window.settings import SettingsStore
from net.lan.interfaces import NetworkChoice
from net.session.session import Changed

pytestmark = pytest.mark.slow


@pytest.fixture
def lan_loop(qapp):
    """asyncio on Qt's loop, already running (qtbot's waits turn it), as in ``hypnose``."""
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)


@pytest.fixture
def lan_window(qtbot, tmp_path, lan_loop, monkeypatch):
    """``lan_window(name)``: a shown window on loopback, its network started. Its lobby counts
    down 0.5 s before a game starts, as ``hypnose peer --timings fast`` does (3 s otherwise:
    time for a person to call it off, which no test here does)."""
    import client.window.lan.client as lanclient
    from net.lobby import Lobby, Timing

    monkeypatch.setattr(lanclient, "Lobby", functools.partial(Lobby, timing=Timing(countdown=0.5)))
    made = []

    def make(name: str):
        store = SettingsStore(str(tmp_path / name))
        values = store.load()
        values.name, values.bot_pace, values.animation = name, "instant", "off"
        store.store(values)
        translations = Translations()
        translations.use("en")
        win = MainWindow(store, translations, NetworkChoice(loopback=True))
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        win.start_network()
        qtbot.waitUntil(lambda: win.start.lan.available, timeout=20000)
        made.append(win)
        return win

    yield make
    for win in made:  # the network stops first, then the window goes
        win.close_game()
        task = lan_loop.create_task(win.stop_network())
        qtbot.waitUntil(task.done, timeout=20000)
    qtbot.wait(50)  # the closed services' last callbacks
    for win in made:
        win.close()
        win.deleteLater()
    # Gone now, not at some later turn of the loop: a window left active would keep the next
    # test's window from taking its shortcuts' keys.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def listed(win, opener):
    """The tables ``win`` lists of the window ``opener`` (by its fingerprint code: other
    programs on this computer may publish tables on loopback too)."""
    return [t for t in win.start.lan.model.tables if t.fingerprint == opener.lan.code]


def choose(win, opener) -> None:
    """Select ``opener``'s table in ``win``'s list, as a click would."""
    (table,) = listed(win, opener)
    model = win.start.lan.model
    win.start.lan.list.setCurrentIndex(model.index(model.tables.index(table)))


def test_a_table_opened_in_one_window_is_listed_by_another_live(lan_window, qtbot):
    ana = lan_window("Ana")
    ben = lan_window("Ben")
    ana.lan_play.open_with(TableRequest("hypnose", {"players": 3}, None, False))
    qtbot.waitUntil(lambda: ana.stack.currentWidget() is ana.lobby_screen, timeout=10000)
    qtbot.waitUntil(lambda: bool(listed(ben, ana)), timeout=30000)
    (table,) = listed(ben, ana)  # found by the opener's fingerprint code
    assert (table.game, table.opener, table.seats, table.taken) == ("hypnose", "Ana", 3, 1)
    row = ben.start.lan.model.tables.index(table)
    shown = ben.start.lan.model.data(ben.start.lan.model.index(row))
    assert "Ana" in shown and ana.lan.code in shown and "1/3" in shown
    assert ana.lan.address in ana.lobby_screen.where.text()  # join by address
    # Watching is refused at a table that does not allow it, in words on Ben's start screen.
    choose(ben, ana)
    qtbot.mouseClick(ben.start.lan.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "watch" in ben.start.lan.note.text().lower(), timeout=20000)
    assert ben.stack.currentWidget() is ben.start
    # Clara joins by the address Ana's table shows.
    clara = lan_window("Clara")
    clara.start.lan.address_requested.emit(ana.lan.address)
    qtbot.waitUntil(lambda: clara.stack.currentWidget() is clara.lobby_screen, timeout=20000)
    qtbot.waitUntil(lambda: ana.lobby_screen.state.taken == 2, timeout=20000)
    assert any("Clara" in ana.lobby_screen.seats.item(i).text() for i in range(3))
    # Ana closes her table: it leaves Ben's list by itself.
    qtbot.mouseClick(ana.lobby_screen.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not listed(ben, ana), timeout=30000)
    assert ana.stack.currentWidget() is ana.start
    qtbot.waitUntil(lambda: "closed" in clara.lobby_screen.news.item(
        clara.lobby_screen.news.count() - 1).text(), timeout=20000)  # fmt: skip


def test_a_name_changed_in_the_settings_is_the_name_others_see(lan_window, qtbot):
    ana = lan_window("Ana")
    ben = lan_window("Ben")
    running: list[bool] = []
    ana.lan.running.connect(running.append)
    ana.apply_settings(replace(ana.settings, name="Anita"))  # what the settings dialog's OK does
    qtbot.waitUntil(lambda: running[-2:] == [False, True], timeout=20000)  # served again
    assert ana.lan.endpoint.local.name == "Anita"
    ana.lan_play.open_with(TableRequest("hypnose", {"players": 2}, None, False))
    qtbot.waitUntil(lambda: bool(listed(ben, ana)), timeout=30000)
    (table,) = listed(ben, ana)
    assert table.opener == "Anita"


@pytest.fixture
def shots(tmp_path) -> Path:
    chosen = os.environ.get("HYPNOSE_SCREENSHOTS")
    path = Path(chosen) if chosen else tmp_path / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots in {path}")
    return path


def test_a_whole_lan_game_between_two_windows_clicks_against_a_bot(lan_window, qtbot, shots):
    ana = lan_window("Ana")
    ben = lan_window("Ben")
    ana.lan_play.open_with(
        TableRequest("hypnose", {"players": 2, "start_resistance": 5}, None, False)
    )
    qtbot.waitUntil(lambda: bool(listed(ben, ana)), timeout=30000)
    choose(ben, ana)
    check(ben, "lan-start", shots)  # the table listed, chosen
    qtbot.mouseClick(ben.start.lan.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.lobby_screen, timeout=20000)
    qtbot.waitUntil(
        lambda: ana.lobby_screen.state is not None and ana.lobby_screen.state.full, timeout=20000
    )
    seat_words = [ana.lobby_screen.seats.item(i).text() for i in range(2)]
    assert "Ben" in seat_words[1] and ben.lan.code in seat_words[1]
    check(ana, "lan-lobby", shots)
    qtbot.mouseClick(ana.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(ben.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.game is not None and ben.game is not None, timeout=30000)
    qtbot.waitUntil(lambda: ben.game._loop is not None, timeout=10000)
    ben.game.bots_play("strategic")  # Ben's seat: a bot; Ana's: clicks
    ben.table.table.set_interactive(False)
    table = ana.table.table
    table.auto_pass_ms = 0
    steps = 0
    guard = Progress(ana, seconds=120)
    USED.clear()
    while ana.stack.currentWidget() is not ana.end:
        ana.activateWindow()  # the number keys are the active window's shortcuts (Ben's was)
        if table.choice is not None and play_step(table, steps):
            steps += 1
            if steps == 8:
                check(ana, "lan-table", shots)
                # What the game's look at the mesh reports for a lost link (told while Ben is
                # still in the game: at the end a loser's panel says he is out instead).
                table.set_away({1})
                table.refresh()
                assert table.board.panels[1].look.status == "Away: not connected"
                table.set_away(set())
        else:
            qtbot.wait(5)
        guard.check()
    assert steps > 5 and USED["key"] > 0 and not USED["key lost"], USED
    assert "Master hypnotist" in ana.end.title.text()
    opponents = [p for p in ana.table.players if not p.me]
    assert opponents[0].name == "Ben" and opponents[0].code == ben.lan.code
    log = "\n".join(e.html for e in ana.table.log.entries)
    assert "Mental Resistance" in log
    audit = ana.game.audit_words()
    assert "proofs verified" in audit
    # Both games' threads end and the games are let go on the GUI thread (threadkeep), their
    # sessions' listeners cut.
    qtbot.waitUntil(lambda: ana.game.lan.listener is None, timeout=30000)
    qtbot.waitUntil(lambda: ben.game.lan.listener is None, timeout=30000)


def test_a_lan_game_is_watched_in_another_window_to_its_end(lan_window, qtbot, shots):
    """Ana opens a table that allows watchers, a bot of hers takes the other seat; Ben watches
    from the list: his table (not interactive) follows the game to the end screen."""
    ana = lan_window("Ana")
    ben = lan_window("Ben")
    ana.lan_play.open_with(
        TableRequest("hypnose", {"players": 2, "start_resistance": 5}, "strategic", True)
    )
    qtbot.waitUntil(lambda: bool(listed(ben, ana)), timeout=30000)
    choose(ben, ana)
    qtbot.mouseClick(ben.start.lan.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.lobby_screen, timeout=20000)
    qtbot.waitUntil(lambda: bool(ana.lobby_screen.state.watchers), timeout=20000)
    qtbot.mouseClick(ana.lobby_screen.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.game is not None and ana.game._loop is not None, timeout=30000)
    ana.game.bots_play("strategic")
    qtbot.waitUntil(lambda: ben.game is not None, timeout=30000)
    assert not ben.table.table.interactive
    # Seen from the first person's side (Ana's; not a bot's), with nobody called "you" at the end.
    watched = ben.table.table
    assert [p.name for p in watched.players if p.me] == ["Ana"] and watched.me == ben.game.me
    assert not any(p.me for p in ben.game.players)
    # Ben follows the other seat (Ana's bot's) instead, with the keyboard on the side choice:
    # the table is seen again from there, with the game so far, and goes on from there.
    screen, box = ben.table, ben.table.side_box
    assert box.isVisible() and box.count() == 2 and box.itemText(0) == "Ana"
    qtbot.waitUntil(lambda: len(ben.game.events) > 2, timeout=60000)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: ben.table is not screen, timeout=10000)
    other = ben.table.table
    assert other.me == ben.game.me == 1 and [p.seat for p in other.players if p.me] == [1]
    assert not other.interactive and ben.stack.indexOf(screen) == -1
    assert ben.table.side_box.currentData() == 1 and ben.table.side_box.isVisible()
    assert all(e.view.seat == 1 for e in ben.game.events if isinstance(e, Changed))
    assert len(other.history) >= len(ben.game.events) - 1  # the game so far, on the new table
    # The watched table's words fit and nothing overlaps, the side choice and the top bar
    # included (the waiting words once squeezed the phase strip to 7 px).
    row = ben.table.side_row
    qtbot.wait(100)  # drawn (a stream of events is drawn at most every 40 ms)
    assert not fit_problems(ben) + overlap_problems(ben)
    ben.grab().save(str(shots / "lan-watched.png"))
    from test_languages import switch

    for code, words in (("es", "Ver desde:"), ("cs", "Sledovat z místa:")):
        switch(ben, code)
        qtbot.wait(30)  # laid out again in the new words
        assert ben.table.side_label.text() == words and ben.table.side_box.currentData() == 1
        assert not fit_problems(row), code
    switch(ben, "en")
    qtbot.waitUntil(lambda: ben.stack.currentWidget() is ben.end, timeout=240000)
    assert "Master hypnotist" in ben.end.title.text()
    log = "\n".join(e.html for e in ben.table.log.entries)
    assert "Mental Resistance" in log
    assert "proofs verified" in ben.game.audit_words()
    assert ben.game.proofs_checked > 0


def test_the_lan_screens_have_no_untranslated_string(lan_window, qtbot):
    """The start screen's network panel, the open-table dialog and the table being formed,
    read in English, then in Spanish and Czech (the checks of test_languages)."""
    from PySide6.QtCore import QCoreApplication
    from screens import fit_problems, texts
    from test_languages import Recorder, switch, untranslated

    from client.window.lan.lobby import OpenTableDialog

    win = lan_window("Ana")
    problems: list[str] = []

    def read() -> set[str]:
        dialog = OpenTableDialog(("hypnose",), win)
        dialog.show()
        qtbot.waitExposed(dialog)
        found = set(texts(win)) | set(texts(dialog))
        problems.extend(fit_problems(win) + fit_problems(dialog))  # the words fit, in each
        dialog.close()
        dialog.deleteLater()
        return found

    english = {"start": read()}
    win.lan_play.open_with(TableRequest("hypnose", {"players": 3}, None, True))
    qtbot.waitUntil(lambda: win.lobby_screen.state is not None, timeout=10000)
    english["table"] = read()
    assert any("Seat 1: Ana" in t for t in english["table"])
    for code, word in (("es", "Asiento"), ("cs", "Místo")):
        recorder = Recorder(code)
        switch(win, code)
        QCoreApplication.installTranslator(recorder)
        try:
            win.lobby_screen.retranslate()
            found = read()
            win.stack.setCurrentWidget(win.start)
            start = read()
            win.stack.setCurrentWidget(win.lobby_screen)
        finally:
            QCoreApplication.removeTranslator(recorder)
        assert any(word in t for t in found)
        left = untranslated(english["table"], found, code) | untranslated(
            english["start"], start, code
        )
        assert not left, f"{code}: still in English: {sorted(left)}"
        assert not recorder.missing, f"{code}: no translation for {sorted(recorder.missing)}"
    switch(win, "en")
    assert not problems, "\n".join(problems)


def test_a_wait_is_told_with_who_what_and_the_deadline(qapp):
    from client.window.lan.game import describe_wait
    from net.game.words import Wait

    wait = Wait(waiter=0, seat=2, name="Clara", kind="shuffle", step=14, since=100.0,
                stage="owed", next=130.0, connected=False)  # fmt: skip
    words = describe_wait(wait, now=112.4)
    assert words.startswith("Waiting for Clara: a shuffle and its proof (12 s);")
    assert "then every peer is asked for it in 18 s" in words
    assert "Clara's computer is not connected." in words
