"""Bringing ``hypnose peer``'s old data folder into the one data folder, once.

Before there was one rule (``net.store.datafolder``) the window kept its data in the platform's
app data folder (``~/.local/share/Hypnose/Hypnose`` on Linux) and ``hypnose peer`` and the tools
theirs in another (``~/.local/share/hypnose``), so one person could have two identities and two
known-peers files. The window's folder is the one folder now. When a client (the window,
``hypnose peer``) opens it by default and finds the old peer folder, it brings that one in:

- **The identity.** Where only the old folder holds one, it becomes this folder's. Where both
  hold different ones, the one the person's friends have pinned stays: the window's if it has
  played at a LAN table (it knows peers, or holds a LAN game's folder), else the peer's. The
  other is kept beside it, ``identity-set-aside-window.key`` or ``identity-set-aside-peer.key``.
- **The known peers.** The names the old list knows and this one does not are added. A name
  both know with two keys keeps this folder's key and is flagged in the log (as the trust module
  flags a changed key when it comes); the old list is then kept beside,
  ``known_peers-set-aside-peer.json``.
- **The games.** Each entry of the old ``games/`` moves here (under another name if the name is
  taken): moved, not copied, so that an unfinished game is resumed in one place only, under the
  identity its own folder holds (``GameFolder.identity``), the one set aside included.
- The identity and the known peers are copied, the old folder keeps them and its log: it still
  works on its own with ``--data-dir``. Nothing is deleted or silently replaced.

What was done is written in words to this folder's log, and to ``merged.txt`` in the old folder,
whose presence means it is done: a second start does nothing more. Both folders' locks are held
meanwhile; if another client holds one, the merge waits for a later start. Whether there is
work to do is ``DataFolder.old_to_bring``: a few ``stat``, this module not even loaded.
"""

from __future__ import annotations

import contextlib
import logging
import shutil
from datetime import datetime
from pathlib import Path
from typing import Any

from net.store.datafolder import GAMES, KEY_NAME, KNOWN_PEERS_NAME, MERGED, DataFolder

SET_ASIDE_KEY = "identity-set-aside-{}.key"
SET_ASIDE_PEERS = "known_peers-set-aside-peer.json"
MOVED_SUFFIX = "-from-old-peer-folder"
"""Added to a game folder's name when this folder holds one of that name already."""

log = logging.getLogger(__name__)


def bring_old_folder(data: DataFolder) -> list[str]:
    """Bring ``data.old`` into ``data.path`` if it is pending (see the module); the sentences
    said (to the log too), or [] when there was nothing to do or it must wait. Never raises
    for a folder: a failure is logged in words and tried again at the next start."""
    if not data.old_to_bring:
        return []
    from net.errors import FolderLocked, NetError
    from net.store.folderlock import FolderLock

    assert data.old is not None
    old, new = data.old, data.path
    locks: list[Any] = []
    try:
        new.mkdir(mode=0o700, parents=True, exist_ok=True)
        for folder in (new, old):
            lock = FolderLock(folder)
            lock.acquire()
            locks.append(lock)
        lines = merge_folders(old, new)
        try:
            (old / MERGED).write_text(_marker_text(new, lines), encoding="utf-8")
        except OSError as exc:
            lines.append(f"Could not write {MERGED} in {old} ({exc.strerror}): the next start "
                         "looks at it again (and finds nothing more to bring).")  # fmt: skip
    except FolderLocked as exc:
        log.info("%s: the old data folder %s is brought in at a later start", exc, old)
        return []
    except (OSError, NetError) as exc:
        detail = getattr(exc, "strerror", None) or str(exc)
        lines = [f"Could not bring the old data folder {old} into {new}: {detail}. "
                 "It is tried again at the next start; nothing was deleted."]  # fmt: skip
    finally:
        for lock in reversed(locks):
            lock.release()
    _tell(new, lines)
    return lines


def merge_folders(old: Path, new: Path) -> list[str]:
    """Bring ``old`` into ``new`` (both held by this client): identity, known peers, games.
    The sentences that say what was done."""
    played = played_at_lan(new)  # before the old folder's games come in
    lines = [f"Bringing hypnose peer's old data folder {old} into {new}, the one data folder "
             "of the window, hypnose peer and the tools."]  # fmt: skip
    lines += _identity(old, new, played)
    lines += _known_peers(old, new)
    lines += _games(old, new)
    lines.append(f"Nothing was deleted: {old} keeps its own files but its games, moved here; "
                 f"{MERGED} there says it was brought in.")  # fmt: skip
    return lines


def played_at_lan(folder: Path) -> bool:
    """Whether this folder's identity has been seen at a LAN table: it remembers peers (the
    file is written only when one is met) or holds a LAN game's folder (finished or not)."""
    from net.protocol.trust import KnownPeers
    from net.store.gamefolder import SEATING

    known = folder / KNOWN_PEERS_NAME
    if known.exists():
        from net.errors import TrustError

        try:
            if len(KnownPeers.load(known)):
                return True
        except TrustError:
            return True  # damaged, but it was written: a peer was met
    games = folder / GAMES
    return games.is_dir() and any((entry / SEATING).exists() for entry in games.iterdir())


# --- the identity ---------------------------------------------------------------------------


def _identity(old: Path, new: Path, played: bool) -> list[str]:
    old_key, new_key = old / KEY_NAME, new / KEY_NAME
    if not old_key.exists():
        return []
    theirs = old_key.read_bytes()
    if not new_key.exists():
        _write(new_key, theirs)
        return [f"Your identity is now the one hypnose peer used ({_code(old_key)}): this "
                "folder had none."]  # fmt: skip
    ours = new_key.read_bytes()
    if ours == theirs or _code(old_key) == _code(new_key) != "unreadable":
        return [f"Both folders hold the same identity ({_code(new_key)})."]
    readable = "unreadable" not in (_code(old_key), _code(new_key))
    if played or not readable:
        aside = _set_aside(theirs, new, "peer")
        why = (
            "the window has played at a LAN table with it, so the friends you met there know it"
            if played
            else "one of the two keys does not read, so neither replaces the other"
        )
        return [f"Kept this folder's identity ({_code(new_key)}): {why}. hypnose peer's "
                f"identity ({_code(old_key)}) is kept beside it as {aside.name}; a game "
                "played under it still resumes under it."]  # fmt: skip
    aside = _set_aside(ours, new, "window")
    before = _code(new_key)
    _write(new_key, theirs)
    return [f"Your identity is now hypnose peer's ({_code(new_key)}), the one your friends "
            f"know: the window never played at a LAN table with its own ({before}), which is "
            f"kept beside it as {aside.name}."]  # fmt: skip


def _code(key_file: Path) -> str:
    """The fingerprint code of a key file, or "unreadable"."""
    from net.errors import ProfileError
    from net.protocol.trust import fingerprint_code
    from net.store.profile import read_identity

    try:
        return fingerprint_code(read_identity(key_file).public_key)
    except ProfileError:
        return "unreadable"


def _set_aside(data: bytes, folder: Path, origin: str) -> Path:
    """Keep a key beside the identity, under a name of its own (never over another file)."""
    base = SET_ASIDE_KEY.format(origin)
    target, number = folder / base, 1
    while target.exists() and target.read_bytes() != data:
        number += 1
        target = folder / base.replace(".key", f"-{number}.key")
    if not target.exists():
        _write(target, data)
    return target


def _write(path: Path, data: bytes) -> None:
    from net.store.journal import write_synced

    write_synced(path, data, private=True)


# --- the known peers ------------------------------------------------------------------------


def _known_peers(old: Path, new: Path) -> list[str]:
    from net.errors import TrustError
    from net.protocol.trust import KnownPeers, fingerprint_code

    if not (old / KNOWN_PEERS_NAME).exists():
        return []
    try:
        theirs = KnownPeers.load(old / KNOWN_PEERS_NAME)
        ours = KnownPeers.load(new / KNOWN_PEERS_NAME)
    except TrustError as exc:
        return [f"Known peers not merged: {exc}"]
    added, conflicts = ours.merge(theirs)
    names = f" ({', '.join(added)})" if added else ""
    lines = [f"Known peers: {len(added)} added from the old folder{names}, {len(ours)} known now."]
    if conflicts:
        (new / SET_ASIDE_PEERS).write_bytes((old / KNOWN_PEERS_NAME).read_bytes())
    for seen in conflicts:
        assert seen.previous is not None
        lines.append(
            f"{seen.name} is known with two keys: {fingerprint_code(seen.previous)} here (kept) "
            f"and {fingerprint_code(seen.key)} in the old folder (kept in {SET_ASIDE_PEERS}). "
            f"When {seen.name} comes with the other key, it is flagged and you decide: check "
            "the code with them."
        )
    return lines


# --- the games ------------------------------------------------------------------------------


def _games(old: Path, new: Path) -> list[str]:
    from net.store.gamefolder import RESULT, SEATING

    source = old / GAMES
    if not source.is_dir():
        return []
    target = new / GAMES
    target.mkdir(mode=0o700, parents=True, exist_ok=True)
    moved, unfinished, renamed = [], 0, []
    for entry in sorted(source.iterdir()):
        place = target / entry.name
        number = 1
        while place.exists():
            number += 1
            suffix = MOVED_SUFFIX if number == 2 else f"{MOVED_SUFFIX}-{number - 1}"
            place = target / f"{entry.name}{suffix}"
        if place.name != entry.name:
            renamed.append(f"{entry.name} as {place.name}")
        shutil.move(str(entry), str(place))
        moved.append(place.name)
        unfinished += int((place / SEATING).exists() and not (place / RESULT).exists())
    if not moved:
        return []
    line = (f"Moved {len(moved)} entries of the old folder's games into {target}"
            f" ({unfinished} unfinished game{'s' if unfinished != 1 else ''}, resumed under the "
            "identity each was played with).")  # fmt: skip
    return [line] + ([f"Moved under another name: {', '.join(renamed)}."] if renamed else [])


# --- telling ----------------------------------------------------------------------------------


def _marker_text(new: Path, lines: list[str]) -> str:
    stamp = datetime.now().isoformat(timespec="seconds")
    return f"Brought into {new} on {stamp}.\n\n" + "\n".join(lines) + "\n"


def _tell(folder: Path, lines: list[str]) -> None:
    """Write the sentences to the folder's log file (the window keeps none otherwise) and to
    this module's logger."""
    from net.store.profile import log_file_handler

    handler = None
    with contextlib.suppress(OSError):
        handler = log_file_handler(folder)
    if handler is not None:
        log.addHandler(handler)
    level = log.level
    log.setLevel(logging.INFO)
    try:
        for line in lines:
            log.log(logging.WARNING if line.startswith("Could not") else logging.INFO, line)
    finally:
        log.setLevel(level)
        if handler is not None:
            log.removeHandler(handler)
            handler.close()
