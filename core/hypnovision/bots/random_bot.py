"""The random bot: at its hand's pace, any legal action, uniformly (a baseline and a fuzzer)."""

from __future__ import annotations

from typing import Any

from core.game import Legal
from core.hypnovision.bots.reaction import ReactionBot
from core.hypnovision.state import Wait
from core.view import View


class RandomBot(ReactionBot):
    """Decides every grab time: a legal action drawn uniformly. A Wait sets its Done flag
    until the next decision; a take, a return or a Stop is made once the hand gets there, if
    it is still legal then (else it decides again)."""

    name = "random"

    def act(self, view: View, legal: Legal) -> Any:
        slot = view.state.slot
        if self.intent is not None:
            if slot < self.ready_at:
                return Wait(0)
            if self.intent in legal:
                return self.intent
            self.intent = None
        if slot < self.ready_at:
            return Wait(self.done)
        action = legal[self.stream.below(len(legal))]
        if type(action) is Wait:
            self.ready_at, self.done = slot + self.grab_time(), action.done
            return action
        return self.reach(action, slot)
