"""Discovery on loopback with real zeroconf (never the real network): tables appear, change
and disappear after an unregister, and disappear after their opener is SIGKILLed, well inside
15 s with a short liveness interval (a setting, not a sleep). Other tests on this machine may
publish on loopback at the same time, so every check looks for its own keys only."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import signal
import sys
from pathlib import Path

import pytest
from lankit import GAME, HOST, listening

from net.errors import AdvertError
from net.lan.discovery import NO_TABLE_HELP, Browser, Discovery, Liveness, TableEvent
from net.lan.discovery_record import SERVICE_TYPE, Advert, TableInfo
from net.lan.interfaces import NetworkChoice
from net.protocol.identity import Identity

pytestmark = [pytest.mark.network, pytest.mark.slow]

LOOPBACK = NetworkChoice(loopback=True)
FAST_LIVENESS = Liveness(interval=0.5, timeout=0.5, failures=2)
ROOT = Path(__file__).resolve().parents[3]


def table_of(browser: Browser, key: bytes) -> TableInfo | None:
    for advert in browser.adverts.values():
        if advert.key == key:
            return advert.table
    return None


def events_of(events: list[TableEvent], key: bytes) -> list[str]:
    return [e.kind for e in events if e.advert.key == key]


async def test_a_table_appears_changes_and_disappears_after_unregister() -> None:
    endpoint, port = await listening("Ana")
    key = endpoint.local.identity.public_key
    table = TableInfo("0123abcd", GAME, 1, 4, {"players": 4})
    advert = Advert("Ana", key, port, table=table)
    events: list[TableEvent] = []
    async with Discovery(LOOPBACK) as ours, Discovery(LOOPBACK) as theirs:
        assert ours.addresses == [HOST]
        async with theirs.browser(liveness=FAST_LIVENESS) as browser:
            browser.subscribe(events.append)
            advertiser = ours.advertiser(advert)
            name = await advertiser.start()
            assert name.endswith(SERVICE_TYPE)
            assert await browser.wait_for(lambda b: table_of(b, key) is not None, 10)
            seen = next(a for a in browser.adverts.values() if a.key == key)
            assert seen.addresses == (HOST,) and seen.port == port and seen.table == table

            seated = dataclasses.replace(advert, table=dataclasses.replace(table, seats_taken=3))
            await advertiser.update(seated)
            assert await browser.wait_for(
                lambda b: (t := table_of(b, key)) is not None and t.seats_taken == 3, 10
            )

            await advertiser.stop()
            assert await browser.wait_for(lambda b: table_of(b, key) is None, 5)
            assert events_of(events, key) == ["appeared", "changed", "disappeared"]
            gone = [e for e in events if e.advert.key == key][-1]
            assert gone.reason == "its opener unregistered it"
    await endpoint.close()


async def test_a_closed_table_disappears_while_its_opener_stays() -> None:
    endpoint, port = await listening("Ana")
    key = endpoint.local.identity.public_key
    advert = Advert("Ana", key, port, table=TableInfo("0123abcd", GAME, 1, 2))
    events: list[TableEvent] = []
    async with (
        Discovery(LOOPBACK) as ours,
        Discovery(LOOPBACK) as theirs,
        theirs.browser(liveness=FAST_LIVENESS) as browser,
    ):
        browser.subscribe(events.append)
        advertiser = ours.advertiser(advert)
        await advertiser.start()
        assert await browser.wait_for(lambda b: table_of(b, key) is not None, 10)
        await advertiser.update(dataclasses.replace(advert, table=None))
        assert await browser.wait_for(
            lambda b: any(a.key == key and a.table is None for a in b.adverts.values()), 10
        )
        assert events_of(events, key) == ["appeared", "disappeared"]
        await advertiser.stop()
    await endpoint.close()


async def test_a_crashed_opener_disappears_within_15_seconds() -> None:
    """The opener process is SIGKILLed: no goodbye, its zeroconf record lives on; the browser's
    pings find nobody on its port and drop the table."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        str(Path(__file__).with_name("opener.py")),
        "Crasher",
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
    )
    events: list[TableEvent] = []
    try:
        assert child.stdout is not None
        line = (await asyncio.wait_for(child.stdout.readline(), 30)).decode().split()
        assert line[0] == "READY", line
        port, key = int(line[1]), bytes.fromhex(line[2])
        async with (
            Discovery(LOOPBACK) as discovery,
            discovery.browser(liveness=FAST_LIVENESS) as browser,
        ):
            browser.subscribe(events.append)
            assert await browser.wait_for(lambda b: table_of(b, key) is not None, 15)
            seen = next(a for a in browser.adverts.values() if a.key == key)
            assert seen.port == port and seen.name == "Crasher"
            os.kill(child.pid, signal.SIGKILL)
            await child.wait()
            loop = asyncio.get_running_loop()
            killed = loop.time()
            assert await browser.wait_for(lambda b: table_of(b, key) is None, 15)
            assert loop.time() - killed < 15
        gone = [e for e in events if e.advert.key == key]
        assert [e.kind for e in gone] == ["appeared", "disappeared"]
        assert gone[-1].reason == "its opener did not answer 2 pings"
    finally:
        if child.returncode is None:
            os.kill(child.pid, signal.SIGKILL)
            await child.wait()


async def test_a_record_over_the_txt_limit_is_refused_before_publishing() -> None:
    settings = {f"option{i}": "x" * 20 for i in range(10)}
    advert = Advert(
        "Ana", Identity.generate().public_key, 1, table=TableInfo("0123abcd", GAME, 1, 4, settings)
    )
    async with Discovery(LOOPBACK) as discovery:
        with pytest.raises(AdvertError, match="more than the 255 a TXT entry may hold"):
            discovery.advertiser(advert)


async def test_a_malformed_record_is_ignored_with_a_bounded_log() -> None:
    from zeroconf.asyncio import AsyncServiceInfo

    async with (
        Discovery(LOOPBACK) as ours,
        Discovery(LOOPBACK) as theirs,
        theirs.browser(liveness=FAST_LIVENESS) as browser,
    ):
        info = AsyncServiceInfo(
            SERVICE_TYPE,
            f"Junk {os.getpid()}.{SERVICE_TYPE}",
            port=1,
            properties={"proto": "1", "name": "x" * 200},
            server="junk-host.local.",
            parsed_addresses=[HOST],
        )
        await (await ours.zeroconf.async_register_service(info, allow_name_change=True))
        assert await browser.wait_for(lambda b: len(b.rejects) > 0, 10)
        (entry,) = [e for e in browser.rejects.entries() if e.peer == info.name]
        assert "has no 'key'" in entry.detail or "malformed" in entry.detail
        assert all(a.name != "x" * 200 for a in browser.adverts.values())
        await (await ours.zeroconf.async_unregister_service(info))


def test_the_help_for_no_table_says_what_to_check() -> None:
    assert "same network" in NO_TABLE_HELP and "UDP port 5353" in NO_TABLE_HELP
    assert "TCP port" in NO_TABLE_HELP and "address:port" in NO_TABLE_HELP
