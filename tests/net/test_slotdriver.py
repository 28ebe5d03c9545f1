"""The slot clocks of a LAN client's seats (``net.game.slot_clocks``): a clock per seat of a game
that runs in slots (V9), woken by posting to the client's inbox, ticked, clicked into; none, and
nothing to drive, for a game without slots."""

from __future__ import annotations

import asyncio

from core import games
from core.hypnovision.state import Phase, Roll
from net.game.slot_clocks import SlotClocks
from net.session.session import LocalDriver, Session
from tests.net.visionkit import GAME, settings


def vision_session() -> Session:
    driver = LocalDriver(GAME, settings(2), 7)
    session = Session(driver, humans=driver.seats)
    session.advance()
    return session


async def test_a_game_without_slots_has_no_clocks_and_nothing_to_wake() -> None:
    hypnose = games.get("hypnose")
    clocks = SlotClocks(hypnose)
    driver = LocalDriver(hypnose, hypnose.settings({"players": 2}), 7)
    assert clocks.add(0, Session(driver, humans=driver.seats), None) is None
    assert 0 not in clocks
    posted: list[None] = []
    async with asyncio.timeout(1):  # no clocks: it returns at once instead of waiting
        await clocks.wake(lambda: posted.append(None))
    clocks.tick()
    clocks.click(0, "anything")  # no clock for that seat: nothing to do
    assert posted == []


async def test_a_click_goes_to_the_clock_of_its_seat() -> None:
    """V11: the person's roll is made at its click (seat 1 rolls first with this seed)."""
    session = vision_session()
    clocks = SlotClocks(GAME)
    clock = clocks.add(1, session, None)  # the player's seat: its clock takes its clicks
    assert clock is not None and 1 in clocks and 0 not in clocks
    chosen: list[tuple[int, object]] = []
    clock.on_choice = lambda seat, action: chosen.append((seat, action))
    assert session.driver.view(0).state.phase is Phase.ROLL and session.asked.seat == 1
    clocks.click(0, Roll())  # seat 0 is not played here: no clock, nothing happens
    assert chosen == [] and session.asked.seat == 1
    clocks.click(1, Roll())
    assert chosen[0] == (1, Roll())  # then the slot 0 of both persons: idle (V11)


async def test_a_due_clock_is_woken_through_the_inbox_and_its_tick_moves_the_game() -> None:
    """A bot's roll is due after its reaction time: ``wake`` posts, ``tick`` makes it."""
    session = vision_session()
    clocks = SlotClocks(GAME)
    clocks.add(1, session, GAME.bots["strategic-fast"]("seed/1"))  # the roller is the bot
    before = session.driver.view(0).state
    woken = asyncio.Event()
    waker = asyncio.create_task(clocks.wake(woken.set))
    try:
        async with asyncio.timeout(5):  # the bot rolls after 1 s (BOT_ROLL)
            await woken.wait()
    finally:
        waker.cancel()
    assert session.driver.view(0).state == before  # woken only: the inbox's order decides
    clocks.tick()
    assert session.driver.view(0).state != before


async def test_a_bots_roll_is_due_after_the_clocks_bot_roll_time() -> None:
    """``bot_roll_after`` reaches each seat's clock: the bot's roll is due that long after it
    was asked (1 s by default, BOT_ROLL; ``hypnose peer --timings fast`` gives 0.2 s)."""
    from net.session.slots import BOT_ROLL

    for given, expected in ((None, BOT_ROLL), (0.2, 0.2)):
        session = vision_session()
        clocks = SlotClocks(GAME) if given is None else SlotClocks(GAME, bot_roll_after=given)
        clock = clocks.add(1, session, GAME.bots["strategic-fast"]("seed/1"))
        assert clock is not None
        clock.now = iter([100.0]).__next__  # the clock's time, read once: when it was asked
        assert clock.due() == 100.0 + expected
