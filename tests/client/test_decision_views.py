"""Both clients render one decision model (``core.hypnose.decisions``), and each reaches every
legal action and nothing else, at every decision of seeded bot games: the window's action panel
by clicking the action's cards and target, the terminal by its lists and typed answers.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from rulekit import GAME, decisions

from client.games.hypnose import choosing
from client.terminal.console import Back, Branch, Console, Leaf, Typed
from core.hypnose.actions import Refresh, Reorder
from core.hypnose.decisions import BUYS, PLAY, chosen

NAMES = ("Ana", "Ben", "Cleo", "Dana")
WALKS = [(players, seed) for players in (2, 3, 4) for seed in range(2)]


# --- the terminal -------------------------------------------------------------------------------


def leaves(options: list[Any]) -> Iterator[Any]:
    for option in options:
        if isinstance(option, Leaf):
            yield option.action
        elif isinstance(option, Branch):
            yield from leaves(option.options())


def typed_answer(step: Typed, numbers: list[int]) -> Any:
    """What the typed step makes of these card numbers (from 1), or None if refused."""
    feed = iter([" ".join(map(str, numbers)), "0"])
    try:
        return step.run(Console(lambda prompt: next(feed), lambda line: None))
    except Back:
        return None


@pytest.mark.parametrize(("players", "seed"), WALKS, ids=str)
def test_the_terminal_lists_every_legal_action_once_and_nothing_else(players, seed):
    for view, legal, decision in decisions("random", players, seed):
        asked = choosing.Asked(GAME, view, legal, decision, NAMES[:players])
        options = choosing.options(asked)
        listed = list(leaves(options))
        assert len(set(listed)) == len(listed), "an action listed twice"
        assert set(listed) <= set(legal)
        steps = [o for o in options if isinstance(o, Typed)]
        typed = [a for a in legal if isinstance(a, Refresh | Reorder)]
        assert set(listed) | set(typed) == set(legal)
        assert len(steps) == len({type(a) for a in typed})
        for action in typed:  # each answered by its cards' numbers in the shown pile or hand
            pool = list(asked.model.pool())
            cards = action.cards if isinstance(action, Refresh) else action.order
            (step,) = [s for s in steps if ("Refresh" in s.label) == isinstance(action, Refresh)]
            assert typed_answer(step, [pool.index(h) + 1 for h in cards]) == action


# --- the window ---------------------------------------------------------------------------------


def window_choice(choice: Any, action: Any) -> list[Any]:
    """The panel's enabled options after a person clicks ``action``'s parts: its cards in
    order, then its target (a market card, a stack), as the table's clicks do."""
    choice.clear()
    made = chosen(action)
    cards = made.cards
    for handle in cards:
        choice.toggle(handle)
    if made.kind in BUYS:
        choice.choose_target(made.target)
        choice.selected = list(cards)  # (a target chosen first selects a suggested payment)
    options = [o for o in choice.options() if o.action is not None]
    if made.kind is PLAY:  # the card, then on whom: the option that names the opponent
        options = [o for o in options if o.key == f"play{made.target}"]
    return options


@pytest.mark.parametrize(("players", "seed"), WALKS[:3], ids=str)
def test_the_window_reaches_every_legal_action_by_its_cards_and_target(qapp, players, seed):
    from client.games.hypnose.choices import Choice

    for view, legal, decision in decisions("random", players, seed):
        for action in legal:
            choice = Choice(view, legal, decision, lambda s: f"seat {s}")
            matching = [o for o in window_choice(choice, action) if o.action == action]
            assert len(matching) == 1, (decision, action, choice.options())
            assert all(o.action in legal for o in choice.options() if o.action is not None)
