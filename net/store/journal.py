"""An append-only file of records, written in groups with one fsync each: a seat's journal.

The file is readable by the user only: it holds the seat's secret choices before they are
opened.

A LAN seat records here, in order, every message it accepted (its own included) and every
decision it took (``net.dealer.durable``). Records wait in memory until :meth:`Journal.sync` writes
them all and calls ``fsync`` once, so the disk costs one flush per batch of messages rather than
one per message; the seat sends nothing that depends on a record before that record is synced.

The file is a sequence of frames, each a 4-byte big-endian length and the canonical msgpack of
one record (a list). A crash can leave a torn last frame (the part of a write the system got to
before the power went): it was never synced, so nothing was sent on its account, and opening the
file drops it. Anything else that does not read is damage, reported in words with its offset.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from net.errors import JournalError, WireError
from net.protocol.wire import HEADER, MAX_FRAME, canonical, decode

MAX_RECORD = 2 * MAX_FRAME
"""Largest record: a received message (at most a frame) and a few bytes around it."""


def read_records(path: Path) -> tuple[list[list[Any]], int]:
    """Every whole record of the file, and the offset where they end (a torn tail after it
    is not a record). A missing file has none."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return [], 0
    except OSError as exc:
        raise JournalError(f"Cannot read the journal {path}: {exc.strerror}.") from None
    records: list[list[Any]] = []
    offset = 0
    while len(data) - offset >= HEADER.size:
        (length,) = HEADER.unpack_from(data, offset)
        if length > MAX_RECORD:
            raise JournalError(
                f"The journal {path} is damaged at byte {offset}: a record of {length} bytes."
            )
        end = offset + HEADER.size + length
        if end > len(data):
            break  # torn tail: never synced
        try:
            record = decode(data[offset + HEADER.size : end], limit=MAX_RECORD)
        except WireError as exc:
            raise JournalError(f"The journal {path} is damaged at byte {offset}: {exc}.") from None
        if type(record) is not list or not record or type(record[0]) is not str:
            raise JournalError(f"The journal {path} holds a record that is not [kind, ...].")
        records.append(record)
        offset = end
    return records, offset


class Journal:
    """One open journal: records appended in memory, written and synced by :meth:`sync`."""

    def __init__(self, path: Path) -> None:
        """Open (or create) ``path`` for appending, after dropping a torn tail; the records
        already in it are in :attr:`records`."""
        self.path = Path(path)
        self.records, end = read_records(self.path)
        try:
            descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            self._file = os.fdopen(descriptor, "ab")  # held open for the game
            if self._file.tell() != end:
                self._file.truncate(end)
                os.fsync(self._file.fileno())
        except OSError as exc:
            raise JournalError(f"Cannot write the journal {self.path}: {exc.strerror}.") from None
        self._pending: list[bytes] = []
        self.syncs = 0
        """How many times records were flushed to disk (one fsync each)."""

    @property
    def dirty(self) -> bool:
        """Whether records wait to be synced."""
        return bool(self._pending)

    def append(self, record: list[Any]) -> None:
        """Add a record (kept in memory until :meth:`sync`)."""
        payload = canonical(record)
        if len(payload) > MAX_RECORD:
            raise JournalError(f"a journal record of {len(payload)} bytes is over the limit")
        self._pending.append(HEADER.pack(len(payload)) + payload)

    def take(self) -> bytes:
        """The waiting records as bytes, for :meth:`write` (possibly in another thread)."""
        data, self._pending = b"".join(self._pending), []
        return data

    def write(self, data: bytes) -> None:
        """Append ``data`` (from :meth:`take`) and fsync; one thread at a time, in order."""
        try:
            self._file.write(data)
            self._file.flush()
            os.fsync(self._file.fileno())
        except OSError as exc:
            raise JournalError(f"Cannot write the journal {self.path}: {exc.strerror}.") from None
        self.syncs += 1

    def sync(self) -> int:
        """Write every waiting record and fsync once; returns how many were written."""
        if not self._pending:
            return 0
        count = len(self._pending)
        self.write(self.take())
        return count

    def close(self) -> None:
        """Sync what waits and close the file."""
        if self._file.closed:
            return
        try:
            self.sync()
        finally:
            self._file.close()


def write_synced(path: Path, data: bytes, *, private: bool = False) -> None:
    """Write a small file whole and durably: a temporary file, fsync, rename, fsync of the
    folder (so the name survives a crash too). ``private``: readable by the user only."""
    temporary = path.with_name(path.name + ".tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    descriptor = os.open(temporary, flags, 0o600 if private else 0o644)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except OSError as exc:
        raise JournalError(f"Cannot write {path}: {exc.strerror}.") from None
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """fsync a folder, so the files just made or renamed in it survive a crash (POSIX only)."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
