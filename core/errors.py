"""The rules core's errors (python-chess style: malformed input vs. illegal now).

    CoreError
    ├── MalformedAction   the action or dealer result cannot be read at all
    ├── IllegalAction     well-formed, but not allowed in this state (state unchanged)
    └── RuleViolation     a hidden-card check failed once the cards were revealed: the seat cheated

Each carries a stable ``code`` (``buy/not_enough``) and names the seat and the offending value.
"""

from __future__ import annotations


class CoreError(Exception):
    """Base of every error the rules core raises."""

    def __init__(self, code: str, message: str, seat: int | None = None) -> None:
        super().__init__(
            f"{code}: {message}" if seat is None else f"seat {seat}: {code}: {message}"
        )
        self.code = code
        self.seat = seat


class MalformedAction(CoreError):
    """An action or a dealer result that does not fit the vocabulary at all."""


class IllegalAction(CoreError):
    """A well-formed action that the rules refuse now; the state is unchanged."""


class RuleViolation(CoreError):
    """A check that could only run after a reveal failed: ``seat`` broke the rules.

    Raised while applying a dealer result; the distributed dealer turns it into a cheating proof
    naming ``seat`` (docs/fair-dealer.md).
    """
