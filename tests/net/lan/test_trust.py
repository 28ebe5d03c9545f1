"""Fingerprint codes and trust on first use (issue 9, Identity and trust)."""

from __future__ import annotations

import os
import re
import stat

import pytest

from net.errors import TrustError
from net.protocol.identity import Identity
from net.protocol.trust import KnownPeers, Trust, fingerprint_code


def test_a_code_is_four_groups_of_four_readable_characters() -> None:
    key = Identity.generate().public_key
    code = fingerprint_code(key)
    assert re.fullmatch(r"[A-Z2-7]{4}(-[A-Z2-7]{4}){3}", code)
    assert fingerprint_code(key) == code
    assert fingerprint_code(Identity.generate().public_key) != code


def test_first_use_is_remembered_and_a_changed_key_is_flagged(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "known_peers.json"
    ana, impostor = Identity.generate().public_key, Identity.generate().public_key
    known = KnownPeers.load(path)
    assert known.observe("Ana", ana).trust is Trust.NEW
    assert known.observe("Ana", ana).trust is Trust.KNOWN
    changed = known.observe("Ana", impostor)
    assert changed.trust is Trust.CHANGED and changed.previous == ana
    assert "Ana's key has changed: it was " + fingerprint_code(ana) in changed.describe()
    assert "now " + fingerprint_code(impostor) in changed.describe()
    # Flagging does not overwrite: the file still says Ana's first key, across a restart.
    again = KnownPeers.load(path)
    assert again.get("Ana") == ana and again.check("Ana", impostor).trust is Trust.CHANGED
    again.accept("Ana", impostor)  # the user agreed (Ana reinstalled)
    assert KnownPeers.load(path).check("Ana", impostor).trust is Trust.KNOWN
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": 1, "peers": {"Ana": "!!"}}',
        b'{"format": 7, "peers": {}}',
        b"\xff\xfe",
        b'["a"]',
        b'{"format": 1, "peers": {"Ana": "AAAA"}}',
    ],
)
def test_a_damaged_file_gets_words(tmp_path, content: bytes) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "known_peers.json"
    path.write_bytes(content)
    with pytest.raises(TrustError, match=r"known-peers file .* is damaged .*: move it away"):
        KnownPeers.load(path)


def test_an_unreadable_file_gets_words(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "known_peers.json"
    path.mkdir()  # unreadable as a file, even for root
    with pytest.raises(TrustError, match=r"Cannot read the known-peers file .*: Is a directory"):
        KnownPeers.load(path)


def test_two_lists_merged_keep_every_name_and_flag_a_name_with_two_keys(tmp_path) -> None:  # type: ignore[no-untyped-def]
    ana, bea, bea_other, cid = (Identity.generate().public_key for _ in range(4))
    ours = KnownPeers(tmp_path / "ours.json")
    ours.accept("Ana", ana)
    ours.accept("Bea", bea)
    theirs = KnownPeers(tmp_path / "theirs.json")
    theirs.accept("Bea", bea_other)
    theirs.accept("Cid", cid)
    theirs.accept("Ana", ana)
    added, conflicts = ours.merge(theirs)
    assert added == ["Cid"]
    assert [(s.trust, s.name, s.key, s.previous) for s in conflicts] == [
        (Trust.CHANGED, "Bea", bea_other, bea)
    ]
    again = KnownPeers.load(tmp_path / "ours.json")
    assert (again.get("Ana"), again.get("Bea"), again.get("Cid")) == (ana, bea, cid)
    assert again.check("Bea", bea_other).trust is Trust.CHANGED, "still flagged when it comes"
