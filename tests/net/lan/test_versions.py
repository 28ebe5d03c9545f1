"""Versions (issue 9): one comparison, its words for both sides."""

from __future__ import annotations

from net.protocol.messages import VERSION
from net.protocol.terms import PROTOCOL as FAIR
from net.protocol.versions import LAN_PROTOCOL, PROTOCOL, Versions, compare, describe_game

ANA = "hypnose/1/3f2a9c01deadbeef"
BOB = "hypnose/1/9c1b7e55cafef00d"


def test_the_protocol_version_follows_every_layer() -> None:
    assert f"{LAN_PROTOCOL}.{VERSION}.{FAIR}" == PROTOCOL


def test_same_versions_play_together() -> None:
    assert compare(Versions(game=ANA), Versions(game=ANA), our_name="Bob", their_name="Ana") is None


def test_no_table_means_no_game_to_compare() -> None:
    assert compare(Versions(), Versions(game=ANA), our_name="Bob", their_name="Ana") is None
    assert compare(Versions(game=BOB), Versions(), our_name="Bob", their_name="Ana") is None


def test_different_rules_are_said_from_both_sides() -> None:
    mismatch = compare(Versions(game=BOB), Versions(game=ANA), our_name="Bob", their_name="Ana")
    assert mismatch is not None
    assert (
        str(mismatch)
        == mismatch.ours
        == (
            "Ana's client plays Hypnose rules 1 (3f2a9c01...), yours rules 1 (9c1b7e55...): "
            "update one of them."
        )
    )
    assert mismatch.theirs == (
        "Bob's client plays Hypnose rules 1 (9c1b7e55...), yours rules 1 (3f2a9c01...): "
        "update one of them."
    )


def test_another_game_and_another_protocol() -> None:
    other = compare(
        Versions(game=BOB), Versions(game="hypnosia/1/aa"), our_name="Bob", their_name="Ana"
    )
    assert other is not None
    assert other.ours == "Ana's table plays Hypnosia, yours Hypnose: pick a table of your game."
    proto = compare(Versions("1.2.2"), Versions("2.2.2"), our_name="Bob", their_name="Ana")
    assert proto is not None
    assert proto.ours == "Ana's client speaks protocol 2.2.2, yours 1.2.2: update one of them."
    assert proto.theirs == "Bob's client speaks protocol 1.2.2, yours 2.2.2: update one of them."


def test_a_malformed_version_id_is_shown_as_it_is() -> None:
    assert describe_game("odd") == ("odd", "rules ?")
    assert describe_game("kuhn/3/ab") == ("Kuhn", "rules 3 (ab)")
