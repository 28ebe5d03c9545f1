"""What ``hypnose peer`` prints of a game (``client.cli.peer.Printer``), fed the events of real
games: in Hypno Vision's slots (V9-V15) only what a seat did and a seat becoming done, not the
idle choice every seat makes ten times a second; outside slots, every action."""

from __future__ import annotations

from client.cli.peer import Printer
from core import games
from core.hypnovision.state import Wait
from net.game.lan_game import LanEvent
from net.session.session import LocalDriver, Played, Session
from net.session.slots import SlotClock
from tests.net.visionkit import GAME, VirtualTime, settings

LOOKS, DONE = Wait(False), Wait(True)


def printed(capsys) -> list[str]:  # type: ignore[no-untyped-def]
    return capsys.readouterr().out.splitlines()


def test_idle_slots_print_nothing_and_every_grab_stop_and_roll_is_printed(capsys):
    """A scramble game of three: the person (seat 0) is done in every slot it may be (V15),
    two random bots grab, put back, call Stop and go done now and then."""
    time, events = VirtualTime(), []
    show = Printer({}, GAME)

    def heard(event):  # type: ignore[no-untyped-def]
        events.append(event)
        show(LanEvent(0, event))

    clock = SlotClock.offline(GAME, settings(3), 11, me=0,
                              bots={1: "random-fast", 2: "random-fast"},
                              listener=heard, now=time)  # fmt: skip
    clock.set_done(True)
    assert clock.run(sleep=time.sleep).outcome is not None
    lines = printed(capsys)
    played = [e for e in events if isinstance(e, Played)]
    idle = [e for e in played if e.action == LOOKS]
    done_by_me = [e for e in played if e.seat == 0 and e.action == DONE]
    assert len(idle) > 100 and len(done_by_me) > 20  # the noise was there to be left out
    assert not [line for line in lines if line.endswith("looks")]
    did = [f"[seat 0] {e.text}" for e in played if e.action not in (LOOKS, DONE)]
    over = "[seat 0] the game is over"
    assert did and [line for line in lines if not line.endswith("is done")] == [*did, over]
    # the person's Done is printed once a scramble (slot 0 is idle only, V11), not per slot
    said_done = sum(line.endswith("is done") for line in lines)
    assert 5 <= said_done <= 5 + sum(e.action == DONE for e in played if e.seat != 0)
    assert len(lines) < len(played) / 5


def test_outside_slots_every_action_is_printed(capsys):
    game = games.get("hypnose")
    show, played = Printer({}, game), []

    def heard(event):  # type: ignore[no-untyped-def]
        if isinstance(event, Played):
            played.append(f"[seat 1] {event.text}")
        show(LanEvent(1, event))

    bots = {seat: game.bots["random"](f"7/{seat}") for seat in (0, 1)}
    driver = LocalDriver(game, game.settings({"players": 2}), 7)
    Session(driver, agents=bots, listener=heard, me=1).advance()
    lines = printed(capsys)
    assert len(played) > 20 and [line for line in lines if line in played] == played
    assert lines[-1] == "[seat 1] the game is over"
