"""What a dealer step may see and change of the public record: the narrow context of a phase.

A phase (``net.dealer.phases``) checks one step's messages and applies its result. It works on
the replica (``net.dealer.replica.Replica``), which also queues messages, orders them, judges
timeouts, claims and the audit's halt; a phase needs none of that. ``StepContext`` names what
it does need, in five groups, and nothing else: the phases are typed against it (never against
``Replica``, which they do not import), and ``tests/net/test_layering.py`` fails when a phase
reaches for a name not listed here. The replica satisfies it by its shape (a Protocol).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from core.game import Game
    from net.dealer import protocol as p
    from net.dealer.phases.base import Phase
    from net.dealer.pieces import Part, Pieces
    from net.dealer.records import ShuffleRecord
    from net.fair.challenges import Context
    from net.fair.elgamal import CardTable, Ciphertext
    from net.fair.group import Point, Scalar
    from net.protocol.verdicts import TimedOut


class StepContext(Protocol):
    """The public record as a dealer step sees it (see the module)."""

    # --- the game and where it stands ---------------------------------------------------------
    game: Game
    state: Any
    """The core state; a step that applies a result replaces it (``apply``, or directly for a
    seat's action)."""
    initial: Any
    """The core state before any dealing: the keys step deals the public deck from it."""
    step: int
    turn_cap: int | None
    phase: Phase
    """The step under way (a new plan looks whether the audit is already running)."""

    # --- who plays ----------------------------------------------------------------------------
    seats: tuple[int, ...]
    own_seat: int | None
    """The seat whose own shuffles need no re-check (None: a replica that plays no seat)."""
    replaced: dict[int, TimedOut]
    """Seats the game plays on for after their timeout: asked for nothing more."""
    unaudited: dict[int, TimedOut]

    @property
    def active(self) -> tuple[int, ...]: ...
    @property
    def gid(self) -> bytes: ...
    def ctx(self, seat: int) -> Context: ...

    # --- the keys -----------------------------------------------------------------------------
    publics: dict[int, Point]
    joint: Point | None
    pieces: Pieces
    sealed: dict[int, bytes]
    leaf_secrets: dict[Point, Scalar]
    audits: dict[int, tuple[Scalar, tuple[tuple[int, ...], ...]]]
    late_opened: dict[int, tuple[int, ...]]

    def key_of(self, part: Part) -> Point: ...
    def missing_parts(self, a: Point) -> list[Part]: ...

    # --- the deck -----------------------------------------------------------------------------
    table: CardTable
    """Card points to faces (``net.fair.elgamal.card_table``)."""
    cts: list[Ciphertext]
    shares: dict[Point, dict[Part, Point]]
    enc: dict[tuple[Point, Part, int], p.EncShare]
    reorder_known: dict[Point, int]
    commits: dict[int, tuple[bytes, int]]
    shuffles: list[ShuffleRecord]
    private: Callable[[Any, tuple[Ciphertext, ...]], tuple[int, ...] | None] | None
    """This peer's reading of the cards shown to it (None where nobody reads: an audit)."""

    def share_of(self, a: Point, seat: int) -> Point | None: ...
    def knows(self, a: Point, seat: int, *, shown: bool = False) -> bool: ...
    def decode_public(self, cts: tuple[Ciphertext, ...]) -> tuple[int, ...]: ...

    # --- what a step leaves behind ------------------------------------------------------------
    proofs_checked: int
    halted: str | None
    """Why a public decryption stopped the game for the audit, if one did."""

    def apply(self, before: Any, result: Any, cts: tuple[Ciphertext, ...], ref: Any = None) -> None:
        """Apply a dealer result to the game and record it."""
        ...

    def record(self, before: Any, setup: bool = False, **kw: Any) -> None:
        """Append a transition to the history."""
        ...
