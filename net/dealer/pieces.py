"""Who holds the secrets of the seats that left: a tree of additive pieces per leaver.

When a seat leaves, its key is split into pieces, one per seat that stays (``net.fair.reshare``);
when a holder of pieces leaves in turn, it splits each piece it holds the same way. So each
leaver's secret is the root of a tree whose nodes are *parts*: a seat's own key (named by its
seat) or a piece (named by its commitment S = s·G, which its shares are proved against). A part
that was split has children adding up to it; the leaves are held by the seats still in the game.

A decryption share of a part is its published share, or the sum of its children's shares. A
part's share once published stays valid (its children add up to it), so a card never needs a
part's share twice, and what the public record holds for a card is always a set of disjoint
subtrees: the seat a card is revealed to keeps its leaves unpublished, and nobody else learns
the card. The audit rebuilds each leaver's secret from the leaves its holders publish.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from net.fair import group
from net.fair.group import Point, Scalar

Part = int | Point
"""A seat's own key (its seat number) or a piece of a leaver's secret (its commitment)."""


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece of ``owner``'s secret held by ``holder``, split from ``parent``."""

    owner: int
    holder: int
    parent: Part


@dataclass
class Pieces:
    """Every piece handed out so far and what each part that left was split into."""

    pieces: dict[Point, Piece] = field(default_factory=dict)
    children: dict[Part, tuple[Point, ...]] = field(default_factory=dict)

    @property
    def gone(self) -> frozenset[int]:
        """The seats that re-shared their secret and left."""
        return frozenset(p for p in self.children if isinstance(p, int))

    def holder(self, part: Part) -> int:
        """The seat that holds (or held) the part's secret."""
        return part if isinstance(part, int) else self.pieces[part].holder

    def owner(self, part: Part) -> int:
        return part if isinstance(part, int) else self.pieces[part].owner

    def held_by(self, seat: int) -> list[Point]:
        """The pieces ``seat`` holds now (not split further), by owner then commitment: the
        order a leaver splits them in and a holder publishes them at the audit."""
        held = [p for p, piece in self.pieces.items() if piece.holder == seat]
        return sorted((p for p in held if p not in self.children),
                      key=lambda p: (self.pieces[p].owner, p))  # fmt: skip

    def items_of(self, seat: int) -> list[Part]:
        """What a leaving seat splits: its own key, then the pieces it holds."""
        return [seat, *self.held_by(seat)]

    def split(self, part: Part, holders: list[int], commitments: tuple[Point, ...]) -> None:
        """Record that ``part`` was split into ``commitments``, held by ``holders``."""
        owner = self.owner(part)
        for holder, point in zip(holders, commitments, strict=True):
            self.pieces[point] = Piece(owner, holder, part)
        self.children[part] = commitments

    def known_to(self, seat: int, part: Part) -> bool:
        """Whether ``seat`` knows the part's secret: its own key, a piece it holds or held, or
        a piece it split off (a splitter chose every share)."""
        if isinstance(part, int):
            return part == seat
        return self.holder(part) == seat or self.holder(self.pieces[part].parent) == seat

    def resolve(self, part: Part, known: Callable[[Part], Point | None]) -> Point | None:
        """The part's value from ``known`` (a published share, say), or the sum of its
        children's values; None if some leaf below is unknown."""
        got = known(part)
        if got is not None:
            return got
        kids = self.children.get(part)
        if not kids:
            return None
        values = [self.resolve(k, known) for k in kids]
        if any(v is None for v in values):
            return None
        return group.point_sum(values)  # type: ignore[arg-type]

    def missing(self, part: Part, known: Callable[[Part], bool]) -> list[Part]:
        """The leaves below ``part`` whose values must be published for it to be known: none
        if it is known already, or where a subtree is."""
        if known(part):
            return []
        kids = self.children.get(part)
        if not kids:
            return [part]
        return [m for k in kids for m in self.missing(k, known)]

    def scalar(self, part: Part, leaves: dict[Point, Scalar]) -> int:
        """The secret of a split part from its leaves' published secrets (the audit)."""
        kids = self.children[part]
        return sum(leaves[k] if k not in self.children else self.scalar(k, leaves) for k in kids)
