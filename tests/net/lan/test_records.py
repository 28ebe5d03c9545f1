"""The discovery record: TXT entries within 255 bytes, parsed strictly."""

from __future__ import annotations

import pytest

from net.errors import AdvertError
from net.lan.discovery_record import (
    MAX_TXT_ENTRY,
    Advert,
    TableInfo,
    from_txt,
    instance_name,
    to_txt,
)
from net.protocol.identity import Identity
from net.protocol.trust import fingerprint_code
from net.protocol.versions import PROTOCOL

KEY = Identity.generate().public_key
TABLE = TableInfo("0123abcd", "hypnose/1/96c504f4c3197bb3", 2, 4, {"players": 4, "fast": True})


def raw(entries: dict[str, str]) -> dict[bytes, bytes | None]:
    return {k.encode(): v.encode() for k, v in entries.items()}


def test_a_table_record_round_trips() -> None:
    advert = Advert("Ana", KEY, 47231, ("127.0.0.1",), TABLE)
    entries = to_txt(advert)
    assert entries["proto"] == PROTOCOL and entries["fp"] == fingerprint_code(KEY)
    assert entries["seats"] == "2/4" and entries["set"] == '{"fast":true,"players":4}'
    assert len(entries["key"]) == 43
    back = from_txt(raw(entries), port=47231, addresses=("127.0.0.1",))
    assert back == advert and back.table is not None and back.table.settings["fast"] is True
    assert str(back) == f"Ana [{fingerprint_code(KEY)}] at 127.0.0.1:47231"


def test_a_client_without_a_table() -> None:
    advert = Advert("Bob", KEY, 5000)
    assert set(to_txt(advert)) == {"proto", "name", "key", "fp"}
    assert from_txt(raw(to_txt(advert)), port=5000, addresses=()).table is None


def test_an_entry_over_255_bytes_is_refused_in_words() -> None:
    settings = {f"setting{i}": "a long value" for i in range(12)}
    table = TableInfo("0123abcd", "hypnose/1/96c504f4c3197bb3", 1, 4, settings)
    with pytest.raises(
        AdvertError,
        match=r"the table's settings take \d+ bytes in the discovery record, more than the 255 "
        r"a TXT entry may hold: make the table's settings shorter",
    ):
        to_txt(Advert("Ana", KEY, 1, table=table))
    fits = {f"s{i}": i for i in range(10)}
    to_txt(Advert("Ana", KEY, 1, table=TableInfo("0123abcd", TABLE.game, 1, 4, fits)))


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"fp": "AAAA-AAAA-AAAA-AAAA"}, "fingerprint code is not its key's"),
        ({"key": "short"}, "key"),
        ({"name": ""}, "name or key is malformed"),
        ({"seats": "5"}, "seats are not taken/total"),
        ({"seats": "5/4"}, "not possible"),
        ({"set": "[1]"}, "not a map"),
        ({"set": '{"a": [1]}'}, "only whole numbers"),
        ({"table": "XYZ"}, "table id"),
        ({"game": "nohash"}, "not a game version id"),
        ({"proto": ""}, "protocol version"),
        ({"rev": "-1"}, "revision is not a number"),
        ({"rev": "12345678901"}, "revision is not a number"),
    ],
)
def test_a_malformed_record_is_refused(change: dict[str, str], reason: str) -> None:
    entries = to_txt(Advert("Ana", KEY, 1, table=TABLE)) | change
    with pytest.raises(AdvertError, match=reason):
        from_txt(raw(entries), port=1, addresses=())


def test_a_revision_makes_every_version_of_a_record_different() -> None:
    """zeroconf reports no update for a TXT record equal to one it still caches: a table
    going back to 1/4 after 2/4 would go unseen without the revision."""
    first, again = Advert("Ana", KEY, 1, revision=7), Advert("Ana", KEY, 1, revision=9)
    assert to_txt(first)["rev"] == "7" and to_txt(first) != to_txt(again)
    back = from_txt(raw(to_txt(first)), port=1, addresses=())
    assert back.revision == 7 and back == again  # what the record says is the same
    assert "rev" not in to_txt(Advert("Ana", KEY, 1))


def test_a_missing_field_and_bad_bytes_are_refused() -> None:
    entries = raw(to_txt(Advert("Ana", KEY, 1)))
    del entries[b"key"]
    with pytest.raises(AdvertError, match="has no 'key'"):
        from_txt(entries, port=1, addresses=())
    entries = raw(to_txt(Advert("Ana", KEY, 1))) | {b"name": b"\xff"}
    with pytest.raises(AdvertError, match="not UTF-8"):
        from_txt(entries, port=1, addresses=())
    entries = raw(to_txt(Advert("Ana", KEY, 1))) | {b"name": b"x" * MAX_TXT_ENTRY}
    with pytest.raises(AdvertError, match="over 255 bytes"):
        from_txt(entries, port=1, addresses=())


def test_an_instance_name_fits_a_dns_label() -> None:
    name = instance_name(Advert("Ééééééééééééééééééééééééééééééé", KEY, 1))
    label = name.removesuffix("._hypnose._tcp.local.")
    assert len(label.encode()) <= 63 and label.endswith(f" [{fingerprint_code(KEY)[:4]}]")
