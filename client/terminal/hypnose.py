"""``hypnose play``: a game of Hypnose in the terminal against bots, on the platform's session.

The player's seat sees exactly its own view. What the others do arrives as the session's events,
in the game's words with the players' names; each decided duel is told with both totals and
their parts. Before each decision: the phase, what may be done now (``core.hypnose.prompts``),
then a short list, kind of action first and details after (``choosing``). A decision with a
single option is taken at once and said. ``help`` at any prompt lists the commands that work
everywhere: a card's text, the table again, the recent log, quit.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from client.cli.arguments import int_between, one_of
from client.games.hypnose import choosing, screen
from client.terminal.console import Console, Option, Quit
from core.game import Message, bot_factory
from core.hypnose.actions import Pass
from core.hypnose.bots import BOTS, default_playouts_in_words
from core.hypnose.game import HypnoseGame
from core.hypnose.prompts import ask
from core.hypnose.state import START_RESISTANCE
from net import Changed, Dealt, Ended, Event, LocalDriver, Played, Session, YourTurn
from resources import load_catalog

GAME = HypnoseGame(load_catalog())
RESISTANCE_NAMES = ("standard", "short", "quick")
LOG_KEPT = 200
"""Log lines kept for ``log``."""

HELP = """\
At any prompt:
  a number       choose that line of the list (0 goes back, n and p turn pages)
  ? N, info N    the text of the card(s) in line N of the list
  ? NAME         the text of a card by (part of) its name, e.g. ? metronome
  cards          the texts of the cards in the market and in your hand
  table, t       the table again
  log            the last 20 lines of the game's log
  help, ?        this help, and what you may do now
  quit, q        leave the game (Ctrl-D too)"""


@dataclass
class TerminalGame:
    """One game at the terminal: the session, the players' names, what was said."""

    names: list[str]
    bot: str
    write: Callable[[str], None]
    me: int = 0
    session: Session = field(init=False)
    log: list[str] = field(default_factory=list)
    shown_turn: int = -1
    """The turn whose table was last shown whole (a new turn shows it again)."""
    asked_line: str = ""
    submitted: Any = None
    """The player's last choice as made (its secret part too, for the player's own log)."""
    submitted_words: Message | None = None
    """``submitted`` in the game's words, told from the view it was made in (``submit``)."""
    held: list[str | None] = field(default_factory=list)
    """This report's change lines, until its Changed event (``on_event``)."""

    # --- what happens --------------------------------------------------------------------------

    def say(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-LOG_KEPT]
        self.write(line)

    def on_event(self, event: Event) -> None:
        """Lines for the log. A report's changes (Played, Dealt) are held until its Changed
        event, so that what they changed is said right after the change that did it."""
        if isinstance(event, Played):
            message = None if isinstance(event.action, Pass) else event.message
            mine = self.submitted
            if event.seat == self.me and mine is not None and type(mine) is not type(event.action):
                message = self.submitted_words  # a secret choice, said to its maker
                self.submitted = None
            self.held.append(  # a pass is said by what follows it
                None if message is None else GAME.render(message, self.names, event.seat)
            )
        elif isinstance(event, Dealt):
            message = event.message
            self.held.append(None if message is None else GAME.render(message, self.names))
        elif isinstance(event, Changed):
            lines: dict[int, list[str]] = {}
            for number, message in zip(event.after, event.messages, strict=True):
                lines.setdefault(number, []).extend(self.change_lines(message))
            held, self.held = self.held, []
            for number in range(max(len(held), *event.after, 0) + 1):
                if 0 < number <= len(held) and held[number - 1] is not None:
                    self.say(sentence(held[number - 1]))
                for line in lines.get(number, []):
                    self.say(line)
        elif isinstance(event, YourTurn | Ended):
            self.flush()

    def flush(self) -> None:
        held, self.held = self.held, []
        for line in held:
            if line is not None:
                self.say(sentence(line))

    def change_lines(self, message: Message) -> list[str]:
        text = GAME.render(message, self.names)
        if message.id == "hypnose.turn":
            active = self.names[message.args["seat"]]
            return ["", f"--- Turn {message.args['turn']}: {active}'s turn ---"]
        if message.id == "hypnose.duel":
            return [f"  Duel: {text}"]
        return [f"  {sentence(text)}"]

    # --- deciding ------------------------------------------------------------------------------

    def decide(self, console: Console) -> Any:
        self.flush()
        asked = self.session.asked
        assert asked is not None
        mine = choosing.Asked(GAME, asked.view, asked.legal, asked.decision, self.names)
        reason = choosing.forced(mine)
        if reason is not None:
            phase = screen.phase_words(GAME, asked.view.state)
            self.say(f"({sentence(phase, stop='')}) {reason}")
            return next(iter(asked.legal))
        state = asked.view.state
        if state.turn != self.shown_turn:
            self.shown_turn = state.turn
            self.show_table()
        else:
            self.write(screen.hand_line(asked.view))
        message = ask(asked.view)
        self.asked_line = GAME.render(message, self.names) if message is not None else ""
        self.write(self.asked_line)
        return console.choose("What do you do?", choosing.options(mine), back=False)

    def show_table(self) -> None:
        view = self.session.driver.view(self.me)
        self.write("")
        for line in screen.table_lines(GAME, view, self.names, self.bot):
            self.write(line)

    # --- commands that work at every prompt ----------------------------------------------------

    def command(self, text: str, shown: Sequence[Option]) -> bool:
        words = text.split(maxsplit=1)
        head, rest = words[0].lower(), words[1] if len(words) > 1 else ""
        if head in ("help", "h") or text == "?":
            self.write(HELP)
            if self.asked_line:
                self.write(f"Now: {self.asked_line}")
            return True
        if head in ("t", "table"):
            self.show_table()
            return True
        if head == "log":
            self.write("\n".join(self.log[-20:]) or "Nothing has happened yet.")
            return True
        if head == "cards":
            view = self.session.driver.view(self.me)
            kinds = {k.index: k for k in screen.market_kinds(view) + screen.hand_kinds(view)}
            for kind in sorted(kinds.values(), key=lambda k: k.index):
                self.write(screen.card_text(kind))
            return True
        if head in ("?", "info") or (text.startswith("?") and len(text) > 1):
            target = rest if head in ("?", "info") else text[1:]
            self.describe_cards(target.strip(), shown)
            return True
        return False

    def describe_cards(self, target: str, shown: Sequence[Option]) -> None:
        if target.isdigit():
            number = int(target)
            if not 1 <= number <= len(shown):
                self.write(f"There is no line {number} in the list.")
            elif not shown[number - 1].cards:
                self.write(f"Line {number} names no card.")
            else:
                seen = {k.index: k for k in shown[number - 1].cards}
                for kind in seen.values():
                    self.write(screen.card_text(kind))
            return
        found = screen.find_cards(GAME, target) if target else []
        if not found:
            self.write("No card by that name; ? N gives the text of the cards in line N.")
            return
        for kind in found[:5]:
            self.write(screen.card_text(kind))
        if len(found) > 5:
            self.write(f"... and {len(found) - 5} more; type more of the name.")

    # --- the game ------------------------------------------------------------------------------

    def play(self, console: Console) -> int:
        """Until the game ends (0) or the player quits (0 too: leaving is not an error)."""
        session = self.session
        try:
            while True:
                session.advance()
                if session.result is not None:
                    self.flush()
                    self.write_end()
                    return 0
                self.submit(self.decide(console))
        except Quit:
            self.write("")
            self.write("You left the game. Bye.")
            return 0

    def submit(self, choice: Any) -> None:
        """Play the player's choice, put in words first: a private reorder (the Expert kept,
        R7.5; the Dream Journal's order) moves the faces between the handles it names, so the
        view after it would name the wrong cards."""
        asked = self.session.asked
        assert asked is not None
        self.submitted = choice
        self.submitted_words = GAME.describe(asked.view, choice)
        self.session.submit(choice)

    def write_end(self) -> None:
        result = self.session.result
        assert result is not None
        outcome = result.outcome
        self.write("")
        if outcome is None or not outcome.winners:
            self.write("Game over: no winner.")
            return
        (winner,) = outcome.winners[:1]
        who = "You win!" if winner == self.me else f"{self.names[winner]} wins."
        self.write(f"Game over. {who}")
        standings = ", ".join(f"{self.names[s]} {score}" for s, score in enumerate(outcome.scores))
        self.write(f"Mental Resistance at the end: {standings}.")


def sentence(text: str, stop: str = ".") -> str:
    """``text`` as a sentence: a capital first, and a full stop unless it has one."""
    text = text[:1].upper() + text[1:]
    return text if not stop or text.endswith((".", "!", "?")) else text + stop


def new_game(args: argparse.Namespace, write: Callable[[str], None]) -> TerminalGame:
    settings = GAME.settings({"players": args.players, "start_resistance": args.resistance})
    me = 0
    names = screen.seat_names(args.players, me, args.name)
    make = bot_factory(GAME, args.bot, args.playouts)
    agents = {s: make(f"{args.seed}/{s}") for s in range(args.players) if s != me}
    game = TerminalGame(names, args.bot, write, me)
    driver = LocalDriver(GAME, settings, args.seed)
    game.session = Session(driver, humans=(me,), agents=agents, listener=game.on_event)
    return game


def play(
    args: argparse.Namespace,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    game = new_game(args, write)
    others = ", ".join(game.names[s] for s in range(args.players) if s != game.me)
    write(f"Hypnose: you are {game.names[game.me]}, against {others} ({args.bot} bots).")
    write(f"Starting Mental Resistance {args.resistance}; deal number {args.seed}")
    write(f"(--seed {args.seed} deals this game again).")
    write("Type help at any prompt for the commands; quit or Ctrl-D leaves.")
    console = Console(read, write, game.command)
    return game.play(console)


def default_name() -> str:
    """The login name, capitalized, as the player's name in the log ("Player" without one)."""
    import getpass

    try:
        name = getpass.getuser()
    except (KeyError, OSError):
        name = ""
    return name.capitalize() if name and name.isprintable() else "Player"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    low, high = GAME.players
    parser.add_argument(
        "--players",
        type=int_between(low, high, "the number of players"),
        default=2,
        help=f"seats at the table, you and {low - 1} to {high - 1} bots",
    )
    parser.add_argument(
        "--bot",
        default="normal",
        choices=sorted(BOTS),
        help="how the bots play: easy (makes mistakes), normal (weighs purchases and duels; "
        "also called strategic), strong (looks a turn ahead), or random (any move)",
    )
    parser.add_argument(
        "--playouts",
        type=int_between(0, None, "playouts"),
        default=None,
        help="simulations per decision of a bot that searches (strong); fewer answer sooner "
        f"(default: {default_playouts_in_words()})",
    )
    parser.add_argument(
        "--resistance",
        type=one_of(START_RESISTANCE, "the starting Mental Resistance", RESISTANCE_NAMES),
        default=START_RESISTANCE[0],
        help="starting Mental Resistance: 12 standard, 7 short, 5 quick (R5)",
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="deal number (default: a random one, printed)"
    )
    parser.add_argument(
        "--name", default=None, help="your name in the log (default: your login name)"
    )
    parser.add_argument(
        "--terminal",
        action="store_true",
        help="play as text in this terminal (what `play` does; the window is plain `hypnose`)",
    )


def run(args: argparse.Namespace) -> int:
    if args.seed is None:
        import secrets

        args.seed = secrets.randbelow(2**32)
    if args.name is None:
        args.name = default_name()
    return play(args)
