"""Where a LAN game lives on disk: one folder per game in the data folder.

```
games/<game id, 16 hex>/
  seating.bin          the terms, the seats this client plays, every client's address (public)
  seat-<N>.secret      seat N's identity, nonce and randomness seed (readable by the user only);
                       the player's seat's identity is the client's, the one a resume uses
  seat-<N>.journal     every message seat N accepted and every decision it took (net.store.journal)
  transcript.hgame     the game's messages with its terms, for `hypnose audit` (at the end)
  result.json          how the game ended, in plain JSON (at the end)
```

Everything a resumed client needs is written, and synced, before the first message of the game
is signed: the seating and each seat's secrets (its seed among them: ``net.protocol.seedstream``).
A game whose folder has no ``result.json`` is unfinished: starting the client again resumes it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgpack

from net.errors import GameFolderError, SeatingError, WireError
from net.protocol.identity import Identity
from net.protocol.seating import Seating, public_plain, seating_from_plain, secret_plain
from net.protocol.seedstream import SEED_SIZE
from net.protocol.wire import canonical, decode
from net.store.datafolder import GAMES
from net.store.journal import sync_folder, write_synced

SEATING = "seating.bin"
TRANSCRIPT = "transcript.hgame"
RESULT = "result.json"
FOLDER_FORMAT = "hypnose-lan-game/1"
MAX_SEATING = 64 * 1024


def games_folder(data_dir: Path) -> Path:
    return Path(data_dir) / GAMES


@dataclass
class GameFolder:
    """One game's folder and what was stored in it at the start."""

    path: Path
    seating: Seating
    seeds: Mapping[int, bytes] = field(repr=False)
    listen_port: int = 0
    """The port this client listened on (tried again on a resume)."""

    @property
    def game_id(self) -> bytes:
        return self.seating.terms.game_id()

    @property
    def identity(self) -> Identity:
        """The identity this client played the game with (its player's seat's, the key the
        others' clients know it by): a resume uses it, whatever the profile's is now (two data
        folders merged may have set the profile's aside). GameFolderError when none is."""
        keys = {address.key for address in self.seating.clients.values()}
        for seat in self.seating.seats:
            identity = self.seating.identities[seat]
            if identity.public_key in keys:
                return identity
        raise GameFolderError(f"{self.path} holds no seat of this client's own identity.")

    def journal_path(self, seat: int) -> Path:
        return self.path / f"seat-{seat}.journal"

    @property
    def transcript_path(self) -> Path:
        return self.path / TRANSCRIPT

    @property
    def result_path(self) -> Path:
        return self.path / RESULT

    @property
    def finished(self) -> bool:
        return self.result_path.exists()

    @classmethod
    def create(
        cls, data_dir: Path, seating: Seating, seeds: Mapping[int, bytes], listen_port: int = 0
    ) -> GameFolder:
        """Make the folder and write the seating and every played seat's secrets, synced."""
        game_id = seating.terms.game_id()
        path = games_folder(data_dir) / game_id.hex()[:16]
        if path.exists() and (path / SEATING).exists():
            raise GameFolderError(f"A game with this id is stored already in {path}.")
        if set(seeds) != set(seating.seats) or any(len(s) != SEED_SIZE for s in seeds.values()):
            raise ValueError("one seed of the right size per seat played")
        try:
            path.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as exc:
            raise GameFolderError(f"Cannot make the game folder {path}: {exc.strerror}.") from None
        for seat in seating.seats:
            secret = {**secret_plain(seating, seat), "seed": seeds[seat]}
            write_synced(path / f"seat-{seat}.secret", canonical(secret), private=True)
        public = {"format": FOLDER_FORMAT, "seating": public_plain(seating), "port": listen_port}
        write_synced(path / SEATING, canonical(public))
        sync_folder(path.parent)
        return cls(path, seating, dict(seeds), listen_port)

    def remember_port(self, port: int) -> None:
        """Store the port this client now listens on (a resume tries it first)."""
        if port == self.listen_port:
            return
        self.listen_port = port
        public = {"format": FOLDER_FORMAT, "seating": public_plain(self.seating), "port": port}
        write_synced(self.path / SEATING, canonical(public))

    @classmethod
    def open(cls, path: Path) -> GameFolder:
        """Read a game folder back; GameFolderError in words when it does not read."""
        path = Path(path)
        public = _read(path / SEATING)
        if type(public) is not dict or public.get("format") != FOLDER_FORMAT:
            raise GameFolderError(f"{path / SEATING} is not a game folder of this version.")
        stored = public.get("seating")
        seats = stored.get("seats", []) if type(stored) is dict else []
        secrets: dict[int, Any] = {}
        seeds: dict[int, bytes] = {}
        for seat in seats if type(seats) is list else []:
            if type(seat) is not int:
                continue
            secret = _read(path / f"seat-{seat}.secret")
            if type(secret) is not dict or type(secret.get("seed")) is not bytes:
                raise GameFolderError(f"{path}/seat-{seat}.secret does not hold a seed.")
            secrets[seat], seeds[seat] = secret, secret["seed"]
        try:
            seating = seating_from_plain(public.get("seating"), secrets)
        except SeatingError as exc:
            raise GameFolderError(f"{path / SEATING}: {exc}") from None
        port = public.get("port")
        return cls(path, seating, seeds, port if type(port) is int else 0)

    def write_result(self, result: Mapping[str, Any]) -> None:
        """Mark the game over (a resume then leaves it alone), with how it ended."""
        write_synced(self.result_path, json.dumps(dict(result), indent=1, sort_keys=True).encode())

    def read_result(self) -> dict[str, Any] | None:
        return read_result(self.path)


def read_result(path: Path) -> dict[str, Any] | None:
    """How the game in folder ``path`` ended, or None while it is unfinished."""
    try:
        data = json.loads((Path(path) / RESULT).read_text())
    except (OSError, ValueError):
        return None
    return data if type(data) is dict else None


def _read(path: Path) -> Any:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise GameFolderError(f"Cannot read {path}: {exc.strerror}.") from None
    if len(data) > MAX_SEATING:
        raise GameFolderError(f"{path} is too large to be a game's file.")
    try:
        return decode(data, limit=MAX_SEATING)
    except (WireError, msgpack.UnpackException, ValueError) as exc:
        raise GameFolderError(f"{path} is damaged: {exc}.") from None


def unfinished_games(data_dir: Path) -> list[Path]:
    """Folders of games this data folder started and did not finish, oldest first."""
    root = games_folder(data_dir)
    if not root.is_dir():
        return []
    found = [p for p in root.iterdir() if (p / SEATING).exists() and not (p / RESULT).exists()]
    return sorted(found, key=lambda p: (p / SEATING).stat().st_mtime)
