"""A secret choice is told to its maker by the cards it was made with (R7.5, Dream Journal).

Keeping one of two Experts looked at, and putting the Dream Journal's cards back in an order,
are carried out by a private reorder: the faces move between the handles the choice names, so
after it the chosen handle may hold another card. The terminal once described the choice from
the view after that reorder and said "Tester keeps <the other Expert>" while the rules kept the
chosen one (seen in ``hypnose play``, seed 5). Here whole games run at the terminal's session
with a bot's choices for the player's seat, except at those choices: the log must name the
cards chosen, and the rules must have done what it says.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from client.terminal.hypnose import GAME, TerminalGame, new_game
from core.hypnose.actions import Keep, Reorder
from core.hypnose.zones import Zone
from core.view import View


def _play(seed: int, pick: Callable[[View, list[Any]], Any | None]) -> list[tuple]:
    """A 2-player game at the terminal; ``pick`` chooses where it wants to (else the bot).
    Each picked choice: (the choice, its view, the log lines it caused, the view after)."""
    lines: list[str] = []
    args = argparse.Namespace(players=2, bot="strategic", playouts=None, seed=seed, resistance=12,
                              name="Tester")  # fmt: skip
    game: TerminalGame = new_game(args, lines.append)
    player = GAME.bots["strategic"](f"{seed}/player")
    session = game.session
    picked = []
    while True:
        session.advance()
        if session.result is not None:
            return picked
        asked = session.asked
        assert asked is not None
        choice = pick(asked.view, list(asked.legal))
        if choice is None:
            game.submit(player.choose(asked.view, asked.legal))
            continue
        said = len(lines)
        game.submit(choice)
        session.advance()
        picked.append((choice, asked.view, lines[said:], session.driver.view(game.me)))


def test_the_expert_kept_is_the_one_named_in_the_log() -> None:
    def pick(view: View, legal: list[Any]) -> Keep | None:
        """A Keep of a card that is not first among those looked at (its face moves)."""
        look = view.state.zone(Zone.LOOK, view.seat)
        first = view.kind(look[0]) if look else None
        moved = [a for a in legal if isinstance(a, Keep) and view.kind(a.card) != first]
        return moved[0] if moved else None

    picked = _play(5, pick)
    assert picked  # seed 5 comes to such a Keep (twice)
    for keep, view, told, after in picked:
        chosen = view.kind(keep.card)
        assert [line for line in told if " keeps " in line] == [f"Tester keeps {chosen.name}."]
        assert after.kind(after.state.zone(Zone.DISCARD, view.seat)[-1]) == chosen  # kept: R7.5


def test_the_dream_journals_order_is_the_one_named_in_the_log() -> None:
    def pick(view: View, legal: list[Any]) -> Reorder | None:
        """The last order listed, when it is not the order the cards are in."""
        orders = [a for a in legal if isinstance(a, Reorder)]
        if not orders:
            return None
        top = view.state.zone(Zone.DRAW, view.seat)[: len(orders[-1].order)]
        kinds = [view.kind(h) for h in orders[-1].order]
        return orders[-1] if kinds != [view.kind(h) for h in top] else None

    picked = _play(12, pick)
    assert picked  # seed 12 comes to the Dream Journal (twice; under R21's default compensation)
    for reorder, view, told, after in picked:
        names = ", ".join(view.kind(h).name for h in reorder.order)
        assert [line for line in told if " puts " in line] == [
            f"Tester puts the cards back, top first: {names}."
        ]
        top = view.state.zone(Zone.DRAW, view.seat)[: len(reorder.order)]  # top first
        assert [after.kind(h) for h in top] == [view.kind(h) for h in reorder.order]
