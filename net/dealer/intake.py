"""Which signed messages a replica acts on, and when: one rule for the live game and its proofs.

A message goes through three stages, in this order, on every peer and in every re-check of a
cheating proof (fairplay.md, "Forks become proofs"):

1. the ``Verifier`` accepts it into its sender's chain (signature, seq, previous hash); two
   versions of one seq, or a signed ``prev`` naming another version of the seq before, is an
   ``EquivocationError`` that convicts the sender;
2. the ``Gate`` releases it only once every message its ``seen`` digests name is held here and
   is the same message (``net.dealer.gate``);
3. the ``Replica`` consumes what fits its step and raises ``Cheat`` at the first message that
   never will.

A live peer feeds messages in as they arrive; :func:`replay` feeds a proof's messages at once.
Since the gate's release depends only on the set of messages held, and the replica consumes each
sender's messages in chain order step by step, both reach the same verdict from the same
messages: a proof that omits a message named by a digest in it, or holds another version of
it, cannot make the replica act on the message that names it, so it convicts nobody.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from net.dealer.gate import Gate, Want
from net.dealer.replica import Cheat, Replica
from net.errors import EquivocationError, SequenceError
from net.protocol.messages import EquivocationProof, SignedMessage, Verifier, parse_message


class Intake:
    """A replica behind its verifier and gate: accept, admit, pump."""

    def __init__(self, replica: Replica, verifier: Verifier | None = None) -> None:
        self.replica = replica
        self.verifier = verifier if verifier is not None else Verifier(replica.roster)
        self.gate = Gate(self.verifier)

    def admit(self) -> list[Want]:
        """Offer the replica every message the gate now releases; the requests for what the
        held messages name and this peer lacks."""
        for message in self.gate.release():
            self.replica.offer(message)
        return self.gate.wants()

    def held(self) -> list[SignedMessage]:
        """Every message accepted here, each sender's in chain order, senders in seat order:
        what a proof carries so that its re-check holds what this peer held."""
        return [m for seat in self.replica.seats for m in self.verifier.messages(seat)]


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a replay of a set of messages found: the first cheat, an equivocation, or none."""

    cheat: Cheat | None = None
    equivocation: EquivocationProof | None = None
    acted: tuple[SignedMessage, ...] = ()
    """Every message the replica consumed, in the order it did."""


def replay(replica: Replica, wires: Iterable[bytes]) -> Verdict:
    """Run ``wires`` (in any order) through the intake of a fresh ``replica`` (one that plays no
    seat) and report what the live rule finds.

    Each sender's messages are accepted in seq order up to the first gap (what lies past a gap
    is not held, as on a live peer that never received the missing one). Two versions of a seq,
    or a signed ``prev`` naming another message than the one held before it, is the first
    thing reported (it convicts its sender whatever else the messages say). Raises ``NetError``
    for bytes that do not parse or verify as a message of this game.
    """
    intake = Intake(replica)
    messages = sorted((parse_message(wire) for wire in wires), key=lambda m: (m.seat, m.seq))
    for message in messages:
        try:
            intake.verifier.accept(message.wire)
        except EquivocationError as exc:
            return Verdict(equivocation=exc.proof)
        except SequenceError:
            continue  # past a gap: not held
    intake.admit()
    try:
        replica.pump()
    except Cheat as cheat:
        return Verdict(cheat=cheat, acted=tuple(replica.consumed))
    return Verdict(acted=tuple(replica.consumed))
