"""The window's words agree with the core's: card texts (R20) and every log message id."""

from __future__ import annotations

import pytest

from client.games.hypnose import cardtext, messages
from client.games.hypnose.choices import Choice
from core.game import Message
from core.hypnose import words
from core.hypnose.actions import Decision
from resources import load_catalog

CATALOG = load_catalog()


def test_card_names_for_translators_are_the_catalog_names():
    assert list(cardtext.CARD_NAMES) == [kind.name for kind in CATALOG]


@pytest.mark.parametrize("kind", list(CATALOG), ids=lambda k: k.id)
def test_the_windows_english_card_text_is_the_cores_r20(qapp, kind):
    assert cardtext.text(kind) == kind.text


def test_every_core_message_id_has_words_in_the_log(qapp):
    known = set(messages.TEMPLATES) | set(messages.COUNTED)
    assert set(words.ENGLISH) <= known, set(words.ENGLISH) - known


def test_a_log_line_names_players_and_links_cards(qapp):
    from client.kit.gameui import Player
    from client.kit.i18n import Translations

    english = Translations()
    assert english.use("en")  # its catalogue says "1 card", "2 cards"

    players = (
        Player(0, "Ana", "#E69F00", "circle", None, True),
        Player(1, "Ada", "#56B4E9", "square", "random"),
    )
    log = messages.Words(players, CATALOG)
    line = log.message(
        Message("hypnose.buy_market", {"card": "metronome", "price": 3, "payment": ("value-3",)}),
        1,
        None,
    )
    assert "Ada" in line and 'href="card:metronome"' in line and "Metronome" in line
    passed = log.message(Message("hypnose.pass"), 0, Decision.DEFEND)
    assert "does not defend" in passed
    hidden = log.message(Message("hypnose.attack_sealed", {"opponent": 0, "count": 2}), 1, None)
    assert "2 face-down cards" in hidden and "Ana" in hidden
    one = log.message(Message("hypnose.defend_sealed", {"count": 1}), 1, None)
    assert "1 face-down card." in one


def test_every_enabled_option_is_a_legal_action(qapp):
    """The client never computes rules: options come from the legal actions (seeded games)."""
    from rulekit import decisions

    for seed in range(3):
        for view, legal, decision in decisions("random", 3, seed, steps=300):
            choice = Choice(view, legal, decision, lambda s: f"seat {s}")
            for option in choice.options():
                if option.action is not None:
                    assert option.action in legal, option
                else:
                    assert option.why, f"{option.label} is greyed without a reason"
