"""A secret choice is told to its maker by the cards it was made with (R7.5).

Keeping one of two Experts looked at is carried out by a private reorder: the kept card's face
moves to the first looked-at handle, so the handle the player chose may hold the other card
afterwards. The terminal once described the choice from the view after that reorder and said
"Tester keeps <the other Expert>" while the rules kept the chosen one (seen in ``hypnose play``,
seed 5). Here the whole game runs at the terminal's session with a bot's choices for the
player's seat, and each Keep whose chosen card was not first among those looked at is checked:
the log names the chosen card, and that card is the one kept (under the own discard pile).
"""

from __future__ import annotations

import argparse

from client.hypnose.terminal import GAME, new_game
from core.hypnose.actions import Keep
from core.hypnose.zones import Zone


def test_the_expert_kept_is_the_one_named_in_the_log() -> None:
    lines: list[str] = []
    args = argparse.Namespace(players=2, bot="strategic", seed=5, resistance=12, name="Tester")
    game = new_game(args, lines.append)
    me = game.me
    player = GAME.bots["strategic"]("5/player")
    session = game.session
    checked = 0
    while True:
        session.advance()
        if session.result is not None:
            break
        asked = session.asked
        assert asked is not None
        view = asked.view
        keeps = [a for a in asked.legal if isinstance(a, Keep)]
        look = view.state.zone(Zone.LOOK, me)
        moved = [a for a in keeps if a.card != look[0] and view.kind(a.card) != view.kind(look[0])]
        if not moved:
            game.submit(player.choose(view, asked.legal))
            continue
        chosen = view.kind(moved[0].card)
        other = view.kind(look[0])
        said = len(lines)
        game.submit(moved[0])
        session.advance()
        told = [line for line in lines[said:] if " keeps " in line]
        assert told == [f"Tester keeps {chosen.name}."], (lines[said:], chosen, other)
        after = session.driver.view(me)
        assert after.kind(after.state.zone(Zone.DISCARD, me)[-1]) == chosen  # kept: R7.5
        checked += 1
    assert checked >= 1  # seed 5 comes to such a Keep (two in this game)
