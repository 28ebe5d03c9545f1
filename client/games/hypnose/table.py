"""Hypnose's table: the board scene, the action panel and the top bar, fed by session events.

It turns clicks and keys into the person's choice (``client.games.hypnose.choices``) and emits the
action the person confirms; every option offered is a legal action. A decision with a single
legal action passes by itself after a short pause, saying so (``client.kit.deciding``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtWidgets import QWidget

from client.games.hypnose import cardtext
from client.games.hypnose.board import Board, BoardView
from client.games.hypnose.choices import Choice
from client.games.hypnose.messages import Words, log_entries
from client.games.hypnose.model import TableModel, phase
from client.games.hypnose.topbar import PhaseTopBar
from client.kit.controls import ActionPanel, Option, keyboard_lists
from client.kit.deciding import DecidingTable
from client.kit.gameui import LogEntry, Player
from client.kit.i18n import tr
from core.game import Game, SettingsError
from core.hypnose.actions import Decision
from core.hypnose.catalog import CardKind
from core.hypnose.decisions import BLIND, EXPERT
from core.hypnose.tasks import Op
from core.hypnose.zones import Zone
from core.vocabulary import ShuffleStep
from net import Dealt, YourTurn


def doing(decision: Decision | None) -> str:
    """What a seat deciding ``decision`` is doing, for its panel and the top bar."""
    words = {
        Decision.BUY: tr("buying"),
        Decision.INTERMEDIATE: tr("choosing a card to play"),
        Decision.DUEL: tr("choosing whom to challenge"),
        Decision.DEFEND: tr("choosing a defense"),
        Decision.EXPERT: tr("choosing an Expert"),
        Decision.KEEP_EXPERT: tr("choosing an Expert to keep"),
        Decision.DISCARD: tr("choosing two cards to discard"),
        Decision.REORDER: tr("putting cards back in order"),
        Decision.SEARCH: tr("searching a pile"),
        Decision.REFILL: tr("deciding on a refill"),
        Decision.PILE: tr("naming a pile to search"),
    }
    return words.get(decision, tr("thinking")) if decision is not None else tr("thinking")


def describe_card(kind: CardKind | None) -> tuple[str, str]:
    if kind is None:
        return tr("A face-down card"), tr("Only its owner knows it.")
    return cardtext.name(kind), cardtext.text(kind)


class HypnoseTable(DecidingTable):
    """The table of one Hypnose game, as seat ``me`` sees it."""

    def __init__(
        self,
        game: Game,
        players: tuple[Player, ...],
        parent: QObject | None = None,
        settings: dict[str, Any] | None = None,
    ):
        super().__init__(players, parent)
        self.game = game
        try:
            start = game.new_game(game.settings(dict(settings or {}, players=len(players))))
            self.setup_shuffles = sum(1 for t in start.tasks if t.op is Op.SHUFFLE)
        except SettingsError:  # settings this version does not know: no bar, nothing else
            self.setup_shuffles = 0
        """The game start's shuffles (R12, one per stack and pile): each is every player's
        shuffle with its proof in a LAN game, the slow part of a start."""
        self.shuffled = 0
        self.model = TableModel(game, self.me)
        self.words = Words(players, game.catalog)  # type: ignore[attr-defined]
        self.board = Board(self.model, players, self)
        self.view = BoardView(self.board)
        self.board_widget = self.view
        self.top = PhaseTopBar()
        self.panel = ActionPanel()
        self.choice: Choice | None = None
        self._panel_shown: tuple[str, str, str, list[Option]] | None = None
        self._mirrored: tuple[object, ...] | None = None
        self._zoom_timer = QTimer(self)
        self._zoom_timer.setSingleShot(True)
        self._zoom_timer.setInterval(300)
        self._zoom_timer.timeout.connect(self._zoom_focus)
        self.board.card_clicked.connect(self.activate)
        self.board.pile_clicked.connect(self._pile)
        self.board.seat_clicked.connect(self._seat)
        self.panel.option_chosen.connect(self._option)
        # The keyboard's and screen readers' way in: the areas as lists.
        self.hand_list, self.market_list, self.seat_list = keyboard_lists(
            self.view,
            (lambda: tr("Your hand"), lambda: tr("Market"), lambda: tr("Players")),
            self.activate, self._focus, self.escape,
        )  # fmt: skip
        self.board_widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.board_widget.setAccessibleName(tr("The table"))

    # --- the kit's interface -----------------------------------------------------------------

    def take_event(self, event: Any) -> tuple[Any, Decision | None]:
        """The model takes the event; the log keeps it with the decision it was made in (its
        words name it)."""
        self.model.on_event(event)
        if isinstance(event, Dealt) and isinstance(event.step, ShuffleStep):
            self.shuffled += 1
        return event, self.model.last_decision

    def word(self, kept: tuple[Any, Decision | None]) -> list[LogEntry]:
        return log_entries(self.words, *kept)

    def reset(self) -> None:
        """Back to before the first event (a replay stepping back)."""
        self.model = TableModel(self.game, self.model.me)
        self.board.model = self.model
        self.board.clear()
        self.shuffled = 0
        super().reset()

    def set_away(self, seats: set[int]) -> None:
        super().set_away(seats)
        self.board.away = set(self.away)  # (the seat panels say who is away)

    def set_interactive(self, interactive: bool) -> None:
        self.board.interactive = interactive
        super().set_interactive(interactive)

    def set_animation(self, ms: int) -> None:
        self.board.animation_ms = ms

    def area(self, name: str) -> QWidget | None:
        return {"panel": self.panel, "top": self.top}.get(name, self.view)

    def area_rect(self, name: str) -> QRect | None:
        """A named part of the board, in the view's coordinates (for the first-game guide)."""
        from client.games.hypnose import board as b

        rects = {
            "market": (b.CENTER, 0, b.CENTER_W, b.MARKET_Y + b.MARKET_CARD.height() + 24),
            "opponents": (0, 0, b.LEFT + b.LEFT_W + 4, 3 * (b.PANEL_H + 10)),
            "duel": (b.CENTER, b.DUEL_Y, b.CENTER_W, b.DUEL_H),
            "track": (b.CENTER, b.TRACK_Y, b.CENTER_W, b.TRACK_H),
            "hand": (b.CENTER, b.HAND_Y - b.LIFT, b.CENTER_W, b.HAND_CARD.height() + 40),
            "mine": (0, b.HAND_Y - 14, b.LEFT + b.LEFT_W + 4, 250),
        }
        if name not in rects:
            return None
        x, y, w, h = rects[name]
        return self.view.mapFromScene(QRectF(x, y, w, h)).boundingRect()

    def focus_chain(self) -> tuple[QWidget, ...]:
        return (self.hand_list, self.market_list)

    def work(self) -> tuple[str, int, int] | None:
        """The start's shuffles: counted as they are dealt, or (a watcher sees no dealer
        step) read from the shuffles left in the core's to-do list; over once someone is
        asked to decide."""
        state, done = self.model.state, self.shuffled
        if self.model.ended is not None:
            return None
        if state is not None:
            if self.model.waiting_for() is not None:
                return None
            left = sum(1 for t in state.tasks if t.op is Op.SHUFFLE)
            done = max(done, self.setup_shuffles - left)
        if done >= self.setup_shuffles:
            return None
        return tr("Shuffling the stacks and piles"), done, self.setup_shuffles

    def retranslate(self) -> None:
        for mirror in (self.hand_list, self.market_list, self.seat_list):
            mirror.retranslate()
        self.board_widget.setAccessibleName(tr("The table"))
        self.refresh()

    # --- the person's decision -----------------------------------------------------------------

    def _open(self, event: YourTurn) -> None:
        self.choice = Choice(event.view, event.legal, event.decision, self._name)
        self.board.choice = self.choice

    def _forget(self) -> None:
        self.choice = None
        self.board.choice = None

    def activate(self, key: object) -> None:
        """A card was clicked (or Space/Enter on the keyboard)."""
        choice = self.choice
        if choice is None or not self.interactive:
            return
        state = choice.view.state
        if isinstance(key, int) and key in state.zone(Zone.MARKET):
            choice.choose_target(key)
        elif isinstance(key, str) and key.startswith("seat:"):
            self._seat(int(key[5:]))
            return
        elif isinstance(key, str) and key in ("basic", "experts"):
            self._pile(key)
            return
        elif isinstance(key, int):
            choice.toggle(key)
        self.schedule()

    def _pile(self, key: object) -> None:
        if self.choice is not None and self.interactive:
            self.choice.choose_target(BLIND if key == "basic" else EXPERT)
            self.schedule()

    def _seat(self, seat: object) -> None:
        """An opponent's panel was clicked: the option that names it, if it is possible."""
        choice = self.choice
        if choice is None or not self.interactive:
            return
        for target, option in choice.seat_options():
            if target == seat:
                if option.action is not None:
                    self._option(option)
                else:
                    self.panel.reason.setText(option.why)
                    self.panel.reason.show()
                    self._panel_shown = None
                return

    def _option(self, option: Option) -> None:
        if option.action is not None:
            self._submit(option.action)

    def _sending(self, action: Any) -> None:
        self.board.hide_zoom()
        self.model.submitted(action)

    def escape(self) -> None:
        if self.choice is not None:
            self.choice.clear()
            self.schedule()

    # --- showing ------------------------------------------------------------------------------

    def refresh(self) -> None:
        self._refreshed()
        view = self.model.known()
        if view is None:  # the cards are being dealt: nothing on the table yet
            self._panel(None)
            return
        board = self.board
        board.choice = self.choice if self.interactive else None
        board.thinking = self.thinking
        waiting = self.model.waiting_for()
        board.thinking_text = doing(waiting[1] if waiting and waiting[0] == self.thinking else None)
        board.refresh()
        self._panel(view)
        self._top(view)
        self._mirrors(view)

    def _panel(self, view: Any) -> None:
        shown = self._panel_words()
        if shown != self._panel_shown:  # most events change nothing here: no relayout
            self._panel_shown = shown
            self.panel.show_options(*shown)

    def _panel_words(self) -> tuple[str, str, str, list[Option]]:
        """The action panel's title, headline, details and options."""
        choice = self.choice if self.interactive else None
        if self.model.ended is not None:
            return tr("The game is over"), tr("See the result."), "", []
        if choice is not None:
            options = choice.options()
            headline = choice.headline()
            if len(choice.legal) == 1:
                headline = tr("Nothing to decide here: {option}.").format(
                    option=options[0].label if options else tr("go on")
                )
            return tr("Your move"), headline, choice.details(), options
        if not self.interactive:
            return tr("Replay"), tr("The table as it was at this step."), "", []
        waiting = self.model.waiting_for()
        if waiting is not None and waiting[0] != self.model.me:
            text = tr("{player} is {doing}.").format(
                player=self._name(waiting[0]), doing=doing(waiting[1])
            )
        else:
            text = tr("The cards are being dealt.")
        return tr("Please wait"), text, "", []

    def _top(self, view: Any) -> None:
        state = view.state
        turn = tr("Turn {turn} · {player}").format(
            turn=state.turn + 1, player=self._name(state.active)
        )
        waiting = self.model.waiting_for()
        if self.model.ended is not None:
            text = tr("Game over")
        elif waiting is None:
            text = ""
        elif waiting[0] == self.model.me and self.interactive:
            text = tr("Your decision")
        else:
            text = tr("Waiting for {player}: {doing}").format(
                player=self._name(waiting[0]), doing=doing(waiting[1])
            )
        self.top.show_phase(turn, phase(state), text)

    def _mirrors(self, view: Any) -> None:
        state = view.state
        selected = set(self.choice.selected) if self.choice else set()
        shown = self.board.order.get("choice") or self.board.order.get("hand", [])
        key = (state, self.model.view, tuple(shown), tuple(selected), QLocale().name())
        last = self._mirrored
        if last is not None and key[0] is last[0] and key[1] is last[1] and key[2:] == last[2:]:
            return  # the same cards, words and selection: the lists stay as they are
        self._mirrored = key

        def entry(handle: int) -> tuple[object, str, str]:
            name, text = describe_card(view.kind(handle))
            if handle in selected:
                name = tr("{card} (selected)").format(card=name)
            return handle, name, text

        self.hand_list.set_cards([entry(key) for key in shown if isinstance(key, int)])
        market = [entry(h) for h in state.zone(Zone.MARKET)]
        market.append(
            (
                "basic",
                tr("Basic stack: %n card(s)", None, len(state.zone(Zone.BASIC))),
                tr("A blind purchase costs 6 (R7.4)."),
            )
        )
        market.append(
            (
                "experts",
                tr("Expert stack: %n card(s)", None, len(state.zone(Zone.EXPERTS))),
                tr("An Expert costs 8 (R7.5)."),
            )
        )
        self.market_list.set_cards(market)
        seats = []
        for player in self.players:
            seat = player.seat
            text = tr("Resistance {r}; hand {h}; draw pile {d}; discard pile {x}.").format(
                r=state.resistance[seat],
                h=len(state.hand(seat)),
                d=len(state.zone(Zone.DRAW, seat)),
                x=len(state.zone(Zone.DISCARD, seat)),
            )
            if state.targeted[seat]:
                text += " " + tr("Has a Target card.")
            seats.append((f"seat:{seat}", player.name, text))
        self.seat_list.set_cards(seats)

    def _focus(self, key: object) -> None:
        """The keyboard moved to ``key``: ring it on the table; enlarge it after a moment."""
        if isinstance(key, str) and key.startswith("seat:"):
            self.board.focus = ("seat", int(key[5:]))
        else:
            self.board.focus = key
        self.board.hide_zoom()
        self._zoom_timer.start()
        self.schedule()

    def _zoom_focus(self) -> None:
        item = self.board.cards.get(self.board.focus)
        if item is not None and item.kind is not None:
            self.board.show_zoom(item)
