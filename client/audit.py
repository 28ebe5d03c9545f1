"""``hypnose audit TRANSCRIPT``: re-check a finished LAN game from its transcript file alone.

Every signature, chain and proof is verified again, every card decrypted with the secrets the
seats published at the end, and the game replayed with full knowledge (``net.gamerecord``).
Exit status 0 when the game was fair, 1 with the cheating proof when it was not, 2 when the
file cannot be read (or ends before the audit).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

FAIR, CHEATED, UNREADABLE = 0, 1, 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("transcript", type=Path, metavar="TRANSCRIPT",
                        help="a game's transcript.hgame (in its game folder)")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def proof_summary(proof: Any, names: dict[int, str]) -> str:
    """A cheating proof in one line: who, which check, the detail."""
    who = "nobody" if proof.seat is None else f"{names.get(proof.seat, 'seat')} (seat {proof.seat})"
    return f"{proof.check} by {who}: {proof.detail}"


def audit_summary(path: Path) -> tuple[int, dict[str, Any]]:
    """The exit status and the report of one transcript file."""
    from net.gamerecord import RecordError, audit_file

    try:
        record, report = audit_file(path)
    except RecordError as exc:
        return UNREADABLE, {"transcript": str(path), "error": str(exc)}
    names = dict(record.names)
    verdict = "fair" if report.fair else proof_summary(report.verdict, names)
    summary = {
        "transcript": str(path),
        "game": record.terms.game,
        "players": {str(s): names.get(s, "") for s in record.roster.keys},
        "audit": verdict,
        "messages": report.messages,
        "shuffles_verified": report.shuffles,
        "reveals_verified": report.reveals,
        "proofs_checked": report.proofs_checked,
        "played_on": list(report.played_on),
    }
    return (FAIR if report.fair else CHEATED), summary


def run(args: argparse.Namespace) -> int:
    status, summary = audit_summary(args.transcript)
    if args.json:
        print(json.dumps(summary, sort_keys=True))
        return status
    if status == UNREADABLE:
        print(f"cannot audit: {summary['error']}", file=sys.stderr)
        return status
    players = ", ".join(f"{n or '?'} (seat {s})" for s, n in summary["players"].items())
    print(f"{summary['game']}: {players}")
    print(
        f"{summary['messages']} messages, {summary['shuffles_verified']} shuffles and "
        f"{summary['reveals_verified']} reveals verified, {summary['proofs_checked']} proofs"
    )
    for seat in summary["played_on"]:
        name = summary["players"].get(str(seat)) or "?"
        print(f"{name} (seat {seat}) timed out: the game played it on (no secret of it needed)")
    if status == FAIR:
        print("fair")
    else:
        print(f"NOT FAIR: {summary['audit']}")
    return status
