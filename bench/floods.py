"""Memory floods through cheap requests (issue 23): how much a victim grows under each flood.

Usage: .venv/bin/python bench/floods.py [--seconds 60] [--only have,want,beat] [--json]

For each flood, a 3-player Hypnose game on loopback: the victim and an honest player are
``hypnose peer`` processes, the flooder our client in this process
(``tests/net/lanplay/floodkit.py``), which at its first decision stops reading and sends the
victim, for ``--seconds`` seconds, as fast as it can:

- ``have``: ``["have", []]`` frames (each once answered with every chain in full);
- ``want``: dealer requests for 32 messages each over every seat's chain;
- ``beat``: valid signed heartbeats naming nothing new (each once kept in full).

then reads again and plays on at random to the end (after a heartbeat flood, which convicts it,
the game ends there). A flooder that reads nothing pays no debt: the other two may declare it
silent and play its seat on. Figures, per flood:

- ``have_growth_mb``, ``want_growth_mb``, ``heartbeat_growth_mb``: the victim's largest
  resident set during the flood less the one before it, in MB (target: at most 20);
- ``<kind>``: ``frames`` sent, ``seconds``, ``links`` (links to the victim the flood went over:
  more than one when the victim disconnected the flooder), ``victim_disk_mb`` (the victim's data
  folder at the end: journals, transcript, log), ``ended`` and ``audit`` (the
  victim's result and ``hypnose audit``'s verdict on its transcript), ``proof`` (a proof's seat
  and check), ``played_on`` (seats the others played on, declared silent), ``agree`` (the
  victim's and the honest player's state hashes are the same), ``disconnections`` (the
  victim's log lines that disconnect a client).

A game that does not end as expected (finished; after a heartbeat flood, a cheating proof) keeps
its peers' folders, logs and journals included, and the bench says where. Nothing leaves
127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "net" / "lanplay")]

from floodkit import KINDS, flood_at_a_table  # noqa: E402

from client.cli.audit import audit_summary  # noqa: E402

KEYS = {"have": "have_growth_mb", "want": "want_growth_mb", "beat": "heartbeat_growth_mb"}


def one(kind: str, seconds: float) -> dict[str, Any]:
    base = Path(tempfile.mkdtemp(prefix=f"flood-{kind}-"))
    flood, cuts, found = asyncio.run(flood_at_a_table(base, kind, seconds))
    victim = found[0]
    audit = None
    if victim is not None and victim.get("transcript"):
        _, summary = audit_summary(Path(str(victim["transcript"])))
        audit = summary.get("audit", summary.get("error"))
    expected = "cheating" if kind == "beat" else "finished"
    if victim is not None and victim["ended"] == expected:
        shutil.rmtree(base)
    else:  # the peers' folders (logs, journals, transcripts) say why: kept to be looked at
        ended = victim and victim["ended"]
        print(f"{kind}: the game ended {ended}; its folders are kept in {base}", file=sys.stderr)
    done = [r for r in found if r is not None]
    return {
        "growth_mb": round(flood.growth_mb, 1),
        "frames": flood.frames,
        "seconds": round(flood.seconds, 1),
        "links": flood.links,
        "victim_disk_mb": round(flood.victim_disk_bytes / 1_000_000, 2),
        "ended": None if victim is None else victim["ended"],
        "proof": None if victim is None else victim.get("proof"),
        "played_on": None if victim is None else victim.get("played_on"),
        "agree": len(done) == 2 and len({r["state_hash"] for r in done}) == 1,
        "audit": audit,
        "disconnections": cuts[:5],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="each flood (default 60)")
    parser.add_argument("--only", default=",".join(KINDS), help="floods, comma-separated")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    kinds = [k for k in args.only.split(",") if k]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        parser.error(f"no flood named {', '.join(unknown)} (there are {', '.join(KINDS)})")
    figures: dict[str, Any] = {}
    for kind in kinds:
        result = one(kind, args.seconds)
        figures[KEYS[kind]] = result["growth_mb"]
        figures[kind] = result
        if not args.json:
            print(f"{kind}: the victim grew by {result['growth_mb']} MB in {result['seconds']} s "
                  f"of {result['frames']:,} frames over {result['links']} link(s), its disk "
                  f"{result['victim_disk_mb']} MB; ended "
                  f"{result['ended']}, audit {result['audit']}, "
                  f"proof {result['proof']}")  # fmt: skip
            for line in result["disconnections"]:
                print(f"    {line}")
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
