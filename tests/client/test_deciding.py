"""The kit's DecidingTable as a real-time game's table uses it (Hypno Vision), fed a real
session's events deterministically (fixed seed, seeded bots; no waiting on the clock): the roll
is the one question that answers itself, after V11's 10 s, not the turn-based games' short
pause; a slot is answered at once; and a slot's outcome is drawn at once, where the turn-based
tables draw a stream of events at most every ``REDRAW_MS``."""

from __future__ import annotations

from client.games import game_ui
from client.games.hypnovision.table import AUTO_ROLL_MS
from client.kit.deciding import AUTO_PASS_MS, REDRAW_MS
from client.kit.gameui import Player
from core import games
from core.hypnovision.state import Decision, Roll
from net.session.session import LocalDriver, Session, YourTurn

PLAYERS = (
    Player(0, "Ana", "#c33", "circle", me=True),
    Player(1, "Ben", "#33c", "square", bot="strategic"),
)
SLOTS_CHECKED = 30


def test_the_roll_answers_itself_after_ten_seconds_and_each_slot_at_once(qapp):
    """V11: the roller's client rolls by itself 10 s after the layout (the kit's timer, with
    Hypno Vision's delay); V9: without a slot clock the table answers each slot's question
    with what the hand holds, at once, and leaves no timer behind."""
    game = games.get("hypnovision")
    table = game_ui("hypnovision").table(PLAYERS, {"players": 2})
    sent: list = []
    table.chosen.connect(sent.append)
    bot = game.bots["strategic"]("3/1")
    events: list = []
    session = Session(LocalDriver(game, game.settings({"players": 2}), 3), humans=(0, 1),
                      listener=events.append, me=0)  # fmt: skip
    session.advance()
    rolls = slots = 0
    for _ in range(20_000):  # a bound: the game has far fewer steps before the checks are met
        asked = session.asked
        if asked is None or (slots >= SLOTS_CHECKED and rolls):
            break
        before = len(sent)
        for event in events:
            if not (isinstance(event, YourTurn) and event.seat != 0):
                table.on_event(event)
        events.clear()
        if asked.seat != 0:
            session.submit(bot.choose(asked.view, asked.legal))
            continue
        if asked.decision is Decision.ROLL:
            assert len(sent) == before, "the roll waits for the person"
            assert table.asked is not None and table._auto.isActive()
            assert table._auto.interval() == AUTO_ROLL_MS != AUTO_PASS_MS
            table._auto.timeout.emit()  # the 10 s are up
            assert sent[before:] == [Roll()], sent[before:]
            rolls += 1
        else:
            assert len(sent) == before + 1, "a slot is answered at once"
            assert sent[-1] in asked.legal
            slots += 1
        assert table.asked is None and not table._auto.isActive()
        session.submit(sent[-1])
    assert rolls >= 1 and slots >= SLOTS_CHECKED, (rolls, slots)


def test_a_slot_is_drawn_at_once_and_a_turn_at_most_every_redraw_ms(qapp):
    """Right after a redraw, more events: Hypno Vision's table draws them at the next turn of
    the event loop; the turn-based tables keep their pace (``REDRAW_MS``, not timed here)."""
    vision = game_ui("hypnovision").table(PLAYERS, {"players": 2})
    vision.refresh()  # a redraw just now...
    vision.schedule()  # ...then more events
    assert vision._refresh_timer.isActive() and vision._refresh_timer.interval() == 0
    for name in ("hypnose", "hypnosia"):
        assert game_ui(name).table(PLAYERS, {"players": 2}).redraw_ms == REDRAW_MS > 0
