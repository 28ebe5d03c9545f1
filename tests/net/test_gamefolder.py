"""What a LAN game keeps on disk from its start: the seating (public), each seat's secrets
(private), read back for a resume; signed statements about the whole game."""

from __future__ import annotations

import dataclasses
import os
import stat

import pytest

from core.game import version_id
from core.games import get
from net.errors import GameFolderError, StatementError, TermsError
from net.protocol.identity import Identity
from net.protocol.seating import (
    ClientSpec,
    PeerAddress,
    local_table,
    public_plain,
    seating_from_plain,
)
from net.protocol.seedstream import new_seed
from net.protocol.statements import (
    END,
    EXTEND,
    RESIGN,
    SECRET,
    Statements,
    extension_body,
    make_statement,
    read_statement,
)
from net.protocol.terms import Terms
from net.protocol.verdicts import Debt
from net.store.gamefolder import GameFolder, read_result, unfinished_games

GAME = get("hypnose")
VALUES = GAME.settings_values(GAME.settings({"players": 3}))


def seatings():  # type: ignore[no-untyped-def]
    ids = [Identity.generate() for _ in range(2)]
    specs = [ClientSpec(ids[0], "Ana", "10.0.0.1", 4000, ("strategic",)),
             ClientSpec(ids[1], "Bo", "10.0.0.2", 4001)]  # fmt: skip
    return ids, local_table(version_id(GAME), VALUES, specs, watchers_allowed=True)


def test_a_table_made_in_one_place_seats_bots_with_their_client():
    ids, (ana, bo) = seatings()
    assert ana.seats == (0, 1) and bo.seats == (2,)
    assert ana.bots == {1: "strategic"} and ana.terms.controllers == {1: 0}
    assert ana.terms == bo.terms and ana.terms.roster().keys[2] == ids[1].public_key
    assert set(ana.clients) == {0, 2} and ana.names[1] == "Ana's bot 1"
    assert Terms.from_plain(ana.terms.to_plain()).game_id() == ana.terms.game_id()


def test_one_plain_form_of_the_terms_refuses_anything_else_in_words():
    _, (ana, _) = seatings()
    plain = ana.terms.to_plain()
    with pytest.raises(TermsError, match="lack nonces"):
        Terms.from_plain({k: v for k, v in plain.items() if k != "nonces"})
    with pytest.raises(TermsError, match="name one seat twice"):
        Terms.from_plain({**plain, "keys": plain["keys"] + plain["keys"][:1]})
    with pytest.raises(TermsError, match="keyed by seat numbers"):
        Terms.from_plain({**plain, "controllers": [["1", 0]]})
    with pytest.raises(TermsError, match="not a map"):
        Terms.from_plain([plain])


def test_the_folder_keeps_seating_and_secrets_for_a_resume(tmp_path):
    _, (ana, _) = seatings()
    seeds = {s: new_seed() for s in ana.seats}
    folder = GameFolder.create(tmp_path, ana, seeds, listen_port=4000)
    assert unfinished_games(tmp_path) == [folder.path]
    for seat in ana.seats:
        mode = stat.S_IMODE(os.stat(folder.path / f"seat-{seat}.secret").st_mode)
        assert mode == 0o600
    again = GameFolder.open(folder.path)
    assert again.game_id == folder.game_id and dict(again.seeds) == seeds
    assert again.seating.bots == ana.bots and again.listen_port == 4000
    assert again.seating.identities[1].public_key == ana.identities[1].public_key
    with pytest.raises(GameFolderError, match="stored already"):
        GameFolder.create(tmp_path, ana, seeds)
    folder.write_result({"ended": "finished"})
    assert unfinished_games(tmp_path) == [] and read_result(folder.path) == {"ended": "finished"}


def test_the_folder_knows_the_identity_its_client_played_with(tmp_path):
    """Its player's seat's, the key the other clients know (not a bot's): a resume uses it."""
    ids, (ana, bo) = seatings()
    mine = GameFolder.create(tmp_path / "ana", ana, {s: new_seed() for s in ana.seats})
    theirs = GameFolder.create(tmp_path / "bo", bo, {s: new_seed() for s in bo.seats})
    assert GameFolder.open(mine.path).identity.public_key == ids[0].public_key
    assert GameFolder.open(theirs.path).identity.public_key == ids[1].public_key
    robot = dataclasses.replace(ana, seats=(1,))
    with pytest.raises(GameFolderError, match="no seat of this client's own identity"):
        _ = GameFolder(mine.path, robot, mine.seeds).identity


def test_a_damaged_folder_is_said_in_words(tmp_path):
    _, (ana, _) = seatings()
    folder = GameFolder.create(tmp_path, ana, {s: new_seed() for s in ana.seats})
    (folder.path / "seat-1.secret").write_bytes(b"\xc1")
    with pytest.raises(GameFolderError, match=r"seat-1\.secret is damaged"):
        GameFolder.open(folder.path)


def test_the_seating_keeps_its_table_and_watchers_in_its_plain_form():
    _, (ana, _) = seatings()
    watcher = PeerAddress(Identity.generate().public_key, "Wanda", "10.0.0.3", 4002)
    seating = dataclasses.replace(ana, table_id="0a1b2c3d", watchers=(watcher,))
    secrets = {s: {"identity": ana.identities[s].to_bytes(), "nonce": ana.nonces[s]}
               for s in ana.seats}  # fmt: skip
    again = seating_from_plain(public_plain(seating), secrets)
    assert again.table_id == "0a1b2c3d" and again.watchers == (watcher,)
    assert again.game_id == ana.game_id and again.controller(1) == 0


def test_statements_are_signed_by_the_seat_they_name():
    ids, (ana, _) = seatings()
    roster = ana.terms.roster()
    said = make_statement(ids[0], roster, END, 0)
    assert read_statement(said.wire, roster) == said
    forged = make_statement(ids[1], roster, RESIGN, 0)
    with pytest.raises(StatementError, match="not signed by it"):
        read_statement(forged.wire, roster)
    _, (other, _) = seatings()
    with pytest.raises(StatementError):
        read_statement(make_statement(ids[0], other.terms.roster(), END, 0).wire, roster)
    with pytest.raises(StatementError, match="does not decode"):
        read_statement(b"\xc1", roster)


def test_extensions_are_a_players_counted_within_the_budget_and_bodies_are_checked():
    ids, (ana, _) = seatings()
    roster = ana.terms.roster()
    heard = Statements(ana.terms, GAME, ana.names, budget=2)
    debt = Debt(2, 17, "action")
    for n in (1, 2):
        heard.take(0, make_statement(ids[0], roster, EXTEND, 0, extension_body(debt, n)).wire, None)
    heard.take(0, make_statement(ids[0], roster, EXTEND, 0, extension_body(debt, 2)).wire, None)
    assert heard.granted() == {debt: 2}, "a repeated announcement counts once"
    over = make_statement(ids[0], roster, EXTEND, 0, extension_body(debt, 3))
    with pytest.raises(StatementError, match="the budget is 2 a game"):
        heard.take(0, over.wire, None)
    bots = make_statement(ana.identities[1], roster, EXTEND, 1, extension_body(debt, 1))
    with pytest.raises(StatementError, match="a player's, not a bot's"):
        heard.take(0, bots.wire, None)  # seat 1 is Ana's bot
    bad = {**extension_body(debt, 1), "seat": 9}
    with pytest.raises(StatementError, match="extend statement's body is malformed"):
        read_statement(make_statement(ids[0], roster, EXTEND, 0, bad).wire, roster)
    with pytest.raises(StatementError, match="secret statement's body is malformed"):
        read_statement(make_statement(ids[0], roster, SECRET, 0, {"x": 1}).wire, roster)
    with pytest.raises(StatementError, match="end statement's body is malformed"):
        read_statement(make_statement(ids[0], roster, END, 0, "why").wire, roster)
    with pytest.raises(StatementError, match="whose player it is not"):
        heard.take(2, make_statement(ids[0], roster, END, 0).wire, None)


def test_an_agreement_to_end_needs_every_player_still_in_the_game():
    ids, (ana, _) = seatings()
    roster = ana.terms.roster()
    heard = Statements(ana.terms, GAME, ana.names)
    heard.take(0, make_statement(ids[0], roster, END, 0).wire, None, (0, 1, 2))
    assert heard.ending is None, "Bo (seat 2) has not agreed"
    assert heard.ending_of(None, (0, 1)) is not None, "once Bo left, Ana's agreement ends it"
