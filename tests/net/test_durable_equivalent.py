"""A person may choose a legal action that no listed action equals (the same kinds, other
cards: legality is membership, ``core.hypnose.legal.LegalActions``). A durable seat takes it,
records it whole in its journal and replays it byte for byte. It refused it once ("not legal
now"), and the window's LAN table then asked the person the same question again forever: the
hang of tests/client/test_lan_window.py in CI."""

from __future__ import annotations

import dataclasses
from typing import Any

from core.game import version_id
from core.games import get
from net.dealer.durable import DECIDE, DurableDealer
from net.dealer.table import run_game
from net.protocol.identity import Identity
from net.protocol.seedstream import new_seed
from net.protocol.terms import Terms, fresh_nonce
from net.store.journal import Journal

GAME = get("hypnose")
SETTINGS = GAME.settings({"players": 2, "start_resistance": 5})


class OtherCards:
    """The strategic bot's choice, made with other cards of the same kinds when there are."""

    def __init__(self) -> None:
        self.bot = GAME.bots["strategic"]("equivalent")
        self.swapped = 0

    def choose(self, view: Any, legal: Any) -> Any:
        chosen = self.bot.choose(view, legal)
        field = "payment" if hasattr(chosen, "payment") else "cards"
        cards = getattr(chosen, field, None)
        if not isinstance(cards, tuple) or not cards:
            return chosen
        hand = view.state.hand(view.seat)
        for i, handle in enumerate(cards):
            for other in hand:
                if other in cards or view.kind_index(other) != view.kind_index(handle):
                    continue
                changed = (*cards[:i], other, *cards[i + 1 :])
                alternative = dataclasses.replace(chosen, **{field: changed})
                if alternative in legal and not any(a == alternative for a in legal):
                    self.swapped += 1
                    return alternative
        return chosen


def test_a_legal_action_not_listed_as_such_is_taken_recorded_and_replayed(tmp_path):
    # Fixed keys, nonces and seeds: the same game every run, with such choices in it.
    ids = [Identity.from_bytes(bytes([7 + s]) * 32) for s in range(2)]
    nonces = {s: bytes([s + 1]) * len(fresh_nonce()) for s in range(2)}
    seeds = [bytes([s + 3]) * len(new_seed()) for s in range(2)]

    def factory(seat, identity, roster, game, settings, transport, turn_cap, *, terms, nonce):  # type: ignore[no-untyped-def]
        return DurableDealer(seat, identity, roster, game, settings, transport, turn_cap,
                             terms=terms, nonce=nonce, seed=seeds[seat],
                             journal=Journal(tmp_path / f"seat-{seat}"))  # fmt: skip

    person = OtherCards()
    run = run_game(GAME, SETTINGS, identities=ids, nonces=nonces,
                   factories={0: factory, 1: factory}, agents={0: person})  # fmt: skip
    assert all(p.replica.over and p.proof is None for p in run.peers)
    assert person.swapped > 0, person.swapped  # the game had such choices, each taken
    run.peers[0].journal.sync()
    records = Journal(tmp_path / "seat-0").records
    whole = [r for r in records if r[0] == DECIDE and isinstance(r[1], dict)]
    assert len(whole) == person.swapped
    terms = Terms({s: i.public_key for s, i in enumerate(ids)}, version_id(GAME),
                  GAME.settings_values(SETTINGS), nonces)  # fmt: skip
    again = DurableDealer(0, ids[0], run.roster, GAME, SETTINGS, terms=terms,
                          nonce=nonces[0], seed=seeds[0])  # fmt: skip
    assert again.replay(records) == 0
    wires = {s: [m.wire for m in again.verifier.messages(s)] for s in run.roster.keys}
    assert wires == {s: [m.wire for m in run.peers[0].verifier.messages(s)] for s in wires}
