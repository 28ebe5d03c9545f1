"""One client per data folder: an operating-system lock on a file inside it.

Two clients on one data folder would sign with one identity and write one transcript: a
restarted peer that signed a sequence number twice convicts itself of equivocation. The lock is
``fcntl.flock`` on POSIX and ``msvcrt.locking`` on Windows, both released by the system when
the process dies, however it dies, so a crash never leaves a stale lock behind. The holder
writes its pid into the file so that a second client can say who holds it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import TracebackType

from net.errors import FolderLocked

LOCK_NAME = "client.lock"
WINDOWS_LOCK_OFFSET = 4096
"""On Windows the lock covers one byte past the pid, so a second client can still read it."""


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
        import msvcrt

        try:
            os.lseek(fd, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (BlockingIOError, PermissionError):
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def _read_pid(path: Path) -> int | None:
    try:
        text = path.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


class FolderLock:
    """Held while this client uses ``folder``; a context manager."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_NAME
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock or raise :class:`FolderLocked` at once (never waits)."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        if not _try_lock(fd):
            os.close(fd)
            raise FolderLocked(self.folder, _read_pid(self.path))
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        os.fsync(fd)
        self._fd = fd

    def release(self) -> None:
        """Let another client use the folder (the file stays; only the lock matters)."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            _unlock(fd)
        finally:
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> FolderLock:
        self.acquire()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.release()
