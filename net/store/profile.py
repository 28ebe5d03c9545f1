"""The player's data folder: identity key, known peers, lock and log, in one place.

Which folder is ``net.store.datafolder``'s one rule (``--data-dir``, ``HYPNOSE_DATA_DIR``, the
platform's app data folder). Inside it:

- ``identity.key``: the long-term Ed25519 identity, created on first run. On POSIX the folder
  is created 0700 and the key 0600 (readable only by the user); a key found readable by others
  is tightened back to 0600 with a warning. On Windows modes mean little: the key relies on the
  permissions of the user's profile folder (``%APPDATA%`` is readable only by its user).
- ``known_peers.json``: trust on first use (``net.protocol.trust``).
- ``client.lock``: one client per folder (``net.store.folderlock``).
- ``hypnose.log``: a rotating log (about 1 MB, three old files kept).

A file that cannot be read or is damaged gives a :class:`ProfileError` whose message says what
to do, never a traceback. ``python -m net.store.profile [--data-dir DIR]`` shows a profile.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import logging
import logging.handlers
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

from net.errors import IdentityError, NetError, ProfileError, TrustError
from net.protocol.identity import Identity
from net.protocol.trust import KnownPeers, fingerprint_code
from net.store.datafolder import (
    KEY_NAME,
    KNOWN_PEERS_NAME,
    LOG_NAME,
    add_data_dir_option,
    choose_data_dir,
)
from net.store.folderlock import FolderLock

LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
KEY_HEADER = "hypnose identity v1"
MAX_KEY_FILE = 256
"""Bytes read of a key file at most (a real one has about 65)."""
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(__name__)


def _private(path: Path) -> None:
    """Make ``path`` readable by its owner only (POSIX), warning when it was not."""
    if os.name != "posix":
        return
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        path.chmod(mode & 0o700)
        log.warning("%s was readable by others (mode %o): now only by you", path, mode)


def _damaged(path: Path, detail: str) -> ProfileError:
    return ProfileError(
        f"The identity key file {path} is damaged ({detail}). It holds your identity: restore "
        "it from a backup if you have one; otherwise move it away, and a new identity will be "
        "made (the friends you played with will see that your key changed)."
    )


def read_identity(path: Path) -> Identity:
    """Load the identity key file, or explain in words why it cannot be."""
    try:
        with path.open("rb") as f:
            data = f.read(MAX_KEY_FILE + 1)
    except OSError as exc:
        raise ProfileError(
            f"Cannot read the identity key file {path}: {exc.strerror}. Check its permissions."
        ) from None
    if len(data) > MAX_KEY_FILE:
        raise _damaged(path, "it is far too long")
    try:
        lines = data.decode("ascii").split("\n")
        if lines[0] != KEY_HEADER:
            raise ValueError(f"it does not start with {KEY_HEADER!r}")
        if len(lines) != 3 or lines[2]:
            raise ValueError("it is not two lines")
        seed_text = lines[1]
        return Identity.from_bytes(base64.b64decode(seed_text, validate=True))
    except (ValueError, UnicodeDecodeError, binascii.Error, IdentityError) as exc:
        raise _damaged(path, str(exc) or type(exc).__name__) from None


def write_identity(path: Path, identity: Identity) -> None:
    """Write a new identity key file, mode 0600 from its creation, synced to disk."""
    text = f"{KEY_HEADER}\n{base64.b64encode(identity.to_bytes()).decode('ascii')}\n"
    temporary = path.with_name(path.name + ".tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(text.encode("ascii"))
        f.flush()
        os.fsync(f.fileno())
    os.replace(temporary, path)


def log_file_handler(folder: Path) -> logging.Handler:
    """A handler writing INFO and above to the folder's rotating log, ``hypnose.log``."""
    handler = logging.handlers.RotatingFileHandler(
        Path(folder) / LOG_NAME, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
    )
    handler.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    return handler


class Profile:
    """An open data folder: held by this client until :meth:`close`."""

    def __init__(self, folder: Path, identity: Identity, known_peers: KnownPeers) -> None:
        self.folder = folder
        self.identity = identity
        self.known_peers = known_peers
        self.lock: FolderLock | None = None
        self.log_handler: logging.Handler | None = None
        self.created = False
        """Whether this run made the identity (a first run)."""

    @property
    def code(self) -> str:
        """This player's fingerprint code."""
        return fingerprint_code(self.identity.public_key)

    @property
    def log_path(self) -> Path:
        return self.folder / LOG_NAME

    @classmethod
    def open(cls, folder: Path, *, start_log: bool = True) -> Profile:
        """Create the folder if needed, take its lock, then load (or make) the identity and
        the known peers, and start the log file. Raises :class:`ProfileError` (or
        ``net.store.folderlock.FolderLocked``) in words."""
        folder = Path(folder)
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as exc:
            raise ProfileError(f"Cannot create the data folder {folder}: {exc.strerror}.") from None
        if not folder.is_dir():
            raise ProfileError(f"The data folder {folder} is not a folder.")
        lock = FolderLock(folder)
        try:
            lock.acquire()
        except PermissionError as exc:
            raise ProfileError(f"Cannot use the data folder {folder}: {exc.strerror}.") from None
        try:
            profile = cls._load(folder)
        except BaseException:
            lock.release()
            raise
        profile.lock = lock
        if start_log:
            profile.start_log()
        log.info(
            "profile %s: identity %s%s", folder, profile.code, " (new)" if profile.created else ""
        )
        return profile

    @classmethod
    def _load(cls, folder: Path) -> Profile:
        _private(folder)
        key_path = folder / KEY_NAME
        created = False
        if key_path.exists():
            _private(key_path)
            identity = read_identity(key_path)
        else:
            identity = Identity.generate()
            try:
                write_identity(key_path, identity)
            except OSError as exc:
                raise ProfileError(f"Cannot write {key_path}: {exc.strerror}.") from None
            created = True
        try:
            known = KnownPeers.load(folder / KNOWN_PEERS_NAME)
        except TrustError as exc:
            raise ProfileError(str(exc)) from None
        profile = cls(folder, identity, known)
        profile.created = created
        return profile

    def start_log(self, logger: logging.Logger | None = None) -> logging.Handler:
        """Send INFO and above of ``logger`` (default: the root logger) to the rotating log."""
        target = logger or logging.getLogger()
        handler = log_file_handler(self.folder)
        target.addHandler(handler)
        if target.getEffectiveLevel() > logging.INFO:
            target.setLevel(logging.INFO)
        self.log_handler = handler
        self._log_target = target
        return handler

    def close(self) -> None:
        """Stop the log and let another client use the folder."""
        if self.log_handler is not None:
            self._log_target.removeHandler(self.log_handler)
            self.log_handler.close()
            self.log_handler = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def __enter__(self) -> Profile:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Show a profile: its folder, fingerprint code and known peers (creating it if new)."""
    parser = argparse.ArgumentParser(prog="python -m net.store.profile", description=main.__doc__)
    add_data_dir_option(parser)
    args = parser.parse_args(argv)
    from net.store.merge import bring_old_folder

    data = choose_data_dir(args.data_dir)
    try:
        bring_old_folder(data)
        profile = Profile.open(data.path, start_log=False)
    except NetError as exc:
        print(exc, file=sys.stderr)
        return 1
    with profile:
        print(f"data folder   {profile.folder}{'  (new)' if profile.created else ''}")
        print(f"your code     {profile.code}")
        print(f"known peers   {len(profile.known_peers)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
