"""Game ids: the hash of every agreed term and a fresh nonce from every seat."""

from __future__ import annotations

import pytest

from net.errors import TermsError, WrongGame
from net.protocol.identity import Identity
from net.protocol.messages import Roster, Signer, Verifier
from net.protocol.terms import NONCE_SIZE, PROTOCOL, Terms, fresh_nonce

IDS = [Identity.from_bytes(bytes([seat + 40]) * 32) for seat in range(3)]
KEYS = {seat: ident.public_key for seat, ident in enumerate(IDS)}
GAME = "hypnose/1/0123456789abcdef"
SETTINGS = {"players": 3, "start_resistance": 12}


def terms(**changes) -> Terms:
    nonces = changes.pop("nonces", {seat: bytes([seat]) * NONCE_SIZE for seat in KEYS})
    return Terms(**{"keys": KEYS, "game": GAME, "settings": SETTINGS, "nonces": nonces, **changes})


def test_the_game_id_changes_with_every_term() -> None:
    base = terms().game_id()
    other_nonces = {**terms().nonces, 2: b"\xff" * NONCE_SIZE}
    keys = {**KEYS, 2: Identity.generate().public_key}
    variants = [
        terms(nonces=other_nonces),
        terms(keys=keys),
        terms(game="hypnose/1/fedcba9876543210"),
        terms(settings={"players": 3, "start_resistance": 7}),
        terms(protocol=PROTOCOL + 1),
        terms(extensions=3),  # named, even at the default: terms agreed in a lobby
        terms(extensions=1),
    ]
    ids = {v.game_id() for v in variants}
    assert base not in ids and len(ids) == len(variants)
    assert terms().game_id() == base, "the id depends on the terms only (and their order not)"
    reordered = Terms(dict(reversed(KEYS.items())), GAME, dict(reversed(SETTINGS.items())),
                      dict(reversed(terms().nonces.items())))  # fmt: skip
    assert reordered.game_id() == base


def test_terms_without_an_extension_budget_keep_their_game_id_and_read_as_the_default() -> None:
    """Terms made before the budget was a term (older transcripts) hash as they did."""
    old = terms()
    assert old.extensions is None and old.extension_budget == 3
    assert "extensions" not in old.to_plain()
    assert Terms.from_plain(old.to_plain()).game_id() == old.game_id()
    named = terms(extensions=0)
    assert named.extension_budget == 0
    assert Terms.from_plain(named.to_plain()) == named
    assert Terms.from_plain(named.to_plain()).game_id() == named.game_id()
    for bad in (-1, 21, "3", True):
        with pytest.raises(TermsError, match="extension budget"):
            terms(extensions=bad)


def test_fresh_nonces_never_give_a_game_id_twice() -> None:
    ids = {terms(nonces={s: fresh_nonce() for s in KEYS}).game_id() for _ in range(200)}
    assert len(ids) == 200


def test_a_message_of_an_earlier_game_is_refused_in_the_next() -> None:
    first = terms(nonces={s: fresh_nonce() for s in KEYS})
    second = terms(nonces={s: fresh_nonce() for s in KEYS})
    old = Signer(IDS[0], first.game_id(), 0).sign({"kind": "key"})
    with pytest.raises(WrongGame):
        Verifier(second.roster()).accept(old.wire)


def test_each_seat_checks_its_own_nonce_key_game_and_settings() -> None:
    t = terms()
    roster = t.roster()
    mine = dict(roster=roster, seat=1, key=KEYS[1], nonce=t.nonces[1], game=GAME,
                settings=SETTINGS)  # fmt: skip
    t.check(**mine)  # the terms this seat agreed to
    for change, words in (
        ({"nonce": fresh_nonce()}, "nonce"),
        ({"key": KEYS[0]}, "key"),
        ({"game": "hypnose/2/0123456789abcdef"}, "hypnose/2"),
        ({"settings": {**SETTINGS, "start_resistance": 5}}, "settings"),
        ({"roster": Roster(b"reused-game-id", dict(KEYS))}, "roster"),
    ):
        with pytest.raises(TermsError, match=words):
            t.check(**{**mine, **change})


@pytest.mark.parametrize(
    "change",
    [
        {"nonces": {0: b"\x00" * NONCE_SIZE}},
        {"nonces": {s: b"short" for s in KEYS}},
        {"game": ""},
        {"settings": {"players": [3]}},
        {"settings": {1: 3}},
        {"protocol": "2"},
    ],
    ids=["missing-nonce", "short-nonce", "no-game", "list-setting", "int-name", "str-protocol"],
)
def test_malformed_terms_are_refused_in_words(change) -> None:
    with pytest.raises(TermsError):
        terms(**change)


def test_a_peer_refuses_to_play_under_a_game_id_its_terms_did_not_make() -> None:
    from core.game import version_id
    from core.games import get
    from net.dealer import FairDealer

    game = get("hypnose")
    settings = game.settings({"players": 3})
    mine = fresh_nonce()
    agreed = terms(game=version_id(game), settings=game.settings_values(settings),
                   nonces={0: fresh_nonce(), 1: mine, 2: fresh_nonce()})  # fmt: skip
    FairDealer(1, IDS[1], agreed.roster(), game, settings, terms=agreed, nonce=mine)
    reused = Roster(terms().game_id(), dict(KEYS))  # an earlier game's id
    with pytest.raises(TermsError, match="roster"):
        FairDealer(1, IDS[1], reused, game, settings, terms=agreed, nonce=mine)
    with pytest.raises(TermsError, match="nonce"):  # a replayed lobby: not this peer's nonce
        FairDealer(1, IDS[1], agreed.roster(), game, settings, terms=agreed, nonce=fresh_nonce())
    other = game.settings({"players": 3, "start_resistance": 5})
    with pytest.raises(TermsError, match="settings"):
        FairDealer(1, IDS[1], agreed.roster(), game, other, terms=agreed, nonce=mine)
