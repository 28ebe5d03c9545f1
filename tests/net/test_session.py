"""One session for offline and LAN play: bots and humans, typed events, the same game."""

from __future__ import annotations

import weakref

import pytest

from core.errors import IllegalAction
from core.game import version_id
from core.games import get
from net.dealer.driver import FairDriver
from net.dealer.peer import FairDealer
from net.protocol.identity import Identity
from net.protocol.terms import Terms, fresh_nonce
from net.session.bus import Bus
from net.session.deadlines import Deadlines
from net.session.session import (
    Changed,
    Dealt,
    Ended,
    Learned,
    LocalDriver,
    Overdue,
    Played,
    ProofsVerified,
    Session,
    Waiting,
    YourTurn,
)
from net.session.transport import BusTransport

GAME = get("hypnose")


def table_terms(ids, settings):
    """What a lobby would agree on: keys, the game's version, settings, a fresh nonce each."""
    keys = {s: i.public_key for s, i in enumerate(ids)}
    nonces = {s: fresh_nonce() for s in keys}
    return Terms(keys, version_id(GAME), GAME.settings_values(settings), nonces)


TOLD: weakref.WeakKeyDictionary[Session, list] = weakref.WeakKeyDictionary()


def told(session: Session) -> list:
    """Every event ``session`` emitted (a session keeps none: its listener hears them)."""
    return TOLD.setdefault(session, [])


def bots(seats, seed="s"):
    return {s: GAME.bots["strategic"](f"{seed}/{s}") for s in seats}


def test_offline_session_of_bots_plays_to_the_end_and_reports_it():
    settings = GAME.settings({"players": 2, "start_resistance": 5})
    events: list = []
    session = Session(LocalDriver(GAME, settings, seed=3), agents=bots((0, 1)), me=0,
                      listener=events.append)  # fmt: skip
    over = session.run()
    assert over.outcome is not None and len(over.outcome.winners) == 1
    kinds = {type(e) for e in events}
    assert {Played, Dealt, Learned, Changed, Ended} <= kinds
    played = [e for e in events if isinstance(e, Played)]
    assert all(e.text and e.message.id.startswith("hypnose.") for e in played)
    assert isinstance(events[-1], Ended)
    changes = [m.id for e in events if isinstance(e, Changed) for m in e.messages]
    assert {"hypnose.turn", "hypnose.resistance", "hypnose.winner"} <= set(changes)


def assert_told_change_by_change(events) -> None:
    """Each Changed message follows the change that made it, among the Played and Dealt events
    of its report; every duel (an attack) is told with its totals, whatever the driver."""
    changes = attacks = duels = 0
    for event in events:
        if isinstance(event, Played | Dealt):
            changes += 1
            attacks += isinstance(event, Played) and type(event.action).__name__ == "AttackCommit"
        elif isinstance(event, Changed):
            assert len(event.after) == len(event.messages)
            assert (
                list(event.after) == sorted(event.after) and max(event.after, default=0) <= changes
            )
            duels += sum(m.id == "hypnose.duel" for m in event.messages)
            changes = 0
    assert attacks and duels == attacks


def test_offline_messages_are_told_change_by_change():
    settings = GAME.settings({"players": 3, "start_resistance": 5})
    events: list = []
    session = Session(LocalDriver(GAME, settings, seed=8), agents=bots((0, 1, 2)), me=1,
                      listener=events.append)  # fmt: skip
    session.run()
    assert_told_change_by_change(events)


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
    terms = table_terms(ids, settings)
    roster = terms.roster()
    bus = Bus()
    sessions, heard = [], []
    for seat in range(2):
        peer = FairDealer(seat, ids[seat], roster, GAME, settings, BusTransport(bus, seat),
                          terms=terms, nonce=terms.nonces[seat])  # fmt: skip
        driver = FairDriver(peer)
        heard.append([])
        sessions.append(Session(driver, agents=bots((seat,), "lan"), listener=heard[-1].append))
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
    for events in heard:
        kinds = {type(e) for e in events}
        assert {Played, Dealt, Learned, ProofsVerified, Waiting, Ended} <= kinds
        reasons = {e.reason for e in events if isinstance(e, Waiting)}
        assert reasons == {"decision", "messages"}, "waits for a player or for the dealing"
        assert_told_change_by_change(events)


def test_offline_session_serves_sealed_simultaneous_choices():
    from sealed import SealedGame

    game = SealedGame()
    settings = game.settings({"players": 3, "rounds": 2})
    agents = {s: game.bots["random"](f"sealed/{s}") for s in (1, 2)}
    events: list = []
    session = Session(LocalDriver(game, settings, seed=5), humans=(0,), agents=agents,
                      listener=events.append)  # fmt: skip
    rounds = 0
    while session.result is None:
        session.advance()
        asked = session.asked
        if asked is None:
            continue
        assert asked.simultaneous and isinstance(events[-1], YourTurn)
        session.submit(asked.legal[0])
        rounds += 1
    assert rounds == 2 and session.result.outcome is not None
    played = [e.seat for e in events if isinstance(e, Played)]
    assert played == [0, 1, 2, 0, 1, 2], "applied together, in seat order, once all are in"
    scored = [m for e in events if isinstance(e, Changed) for m in e.messages]
    assert all(m.id == "sealed.scored" for m in scored)


class Mute(FairDealer):
    """Goes silent (no message, heartbeat or declaration) once it owes a joint-random reveal."""

    mute = False

    def _act(self):
        r = self.replica
        owed = r.phase.need.get(self.seat)
        if owed and owed[0] == "rreveal" and r.phase.ready(self.seat, "rreveal", r):
            self.mute = True
        return False if self.mute else super()._act()

    def heartbeat(self):
        if not self.mute:
            super().heartbeat()

    def declare(self, debt):
        if not self.mute:
            super().declare(debt)


class NeverDeclares(FairDealer):
    """Honest but never declares (a seat whose declaration does not come in time)."""

    def declare(self, debt):
        pass


def _clocked_lan_game(players, factories):
    """LAN sessions over the bus, their clocks ticking a second at a time."""
    settings = GAME.settings({"players": players, "start_resistance": 5})
    ids = [Identity.generate() for _ in range(players)]
    terms = table_terms(ids, settings)
    roster = terms.roster()
    bus, sessions = Bus(), []
    limits = Deadlines(decision=8, message=4, grace=2, declaration=6, beat=1)
    for seat in range(players):
        cls = factories.get(seat, FairDealer)
        peer = cls(seat, ids[seat], roster, GAME, settings, BusTransport(bus, seat),
                   terms=terms, nonce=terms.nonces[seat])  # fmt: skip
        session = Session(FairDriver(peer), agents=bots((seat,), "clock"), deadlines=limits)
        session.listener = told(session).append
        sessions.append(session)
    for session in sessions:
        session.driver.attach()
    for session in sessions:
        session.driver.start()
        session.advance()
    bus.run_until_idle(max_steps=10**7)
    for now in range(1, 200):
        if all(s.result is not None for s in sessions if not isinstance(s.driver.peer, Mute)):
            break
        for session in sessions:
            session.tick(float(now))
            bus.run_until_idle(max_steps=10**7)
    return sessions


@pytest.mark.parametrize(("players", "named"), [(3, 1), (2, None)])
def test_a_silent_seat_times_out_on_the_session_clock(players, named):
    sessions = _clocked_lan_game(players, {1: Mute})
    for session in sessions:
        if session.driver.peer.seat == 1:
            continue
        assert session.result is not None and session.result.outcome is None
        timeout = session.result.timeout
        assert timeout is not None and timeout.named == named and timeout.debt.seat == 1
        ended = told(session)[-1]
        assert isinstance(ended, Ended) and ended.timeout == timeout
        stages = [e.stage for e in told(session) if isinstance(e, Overdue)]
        assert stages[:2] == ["asked", "declared"]


def test_declarations_that_never_come_end_the_game_here_without_a_result():
    sessions = _clocked_lan_game(3, {1: Mute, 2: NeverDeclares})
    result = sessions[0].result
    assert result is not None and result.abandoned and result.timeout is None
    assert result.outcome is None
    assert [e.stage for e in told(sessions[0]) if isinstance(e, Overdue)][-1] == "gave-up"
