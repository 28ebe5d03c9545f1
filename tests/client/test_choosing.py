"""The terminal's lists on rigged situations: pages of at most 15 lines with a way back, the
steps answered by card numbers (Refresh R7.1, Dream Journal), forced steps said, and each Expert
shown with the result it would leave (R11 c). Every answer is checked against the legal actions.
"""

from __future__ import annotations

from rulekit import GAME, rig

from client.games.hypnose import choosing
from client.terminal.console import MAX_LISTED, Back, Console, Leaf, Typed
from core.hypnose.actions import (
    Attack,
    Bank,
    Decision,
    Defend,
    Pass,
    Play,
    PlayExpert,
    Refresh,
    Reorder,
)

NAMES = ("Ana", "Ben")


def console(answers: list[str]) -> tuple[Console, list[str]]:
    lines: list[str] = []
    feed = iter(answers)
    return Console(lambda prompt: next(feed), lines.append), lines


def asked(r, seat: int) -> choosing.Asked:
    _, decision = r.awaiting()
    view = r.view(seat)
    return choosing.Asked(GAME, view, GAME.legal_actions(view), decision, NAMES)


def test_a_long_list_comes_in_pages_of_at_most_15_lines_with_a_way_back():
    options = [Leaf(f"option {n}", n) for n in range(1, 41)]
    shown, lines = console(["n", "n", "p", "banana", "38"])
    assert shown.choose("Pick one", options, back=True) == 38
    listed = [line for line in lines if line.startswith("  ")]
    pages = "\n".join(lines).split("Pick one")[1:]
    assert all(
        sum(1 for x in page.splitlines() if x.startswith("  ")) <= MAX_LISTED for page in pages
    )
    assert "Pick one (page 1 of 4)" in lines and "Pick one (page 3 of 4)" in lines
    assert any("Type a number from 1 to 40" in line for line in lines)
    assert "  13. option 13" in listed  # numbers run on across pages
    back, _ = console(["0"])
    try:
        back.choose("Pick one", options, back=True)
    except Back:
        pass
    else:
        raise AssertionError("0 goes back")


def test_refresh_is_answered_by_card_numbers_and_a_wrong_answer_is_said():
    r = rig(hands={0: ["value-1", "value-2", "primer"]}, active=0)
    mine = asked(r, 0)
    refresh = next(o for o in choosing.options(mine) if isinstance(o, Typed))
    typed, lines = console(["1 9", "2 2", "1 3"])
    action = refresh.run(typed)
    assert isinstance(action, Refresh) and action in mine.legal
    assert sorted(r.ids(action.cards)) == ["primer", "value-1"]
    assert lines.count("Type different card numbers from 1 to 3, all, or 0.") == 2
    back, _ = console(["0"])
    try:
        refresh.run(back)
    except Back:
        pass
    else:
        raise AssertionError("0 goes back")


def test_dream_journal_is_answered_by_the_new_order():
    top = ["value-1", "value-2", "value-3", "primer", "grimoire", "metronome"]
    r = rig(hands={0: ["journal", "value-1"]}, draws={0: top}, active=0)
    r.act(0, Bank(r.cards(0, "value-1")))
    r.act(0, Pass())
    r.act(0, Play(r.card(0, "journal")))
    assert r.awaiting() == (0, Decision.REORDER)
    mine = asked(r, 0)
    (step,) = choosing.options(mine)
    typed, lines = console(["1 2", "6 5 4 3 2 1"])
    action = step.run(typed)
    assert isinstance(action, Reorder) and action in mine.legal
    assert r.ids(action.order) == list(reversed(top))
    assert "  1. Value 1" in lines and "Type each number from 1 to 6 once, keep, or 0." in lines


def test_buying_lists_kinds_first_then_cards_then_payments():
    r = rig(
        hands={0: ["value-1", "value-2", "value-3", "primer"]},
        market=["grimoire", "metronome", "calm-voice", "anchor", "master-class"],
        active=0,
    )
    mine = asked(r, 0)
    kinds = choosing.options(mine)
    assert len(kinds) <= 6
    labels = [o.label for o in kinds]
    assert labels[0].startswith("Buy a card from the market (price 2 to")
    assert any(label.startswith("Refresh") for label in labels)
    shown, lines = console(["1", "1", "1"])
    action = shown.choose("What do you do?", kinds, back=False)
    assert action in mine.legal
    assert "Buy which card?" in lines and any(line.startswith("Pay ") for line in lines)
    assert not any("Price 5." in line for line in lines)  # the price is said once


def test_a_defender_without_a_book_is_told_and_declines():
    r = rig(hands={0: ["grimoire", "value-1"], 1: ["value-1", "value-2"]}, active=0)
    r.act(0, Bank(r.cards(0, "value-1")))
    r.pass_until(0, Decision.DUEL)
    r.act(0, Attack(1, r.cards(0, "grimoire")))
    mine = asked(r, 1)
    assert list(mine.legal) == [Pass()]
    assert choosing.forced(mine) == (
        "No Book or Course in your hand: you cannot defend, and lose the duel."
    )


def test_each_expert_is_offered_with_the_result_it_would_leave():
    r = rig(
        hands={0: ["suggestion-manual", "metronome", "value-1"],
               1: ["breathing-course", "mesmer-notes", "neutralizer", "showman"]},
        active=0,
    )  # fmt: skip
    r.act(0, Bank(r.cards(0, "value-1")))
    r.pass_until(0, Decision.DUEL)
    r.act(0, Attack(1, r.cards(0, "suggestion-manual", "metronome")))
    r.act(1, Defend(r.cards(1, "breathing-course", "mesmer-notes")))
    assert r.awaiting() == (1, Decision.EXPERT)  # the attacker has no card left to play
    mine = asked(r, 1)
    labels = {
        type(o.action).__name__ + o.label.split(":")[0]: o.label for o in choosing.options(mine)
    }
    assert labels["PlayExpertPlay The Neutralizer"].endswith(
        "(attack 0 against defense 6: you win, Ana loses 1)"
    )
    assert labels["PlayExpertPlay The Showman"].endswith(
        "(attack 6 against defense 11: you win, Ana loses 1)"
    )
    assert labels["PassPlay no Expert (attack 6 against defense 6"].endswith(
        "a tie, nothing happens)"
    )
    assert all(o.action in mine.legal for o in choosing.options(mine))
    assert PlayExpert(r.card(1, "showman")) in mine.legal
