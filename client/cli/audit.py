"""``hypnose audit TRANSCRIPT``: re-check a finished LAN game from its transcript file alone.

Every signature, chain and proof is verified again, every card decrypted with the secrets the
seats published at the end, and the game replayed with full knowledge (``net.dealer.gamerecord``).
Exit status 0 when the game was fair, 1 with the cheating proof when it was not, 2 when the
file cannot be read (or ends before the audit), 3 when the result was decided by play but a
seat's secrets never arrived (the result stands, not fully audited: fairplay rule 6).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

FAIR, CHEATED, UNREADABLE, UNAUDITED = 0, 1, 2, 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("transcript", type=Path, metavar="TRANSCRIPT",
                        help="a game's transcript.hgame (in its game folder)")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def proof_summary(proof: Any, names: dict[int, str]) -> str:
    """A cheating proof in one line: who, which check, the detail."""
    who = "nobody" if proof.seat is None else f"{names.get(proof.seat, 'seat')} (seat {proof.seat})"
    return f"{proof.check} by {who}: {proof.detail}"


def random_draws(report: Any) -> int:
    """The random values drawn jointly (Hypnosia's dice rolls...) that the audit replayed."""
    from core.vocabulary import RandomValue

    return sum(1 for entry in report.record if isinstance(entry.result, RandomValue))


def slot_figures(record: Any, report: Any) -> dict[str, int]:
    """A real-time game's time slots (Hypno Vision, V9-V13): how many slots' commitments and
    openings the audit re-checked (every slot's random value recomputed from its nonces), and
    how many contested cards it gave again to the seat the slot's value draws."""
    from net import game_of

    game, settings = game_of(record.terms)
    if not hasattr(game, "slot"):
        return {}
    slots = {m.body["step"] for m in record.transcript.messages if m.body["kind"] == "slot_open"}
    contests, state = 0, game.new_game(settings)
    for entry in report.record:
        if entry.timed_out:
            state = game.time_out(state, entry.seat)
        elif entry.action is not None:
            state = game.apply_action(state, entry.seat, entry.action)
        elif entry.result is not None:
            before, state = state, game.apply_dealer(state, entry.result)
            if game.slot(before) is not None:
                contests += len(state.last.contests)
    return {"slots_verified": len(slots), "contests_recomputed": contests}


def audit_summary(path: Path) -> tuple[int, dict[str, Any]]:
    """The exit status and the report of one transcript file."""
    from net import RecordError, audit_file

    try:
        record, report = audit_file(path)
    except RecordError as exc:
        return UNREADABLE, {"transcript": str(path), "error": str(exc)}
    names = dict(record.names)
    if report.fair:
        verdict = "fair"
    elif report.verdict == "unaudited":  # the result stands (fairplay.md, timeout rule 6)
        who = " and ".join(f"{names.get(s) or '?'} (seat {s})" for s in report.unaudited)
        verdict = (
            f"not fully audited: the secrets of {who} never arrived, so the hidden cards, the "
            "private reorders and the replay with every card known could not be checked"
        )
    else:
        verdict = proof_summary(report.verdict, names)
    summary = {
        "transcript": str(path),
        "game": record.terms.game,
        "players": {str(s): names.get(s, "") for s in record.roster.keys},
        "audit": verdict,
        "messages": report.messages,
        "shuffles_verified": report.shuffles,
        "reveals_verified": report.reveals,
        "random_draws_verified": random_draws(report),
        "proofs_checked": report.proofs_checked,
        "played_on": list(report.played_on),
        "unaudited": list(report.unaudited),
    }
    if report.fair:
        summary.update(slot_figures(record, report))
    if report.verdict == "unaudited":
        return UNAUDITED, summary
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
        f"{summary['messages']} messages, {summary['shuffles_verified']} shuffles, "
        f"{summary['reveals_verified']} reveals and {summary['random_draws_verified']} random "
        f"draws verified, {summary['proofs_checked']} proofs"
    )
    if "slots_verified" in summary:
        print(
            f"{summary['slots_verified']} time slots' commitments and openings verified, "
            f"{summary['contests_recomputed']} contested cards given again by their slot's value"
        )
    for seat in summary["played_on"]:
        name = summary["players"].get(str(seat)) or "?"
        if "slots_verified" in summary:  # Hypno Vision's rule: out of the game (V15)
            print(f"{name} (seat {seat}) timed out: out of the game, its cards scored")
        else:
            print(f"{name} (seat {seat}) timed out: the game played it on (no secret of it needed)")
    if status == FAIR:
        print("fair")
    elif status == UNAUDITED:
        print(summary["audit"])
    else:
        print(f"NOT FAIR: {summary['audit']}")
    return status
