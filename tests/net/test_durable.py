"""A durable seat: its journal replays to exactly the messages it signed (same seed, same inputs,
deterministic signatures), a journal cut short by a crash replays to a prefix from which the
seat makes its next messages again byte for byte, and any difference stops the resume."""

from __future__ import annotations

import dataclasses

import pytest

from core.game import version_id
from core.games import get
from net.dealer.durable import DECIDE, MSG, DurableDealer
from net.dealer.table import run_game
from net.errors import ReplayError
from net.protocol.identity import Identity
from net.protocol.messages import parse_message
from net.protocol.seedstream import new_seed
from net.protocol.terms import Terms, fresh_nonce
from net.store.journal import Journal

GAME = get("hypnose")
SETTINGS = GAME.settings({"players": 2, "start_resistance": 5})


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A whole game of two durable seats over the bus, and what rebuilds each seat."""
    folder = tmp_path_factory.mktemp("durable")
    ids = [Identity.generate() for _ in range(2)]
    nonces = {s: fresh_nonce() for s in range(2)}
    seeds = [new_seed(), new_seed()]

    def factory(seat, identity, roster, game, settings, transport, turn_cap, *, terms, nonce):  # type: ignore[no-untyped-def]
        return DurableDealer(seat, identity, roster, game, settings, transport, turn_cap,
                             terms=terms, nonce=nonce, seed=seeds[seat],
                             journal=Journal(folder / f"seat-{seat}"))  # fmt: skip

    run = run_game(
        GAME, SETTINGS, identities=ids, nonces=nonces, factories={0: factory, 1: factory}
    )
    for peer in run.peers:
        assert peer.replica.over and peer.proof is None
        peer.journal.sync()
    terms = Terms({s: i.public_key for s, i in enumerate(ids)}, version_id(GAME),
                  GAME.settings_values(SETTINGS), nonces)  # fmt: skip
    return run, ids, seeds, terms, folder


def rebuilt(played, seat):  # type: ignore[no-untyped-def]
    run, ids, seeds, terms, _ = played
    return DurableDealer(seat, ids[seat], run.roster, GAME, SETTINGS, terms=terms,
                         nonce=terms.nonces[seat], seed=seeds[seat])  # fmt: skip


def chains(dealer):  # type: ignore[no-untyped-def]
    return {s: [m.wire for m in dealer.verifier.messages(s)] for s in dealer.roster.keys}


@pytest.mark.parametrize("seat", [0, 1])
def test_the_whole_journal_replays_to_the_same_seat(played, seat):
    run, *_, folder = played
    original = run.peers[seat]
    records = Journal(folder / f"seat-{seat}").records
    assert [r[0] for r in records].count(DECIDE) > 0
    again = rebuilt(played, seat)
    assert again.replay(records) == 0
    assert chains(again) == chains(original)
    assert again.hashes == original.hashes
    assert again.learned == original.learned
    assert again.keypair.secret == original.keypair.secret


def test_a_journal_cut_short_makes_the_lost_messages_again_byte_for_byte(played):
    run, *_, folder = played
    original = run.peers[0]
    records = Journal(folder / "seat-0").records
    cuts = [i for i, r in enumerate(records) if r[0] == MSG and parse_message(r[1]).seat == 0]
    for cut in cuts[5:60:11]:  # just before one of its own messages (it was never synced)
        again = rebuilt(played, 0)
        made = again.replay(records[:cut])
        assert made >= 1
        mine = chains(again)[0]
        assert mine == chains(original)[0][: len(mine)], "the same messages, byte for byte"


def test_a_tampered_journal_stops_the_resume(played):
    _, *_, folder = played
    records = Journal(folder / "seat-0").records
    decide = next(i for i, r in enumerate(records) if r[0] == DECIDE)
    changed = [list(r) for r in records]
    changed[decide][1] = changed[decide][1] + 1  # another choice than the one signed
    with pytest.raises(ReplayError, match=r"replays as|made .* messages|not asked"):
        rebuilt(played, 0).replay(changed)
    dropped = records[:decide] + records[decide + 1 :]  # a decision lost
    with pytest.raises(ReplayError):
        rebuilt(played, 0).replay(dropped)
    with pytest.raises(ReplayError, match="not a record this client writes"):
        rebuilt(played, 0).replay([*records[:2], ["what", 1]])


def test_another_seed_cannot_resume_the_seat(played):
    run, ids, _, terms, folder = played
    records = Journal(folder / "seat-1").records
    stranger = DurableDealer(1, ids[1], run.roster, GAME, SETTINGS, terms=terms,
                             nonce=terms.nonces[1], seed=new_seed())  # fmt: skip
    with pytest.raises(ReplayError, match=r"seq 0 \(key\) replays as another key"):
        stranger.replay(records)


class Reversing:
    """A strategic bot that plays its attacks and defenses with the cards in reverse order:
    the same choice by the rules (legality is membership by signature), not the listed form,
    as a searching bot (``strong``) builds its own."""

    name = "reversing"

    def __init__(self, seat: int) -> None:
        self.bot = GAME.bots["strategic"](f"reversing/{seat}")
        self.unlisted = 0

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        action = self.bot.choose(view, legal)
        cards = getattr(action, "cards", ())
        if type(action).__name__ in ("Attack", "Defend") and len(cards) > 1:
            action = dataclasses.replace(action, cards=tuple(reversed(cards)))
            assert action in legal
            self.unlisted += action not in list(legal)
        return action


def test_a_legal_choice_in_another_form_than_listed_is_played_and_replays(tmp_path):
    """A peer took such a choice for illegal (its journal keeps decisions by index), so the
    strong bot's seat went silent on the LAN until the other timed it out (issue 13). Keys,
    nonces and seeds are fixed, so the game is one that has such choices (with fresh ones a
    game now and then had none, and the test failed)."""
    ids = [Identity.from_bytes(bytes([seat + 7]) * 32) for seat in range(2)]
    nonces = {s: bytes([s + 1]) * len(fresh_nonce()) for s in range(2)}
    seeds = [bytes([s + 3]) * len(new_seed()) for s in range(2)]

    def factory(seat, identity, roster, game, settings, transport, turn_cap, *, terms, nonce):  # type: ignore[no-untyped-def]
        return DurableDealer(seat, identity, roster, game, settings, transport, turn_cap,
                             terms=terms, nonce=nonce, seed=seeds[seat],
                             journal=Journal(tmp_path / f"seat-{seat}"))  # fmt: skip

    agents = {0: Reversing(0), 1: Reversing(1)}
    run = run_game(GAME, SETTINGS, identities=ids, nonces=nonces,
                   factories={0: factory, 1: factory}, agents=agents)  # fmt: skip
    assert sum(a.unlisted for a in agents.values()) > 0, "the game had no such choice"
    for peer in run.peers:
        assert peer.replica.over and peer.proof is None
        peer.journal.sync()
    terms = Terms({s: i.public_key for s, i in enumerate(ids)}, version_id(GAME),
                  GAME.settings_values(SETTINGS), nonces)  # fmt: skip
    for seat in (0, 1):
        again = DurableDealer(seat, ids[seat], run.roster, GAME, SETTINGS, terms=terms,
                              nonce=nonces[seat], seed=seeds[seat])  # fmt: skip
        assert again.replay(Journal(tmp_path / f"seat-{seat}").records) == 0
        assert chains(again) == chains(run.peers[seat])
