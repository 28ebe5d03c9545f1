"""Steps that show hidden cards: a reveal (to all or to one seat) and the opening of a committed
duel selection (shuffles and private reorders are in ``net.dealer.phases.shuffles``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from core.vocabulary import Opened, Revealed
from net.dealer import protocol as p
from net.dealer.phases.base import Phase
from net.dealer.pieces import Part
from net.dealer.records import Cheat
from net.fair.challenges import Context
from net.fair.commitments import Opening, check_opening
from net.fair.elgamal import Ciphertext
from net.fair.errors import MalformedData
from net.fair.group import Point
from net.fair.shares import DecryptionShares, verify_shares

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext


@dataclass
class SharesPhase(Phase):
    """A step that gathers decryption shares: public ones, or ones encrypted to ``to``.

    Who shares what is planned per part (``net.dealer.pieces``): a seat's own key, or a piece of
    a leaver's secret it holds. A holder's message carries its own key's shares in ``d`` and
    ``enc``, and in ``held`` those of each piece it must share for, in ``held_by`` order.
    """

    cts: tuple[Ciphertext, ...] = ()
    to: int | None = None
    pub: dict[Part, list[int]] = field(default_factory=dict)
    enc: dict[Part, list[int]] = field(default_factory=dict)

    def held(self, r: StepContext, seat: int) -> list[Point]:
        """The pieces ``seat`` shares for at this step, in the order its message gives them."""
        return [part for part in r.pieces.held_by(seat) if part in self.pub or part in self.enc]

    def sharers(self, r: StepContext) -> set[int]:
        """The seats that owe shares at this step."""
        return {r.pieces.holder(part) for part in (*self.pub, *self.enc)}

    def take_shares(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"d", "enc", "held"})
        self._take_part(r, seat, seat, body["d"], body["enc"])
        held, data = self.held(r, seat), body["held"]
        if (data is None) != (not held):
            raise MalformedData(f"shares for {len(held)} pieces of leavers' secrets")
        if not held:
            return
        if not isinstance(data, list) or len(data) != len(held):
            raise MalformedData(f"expected the shares of {len(held)} pieces")
        for part, item in zip(held, data, strict=True):
            if not isinstance(item, list) or len(item) != 3 or item[0] != part:
                raise MalformedData("a piece's shares are [its commitment, d, enc], in order")
            self._take_part(r, seat, part, item[1], item[2])

    def _take_part(self, r: StepContext, seat: int, part: Part, d: object, enc: object) -> None:
        """Check and keep one part's public and encrypted shares, sent by its holder."""
        pub, hidden = self.pub.get(part, []), self.enc.get(part, [])
        if (d is None) != (not pub) or (enc is None) != (not hidden):
            raise MalformedData(f"shares for {len(pub)} public and {len(hidden)} encrypted cards")
        if pub:
            check_shares(r, seat, d, [self.cts[i] for i in pub], part)
        if hidden:
            if not isinstance(enc, list) or len(enc) != len(hidden):
                raise MalformedData(f"expected {len(hidden)} encrypted shares")
            to = self.to
            for i, item in zip(hidden, enc, strict=True):
                share = p.EncShare.from_wire(item)
                a = self.cts[i].a
                p.verify_enc_share(share, r.key_of(part), a, r.publics[to], r.ctx(seat))  # type: ignore[index]
                r.proofs_checked += 1
                r.enc[(a, part, to)] = share  # type: ignore[index]


def check_shares(
    r: StepContext, seat: int, data: object, cts: list[Ciphertext], part: Part | None = None
) -> None:
    """Verify seat's public decryption shares of ``cts`` for ``part`` (its own key unless
    given) and keep them."""
    part = seat if part is None else part
    shares = DecryptionShares.from_wire(data, len(cts))
    points = verify_shares(r.key_of(part), cts, shares, r.ctx(seat))
    r.proofs_checked += 1
    for ct, d in zip(cts, points, strict=True):
        r.shares.setdefault(ct.a, {})[part] = d


@dataclass
class RevealPhase(SharesPhase):
    """Reveal cards to everyone, or to one seat (its shares never published)."""

    name: ClassVar[str] = "reveal"

    @classmethod
    def make(cls, r: StepContext, step: Any) -> RevealPhase:
        """Who shares what: publicly, except to P a card whose public shares would then be
        complete. In a reveal to P, every missing part but P's own is shared, publicly unless
        P holds none of the missing parts (its own share is public: P showed or could decrypt
        the card before): then publishing would show the card to everyone, so every missing
        share goes to P encrypted instead."""
        cts = tuple(r.cts[h] for h in step.handles)
        phase = cls(step, {}, cts=cts, to=step.to)
        to = step.to
        for i, ct in enumerate(cts):
            missing = r.missing_parts(ct.a)
            holders = [r.pieces.holder(part) for part in missing]
            hidden = to is not None and to not in holders
            for part, holder in zip(missing, holders, strict=True):
                if holder != to:
                    (phase.enc if hidden else phase.pub).setdefault(part, []).append(i)
        for s in sorted(phase.sharers(r)):
            phase.need[s] = ["shares"]
        return phase

    intake: ClassVar = {"shares": SharesPhase.take_shares}

    def finish(self, r: StepContext, before: Any) -> None:
        step = self.pending
        if step.to is None:
            kinds = r.decode_public(self.cts)
        else:
            kinds = r.private(step, self.cts) if r.private else None
        r.apply(before, Revealed(kinds), self.cts)


@dataclass
class OpenPhase(SharesPhase):
    """A committed duel selection is opened: the opener's shares, then the others' shares."""

    name: ClassVar[str] = "open"
    cards: tuple[int, ...] = ()

    @classmethod
    def make(cls, r: StepContext, pend: Any) -> OpenPhase:
        if pend.count == 0 and pend.seat not in r.commits:
            return cls(pend, {})
        return cls(pend, {pend.seat: ["open"]})

    def take_open(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"nonce", "cards", "d"})
        cards = p.handles_of(body["cards"])
        if list(cards) != sorted(set(cards)):
            raise MalformedData("opened cards must be sorted and distinct")
        if any(not 0 <= h < len(r.cts) for h in cards):
            raise MalformedData(f"opened cards {cards} are not handles")
        digest, at = r.commits.pop(seat, (None, 0))
        if digest is None:
            raise MalformedData("an opening without a commitment")
        opening = Opening(body["nonce"], p.selection_payload(cards))
        check_opening(digest, p.DUEL_TAG, Context(r.gid, at, seat), opening)
        cts = [r.cts[h] for h in cards]
        for h, ct in zip(cards, cts, strict=True):
            if not r.knows(ct.a, seat):
                raise Cheat(seat, "not-known", f"opens card {h}, which it cannot know")
        own = [ct for ct in cts if r.share_of(ct.a, seat) is None]
        if (body["d"] is None) != (not own):
            raise MalformedData(f"an opening needs the opener's shares of {len(own)} cards")
        if own:
            check_shares(r, seat, body["d"], own)
        self.cards, self.cts = cards, tuple(cts)
        for i, ct in enumerate(cts):
            for part in r.missing_parts(ct.a):
                self.pub.setdefault(part, []).append(i)
        for s in sorted(self.sharers(r)):  # in place: the opener may owe shares too
            self.need.setdefault(s, []).append("shares")

    intake: ClassVar = {"open": take_open, "shares": SharesPhase.take_shares}

    def finish(self, r: StepContext, before: Any) -> None:
        kinds = r.decode_public(self.cts)
        r.apply(before, Opened(self.cards, kinds), self.cts)
