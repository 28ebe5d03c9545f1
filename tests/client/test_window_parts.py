"""The window's parts: the data folder and settings, the LAN tables' place, the keyboard and
screen-reader way through the table, the enlarged card, the guide and the help."""

from __future__ import annotations

from pathlib import Path

import pytest
from driver import click_card, play_step
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from client.games import game_ui
from client.window.app import APP_NAME
from client.window.datadir import ENV, data_dir, qt_data_dir
from client.window.lan.panel import LanPanel, LanTable
from client.window.settings import Settings, SettingsStore
from core.hypnose.actions import BuyMarket, Decision
from core.hypnose.zones import Zone
from net.store.datafolder import APP_NAMES, platform_data_dir, resolve_data_dir


def test_the_data_folder_is_chosen_in_one_place(tmp_path):
    env = {ENV: str(tmp_path / "env")}
    assert data_dir("/opt/x", env) == Path("/opt/x")
    assert data_dir(None, env) == tmp_path / "env"
    assert data_dir(None, {}, chosen=str(tmp_path / "mine")) == tmp_path / "mine"
    assert data_dir(None, {}).name  # the platform's app data folder


def test_the_window_and_hypnose_peer_find_the_same_folder(qapp, tmp_path, monkeypatch):
    """Qt's AppDataLocation for the window and the folder computed without Qt for the peer
    and the tools are one folder on this machine; the test's own application name is left."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.delenv(ENV, raising=False)
    assert (APP_NAME, APP_NAME) == APP_NAMES, "the names the window gives Qt"
    name = qapp.applicationName()
    assert qt_data_dir() == platform_data_dir() == tmp_path / "share" / "Hypnose" / "Hypnose"
    assert data_dir() == resolve_data_dir() == qt_data_dir()
    assert qapp.applicationName() == name


def test_settings_are_kept_and_a_bad_value_falls_back(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv(ENV, str(tmp_path))
    store = SettingsStore()
    values = Settings(name="Eva", colour="#009E73", language="cs", animation="off", sounds=True)
    store.store(values)
    again = SettingsStore().load()
    assert (again.name, again.language, again.reduce_motion, again.sounds) == (
        "Eva",
        "cs",
        True,
        True,
    )
    assert not Settings().sounds, "sounds are off by default"
    store.qsettings.setValue("display/animation", "sideways")
    assert SettingsStore().load().animation == "normal"
    assert (tmp_path / "settings.ini").exists()


def test_lan_tables_appear_and_go_and_the_entry_points_wait_for_a_lobby(qtbot):
    panel = LanPanel()
    qtbot.addWidget(panel)
    assert not panel.open_button.isEnabled() and panel.open_button.toolTip()
    table = LanTable("t1", "Hypnose", "Ana", "ab12-cd34", 3, 1, {"start_resistance": 12})
    panel.model.upsert(table)
    panel.model.upsert(LanTable("t2", "Hypnose", "Ben", "ff00-1234", 2, 2))
    assert panel.model.rowCount() == 2
    panel.model.upsert(LanTable("t1", "Hypnose", "Ana", "ab12-cd34", 3, 2))
    assert panel.model.rowCount() == 2 and "2/3" in panel.model.data(panel.model.index(0))
    panel.attach()
    panel.list.setCurrentIndex(panel.model.index(0))
    assert panel.join_button.isEnabled() and panel.watch_button.isEnabled()
    with qtbot.waitSignal(panel.join_requested) as joined:
        qtbot.mouseClick(panel.join_button, Qt.MouseButton.LeftButton)
    assert joined.args[0].key == "t1"
    panel.model.remove("t1")
    assert panel.model.rowCount() == 1


def test_with_no_table_found_the_lan_panel_says_what_to_check(qtbot):
    panel = LanPanel()
    qtbot.addWidget(panel)
    assert "Connecting" in panel.note.text()
    panel.attach(alone_after_ms=10)
    assert "appear here" in panel.note.text()
    qtbot.waitUntil(lambda: "UDP port 5353" in panel.note.text())
    assert "same network" in panel.note.text() and "firewall" in panel.note.text()
    panel.model.set_tables({"t1": LanTable("t1", "hypnose", "Ana", "ab12-cd34", 3, 1)})
    assert "UDP" not in panel.note.text()  # a table showed up
    described = panel.model.data(panel.model.index(0))
    assert described.startswith("Hypnose · Ana (ab12-cd34) · 1/3 players")
    panel.model.upsert(LanTable("t1", "hypnose", "Ana", "ab12-cd34", 3, 1, {"start_resistance": 7}))
    assert panel.model.data(panel.model.index(0)).endswith("Mental Resistance: 7 (short game)")
    panel.model.set_tables({})
    assert panel.model.rowCount() == 0


def test_a_purchase_by_keyboard_alone_and_what_screen_readers_read(window, qtbot):
    window.start.seed = 3
    qtbot.mouseClick(window.start.start_button, Qt.MouseButton.LeftButton)
    table = window.table.table
    table.auto_pass_ms = 10**7
    steps = 0
    while table.choice is None or table.choice.decision is not Decision.BUY:
        if table.choice is not None and play_step(table, steps):
            steps += 1
        else:
            qtbot.wait(2)
    table.refresh()
    hand = table.choice.view.state.hand(0)
    assert table.hand_list.accessibleName() == "Your hand"
    assert table.hand_list.count() == len(hand)
    assert all(table.hand_list.item(i).toolTip() for i in range(table.hand_list.count()))
    assert table.market_list.accessibleName() == "Market"
    # Tab to the market, arrows to a card, Space chooses it (a payment comes selected).
    table.market_list.setFocus()
    QTest.keyClick(table.market_list, Qt.Key.Key_Right)
    QTest.keyClick(table.market_list, Qt.Key.Key_Left)
    bought = None
    for row in range(len(table.choice.view.state.zone(Zone.MARKET))):
        table.market_list.setCurrentRow(row)
        QTest.keyClick(table.market_list, Qt.Key.Key_Space)
        table.refresh()
        option = table.panel.options[0]
        if option.key == "buy" and option.action is not None:
            bought = option.action
            break
        QTest.keyClick(table.market_list, Qt.Key.Key_Escape)
        table.refresh()
    assert isinstance(bought, BuyMarket), "some market card is affordable at the start"
    assert table.board.focus == table.market_list.keys[table.market_list.currentRow()]
    assert "(key 1)" in table.panel.buttons[0].toolTip()
    with qtbot.waitSignal(table.chosen) as chosen:
        QTest.keyClick(window, Qt.Key.Key_1)
    assert chosen.args[0] == bought


def test_hovering_a_card_enlarges_it_and_its_tooltip_has_the_whole_text(window, qtbot):
    window.start.seed = 4
    qtbot.mouseClick(window.start.start_button, Qt.MouseButton.LeftButton)
    table = window.table.table
    qtbot.waitUntil(lambda: table.choice is not None)
    table.refresh()
    handle = table.choice.view.state.hand(0)[0]
    item = table.board.cards[handle]
    assert item.kind.name in item.toolTip() and item.kind.text[:20] in item.toolTip()
    point = table.view.mapFromScene(item.sceneBoundingRect().topLeft() + QPointF(15, 40))
    QTest.mouseMove(table.view.viewport(), point)
    qtbot.waitUntil(lambda: table.board.zoom.isVisible(), timeout=2000)
    zoom = table.board.zoom
    assert zoom.kind == item.kind
    assert not zoom.sceneBoundingRect().intersects(item.sceneBoundingRect().adjusted(8, 8, -8, -8))
    click_card(table, handle)
    assert handle in table.choice.selected
    click_card(table, handle)
    assert handle not in table.choice.selected, "a second click deselects"


def test_the_guide_points_at_each_part_of_the_table_and_the_help_shows_rules_and_cards(
    window, qtbot
):
    window.start.seed = 5
    qtbot.mouseClick(window.start.guide_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.guide is not None)
    guide = window.guide
    seen = []
    for index in range(len(guide.steps)):
        guide.go(index)
        target = guide.target()
        assert target is not None and window.rect().contains(target.center())
        assert not guide.bubble.geometry().intersects(target.adjusted(4, 4, -4, -4)) or index == 0
        seen.append(guide.steps[index].area)
    assert {"market", "hand", "panel", "track", "duel", "opponents", "log"} <= set(seen)
    QTest.keyClick(guide, Qt.Key.Key_Escape)
    ui = game_ui("hypnose")
    rules = ui.rules("en")
    assert "R11" in rules and "<a id=" not in rules
    assert Path(__file__).resolve().parents[2].joinpath("docs/rules/hypnose.md").read_text(
        encoding="utf-8"
    ) == Path(__file__).resolve().parents[2].joinpath("resources/hypnose/rules.md").read_text(
        encoding="utf-8"
    ), "resources/hypnose/rules.md is the shipped copy of docs/rules/hypnose.md"


def test_the_start_screen_offers_the_three_strengths_normal_first_chosen(window, tmp_path):
    """Issue 13: easy, normal and strong by name (normal chosen until the player picks), the
    baseline random bot, and no second entry for ``strategic`` (normal's other name); and
    the compensation setting of R21 among the table settings."""
    from client.window.start import offered_bots
    from core.hypnose.bots import BOTS
    from core.hypnose.compensation import COMPENSATIONS
    from core.hypnose.compensation import DEFAULT as DEFAULT_COMPENSATION

    assert offered_bots(BOTS) == ["easy", "normal", "strong", "random"]
    combo = window.start.bot
    assert [combo.itemData(i) for i in range(combo.count())] == offered_bots(BOTS)
    assert combo.currentData() == "normal"
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert labels[:3] == ["Easy (makes mistakes)", "Normal (plays well)", "Strong (looks ahead)"]
    box = window.start.schema.boxes["compensation"]
    assert box.currentData() == DEFAULT_COMPENSATION == "later-lower+draw-1-2-3"  # R21
    assert box.currentText() == "Standard: later players one lower, draw 7, 8, 9"
    offered = [box.itemData(i) for i in range(box.count())]
    assert offered == [DEFAULT_COMPENSATION, "none"]  # R21, or play without it
    assert set(offered) < set(COMPENSATIONS)  # the other candidates are set by name
    window.start.grab().save(str(tmp_path / "start.png"))


def test_the_window_lets_its_gui_thread_in_quickly_while_a_bot_thinks(window):
    """A bot searches in a worker thread; at Python's default 5 ms switch interval every
    Python call of a repaint waited for it and a frame took up to 370 ms (bench/window.py
    --bot strong). The window lowers the interval, and never raises one set lower."""
    import sys

    from client.window.main_window import INTERPRETER_SWITCH_S, _share_the_interpreter_often

    assert sys.getswitchinterval() == pytest.approx(INTERPRETER_SWITCH_S, abs=2e-6)
    try:
        sys.setswitchinterval(0.005)
        _share_the_interpreter_often()
        assert sys.getswitchinterval() == pytest.approx(INTERPRETER_SWITCH_S, abs=2e-6)
        sys.setswitchinterval(0.0001)
        _share_the_interpreter_often()
        assert sys.getswitchinterval() == pytest.approx(0.0001, abs=2e-6)
    finally:
        sys.setswitchinterval(INTERPRETER_SWITCH_S)
