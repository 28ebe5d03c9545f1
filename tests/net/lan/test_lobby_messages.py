"""The lobby's rules without sockets: every message kind checked field by field, a state that
must hang together, the seats' bookkeeping, a new table's spec, and the checks a client makes
before accepting terms (fairplay: no seat can be given other settings or another table)."""

from __future__ import annotations

from typing import Any

import pytest

from core import games as registry
from core.game import version_id
from core.hypnose.compensation import DEFAULT as COMPENSATION
from net.errors import TermsError
from net.lobby import LobbyError, LobbyProtocolError, PeerAddress, check_offer, parse_address
from net.lobby.client import table_spec
from net.lobby.protocol import FROM_JOINER, FROM_OPENER, MAX_MESSAGE, parse
from net.lobby.seats import Seats
from net.lobby.state import TableSpec, TableState, state_from_wire
from net.protocol.identity import Identity
from net.protocol.terms import PROTOCOL, Terms, fresh_nonce
from net.protocol.wire import encode

HYPNOSE = registry.get("hypnose")
GAME = version_id(HYPNOSE)
SETTINGS = {"players": 3, "start_resistance": 12}
SPEC = TableSpec("0123abcd", GAME, SETTINGS, 3, False, "Ana")
KEYS = [Identity.generate().public_key for _ in range(4)]


def entry(seat: int, **fields: Any) -> dict[str, Any]:
    base = {"seat": seat, "key": None, "name": None, "ready": False, "bot": None, "by": None}
    return base | fields


def full_state() -> dict[str, Any]:
    return {
        "seats": [
            entry(0, key=KEYS[0], name="Ana", ready=True),
            entry(1, key=KEYS[1], name="Bot 2 (random)", ready=True, bot="random", by=0),
            entry(2, key=KEYS[2], name="Bob", ready=True),
        ],
        "watchers": [],
    }


# --- messages ----------------------------------------------------------------------------


SAMPLES_FROM_JOINER = [
    {"kind": "join", "role": "player", "port": 47231, "seat": None},
    {"kind": "seat", "seat": 2},
    {"kind": "ready", "seat": 2, "ready": False},
    {"kind": "nonce", "start": 1, "nonce": bytes(32)},
    {"kind": "accept", "start": 1, "game_id": bytes(32)},
    {"kind": "decline", "start": 1, "reason": "no"},
    {"kind": "leave", "reason": ""},
]
SAMPLES_FROM_OPENER = [
    {"kind": "table", **SPEC.to_wire()},
    {"kind": "state", **full_state()},
    {"kind": "denied", "reason": "seat 1 is taken by Ana"},
    {"kind": "countdown", "start": 1, "seconds": 3.0},
    {"kind": "draw", "start": 1},
    {"kind": "abort", "start": 1, "reason": "Bob left"},
    {"kind": "go", "start": 1, "game_id": bytes(32)},
]


@pytest.mark.parametrize("sample", SAMPLES_FROM_JOINER, ids=lambda s: s["kind"])
def test_every_joiner_message_kind_parses_and_the_opener_refuses_it(sample: dict) -> None:
    kind, fields = parse(encode(sample), FROM_JOINER)
    assert kind == sample["kind"] and fields == {k: v for k, v in sample.items() if k != "kind"}
    if kind not in FROM_OPENER:
        with pytest.raises(LobbyProtocolError, match="unknown kind"):
            parse(encode(sample), FROM_OPENER)


@pytest.mark.parametrize("sample", SAMPLES_FROM_OPENER, ids=lambda s: s["kind"])
def test_every_opener_message_kind_parses(sample: dict) -> None:
    kind, _ = parse(encode(sample), FROM_OPENER)
    assert kind == sample["kind"]


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ({"kind": "seat", "seat": True}, "seat.seat is not a whole number"),
        ({"kind": "nonce", "start": 0, "nonce": bytes(32)}, "nonce.start is not a whole number"),
        ({"kind": "nonce", "start": 1, "nonce": "x" * 32}, "nonce.nonce is not 32 bytes"),
        ({"kind": "leave"}, "leave lacks reason"),
        ({"kind": 7}, "without a kind"),
        ({"kind": "join", "role": "player", "port": 70000, "seat": None}, "join.port"),
    ],
)
def test_a_malformed_message_is_refused_in_words(message: dict, reason: str) -> None:
    with pytest.raises(LobbyProtocolError, match=reason):
        parse(encode(message), FROM_JOINER)


def test_a_message_over_the_lobby_limit_is_refused_before_decoding() -> None:
    with pytest.raises(LobbyProtocolError, match=f"exceed the limit {MAX_MESSAGE}"):
        parse(encode({"kind": "leave", "reason": "x" * MAX_MESSAGE}), FROM_JOINER)


def test_keys_and_addresses_from_the_opener_are_checked() -> None:
    small_order = bytes(32)  # the identity point: anyone could sign for it
    state = full_state()
    state["seats"][2]["key"] = small_order
    with pytest.raises(LobbyProtocolError, match=r"state.seats\[2\].key is not a valid"):
        parse(encode({"kind": "state", **state}), FROM_OPENER)
    client = {"seat": 0, "key": KEYS[0], "name": "Ana", "host": "ana.local", "port": 1}
    terms = {"protocol": PROTOCOL, "game": GAME, "settings": {}, "keys": [], "nonces": [],
             "controllers": [], "extensions": 3}  # fmt: skip
    offer = {"kind": "terms", "start": 1, "terms": terms, "clients": [client], "watchers": []}
    with pytest.raises(LobbyProtocolError, match="host is not an IP address"):
        parse(encode(offer), FROM_OPENER)
    terms["keys"] = [[0, KEYS[0]], [0, KEYS[1]]]
    offer["clients"] = []
    with pytest.raises(LobbyProtocolError, match="names one seat twice"):
        parse(encode(offer), FROM_OPENER)


# --- the state -----------------------------------------------------------------------------


def test_a_coherent_state_is_read() -> None:
    state = state_from_wire(SPEC, full_state())
    assert state.full and state.all_ready and state.taken == 3
    assert state.seat_of(KEYS[2]) == 2 and set(state.bots()) == {1}
    assert state.describe().startswith("seat 1: Ana [")


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda s: s["seats"].pop(), "the state has 2 seats, the table 3"),
        (lambda s: s["seats"][1].update(seat=2), r"state.seats\[1\] is for seat 2"),
        (lambda s: s["seats"][2].update(name=None), "seat 2 has a key without a name"),
        (lambda s: s["seats"][1].update(by=None), "seat 1 is a bot without"),
        (lambda s: s["seats"][1].update(by=1), "seat 1's bot is run by seat 1, no player"),
        (lambda s: s["seats"][2].update(key=KEYS[0]), "names one key twice"),
        (lambda s: s["seats"][2].update(key=None, name=None), "empty seat 2 is ready"),
    ],
)
def test_a_state_that_does_not_hang_together_is_refused(change: Any, reason: str) -> None:
    state = full_state()
    change(state)
    with pytest.raises(LobbyProtocolError, match=reason):
        state_from_wire(SPEC, state)


# --- the seats -----------------------------------------------------------------------------


def test_seats_sit_move_and_bots_follow_the_opener() -> None:
    seats = Seats(4, 0, KEYS[0], "Ana")
    assert seats.sit(KEYS[1], "Bob", "bob's link", wished=None) == 1
    assert seats.sit(KEYS[2], "Cy", "cy's link", wished=1) == 2  # taken: the first empty one
    bot = seats.add_bot("random")
    assert bot == 3 and seats[3].ready and seats.controllers() == {3: 0}
    with pytest.raises(LobbyError, match="every seat is taken"):
        seats.add_bot("random")
    seats.free(2)
    seats.move(0, 2)
    assert seats.opener == 2 and seats.controllers() == {3: 2}
    seats[1].ready = True
    seats.unready()
    assert not seats[1].ready and seats[3].ready  # bots stay ready
    assert seats.joiners() == {1: "bob's link"}
    with pytest.raises(LobbyError, match="seat 2 is taken by Bob"):
        seats.move(2, 1)
    with pytest.raises(LobbyError, match="seat 1 has no bot"):
        seats.remove_bot(0)


# --- a new table -----------------------------------------------------------------------------


def test_a_table_spec_takes_its_seats_from_the_settings() -> None:
    spec = table_spec(HYPNOSE, {"players": 4}, opener="Ana")
    assert spec.seats == 4 and spec.game == GAME and len(spec.table_id) == 8
    assert dict(spec.settings) == {
        "players": 4,
        "start_resistance": 12,
        "compensation": COMPENSATION,
    }
    assert table_spec(HYPNOSE, None, opener="Ana").seats == 2
    with pytest.raises(LobbyError, match="cannot open a table with these settings"):
        table_spec(HYPNOSE, {"start_resistance": "high"}, opener="Ana")


@pytest.mark.parametrize(
    ("text", "expected"),
    [("192.168.1.20:47231", ("192.168.1.20", 47231)), (" [::1]:5 ", ("::1", 5))],
)
def test_an_address_and_port_as_typed(text: str, expected: tuple[str, int]) -> None:
    assert parse_address(text) == expected


@pytest.mark.parametrize("text", ["", "host", "host:", ":80", "host:99999", "host:port"])
def test_a_bad_address_is_explained(text: str) -> None:
    with pytest.raises(LobbyError, match="not an address and port such as"):
        parse_address(text)


# --- the terms a client accepts --------------------------------------------------------------


def offer(**changes: Any) -> tuple[Terms, dict[int, PeerAddress], TableState, bytes]:
    state = state_from_wire(SPEC, full_state())
    nonce = fresh_nonce()
    fields: dict[str, Any] = {
        "keys": {0: KEYS[0], 1: KEYS[1], 2: KEYS[2]},
        "game": GAME,
        "settings": SETTINGS,
        "nonces": {0: fresh_nonce(), 1: fresh_nonce(), 2: nonce},
        "controllers": {1: 0},
        "extensions": 3,
    } | changes
    clients = {0: PeerAddress(KEYS[0], "Ana", "10.0.0.1", 1), 2: PeerAddress(KEYS[2], "Bob",
               "10.0.0.2", 2)}  # fmt: skip
    return Terms(**fields), clients, state, nonce


def check(terms: Terms, clients: dict[int, PeerAddress], state: TableState, nonce: bytes) -> None:
    check_offer(terms, clients, state, game=GAME, settings=SETTINGS, seat=2, key=KEYS[2],
                nonce=nonce, extensions=3)  # fmt: skip


def test_the_terms_the_lobby_showed_are_accepted() -> None:
    check(*offer())


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"settings": {"players": 3, "start_resistance": 20}}, "settings"),
        ({"game": "hypnose/9/0000"}, "the terms are for hypnose/9/0000"),
        ({"nonces": {0: bytes(32), 1: bytes(32), 2: bytes(32)}}, "seat 2's nonce"),
        ({"controllers": {}}, "other bots or bot runners"),
        ({"controllers": {1: 2}}, "other bots or bot runners"),
        ({"keys": {0: KEYS[0], 1: KEYS[3], 2: KEYS[2]}}, "other keys than the lobby showed"),
        ({"extensions": 5}, "the terms allow 5 extensions per player, the table 3"),
        ({"extensions": None}, "the terms allow None extensions per player, the table 3"),
    ],
)
def test_terms_other_than_agreed_are_refused(changes: dict, reason: str) -> None:
    with pytest.raises(TermsError, match=reason):
        check(*offer(**changes))


def test_addresses_that_do_not_match_the_players_are_refused() -> None:
    terms, clients, state, nonce = offer()
    with pytest.raises(TermsError, match="addresses for seats"):
        check(terms, {**clients, 1: PeerAddress(KEYS[1], "Bot", "10.0.0.1", 1)}, state, nonce)
    with pytest.raises(TermsError, match="is not its player's"):
        check(terms, {**clients, 2: PeerAddress(KEYS[3], "Eve", "10.0.0.9", 9)}, state, nonce)


def test_a_watcher_checks_the_game_and_settings_without_a_seat() -> None:
    terms, clients, state, _ = offer()
    check_offer(terms, clients, state, game=GAME, settings=SETTINGS, seat=None, key=KEYS[3],
                nonce=None, extensions=3)  # fmt: skip
    with pytest.raises(TermsError, match="settings"):
        check_offer(terms, clients, state, game=GAME, settings={"players": 3}, seat=None,
                    key=KEYS[3], nonce=None, extensions=3)  # fmt: skip
