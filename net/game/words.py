"""What a LAN game says to its user: whom it waits for, and how it ended, in words."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.game import Game
from net.errors import NetError
from net.protocol.messages import parse_message
from net.protocol.verdicts import DECIDING, CheatingProof
from net.session.session import Over

STAGE_WORDS = {
    "owed": "asks every peer for it",
    "asked": "declares it unpaid",
    "declared": "gives up waiting",
}
KIND_WORDS = {
    "action": "a decision",
    "scommit": "a sealed decision",
    "sreveal": "the opening of a sealed decision",
    "slot_commit": "a slot commitment",
    "slot_open": "the opening of a slot",
    "shuffle": "a shuffle",
    "reorder": "a private reorder",
    "shares": "decryption shares",
    "open": "the opening of a duel selection",
    "rcommit": "a random commitment",
    "rreveal": "a random reveal",
    "key": "its key",
    "secret": "its secret",
    "audit": "its audit secrets",
    "timeout": "its declaration",
}


@dataclass(frozen=True)
class Wait:
    """One wait the user sees: seat ``waiter`` of this client waits for ``seat`` (a player
    ``name``) to send ``kind`` at dealer step ``step``, since ``since``; at ``next`` this
    client moves the wait to its next stage (asks, declares, gives up). Times are the event
    loop's clock. ``connected``: whether that player's client is linked to this one now."""

    waiter: int
    seat: int
    name: str
    kind: str
    step: int
    since: float
    stage: str
    next: float
    connected: bool
    extended: int = 0
    """How many extensions moved this deadline (announced by any client)."""
    may_extend: int = 0
    """How many extensions this client may still give (its budget left)."""

    @property
    def thinking(self) -> bool:
        return self.kind in DECIDING

    def describe(self, now: float) -> str:
        what = KIND_WORDS.get(self.kind, self.kind)
        waited = max(0.0, now - self.since)
        left = max(0.0, self.next - now)
        line = (
            f"waiting for {self.name} (seat {self.seat}): {what}, for {waited:.0f} s; "
            f"this client {STAGE_WORDS.get(self.stage, 'moves on')} in {left:.0f} s"
        )
        if self.extended:
            line += f" (extended {self.extended} time{'s' * (self.extended > 1)})"
        if not self.connected:
            line += f" ({self.name}'s client is not connected)"
        elif self.stage == "owed" and self.may_extend:
            times = f"{self.may_extend} more time{'s' * (self.may_extend > 1)}"
            line += f"; this client may extend the deadline {times}"
        return line


@dataclass(frozen=True)
class Extension:
    """A deadline moved for every client: the player of seat ``by`` gave ``seat`` ``seconds``
    more for the ``kind`` it owes at dealer step ``step``; it was ``by``'s extension
    ``number`` of the ``budget`` each client has in a game."""

    by: int
    seat: int
    kind: str
    step: int
    seconds: float
    number: int
    budget: int

    def describe(self, names: Mapping[int, str]) -> str:
        what = KIND_WORDS.get(self.kind, self.kind)
        return (
            f"{seat_name(names, self.by)} gave {seat_name(names, self.seat)} "
            f"{self.seconds:.0f} s more for {what} (extension {self.number} of the "
            f"{self.budget} each player may give in this game)"
        )


def seat_name(names: Mapping[int, str], seat: int | None) -> str:
    if seat is None:
        return "nobody"
    return f"{names.get(seat, 'seat ' + str(seat))} (seat {seat})"


def describe_proof(
    proof: CheatingProof, names: Mapping[int, str], turn: int, ours: Any = None
) -> str:
    """A cheating proof in words; a state divergence names the turn and both hashes (``ours``:
    where this client's replica stood, ``[changes, hash]``)."""
    who = seat_name(names, proof.seat)
    if proof.check == "state":
        theirs = _signed_at(proof)
        if theirs is not None and ours is not None:
            return (
                f"The game stopped at turn {turn}: the state hashes diverge. {who} signed its "
                f"message from state {theirs[1]} after {theirs[0]} changes; the same messages "
                f"give state {ours[1]} after {ours[0]} changes here."
            )
        return (
            f"The game stopped at turn {turn}: the state hashes diverge. {who} signed a message "
            f"from another state than this client's ({proof.detail})."
        )
    if proof.check == "equivocation":
        return f"The game stopped: {who} signed two different messages with one number."
    return f"The game stopped: {who} broke the rules of fair play ({proof.check}: {proof.detail})."


def describe_over(
    game: Game, over: Over, names: Mapping[int, str], turn: int, *, at: Any = None
) -> str:
    """How the game ended, for the user (``at``: where this client's replica stands)."""
    if over.proof is not None:
        return describe_proof(over.proof, names, turn, at)
    if over.timeout is not None:
        debt = over.timeout.debt
        what = KIND_WORDS.get(debt.kind, debt.kind)
        named = "" if over.timeout.named is None else f" {seat_name(names, debt.seat)} timed out."
        return (
            f"The game ended without a result at turn {turn}: {seat_name(names, debt.seat)} "
            f"never sent {what} (dealer step {debt.step}).{named}"
        )
    if over.abandoned:
        return (
            f"The game ended here without a result at turn {turn}: the other players' "
            "declarations about a missing message never came."
        )
    outcome = over.outcome
    if outcome is None or not outcome.winners:
        return f"The game ended without a winner after {turn} turns." + audit_words(over, names)
    winners = " and ".join(seat_name(names, s) for s in outcome.winners)
    return f"{winners} won after {turn} turns (scores {list(outcome.scores)})." + audit_words(
        over, names
    )


def audit_words(over: Over, names: Mapping[int, str]) -> str:
    """How far the audit of a decided result got (fairplay.md, timeout rule point 6)."""
    if not over.unaudited:
        return " Audited fair."
    who = " and ".join(f"{seat_name(names, s)}'s" for s in over.unaudited)
    return (
        f" Not fully audited: {who} secrets never arrived, so the hidden cards, the private"
        " reorders and the replay with every card known could not be checked."
    )


def played_on(names: Mapping[int, str], seat: int, step: int) -> str:
    """A seat that timed out in a game that played on for it (``Game.on_timeout == "bot"``)."""
    return f" {seat_name(names, seat)} timed out at dealer step {step}: the game played it on."


def no_secret(names: Mapping[int, str], seat: int) -> str:
    """A seat played on in a game its players ended: its client never publishes its secret."""
    return (
        f" The transcript holds no secret of {seat_name(names, seat)}: its client timed out, so"
        " it publishes none, and the audit goes on without it."
    )


def _signed_at(proof: CheatingProof) -> list[Any] | None:
    """The ``at`` the offending message of a state proof signed, if it reads."""
    try:
        at = parse_message(proof.messages[-1]).body.get("at")
    except NetError:
        return None
    return at if type(at) is list and len(at) == 2 else None


def result_of(game: Game, dealer: Any, over: Over, ending: Any, names: Mapping[int, str]) -> dict:
    """How the game ended here, as ``result.json`` keeps it: ``ended`` (``finished``,
    ``cheating``, ``timeout``, ``abandoned``, or the players' ``agreed``, ``resigned``), the
    words, the winner(s) and scores, the turns, the final state hash and a digest of every
    state hash of the game (peers compare them), the proofs checked, and a proof's seat and
    check."""
    replica = dealer.replica
    turn = game.turns_played(replica.state)
    if ending is not None:
        how, words, outcome = ending.how, ending.words, ending.outcome
        words += "".join(played_on(names, seat, timed.debt.step) + no_secret(names, seat)
                         for seat, timed in sorted(replica.replaced.items()))  # fmt: skip
    else:
        how = _how(over)
        words = describe_over(game, over, names, turn, at=replica.at())
        words += "".join(played_on(names, seat, timed.debt.step)
                         for seat, timed in sorted(replica.replaced.items()))  # fmt: skip
        outcome = over.outcome
    return {
        "ended": how,
        "words": words,
        "winner": outcome.winners[0] if outcome and len(outcome.winners) == 1 else None,
        "winners": list(outcome.winners) if outcome else [],
        "scores": list(outcome.scores) if outcome else [],
        "ranking": _ranking(game, replica.state) if outcome else [],
        "turns": turn,
        "state_hash": game.state_hash(replica.state),
        "hashes": hashlib.sha256("\n".join(dealer.hashes).encode()).hexdigest(),
        "proofs_checked": replica.proofs_checked,
        "proof": None if over.proof is None else [over.proof.seat, over.proof.check],
        "unaudited": list(over.unaudited),
    }


def _ranking(game: Game, state: Any) -> list[int]:
    """Each seat's place (1 the first, shared places alike) where the game ranks its seats (an
    optional hook, as Hypnosia's ``ranking``); [] where it does not."""
    ranking = getattr(game, "ranking", None)
    return list(ranking(state)) if ranking is not None else []


def _how(over: Over) -> str:
    if over.proof is not None:
        return "cheating"
    if over.timeout is not None:
        return "timeout"
    if over.abandoned:
        return "abandoned"
    return "finished"
