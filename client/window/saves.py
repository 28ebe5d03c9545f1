"""Offline games saved as they are played: the seed, the settings, the players, and the
person's own choices, so a game resumes after a crash or a closed window, and a finished game
can be replayed (the dealer and the bots are deterministic from the seed, R6's randomness
included).

One JSON file per game in ``<data folder>/games``, rewritten whole (to a temporary file, then
renamed) after every choice: a crash loses at most the choice being made.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

FORMAT = 1
MAX_FILE = 4 * 1024 * 1024
"""A saved game larger than this is refused (a game's choices take a few kilobytes)."""


class SaveError(ValueError):
    """A saved game that cannot be read; the message names the file and what is wrong."""


def _new_seed() -> int:
    """A new game's seed (``secrets``, loaded with the first new game: the window's start
    does not need it)."""
    import secrets

    return secrets.randbelow(2**32)


@dataclass
class SavedPlayer:
    seat: int
    name: str
    colour: str
    shape: str
    bot: str | None = None


@dataclass
class SavedGame:
    """One offline game: enough to deal it again and replay the person's choices."""

    game: str
    version: str
    seed: int
    settings: dict[str, Any]
    players: list[SavedPlayer]
    me: int
    started: str
    actions: list[dict[str, Any]] = field(default_factory=list)
    finished: bool = False
    winners: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    path: Path | None = None

    def to_json(self) -> str:
        # Written after every choice: the fields are read as they are (``asdict`` would copy
        # every saved action deeply each time, ~20 ms on the GUI thread late in a game).
        data = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "path"}
        data["players"] = [asdict(p) for p in self.players]
        data["format"] = FORMAT
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, path: Path) -> SavedGame:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SaveError(f"{path.name}: not a saved game ({exc})") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError(f"{path.name}: not a saved game of this version")
        try:
            players = [SavedPlayer(**p) for p in data["players"]]
            saved = cls(
                game=str(data["game"]),
                version=str(data["version"]),
                seed=int(data["seed"]),
                settings=dict(data["settings"]),
                players=players,
                me=int(data["me"]),
                started=str(data["started"]),
                actions=list(data["actions"]),
                finished=bool(data["finished"]),
                winners=[int(w) for w in data.get("winners", [])],
                scores=[int(s) for s in data.get("scores", [])],
                path=path,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"{path.name}: a field is missing or wrong ({exc})") from None
        if not 0 <= saved.me < len(saved.players):
            raise SaveError(f"{path.name}: seat {saved.me} is not one of its players")
        return saved


class Saves:
    """The saved games of one data folder."""

    def __init__(self, data_dir: Path) -> None:
        self.folder = data_dir / "games"

    def new(
        self,
        game: str,
        version: str,
        settings: dict[str, Any],
        players: list[SavedPlayer],
        me: int,
        seed: int | None = None,
    ) -> SavedGame:
        now = datetime.now()
        saved = SavedGame(
            game=game,
            version=version,
            seed=_new_seed() if seed is None else seed,
            settings=dict(settings),
            players=players,
            me=me,
            started=now.isoformat(timespec="seconds"),
        )
        stamp = now.strftime("%Y%m%d-%H%M%S")
        saved.path = self.folder / f"offline-{stamp}-{saved.seed:08x}.json"
        self.write(saved)
        return saved

    def write(self, saved: SavedGame) -> None:
        assert saved.path is not None
        self.folder.mkdir(parents=True, exist_ok=True)
        temporary = saved.path.with_suffix(".tmp")
        temporary.write_text(saved.to_json(), encoding="utf-8")
        os.replace(temporary, saved.path)

    def record(self, saved: SavedGame, action: dict[str, Any]) -> None:
        saved.actions.append(action)
        self.write(saved)

    def finish(self, saved: SavedGame, winners: tuple[int, ...], scores: tuple[int, ...]) -> None:
        saved.finished = True
        saved.winners = list(winners)
        saved.scores = list(scores)
        self.write(saved)

    def discard(self, saved: SavedGame) -> None:
        if saved.path is not None and saved.path.exists():
            saved.path.unlink()

    def load(self, path: Path) -> SavedGame:
        try:
            if path.stat().st_size > MAX_FILE:
                raise SaveError(f"{path.name}: larger than {MAX_FILE} bytes")
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from None
        except UnicodeDecodeError:
            raise SaveError(f"{path.name}: not a text file") from None
        return SavedGame.from_json(text, path)

    def all(self) -> tuple[list[SavedGame], list[str]]:
        """Every saved game, newest first, and the problems of the files that could not be
        read (shown, never a crash)."""
        games, problems = [], []
        if not self.folder.is_dir():
            return [], []
        for path in sorted(self.folder.glob("offline-*.json"), reverse=True):
            try:
                games.append(self.load(path))
            except SaveError as exc:
                problems.append(str(exc))
        return games, problems

    def unfinished(self) -> SavedGame | None:
        """The most recent game that did not end (after a crash or a closed window)."""
        return next((g for g in self.all()[0] if not g.finished), None)

    def finished(self) -> list[SavedGame]:
        return [g for g in self.all()[0] if g.finished]
