"""Inside a running LAN game (clients in one event loop, real sockets on 127.0.0.1): watchers
see the public game and nothing hidden, a stalled watcher is dropped while the game goes on, the
opener removes a watcher; waits are shown with their deadlines and can be extended; the players
agree to end without a result; a player resigns; a divergent state hash stops the game and is
said in words."""

from __future__ import annotations

import asyncio
import dataclasses
import socket

import pytest
from inproc import FAST, GAME, HOST, play, step, table

from client.cli.peer import printer, show_waits
from net.dealer.durable import DurableDealer
from net.dealer.gamerecord import audit_file, read_record, write_record
from net.errors import RecordError, Refused
from net.game.watcher import Watcher, wait_until
from net.protocol.identity import Identity
from net.protocol.statements import SECRET, make_statement, read_statement

pytestmark = [pytest.mark.network]


def watcher_for(game) -> Watcher:  # type: ignore[no-untyped-def]
    return Watcher(game.terms, GAME, game.settings, Identity.generate(), "Wanda")


async def test_a_watcher_sees_every_message_and_no_hidden_card(tmp_path):
    games = await table(tmp_path, watchers=True)
    running = asyncio.ensure_future(play(games))
    await wait_until(lambda: step(games[0]) > 12, 60)  # joins mid-game: gets the history
    watcher = watcher_for(games[0])
    leaks: list[list[int]] = []

    def check(w: Watcher) -> None:
        if w.replica.phase.name not in ("audit", "over"):  # the audit publishes every secret
            found = w.decryptable_hidden()
            if found:
                leaks.append(found)

    watcher.on_change = check
    watching = asyncio.ensure_future(watcher.watch(HOST, games[0].mesh.port))
    results = await running
    await asyncio.wait_for(watching, 30)
    assert [r["ended"] for r in results] == ["finished", "finished"]
    assert watcher.stopped is None and watcher.replica.over
    assert leaks == [], "a hidden card was decryptable from public messages"
    assert [t.hash for t in watcher.replica.history] == games[0]._first.dealer.hashes
    assert GAME.state_hash(watcher.state) == results[0]["state_hash"]


async def test_a_stalled_watcher_is_dropped_and_the_game_goes_on(tmp_path):
    mesh = dataclasses.replace(FAST.mesh, watcher_stall=0.5, watcher_buffer=16_384)
    games = await table(tmp_path, watchers=True, options=dataclasses.replace(FAST, mesh=mesh))
    running = asyncio.ensure_future(play(games))
    await wait_until(lambda: games[0].mesh.port != 0, 10)
    endpoint = watcher_for(games[0]).endpoint
    channel = await endpoint.connect(HOST, games[0].mesh.port)
    transport = channel._writer.transport  # the adversary: a watcher that stops reading
    transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    transport.pause_reading()
    results = await running
    assert [r["ended"] for r in results] == ["finished", "finished"]
    dropped = [str(r) for r in games[0].mesh.rejects.entries() if "dropped" in r.detail]
    assert dropped, list(games[0].mesh.rejects)
    assert "watchers never slow the game" in dropped[0]
    await channel.close()
    await endpoint.close()


async def test_the_table_removes_a_watcher_and_refuses_it_after(tmp_path):
    games = await table(tmp_path, watchers=True)
    running = asyncio.ensure_future(play(games))
    await wait_until(lambda: step(games[0]) > 5, 60)
    watcher = watcher_for(games[0])
    watching = asyncio.ensure_future(watcher.watch(HOST, games[0].mesh.port))
    await wait_until(lambda: len(games[0].mesh.watchers) == 1, 10)
    key = watcher.endpoint.local.identity.public_key
    assert games[0].mesh.remove_watcher(key)
    await asyncio.wait_for(watching, 10)
    assert watcher.closed_reason is not None and not watcher.replica.over
    identity = watcher.endpoint.local.identity
    again = Watcher(games[0].terms, GAME, games[0].settings, identity, "Wanda")
    with pytest.raises(Refused, match="removed this watcher"):
        await again.endpoint.connect(HOST, games[0].mesh.port)
    await again.endpoint.close()
    results = await running
    assert [r["ended"] for r in results] == ["finished", "finished"]


async def test_a_table_without_watchers_refuses_one_in_words(tmp_path):
    games = await table(tmp_path)
    running = asyncio.ensure_future(play(games))
    await wait_until(lambda: games[0].mesh.port != 0, 10)
    watcher = watcher_for(games[0])
    with pytest.raises(Refused, match="not a player of this game, and it allows no watchers"):
        await watcher.watch(HOST, games[0].mesh.port)
    await running


async def test_waits_show_who_for_what_and_an_extension_moves_every_clients_deadline(
    tmp_path, capsys
):
    names: dict[int, str] = {}
    games = await table(tmp_path, 3, humans=(1,), listener=printer(names))
    names.update(games[0].names)
    running = asyncio.ensure_future(play(games))
    shower = asyncio.ensure_future(show_waits(games[2]))  # what `hypnose peer` prints

    # deadlines are the loop's clock plus seconds: their differences are equal only to a rounding
    # (one straddling a power of two, 4096 s after boot, failed an exact ==)
    approx = pytest.approx

    def waiting(game, seat: int = 1):  # type: ignore[no-untyped-def]
        return next((w for w in game.waits() if w.seat == seat and w.thinking), None)

    assert await wait_until(lambda: waiting(games[0]) and waiting(games[2]), 60)
    loop = asyncio.get_running_loop()
    wait, other = waiting(games[0]), waiting(games[2])
    assert wait.kind == "action" and wait.stage == "owed" and wait.connected
    assert wait.next - wait.since == approx(FAST.deadlines.decision)
    words = wait.describe(loop.time())
    assert words.startswith("waiting for P1 (seat 1): a decision, for ")
    assert "this client asks every peer for it in" in words
    budget = games[0].extensions_left
    assert words.endswith(f"this client may extend the deadline {budget} more times")
    assert games[0].extend(1)  # announced: every client moves its own deadline alike
    extension = FAST.deadlines.extension
    assert waiting(games[0]).next - wait.next == approx(extension)
    assert await wait_until(lambda: waiting(games[2]).next - other.next == approx(extension), 10)
    assert games[0].extensions_left == budget - 1 and games[2].extensions_left == budget
    assert "(extended 1 time)" in waiting(games[2]).describe(loop.time())
    while games[0].extend(1):
        pass
    assert games[0].extensions_left == 0, "the budget bounds a client's extensions"
    moved = budget * extension
    assert await wait_until(lambda: waiting(games[2]).next - other.next == approx(moved), 10)
    await asyncio.sleep(1.5)  # the wait is printed again, extended
    games[1].bots_play("strategic")  # the player lets a bot finish the game
    results = await running
    shower.cancel()
    assert [r["ended"] for r in results] == ["finished"] * 3
    printed = capsys.readouterr().out.splitlines()
    gave = "P0 (seat 0) gave P1 (seat 1) {:.0f} s more for a decision (extension {} of the {} "
    given = [gave.format(extension, n, budget) + "each player may give in this game)"
             for n in range(1, budget + 1)]  # fmt: skip
    said = sorted(line for line in printed if " gave " in line)
    assert said == sorted(given * 3), "every client says it"
    shown = [line for line in printed if line.startswith("waiting for P1 (seat 1): a decision")]
    assert any(f"(extended {budget} times)" in line for line in shown), shown
    assert "this client may extend the deadline" in shown[0]


async def test_the_extension_budget_is_the_tables_whatever_each_clients_own_setting(tmp_path):
    """The table allows 2 extensions per player; P0's own setting would allow 5 and P2's 1
    (the budget each offers at a table it opens): both give, and take from the other, the
    table's 2, no more and no fewer."""
    generous, strict = (
        dataclasses.replace(FAST, deadlines=dataclasses.replace(FAST.deadlines, extensions=n))
        for n in (5, 1)
    )
    games = await table(tmp_path, 3, humans=(1,), options=[generous, FAST, strict],
                        extensions=2)  # fmt: skip
    assert {g.terms.extensions for g in games} == {2}
    assert len({g.roster.game_id for g in games}) == 1
    running = asyncio.ensure_future(play(games))

    def waiting(game):  # type: ignore[no-untyped-def]
        return next((w for w in game.waits() if w.seat == 1 and w.thinking), None)

    assert await wait_until(lambda: waiting(games[0]) and waiting(games[2]), 60)
    assert games[0].extensions_left == games[2].extensions_left == 2
    assert games[0].extend(1) and games[0].extend(1) and not games[0].extend(1)
    assert games[2].extend(1) and games[2].extend(1) and not games[2].extend(1)
    for game in (games[0], games[2]):  # each applied all four, its own and the other's
        assert await wait_until(lambda g=game: waiting(g) and waiting(g).extended == 4, 10)
        assert not [r for r in game.rejections() if "extension" in str(r)]
    games[1].bots_play("strategic")
    results = await running
    assert [r["ended"] for r in results] == ["finished"] * 3


def fair_everywhere(games) -> str | None:  # type: ignore[no-untyped-def]
    """Every client's transcript audits fair; how the players ended it."""
    ended = set()
    for game in games:
        record, report = audit_file(game.folder.transcript_path)
        assert report.fair, report.verdict
        assert report.reveals > 0 and report.shuffles > 0
        ended.add(record.ended_by)
    assert len(ended) == 1
    return ended.pop()


async def test_players_agree_to_end_without_a_result(tmp_path):
    # seat 1 is a player who does not move: the game waits for them and cannot end by itself
    # while the proposals come (two bots once won a short game within the half second)
    games = await table(tmp_path, humans=(1,))
    running = asyncio.ensure_future(play(games))
    assert await wait_until(lambda: games[1].seats[1].session.asked is not None, 60)
    games[0].propose_end()
    await asyncio.sleep(0.5)
    assert not any(g.over for g in games), "one player alone does not end it"
    games[1].propose_end()
    results = await running
    assert [r["ended"] for r in results] == ["agreed", "agreed"]
    assert results[0]["words"] == "The players agreed to end the game without a result."
    assert results[0]["winner"] is None
    assert fair_everywhere(games) == "agreed", "every seat published its secrets: audited"


async def test_a_player_resigns_and_the_game_ends_as_its_rules_say(tmp_path):
    games = await table(tmp_path)
    running = asyncio.ensure_future(play(games))
    await wait_until(lambda: step(games[0]) > 20, 60)
    games[1].resign(1)
    results = await running
    assert [r["ended"] for r in results] == ["resigned", "resigned"]
    assert [r["winner"] for r in results] == [0, 0]
    assert results[0]["words"] == "P1 (seat 1) resigned: P0 (seat 0) won."
    assert fair_everywhere(games) == "resigned"
    record = read_record(games[0].folder.transcript_path)
    said = [read_statement(s, record.roster) for s in record.statements]
    secret = next(s for s in said if s.kind == SECRET and s.seat == 1)
    others = [s.wire for s in said if s is not secret]

    def audited(name: str, statements: list[bytes]):  # type: ignore[no-untyped-def]
        path = tmp_path / name
        write_record(path, record.terms, record.names, record.transcript.messages, statements)
        return audit_file(path)[1]

    with pytest.raises(RecordError, match=r"seats \[1\] published no secret"):
        audited("missing.hgame", others)
    x = bytearray(secret.body["x"])
    x[-1] ^= 1  # seat 1 publishes a false secret, signed by it
    lie = make_statement(games[1].seating.identities[1], record.roster, SECRET, 1,
                         {**secret.body, "x": bytes(x)})  # fmt: skip
    report = audited("lying.hgame", [*others, lie.wire])
    assert not report.fair and report.verdict.seat == 1, report.verdict


class Diverging(DurableDealer):
    """Signs a wrong state hash from its 40th message on (a client whose rules diverged)."""

    def _stamp(self, body):  # type: ignore[no-untyped-def]
        stamped = super()._stamp(body)
        if self.signer.state.next_seq >= 40:
            count, _ = stamped["at"]
            stamped["at"] = [count, "0" * 64]
        return stamped


async def test_a_state_hash_divergence_stops_the_game_naming_the_turn_and_both_hashes(tmp_path):
    games = await table(tmp_path, dealers={1: Diverging})
    results = await play(games)
    assert results[0]["ended"] == "cheating", results[0]
    assert results[0]["proof"] == [1, "state"]
    words = results[0]["words"]
    assert words.startswith("The game stopped at turn ") and "the state hashes diverge" in words
    assert "P1 (seat 1)" in words and "0" * 64 in words
    hashes = {h for h in words.replace("'", " ").replace(",", " ").split() if len(h) >= 64}
    assert len(hashes) == 2, f"both hashes are named: {words}"


class Faulty:
    """A bot with bugs: one choice in three is not an action, one in three raises."""

    name = "faulty"

    def __init__(self) -> None:
        self.bot = GAME.bots["strategic"]("faulty")
        self.asked = 0

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        self.asked += 1
        if self.asked % 3 == 1:
            return "not an action"
        if self.asked % 3 == 2:
            raise RuntimeError("a bot's bug")
        return self.bot.choose(view, legal)


async def test_a_bot_whose_choice_is_refused_or_that_fails_does_not_silence_its_seat(tmp_path):
    """Its seat plays the first legal action instead, so the others never wait for a decision
    that will not come (the strong bot's seat once went silent that way, issue 13)."""
    games = await table(tmp_path, humans=(0,))
    faulty = Faulty()
    games[0].seats[0].agent = faulty
    results = await play(games, 180)
    assert [r["ended"] for r in results] == ["finished", "finished"], results[0]["words"]
    assert faulty.asked >= 3
