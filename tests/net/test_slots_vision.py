"""The offline slot clock (V9-V11, ``net.session.slots``): slots in real time from this process's
own clock, bots at their reaction time, a person's click in the next slot it has not committed."""

from __future__ import annotations

import pytest

from core import games
from core.hypnovision.state import Phase, Roll, Stop, Take, Wait
from net.session.session import Ended, LocalDriver, Played, Session
from net.session.slots import SlotClock
from tests.net.visionkit import GAME, VirtualTime, settings


def offline(players: int = 2, bots: str = "strategic-fast") -> tuple[SlotClock, VirtualTime, list]:
    time, events = VirtualTime(), []
    clock = SlotClock.offline(GAME, settings(players), 7, me=0,
                              bots={s: bots for s in range(1, players)},
                              listener=events.append, now=time)  # fmt: skip
    return clock, time, events


def state_of(clock: SlotClock):
    return clock.session.driver.view(0).state


def run_until(clock: SlotClock, time: VirtualTime, test, limit: float = 60.0) -> None:
    """Tick the clock, stepping the virtual time to each due moment, until ``test()`` (checked
    after each tick, so the time is the moment it happened)."""
    end = time.t + limit
    while True:
        clock.tick()
        if test():
            return
        due = clock.due()
        assert due is not None, "the offline game waits for nothing"
        time.t = max(time.t, due)
        assert time.t < end, "it did not happen in time"


def to_the_slots(clock: SlotClock, time: VirtualTime, *queued) -> None:
    """Until the first scramble's slots: the person rolls if it is the roller, then clicks
    ``queued`` at once (they count from slot 1, V11)."""
    run_until(clock, time, lambda: state_of(clock).phase is not Phase.START)
    run_until(clock, time, lambda: state_of(clock).phase is Phase.ROLL)
    if state_of(clock).roller == 0:
        clock.click(Roll())
    for action in queued:
        clock.click(action)
    run_until(clock, time, lambda: state_of(clock).phase is Phase.SLOT)


def mine(events: list) -> list:
    return [e.action for e in events if isinstance(e, Played) and e.seat == 0]


def test_a_bot_game_runs_ten_slots_a_second_and_ends():
    """V9: a slot every 100 ms of this process's clock; the game of bots ends (V17)."""
    time, events = VirtualTime(), []
    started = time.t
    clock = SlotClock.offline(GAME, settings(3), 3, me=0,
                              bots={s: "strategic-fast" for s in range(3)},
                              listener=events.append, now=time)  # fmt: skip
    over = clock.run(sleep=time.sleep)
    assert over.outcome is not None and isinstance(events[-1], Ended)
    slots = [a for a in mine(events) if not isinstance(a, Roll)]
    assert len(slots) > 50
    # each scramble: rolled a bot's second after its layout, slot 0 at once, then 0.1 s a slot
    assert time.t - started == pytest.approx(5 * 1.0 + 0.1 * (len(slots) - 5))
    assert len(state_of(clock).penalties) == 5


def on_table(clock: SlotClock) -> int:
    return next(c for c, h in enumerate(state_of(clock).holder) if h == -1)


def test_a_click_lands_in_the_next_uncommitted_slot():
    """V9: slot t-1 was just committed (and resolved, offline): a click now goes into slot t,
    committed 100 ms after slot t-1; its outcome shows then."""
    clock, time, _ = offline(bots="random-slow")
    to_the_slots(clock, time)
    run_until(clock, time, lambda: state_of(clock).slot == 3)
    card, clicked = on_table(clock), time.t
    clock.click(Take(card))
    assert clock.unresolved()  # queued: slot 3 is committed 0.1 s after slot 2
    run_until(clock, time, lambda: not clock.unresolved())
    state = state_of(clock)
    contested = any(0 in c.claimants for c in state.last.contests)
    assert state.last.slot == 3 and ((0, card) in state.last.taken + state.last.void or contested)
    assert time.t - clicked == pytest.approx(0.1)
    assert list(clock.latencies) == [pytest.approx(0.1)]


def test_clicks_go_one_per_slot_in_click_order():
    """V12: one hand: two quick clicks are two slots."""
    clock, time, events = offline(bots="random-slow")
    to_the_slots(clock, time)
    free = [c for c, h in enumerate(state_of(clock).holder) if h == -1][:2]
    clock.click(Take(free[0]))
    clock.click(Take(free[1]))
    run_until(clock, time, lambda: not clock.unresolved())
    assert [a for a in mine(events) if isinstance(a, Take)] == [Take(free[0]), Take(free[1])]
    assert len(clock.latencies) == 2


def test_a_persons_roll_is_made_for_it_after_ten_seconds():
    """V11: the roller's client rolls at the latest 10 s after the layout appears."""
    for seed in range(20):
        time = VirtualTime()
        clock = SlotClock.offline(GAME, settings(2), seed, me=0, bots={1: "random"}, now=time)
        if state_of(clock).roller == 0:
            break
    assert state_of(clock).phase is Phase.ROLL
    started = time.t
    run_until(clock, time, lambda: state_of(clock).phase is not Phase.ROLL)
    assert time.t - started == pytest.approx(10.0)


def test_a_bot_rolls_after_a_second_and_a_person_at_once():
    for seed in range(20):
        time = VirtualTime()
        clock = SlotClock.offline(GAME, settings(2), seed, me=0, bots={1: "random"}, now=time)
        if state_of(clock).roller == 1:
            break
    started = time.t
    run_until(clock, time, lambda: state_of(clock).phase is not Phase.ROLL)
    assert time.t - started == pytest.approx(1.0)
    clock.click(Roll())  # not the person's roll: refused when its slot comes, nothing changes
    run_until(clock, time, lambda: bool(clock.refused))
    assert clock.refused[0][:2] == (0, Roll()) and state_of(clock).phase is Phase.SLOT


def test_done_is_sent_in_every_slot_until_a_take_clears_it():
    """V15: the Done toggle goes with every idle slot; a take clears it."""
    clock, time, events = offline(bots="random-slow")
    clock.set_done(True)
    to_the_slots(clock, time)
    run_until(clock, time, lambda: state_of(clock).slot >= 3)
    assert state_of(clock).done[0] is True
    assert mine(events)[-1] == Wait(1)
    clock.click(Take(on_table(clock)))
    assert not clock.done()
    run_until(clock, time, lambda: not clock.unresolved())
    assert state_of(clock).done[0] is False


def test_stop_from_the_person_ends_the_scramble():
    """V14: a Stop ends the scramble after its slot; Stop stays unresolved until then."""
    clock, time, events = offline(bots="random-slow")
    to_the_slots(clock, time)
    run_until(clock, time, lambda: state_of(clock).slot >= 2)
    clock.click(Stop())
    assert clock.unresolved()
    run_until(clock, time, lambda: len(state_of(clock).penalties) == 1)
    assert mine(events)[-1] == Stop() and not clock.unresolved()


def test_a_game_without_slots_is_refused():
    hypnose = games.get("hypnose")
    driver = LocalDriver(hypnose, hypnose.settings({}), 1)
    with pytest.raises(ValueError, match="slots"):
        SlotClock(Session(driver, humans=driver.seats))


def test_a_click_before_the_dice_counts_from_slot_one():
    """V11: slot 0 carries no actions; a click made before it counts from slot 1."""
    clock, time, events = offline(bots="random-slow")
    run_until(clock, time, lambda: state_of(clock).phase is Phase.ROLL)
    card = on_table(clock)
    to_the_slots(clock, time, Take(card))
    run_until(clock, time, lambda: not clock.unresolved())
    slots = [a for a in mine(events) if not isinstance(a, Roll)]
    assert slots[:2] == [Wait(0), Take(card)] and not clock.refused


def test_a_slow_bot_takes_its_reaction_time_in_real_time():
    """A bot counts slots: at 100 ms a slot, ``slow`` needs 2-3 s for its first card."""
    time, events = VirtualTime(), []
    clock = SlotClock.offline(GAME, settings(2), 5, me=0, bots={1: "strategic-slow"},
                              listener=events.append, now=time)  # fmt: skip
    to_the_slots(clock, time)
    dice_at = time.t
    run_until(clock, time, lambda: any(h == 1 for h in state_of(clock).holder))
    assert 2.0 <= time.t - dice_at <= 3.2


def bus_table(players: int, seed: int, time: VirtualTime, cap: int | None = 2):
    """``players`` fair dealers on the in-memory bus, each with its session and slot clock on
    the virtual time: seat 0 a person (``click``), the others strategic bots."""
    from core.game import version_id
    from net.dealer.driver import FairDriver
    from net.dealer.peer import FairDealer
    from net.protocol.identity import Identity
    from net.protocol.terms import Terms, fresh_nonce
    from net.session.bus import Bus
    from net.session.transport import BusTransport

    chosen = settings(players)
    identities = [Identity.generate() for _ in range(players)]
    nonces = {s: fresh_nonce() for s in range(players)}
    keys = {s: i.public_key for s, i in enumerate(identities)}
    terms = Terms(keys, version_id(GAME), GAME.settings_values(chosen), nonces)
    roster, bus, clocks = terms.roster(), Bus(), []
    for seat in range(players):
        peer = FairDealer(seat, identities[seat], roster, GAME, chosen, BusTransport(bus, seat),
                          cap, terms=terms, nonce=nonces[seat])  # fmt: skip
        driver = FairDriver(peer)
        driver.attach()
        agents = {} if seat == 0 else {seat: GAME.bots["strategic-fast"](f"{seed}/{seat}")}
        clocks.append(SlotClock(Session(driver, humans=(seat,)), agents, now=time))
    for clock in clocks:
        clock.session.driver.start()
        bus.run_until_idle()
    return bus, clocks


def run_bus(bus, clocks, time: VirtualTime, test, limit: float = 120.0) -> None:
    end = time.t + limit
    while not test():
        bus.run_until_idle()
        for clock in clocks:
            clock.tick()
        bus.run_until_idle()
        if test():
            return
        due = [d for d in (c.due() for c in clocks) if d is not None]
        assert due, "nothing is due and the game is not over"
        time.t = max(time.t, min(due))
        assert time.t < end, "it did not happen in time"


def test_peers_on_the_bus_commit_every_100_ms_and_a_click_lands_in_the_next_slot():
    """V9 over the fair dealer: every peer commits once every opening of the slot before is
    held and 100 ms of its own clock have passed; the two messages of each slot per seat; a
    click lands in the next slot its peer has not committed; every peer agrees."""
    time = VirtualTime()
    bus, clocks = bus_table(3, 1, time)
    me = clocks[0]

    def state():
        return me.session.driver.view(0).state

    run_bus(bus, clocks, time, lambda: state().phase is Phase.ROLL)
    if state().roller == 0:
        me.click(Roll())
    run_bus(bus, clocks, time, lambda: state().phase is Phase.SLOT and state().slot == 3)
    card, clicked = on_table(me), time.t
    me.click(Take(card))
    assert me.unresolved()
    run_bus(bus, clocks, time, lambda: not me.unresolved())
    assert state().last.slot == 3 and time.t - clicked == pytest.approx(0.1)
    run_bus(bus, clocks, time, lambda: all(c.over is not None for c in clocks))
    assert all(c.over.proof is None and c.over.timeout is None for c in clocks)  # audited
    peers = [c.session.driver.peer for c in clocks]
    assert len({tuple(p.hashes) for p in peers}) == 1 and all(p.proof is None for p in peers)
    kinds = [m.body["kind"] for m in peers[0].transcript.messages if m.seat == 0]
    slots = kinds.count("slot_commit")
    assert slots > 10 and kinds.count("slot_open") == slots and "scommit" not in kinds


def test_the_persons_choices_replay_the_game_from_its_seed():
    """What ``on_choice`` hands a saved game (every slot's choice of the person, and its roll)
    deals the game again without a clock: the same states, the same scores."""
    clock, time, _ = offline(3, bots="strategic")
    made: list = []
    clock.on_choice = lambda seat, action: made.append(action)
    to_the_slots(clock, time)
    for _ in range(3):
        later = state_of(clock).slot + 5
        run_until(clock, time, lambda n=later: state_of(clock).slot >= n)
        if state_of(clock).phase is Phase.SLOT:
            clock.click(Take(on_table(clock)))
    clock.set_done(True)
    run_until(clock, time, lambda: len(state_of(clock).penalties) == 2, limit=600)
    script = iter(made)

    class Script:
        def choose(self, view, legal):
            return next(script)

    driver = LocalDriver(GAME, settings(3), 7)
    bots = {s: GAME.bots["strategic"](f"7/{s}") for s in (1, 2)}
    replayed = Session(driver, agents={0: Script(), **bots})
    with pytest.raises(StopIteration):  # the saved choices ran out where the game stands
        replayed.advance()
    assert driver.view(0).state == state_of(clock)


def test_clicks_queued_ahead_are_bounded():
    """One hand (V12): a person cannot queue more than a few clicks ahead of the slots."""
    from net.session.slots import MAX_AHEAD

    clock, time, _ = offline(bots="random-slow")
    to_the_slots(clock, time)
    for _ in range(MAX_AHEAD + 5):
        clock.click(Stop())
    assert len(clock.queues[0]) <= MAX_AHEAD and len(clock.refused) >= 5
