"""The duel report (``core.hypnose.duel_report``): the totals and their parts when a duel is
decided (R11), found in the very change that resolves it, for a window's and a log's words."""

from __future__ import annotations

from rulekit import DUEL, GAME, rig
from test_rulebook_example import (
    BENJAMIN,
    BOOK,
    COURSE,
    RAFAEL,
    RAFAEL_BOOK,
    example,
    play_to_the_experts,
)

from core.hypnose.actions import Attack, Decision, Pass, PlayExpert
from core.hypnose.duel_report import ExpertPlay, resolving
from core.hypnose.resistance import after_loss
from core.play import Table, play_game
from core.vocabulary import AwaitAction, AwaitSimultaneous, GameOver


def served_report(r, seat, action):
    """Apply ``seat``'s action, then serve the dealer step by step; the first report found."""
    found = []
    before = r.state
    found.append(resolving(before, lambda s: GAME.apply_action(s, seat, action)))
    r.table.act(seat, action)
    while not isinstance(GAME.pending(r.state), AwaitAction | AwaitSimultaneous | GameOver):
        before, step = r.state, GAME.pending(r.state)
        result = r.table.dealer.serve(step)
        found.append(resolving(before, lambda s, res=result: GAME.apply_dealer(s, res)))
        r.table.state = GAME.apply_dealer(before, result)
    reports = [f for f in found if f is not None]
    assert len(reports) <= 1
    return reports[0] if reports else None


def test_the_rulebook_example_duel_reports_its_totals_and_the_neutralizer_r11():
    r = example()
    play_to_the_experts(r)
    assert served_report(r, BENJAMIN, Pass()) is None  # the defender's Expert is still to come
    report = served_report(r, RAFAEL, PlayExpert(r.card(RAFAEL, "neutralizer")))
    assert report is not None
    assert report.attack_parts == ((BOOK, 4), ("metronome", 2))
    assert sorted(report.defense_parts) == sorted([(COURSE, 3), (RAFAEL_BOOK, 3)])
    assert (report.attack_base, report.defense_base, report.modifier) == (6, 6, 0)
    assert report.experts == (ExpertPlay(RAFAEL, "neutralizer", False, 0, 6),)
    assert (report.attack, report.defense) == (0, 6)
    assert (report.winner, report.loser, report.loss) == (RAFAEL, BENJAMIN, 1)
    assert report.message().id == "hypnose.duel"
    assert r.state.resistance == (11, 12)  # the change the report came from was applied


def test_a_declined_defense_is_reported_as_a_win_by_default_r11():
    r = rig(
        hands={0: ["grimoire", "pocket-watch", "value-1"], 1: ["value-1", "primer"]},
        at=Decision.DUEL,
        resistance=(12, 4),
    )
    served_report(r, 0, Attack(1, r.cards(0, "grimoire", "pocket-watch")))
    report = served_report(r, 1, Pass())
    assert report is not None and report.declined
    assert report.attack_parts == (("grimoire", 4), ("pocket-watch", 4))
    assert report.defense_parts == () and report.modifier == 1  # R16 at resistance 4
    assert (report.winner, report.loser, report.loss) == (0, 1, 1)


def test_every_duel_of_random_games_is_reported_once_and_adds_up():
    """Seeded 3-player games between bots, replayed change by change: every change that
    resolves a duel gives one report, its parts add up to its base totals, and the loser's
    resistance follows from it (R13)."""
    reports = attacks = 0
    settings = GAME.settings({"players": 3})
    for seed in range(3):
        bots = [GAME.bots["strategic"](f"{seed}/{s}") for s in range(3)]
        played = play_game(GAME, settings, bots, seed, record=True)
        state = Table.deal(GAME, settings, seed).state
        for first, second in played.steps:
            if isinstance(first, int):
                attacks += isinstance(second, Attack)
                apply = lambda s, a=second, seat=first: GAME.apply_action(s, seat, a)  # noqa: E731
            else:
                apply = lambda s, res=second: GAME.apply_dealer(s, res)  # noqa: E731
            rep = resolving(state, apply)
            after = apply(state)
            if rep is not None:
                reports += 1
                assert sum(n for _, n in rep.attack_parts) == rep.attack_base
                assert sum(n for _, n in rep.defense_parts) + rep.modifier == rep.defense_base
                assert not any(after.zone(DUEL, s) for s in range(3))  # the cards went away
                if rep.loser >= 0 and rep.loss > 0:
                    expected = after_loss(state.resistance[rep.loser], rep.loss)
                    assert after.resistance[rep.loser] == expected
                else:
                    assert after.resistance == state.resistance
            state = after
    assert reports == attacks > 10
