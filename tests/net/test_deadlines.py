"""The clock of a LAN game (``net.session.deadlines.Watch``): each debt moves from owed to asked to
declared to given up as its deadlines pass, and ``due`` says when the next one will, which is
the time a driver on a virtual clock (``net.dealer.run_game``) steps to."""

from __future__ import annotations

from net.protocol.verdicts import Debt
from net.session.deadlines import Deadlines, Watch


class Owes:
    """A dealer that owes the given debts until told otherwise, and notes what it was asked
    to do (the watch is what is tested)."""

    def __init__(self, *debts: Debt) -> None:
        self.debts = debts
        self.calls: list[str] = []

    def owed(self) -> tuple[Debt, ...]:
        return self.debts

    def heartbeat(self) -> None:
        self.calls.append("beat")

    def chase(self, debt: Debt) -> None:
        self.calls.append(f"chase {debt.kind}")

    def declare(self, debt: Debt) -> None:
        self.calls.append(f"declare {debt.kind}")

    def abandon(self) -> None:
        self.calls.append("abandon")


LIMITS = Deadlines(decision=300, message=20, grace=5, declaration=30, beat=1.5)


def test_the_watch_says_when_each_stage_is_due():
    shares = Debt(1, 5, "shares")
    watch, peer = Watch(LIMITS), Owes(shares)
    assert watch.due() is None, "nothing is owed yet"
    assert watch.tick(0.0, peer) == [] and watch.due() == 20.0 and peer.calls == ["beat"]
    assert watch.tick(20.0, peer) == [(shares, "asked")] and watch.due() == 25.0
    assert watch.tick(25.0, peer) == [(shares, "declared")] and watch.due() == 55.0
    assert watch.tick(55.0, peer) == [(shares, "gave-up")] and watch.due() is None
    assert peer.calls == ["beat", "beat", "chase shares", "beat", "declare shares", "beat",
                          "abandon"]  # fmt: skip


def test_a_decision_has_its_own_deadline_and_a_paid_debt_is_forgotten():
    action, shares = Debt(2, 7, "action"), Debt(1, 7, "shares")
    watch, peer = Watch(LIMITS), Owes(action, shares)
    watch.tick(10.0, peer)
    assert watch.due() == 30.0, "the shares are due first"
    peer.debts = (action,)
    watch.tick(12.0, peer)
    assert watch.due() == 310.0, "a player may think for 300 s"
    peer.debts = ()
    assert watch.tick(13.0, peer) == [] and watch.due() is None
