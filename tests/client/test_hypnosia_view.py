"""Hypnosia in the real window (issue 11's board view): a whole offline game against bots
played by clicks on the board and keys, a 6-player board mid-game as a screenshot checked as a
person would look at it, the log's words and each draw's fairness, reduced motion, the help's
rules, and the view in Spanish and Czech with no string left in English."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest
from driver import Progress
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from screens import blank_problems, fit_problems, overlap_problems

from client.games.hypnosia.colours import sector_colour
from client.kit.gameui import Player
from core.game import Message
from core.hypnosia import words as core_words
from core.hypnosia.board import CAPTURED
from core.hypnosia.moves import destination
from core.hypnosia.state import Move, Pass
from net.session.session import Changed, Dealt

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = (Player(0, "Ana", "#E69F00", "circle", None, True), Player(1, "Ada", "#56B4E9", "square"))
USED: Counter[str] = Counter()
"""How the driver acted: ``click`` (the board, a button) or ``key`` (lists, number keys)."""


# --- playing as a person would -------------------------------------------------------------------


def click_board(table, space: int) -> None:
    """A mouse click on ``space`` where the board draws it."""
    point = table.canvas.space_point(space)
    QTest.mouseClick(
        table.canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
        QPoint(round(point.x()), round(point.y())),
    )  # fmt: skip
    USED["click"] += 1
    table.refresh()


def number_key(table, index: int) -> None:
    """Key 1-6: the panel's button clicks after a short flash (later on a loaded machine):
    wait for the decision to be taken, so that no click lands on the next one. The panel is
    drawn first (as a person sees it before pressing): a redraw still due would leave the
    key's button hidden, the key lost, and the wait run to its 5 s limit."""
    before = table.choice
    table.refresh()
    QTest.keyClick(table.panel.window(), Qt.Key(Qt.Key.Key_1 + index))
    USED["key"] += 1
    for _ in range(200):
        QTest.qWait(25)
        if table.choice is not before:
            return
    USED["key lost"] += 1


def by_lists(table) -> bool:
    """Tab to the list of pawns, Space on the first; Space on its first destination."""
    table.units_list.setFocus()
    QTest.keyClick(table.units_list, Qt.Key.Key_Space)
    USED["key"] += 1
    if table.selected is None or not table.targets_list.count():
        return False
    QTest.keyClick(table.targets_list, Qt.Key.Key_Space)
    USED["key"] += 1
    return True


def by_clicks(table) -> bool:
    """Click a ringed unit on the board, then the first highlighted destination."""
    moves = table.moves()
    if not moves:
        return False
    start = moves[0].start
    if table.board.is_home(start):  # any pawn of the lane picks the one that may leave (H10)
        sector = table.board.slot_of(start)[0]
        start = table.board.home_slot(sector, table.board.home_slots)
        occupied = set(table.state.pawns[table.me])
        if start not in occupied:
            start = moves[0].start
    click_board(table, start)
    if table.selected is None:
        return False
    dest = sorted(table.targets())[0]
    click_board(table, dest)
    return True


def play_step(table, step: int) -> bool:
    """One decision of the person, by the board, the lists or the number keys in turn; a
    choice left open (one pawn of a stack or both) is finished with a number key."""
    legal = table.legal
    if legal is None:
        return False
    before = table.choice
    if all(isinstance(a, Pass) for a in legal):
        number_key(table, 0)
    elif step % 3 == 0:
        by_clicks(table)
    elif step % 3 == 1:
        by_lists(table)
    elif table.options():
        number_key(table, 0)
    else:
        by_clicks(table)
    if table.choice is before and table.legal is not None:  # several moves lead there
        if table.options():
            number_key(table, 0)
        else:
            table.escape()
            return False
    return table.choice is not before


def start_hypnosia(win, qtbot, players: int, seed: int) -> None:
    start = win.start
    start.game.setCurrentIndex(start.game.findData("hypnosia"))
    box = start.schema.boxes["players"]
    box.setCurrentIndex(box.findData(players))
    start.seed = seed
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    win.table.table.auto_pass_ms = 10**7  # the driver plays a forced move itself


def play_until(win, qtbot, done) -> int:
    steps = 0
    guard = Progress(win)
    while not done():
        if win.stack.currentWidget() is win.end:
            return steps
        table = win.table.table
        if table.legal is not None and play_step(table, steps):
            steps += 1
        else:
            qtbot.wait(2)
        guard.check()
    return steps


# --- the tests ----------------------------------------------------------------------------------


def test_the_start_screen_offers_hypnosia_with_its_own_words(window):
    start = window.start
    assert start.game.findData("hypnosia") >= 0
    start.game.setCurrentIndex(start.game.findData("hypnosia"))
    assert "dice race" in start.subtitle.text() and "2 to 6" in start.subtitle.text()
    assert "Master hypnotist" not in start.how.text()
    box = start.schema.boxes["players"]
    assert [box.itemData(i) for i in range(box.count())] == [2, 3, 4, 5, 6]
    box.setCurrentIndex(box.findData(6))
    assert "5 bots" in start.opponents.text()


def test_a_whole_offline_hypnosia_game_against_bots_by_clicks_and_keys(window, qtbot):
    USED.clear()
    start_hypnosia(window, qtbot, 3, seed=4)
    steps = play_until(window, qtbot, lambda: window.stack.currentWidget() is window.end)
    print(f"{steps} moves by clicks and keys: {dict(USED)}")
    assert steps > 10
    end = window.end
    assert "race" in end.title.text() or "first place" in end.title.text()
    assert end.chart.points and len(end.chart.players) == 3
    # H6: each player's line is the board colour drawn at the start, not the colour chosen;
    # H18: the ranking shows each place (a tie on points is broken by the first arrival).
    table = window.table.table
    drawn = [table.board.sectors[table.state.sectors[p.seat]].colour for p in end.chart.players]
    assert [QColor(p.colour).name() for p in end.chart.players] == [
        QColor(sector_colour(name)).name() for name in drawn
    ]
    assert end.audit.text().startswith("Drawn by this computer"), "dice are drawn, not dealt"
    places = table.game.ranking(table.state)
    first = min(range(3), key=lambda seat: (places[seat], seat))
    assert end.scores.text().startswith(f"1. {table.players[first].name}: "), end.scores.text()
    assert USED["click"] > 10 and USED["key"] > 10 and not USED["key lost"], USED
    log = "\n".join(e.html for e in window.table.log.entries)
    assert "leaves home" in log and "Rolled by this computer" in log
    # The start too, although the session's first report compares with nothing (H6, H7).
    assert log.count(" plays ") >= 3 and log.count("for the start") >= 3, log[:2000]
    assert "has the highest roll and starts" in log and "Turn 1:" in log
    assert "Places (H18)" in log
    proofs = [e for e in window.table.log.entries if e.kind == "proof"]
    turns = [e for e in window.table.log.entries if e.kind == "turn"]
    assert len(proofs) >= len(turns) > 10, "every roll says how fair it was"
    saved = window.saves.finished()
    assert len(saved) == 1 and saved[0].game == "hypnosia" and saved[0].actions
    # The finished game replays: the board steps through the very states the game went through.
    live = [e.state_hash for e in window.game.events if isinstance(e, Changed)]
    qtbot.mouseClick(end.replay_button, Qt.MouseButton.LeftButton)
    replay = window.replay
    assert window.stack.currentWidget() is replay and len(replay.frames) == len(live)
    table = replay.table
    for step in (0, 3, len(live) // 2, len(live) - 1, 3):
        replay.show_step(step)
        assert table.game.state_hash(table.state) == live[step]
        assert table.canvas.state is table.state and table.legal is None


def test_an_unfinished_hypnosia_game_resumes_where_it_stood(make_window, qtbot):
    win = make_window("en")
    start_hypnosia(win, qtbot, 4, seed=6)
    table = win.table.table
    play_until(win, qtbot, lambda: table.legal is not None and table.state.turns >= 16)
    before = table.game.state_hash(table.state)
    made = len(win.game.saved.actions)
    win.close()  # every choice is saved as it is made
    again = make_window("en")
    assert again.start.resume_box.isVisibleTo(again)
    qtbot.mouseClick(again.start.resume_button, Qt.MouseButton.LeftButton)
    table = again.table.table
    table.auto_pass_ms = 10**7  # a forced move would otherwise be played at once (instant bots)
    qtbot.waitUntil(lambda: table.legal is not None, timeout=20000)
    assert len(again.game.saved.actions) == made
    assert table.game.state_hash(table.state) == before, (made, table.state.turns)
    assert len(again.table.log.entries) > 20, "the log is there again"


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    chosen = os.environ.get("HYPNOSE_SCREENSHOTS")
    path = Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots in {path}")
    return path


def board_problems(table) -> list[str]:
    """What a person would see wrong on the board: a pawn off the board widget, tokens of two
    different spaces on top of each other, a destination not ringed, an empty side column."""
    canvas, board, state = table.canvas, table.board, table.state
    problems = []
    rect = canvas.rect()
    points = {}
    for seat, own in enumerate(state.pawns):
        for space in own:
            if space in (CAPTURED, board.centre):
                continue
            point = canvas.space_point(space)
            if not rect.adjusted(8, 8, -8, -8).contains(point.toPoint()):
                problems.append(f"seat {seat}'s pawn on {board.name(space)} is off the board")
            points[space] = point
    half = canvas.scale() * 0.40
    spaces = sorted(points)
    for i, a in enumerate(spaces):
        for b in spaces[i + 1 :]:
            d = points[a] - points[b]
            if abs(d.x()) < half and abs(d.y()) < half:
                problems.append(f"pawns on {board.name(a)} and {board.name(b)} overlap")
    for row in table.side.rows:
        if not row.text():
            problems.append("a player's row in the side column is empty")
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "es", "cs"])
def test_a_six_player_board_mid_game_reads_well(make_window, qtbot, folder, language):
    win = make_window(language)
    start_hypnosia(win, qtbot, 6, seed=8)
    table = win.table.table

    def mid_game() -> bool:
        state = table.state
        return (
            table.legal is not None
            and state is not None
            and state.turns >= 24
            and any(isinstance(a, Move) and not table.board.is_home(a.start) for a in table.legal)
        )

    play_until(win, qtbot, mid_game)
    assert win.stack.currentWidget() is win.table, "the game ended before mid-game"
    move = next(a for a in table.legal if isinstance(a, Move) and not table.board.is_home(a.start))
    click_board(table, move.start)  # a unit picked: its destinations ringed with their dice
    assert destination(table.board, move) in table.targets()
    table.canvas.settle()
    QTest.mouseMove(table.top, QPoint(5, 5))
    QTest.qWait(30)
    image = win.grab().toImage()
    image.save(str(folder / f"hypnosia-6-players-{language}.png"))
    problems = fit_problems(win) + overlap_problems(win) + blank_problems(image)
    problems += board_problems(table)
    assert not problems, "\n".join(problems)
    canvas = table.canvas.grab().toImage()
    assert len(blank_problems(canvas)) == 0
    # Readable without colour: every seat's token carries its own shape and number.
    assert len({p.shape for p in table.players}) == 6
    assert all(f"{seat + 1}" in table.words.player(seat) for seat in range(6))
    names = [row.text() for row in table.side.rows]
    assert all(p.name in text for p, text in zip(table.players, names, strict=True))


def test_a_stack_is_drawn_as_two_tokens(qapp):
    """H14: two pawns of one colour on one space are visibly two (more of the token shows)."""
    from client.games.hypnosia.board import BoardCanvas
    from core.games import get
    from core.hypnosia.state import evolve
    from core.play import Table

    game = get("hypnosia")
    table = Table.deal(game, game.settings({"players": 2}), 1)
    table.run_dealer()
    canvas = BoardCanvas(game.board, PLAYERS)
    canvas.resize(600, 600)
    state = table.state
    a5 = game.board.space("A3")

    def ink(pawns) -> int:
        canvas.state = evolve(state, pawns=pawns)
        image = canvas.grab().toImage()
        point = canvas.space_point(a5)
        dark = 0
        for x in range(int(point.x()) - 20, int(point.x()) + 20):
            for y in range(int(point.y()) - 20, int(point.y()) + 20):
                if QColor(image.pixel(x, y)).lightness() < 60:
                    dark += 1
        return dark

    home = tuple(sorted(game.board.home_slot(state.sectors[0], k) for k in (3, 4)))
    single = ink(((CAPTURED, a5, *home), state.pawns[1]))
    stack = ink(((a5, a5, *home), state.pawns[1]))
    assert stack > single * 1.3, (single, stack)


def test_dice_roll_with_motion_and_stand_still_with_reduce_motion(qapp):
    from client.games.hypnosia.board import BoardCanvas
    from core.games import get

    canvas = BoardCanvas(get("hypnosia").board, ())
    canvas.animation_ms = 350
    canvas.roll((3, 5))
    assert canvas.rolling()
    canvas.settle()
    canvas.animation_ms = 0  # the "reduce motion" setting
    canvas.roll((3, 5))
    assert not canvas.rolling()
    canvas.move(0, 1, 0, 5)
    assert canvas.motion is None


def test_every_core_message_id_has_words_in_the_log(qapp):
    from client.games.hypnosia import messages
    from client.kit.i18n import Translations

    assert Translations().use("en")  # its catalogue says "1 pawn", "2 pawns"
    known = set(messages.TEMPLATES) | set(messages.COUNTED)
    assert set(core_words.ENGLISH) <= known, set(core_words.ENGLISH) - known
    words = messages.Words(PLAYERS)
    words.colours = {0: "red", 1: "green"}
    args = {"die": 3, "start": "A5", "pawns": 2, "end": "A8"}
    line = words.message(Message("hypnosia.move", args), 1)
    assert "Ada" in line and "A5" in line and "A8" in line and "2 pawns" in line
    bot = Message("hypnosia.bot_played", {"seat": 0, "action": Message("hypnosia.pass")})
    assert "does not enter" in words.message(bot, None)


def test_each_draw_says_how_fair_it_was(qapp):
    from client.games.hypnosia.messages import fairness
    from core.vocabulary import RandomStep, RandomValue

    offline = fairness(RandomStep(36), RandomValue(20), shared=False)
    assert "this computer" in offline and "20 of 36" in offline
    lan = fairness(RandomStep(36), RandomValue(20), shared=True)
    assert "committed" in lan and "every reveal matched" in lan
    assert fairness(RandomStep(720), RandomValue(3), shared=True).startswith("Fair draw")


def test_the_help_shows_the_hypnosia_rules_and_board(window, qtbot):
    from client.window.help import HelpDialog

    shipped = (ROOT / "resources/hypnosia/rules.md").read_text(encoding="utf-8")
    assert shipped == (ROOT / "docs/rules/hypnosia.md").read_text(encoding="utf-8"), (
        "resources/hypnosia/rules.md is the shipped copy of docs/rules/hypnosia.md"
    )
    assert (ROOT / "resources/hypnosia/hypnosia-board.svg").read_bytes() == (
        ROOT / "docs/rules/hypnosia-board.svg"
    ).read_bytes()
    start_hypnosia(window, qtbot, 2, seed=1)
    dialog = HelpDialog(window.ui(), "en", True, window)
    qtbot.addWidget(dialog)
    text = dialog.rules.toPlainText()
    assert "Hypnosia: the rules" in text and "H20 A worked example" in text
    assert dialog.tabs.tabText(1) == "Board"
    assert "<a id=" not in window.ui().rules("en")


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", ""), ("es", "Por ahora las reglas están escritas en inglés"),
     ("cs", "Pravidla jsou zatím jen v angličtině")],
)  # fmt: skip
def test_the_help_says_in_spanish_and_czech_that_the_rules_are_in_english(
    make_window, qtbot, language, words
):
    """docs/rules/hypnosia.md is English only: the help shows it, and says so in the
    player's language (with nothing about cards: Hypnosia has none)."""
    from client.window.help import HelpDialog

    win = make_window(language)
    start_hypnosia(win, qtbot, 2, seed=1)
    dialog = HelpDialog(win.ui(), language, True, win)
    qtbot.addWidget(dialog)
    assert "Hypnosia: the rules" in dialog.rules.toPlainText()
    assert dialog.rules_note.isVisibleTo(dialog) == bool(words)
    assert words in dialog.rules_note.text()
    assert "card" not in dialog.rules_note.text() and "carta" not in dialog.rules_note.text()


@pytest.mark.slow
def test_the_hypnosia_table_in_spanish_and_czech_leaves_nothing_in_english(make_window, qtbot):
    from test_languages import table_in_each_language

    win = make_window("en")
    start_hypnosia(win, qtbot, 4, seed=2)
    table = win.table.table
    play_until(win, qtbot, lambda: table.legal is not None and table.state.turns >= 12)
    results = table_in_each_language(win)
    assert any("Turno" in t for t in results["es"])
    assert any("Tah" in t for t in results["cs"])


def test_the_first_game_guide_points_at_each_part_of_the_hypnosia_table(window, qtbot):
    start = window.start
    start.game.setCurrentIndex(start.game.findData("hypnosia"))
    start.seed = 5
    qtbot.mouseClick(start.guide_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.guide is not None)
    guide = window.guide
    seen = []
    for index in range(len(guide.steps)):
        guide.go(index)
        target = guide.target()
        assert target is not None and window.rect().contains(target.center())
        assert not guide.bubble.geometry().intersects(target.adjusted(4, 4, -4, -4)) or index == 0
        seen.append(guide.steps[index].area)
        assert guide.steps[index].text()
    assert {"board", "dice", "side", "panel", "top", "log"} <= set(seen)
    QTest.keyClick(guide, Qt.Key.Key_Escape)


def test_a_lan_game_on_the_bus_says_every_roll_was_drawn_jointly(qapp):
    """The table fed by a LAN session (two fair dealers over the in-process bus, bots at both
    seats): every roll's line says it is the hash of both peers' committed random bytes, and
    the board ends where the game did."""
    from client.games.hypnosia.table import HypnosiaTable
    from core.game import version_id
    from core.games import get
    from net.dealer.driver import FairDriver
    from net.dealer.peer import FairDealer
    from net.protocol.identity import Identity
    from net.protocol.terms import Terms, fresh_nonce
    from net.session.bus import Bus
    from net.session.session import Session
    from net.session.transport import BusTransport

    game = get("hypnosia")
    settings = game.settings({"players": 2})
    ids = [Identity.generate() for _ in range(2)]
    keys = {s: i.public_key for s, i in enumerate(ids)}
    terms = Terms(keys, version_id(game), game.settings_values(settings),
                  {s: fresh_nonce() for s in keys})  # fmt: skip
    bus = Bus()
    sessions, first = [], []
    for seat in range(2):
        link = BusTransport(bus, seat)
        peer = FairDealer(seat, ids[seat], terms.roster(), game, settings, link,
                          terms=terms, nonce=terms.nonces[seat])  # fmt: skip
        agents = {seat: game.bots["strategic"](f"lan/{seat}")}
        heard = first.append if seat == 0 else None  # (the session keeps no events)
        sessions.append(Session(FairDriver(peer), agents=agents, listener=heard))
    for session in sessions:
        session.driver.attach()
    for session in sessions:
        session.driver.start()
        session.advance()
    bus.run_until_idle(max_steps=10**7)
    assert sessions[0].result is not None and sessions[0].result.proof is None
    players = (
        Player(0, "Ana", "#E69F00", "circle", None, True),
        Player(1, "Ada", "#56B4E9", "square"),
    )
    table = HypnosiaTable(game, players)
    assert not table.shared_dice, "until told otherwise, a table is an offline one"
    table.set_shared_randomness(True)  # as the window's LAN screen tells every LAN table
    entries = [e for event in first for e in table.on_event(event)]
    turns = [e for e in entries if e.kind == "turn"]
    proofs = [e for e in entries if e.kind == "proof"]
    draws = [e for e in first if isinstance(e, Dealt)]
    assert len(turns) > 10 and len(proofs) == len(draws) >= len(turns) + 2  # colours, start
    assert all(entries[entries.index(t) + 1].kind == "proof" for t in turns), "after each roll"
    assert all("committed" in e.html and "this computer" not in e.html for e in proofs)
    table.refresh()
    assert table.ended and table.state == sessions[0].driver.view(0).state
