"""Hypnose's table fed a real session's events, deterministically (fixed seed, seeded bots, no
timers): a duel selection asked again, and the game start's progress bar."""

from __future__ import annotations

from client.games import game_ui
from client.games.hypnose.table import HypnoseTable
from client.kit.gameui import Player
from client.window.tablescreen import TableScreen
from core import games
from core.hypnose.actions import Attack, Decision, Defend
from core.vocabulary import ShuffleStep
from net.session.session import Dealt, LocalDriver, Session, YourTurn

PLAYERS = (
    Player(0, "Ana", "#c33", "circle", me=True),
    Player(1, "Ben", "#33c", "square", bot="strategic"),
)


def test_a_duel_selection_asked_again_shows_every_card_of_the_hand(qapp):
    """A selection the table sent but the session did not take yet is asked again (a LAN
    client re-asks a choice still open after ``ASK_AGAIN_S``): the hand shown, and its
    keyboard list, hold every card the new question chooses among, none hidden as face-down
    (R11). Before the fix the DEFEND pool {0..5} met the list [3, 1, 4, 5]."""
    game = games.get("hypnose")
    bots = {seat: game.bots["strategic"](f"7/{seat}") for seat in (0, 1)}
    events: list = []
    session = Session(LocalDriver(game, game.settings({}), 7), humans=(0, 1),
                      listener=events.append, me=0)  # fmt: skip
    table = HypnoseTable(game, PLAYERS)
    table.auto_pass_ms = 10**7
    sent: list = []
    table.chosen.connect(sent.append)
    session.advance()
    checked = 0
    for _ in range(2000):
        asked = session.asked
        if asked is None:
            break
        for event in events:
            if not (isinstance(event, YourTurn) and event.seat != 0):
                table.on_event(event)
        events.clear()
        action = bots[asked.seat].choose(asked.view, asked.legal)
        selection = isinstance(action, Attack | Defend) and action.cards
        if asked.seat == 0 and asked.decision in (Decision.DUEL, Decision.DEFEND) and selection:
            table.refresh()
            table._submit(action)  # the person's selection is sent...
            assert sent[-1] == action
            table.refresh()
            assert not set(action.cards) & set(table.hand_list.keys), "shown face down"
            # ...and, not taken yet, the same question comes again.
            table.on_event(YourTurn(0, asked.view, asked.legal, False, asked.decision))
            table.refresh()
            pool = set(table.choice.pool())
            assert pool <= set(table.hand_list.keys), (asked.decision, pool, table.hand_list.keys)
            assert pool <= set(table.board.order.get("hand", []))
            checked += 1
            if checked >= 3:
                return
        session.submit(action)
    raise AssertionError(f"only {checked} duel selections of seat 0 in the game")


def test_the_game_start_shows_its_shuffles_as_a_progress_bar(qapp):
    """R12: every stack and pile is shuffled at the start (in a LAN game each shuffle is every
    player's, with its proof): the bar counts them, then goes once they are done."""
    game = games.get("hypnose")
    players = (*PLAYERS, Player(2, "Cleo", "#3c3", "triangle", bot="strategic"))
    screen = TableScreen(game_ui("hypnose"), players, {"players": 3})
    events: list = []
    session = Session(LocalDriver(game, game.settings({"players": 3}), 5), humans=(0, 1, 2),
                      listener=events.append, me=0)  # fmt: skip
    session.advance()
    shuffles = [e for e in events if isinstance(e, Dealt) and isinstance(e.step, ShuffleStep)]
    assert screen.table.setup_shuffles == 5 == len(shuffles)  # two stacks, three draw piles
    seen = []
    for event in events:
        if isinstance(event, YourTurn) and event.seat != 0:
            continue
        screen._event(event)
        seen.append((screen.progress.isVisibleTo(screen), screen.progress.value()))
        if event is shuffles[1]:
            assert screen.progress.text() == "Shuffling the stacks and piles: 2 of 5"
    assert seen[0] == (True, 0) or seen[0] == (True, 1)
    assert [v for shown, v in seen if shown] == sorted(v for shown, v in seen if shown)
    assert not screen.progress.isVisibleTo(screen), "gone once the start's shuffles are done"
