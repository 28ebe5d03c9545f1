"""The shape of one dealer step: what it waits for, how it takes each message, how it ends.

Every kind of step is one class (``net.dealer.phases``): its planning (a constructor from the
game's pending step and the public record), its intake (one function per message kind it
takes, in an explicit table) and its finish (what it applies to the game) live together.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from net.fair.errors import MalformedData

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext

Intake = Callable[[Any, "StepContext", int, dict[str, Any]], None]


@dataclass
class Phase:
    """The messages the current step still needs, per seat in sending order."""

    pending: Any
    need: dict[int, list[str]]
    name: ClassVar[str] = ""
    intake: ClassVar[Mapping[str, Intake]] = {}
    """Message kind -> the function that checks and consumes it (raising on a bad one)."""

    @property
    def span(self) -> int:
        """How many step numbers the step takes (a step that shuffles several zones gives
        each its own): its messages are for steps ``r.step`` to ``r.step + span - 1``."""
        return 1

    def debt_step(self, r: StepContext, seat: int) -> int:
        """The step number of the message ``seat`` owes next."""
        return r.step

    def owes(self, r: StepContext, seat: int, step: int, kind: str) -> bool:
        """Whether ``seat``'s next message is the one of ``kind`` at ``step`` (what a timeout
        declaration may name)."""
        return step == self.debt_step(r, seat) and self.need.get(seat, [None])[:1] == [kind]

    def ready(self, seat: int, kind: str, r: StepContext) -> bool:
        """Whether seat's next message of ``kind`` can be taken now (or must wait in queue)."""
        return True

    def idle(self, r: StepContext) -> None:
        """Work a peer may do while it waits (checks whose verdicts the step gives later)."""

    def take(self, r: StepContext, seat: int, kind: str, body: dict[str, Any]) -> None:
        """Check and consume one message owed at this step."""
        handler = self.intake.get(kind)
        if handler is None:  # pragma: no cover - need only lists kinds of the intake table
            raise MalformedData(f"a {self.name} step takes no {kind} message")
        handler(self, r, seat, body)

    def finish(self, r: StepContext, before: Any) -> None:
        """Every owed message is in: apply the step's result to the game (default: nothing)."""
