"""The bar above the table: long waiting words (a watched LAN table says whom it waits for,
what, until when, and who is away) are cut to the room left, whole in the tooltip, and never
squeeze the turn or Hypnose's phase strip beside them."""

from __future__ import annotations

from screens import fit_problems, overlap_problems

from client.games.hypnose.topbar import PhaseTopBar

LONG = (
    "Waiting for Ana-and-a-very-long-name: her Refresh phase (until 12:34:56)"
    " · Ben: Away: not connected · Clara: Away: not connected"
)


def test_long_waiting_words_are_cut_and_leave_the_phase_strip_whole(qtbot):
    bar = PhaseTopBar()
    qtbot.addWidget(bar)
    bar.resize(900, 40)
    bar.show()
    qtbot.waitExposed(bar)
    bar.show_phase("Turn 12 · Ana", "duel", LONG)
    qtbot.wait(20)
    for label in bar.steps.values():
        assert label.width() >= label.sizeHint().width(), label.text()
    assert bar.turn.width() >= bar.turn.sizeHint().width()
    shown = bar.waiting.text()
    assert shown != LONG and shown.endswith("…") and LONG.startswith(shown[:-1])
    assert bar.waiting.words == LONG and bar.waiting.toolTip() == LONG
    assert not fit_problems(bar) + overlap_problems(bar)
    # With room enough, the words are whole and no tooltip repeats them.
    bar.resize(2400, 40)
    qtbot.wait(20)
    assert bar.waiting.text() == LONG and bar.waiting.toolTip() == ""
    assert LONG in bar.accessibleDescription()
