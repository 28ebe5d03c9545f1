"""Hypnose's part of the window (``client.kit.gameui.GameUI``): table, words, cards, help.

Its words and card pictures load with it (the start screen shows a fan of cards); its table
when first shown or played.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, get_args

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGridLayout, QScrollArea, QSizePolicy, QWidget

from client.kit.gameui import GameUI, GuideStep, Player
from client.kit.i18n import tr
from core.codec import DataclassCodec
from core.games import get
from core.hypnose.catalog import CardKind
from core.view import View

if TYPE_CHECKING:
    from client.games.hypnose.table import HypnoseTable


class CardWidget(QWidget):
    """One card drawn large (a log link, the gallery), named for screen readers."""

    def __init__(self, kind: CardKind, size: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setFixedSize(size)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.retranslate()

    def retranslate(self) -> None:
        from client.games.hypnose import cardtext

        self.setAccessibleName(cardtext.name(self.kind))
        self.setAccessibleDescription(cardtext.text(self.kind))
        self.setToolTip(cardtext.text(self.kind))
        self.update()

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        from client.games.hypnose import cardart

        painter = QPainter(self)
        cardart.draw_face(painter, QRectF(2, 2, self.width() - 4, self.height() - 4), self.kind)
        painter.end()


class CardFan(QWidget):
    """A few of the game's cards, fanned out as a hand holds them (the start screen's picture).

    Drawn from the turn after its first paint on: the window's first frame shows the start
    screen at once, and the cards (their drawing was a tenth of the time to that frame) come
    a moment later, as a picture loads."""

    CARDS = ("metronome", "grimoire", "neutralizer", "second-wall", "master-class")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        catalog = get("hypnose").catalog  # type: ignore[attr-defined]
        self.kinds = [catalog.by_id(card) for card in self.CARDS]
        self.drawn = False
        """Whether the cards are drawn (from the turn after the first paint on)."""
        self.setMinimumSize(300, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _draw(self) -> None:
        self.drawn = True
        self.update()

    def paintEvent(self, event) -> None:
        if not self.drawn:
            QTimer.singleShot(0, self, self._draw)
            return
        from client.games.hypnose import cardart

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = min(self.height() * 0.7, self.width() / 2.9)
        w = h * 63 / 88
        radius = 0.6 * h  # the fan turns around a point just below the cards, as held
        centre_x, bottom = self.width() / 2, self.height() - 0.33 * h
        count = len(self.kinds)
        for index, kind in enumerate(self.kinds):
            angle = (index - (count - 1) / 2) * 13.0
            painter.save()
            painter.translate(centre_x, bottom + radius)
            painter.rotate(angle)
            painter.translate(-w / 2, -radius - h)
            cardart.draw_face(painter, QRectF(0, 0, w, h), kind)
            painter.restore()
        painter.end()


class Gallery(QScrollArea):
    """Every card of the game, large enough to read."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setSpacing(12)
        for index, kind in enumerate(get("hypnose").catalog):  # type: ignore[attr-defined]
            grid.addWidget(CardWidget(kind, QSize(190, 265)), index // 4, index % 4)
        self.setWidget(inner)
        self.setWidgetResizable(False)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.setAccessibleName(tr("Card gallery"))


class HypnoseUI(GameUI):
    """Hypnose in the window."""

    name = "hypnose"

    @cached_property
    def codec(self) -> DataclassCodec:
        """Every action, the secret choices too: they are saved on this computer (the game's
        own codec knows only the public ones, which travel)."""
        from core.hypnose.actions import Action  # (the rules' vocabulary: not at the start)

        return DataclassCodec(get_args(Action))

    def title(self) -> str:
        return tr("Hypnose")

    def tagline(self) -> str:
        return tr("Hypnotists duel for the title of Master hypnotist. 2 to 4 players.")

    def how_it_goes(self) -> tuple[str, ...]:
        return (
            tr("Buy Books, Courses and tools from the market with your Value cards."),
            tr("Play a card for its action, then challenge an opponent to a hypnotic duel."),
            tr("Both choose face down; the higher total wins. The loser sinks deeper into trance."),
            tr("The last player with Mental Resistance left is the Master hypnotist."),
        )

    def setting_labels(self) -> dict[str, str]:
        return {
            **super().setting_labels(),
            "start_resistance": tr("Starting Mental Resistance"),
            "compensation": tr("Turn-order compensation"),
        }

    def setting_value(self, name: str, value: object) -> str:
        if name == "start_resistance":
            words = {12: tr("12 (standard)"), 7: tr("7 (short game)"), 5: tr("5 (quick game)")}
            return words.get(value, str(value))  # type: ignore[call-overload]
        if name == "compensation":  # R21's candidates (core.hypnose.compensation)
            words = {
                "none": tr("None"),
                "bank": tr("Later players bank 1, 2, 3"),
                "bank-2": tr("Later players bank 2, 4, 6"),
                "draw": tr("Later players draw 7 in their first turn"),
                "no-first-duel": tr("No duel in the first turn"),
                "no-first-duel+bank": tr("No first duel, and banks 1, 2, 3"),
                "first-lower": tr("First player starts one lower"),
                "later-lower": tr("Later players start one lower"),
                "lower-by-order": tr("Later players start 1, 2, 3 lower"),
                "last-lower": tr("Last player starts one lower"),
                "later-lower+bank": tr("Later players start one lower, bank 1, 2, 3"),
                "later-lower+last-bank": tr("Later players start one lower, the last banks 1"),
                "later-lower+4th-lower": tr("Later players start one lower, the 4th two lower"),
                "later-lower+no-first-duel": tr("Later players start one lower, no first duel"),
                "later-lower+draw": tr("Later players start one lower and draw 7 first"),
                "later-lower+draw-2": tr("Later players start one lower and draw 8 first"),
                "later-lower+draw+last": tr("Later players one lower, draw 7 (last 8)"),
                "later-lower+draw-1-2-2": tr("Later players one lower, draw 7, 8, 8"),
                "later-lower+draw-2-2-2": tr("Later players one lower, draw 7, 8 (at 4: 8, 8, 8)"),
                "later-lower+draw-1-2-3": tr("Standard: later players one lower, draw 7, 8, 9"),
                "later-lower+draw+last+bank-3-4": tr("One lower, draw 7, 7, 8, 3rd and 4th bank 1"),
                "later-lower+draw-1-2-2+last-bank": tr("One lower, draw 7, 8, 8, the 4th banks 1"),
                "later-lower+draw-1-2-2+last-bank-2": tr(
                    "One lower, draw 7, 8, 8, the 4th banks 2"
                ),
            }
            return words.get(value, str(value))  # type: ignore[call-overload]
        return str(value)

    def table(self, players: tuple[Player, ...], settings: Any, parent: Any = None) -> HypnoseTable:
        from client.games.hypnose.table import HypnoseTable

        return HypnoseTable(self.game, players, parent, settings)

    def standing(self, view: View) -> tuple[int, tuple[int, ...]]:
        state = view.state
        return state.turn, tuple(state.resistance)

    def score_name(self) -> str:
        return tr("Mental Resistance")

    def result_title(self, winners: Sequence[Player]) -> str:
        if len(winners) != 1:
            return tr("The game ended without a winner.")
        if winners[0].me:
            return tr("You are the Master hypnotist!")
        return tr("{player} is the Master hypnotist.").format(player=winners[0].name)

    def card_widget(self, card: str, parent: QWidget | None = None) -> QWidget:
        kind = self.game.catalog.by_id(card)  # type: ignore[attr-defined]
        return CardWidget(kind, QSize(260, 363), parent)

    def picture(self, parent: QWidget | None = None) -> QWidget:
        return CardFan(parent)

    def gallery(self, parent: QWidget | None = None) -> QWidget:
        return Gallery(parent)

    def guide(self) -> tuple[GuideStep, ...]:
        return (
            GuideStep("top", lambda: tr(
                "The top bar: whose turn it is and the turn's five steps: buy, play a card,"
                " duel, play a card, refresh. The current step is highlighted."
            )),
            GuideStep("market", lambda: tr(
                "The market: five cards for sale with their price in the corner, the Basic"
                " stack (a blind purchase costs 6) and the Expert stack (8). Click a card to buy"
                " it: a payment is suggested from your hand."
            )),
            GuideStep("hand", lambda: tr(
                "Your hand. Click a card to select it (it lifts); hover over it to see it large."
                " Value cards pay, Books pay their resale, Books and Courses fight duels."
            )),
            GuideStep("panel", lambda: tr(
                "What you may do now, in one line, and a button for each thing you may do."
                " A greyed button tells why in its tooltip. Keys 1 to 6 press the buttons."
            )),
            GuideStep("opponents", lambda: tr(
                "Your opponents: their Mental Resistance, hand and piles, the top of their"
                " discard pile, their Target card and Defense Modifier, and what they are doing."
            )),
            GuideStep("duel", lambda: tr(
                "The duel area: the cards of a duel lie face down, are turned up together, and"
                " the totals with their parts say who won."
            )),
            GuideStep("track", lambda: tr(
                "The Mental Resistance track. The primes (11, 7, 5, 3, 2) are landings: a loss"
                " stops there and something happens. At 0 a player is hypnotized."
            )),
            GuideStep("mine", lambda: tr(
                "You: your resistance, your bank, your draw pile and your discard pile."
            )),
            GuideStep("log", lambda: tr(
                "The log: everything that happens, in words. Click a card's name to see the card."
            )),
        )  # fmt: skip
