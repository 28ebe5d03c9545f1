"""Hypnose's table as a QGraphicsScene: where everything lies, and the moves between.

The scene is laid out in fixed logical coordinates (950 x 760, the board's part of a 1280 x 800
window) and the view scales it to fit, so cards grow with the window and stay vector-sharp.
``Board.refresh`` reads the model (and the person's current choice) and places every item;
an item that changes place slides there in 150-250 ms (instantly with "reduce motion"), a card
turned face up flips, a card that leaves the table slides towards where it went. Nothing waits
for an animation: a refresh during one starts from wherever the items are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QObject,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from client.games.hypnose.choices import Choice
from client.games.hypnose.items import FELT, CardItem, PileItem, SlotItem
from client.games.hypnose.model import TableModel
from client.games.hypnose.motion import Moves
from client.games.hypnose.places import AreaItem, LabelItem, PanelItem, SeatLook, Token, TrackItem
from client.kit.controls import bot_label
from client.kit.gameui import Player
from client.kit.i18n import tr
from core.hypnose.actions import Decision
from core.hypnose.catalog import CardKind
from core.hypnose.decisions import BLIND, EXPERT
from core.hypnose.zones import Zone, seat_zone, zone_owner

SCENE = QRectF(0, 0, 950, 760)
LEFT, LEFT_W = 8.0, 198.0
CENTER, CENTER_W = 216.0, 726.0
MARKET_CARD = QSizeF(84, 117)
HAND_CARD = QSizeF(126, 176)
DUEL_CARD = QSizeF(64, 89)
PILE_CARD = QSizeF(70, 98)
ZOOM_CARD = QSizeF(240, 335)
PANEL_H = 150.0
MARKET_Y = 27.0
DUEL_Y, DUEL_H = 170.0, 212.0
DUEL_CARD_TOP, DUEL_TEXT_TOP = 46.0, 142.0
TRACK_Y, TRACK_H = 388.0, 96.0
HAND_Y = 512.0
LIFT = 18.0


class Board(QObject):
    """The scene and everything on it; emits what the person clicks."""

    card_clicked = Signal(object)
    pile_clicked = Signal(object)
    seat_clicked = Signal(object)

    def __init__(
        self, model: TableModel, players: tuple[Player, ...], parent: QObject | None = None
    ):
        super().__init__(parent)
        self.model = model
        self.players = players
        self.scene = QGraphicsScene(SCENE, self)
        # Cards move in animations all game long and the scene holds few items: no index to
        # keep up to date at each step of a move (Qt's advice for dynamic scenes).
        self.scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.scene.setBackgroundBrush(QBrush(FELT))
        self.choice: Choice | None = None
        self.interactive = True
        self.animation_ms = 200
        self.thinking: int | None = None
        self.thinking_text = ""
        self.away: set[int] = set()
        """Seats whose computer is not connected (a LAN game)."""
        self.focus: object | None = None
        """The key (handle or seat) the keyboard is on, ringed on the table."""
        self.moves = Moves(self.scene, self._wire, self)
        """The card items and where each lies now (``hand``, ``market``, ``duel``...)."""
        self.order: dict[str, list[object]] = {}
        """The keys of each area's cards, left to right (the keyboard's order)."""
        me = model.me
        self.panels: dict[int, PanelItem] = {}
        for player in players:
            size = QSizeF(LEFT_W, PANEL_H if player.seat != me else 104)
            panel = PanelItem(player.seat, size)
            panel.clicked.connect(self.seat_clicked)
            self.scene.addItem(panel)
            self.panels[player.seat] = panel
        self.piles: dict[str, PileItem] = {}
        for key, size in (
            ("basic", MARKET_CARD),
            ("experts", MARKET_CARD),
            ("draw", PILE_CARD),
            ("discard", PILE_CARD),
        ):
            pile = PileItem(key, size)
            pile.clicked.connect(self.pile_clicked)
            self.scene.addItem(pile)
            self.piles[key] = pile
        self.track = TrackItem(QSizeF(CENTER_W, TRACK_H))
        self.scene.addItem(self.track)
        self.duel_area = AreaItem(QSizeF(CENTER_W, DUEL_H))
        self.scene.addItem(self.duel_area)
        self.market_label = LabelItem(300)
        self.hand_hint = LabelItem(CENTER_W, 13, False)
        for label in (self.market_label, self.hand_hint):
            self.scene.addItem(label)
        self.zoom = CardItem("zoom", ZOOM_CARD)
        self.zoom.setAcceptHoverEvents(False)
        self.zoom.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.zoom.setZValue(1000)
        self.zoom.hide()
        self.scene.addItem(self.zoom)
        self._layout_fixed()

    # --- fixed places -----------------------------------------------------------------------

    def _layout_fixed(self) -> None:
        me = self.model.me
        others = [p.seat for p in self.players if p.seat != me]
        for i, seat in enumerate(others):
            self.panels[seat].setPos(LEFT, 8 + i * (PANEL_H + 8))
        self.panels[me].setPos(LEFT, HAND_Y - 12)
        self.piles["draw"].setPos(LEFT + 10, HAND_Y + 100)
        self.piles["discard"].setPos(LEFT + 10 + PILE_CARD.width() + 36, HAND_Y + 100)
        market_w = 5 * MARKET_CARD.width() + 4 * 10
        self._market_x = CENTER + 4
        for i in range(5):
            slot = SlotItem(MARKET_CARD)
            slot.setPos(self._market_x + i * (MARKET_CARD.width() + 10), MARKET_Y)
            self.scene.addItem(slot)
        stacks_x = self._market_x + market_w + 34
        self.piles["basic"].setPos(stacks_x, MARKET_Y)
        self.piles["experts"].setPos(stacks_x + MARKET_CARD.width() + 26, MARKET_Y)
        self.market_label.setPos(CENTER + 4, 1)
        self.market_label.set_text("", market_w)
        self.duel_area.setPos(CENTER, DUEL_Y)
        self.track.setPos(CENTER, TRACK_Y)
        self.hand_hint.setPos(CENTER, HAND_Y + HAND_CARD.height() + 8)

    # --- the whole table --------------------------------------------------------------------

    def refresh(self) -> None:
        """Place everything as the model and the person's choice say."""
        view = self.model.known()
        if view is None:
            return
        state = view.state
        choice = self.choice if self.interactive else None
        places: dict[object, tuple[str, QPointF, QSizeF, dict[str, Any]]] = {}

        def place(key: object, where: str, pos: QPointF, size: QSizeF, **look: Any) -> None:
            places[key] = (where, pos, size, look)

        pool = set(choice.pool()) if choice else set()
        selected = list(choice.selected) if choice else []
        # The market (R4): five cards and the two stacks.
        buying = choice is not None and choice.buys()
        for i, handle in enumerate(state.zone(Zone.MARKET)):
            x = self._market_x + i * (MARKET_CARD.width() + 10)
            target = choice is not None and choice.target == handle
            place(
                handle, "market", QPointF(x, MARKET_Y), MARKET_CARD,
                kind=view.kind(handle), selected=target, selectable=buying,
            )  # fmt: skip
        basic, experts = state.zone(Zone.BASIC), state.zone(Zone.EXPERTS)
        self.piles["basic"].set_state(
            len(basic),
            tr("Basic"),
            clickable=buying,
            selected=bool(choice and choice.target == BLIND),
        )
        self.piles["experts"].set_state(
            len(experts), tr("Experts"), clickable=buying,
            selected=bool(choice and choice.target == EXPERT),
        )  # fmt: skip
        self.market_label.set_text(tr("Market"))
        # The hand (minus a face-down duel selection, shown in the duel area).
        me = self.model.me
        committed = set(self.model.commit)
        hand = [h for h in state.hand(me) if h not in committed]
        hand.sort(key=lambda h: self._hand_order(view.kind(h), h))
        apart = choice is not None and choice.shown_apart()
        n = len(hand)
        step = min(HAND_CARD.width() + 10, (CENTER_W - HAND_CARD.width()) / max(1, n - 1))
        x0 = CENTER + max(0.0, (CENTER_W - (HAND_CARD.width() + step * (n - 1))) / 2)
        for i, handle in enumerate(hand):
            chosen = handle in selected and not apart
            y = HAND_Y - (LIFT if chosen else 0)
            place(
                handle, "hand", QPointF(x0 + i * step, y), HAND_CARD,
                kind=view.kind(handle), selected=chosen,
                selectable=bool(choice) and handle in pool and not apart, z=i,
            )  # fmt: skip
        # The duel, or the cards of a choice made apart (an Expert to keep, a search...).
        if apart and choice is not None:
            self._place_choice(choice, view, place, selected)
        else:
            self._place_duel(view, place)
        # Every card item goes where it belongs; the rest leave.
        self.order = {}
        for key, (where, *_rest) in places.items():
            self.order.setdefault(where, []).append(key)
        self._apply(places, view)
        self._panels(view)
        self._piles(view)
        self._track(view)
        self._hint(choice, len(hand))

    @staticmethod
    def _hand_order(kind: CardKind | None, handle: int) -> tuple[int, int, int]:
        """Hand sorted by family, then strength: Values first, then Books... (like a hand held)."""
        if kind is None:
            return (99, 0, handle)
        order = ("value", "book", "course", "boost", "defense", "expert")
        return (order.index(kind.category.value), kind.index, handle)

    def _place_duel(self, view: Any, place: Callable[..., None]) -> None:
        """This turn's duel: each side's cards (face down until opened; my own selection
        with the eye), and once decided, the cards as played and both totals (R11)."""
        state = view.state
        duel = state.duel
        report = self.model.report
        half = CENTER_W / 2
        top = DUEL_Y + DUEL_CARD_TOP
        if duel is None:
            self.duel_area.set_state(tr("Duel"), [tr("No duel yet this turn.")], [], DUEL_TEXT_TOP)
            return
        name = self._name
        title = tr("Duel: {attacker} against {defender}").format(
            attacker=name(duel.attacker), defender=name(duel.defender)
        )
        captions = [
            (12.0, tr("{player} attacks").format(player=name(duel.attacker))),
            (12.0 + half, tr("{player} defends").format(player=name(duel.defender))),
        ]
        catalog = state.catalog
        for side, seat, count in (
            (0, duel.attacker, duel.attack_count),
            (1, duel.defender, duel.defense_count),
        ):
            x0 = CENTER + 12 + side * half

            def at(i: int, x0: float = x0) -> QPointF:
                return QPointF(x0 + i * (DUEL_CARD.width() + 6), top)

            shown = state.zone(Zone.DUEL, seat)
            if shown:
                for i, handle in enumerate(shown):
                    place(handle, "duel", at(i), DUEL_CARD, kind=view.kind(handle))
            elif report is not None:  # decided: the cards as they were played
                told = report.args
                ids = [card for card, _ in told["attack_parts" if side == 0 else "defense_parts"]]
                ids += [card for who, card, *_ in told["experts"] if who == seat]
                for i, card in enumerate(ids):
                    place(f"played:{seat}:{i}", "duel", at(i), DUEL_CARD, kind=catalog.by_id(card))
            elif seat == self.model.me and self.model.commit:
                for i, handle in enumerate(self.model.commit):
                    place(handle, "duel", at(i), DUEL_CARD, kind=None, eye=True)
            elif count > 0:
                for i in range(count):
                    place(f"back:{seat}:{i}", "duel", at(i), DUEL_CARD, kind=None)
        if report is not None:
            from client.games.hypnose.messages import duel_lines

            lines = duel_lines(report.args, name, catalog)
        elif duel.defense_count == 0:
            lines = [tr("{player} is choosing a defense.").format(player=name(duel.defender))]
        elif duel.defense_count < 0:
            lines = [tr("{player} does not defend.").format(player=name(duel.defender))]
        else:
            lines = [tr("The cards are turned face up; then each side may play an Expert.")]
        self.duel_area.set_state(title, lines, captions, DUEL_TEXT_TOP)

    def _place_choice(
        self, choice: Choice, view: Any, place: Callable[..., None], selected: list
    ) -> None:
        cards = list(choice.pool())
        n = len(cards)
        size = MARKET_CARD if n <= 7 else DUEL_CARD
        width = CENTER_W - 24
        step = min(size.width() + 10, (width - size.width()) / max(1, n - 1))
        for i, handle in enumerate(cards):
            chosen = handle in selected
            badge = (
                str(selected.index(handle) + 1)
                if chosen and choice.decision is Decision.REORDER
                else ""
            )
            at = QPointF(CENTER + 12 + i * step, DUEL_Y + 30 - (10 if chosen else 0))
            place(
                handle, "choice", at, size, kind=view.kind(handle), selected=chosen,
                selectable=True, badge=badge, z=i,
            )  # fmt: skip
        titles = {
            Decision.KEEP_EXPERT: tr("The Experts you look at"),
            Decision.REORDER: tr("The top of your draw pile"),
            Decision.SEARCH: tr("The pile you search"),
        }
        self.duel_area.set_state(titles.get(choice.decision, ""), [], [], DUEL_H)

    def _name(self, seat: int) -> str:
        return self.players[seat].name if 0 <= seat < len(self.players) else "?"

    # --- moving the card items --------------------------------------------------------------

    def _apply(self, places: dict, view: Any) -> None:
        self.moves.apply(
            places,
            self.animation_ms,
            self.focus,
            self._source,
            lambda item: self._destination(item, view),
        )

    def _wire(self, item: CardItem) -> None:
        item.clicked.connect(self.card_clicked)
        item.hovered.connect(self._hovered)

    def _source(self, key: object, where: str, pos: QPointF) -> QPointF:
        """Where a new card comes from: the draw pile for a drawn card, the Basic stack for a
        new market card, else its own place."""
        if where == "hand":
            return self.piles["draw"].pos()
        if where == "market":
            return self.piles["basic"].pos()
        return pos

    def _destination(self, item: CardItem, view: Any) -> QPointF | None:
        """Where a card that left the table went: an opponent's panel, my piles, or nowhere
        shown (it just goes)."""
        if not isinstance(item.key, int):
            return None
        try:
            zone = view.state.where(item.key)
        except KeyError:
            return None
        owner = zone_owner(zone)
        me = self.model.me
        if owner is not None and owner != me and owner in self.panels:
            return self.panels[owner].pos() + QPointF(60, 40)
        if owner == me:
            pile = "discard" if zone == seat_zone(Zone.DISCARD, me) else "draw"
            return self.piles[pile].pos()
        return None

    @property
    def cards(self) -> dict[object, CardItem]:
        return self.moves.cards

    @property
    def places(self) -> dict[object, str]:
        return self.moves.places

    def clear(self) -> None:
        """Take every card off the table (a replay starting again)."""
        self.moves.clear()
        self.order.clear()
        self.zoom.hide()

    def settle(self) -> None:
        """Finish every running move at once (before a screenshot, or for reduce motion)."""
        self.moves.settle(self.zoom)

    # --- the rest ---------------------------------------------------------------------------

    def _panels(self, view: Any) -> None:
        state = view.state
        choosing = self._chooseable_seats()
        for player in self.players:
            seat = player.seat
            out = not state.alive(seat)
            lines = [
                tr("Hand: %n card(s)", None, len(state.hand(seat))),
                tr("Draw pile: %n", None, len(state.zone(Zone.DRAW, seat))),
                tr("Discard pile: %n", None, len(state.zone(Zone.DISCARD, seat))),
            ]
            if state.bank[seat]:
                lines.append(tr("Bank: {amount}").format(amount=state.bank[seat]))
            markers = []
            if state.targeted[seat]:
                markers.append(tr("Target"))
            if state.modifier[seat]:
                markers.append(tr("Defense +{bonus}").format(bonus=state.modifier[seat]))
            thinking = self.thinking == seat
            mine = seat == self.model.me
            if player.code and not mine:  # a LAN player: the key's code tells names apart
                lines.insert(0, player.code)
            if out:
                status = tr("Hypnotized: out of the game")
            elif seat in self.away:
                status = tr("Away: not connected")
            elif thinking:
                status = self.thinking_text
            elif player.bot:
                status = tr("Bot: {level}").format(level=bot_label(player.bot))
            else:
                status = ""
            if mine:  # the piles lie below the panel, with their counts
                lines = (
                    [tr("Bank: {amount}").format(amount=state.bank[seat])]
                    if state.bank[seat]
                    else []
                )
            discard = state.zone(Zone.DISCARD, seat)
            look = SeatLook(
                name=player.name, colour=player.colour, shape=player.shape, lines=lines,
                resistance=state.resistance[seat], resistance_label=tr("Resistance"),
                markers=markers, status=status, active=state.active == seat and not state.over,
                thinking=thinking, out=out, chooseable=seat in choosing,
                discard=view.kind(discard[0]) if discard else None, show_discard=not mine,
            )  # fmt: skip
            panel = self.panels[seat]
            panel.set_look(look, focused=self.focus == ("seat", seat))

    def _chooseable_seats(self) -> set[int]:
        """Opponents a click may choose: whom to attack, whom to play a card on."""
        choice = self.choice if self.interactive else None
        if choice is None:
            return set()
        return {seat for seat, _ in choice.seat_options()}

    def _piles(self, view: Any) -> None:
        state, me = view.state, self.model.me
        draw, discard = state.zone(Zone.DRAW, me), state.zone(Zone.DISCARD, me)
        top = view.kind(discard[0]) if discard else None
        self.piles["draw"].set_state(len(draw), tr("Draw"))
        self.piles["discard"].set_state(len(discard), tr("Discard"), top, face_up=top is not None)

    def _track(self, view: Any) -> None:
        state = view.state
        tokens = [
            Token(p.seat, p.colour, p.shape, p.name[:1].upper() or "?", p.name)
            for p in self.players
        ]
        positions = {p.seat: state.resistance[p.seat] for p in self.players}
        self.track.set_state(tr("Mental Resistance (primes are landings)"), tokens, positions)

    def _hint(self, choice: Choice | None, count: int) -> None:
        if choice is not None and choice.pool() and not choice.shown_apart():
            text = tr("Your hand: click cards to select them; hover to enlarge.")
        else:
            text = tr("Your hand: %n card(s).", None, count)
        self.hand_hint.set_text(text)

    # --- the enlarged card ------------------------------------------------------------------

    def _hovered(self, key: object, on: bool) -> None:
        item = self.cards.get(key)
        if not on or item is None or item.kind is None:
            self.zoom.hide()
            return
        self.show_zoom(item)

    def show_zoom(self, item: CardItem) -> None:
        """The enlarged card beside ``item``, never over it, inside the table."""
        self.zoom.set_look(item.kind)
        rect = item.sceneBoundingRect()
        w, h = ZOOM_CARD.width(), ZOOM_CARD.height()
        x = rect.center().x() - w / 2
        y = rect.top() - h - 8 if rect.top() - h - 8 >= 0 else rect.bottom() + 8
        if y + h > SCENE.height():
            y = max(0.0, rect.top() - h / 2)
            x = rect.right() + 8 if rect.right() + 8 + w <= SCENE.width() else rect.left() - w - 8
        x = min(max(0.0, x), SCENE.width() - w)
        self.zoom.setPos(x, y)
        self.zoom.show()

    def hide_zoom(self) -> None:
        self.zoom.hide()


class BoardView(QGraphicsView):
    """The view of the board: scales the scene to fit (cards grow with the window)."""

    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(board.scene, parent)
        self.board = board
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(QBrush(FELT))
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(600, 480)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(SCENE, Qt.AspectRatioMode.KeepAspectRatio)
