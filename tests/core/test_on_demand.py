"""A game's rules and bots load when first used (``core.on_demand``): making the game object
(a start screen showing its settings) loads neither, and a rule once used is the rules module's
own function on the class (the hot path pays nothing)."""

from __future__ import annotations

import subprocess
import sys

from core.games import get


def test_making_hypnose_loads_no_rules_engine_and_no_bot():
    code = (
        "import sys; from core.games import get; game = get('hypnose');"
        "names = list(game.bots); schema = game.schema;"
        "print(sorted(m for m in sys.modules if m.startswith(('core.hypnose.engine',"
        " 'core.hypnose.legal', 'core.hypnose.bots', 'core.hypnose.words',"
        " 'core.hypnose.actions'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_rule_once_used_is_bound_on_the_class_as_the_module_function():
    from core.hypnose import engine

    game = get("hypnose")
    state = game.new_game(game.settings({}))
    game.pending(state)
    assert type(game).__dict__["pending"].__func__ is engine.pending
    assert game.apply_dealer is engine.apply_dealer


def test_the_bots_named_at_once_are_the_bots_module_s():
    from core.hypnose.bots import BOTS

    game = get("hypnose")
    assert tuple(game.bots) == tuple(BOTS)
    assert game.bots.aliases == {"strategic": "normal"} and BOTS["strategic"] is BOTS["normal"]
    assert "nobody" not in game.bots and len(game.bots) == len(BOTS)
