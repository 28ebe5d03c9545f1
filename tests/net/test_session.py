"""One session for offline and LAN play: bots and humans, typed events, the same game."""

from __future__ import annotations

import os

import pytest

from core.errors import IllegalAction
from core.games import get
from net.bus import Bus
from net.dealer.peer import FairDealer
from net.identity import Identity
from net.messages import Roster
from net.session import (
    Changed,
    Dealt,
    Ended,
    FairDriver,
    Learned,
    LocalDriver,
    Played,
    ProofsVerified,
    Session,
    Waiting,
    YourTurn,
)
from net.transport import BusTransport

GAME = get("hypnose")


def bots(seats, seed="s"):
    return {s: GAME.bots["strategic"](f"{seed}/{s}") for s in seats}


def test_offline_session_of_bots_plays_to_the_end_and_reports_it():
    settings = GAME.settings({"players": 2, "start_resistance": 5})
    session = Session(LocalDriver(GAME, settings, seed=3), agents=bots((0, 1)), me=0)
    over = session.run()
    assert over.outcome is not None and len(over.outcome.winners) == 1
    kinds = {type(e) for e in session.events}
    assert {Played, Dealt, Learned, Changed, Ended} <= kinds
    played = [e for e in session.events if isinstance(e, Played)]
    assert all(e.text and e.message.id.startswith("hypnose.") for e in played)
    assert isinstance(session.events[-1], Ended)
    changes = [m.id for e in session.events if isinstance(e, Changed) for m in e.messages]
    assert {"hypnose.turn", "hypnose.resistance", "hypnose.winner"} <= set(changes)


def test_a_human_seat_waits_for_submit_and_illegal_choices_change_nothing():
    settings = GAME.settings({"players": 2})
    seen = []
    session = Session(
        LocalDriver(GAME, settings, seed=1), humans=(0,), agents=bots((1,)), listener=seen.append
    )
    for _ in range(30):
        session.advance()
        asked = session.asked
        if asked is None:
            break
        assert isinstance(seen[-1], YourTurn) and seen[-1].seat == 0
        before = session.driver.state_hash()
        with pytest.raises(IllegalAction):
            session.submit(("not", "an action"))
        assert session.driver.state_hash() == before
        session.submit(asked.legal[-1])
    assert any(isinstance(e, Played) and e.seat == 1 for e in seen), "the bot played too"


def test_session_refuses_a_seat_without_player():
    with pytest.raises(ValueError, match="neither a human nor an agent"):
        Session(LocalDriver(GAME, GAME.settings(), seed=1), agents=bots((0,)))


def test_lan_sessions_over_the_bus_agree_on_the_game():
    settings = GAME.settings({"players": 2, "start_resistance": 5})
    ids = [Identity.generate() for _ in range(2)]
    roster = Roster(os.urandom(16), {s: i.public_key for s, i in enumerate(ids)})
    bus = Bus()
    sessions = []
    for seat in range(2):
        peer = FairDealer(seat, ids[seat], roster, GAME, settings, BusTransport(bus, seat))
        driver = FairDriver(peer)
        sessions.append(Session(driver, agents=bots((seat,), "lan")))
    for session in sessions:
        session.driver.attach()
    for session in sessions:
        session.driver.start()
        session.advance()
    bus.run_until_idle(max_steps=10**7)
    results = [s.result for s in sessions]
    assert all(r is not None and r.proof is None for r in results)
    assert results[0].outcome == results[1].outcome and results[0].outcome.winners
    assert sessions[0].driver.peer.hashes == sessions[1].driver.peer.hashes
    for session in sessions:
        kinds = {type(e) for e in session.events}
        assert {Played, Dealt, Learned, ProofsVerified, Waiting, Ended} <= kinds
        reasons = {e.reason for e in session.events if isinstance(e, Waiting)}
        assert reasons == {"decision", "messages"}, "waits for a player or for the dealing"


def test_offline_session_serves_sealed_simultaneous_choices():
    from sealed import SealedGame

    game = SealedGame()
    settings = game.settings({"players": 3, "rounds": 2})
    agents = {s: game.bots["random"](f"sealed/{s}") for s in (1, 2)}
    session = Session(LocalDriver(game, settings, seed=5), humans=(0,), agents=agents)
    rounds = 0
    while session.result is None:
        session.advance()
        asked = session.asked
        if asked is None:
            continue
        assert asked.simultaneous and isinstance(session.events[-1], YourTurn)
        session.submit(asked.legal[0])
        rounds += 1
    assert rounds == 2 and session.result.outcome is not None
    played = [e.seat for e in session.events if isinstance(e, Played)]
    assert played == [0, 1, 2, 0, 1, 2], "applied together, in seat order, once all are in"
    scored = [m for e in session.events if isinstance(e, Changed) for m in e.messages]
    assert all(m.id == "sealed.scored" for m in scored)
