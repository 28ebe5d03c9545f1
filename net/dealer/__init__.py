"""The distributed fair dealer: one FairDealer per seat serves the core's dealer steps.

Game-agnostic: it knows only the core's dealer interface (pending, apply_action, apply_dealer,
legal_actions and the step/result/action vocabulary), never a game's rules.

The names below load on first use (``net.lazy``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from net.lazy import face

if TYPE_CHECKING:  # (for type checkers and readers: the names are re-exported)
    from net.dealer.audit import AuditReport as AuditReport
    from net.dealer.audit import RecordDealer as RecordDealer
    from net.dealer.audit import audit_transcript as audit_transcript
    from net.dealer.audit import replay_record as replay_record
    from net.dealer.peer import FairDealer as FairDealer
    from net.dealer.proofs import check_proof as check_proof
    from net.dealer.replica import Cheat as Cheat
    from net.dealer.replica import Replica as Replica
    from net.dealer.table import GameRun as GameRun
    from net.dealer.table import run_game as run_game
    from net.protocol.verdicts import CheatingProof as CheatingProof

__getattr__, __dir__, __all__ = face(
    __name__,
    {
        "AuditReport": "net.dealer.audit",
        "Cheat": "net.dealer.replica",
        "CheatingProof": "net.protocol.verdicts",
        "FairDealer": "net.dealer.peer",
        "GameRun": "net.dealer.table",
        "RecordDealer": "net.dealer.audit",
        "Replica": "net.dealer.replica",
        "audit_transcript": "net.dealer.audit",
        "check_proof": "net.dealer.proofs",
        "replay_record": "net.dealer.audit",
        "run_game": "net.dealer.table",
    },
)
