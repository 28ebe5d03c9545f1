"""``hypnose play``: a game in the terminal against bots, on the platform's session.

The human seat sees exactly its own view and chooses among the legal actions by number; what
the others do arrives as the session's events, in the game's words.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from core.hypnose.actions import (
    Action,
    Refresh,
)
from core.hypnose.bots import BOTS
from core.hypnose.game import HypnoseGame
from core.hypnose.state import START_RESISTANCE
from core.hypnose.zones import Zone
from core.view import View
from net.session import Changed, Dealt, Event, LocalDriver, Played, Session
from resources import load_catalog

GAME = HypnoseGame(load_catalog())


def names(view: View, handles: tuple[int, ...]) -> str:
    return ", ".join(k.name if (k := view.kind(h)) else "a face-down card" for h in handles) or "-"


def describe(view: View, action: Action) -> str:
    """An action in words, from the chooser's point of view (the game's log message)."""
    return GAME.render(GAME.describe(view, action))


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
    settings = GAME.settings({"players": args.players, "start_resistance": args.resistance})
    me = 0
    agents = {s: GAME.bots[args.bot](f"{args.seed}/{s}") for s in range(1, args.players)}
    write(f"Hypnose: you are seat 0 against {args.players - 1} {args.bot} bot(s). Ctrl-D quits.")

    def on_event(event: Event) -> None:
        if isinstance(event, Played) and event.seat != me:
            write(f"seat {event.seat}: {event.text}")
        elif isinstance(event, Dealt) and event.message and event.message.id == "hypnose.opened":
            write(f"  {event.text}")  # a duel selection turned face up
        elif isinstance(event, Changed):
            for message, text in zip(event.messages, event.texts, strict=True):
                if message.id != "hypnose.turn":  # the table shown before a decision says it
                    mine = message.args.get("seat") == me
                    write(f"  {text.replace(f'seat {me}', 'you', 1) if mine else text}")

    driver = LocalDriver(GAME, settings, args.seed)
    session = Session(driver, humans=(me,), agents=agents, listener=on_event)
    while True:
        session.advance()
        if session.result is not None:
            outcome = session.result.outcome
            winners = outcome.winners if outcome else ()
            winner = (
                "You win!"
                if winners == (me,)
                else f"Seat {winners[0]} wins."
                if winners
                else "No winner."
            )
            write(f"\nGame over. {winner}")
            return 0
        asked = session.asked
        assert asked is not None
        show(asked.view, write)
        write(f"Your decision ({asked.decision.value}):")
        choices = menu(asked.legal)
        for number, action in enumerate(choices, start=1):
            write(f"  {number:3d}. {describe(asked.view, action)}")
        while True:
            try:
                answer = read("> ").strip()
            except EOFError:
                write("\nBye.")
                return 0
            if answer.isdigit() and 1 <= int(answer) <= len(choices):
                session.submit(choices[int(answer) - 1])
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
