"""The distributed fair dealer: one FairDealer per seat serves the core's dealer steps.

Game-agnostic: it knows only the core's dealer interface (pending, apply_action, apply_dealer,
legal_actions and the step/result/action vocabulary), never a game's rules.
"""

from net.dealer.audit import AuditReport, RecordDealer, audit_transcript, replay_record
from net.dealer.peer import FairDealer
from net.dealer.proofs import CheatingProof, check_proof
from net.dealer.replica import Cheat, Replica
from net.dealer.table import GameRun, run_game

__all__ = [
    "AuditReport",
    "Cheat",
    "CheatingProof",
    "FairDealer",
    "GameRun",
    "RecordDealer",
    "Replica",
    "audit_transcript",
    "check_proof",
    "replay_record",
    "run_game",
]
