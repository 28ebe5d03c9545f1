"""A Hypnosia seat that stops answering mid-game plays on as the strategic bot (fairplay.md,
"Timeouts", rule 4; ``HypnosiaGame.time_out``): once every other active seat declared it and at
least two independent seats did, every peer records the timeout at the same point of the
history, nobody asks the seat for anything again (no decision, no random commitment or reveal,
no audit secret), a joint random step it stalled restarts among the others, the game ends with
a ranking every peer agrees on (the seat last), the log says the bot took over, and the audit
of every transcript is fair. With two players nobody can be named: the game ends without a
result. A false declaration never removes an honest seat.

Games run over the in-memory bus with each peer's session clock (``net.session.deadlines.Watch``)
on a virtual time (``net.dealer.table``), so the deadlines pass in no wall time.
"""

from __future__ import annotations

import weakref

import pytest
from dealerkit import Seeded, fixed, salted, silent_at

from core import games
from core.game import version_id
from core.hypnosia.state import End
from core.vocabulary import RandomStep
from net.dealer import FairDealer, audit_transcript, check_proof, replay_record, run_game
from net.dealer.driver import FairDriver
from net.dealer.durable import DurableDealer
from net.protocol.seedstream import new_seed
from net.protocol.terms import Terms
from net.protocol.transcript import Transcript
from net.session.bus import Bus
from net.session.deadlines import Deadlines
from net.session.session import Changed, Overdue, PlayedOn, Session
from net.session.transport import BusTransport
from net.store.journal import Journal

GAME = games.get("hypnosia")
SILENT = 1
AFTER = 3
TOLD: weakref.WeakKeyDictionary[Session, list] = weakref.WeakKeyDictionary()
"""Every event a session emitted (a session keeps none: its listener hears them)."""
"""The silent seat stops once this many turns were played (mid-game, dice rolled before)."""


def _play(players, kind, seed=0, turn=AFTER):
    settings = GAME.settings({"players": players})
    peers = salted(Seeded, seed)
    silent = silent_at(kind, peers, turn=turn)
    factories = {**dict.fromkeys(range(players), peers), SILENT: silent}
    run = run_game(GAME, settings, seed=seed, factories=factories, **fixed(players))
    assert run.peers[SILENT].stalled, f"seat {SILENT} never owed a {kind} after turn {turn}"
    return run, settings


def _timeout_transition(peer):
    marks = [t for t in peer.replica.history if t.timed_out]
    assert len(marks) == 1 and marks[0].seat == SILENT
    return marks[0]


@pytest.mark.parametrize(
    ("players", "kind", "seed"),
    # seed 0 at 4 players with a silent action is a race nobody wins: 400 turns to the
    # safety cap (End.CAP), some 2,600 messages and 15 s; seed 1's race ends in 47 turns
    [(3, "action", 0), (3, "rreveal", 0), (4, "rcommit", 0), (4, "action", 1), (4, "rreveal", 0)],
)
def test_a_silent_seat_plays_on_as_the_bot_and_the_others_finish_with_a_ranking(
    players, kind, seed
):
    run, settings = _play(players, kind, seed)
    assert run.proofs == {}
    everyone = run.peers  # the silent peer follows the game too: it receives everything
    for peer in everyone:
        r = peer.replica
        assert r.over and r.timed_out is None, f"seat {peer.seat} at step {r.step}"
        verdict = r.replaced[SILENT]
        assert verdict.named == SILENT and verdict.debt.kind == kind
        assert verdict.declarers == tuple(s for s in range(players) if s != SILENT)
        assert r.state.ended is not None and SILENT in r.state.bots
        assert r.state.ended is not End.CAP, "the others finished the race, not the safety cap"
    assert len({tuple(peer.hashes) for peer in everyone}) == 1
    states = [peer.replica.state for peer in everyone]
    ranking = GAME.ranking(states[0])
    assert {GAME.ranking(s) for s in states} == {ranking}
    assert ranking[SILENT] == max(ranking), "the seat that timed out ranks last"
    outcome = GAME.outcome(states[0])
    assert outcome is not None and SILENT not in outcome.winners
    # at the same point of every history, and the seat is asked for nothing afterwards
    mark = _timeout_transition(everyone[0])
    assert {_timeout_transition(p) for p in everyone} == {mark}
    later = [m for m in everyone[0].transcript.messages if m.body["step"] > mark.step]
    assert later and not [m for m in later if m.seat == SILENT]
    history = everyone[0].replica.history
    if kind != "action":  # the roll it stalled starts over among the others, at a fresh step
        stalled = next(t for t in reversed(history) if t.step < mark.step)
        again = history[history.index(mark) + 1]
        assert isinstance(mark.pending, RandomStep) and again.pending == mark.pending
        rolled = {m.seat for m in everyone[0].transcript.messages
                  if m.body["kind"] == "rcommit" and m.body["step"] == again.step}  # fmt: skip
        assert rolled == set(range(players)) - {SILENT} and stalled.step < again.step
    # the log says so
    after = everyone[0].replica.state
    words = [GAME.render(m) for m in GAME.describe_changes(_before(everyone[0], mark), after)]
    assert any(f"seat {SILENT} timed out: the strategic bot plays it" in w for w in words)
    # the audit of every transcript is fair, and replays to the same record
    for peer in everyone:
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, GAME, settings)
        assert report.fair, report.verdict
        assert list(report.hashes) == peer.hashes
        assert replay_record(report.record, GAME, settings, check=True) == peer.hashes
        assert sum(1 for e in report.record if e.timed_out) == 1


def _before(peer, mark):
    """The public state just before the timeout transition, replayed from the record."""
    r = peer.replica
    state = GAME.new_game(r.settings)
    for t in r.history[1:]:
        if t is mark:
            return state
        if t.action is not None:
            state = GAME.apply_action(state, t.seat, t.action)
        else:
            state = GAME.apply_dealer(state, t.result)
    raise AssertionError("no timeout in the history")


@pytest.mark.parametrize(
    ("players", "kind", "turn", "named"), [(2, "action", AFTER, None), (3, "key", 0, SILENT)]
)
def test_a_silent_seat_ends_the_game_without_a_result_when_nobody_can_play_on(
    players, kind, turn, named
):
    """Two players: nobody can be named. Before the game began (its keys): nothing to go on
    from."""
    run, _ = _play(players, kind, turn=turn)
    for peer in run.peers:
        r = peer.replica
        verdict = r.timed_out
        assert verdict is not None and verdict.named == named and verdict.debt.seat == SILENT
        assert r.over and not r.replaced and not any(t.timed_out for t in r.history)
        assert r.state.ended is None


def test_a_second_timeout_with_two_seats_left_ends_the_game_without_a_result():
    """Four players: seat 1 times out and is played on; then seat 2 (two declarers left: it is
    named and played on too); a third would leave one declarer. Three players: the second
    timeout has one declarer and names nobody."""
    settings = GAME.settings({"players": 4})
    peers = salted(Seeded, 0)
    factories = {0: peers, 1: silent_at("action", peers, turn=3),
                 2: silent_at("action", peers, turn=9), 3: peers}  # fmt: skip
    run = run_game(GAME, settings, factories=factories, **fixed(4))
    assert run.proofs == {}
    for peer in run.peers:
        r = peer.replica
        assert r.over and r.timed_out is None and set(r.replaced) == {1, 2}
        assert r.replaced[2].declarers == (0, 3)
        places = GAME.ranking(r.state)
        assert min(places[1], places[2]) > max(places[0], places[3])
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    for peer in run.peers:
        assert audit_transcript(peer.transcript.messages, run.roster, GAME, settings).fair
    settings = GAME.settings({"players": 3})
    factories = {
        0: peers,
        1: silent_at("action", peers, turn=3),
        2: silent_at("action", peers, turn=9),
    }
    run = run_game(GAME, settings, factories=factories, **fixed(3))
    r = run.peers[0].replica
    assert set(r.replaced) == {1} and r.timed_out is not None
    assert r.timed_out.debt.seat == 2 and r.timed_out.named is None and r.state.ended is None


class KeepsItsReveal(Seeded):
    """From turn 3, signs its reveal but sends it to nobody, then nothing more (no heartbeat,
    declaration or relay): its own replica takes the reveal and moves on, the others time it
    out."""

    stalled = False

    def _broadcast(self, message):
        r = self.replica
        late = r.game.turns_played(r.state) >= AFTER
        if late and message.body["kind"] == "rreveal":
            self.stalled = True
        if not self.stalled:
            super()._broadcast(message)

    def _relay(self, source, seat, first, last):
        if not self.stalled:
            super()._relay(source, seat, first, last)

    def declare(self, debt):
        if not self.stalled:
            super().declare(debt)


def test_a_seat_whose_own_replica_moved_on_ends_there_and_the_others_play_it_on():
    settings = GAME.settings({"players": 3})
    peers = salted(Seeded, 0)
    factories = {0: peers, SILENT: salted(KeepsItsReveal, 0), 2: peers}
    run = run_game(GAME, settings, factories=factories, **fixed(3))
    assert run.peers[SILENT].stalled and run.proofs == {}
    for peer in run.peers:
        r = peer.replica
        if peer.seat == SILENT:  # it took its own reveal: it cannot follow the others
            assert r.timed_out is not None and r.timed_out.named == SILENT and not r.replaced
        else:
            assert r.timed_out is None and r.replaced[SILENT].debt.kind == "rreveal"
            assert r.over and r.state.ended is not None
            assert audit_transcript(peer.transcript.messages, run.roster, GAME, settings).fair
    assert run.peers[0].hashes == run.peers[2].hashes


class DeclaresWhatItHas(Seeded):
    """Declares that seat 0 never sent its first action, after accepting it."""

    def _pump(self):
        super()._pump()
        if getattr(self, "_lied", False) or self.done:
            return
        for debt in list(self.replica.timeouts.paid):
            if debt.seat == 0 and debt.kind == "action":
                self._lied = True
                self._send({"kind": "timeout", "step": debt.step, "seat": 0, "owed": "action",
                            "for": debt.step})  # fmt: skip
                return


def test_a_false_declaration_convicts_its_declarer_and_removes_nobody():
    settings = GAME.settings({"players": 3})
    run = run_game(GAME, settings, factories={2: DeclaresWhatItHas}, **fixed(3))
    for peer in run.peers:
        assert peer.replica.timed_out is None and not peer.replica.replaced
        if peer.seat != 2:
            assert (peer.proof.seat, peer.proof.check) == (2, "false-timeout"), peer.proof
            assert check_proof(peer.proof, run.roster, GAME, settings) == 2


def test_a_seat_silent_at_its_audit_is_timed_out_and_the_result_stands():
    run, settings = _play(3, "audit", seed=0)
    assert run.proofs == {}
    outcomes = set()
    for peer in run.peers:
        r = peer.replica
        # after the outcome no declaration names anyone (fairplay.md, timeout rule 6), and
        # Hypnosia hides nothing, so nothing is missing from the audit
        assert r.over and r.timed_out is None and not r.replaced and not r.unaudited
        assert SILENT not in r.audits and not any(t.timed_out for t in r.history)
        outcomes.add(GAME.outcome(r.state))
    assert len(outcomes) == 1 and None not in outcomes
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    for peer in run.peers:
        report = audit_transcript(peer.transcript.messages, run.roster, GAME, settings)
        assert report.fair, report.verdict


def test_a_durable_seat_replays_a_game_with_a_timeout_byte_for_byte(tmp_path):
    players = 3
    settings = GAME.settings({"players": players})
    seeds = {seat: new_seed() for seat in range(players)}

    def durable(seat, identity, roster, game, settings, transport, turn_cap, *, terms, nonce):
        return DurableDealer(seat, identity, roster, game, settings, transport, turn_cap,
                             terms=terms, nonce=nonce, seed=seeds[seat],
                             journal=Journal(tmp_path / f"seat-{seat}"))  # fmt: skip

    factories = {0: durable, 2: durable, SILENT: silent_at("rreveal", turn=AFTER)}
    run = run_game(GAME, settings, factories=factories, **fixed(players))
    assert run.peers[SILENT].stalled and run.proofs == {}
    for seat in (0, 2):
        original = run.peers[seat]
        assert original.replica.over and SILENT in original.replica.replaced
        original.journal.sync()
        again = DurableDealer(seat, fixed(players)["identities"][seat], run.roster, GAME,
                              settings, terms=original.terms, nonce=original.terms.nonces[seat],
                              seed=seeds[seat])  # fmt: skip
        assert again.replay(Journal(tmp_path / f"seat-{seat}").records) == 0
        assert [m.wire for m in again.verifier.messages(seat)] == [
            m.wire for m in original.verifier.messages(seat)
        ]
        assert again.hashes == original.hashes
        assert again.replica.replaced == original.replica.replaced


def _clocked_sessions(players, silent):
    """Sessions over the bus, their clocks ticking a second at a time (as a LAN event loop)."""
    settings = GAME.settings({"players": players})
    kit = fixed(players)
    terms = Terms({s: i.public_key for s, i in enumerate(kit["identities"])}, version_id(GAME),
                  GAME.settings_values(settings), kit["nonces"])  # fmt: skip
    roster, bus, sessions = terms.roster(), Bus(), []
    limits = Deadlines(decision=8, message=4, grace=2, declaration=6, beat=1)
    for seat in range(players):
        cls = silent if seat == SILENT else FairDealer
        peer = cls(seat, kit["identities"][seat], roster, GAME, settings, BusTransport(bus, seat),
                   terms=terms, nonce=terms.nonces[seat])  # fmt: skip
        agents = {seat: GAME.bots["strategic"](seat)}
        session = Session(FairDriver(peer), agents=agents, deadlines=limits)
        session.listener = TOLD.setdefault(session, []).append
        sessions.append(session)
    for session in sessions:
        session.driver.attach()
    for session in sessions:
        session.driver.start()
        session.advance()
    bus.run_until_idle(max_steps=10**7)
    for now in range(1, 400):
        if all(s.result is not None for s in sessions):
            break
        for session in sessions:
            session.tick(float(now))
            bus.run_until_idle(max_steps=10**7)
    return sessions


def test_the_log_of_every_session_says_the_bot_took_over():
    sessions = _clocked_sessions(3, silent_at("action", turn=AFTER))
    outcomes = set()
    for session in sessions:
        result = session.result
        assert result is not None and result.outcome is not None and result.timeout is None
        outcomes.add(result.outcome)
        events = TOLD[session]
        assert [e.seat for e in events if isinstance(e, PlayedOn)] == [SILENT]
        texts = [t for e in events if isinstance(e, Changed) for t in e.texts]
        took = [t for t in texts if t.startswith(f"seat {SILENT} timed out: the strategic bot")]
        assert len(took) == 1
        assert any(t.startswith(f"seat {SILENT} (bot): ") for t in texts)
        if session.driver.peer.seat != SILENT:
            stages = [e.stage for e in events if isinstance(e, Overdue)]
            assert stages[:2] == ["asked", "declared"]
    assert len(outcomes) == 1


class DeclaresThePlayedOnSeat(Seeded):
    """Once the game plays seat 1 on, declares that seat 1 never sent an action it had sent
    (and this peer accepted) before its timeout."""

    def _pump(self):
        super()._pump()
        r = self.replica
        if getattr(self, "_lied", False) or self.done or SILENT not in r.replaced:
            return
        self._lied = True
        debt = next(d for d in r.timeouts.paid if d.seat == SILENT and d.kind == "action")
        self._send({"kind": "timeout", "step": debt.step, "seat": SILENT, "owed": "action",
                    "for": debt.step})  # fmt: skip


def test_a_false_declaration_about_a_seat_played_on_is_still_judged():
    settings = GAME.settings({"players": 3})
    peers = salted(Seeded, 1)  # a seed in which seat 1 acts before its silence (protocol 3)
    factories = {0: peers, SILENT: silent_at("action", peers, turn=AFTER),
                 2: salted(DeclaresThePlayedOnSeat, 1)}  # fmt: skip
    run = run_game(GAME, settings, factories=factories, **fixed(3))
    for peer in (run.peers[0], run.peers[SILENT]):
        assert SILENT in peer.replica.replaced
        assert (peer.proof.seat, peer.proof.check) == (2, "false-timeout"), peer.proof
        assert check_proof(peer.proof, run.roster, GAME, settings) == 2
