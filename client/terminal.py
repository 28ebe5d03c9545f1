"""``hypnose play``: a game in the terminal against bots, until the desktop window lands.

The human seat sees exactly its own view and chooses among the legal actions by number.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from core.hypnose.actions import (
    Action,
    Attack,
    AttackCommit,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    DeclineRefill,
    Defend,
    DefendCommit,
    Discard,
    Keep,
    KeepCommit,
    Pass,
    Play,
    PlayExpert,
    Refill,
    Refresh,
    Reorder,
    ReorderCommit,
    Search,
    SearchDiscardPile,
    SearchDrawPile,
    public_form,
)
from core.hypnose.bots import BOTS, make_bot
from core.hypnose.engine import pending
from core.hypnose.legal import legal_actions
from core.hypnose.state import START_RESISTANCE, Settings
from core.hypnose.zones import Zone
from core.play import Table
from core.view import View
from core.vocabulary import AwaitAction, GameOver, Opened
from resources import load_catalog


def names(view: View, handles: tuple[int, ...]) -> str:
    return ", ".join(k.name if (k := view.kind(h)) else "a face-down card" for h in handles) or "-"


def paying(view: View, handles: tuple[int, ...]) -> str:
    if all(view.kind(h) is not None for h in handles):
        return names(view, handles) if handles else "with the bank"
    return f"{len(handles)} card(s)"


def describe(view: View, action: Action) -> str:
    """An action in words, from the chooser's point of view."""
    if isinstance(action, Pass):
        return "Pass (end this step)"
    if isinstance(action, Refresh):
        return f"Refresh: discard {names(view, action.cards)} and draw up to six (ends the turn)"
    if isinstance(action, Bank):
        return f"Bank a discount: remove {names(view, action.cards)}"
    if isinstance(action, BuyMarket):
        kind = view.kind(action.card)
        assert kind is not None
        return f"Buy {kind.name} ({kind.price}) paying {paying(view, action.payment)}"
    if isinstance(action, BuyBlind):
        return f"Blind purchase (6) paying {paying(view, action.payment)}"
    if isinstance(action, BuyExpert):
        return f"Buy an Expert (8) paying {paying(view, action.payment)}"
    if isinstance(action, Play):
        target = f" on seat {action.opponent}" if action.opponent >= 0 else ""
        return f"Play {names(view, (action.card,))}{target}"
    if isinstance(action, Attack):
        return f"Attack seat {action.opponent} with {names(view, action.cards)}"
    if isinstance(action, Defend):
        return f"Defend with {names(view, action.cards)}"
    if isinstance(action, PlayExpert):
        return f"Play Expert {names(view, (action.card,))}"
    if isinstance(action, Keep):
        return f"Keep {names(view, (action.card,))}"
    if isinstance(action, Discard):
        return f"Discard {names(view, action.cards)}"
    if isinstance(action, Reorder):
        return f"Put back, top first: {names(view, action.order)}"
    if isinstance(action, Search):
        return f"Take {names(view, action.cards)}"
    if isinstance(action, Refill):
        return "Refill the hand to six, the last card(s) searched for"
    if isinstance(action, DeclineRefill):
        return "Decline the refill (keep the hand as it is)"
    if isinstance(action, SearchDrawPile):
        return "Search the draw pile (only you see it; it is reshuffled afterwards)"
    if isinstance(action, SearchDiscardPile):
        return "Search the discard pile (the draw pile stays unseen)"
    if isinstance(action, AttackCommit):
        return f"Attack seat {action.opponent} with {action.count} face-down card(s)"
    if isinstance(action, DefendCommit):
        return f"Defend with {action.count} face-down card(s)"
    if isinstance(action, KeepCommit):
        return "Keep one of the Experts looked at"
    if isinstance(action, ReorderCommit):
        return f"Put the top {action.count} cards back in a secret order"
    return repr(action)


def narrate(before: View, after: View, write: Callable[[str], None]) -> None:
    """What a player at the table sees change: resistance lost."""
    old, new = before.state, after.state
    for seat in range(new.players):
        if new.resistance[seat] < old.resistance[seat]:
            who = "you" if seat == after.seat else f"seat {seat}"
            write(f"  {who}: resistance {old.resistance[seat]} -> {new.resistance[seat]}")


def show(view: View, write: Callable[[str], None]) -> None:
    state, me = view.state, view.seat
    write("")
    write(f"Turn {state.turn}, seat {state.active} is active.")
    for seat in range(state.players):
        who = "you" if seat == me else f"seat {seat}"
        target = ", Target" if state.targeted[seat] else ""
        piles = (
            f"hand {len(state.hand(seat))}, draw {len(state.zone(Zone.DRAW, seat))},"
            f" discard {len(state.zone(Zone.DISCARD, seat))}"
        )
        write(
            f"  {who}: resistance {state.resistance[seat]}, {piles}, bank {state.bank[seat]},"
            f" defense +{state.modifier[seat]}{target}"
        )
    write(f"  market: {names(view, state.zone(Zone.MARKET))}")
    write(f"  your hand: {names(view, state.hand(me))}")
    if state.duel is not None:
        d = state.duel
        write(f"  duel: seat {d.attacker} attacks seat {d.defender}")
        counts = {d.attacker: d.attack_count, d.defender: d.defense_count}
        for seat in (d.attacker, d.defender):
            shown = state.zone(Zone.DUEL, seat)
            if shown:
                write(f"    seat {seat} shows: {names(view, shown)}")
            elif counts[seat] > 0:
                write(f"    seat {seat}: {counts[seat]} card(s) face down")


def menu(legal: Sequence[Action]) -> list[Action]:
    """The choices in the order a player reads them: refreshing (R7.1), which ends the turn
    and has a line per subset of the hand, comes after everything else."""
    return sorted(legal, key=lambda action: isinstance(action, Refresh))


def play(args: argparse.Namespace, read: Callable[[str], str] = input, write=print) -> int:
    settings = Settings(players=args.players, start_resistance=args.resistance)
    table = Table.deal(load_catalog(), settings, args.seed)
    me = 0
    bots = {s: make_bot(args.bot, f"{args.seed}/{s}") for s in range(1, args.players)}
    write(f"Hypnose: you are seat 0 against {args.players - 1} {args.bot} bot(s). Ctrl-D quits.")
    last = table.view(me)
    while True:
        step = pending(table.state)
        narrate(last, table.view(me), write)
        last = table.view(me)
        if isinstance(step, GameOver):
            winner = "You win!" if step.winner == me else f"Seat {step.winner} wins."
            write(f"\nGame over. {winner}")
            return 0
        if not isinstance(step, AwaitAction):
            dealt, result = table.serve()
            if isinstance(result, Opened):  # a duel selection turned face up
                shown = ", ".join(load_catalog()[k].name for k in result.kinds)
                write(f"  seat {dealt.seat} reveals {shown}")  # type: ignore[union-attr]
            continue
        view = table.view(step.seat)
        legal = legal_actions(view)
        if step.seat != me:
            action = bots[step.seat].choose(view, legal)
            table.act(step.seat, action)
            write(f"seat {step.seat}: {describe(table.view(me), public_form(action))}")
            continue
        show(view, write)
        write(f"Your decision ({step.decision.value}):")
        choices = menu(legal)
        for number, action in enumerate(choices, start=1):
            write(f"  {number:3d}. {describe(view, action)}")
        while True:
            try:
                answer = read("> ").strip()
            except EOFError:
                write("\nBye.")
                return 0
            if answer.isdigit() and 1 <= int(answer) <= len(choices):
                table.act(me, choices[int(answer) - 1])
                break
            write(f"Type a number from 1 to {len(choices)}.")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--bot", default="strategic", choices=sorted(BOTS))
    parser.add_argument("--seed", type=int, default=None, help="deal seed (default: random)")
    parser.add_argument("--resistance", type=int, default=12, choices=START_RESISTANCE)


def run(args: argparse.Namespace) -> int:
    if args.seed is None:
        import secrets

        args.seed = secrets.randbelow(2**32)
    return play(args)
