"""A fair dealer that survives a crash: its journal on disk and its randomness from a seed.

``DurableDealer`` is a ``FairDealer`` that records, in its ``net.store.journal.Journal``, every
message it accepts (its own included, in the order it accepted them) and every decision of its seat
(the index of the action among the legal ones: secret choices are written down before the
message that commits to them), and draws every random value of a message from a stream keyed by
its per-game seed and the message's sequence number (``net.protocol.seedstream``). The caller syncs
the journal before it lets out anything the dealer sent (``net.game.mesh`` holds the messages until
then), so a message is on disk before it is sent, and nothing leaves the process on account of a
message that is not on disk.

After a crash, :meth:`DurableDealer.replay` feeds the journal back in the same order: the
others' messages are received again, decisions are taken again, heartbeats and declarations are
signed again where they were, and each of this seat's messages comes out again from the same
seed, the same inputs and the same deterministic signature; each is compared byte for byte with
the one on disk. A difference stops the resume (``ReplayError``) before anything is signed or
sent, since signing a sequence number twice, differently, would convict this seat of equivocation.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from core.errors import IllegalAction
from net.dealer.intake import Intake
from net.dealer.peer import FairDealer
from net.dealer.waiting import Decide
from net.errors import NetError, ReplayError
from net.fair.entropy import drawing_from
from net.protocol.identity import Identity
from net.protocol.messages import EquivocationProof, Roster, SignedMessage, Verifier, parse_message
from net.protocol.rejects import RejectLog
from net.protocol.seedstream import seat_stream
from net.protocol.terms import Terms
from net.protocol.verdicts import CheatingProof, Debt
from net.session.transport import Transport
from net.store.journal import Journal

MSG = "msg"
"""``[msg, wire]``: a message this seat accepted (its own too), in acceptance order."""
DECIDE = "decide"
"""``[decide, index]``: this seat chose the ``index``-th legal action; ``[decide, {...}]``: it
chose a legal action that is not listed as such (legality is membership: a person may pick
other cards of the same kinds than the listed action's), recorded whole (its type's name and
fields: this seat's own journal, so a secret choice is kept too)."""
START = "start"
"""``[start]``: this seat announced its key (the game began for it)."""
ABANDON = "abandon"
"""``[abandon]``: this seat gave up on declarations that never came."""
FORK = "fork"
"""``[fork, wire, wire]``: two versions of one message (an equivocation proof)."""


class RecordingVerifier(Verifier):
    """A verifier that tells its dealer of every message it accepts for the first time, and
    counts the copies it had already (a replay or a resend: harmless, but counted)."""

    def __init__(self, roster: Roster, dealer: DurableDealer) -> None:
        super().__init__(roster)
        self._dealer = dealer
        self.duplicates = RejectLog()
        self.order: list[SignedMessage] = []
        """Every accepted message, in the order accepted (to show a watcher the game)."""

    def accept(self, wire: bytes):  # type: ignore[no-untyped-def]
        accepted = super().accept(wire)
        message = accepted.message
        if accepted.is_new:
            self.order.append(message)
            self._dealer.record([MSG, message.wire])
        else:
            where = self.roster.describe(message.seat)
            self.duplicates.add(where, "duplicate", f"{where} seq {message.seq} again (ignored)")
        return accepted


class DurableDealer(FairDealer):
    """One seat's fair dealer with a journal and seeded randomness (see the module)."""

    def __init__(
        self,
        seat: int,
        identity: Identity,
        roster: Roster,
        game: Any,
        settings: Any,
        transport: Transport | None = None,
        turn_cap: int | None = None,
        *,
        terms: Terms,
        nonce: bytes,
        seed: bytes,
        journal: Journal | None = None,
    ) -> None:
        self.seed = seed
        self.journal = journal
        self.recording = False
        with drawing_from(seat_stream(seed, roster.game_id, seat, "key")):
            super().__init__(seat, identity, roster, game, settings, transport, turn_cap,
                             terms=terms, nonce=nonce)  # fmt: skip
        # Every accepted message goes through this verifier (the gate reads the same one).
        self.intake = Intake(self.replica, RecordingVerifier(roster, self))
        self.recording = journal is not None

    # --- recording ------------------------------------------------------------------------

    def record(self, record: list[Any]) -> None:
        if self.recording and self.journal is not None:
            self.journal.append(record)

    def _act(self) -> bool:
        """Make the next message from the stream of its sequence number."""
        seq = self.signer.state.next_seq
        with drawing_from(seat_stream(self.seed, self.roster.game_id, self.seat, "message", seq)):
            return super()._act()

    def decide(self, action: Any) -> None:
        waiting = self.waiting()
        if not isinstance(waiting, Decide):
            raise IllegalAction("turn/not_asked", "this seat is not asked to decide", self.seat)
        if action not in waiting.legal:
            raise IllegalAction("turn/illegal", f"{action!r:.80} is not legal now", self.seat)
        index = _index(waiting, action)
        # A legal action equal to none listed (the same kinds, other cards) was refused here
        # once, and the window asked the person again forever: it is recorded whole.
        self.record([DECIDE, index if index is not None else _whole(action)])
        super().decide(action)

    def start(self) -> None:
        self.record([START])
        super().start()

    def abandon(self) -> None:
        self.record([ABANDON])
        super().abandon()

    def _convict(self, proof: CheatingProof) -> None:
        if proof.check == "equivocation" and len(proof.messages) == 2:
            self.record([FORK, *proof.messages])
        super()._convict(proof)

    # --- resuming -------------------------------------------------------------------------

    def replay(self, records: list[list[Any]]) -> int:
        """Rebuild this seat from its journal's records (see the module); returns how many of
        its own messages the replay made that the journal did not hold yet (made again after a
        crash before they were synced: they are recorded now, and sent like any new message).
        Raises ``ReplayError`` on any difference."""
        transport, self.transport = self.transport, None  # nothing goes out while replaying
        recording, self.recording = self.recording, False
        own_recorded = 0
        try:
            for index, record in enumerate(records):
                own_recorded = self._replay_one(index, record, own_recorded)
        finally:
            self.transport, self.recording = transport, recording
        made = self.signer.state.next_seq
        for seq in range(own_recorded, made):
            message = self.verifier.message_at(self.seat, seq)
            assert message is not None
            self.record([MSG, message.wire])
        return made - own_recorded

    def _replay_one(self, index: int, record: list[Any], own: int) -> int:
        kind = record[0]
        where = f"journal record {index} ({kind})"
        if kind == MSG and len(record) == 2 and type(record[1]) is bytes:
            try:
                message = parse_message(record[1])
            except NetError as exc:
                raise ReplayError(f"{where} does not parse: {exc}") from None
            if message.seat == self.seat:
                self._own(where, message)
                return own + 1
            self._made_so_far(where, own)
            self.receive(message.seat, message.wire)
            if self.verifier.message_at(message.seat, message.seq) != message:
                raise ReplayError(f"{where}: seat {message.seat} seq {message.seq} is refused")
            return own
        self._made_so_far(where, own)
        if kind == DECIDE and len(record) == 2 and type(record[1]) is int:
            waiting = self.waiting()
            if not isinstance(waiting, Decide) or not 0 <= record[1] < len(waiting.legal):
                raise ReplayError(f"{where}: this seat is not asked to decide there")
            FairDealer.decide(self, waiting.legal[record[1]])
        elif kind == DECIDE and len(record) == 2 and type(record[1]) is dict:
            waiting = self.waiting()
            action = _rebuilt(record[1], waiting) if isinstance(waiting, Decide) else None
            if not isinstance(waiting, Decide) or action is None or action not in waiting.legal:
                raise ReplayError(f"{where}: this decision is not legal there")
            FairDealer.decide(self, action)
        elif kind == START:
            FairDealer.start(self)
        elif kind == ABANDON:
            FairDealer.abandon(self)
        elif kind == FORK and len(record) == 3:
            pair = EquivocationProof(parse_message(record[1]), parse_message(record[2]))
            FairDealer._convict(self, CheatingProof.equivocation(pair))
        else:
            raise ReplayError(f"{where} is not a record this client writes")
        return own

    def _made_so_far(self, where: str, own: int) -> None:
        """Before the next input, this seat has made exactly the messages recorded so far."""
        made = self.signer.state.next_seq
        if made != own:
            raise ReplayError(
                f"{where}: the replay made {made} messages of this seat where the journal "
                f"holds {own}"
            )

    def _own(self, where: str, message: SignedMessage) -> None:
        """This seat's recorded message: made again (a heartbeat or a declaration, which the
        clock had prompted) or already made by the replay; either way byte for byte."""
        if self.signer.state.next_seq == message.seq:
            body = message.body
            if message.kind == "beat":
                self.heartbeat()
            elif message.kind == "timeout":
                try:
                    self.declare(Debt(body.get("seat"), body.get("for"), body.get("owed")))  # type: ignore[arg-type]
                except ValueError as exc:
                    raise ReplayError(f"{where}: the declaration is not owed ({exc})") from None
        made = self.verifier.message_at(self.seat, message.seq)
        if made is None or made.wire != message.wire:
            what = "nothing" if made is None else f"another {made.kind}"
            raise ReplayError(
                f"{where}: this seat's message seq {message.seq} ({message.kind}) replays as {what}"
            )


def _index(waiting: Decide, action: Any) -> int | None:
    """The action's place among the legal ones (None if none listed is equal to it; the caller
    checked membership first: legality is membership, and most actions are not legal)."""
    for index, legal in enumerate(waiting.legal):
        if legal == action:
            return index
    return None


def _whole(action: Any) -> dict[str, Any]:
    """A decision (a dataclass of ints and tuples) as a journal record's map."""
    out: dict[str, Any] = {"type": type(action).__name__}
    for field in dataclasses.fields(action):
        out[field.name] = getattr(action, field.name)
    return out


def _rebuilt(data: dict[Any, Any], waiting: Decide) -> Any:
    """``_whole``'s map as an action of one of the types on offer (None if it is not one)."""

    def tuples(value: Any) -> Any:
        return tuple(tuples(v) for v in value) if isinstance(value, list | tuple) else value

    kinds = {kind.__name__: kind for kind in waiting.legal.types()}
    kind = kinds.get(data.get("type"))  # type: ignore[arg-type]
    if kind is None:
        return None
    try:
        return kind(**{k: tuples(v) for k, v in data.items() if k != "type"})
    except TypeError:  # not this type's fields: a damaged record
        return None
