"""Hypnosia's part of the window (``client.kit.gameui.GameUI``): table, words, board, help.

Its words load with it; its table and board drawing when first shown or played (the start
screen names every game before one is chosen).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from client.kit.gameui import GameUI, GuideStep, Player
from client.kit.i18n import tr
from core.view import View

if TYPE_CHECKING:
    from client.games.hypnosia.table import HypnosiaTable


class HypnosiaUI(GameUI):
    """Hypnosia in the window."""

    name = "hypnosia"

    def title(self) -> str:
        return tr("Hypnosia")

    def tagline(self) -> str:
        return tr("A dice race to the centre of three circles. 2 to 6 players.")

    def how_it_goes(self) -> tuple[str, ...]:
        return (
            tr("Roll two dice; move your pawns counter-clockwise, one die per move."),
            tr("Bridges lead to the next circle inward; a gate enters the centre with a 1."),
            tr("Land on an opponent to capture it; two of your pawns together make a stack."),
            tr("Pawns in the centre score 5, 4, 3, 2, 1 in order of arrival."),
        )

    def setting_labels(self) -> dict[str, str]:
        return {
            **super().setting_labels(),
            "no_stack_over_bridges": tr("No stacks over bridges (H19)"),
        }

    def setting_value(self, name: str, value: object) -> str:
        if name == "no_stack_over_bridges":
            return tr("Yes") if value else tr("No (standard)")
        return str(value)

    def table(
        self, players: tuple[Player, ...], settings: Any, parent: Any = None
    ) -> HypnosiaTable:
        from client.games.hypnosia.table import HypnosiaTable

        return HypnosiaTable(self.game, players, parent, settings)

    def standing(self, view: View) -> tuple[int, tuple[int, ...]]:
        from core.hypnosia import scoring

        state = view.state
        return state.turns, scoring.totals(state, self.game.board.centre_places)

    def score_name(self) -> str:
        return tr("Points")

    def result_title(self, winners: Sequence[Player]) -> str:
        """H18: the highest total wins; a tie the rules cannot break shares first place."""
        if not winners:
            return tr("The game ended without a winner.")
        if len(winners) == 1:
            if winners[0].me:
                return tr("You win the race!")
            return tr("{player} wins the race.").format(player=winners[0].name)
        names = ", ".join(w.name for w in winners)
        return tr("{players} share first place.").format(players=names)

    def picture(self, parent: QWidget | None = None) -> QWidget:
        from client.games.hypnosia.board import BoardCanvas

        canvas = BoardCanvas(self.game.board, (), parent)
        canvas.setMinimumSize(220, 220)
        canvas.setAccessibleName(tr("The Hypnosia board"))
        return canvas

    def gallery(self, parent: QWidget | None = None) -> QWidget:
        """The board, large, for the help (the tab that shows Hypnose's cards)."""
        from client.games.hypnosia.board import BoardCanvas

        canvas = BoardCanvas(self.game.board, (), parent)
        canvas.setAccessibleName(tr("The Hypnosia board"))
        return canvas

    def gallery_title(self) -> str:
        return tr("Board")

    def guide(self) -> tuple[GuideStep, ...]:
        return (
            GuideStep("top", lambda: tr(
                "The top bar: the turn, whose roll it is, and whom the game waits for."
            )),
            GuideStep("board", lambda: tr(
                "The board: three circles around the centre. Pawns move counter-clockwise."
                " Half-coloured spaces are bridges (to the next circle inward) and gates (to the"
                " centre). Your home lane is in your colour, outside the outer circle."
            )),
            GuideStep("dice", lambda: tr(
                "The dice of this turn. A used die turns grey. Each move uses one whole die."
            )),
            GuideStep("board", lambda: tr(
                "Your pawns that can move wear a dashed ring. Click one, then a highlighted"
                " space: its tag says which die takes the pawn there."
            )),
            GuideStep("panel", lambda: tr(
                "What you may do now, and a button for each move of the picked pawn."
                " Keys 1 to 6 press the buttons; Tab reaches the lists of pawns and spaces."
            )),
            GuideStep("side", lambda: tr(
                "Each player's shape, number, colour, score and pawns, and the order of"
                " arrival in the centre."
            )),
            GuideStep("log", lambda: tr(
                "The log: every roll with how fair it was, every move, capture and arrival."
            )),
        )  # fmt: skip
