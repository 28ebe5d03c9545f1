"""What Hypnose's log and prompts say (core.hypnose.words, core.hypnose.prompts): each decided
duel with both totals and their parts (R11), the landing effects (R14), the phase and what a
seat may do now; every message id has English words, so a window has something to translate.
"""

from __future__ import annotations

import re

from rulekit import GAME, rig
from test_rulebook_example import (
    BENJAMIN,
    COURSE,
    RAFAEL,
    RAFAEL_BOOK,
    example,
    play_to_the_experts,
)

from core.hypnose.actions import Attack, AttackCommit, Bank, Decision, Pass, PlayExpert
from core.hypnose.duel_tally import shown
from core.hypnose.prompts import ask, phase
from core.hypnose.resistance import after_loss
from core.hypnose.words import ENGLISH, LOG_ENGLISH, duel_message
from net.session.session import Changed, LocalDriver, Played, Session

NAMES = ("Benjamin", "Rafaël")


def test_the_rulebook_duel_is_told_with_both_totals_their_parts_and_the_result():
    r = example(resistance=(10, 10))
    play_to_the_experts(r)
    r.act(BENJAMIN, Pass())
    before = r.state
    r.act(RAFAEL, PlayExpert(r.card(RAFAEL, "neutralizer")))
    message = duel_message(before, r.state)
    assert message is not None and message.id == "hypnose.duel"
    assert message.args["attack_parts"] == (("suggestion-manual", 4), ("metronome", 2))
    assert (message.args["winner"], message.args["loser"], message.args["loss"]) == (1, 0, 1)
    assert GAME.render(message, NAMES) == (
        "Attack 6 = Suggestion Manual 4 + Metronome 2; "
        "Defense 6 = Breathing Course 3 + Mesmer's Notes 3; "
        "The Neutralizer (Rafaël): attack 0, defense 6. "
        "Rafaël wins; Benjamin loses 1 Mental Resistance."
    )
    assert GAME.render(message).endswith("Seat 1 wins; seat 0 loses 1 Mental Resistance.")
    changes = [GAME.render(m, NAMES) for m in GAME.describe_changes(before, r.state)]
    assert changes[0] == GAME.render(message, NAMES)
    assert changes[1] == "Benjamin: Mental Resistance 10 -> 9"


def test_the_duel_message_holds_each_part_and_the_expert_step_r11():
    """What the table's duel area draws from the message: the cards as played, each part,
    and the Expert's step with the totals once it acted (R11 c)."""
    r = example()
    play_to_the_experts(r)
    now = shown(r.state)  # the face-up cards before any Expert: what the Expert step shows
    assert (now.attack, now.defense, now.experts) == (6, 6, ())
    r.act(BENJAMIN, Pass())  # the defender's Expert is still to come: nothing decided yet
    assert duel_message(r.state, r.state) is None
    before = r.state
    r.act(RAFAEL, PlayExpert(r.card(RAFAEL, "neutralizer")))
    args = duel_message(before, r.state).args
    assert sorted(args["defense_parts"]) == sorted([(COURSE, 3), (RAFAEL_BOOK, 3)])
    assert (args["attack"], args["defense"], args["modifier"]) == (6, 6, 0)
    assert args["experts"] == ((RAFAEL, "neutralizer", False, 0, 6),)
    assert r.state.resistance == (11, 12)


def test_a_declined_duel_tells_the_defense_modifier_r11_r16():
    r = rig(
        hands={0: ["grimoire", "pocket-watch", "value-1"], 1: ["value-1", "primer"]},
        at=Decision.DUEL,
        resistance=(12, 4),
    )
    r.act(0, Attack(1, r.cards(0, "grimoire", "pocket-watch")))
    before = r.state
    r.act(1, Pass())
    args = duel_message(before, r.state).args
    assert args["declined"] and args["defense_parts"] == () and args["modifier"] == 1
    assert (args["winner"], args["loser"], args["loss"]) == (0, 1, 1)


def test_no_duel_is_told_before_it_is_decided():
    r = example()
    before = r.state
    play_to_the_experts(r)
    assert duel_message(before, r.state) is None  # no duel under way before
    assert duel_message(r.state, r.state) is None  # not decided yet


def test_a_declined_duel_and_a_landing_are_told():
    r = rig(
        hands={0: ["grimoire", "pocket-watch", "value-1"], 1: ["value-1", "value-2"]},
        draws={1: ["value-3", "mesmer-notes"]},
        experts=["showman"],
        resistance=(12, 12),
        active=0,
    )
    r.act(0, Bank(r.cards(0, "value-1")))
    r.act(0, Pass())
    r.act(0, Pass())
    r.act(0, Attack(1, r.cards(0, "grimoire", "pocket-watch")))
    assert r.awaiting() == (1, Decision.DEFEND)  # with no Book, Ben can only decline
    before = r.state
    r.act(1, Pass())
    log = [GAME.render(m, ("Ana", "Ben")) for m in GAME.describe_changes(before, r.state)]
    assert log[0] == (
        "Attack 8 = Grimoire of Trance 4 + Pocket Watch 4; Ben declines to defend. "
        "Ana wins by default; Ben loses 1 Mental Resistance."
    )
    assert "Ben: Mental Resistance 12 -> 11" in log
    assert "Ben turns up Mesmer's Notes on the draw pile and gives it to Ana (R14)" in log
    assert "Ben takes the top Expert, unseen by the others (R14)" in log


def _session_log(players: int, seed: int, resistance: int = 5) -> list[tuple[str, object]]:
    """A whole bot game through the session: (kind, event) in order."""
    settings = GAME.settings({"players": players, "start_resistance": resistance})
    bots = {
        s: GAME.bots["strategic" if s % 2 else "random"](f"w{seed}/{s}") for s in range(players)
    }
    events: list = []
    session = Session(LocalDriver(GAME, settings, seed), agents=bots, me=0, listener=events.append)
    session.run()
    return events


def test_every_duel_of_whole_games_is_told_once_and_agrees_with_the_resistance_lost():
    duels = 0
    for players, seed in ((2, 1), (3, 2), (4, 3), (2, 4)):
        events = _session_log(players, seed)
        attacks = sum(
            1 for e in events if isinstance(e, Played) and isinstance(e.action, AttackCommit)
        )
        told = []  # (message, (report, the change it follows))
        for number, event in enumerate(events):
            if isinstance(event, Changed):
                told.extend(
                    (m, (number, n)) for m, n in zip(event.messages, event.after, strict=True)
                )
        decided = [(i, m) for i, (m, _) in enumerate(told) if m.id == "hypnose.duel"]
        assert len(decided) == attacks
        for index, message in decided:
            args = message.args
            following = [m for m, after in told[index + 1 :] if after == told[index][1]]
            lost = [m for m in following if m.id == "hypnose.resistance"]
            if args["winner"] < 0 or args["loss"] == 0:
                assert not any(m.args["seat"] in (args["attacker"], args["defender"]) for m in lost)
            else:
                assert lost and lost[0].args["seat"] == args["loser"]
                old = lost[0].args["old"]
                assert lost[0].args["new"] == after_loss(old, args["loss"])  # R13
            text = GAME.render(message)
            assert re.match(r"^Attack \d+ = .+\. (Seat \d wins|A tie)", text), text
        duels += len(decided)
    assert duels > 20


def test_every_message_and_prompt_of_whole_games_has_english_words():
    ids = set()
    for players, seed in ((2, 5), (3, 6), (4, 7)):
        settings = GAME.settings({"players": players, "start_resistance": 7})
        bots = {s: GAME.bots["strategic"](f"e{seed}/{s}") for s in range(players)}
        seats = tuple(range(players))
        events: list = []
        session = Session(LocalDriver(GAME, settings, seed), humans=seats, me=0,
                          listener=events.append)  # fmt: skip
        session.advance()
        while session.result is None:
            asked = session.asked
            assert asked is not None
            for message in (ask(asked.view), phase(asked.view.state)):
                assert message is not None and message.id in ENGLISH, message
                assert "{" not in GAME.render(message, ("A", "B", "C", "D"))
                ids.add(message.id)
            session.submit(bots[asked.seat].choose(asked.view, asked.legal))
        for event in events:
            messages = getattr(event, "messages", ()) or [getattr(event, "message", None)]
            for message in messages:
                if message is not None:
                    assert message.id in ENGLISH or message.id == "hypnose.duel", message
                    ids.add(message.id)
                    if isinstance(event, Played) and message.id in LOG_ENGLISH:
                        words = GAME.render(message, ("A", "B", "C", "D"), event.seat)
                        assert words.startswith("ABCD"[event.seat] + " ")
    assert {"hypnose.phase.buy", "hypnose.phase.duel", "hypnose.ask.buy_first"} <= ids
    assert {"hypnose.ask.defend", "hypnose.ask.expert", "hypnose.duel"} <= ids


def test_the_phase_follows_the_turn():
    r = example()
    assert GAME.render(phase(r.state)) == "buying phase"
    r.act(BENJAMIN, Bank(r.cards(BENJAMIN, "value-1")))
    r.act(BENJAMIN, Pass())
    assert GAME.render(phase(r.state)) == "intermediate phase 1"
    r.act(BENJAMIN, Pass())
    assert GAME.render(phase(r.state)) == "duel"
    r.act(BENJAMIN, Attack(RAFAEL, r.cards(BENJAMIN, "suggestion-manual", "metronome")))
    assert GAME.render(phase(r.state)) == "duel"  # the defender's decision is the duel's
    words = GAME.render(ask(r.view(RAFAEL)), NAMES)
    assert words.startswith("Benjamin attacks you with 2 face-down card(s).")
    assert ask(r.view(BENJAMIN)) is None  # not Benjamin's to decide
