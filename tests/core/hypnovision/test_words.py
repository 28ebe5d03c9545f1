"""What Hypno Vision's log says (core.hypnovision.words): every message id has English words,
whole games are told slot by slot, and an offline session of the platform tells them too."""

from __future__ import annotations

import re

from vkit import GAME, card, play_slot, scramble, take

from core.game import Message
from core.hypnovision.state import Return, Roll, Stop, Wait
from core.hypnovision.words import ENGLISH, card_words
from core.play import play_game
from core.view import View
from net.session.session import Changed, LocalDriver, Session


def test_actions_are_told_with_the_cards_characters():
    view = View(scramble(2), 0)
    said = {a: GAME.render(GAME.describe(view, a)) for a in
            (take("HV37"), Return(card("HV52")), Stop(), Wait(0), Wait(1), Roll())}  # fmt: skip
    assert said[take("HV37")] == "grabs HV37 (2 brown, 1 purple)"
    assert said[Return(card("HV52"))] == "puts HV52 (1 purple, 1 orange, 1 green) back"
    assert said[Stop()] == "calls Stop!" and said[Wait(1)] == "is done"
    assert card_words(GAME.cards[0]) == "HV01 (1 brown)"


def test_a_contest_a_void_claim_and_a_stop_are_told():
    state = play_slot(scramble(3), {0: take("HV22"), 1: take("HV22")}, 3)
    winner = state.holder[card("HV22")]
    texts = [GAME.render(m) for m in GAME.describe_changes(scramble(3), state)]
    assert texts == [f"seats 0, 1 grab HV22 (3 purple) at once: seat {winner} gets it"]
    after = play_slot(state, {2: Stop()})
    texts = [GAME.render(m) for m in GAME.describe_changes(state, after)]
    assert texts[0] == "seat(s) 2 call Stop! in slot 2"
    assert texts[1] == "scramble 1 ends with the Stop after slot 2"
    assert texts[2].startswith("scramble 1 penalty points: ")


def test_every_message_id_has_words_and_whole_games_use_most_of_them():
    used: set[str] = set()
    before: list = []

    def watch(table, entry):
        if before:
            for message in GAME.describe_changes(before[0], table.state):
                assert isinstance(message, Message) and message.id in ENGLISH
                text = GAME.render(message)
                assert text and "{" not in text
                used.add(message.id)
        before[:] = [table.state]

    for players in (2, 4, 6):
        before.clear()
        agents = [GAME.bots["strategic" if s % 2 else "random-fast"](f"w/{s}")
                  for s in range(players)]  # fmt: skip
        result = play_game(GAME, GAME.settings({"players": players}), agents, f"words/{players}",
                           observe=watch)  # fmt: skip
        assert result.finished
    for key, words in ENGLISH.items():
        assert words and set(re.findall(r"{(\w+)}", words)) <= {
            "seat", "seats", "card", "die", "round", "slot", "claimants", "points", "totals",
            "places", "brown", "purple", "orange", "green", "action",
        }, key  # fmt: skip
    told = {"hypnovision.took", "hypnovision.won", "hypnovision.stopped", "hypnovision.dice",
            "hypnovision.layout", "hypnovision.scores", "hypnovision.end_stop", "hypnovision.end",
            "hypnovision.ranking", "hypnovision.start_roll", "hypnovision.starts"}  # fmt: skip
    assert told <= used, told - used


def test_an_offline_session_of_the_platform_plays_and_tells_a_whole_game():
    settings = GAME.settings({"players": 3})
    agents = {s: GAME.bots["strategic"](f"session/{s}") for s in range(3)}
    events: list = []
    session = Session(LocalDriver(GAME, settings, seed=3), agents=agents, me=1,
                      listener=events.append)  # fmt: skip
    over = session.run()
    assert over.outcome is not None and len(over.outcome.scores) == 3
    texts = [t for e in events if isinstance(e, Changed) for t in e.texts]
    assert any(t.startswith("scramble 5 penalty points") for t in texts)
    assert texts[-2].startswith("the fifth scramble is scored")
