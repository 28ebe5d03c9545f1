"""A seat's journal: records in order, synced in groups; a torn last record (a crash in the
middle of a write) is dropped on opening, anything else damaged is said in words."""

from __future__ import annotations

import os
import re
import stat

import pytest

from net.errors import JournalError
from net.store.journal import HEADER, Journal, read_records, write_synced


def test_records_come_back_in_order_after_a_sync(tmp_path):
    journal = Journal(tmp_path / "j")
    for index in range(5):
        journal.append(["msg", bytes([index]) * 10])
    assert journal.dirty and read_records(tmp_path / "j")[0] == []
    assert journal.sync() == 5 and journal.syncs == 1 and not journal.dirty
    journal.append(["decide", 3])
    journal.close()
    assert Journal(tmp_path / "j").records == [
        *(["msg", bytes([i]) * 10] for i in range(5)),
        ["decide", 3],
    ]
    assert stat.S_IMODE(os.stat(tmp_path / "j").st_mode) == 0o600


def test_a_torn_last_record_is_dropped_and_cut_off(tmp_path):
    journal = Journal(tmp_path / "j")
    journal.append(["msg", b"whole"])
    journal.close()
    with open(tmp_path / "j", "ab") as handle:
        handle.write(HEADER.pack(50) + b"\x92\xa3ms")  # the crash came mid-write
    again = Journal(tmp_path / "j")
    assert again.records == [["msg", b"whole"]]
    again.append(["msg", b"next"])
    again.close()
    assert Journal(tmp_path / "j").records == [["msg", b"whole"], ["msg", b"next"]]


@pytest.mark.parametrize(
    ("garbage", "words"),
    [
        (HEADER.pack(10**9), "a record of 1000000000 bytes"),
        (HEADER.pack(3) + b"\xc1\xc1\xc1", "is damaged at byte"),
        (HEADER.pack(3) + b"\x81\xa0\xc0", re.escape("not [kind, ...]")),
    ],
)
def test_damage_is_said_in_words_with_its_place(tmp_path, garbage, words):
    (tmp_path / "j").write_bytes(garbage + HEADER.pack(3) + b"\x91\xa1x")
    with pytest.raises(JournalError, match=words):
        Journal(tmp_path / "j")


def test_a_small_file_is_written_whole_and_private(tmp_path):
    write_synced(tmp_path / "secret", b"abc", private=True)
    assert (tmp_path / "secret").read_bytes() == b"abc"
    assert stat.S_IMODE(os.stat(tmp_path / "secret").st_mode) == 0o600
    assert not (tmp_path / "secret.tmp").exists()
