"""Series of bot games for the balance report, played on several processes and kept on disk.

A series is a number of games of one kind (``Spec``: players, the bots seated in order and
rotated every game, the turn-order compensation R21, the strong bot's playouts); game ``i`` of a
series is dealt from a seed that depends on the players, the bots and ``i`` only, so that two
series that differ only in their compensation play the same deals (their difference is less
noisy). Games are played in chunks of ``CHUNK`` and every chunk is kept in the cache folder, so
that a long report can be built in several runs and a larger series reuses a smaller one.

What a game records: the seating, the first player (R6), the winner, the number of turns and
what each seat bought (market, blind and Expert purchases, their kinds read from the local
dealer's truth, which an analysis tool may do and a bot never does).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from functools import cache
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.game import bot_factory
from core.hypnose.actions import BuyBlind, BuyMarket, Keep
from core.hypnose.bots import default_playouts
from core.hypnose.catalog import Catalog
from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings
from core.hypnose.zones import Zone
from core.play import Step, Table, play_game
from resources import load_catalog

CHUNK = 50
SEARCH_CHUNK = 10
"""Games kept per file when a ``strong`` bot plays (a game takes it seconds, not milliseconds)."""
CACHE = Path(__file__).resolve().parent.parent / ".cache" / "balance"


@dataclass(frozen=True)
class Spec:
    """One kind of game: who plays, with which compensation (R21) and search budget."""

    players: int
    bots: tuple[str, ...]
    compensation: str
    playouts: int | None = None
    """The ``strong`` bots' playouts (None: their default)."""
    per_file: int | None = field(default=None, compare=False)
    """Games per file in the cache folder (None: ``CHUNK``, ``SEARCH_CHUNK`` with a strong bot;
    a tiny series sets a few so that it plays only a few games)."""

    @property
    def key(self) -> str:
        """The cache folder's name. A series with a strong bot names its budget even at the
        default, so that a new default never reads games played at the old one."""
        playouts = self.playouts
        if playouts is None and "strong" in self.bots:
            playouts = default_playouts(self.players)
        budget = "" if playouts is None else f"-p{playouts}"
        return f"{self.players}p-{'+'.join(self.bots)}-{self.compensation}{budget}"

    @property
    def chunk(self) -> int:
        """Games per file in the cache folder."""
        if self.per_file is not None:
            return self.per_file
        return SEARCH_CHUNK if "strong" in self.bots else CHUNK

    def seating(self, index: int) -> list[str]:
        """The bots in order, rotated every game (as ``hypnose simulate`` seats them)."""
        return [self.bots[(seat + index) % len(self.bots)] for seat in range(self.players)]


@dataclass
class Game:
    """One finished (or capped) game."""

    seating: list[str]
    first: int
    winner: int | None
    turns: int
    buys: list[dict[str, int]] = field(default_factory=list)


@cache
def _game() -> HypnoseGame:
    return HypnoseGame(load_catalog())


class Purchases:
    """A ``play_game`` observer: the first player (R6) and what each seat bought (market, blind
    and Expert purchases), the kinds read from the local dealer's truth."""

    def __init__(self, catalog: Catalog, players: int) -> None:
        self.catalog = catalog
        self.buys: list[Counter[str]] = [Counter() for _ in range(players)]
        self.first = -1

    def __call__(self, table: Table, entry: Step) -> None:
        seat, action = entry
        if not isinstance(seat, int):
            return
        if self.first < 0:
            self.first = seat  # the first decision is the starting seat's buying phase (R6)
        truth, catalog, buys = table.dealer.truth, self.catalog, self.buys
        if isinstance(action, BuyMarket):  # still in the market until the payment settles
            buys[seat][catalog[truth[action.card]].id] += 1
        elif isinstance(action, BuyBlind):  # R7.4: the top of the Basic stack, at settle
            buys[seat][catalog[truth[table.state.zones[Zone.BASIC][0]]].id] += 1
        elif isinstance(action, Keep):  # R7.5: the Expert kept
            buys[seat][catalog[truth[action.card]].id] += 1


def play_one(task: tuple[Spec, int, int]) -> Game:
    """Game ``index`` of a series; the deal depends on the players, bots and index only."""
    spec, seed, index = task
    game = _game()
    catalog: Catalog = game.catalog
    seating = spec.seating(index)
    game_seed = f"balance/{seed}/{spec.players}/{'+'.join(spec.bots)}/{index}"
    agents = [
        bot_factory(game, name, spec.playouts)(f"{game_seed}/{seat}")
        for seat, name in enumerate(seating)
    ]
    seen = Purchases(catalog, spec.players)
    settings = Settings(players=spec.players, compensation=spec.compensation)
    result = play_game(game, settings, agents, game_seed, observe=seen)  # type: ignore[arg-type]
    winner = result.winner if result.finished else None
    return Game(seating, seen.first, winner, result.turns, [dict(b) for b in seen.buys])


def _chunk_file(spec: Spec, seed: int, start: int, cache: Path) -> Path:
    return cache / spec.key / f"seed{seed}-{start}-{spec.chunk}.json"


def play_series(
    specs: Iterable[tuple[Spec, int]],
    seed: int,
    workers: int,
    progress: Callable[[str], None] = print,
    cache: Path = CACHE,
) -> dict[Spec, list[Game]]:
    """The first ``games`` games of every (spec, games), from the cache or played now.

    The missing games are played one by one on ``workers`` processes and saved by chunks."""
    wanted = list(specs)
    results: dict[Spec, dict[int, list[Game]]] = {spec: {} for spec, _ in wanted}
    missing: list[tuple[Spec, int]] = []
    for spec, games in wanted:
        for start in range(0, games, spec.chunk):
            path = _chunk_file(spec, seed, start, cache)
            if path.exists():
                rows = json.loads(path.read_text(encoding="utf-8"))
                results[spec][start] = [Game(**row) for row in rows]
            elif (spec, start) not in missing:
                missing.append((spec, start))
    if missing:
        count = sum(spec.chunk for spec, _ in missing)
        progress(f"playing {count} games ({len(missing)} chunks)")
        tasks = [(s, seed, i) for s, start in missing for i in range(start, start + s.chunk)]
        pending: dict[tuple[Spec, int], dict[int, Game]] = {key: {} for key in missing}
        with get_context("fork").Pool(workers) as pool:
            for (spec, _, index), game in zip(tasks, pool.imap(play_one, tasks), strict=True):
                start = index - index % spec.chunk
                chunk = pending[spec, start]
                chunk[index] = game
                if len(chunk) == spec.chunk:
                    rows = [chunk[i] for i in range(start, start + spec.chunk)]
                    path = _chunk_file(spec, seed, start, cache)
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_text(json.dumps([asdict(g) for g in rows]), encoding="utf-8")
                    results[spec][start] = rows
                    progress(f"  {spec.key}: games {start}-{start + spec.chunk - 1} done")
    out: dict[Spec, list[Game]] = {}
    for spec, games in wanted:
        chunks = results[spec]
        out[spec] = [g for start in sorted(chunks) for g in chunks[start]][:games]
    return out


def cached(spec: Spec, seed: int, cache: Path = CACHE) -> list[Game]:
    """Every game of ``spec`` already kept in the cache folder, in game order (a series that
    was stopped part way gives the chunks it finished)."""
    chunks: dict[int, list[Game]] = {}
    for path in (cache / spec.key).glob(f"seed{seed}-*-{spec.chunk}.json"):
        start = int(path.name.split("-")[1])
        rows = json.loads(path.read_text(encoding="utf-8"))
        chunks[start] = [Game(**row) for row in rows]
    out: list[Game] = []
    for start in sorted(chunks):
        if start != len(out):
            break  # a gap: only the games from 0 on without one
        out.extend(chunks[start])
    return out
