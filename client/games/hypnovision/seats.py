"""The players' rows below the grid: each seat's collected cards, running counts against the
dice, Done and Stop, penalty points per scramble with V4's markers. After a scramble is scored,
the rows keep showing its cards (face up) and points until the next scramble's dice are known.

Words are real labels, so screen readers and screenshots read them; cards, dice and markers
are drawn. In the memory variant (V19) collected cards show their backs and the counts are
hidden, for everyone, the owner included, until scoring turns them up.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QWidget,
)

from client.games.hypnovision.drawing import TYPE_COLOURS, CardImages
from client.games.hypnovision.outcomes import ScoredRound
from client.kit.gameui import Player
from client.kit.i18n import tr
from client.kit.logwords import seat_badge
from core.hypnovision.cards import TYPE_KEYS, Card, CharacterType
from core.hypnovision.scoring import markers
from core.hypnovision.state import State

MINI_W, MINI_H = 42, 28
"""A collected card's size in a player's row."""


@dataclass(frozen=True)
class Holding:
    """What one row shows of a seat: its cards, the dice they count against, and flags."""

    cards: tuple[int, ...]
    dice: tuple[int, ...]
    face_down: bool
    done: bool
    stopped: bool
    out: bool


class CardStrip(QWidget):
    """A player's collected cards, small, in the order taken (backs in the memory variant);
    a click on one asks to put it back (V18, a marked player's own row)."""

    clicked = Signal(int)

    def __init__(self, cards: Sequence[Card], types: Sequence[CharacterType],
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.cards = tuple(cards)
        self.types = tuple(types)
        self.images = CardImages(cards, types)
        self.shown: tuple[int, ...] = ()
        self.face_down = False
        self.pending: int | None = None
        self.setMinimumHeight(MINI_H + 2)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(160, MINI_H + 2)

    def show_cards(self, cards: Sequence[int], face_down: bool) -> None:
        if (tuple(cards), face_down) != (self.shown, self.face_down):
            self.shown, self.face_down = tuple(cards), face_down
            self.update()

    def _step(self) -> float:
        count = len(self.shown)
        if count <= 1:
            return MINI_W + 3
        return min(MINI_W + 3.0, (self.width() - MINI_W - 2) / (count - 1))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = self._step()
        for index, card in enumerate(self.shown):
            rect = QRectF(1 + index * step, 1, MINI_W, MINI_H)
            ratio = self.devicePixelRatioF()
            image = self.images.image(card, MINI_W, MINI_H, ratio, self.face_down)
            painter.drawPixmap(rect.topLeft(), image)
            if card == self.pending:
                painter.setPen(QPen(QColor("#7a1f3d"), 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.shown:
            return
        index = int((event.position().x() - 1) // self._step())
        if 0 <= index < len(self.shown):
            self.clicked.emit(self.shown[index])


class Markers(QWidget):
    """V4's markers for a total of penalty points: purple -5 discs, then black -1 discs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points = 0
        self.setFixedHeight(20)
        self.setMinimumWidth(20)

    def show_points(self, points: int) -> None:
        if points == self.points and self.accessibleName():
            return
        self.points = points
        fives, ones = markers(points)
        self.setMinimumWidth(4 + 19 * min(fives + ones, 12))
        self.setAccessibleName(
            tr("Markers: {fives} of -5 and {ones} of -1 (V4)").format(fives=fives, ones=ones)
        )
        self.setToolTip(self.accessibleName())
        self.update()

    def paintEvent(self, event) -> None:
        fives, ones = markers(self.points)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(painter.font())
        font.setPixelSize(8)
        font.setBold(True)
        painter.setFont(font)
        x = 2.0
        discs = [("#7e4fb0", "-5")] * fives + [("#1d1b24", "-1")] * ones
        for colour, text in discs[:12]:
            rect = QRectF(x, 1, 18, 18)
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.setBrush(QColor(colour))
            painter.drawEllipse(rect)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            x += 19
        painter.end()


class SeatRows(QFrame):
    """One row per player: name and state, collected cards, counts against the dice, points."""

    return_asked = Signal(int)
    """A card of the person's own row was clicked (V18)."""

    def __init__(
        self,
        players: Sequence[Player],
        cards: Sequence[Card],
        types: Sequence[CharacterType],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("visionSeats")
        self.players = tuple(players)
        self.cards = tuple(cards)
        self.types = tuple(types)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        grid.addWidget(self.title, 0, 0, 1, 2)
        self.counts_title = QLabel()
        self.counts_title.setObjectName("panelTitle")
        grid.addWidget(self.counts_title, 0, 2)
        self.points_title = QLabel()
        self.points_title.setObjectName("panelTitle")
        grid.addWidget(self.points_title, 0, 3, 1, 2)
        self.names: list[QLabel] = []
        self.strips: list[CardStrip] = []
        self.counts: list[QLabel] = []
        self.points: list[QLabel] = []
        self.markers: list[Markers] = []
        for row, player in enumerate(self.players, start=1):
            name = QLabel()
            name.setTextFormat(Qt.TextFormat.RichText)
            strip = CardStrip(cards, types)
            if player.me:
                strip.clicked.connect(self.return_asked)
            count = QLabel()
            count.setTextFormat(Qt.TextFormat.RichText)
            points = QLabel()
            points.setTextFormat(Qt.TextFormat.RichText)
            mark = Markers()
            grid.addWidget(name, row, 0)
            grid.addWidget(strip, row, 1)
            grid.addWidget(count, row, 2)
            grid.addWidget(points, row, 3)
            grid.addWidget(mark, row, 4)
            self.names.append(name)
            self.strips.append(strip)
            self.counts.append(count)
            self.points.append(points)
            self.markers.append(mark)
        grid.setColumnStretch(1, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def player(self, seat: int) -> str:
        return seat_badge(self.players[seat])

    def show_table(self, state: State | None, scored: ScoredRound | None,
                   returning: int | None) -> None:  # fmt: skip
        """Every row as ``state`` stands, or as the last scramble was ``scored`` (shown until
        the next dice); ``returning``: the person's card on its way back (V18), dashed."""
        if state is None:
            self.show_seats([None] * len(self.players), (), False)
            return
        holdings: list[Holding | None] = []
        for seat in range(len(self.players)):
            out = seat in state.out
            if scored is not None:
                holdings.append(Holding(tuple(scored.taken[seat]), scored.dice, False, False,
                                        seat in scored.stoppers, out))  # fmt: skip
            elif state.cell_of:
                mine = tuple(state.taken[seat])
                holdings.append(Holding(mine, state.dice, state.face_down, state.done[seat],
                                        seat in state.stoppers, out))  # fmt: skip
            else:
                holdings.append(None)
        self.show_seats(holdings, state.penalties, scored is not None)
        me = next((p.seat for p in self.players if p.me), 0)
        strip = self.strips[me]
        if returning != strip.pending:
            strip.pending = returning
            strip.update()

    def mirror(self) -> list[tuple[object, str, str]]:
        """The rows for the keyboard's and screen readers' list: key, name, counts in words."""
        return [
            (("seat", player.seat), player.name, html.unescape(self.counts[player.seat].text()))
            for player in self.players
        ]

    def show_seats(self, holdings: Sequence[Holding | None], rounds: Sequence[Sequence[int]],
                   scoring: bool) -> None:  # fmt: skip
        """Every row: ``holdings`` by seat (None: nothing yet), ``rounds`` the penalty points
        of every scored scramble, ``scoring`` whether the rows show a scramble's result."""
        self.title.setText(tr("Players and their cards"))
        self.counts_title.setText(tr("Result") if scoring else tr("Count / dice"))
        self.points_title.setText(tr("Penalty points"))
        for seat in range(len(self.players)):
            holding = holdings[seat] if seat < len(holdings) else None
            flags = []
            if holding is not None and holding.out:
                flags.append(tr("out"))
            elif holding is not None and holding.stopped:
                flags.append(tr("Stop!"))
            elif holding is not None and holding.done and not scoring:
                flags.append(tr("done"))
            state = f" <i>{html.escape(', '.join(flags))}</i>" if flags else ""
            self.names[seat].setText(self.player(seat) + state)
            self.names[seat].setMinimumWidth(self.names[seat].sizeHint().width())
            strip = self.strips[seat]
            if holding is None:
                strip.show_cards((), False)
                self.counts[seat].setText("")
            else:
                strip.show_cards(holding.cards, holding.face_down)
                self.counts[seat].setText(self.count_text(holding))
            self.counts[seat].setMinimumWidth(self.counts[seat].sizeHint().width())
            scored = [r[seat] for r in rounds if seat < len(r)]
            total = sum(scored)
            if scored:
                each = " · ".join(str(p) for p in scored)
                text = tr("{rounds} = <b>{total}</b>").format(rounds=each, total=total)
            else:
                text = "0"
            self.points[seat].setText(text)
            self.points[seat].setMinimumWidth(self.points[seat].sizeHint().width())
            self.markers[seat].show_points(total)

    def count_text(self, holding: Holding) -> str:
        """Each type's count against its die (``A 2/3``), or, in the memory variant, only how
        many cards lie face down."""
        if holding.face_down:
            return html.escape(tr("%n card(s) face down", None, len(holding.cards)))
        have = [0] * len(TYPE_KEYS)
        for card in holding.cards:
            for t, n in enumerate(self.cards[card].counts):
                have[t] += n
        parts = []
        for t, kind in enumerate(self.types):
            die = holding.dice[t] if t < len(holding.dice) else None
            letter = f'<span style="color:{TYPE_COLOURS[kind.key]}">{kind.letter}</span>'
            text = f"{letter}&nbsp;{have[t]}/{'?' if die is None else die}"
            if die is not None and have[t] == die:
                text = f"<b>{text}✓</b>"
            elif die is not None and have[t] > die:
                text = f'<span style="color:#9b1c1c">{text}+</span>'
            parts.append(text)
        off = sum(abs(h - d) for h, d in zip(have, holding.dice, strict=False))
        if holding.stopped and off and len(holding.dice) == len(have):
            parts.append(html.escape(tr("+3: Stop! without matching (V16)")))
        return " ".join(parts)
