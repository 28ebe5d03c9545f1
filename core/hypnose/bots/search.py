"""The strong bot: a determinized search that sees only what its seat may see.

At a decision worth weighing (``candidates.SEARCHED``) it takes a few distinct choices
(``candidates``), deals worlds consistent with its view (``determinize.Dealing``: the hidden
cards sampled from what is unseen), and plays each choice forward in each world through the
core itself (``engine.apply_action``/``apply_dealer``, a ``LocalDealer`` over the dealt cards)
until its own next turn begins, every seat played by the strategic bot from its own view of that
world. Each leaf is judged by ``evaluation.win_chances``. The statistics are kept per choice at
the seat's information set (the view it decides from): every world is played with every choice
still in the running (paired playouts, so that the luck of a deal weighs on all alike), and
sequential halving drops the worse half after each round. The strategic bot's own choice is kept
unless another one beats it by more than its noise.

The budget is a number of playouts (``playouts``), never a time: a game is the same for a seed
on any machine. Every candidate is played in one world at least, so a budget smaller than the
number of candidates plays one playout per candidate. All randomness (the worlds, the dealers'
shuffles) comes from the bot's stream.
"""

from __future__ import annotations

import math
from collections import Counter
from copy import copy

from core.errors import CoreError
from core.hypnose.actions import Action
from core.hypnose.bots.candidates import SEARCHED, candidates
from core.hypnose.bots.determinize import Dealing
from core.hypnose.bots.evaluation import win_chances
from core.hypnose.bots.strategic import StrategicBot
from core.hypnose.bots.tracking import Tracker
from core.hypnose.engine import apply_action, apply_dealer, pending
from core.hypnose.legal import LegalActions, legal_actions
from core.hypnose.state import State
from core.hypnose.tasks import DECISIONS
from core.hypnose.zones import Zone
from core.local_dealer import LocalDealer
from core.stream import Stream
from core.view import Knowledge, View, learned
from core.vocabulary import AwaitAction, GameOver

DEFAULT_PLAYOUTS_BY_PLAYERS = {2: 480, 3: 270, 4: 180}
"""Playouts per searched decision at each table size when the bot is given none: about 0.2 s of
CPU for a searched decision on the 2-core reference machine at every size (``bench/bots.py
--players N``: 2,194-2,252 playouts per second at 2 players, 1,344 at 3, 906 at 4, since a
playout plays every other seat forward to the bot's next turn; ``docs/strength.md``)."""
DEFAULT_PLAYOUTS = DEFAULT_PLAYOUTS_BY_PLAYERS[2]
"""The two-player default, the budget named where one number is asked for."""
MAX_STEPS = 600
"""A playout stops after this many steps (a stalled world is judged where it stands)."""


def default_playouts(players: int) -> int:
    """The strong bot's budget at a table of ``players`` when none is given."""
    return DEFAULT_PLAYOUTS_BY_PLAYERS[players]


def default_playouts_in_words() -> str:
    """The defaults for a ``--help``: "480 at 2 players, 270 at 3 players, ..."."""
    return ", ".join(f"{n} at {k} players" for k, n in DEFAULT_PLAYOUTS_BY_PLAYERS.items())


class StrongBot:
    """Searches its important decisions (see the module's docstring); follows the strategic
    bot in the others, and in every decision when ``playouts`` is 0."""

    name = "strong"

    decisions = SEARCHED  # the decisions searched (a subset of ``candidates.SEARCHED``)
    switch_margin = 0.01  # another choice must beat the strategic one by this much ...
    switch_noise = 1.0  # ... and by this many standard errors of the paired difference

    def __init__(self, seed: int | bytes | str, playouts: int | None = None) -> None:
        if playouts is not None and playouts < 0:
            raise ValueError(f"playouts must be 0 or more, not {playouts}")
        self.playouts = playouts
        """Playouts per searched decision; None: ``default_playouts`` for the table's size."""
        self.stream = Stream(seed, "strong-bot")
        self.policy = StrategicBot(seed)
        self.searched = 0  # decisions searched so far, playouts played, and playouts cut
        self.played = 0  # short by a world the rules could not follow (for benchmarks)
        self.broken = 0

    def choose(self, view: View, legal: LegalActions) -> Action:
        base = self.policy.choose(view, legal)  # also brings its tracker up to date
        head = view.state.tasks[0]
        decision = DECISIONS[head.args[1]]
        budget = self.budget(view.state.players)
        if budget <= 0 or decision not in self.decisions or legal.only() is not None:
            return base
        options = candidates(decision, view, legal, base)
        if len(options) < 2:
            return base
        tracker = self.policy.tracker
        assert tracker is not None
        return self._search(view, options, tracker, budget)

    def budget(self, players: int) -> int:
        """Playouts per searched decision at a table of ``players``."""
        return default_playouts(players) if self.playouts is None else self.playouts

    # --- the search ------------------------------------------------------------------------------

    def _search(self, view: View, options: list[Action], tracker: Tracker, budget: int) -> Action:
        """Sequential halving over ``options`` (``options[0]`` the strategic choice) with paired
        playouts; the strategic choice stays unless beaten clearly (``_clearly_better``)."""
        self.searched += 1
        dealing = Dealing(view, tracker)
        world = World(view, dealing, tracker)
        alive = list(range(len(options)))
        values: list[list[float]] = [[] for _ in options]
        rounds = max(1, math.ceil(math.log2(len(options))))
        for number in range(rounds):
            left = rounds - number
            worlds = max(1, budget // (left * len(alive)))
            for _ in range(worlds):
                seed = bytes(self.stream.below(256) for _ in range(8))
                dealt = dealing.deal(self.stream)
                for index in alive:
                    values[index].append(world.play(options[index], dealt, seed))
                    self.played += 1
                    budget -= 1
            if len(alive) > 2:  # the better half stays, and the strategic choice always
                alive.sort(key=lambda i: -_mean(values[i]))
                alive = sorted({0, *alive[: max(2, math.ceil(len(alive) / 2))]})
            if budget <= 0:
                break
        self.broken += world.broken
        best = max(alive, key=lambda i: (_mean(values[i]), -i))
        if best != 0 and not self._clearly_better(values[best], values[0]):
            best = 0
        return options[best]

    def _clearly_better(self, mine: list[float], base: list[float]) -> bool:
        """Whether ``mine`` beats ``base`` on the worlds both were played in, by more than
        ``switch_margin`` and ``switch_noise`` standard errors of the paired difference."""
        n = min(len(mine), len(base))
        diffs = [a - b for a, b in zip(mine[-n:], base[-n:], strict=True)]
        mean = sum(diffs) / n
        if n < 2:
            return mean > self.switch_margin
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean > self.switch_margin + self.switch_noise * math.sqrt(var / n)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else -math.inf


class World:
    """Plays a choice forward in a dealt world, from the decision's state to the leaf."""

    def __init__(self, view: View, dealing: Dealing, tracker: Tracker) -> None:
        self.state: State = view.state
        self.seat = view.seat
        self.tracker = tracker
        state = view.state
        self.root_turn = state.turn
        # what each seat privately knows in every world: its hand, its look and the face-down
        # cards of its discard pile (the cards it bought unseen, whether or not the searching
        # seat knows them too); the searching seat what its view knows
        public = state.public
        self.private: list[list[int]] = []
        for seat in range(state.players):
            hidden = [h for h in state.zone(Zone.DISCARD, seat) if public[h] < 0]
            look = state.zone(Zone.LOOK, seat)
            self.private.append([*hidden, *state.hand(seat), *look])
        self.mine = {h: k for h, k in dealing.known.items() if public[h] < 0}
        self.broken = 0

    def play(self, action: Action, dealt: tuple[list[int], dict[int, tuple[int, ...]]],
             seed: bytes) -> float:  # fmt: skip
        """The searching seat's chance to win after ``action`` in this world (``dealt``)."""
        truth, secrets = dealt
        state, me = self.state, self.seat
        epochs = state.epochs
        dealer = LocalDealer(truth, seed)
        dealer.secrets.update(secrets)
        knowledge = []
        for seat, handles in enumerate(self.private):
            facts = {(h, epochs[h]): truth[h] for h in handles}
            if seat == me:
                facts.update(((h, epochs[h]), k) for h, k in self.mine.items())
            knowledge.append(Knowledge(seat, facts))
        bots = [_rollout_bot(self.tracker, seat) for seat in range(state.players)]
        dealer.note_action(me, action)
        state = apply_action(state, me, action)
        root_turn = self.root_turn
        try:
            for _ in range(MAX_STEPS):
                if state.active == me and state.turn != root_turn:
                    break  # the seat's next turn begins: the leaf
                step = pending(state)
                kind = type(step)
                if kind is GameOver:
                    break
                if kind is AwaitAction:
                    seat = step.seat  # type: ignore[union-attr]
                    view = View(state, seat, knowledge[seat])
                    chosen = bots[seat].choose(view, legal_actions(view))
                    dealer.note_action(seat, chosen)
                    state = apply_action(state, seat, chosen)
                else:
                    result = dealer.serve(step)  # type: ignore[arg-type]
                    before = state
                    state = apply_dealer(state, result)
                    news = learned(step, result, before, state)
                    if news is not None:
                        knowledge[news.seat].learn(news.state, news.handles, news.kinds)
        except (AssertionError, CoreError):
            # A dealt world the rules or a playing bot cannot follow (the public tracker
            # guessed wrong, e.g. an unseen card R14 gave away): it is judged where it stopped,
            # rather than end the real game; ``broken`` counts them for the benchmark.
            self.broken += 1
        return win_chances(state, dealer.truth, me)[me]


def _rollout_bot(tracker: Tracker, seat: int) -> StrategicBot:
    """A strategic bot for ``seat`` in a playout, knowing what the searching seat's tracker
    knows of every seat's cards (public information: the same for every seat)."""
    bot = StrategicBot(b"playout")
    bot.tracker = copy_tracker(tracker, seat)
    return bot


def copy_tracker(tracker: Tracker, seat: int) -> Tracker:
    """An independent copy of ``tracker`` for ``seat`` (what a playout changes is copied; the
    rest is shared, read only)."""
    twin = copy(tracker)
    twin.seat = seat
    twin.holder = list(tracker.holder)
    twin.owned = [Counter(c) for c in tracker.owned]
    twin.changes = list(tracker.changes)
    return twin
