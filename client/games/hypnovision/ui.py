"""Hypno Vision's part of the window (``client.kit.gameui.GameUI``): table, words, cards, help.

Its words load with it; its table, grid, card drawings and slot clock when first shown or
played (the start screen names every game before one is chosen).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from client.kit.controls import bot_label
from client.kit.gameui import GameUI, GuideStep, Player
from client.kit.i18n import tr
from core.view import View

if TYPE_CHECKING:
    from client.games.hypnovision.table import HypnoVisionTable

PICTURE_CARDS = ("HV37", "HV21", "HV49", "HV12", "HV44")
"""The cards of the start screen's picture: one of each size, every type."""


class HypnoVisionUI(GameUI):
    """Hypno Vision in the window."""

    name = "hypnovision"

    @property
    def offline_game(self) -> type:
        """A real-time game: the window runs it on the session's slot clock."""
        from client.games.hypnovision.offline import VisionOfflineGame

        return VisionOfflineGame

    def title(self) -> str:
        return tr("Hypno Vision")

    def tagline(self) -> str:
        return tr("Grab cards until they match the dice: everyone at once. 2 to 6 players.")

    def how_it_goes(self) -> tuple[str, ...]:
        return (
            tr("Four dice say how many characters of each kind to collect."),
            tr("Everyone grabs cards from the table at the same time, one at a time."),
            tr("Call Stop! when your cards match the dice exactly; or press Done."),
            tr("Each character too many or too few is a penalty point; fewest after five wins."),
        )

    def bot_label(self, bot: str) -> str:
        kind, _, speed = bot.partition("-")
        name = bot_label(kind)
        speeds = {"slow": tr("slow hands"), "fast": tr("fast hands"), "": tr("normal hands")}
        if speed not in speeds:
            return name
        return tr("{bot}, {speed}").format(bot=name, speed=speeds[speed])

    def setting_labels(self) -> dict[str, str]:
        return {
            **super().setting_labels(),
            "young": tr("Young players may put cards back (V18)"),
            "memory": tr("Memory: collected cards face down (V19)"),
        }

    def setting_choices(self, name: str) -> tuple[object, ...]:
        """V18's marked seats as the form offers them: nobody, the first seat (you, in an
        offline game), or the first two."""
        return ("", "0", "0,1") if name == "young" else ()

    def setting_value(self, name: str, value: object) -> str:
        if name == "memory":
            return tr("Yes") if value else tr("No (standard)")
        if name == "young":
            if value == "":
                return tr("No (standard)")
            seats = ", ".join(str(int(s) + 1) for s in str(value).split(",") if s.isdigit())
            if "," not in str(value):
                return tr("Seat {seat} (you, offline)").format(seat=seats)
            return tr("Seats {seats}").format(seats=seats)
        return str(value)

    def table(
        self, players: tuple[Player, ...], settings: Any, parent: Any = None
    ) -> HypnoVisionTable:
        from client.games.hypnovision.table import HypnoVisionTable

        return HypnoVisionTable(self.game, players, parent)

    def standing(self, view: View) -> tuple[int, tuple[int, ...]]:
        state = view.state
        return len(state.penalties), state.totals()

    def score_name(self) -> str:
        return tr("Penalty points")

    def result_title(self, winners: Sequence[Player]) -> str:
        """V17: the fewest penalty points win; a tie shares the victory."""
        if not winners:
            return tr("The game ended without a winner.")
        if len(winners) == 1:
            if winners[0].me:
                return tr("You win with the fewest penalty points!")
            return tr("{player} wins with the fewest penalty points.").format(
                player=winners[0].name
            )
        names = ", ".join(w.name for w in winners)
        return tr("{players} share the victory.").format(players=names)

    def card_widget(self, card: str, parent: QWidget | None = None) -> QWidget:
        """A card shown large (a log link)."""
        from client.games.hypnovision.picture import CardPicture

        try:
            picture = CardPicture(self.game, (card,), parent)
        except KeyError:  # not a card of the game: its picture
            return super().card_widget(card, parent)
        picture.setMinimumSize(150, 200)
        return picture

    def picture(self, parent: QWidget | None = None) -> QWidget:
        from client.games.hypnovision.picture import CardPicture

        picture = CardPicture(self.game, PICTURE_CARDS, parent)
        return picture

    def gallery(self, parent: QWidget | None = None) -> QWidget:
        """The 52 cards in the grid, in the card list's order (HV01 top left)."""
        from client.games.hypnovision.grid import GridCanvas
        from core.hypnovision.cards import CARDS

        canvas = GridCanvas(self.game.cards, self.game.card_set.types, (), parent)
        canvas.show_layout(tuple(range(CARDS)), (True,) * CARDS)
        canvas.setAccessibleName(tr("The 52 cards"))
        return canvas

    def guide(self) -> tuple[GuideStep, ...]:
        return (
            GuideStep("top", lambda: tr(
                "The top bar: which of the five scrambles this is, and the moment (slot) it"
                " is at."
            )),
            GuideStep("dice", lambda: tr(
                "The four dice: how many characters of each kind to collect. Each kind has"
                " its colour, shape and letter. On the right, the time left in the scramble."
            )),
            GuideStep("grid", lambda: tr(
                "The 52 cards. Click a card to grab it, or move with the arrow keys and press"
                " Enter. Everyone grabs at once: a card two players grab goes to one of them"
                " by a fair draw, shown on the card for a moment."
            )),
            GuideStep("seats", lambda: tr(
                "Everyone's cards, with the count of each kind against its die (✓ exact,"
                " + too many), and the penalty points of every scramble with their markers."
            )),
            GuideStep("panel", lambda: tr(
                "Stop! (key S) ends the scramble for everybody: call it when your cards match"
                " the dice exactly, or it costs 3 more points. Done (key D) says you take no"
                " more; the scramble also ends when everybody is done."
            )),
            GuideStep("log", lambda: tr(
                "The log: the dice, who took which card, who got a card grabbed at once, the"
                " Stops and the points."
            )),
        )  # fmt: skip
