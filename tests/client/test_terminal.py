"""The terminal game played to the end as a player would: a real ``hypnose play`` process, its
stdin written by a seeded player who reads each screen and answers it (numbers, card numbers
for the typed steps, now and then a command: help, a card's text, the table, back, a page).

What a new player needs from it is checked on the transcript: every duel told with both totals
and their parts, no list longer than 15 lines to choose from, the phase named, forced steps
said, prices in the market, card texts on request, the end of the game.
"""

from __future__ import annotations

import os
import random
import re
import select
import subprocess
import sys
import time

import pytest

from client.terminal.console import MAX_LISTED
from client.terminal.hypnose import HELP

CLI = [sys.executable, "-m", "client.cli.main"]
PROMPT = "> "
OPTION = re.compile(r"^\s+(\d+)\. (.*)$")
NAVIGATION = re.compile(r"^\s+([np0])\. ")
DUEL = re.compile(
    r"^  Duel: Attack \d+ = [^;]+ \d+( \+ [^;]+ \d+)*; "
    r"(Defense \d+ = [^;]+|\w+ declines to defend)(; [^;]+)*\. "
    r"(\w+ wins( by default)?; \w+ loses (\d+|no) Mental Resistance\.|A tie: nothing happens\.)$"
)
ATTACK = re.compile(r"^(\w+) attacks (?!you )(\w+) with [^.]+\.$")


class Player:
    """A seeded player at the other end of the pipes; ``screens`` keeps what it was shown."""

    def __init__(self, args: list[str], seed: int, commands: float = 0.08) -> None:
        self.child = subprocess.Popen(
            [*CLI, "play", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.random = random.Random(seed)
        self.commands = commands
        self.screens: list[str] = []
        self.answers: list[str] = []
        self.options: list[int] = []
        self.navigation: list[str] = []
        self.typing: str | None = None
        """The screen of a step answered by typing card numbers, until answered."""

    def screen(self, timeout: float = 60) -> str | None:
        """The output up to the next prompt, or None once the game has ended."""
        out = b""
        deadline = time.monotonic() + timeout
        fd = self.child.stdout.fileno()
        while not out.endswith(PROMPT.encode()):
            if not select.select([fd], [], [], max(0.0, deadline - time.monotonic()))[0]:
                raise TimeoutError(f"no prompt after {out[-500:]!r}")
            chunk = os.read(fd, 65536)
            if not chunk:
                self.screens.append(out.decode())
                return None
            out += chunk
        text = out.decode()[: -len(PROMPT)]
        self.screens.append(text)
        return text

    def answer(self, text: str) -> None:
        self.answers.append(text)
        self.child.stdin.write(text.encode() + b"\n")
        self.child.stdin.flush()

    def choose(self, screen: str) -> str:
        lines = screen.splitlines()
        numbered = [int(m.group(1)) for line in lines if (m := OPTION.match(line))]
        navigation = [m.group(1) for line in lines if (m := NAVIGATION.match(line))]
        if "Which cards do you discard?" in screen or "in the order you want" in screen:
            self.typing = screen
        if self.typing is not None:
            answer = self.typed(self.typing)
            self.typing = None
            return answer
        if numbered:
            self.options, self.navigation = numbered, navigation
        roll = self.random.random()
        if roll < self.commands:
            return self.random.choice(["help", "? 1", "t", "cards", "? metro", "?"])
        if self.navigation and roll < self.commands * 3:
            return self.random.choice(self.navigation)
        return str(self.random.choice(self.options))

    def typed(self, screen: str) -> str:
        cards = [int(m.group(1)) for line in screen.splitlines() if (m := OPTION.match(line))]
        count = max(cards)
        if "in the order you want" in screen:
            order = list(range(1, count + 1))
            self.random.shuffle(order)
            return self.random.choice(["keep", " ".join(map(str, order))])
        picked = self.random.sample(range(1, count + 1), self.random.randint(1, count))
        return " ".join(map(str, picked))

    def play(self, limit: int = 4000) -> str:
        try:
            for _ in range(limit):
                screen = self.screen()
                if screen is None:
                    break
                self.answer(self.choose(screen))
            else:
                raise AssertionError(f"not over after {limit} answers")
            self.child.wait(timeout=60)
        finally:
            if self.child.poll() is None:
                self.child.kill()
        return "".join(self.screens)


def lists(transcript_screens: list[str]) -> list[list[str]]:
    """The lists to choose from, one per screen: each screen's numbered lines and page lines."""
    out = []
    for screen in transcript_screens:
        lines = [
            line for line in screen.splitlines() if OPTION.match(line) or NAVIGATION.match(line)
        ]
        out.append(lines)
    return out


@pytest.mark.slow
@pytest.mark.parametrize(("players", "resistance", "seed"), [(2, 5, 11), (3, 5, 12), (2, 7, 13)])
def test_a_whole_game_against_bots_at_the_terminal(players, resistance, seed):
    player = Player(
        ["--players", str(players), "--resistance", str(resistance), "--seed", str(seed),
         "--name", "Ana"],
        seed,
    )  # fmt: skip
    transcript = player.play()
    err = player.child.stderr.read().decode()
    assert player.child.returncode == 0, err
    assert err == ""
    lines = transcript.splitlines()

    # The end, in words.
    assert re.search(r"^  \w+ is the Master hypnotist\.$", transcript, re.MULTILINE)
    assert any(re.match(r"^Game over\. (You win!|\w+ wins\.)$", line) for line in lines)
    assert any(line.startswith("Mental Resistance at the end:") for line in lines)

    # Every duel is told: who attacks whom, then both totals with their parts and the result.
    attacks = [line for line in lines if ATTACK.match(line)]
    duels = [line for line in lines if line.startswith("  Duel: ")]
    assert attacks and len(duels) == len(attacks)
    for duel in duels:
        assert DUEL.match(duel), duel

    # Never more than about 15 lines to choose from at once.
    for shown in lists(player.screens):
        assert len(shown) <= MAX_LISTED, shown

    # The phase is named, the market shows prices, forced steps are said and taken.
    assert any(re.match(r"^Turn \d+, \w+'s turn: buying phase\.$", line) for line in lines)
    market = [line for line in lines if line.startswith("Market: ")]
    assert market and all(re.search(r"\(\d\)", line) for line in market if "empty" not in line)
    forced = [
        line
        for line in lines
        if re.match(r"^\((Buying phase|Intermediate phase \d|Duel|Refresh phase)\) ", line)
    ]
    assert forced

    # Commands at any prompt answered: help, card texts, the table again.
    if "help" in player.answers or "?" in player.answers:
        assert HELP.splitlines()[1] in transcript
    if "? metro" in player.answers:
        assert "Metronome: Boost card, +2 attack." in transcript


def test_a_player_who_goes_back_and_asks_loses_nothing():
    """Back from every level, refused answers, card texts: the game goes on where it was."""
    player = Player(["--seed", "21", "--name", "Ana", "--resistance", "5"], 21)
    first = player.screen()
    assert first is not None and "What do you do?" in first
    for answer in ("1", "0", "banana", "99", "? 1", "? neutral", "info 2", "log", "1", "1"):
        player.answer(answer)
        screen = player.screen()
        assert screen is not None
    shown = "".join(player.screens)
    assert "Buy which card?" in shown
    assert "Type a number from 1 to" in shown  # "banana" and "99" were refused in words
    assert "The Neutralizer: Expert. Duel: the opponent's current total becomes 0." in shown
    player.answer("quit")
    assert player.screen() is None  # the game ended
    player.child.wait(timeout=30)
    assert player.child.returncode == 0
    assert "You left the game. Bye." in "".join(player.screens)


def test_the_terminal_game_gives_a_searching_bot_the_budget_asked_for():
    """``hypnose play --bot strong --playouts N``: each bot searches N playouts a decision;
    without it, the bot's default for the table's size."""
    import argparse

    from client.terminal.hypnose import add_arguments, new_game
    from core.hypnose.bots import StrongBot

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    for extra, budget in ((["--playouts", "7"], 7), ([], 270)):
        args = parser.parse_args(["--players", "3", "--bot", "strong", "--seed", "1", *extra])
        args.name = "Ana"
        session = new_game(args, lambda line: None).session
        bots = [session.agents[seat] for seat in (1, 2)]
        assert all(isinstance(bot, StrongBot) for bot in bots)
        assert [bot.budget(3) for bot in bots] == [budget, budget]
