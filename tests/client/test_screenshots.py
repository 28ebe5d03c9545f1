"""Screenshots of the window in English, Spanish and Czech (the start screen, a table mid-game,
a duel's result, the end screen), saved as PNGs in a folder the test prints, and checked the
way a person would look at them: every word fits its widget, nothing overlaps that should not,
nothing is blank, the table's items keep to their places, and the hand shows its cards.

``HYPNOSE_SCREENSHOTS=folder`` keeps the pictures there instead of a temporary folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from driver import Progress, click_card, play_step
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from screens import blank_problems, fit_problems, overlap_problems, scene_problems, settle_layouts

from core.hypnose.zones import Zone

SEED = 21


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    chosen = os.environ.get("HYPNOSE_SCREENSHOTS")
    path = Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots in {path}")
    return path


def check(win, name: str, folder: Path) -> None:
    if win.table is not None:  # the pointer rests outside the table: no card enlarged
        QTest.mouseMove(win.table.table.top, QPoint(5, 5))
        win.table.table.board.hide_zoom()
    QTest.qWait(30)
    settle_layouts()  # before the picture too
    image = win.grab().toImage()
    image.save(str(folder / f"{name}.png"))
    problems = fit_problems(win) + overlap_problems(win) + blank_problems(image)
    if win.table is not None and win.stack.currentWidget() is win.table:
        board = win.table.table.board
        board.settle()
        problems += scene_problems(board)
    assert not problems, f"{name}:\n" + "\n".join(problems)


def hand_shows_its_cards(table) -> None:
    view = table.model.known()
    hand = [h for h in view.state.hand(table.model.me) if h not in table.model.commit]
    shown = [k for k, where in table.board.places.items() if where == "hand"]
    assert sorted(shown) == sorted(hand)
    viewport = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    for handle in hand:
        item = table.board.cards[handle]
        assert item.kind is not None, "my own cards are face up to me"
        assert viewport.contains(item.sceneBoundingRect().adjusted(6, 6, -6, -6))


class GameEnded(Exception):
    """The game ended before what a screenshot waits for."""


def play_until(win, qtbot, done) -> None:
    steps = 0
    guard = Progress(win)
    while not done():
        if win.stack.currentWidget() is win.end:
            raise GameEnded
        table = win.table.table
        if table.choice is not None and play_step(table, steps):
            steps += 1
        else:
            qtbot.wait(2)
        guard.check()


def start_game(win, qtbot, seed: int) -> None:
    win.start.seed = seed
    box = win.start.schema.boxes["players"]
    box.setCurrentIndex(box.findData(3))
    resistance = win.start.schema.boxes["start_resistance"]
    resistance.setCurrentIndex(resistance.findData(7))  # a short game (R5)
    qtbot.mouseClick(win.start.start_button, Qt.MouseButton.LeftButton)
    win.table.table.auto_pass_ms = 10**7  # the driver clicks "go on" itself


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "es", "cs"])
def test_screenshots_read_well_in_every_language(make_window, qtbot, folder, language):
    win = make_window(language)
    check(win, f"start-{language}", folder)
    for seed in range(SEED, SEED + 10):  # a deal in which the person gets to fight a duel
        start_game(win, qtbot, seed)
        table = win.table.table

        def buying(table=table) -> bool:
            choice = table.choice
            return (
                choice is not None
                and choice.decision.value == "buy"
                and choice.view.state.turn >= 3
                and bool(choice.view.state.zone(Zone.MARKET))
            )

        def my_duel_decided(table=table) -> bool:
            report = table.model.report
            return (
                report is not None
                and report.args["attacker"] == table.model.me
                and table.choice is not None
            )

        try:
            play_until(win, qtbot, buying)
            click_card(table, table.choice.view.state.zone(Zone.MARKET)[0])  # a payment comes
            hand_shows_its_cards(table)
            check(win, f"table-{language}", folder)
            play_until(win, qtbot, my_duel_decided)
        except GameEnded:
            win.go_home()
            continue
        break
    else:
        pytest.fail("no deal gave the person a duel")
    table.refresh()
    assert table.board.duel_area.lines, "the duel area states the totals"
    check(win, f"duel-{language}", folder)
    play_until(win, qtbot, lambda: win.stack.currentWidget() is win.end)
    check(win, f"end-{language}", folder)
