"""Hypnosia's table: the board, the side column, the action panel and the top bar, fed by the
session's events.

The person clicks a unit (a ringed pawn or stack), then one of the highlighted destinations;
the panel offers the same moves as buttons (keys 1-6), and the keyboard reaches every unit and
destination through accessible lists. Every move offered is one of the session's legal actions:
where a move ends is read from the move itself (``core.hypnosia.moves.destination``), and no
rule is computed here. A decision with a single legal move passes by itself after a short pause
(``client.kit.deciding``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtWidgets import QHBoxLayout, QWidget

from client.games.hypnosia.board import BoardCanvas
from client.games.hypnosia.messages import Words, first_report, log_entries, pair, space_name
from client.games.hypnosia.side import SidePanel, seat_text
from client.kit.controls import ActionPanel, Option, keyboard_lists
from client.kit.deciding import DecidingTable
from client.kit.gameui import LogEntry, Player
from client.kit.i18n import tr
from client.kit.topbar import TopBar
from core.hypnosia.moves import destination, is_entry
from core.hypnosia.rules import DIE_OUTCOMES, two_dice
from core.hypnosia.state import Move, Pass, State
from core.vocabulary import RandomStep, RandomValue
from net import Changed, Dealt, Ended, Played, YourTurn


class HypnosiaTable(DecidingTable):
    """The table of one Hypnosia game, as seat ``me`` sees it."""

    def __init__(
        self, game: Any, players: tuple[Player, ...], parent: QObject | None = None,
        settings: Any = None,
    ) -> None:  # fmt: skip
        super().__init__(players, parent)
        self.game = game
        self.settings = settings if settings is not None else {"players": len(players)}
        self.board = game.board
        self.shared_dice = False
        """A LAN game (``set_shared_randomness``): the dice are drawn jointly by the peers."""
        self.words = Words(players)
        self.canvas = BoardCanvas(self.board, players)
        self.side = SidePanel(self.board, players, self.words)
        self.board_widget = QWidget()
        self.board_widget.setObjectName("hypnosiaBoard")
        row = QHBoxLayout(self.board_widget)
        row.setContentsMargins(6, 6, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.canvas, 1)
        row.addWidget(self.side)
        self.top = TopBar()
        self.panel = ActionPanel()
        self.state: State | None = None
        self.legal: tuple[Any, ...] | None = None
        """The person's legal actions while it is their decision; None otherwise."""
        self.choice = None
        """The decision being made (the YourTurn event), for the window's tests and guide."""
        self.selected: int | None = None
        self.dest: int | None = None
        self.ended = False
        self.canvas.space_clicked.connect(self.click_space)
        self.panel.option_chosen.connect(self._option)
        # The keyboard's and screen readers' way in: units, destinations, players as lists.
        self.units_list, self.targets_list, self.seat_list = keyboard_lists(
            self.board_widget,
            (lambda: tr("Your pawns that can move"), lambda: tr("Where they can go"),
             lambda: tr("Players")),
            self.activate, self._focus, self.escape,
        )  # fmt: skip
        self.canvas.setAccessibleName(tr("The board"))

    # --- the kit's interface -----------------------------------------------------------------

    def focus_chain(self) -> tuple[QWidget, ...]:
        return (self.units_list, self.targets_list, self.seat_list)

    def take_event(self, event: Any) -> Any:
        """The board takes the event (a move or a roll is animated); the log keeps it, the
        start told in words (H6, H7)."""
        if isinstance(event, Changed) and self.state is None:  # the start, in words (H6, H7)
            event = first_report(self.game, self.settings, self.history, event)
        if isinstance(event, Changed):
            self._take(event.view.state)
        if isinstance(event, Played) and isinstance(event.action, Move):
            move = event.action
            self.canvas.move(event.seat, move.count, move.start, destination(self.board, move))
        elif isinstance(event, Dealt) and self._is_roll(event):
            self.canvas.roll(two_dice(event.result.value))
        if isinstance(event, YourTurn) and event.seat == self.me:
            self._take(event.view.state)
        elif isinstance(event, Ended):
            self.ended = True
        return event

    def word(self, kept: Any) -> list[LogEntry]:
        return log_entries(self.words, kept, self.shared_dice)

    @staticmethod
    def _is_roll(event: Dealt) -> bool:
        return (
            isinstance(event.step, RandomStep)
            and isinstance(event.result, RandomValue)
            and event.step.bound == DIE_OUTCOMES
        )

    def _take(self, state: State) -> None:
        self.state = state
        for seat, sector in enumerate(state.sectors):
            self.words.colours[seat] = self.board.sectors[sector].colour

    def reset(self) -> None:
        """Back to before the first event (a replay stepping back)."""
        self.state = None
        self.ended = False
        self.words.colours.clear()
        self.words.proof = None
        self.canvas.settle()
        super().reset()

    def log_lines(self) -> list[LogEntry]:
        """The whole log, worded again in the current language (a proof is said once)."""
        self.words.proof = None
        return super().log_lines()

    def set_shared_randomness(self, shared: bool) -> None:
        self.shared_dice = shared

    def final_players(self, players: tuple[Player, ...]) -> tuple[Player, ...]:
        """In the board colours drawn at the start (H6), not the colours chosen."""
        if self.state is None or not self.state.sectors:
            return players
        return tuple(replace(p, colour=self.words.colour(p.seat)) for p in players)

    def places(self) -> tuple[int, ...] | None:
        """H18's places (the tie rule: the earlier first arrival in the centre ranks higher)."""
        return self.game.ranking(self.state) if self.state is not None else None

    def set_animation(self, ms: int) -> None:
        self.canvas.animation_ms = ms

    def area(self, name: str) -> QWidget | None:
        return {"panel": self.panel, "top": self.top, "side": self.side}.get(name, self.canvas)

    def area_rect(self, name: str) -> QRect | None:
        """The dice's corner of the board (for the first-game guide); other areas are whole."""
        if name == "dice":
            size = int(max(34.0, self.canvas.scale() * 1.3))
            return QRect(0, 0, 2 * size + 40, size + 20)
        return None

    def retranslate(self) -> None:
        for mirror in (self.units_list, self.targets_list, self.seat_list):
            mirror.retranslate()
        self.canvas.setAccessibleName(tr("The board"))
        self.refresh()

    # --- the person's decision ---------------------------------------------------------------

    def _open(self, event: YourTurn) -> None:
        self.choice = event
        self.legal = tuple(event.legal)
        self.selected = self.dest = None  # the last move and the roll go on moving meanwhile

    def _forget(self) -> None:
        self.choice = None
        self.legal = None
        self.selected = self.dest = None

    def moves(self) -> list[Move]:
        return [a for a in self.legal or () if isinstance(a, Move)]

    def movable(self) -> set[int]:
        """Spaces of the units that have a legal move."""
        return {m.start for m in self.moves()}

    def targets(self) -> dict[int, tuple[int, ...]]:
        """Where the selected unit may go, with the dice that take it there."""
        out: dict[int, set[int]] = {}
        for move in self.moves():
            if move.start == self.selected:
                out.setdefault(destination(self.board, move), set()).add(move.die)
        return {space: tuple(sorted(dice)) for space, dice in out.items()}

    def click_space(self, space: int) -> None:
        """A space of the board was clicked: pick a unit, or send the picked one there."""
        if self.legal is None or not self.interactive:
            return
        if self.selected is not None and space in self.targets():
            self.go(space)
            return
        if self.board.is_home(space):  # a home lane: its pawn that may leave (H2, H10)
            home = [s for s in self.movable() if self.board.is_home(s)]
            if home and self.board.slot_of(space)[0] == self.board.slot_of(home[0])[0]:
                space = home[0]
        self.selected = space if space in self.movable() else None
        self.dest = None
        self.schedule()

    def go(self, dest: int) -> None:
        """Send the selected unit to ``dest``: the move, or a choice of moves if several
        lead there (one pawn of a stack or both, one die or the other)."""
        found = [m for m in self.moves() if m.start == self.selected
                 and destination(self.board, m) == dest]  # fmt: skip
        if len(found) == 1:
            self._submit(found[0])
        elif found:
            self.dest = dest
            self.schedule()

    def activate(self, key: object) -> None:
        """A list entry was activated (Space or Enter)."""
        if not isinstance(key, tuple) or len(key) != 2:
            return
        kind, space = key
        if kind == "unit":
            self.click_space(int(space))
        elif kind == "dest" and self.selected is not None:
            self.go(int(space))
        self.refresh()
        if kind == "unit" and self.selected is not None and self.targets_list.count():
            self.targets_list.setFocus()

    def _option(self, option: Option) -> None:
        if option.action is not None:
            self._submit(option.action)

    def _submit(self, action: Any) -> None:
        if self.legal is not None and action in self.legal:
            super()._submit(action)

    def escape(self) -> None:
        if self.legal is not None:
            self.selected = self.dest = None
            self.schedule()

    # --- words for moves ---------------------------------------------------------------------

    def move_label(self, action: Any) -> str:
        if isinstance(action, Pass):
            return tr("Do not enter the centre (the remaining dice are lost)")
        board = self.board
        start = space_name(board.name(action.start))
        end = space_name(board.name(destination(board, action)))
        if is_entry(board, action):
            text = tr("{die}: enter the centre from {start}")
        elif board.is_home(action.start):
            text = tr("{die}: leave home to {end}")
        elif action.inward:
            text = tr("{die}: cross from {start} to {end}")
        else:
            text = tr("{die}: {start} to {end}")
        text = text.format(die=action.die, start=start, end=end)
        if action.count == 2:
            text = tr("{move}, both pawns").format(move=text)
        return text

    def options(self) -> list[Option]:
        """The panel's buttons: the moves of the picked unit (to the picked destination), or
        every move when there are few; not entering the centre when that is allowed."""
        legal = self.legal or ()
        moves = self.moves()
        if self.selected is not None:
            moves = [m for m in moves if m.start == self.selected]
            if self.dest is not None:
                moves = [m for m in moves if destination(self.board, m) == self.dest]
        elif len(legal) > 6:
            moves = []
        shown: list[Any] = list(moves)
        shown += [a for a in legal if isinstance(a, Pass)]
        return [
            Option(_key(a), self.move_label(a), a, primary=index == 0)
            for index, a in enumerate(shown[:6])
        ]

    # --- showing ------------------------------------------------------------------------------

    def refresh(self) -> None:
        self._refreshed()
        state = self.state
        canvas = self.canvas
        canvas.state = state
        mine = self.legal is not None and self.interactive
        canvas.movable = self.movable() if mine else set()
        canvas.selected = self.selected if mine else None
        canvas.targets = self.targets() if mine and self.selected is not None else {}
        canvas.update()
        current = state.current if state is not None and state.current >= 0 else None
        self.side.show_state(state, current)
        self._panel()
        self._top()
        self._mirrors()
        dice = pair(state.dice) if state is not None and state.dice else "-"
        self.canvas.setAccessibleDescription(
            tr("{turn}. Dice to use: {dice}.").format(turn=self.top.turn.text(), dice=dice)
        )

    def _panel(self) -> None:
        state = self.state
        if self.ended:
            self.panel.show_waiting(tr("The game is over"), tr("See the result."))
        elif self.legal is not None and self.interactive and state is not None:
            options = self.options()
            dice = tr("Dice to use: {dice}.").format(dice=pair(state.dice))
            if len(self.legal) == 1:
                headline = tr("Only one move is possible: {move}.").format(
                    move=self.move_label(self.legal[0])
                )
            elif self.dest is not None:
                headline = tr("Several moves lead there: choose one.")
            elif self.selected is not None:
                headline = tr("Now click where it goes: a highlighted space (the tag says"
                              " which die).")  # fmt: skip
            else:
                headline = tr("Click one of your ringed pawns, then where it goes.")
            self.panel.show_options(tr("Your move"), headline, dice, options)
        elif not self.interactive and self.shared_dice:  # a LAN game followed without a seat
            self.panel.show_waiting(tr("Watching"), tr("You follow this game without a seat."))
        elif not self.interactive:
            self.panel.show_waiting(tr("Replay"), tr("The table as it was at this step."))
        elif self.thinking is not None and self.thinking != self.me:
            moving = tr("{player} is moving.").format(player=self._name(self.thinking))
            self.panel.show_waiting(tr("Please wait"), moving)
        else:
            self.panel.show_waiting(tr("Please wait"), tr("The dice are being rolled."))

    def _top(self) -> None:
        state = self.state
        if state is None or state.current < 0:
            turn = tr("Drawing colours and the first player")
        else:
            turn = tr("Turn {turn} · {player}").format(
                turn=max(1, state.turns), player=self._name(state.current)
            )
        if self.ended:
            waiting = tr("Game over")
        elif self.legal is not None and self.interactive:
            waiting = tr("Your move")
        elif self.thinking is not None:
            waiting = tr("Waiting for {player}").format(player=self._name(self.thinking))
        else:
            waiting = ""
        self.top.show_state(turn, waiting, self.away_names())

    def _mirrors(self) -> None:
        board, state = self.board, self.state
        mine = self.legal is not None and self.interactive
        units = []
        for start in sorted(self.movable()) if mine else []:
            count = sum(1 for m in self.moves() if m.start == start)
            name = tr("{space}: %n move(s)", None, count).format(
                space=space_name(board.name(start))
            )
            if start == self.selected:
                name = tr("{unit} (picked)").format(unit=name)
            units.append((("unit", start), name, name))
        self.units_list.set_cards(units)
        targets = []
        for space, dice in sorted(self.targets().items()) if mine else []:
            name = tr("{space} with {dice}").format(
                space=space_name(board.name(space)), dice=" / ".join(str(d) for d in dice)
            )
            targets.append((("dest", space), name, name))
        self.targets_list.set_cards(targets)
        seats = []
        for player in self.players:
            text = seat_text(board, state, player.seat) if state and state.sectors else ""
            seats.append((("seat", player.seat), player.name, text))
        self.seat_list.set_cards(seats)
        focused = None  # the ring follows the keyboard's list entry, if a list has the focus
        for mirror in (self.units_list, self.targets_list):
            item = mirror.currentItem()
            if mirror.hasFocus() and item is not None:
                focused = item.data(Qt.ItemDataRole.UserRole)
        self._focus(focused)

    def _focus(self, key: object) -> None:
        """The keyboard moved to ``key``: ring that space on the board."""
        if isinstance(key, tuple) and key[0] in ("unit", "dest"):
            self.canvas.focus = int(key[1])
        else:
            self.canvas.focus = None
        self.canvas.update()


def _key(action: Any) -> str:
    if isinstance(action, Pass):
        return "pass"
    return f"move:{action.die}:{action.start}:{action.count}:{action.inward}"
