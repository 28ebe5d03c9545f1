"""The Hypnosia board drawn on a widget (H1-H5): the three circles and the centre in their
colours, bridges and gates in the colours of both places they join, the home lanes in their
sector's colour, the pawns (each player's shape with its seat number, so nothing is told by
colour alone; a stack is two tokens, one over the other), the dice, and the highlights of the
person's choice: the units that may move, the one picked, and where it may go.

The widget draws what it is given (a public state, the legal destinations); it computes no
rule. Positions follow H5 (``Board.place``): polar, counter-clockwise, y up on the board.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.hypnosia.colours import RING_COLOURS, sector_colour
from client.kit.gameui import Player
from client.kit.palette import shape_path, text_colour
from core.hypnosia.board import BRIDGE, CAPTURED, GATE, Board
from core.hypnosia.state import State

SPACE = 0.42
"""A space's radius, in board units (H5's radii: A 8, B 6, C 4)."""
PAWN = 0.40
"""A pawn's half size, in board units."""
ROLL_FRAMES = 8
"""Faces the dice show while they roll (the roll takes the animation time)."""


@dataclass
class Motion:
    """A unit on its way: ``count`` pawns of ``seat`` from one point to another (board units)."""

    seat: int
    count: int
    start: tuple[float, float]
    end: tuple[float, float]
    dest: int
    began: float


class BoardCanvas(QWidget):
    """The board, its pawns and dice; ``space_clicked`` says which space was clicked."""

    space_clicked = Signal(int)

    def __init__(self, board: Board, players: Sequence[Player], parent: QWidget | None = None):
        super().__init__(parent)
        self.board = board
        self.players = tuple(players)
        self.state: State | None = None
        self.movable: set[int] = set()
        """Spaces holding a unit the person may move now."""
        self.selected: int | None = None
        self.targets: dict[int, tuple[int, ...]] = {}
        """Destination space -> the dice that take the selected unit there."""
        self.focus: int | None = None
        """The space the keyboard is on (ringed)."""
        self.animation_ms = 350
        self.motion: Motion | None = None
        self.rolling_until = 0.0
        self._roll_faces: tuple[int, int] = (1, 1)
        self._timer = QTimer(self)
        self._timer.setInterval(30)
        self._timer.timeout.connect(self._tick)
        self.setMinimumSize(520, 520)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)

    # --- geometry -----------------------------------------------------------------------------

    def scale(self) -> float:
        """Pixels per board unit: the home lanes' ends (radius A + 4) with a margin fit."""
        reach = self.board.radii[self.board.circles[0][0]] + self.board.home_slots + 0.9
        return min(self.width(), self.height()) / (2 * reach)

    def to_screen(self, x: float, y: float) -> QPointF:
        s = self.scale()
        return QPointF(self.width() / 2 + x * s, self.height() / 2 - y * s)

    def space_xy(self, space: int) -> tuple[float, float]:
        return self.board.place(space).xy()

    def centre_xy(self, index: int) -> tuple[float, float]:
        """Place ``index`` (0-4, in arrival order) inside the centre disc."""
        places = self.board.centre_places
        radius = self.board.centre_radius * 0.55
        angle = math.pi / 2 + 2 * math.pi * index / places
        return radius * math.cos(angle), radius * math.sin(angle)

    def space_at(self, point: QPointF) -> int | None:
        """The space under ``point`` (a circle space, the centre or a home slot), if any."""
        s = self.scale()
        x = (point.x() - self.width() / 2) / s
        y = -(point.y() - self.height() / 2) / s
        if math.hypot(x, y) < self.board.centre_radius:
            return self.board.centre
        best, distance = None, SPACE * 1.4
        for space in range(len(self.board.names)):
            if space == self.board.centre:
                continue
            sx, sy = self.space_xy(space)
            d = math.hypot(sx - x, sy - y)
            if d < distance:
                best, distance = space, d
        return best

    def space_point(self, space: int) -> QPointF:
        """Where ``space`` is on screen (for a click)."""
        if space == self.board.centre:
            return self.to_screen(0.0, 0.0)
        return self.to_screen(*self.space_xy(space))

    # --- animation ----------------------------------------------------------------------------

    def roll(self, dice: tuple[int, int]) -> None:
        """The dice roll for a moment (none with reduce motion), then show ``dice``."""
        if self.animation_ms <= 0:
            self.rolling_until = 0.0
        else:
            self.rolling_until = time.monotonic() + max(0.3, 2 * self.animation_ms / 1000)
            self._roll_faces = dice
            self._timer.start()
        self.update()

    def move(self, seat: int, count: int, start: int, dest: int) -> None:
        """A unit slides from ``start`` to ``dest`` (at once with reduce motion)."""
        if self.animation_ms <= 0 or start == CAPTURED or dest == CAPTURED:
            self.motion = None
            return
        begin = self.space_xy(start)
        end = self.centre_xy(0) if dest == self.board.centre else self.space_xy(dest)
        self.motion = Motion(seat, count, begin, end, dest, time.monotonic())
        self._timer.start()

    def settle(self) -> None:
        """End every animation now (a test, or a new decision)."""
        self.motion = None
        self.rolling_until = 0.0
        self._timer.stop()
        self.update()

    def rolling(self) -> bool:
        return time.monotonic() < self.rolling_until

    def _tick(self) -> None:
        now = time.monotonic()
        if self.motion and now - self.motion.began > self.animation_ms / 1000:
            self.motion = None
        if not self.motion and not self.rolling():
            self._timer.stop()
        self.update()

    # --- input --------------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            space = self.space_at(event.position())
            if space is not None:
                self.space_clicked.emit(space)
                event.accept()
                return
        super().mousePressEvent(event)

    # --- drawing ------------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf8f1"))
        self._board(painter)
        if self.state is not None and self.state.sectors:
            self._pawns(painter, self.state)
        self._highlights(painter)
        self._dice(painter)
        painter.end()

    def _disc(self, painter: QPainter, x: float, y: float, r: float, fill: str) -> None:
        s = self.scale()
        painter.setBrush(QColor(fill))
        painter.setPen(QPen(QColor("#333333"), 1))
        painter.drawEllipse(self.to_screen(x, y), r * s, r * s)

    def _halves(self, painter: QPainter, x: float, y: float, first: str, second: str) -> None:
        """A space of two places (H3): the outer half in its own circle's colour, the inner
        half (towards the centre) in the colour of the place it leads to."""
        s, r = self.scale(), SPACE * 1.15
        centre = self.to_screen(x, y)
        rect = QRectF(centre.x() - r * s, centre.y() - r * s, 2 * r * s, 2 * r * s)
        inward = math.degrees(math.atan2(-y, -x))  # the angle towards the centre, y up
        for colour, start in ((second, inward - 90), (first, inward + 90)):
            path = QPainterPath(centre)
            path.arcTo(rect, start, 180)
            path.closeSubpath()
            painter.fillPath(path, QColor(colour))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#333333"), 1.5))
        painter.drawEllipse(rect)

    def _board(self, painter: QPainter) -> None:
        board, s = self.board, self.scale()
        origin = self.to_screen(0, 0)
        for name, _ in board.circles:
            radius = board.radii[name] * s
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(RING_COLOURS[name]), max(2.0, s * 0.12)))
            painter.drawEllipse(origin, radius, radius)
        painter.setPen(QPen(QColor("#333333"), 1.5, Qt.PenStyle.DashLine))
        for source, target in board.links.items():
            painter.drawLine(self.to_screen(*self.space_xy(source)),
                             self.to_screen(*self.space_xy(target)))  # fmt: skip
        for gate in board.gates:
            x, y = self.space_xy(gate)
            painter.drawLine(self.to_screen(x, y), self.to_screen(x * 0.55, y * 0.55))
        self._disc(painter, 0, 0, board.centre_radius, RING_COLOURS["centre"])
        for index in range(board.centre_places):
            x, y = self.centre_xy(index)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#b5ab92"), 1, Qt.PenStyle.DotLine))
            painter.drawEllipse(self.to_screen(x, y), PAWN * s * 1.1, PAWN * s * 1.1)
            self._label(painter, x, y, str(index + 1), QColor("#b5ab92"), 0.34)
        names = [n for n, _ in board.circles]
        entries = {sector.entry: sector.colour for sector in board.sectors}
        for space in range(board.spaces):
            place = board.place(space)
            x, y = place.xy()
            if board.kind[space] == BRIDGE:
                inner = names[names.index(place.ring) + 1]
                self._halves(painter, x, y, RING_COLOURS[place.ring], RING_COLOURS[inner])
            elif board.kind[space] == GATE:
                self._halves(painter, x, y, RING_COLOURS[place.ring], RING_COLOURS["centre"])
            elif space in entries:
                self._disc(painter, x, y, SPACE, sector_colour(entries[space]))
            else:
                self._disc(painter, x, y, SPACE, RING_COLOURS[place.ring])
        for sector in board.sectors:
            fill = QColor(sector_colour(sector.colour))
            fill.setAlpha(120)
            for k, slot in enumerate(sector.home, start=1):
                x, y = self.space_xy(slot)
                painter.setBrush(fill)
                painter.setPen(QPen(QColor("#333333"), 1))
                half = SPACE * s
                centre = self.to_screen(x, y)
                painter.drawRoundedRect(
                    QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half), 3, 3
                )
                if self.state is None or slot not in self._occupied():
                    self._label(painter, x, y, f"H{k}", QColor("#333333"), 0.3)

    def _occupied(self) -> set[int]:
        return {space for own in self.state.pawns for space in own} if self.state else set()

    def _label(
        self, painter: QPainter, x: float, y: float, text: str, colour: QColor, size: float
    ) -> None:
        s = self.scale()
        font = QFont(self.font())
        font.setPixelSize(max(7, int(size * s)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        centre = self.to_screen(x, y)
        painter.drawText(QRectF(centre.x() - s, centre.y() - s, 2 * s, 2 * s),
                         Qt.AlignmentFlag.AlignCenter, text)  # fmt: skip

    def token(
        self, painter: QPainter, seat: int, x: float, y: float, count: int, ghost: bool = False
    ) -> None:
        """A unit of ``seat``: its shape in its board colour with its seat number; a stack is
        a second token drawn over the first, a little up and to the right."""
        state = self.state
        if state is None or not state.sectors:
            return
        colour = QColor(sector_colour(self.board.sectors[state.sectors[seat]].colour))
        shape = self.players[seat].shape if seat < len(self.players) else "circle"
        s = self.scale()
        offsets = [(0.0, 0.0)] if count < 2 else [(-0.12, -0.1), (0.14, 0.12)]
        for dx, dy in offsets:
            centre = self.to_screen(x + dx, y + dy)
            half = PAWN * s
            rect = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
            path = shape_path(shape, rect)
            fill = QColor(colour)
            if ghost:
                fill.setAlpha(110)
            painter.fillPath(path, fill)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#1b1b1b"), 2 if count > 1 else 1.4))
            painter.drawPath(path)
            font = QFont(self.font())
            font.setPixelSize(max(8, int(0.42 * s)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(text_colour(colour))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(seat + 1))

    def _pawns(self, painter: QPainter, state: State) -> None:
        board = self.board
        moving = self.motion
        arrivals = 0
        for seat, own in enumerate(state.pawns):
            counts: dict[int, int] = {}
            for space in own:
                counts[space] = counts.get(space, 0) + 1
            for space, count in counts.items():
                if space == CAPTURED or space == board.centre:
                    continue
                if moving and moving.seat == seat and moving.dest == space:
                    left = count - moving.count
                    if left <= 0:
                        continue
                    count = left
                x, y = self.space_xy(space)
                if board.is_home(space):
                    for _ in range(count):  # home slots hold one pawn each
                        self.token(painter, seat, x, y, 1)
                else:
                    self.token(painter, seat, x, y, count)
        for index, seat in enumerate(state.arrivals):
            if moving and moving.dest == board.centre and index == len(state.arrivals) - 1:
                continue
            self.token(painter, seat, *self.centre_xy(index), 1)
            arrivals += 1
        if moving is not None:
            t = min(1.0, (time.monotonic() - moving.began) / max(0.001, self.animation_ms / 1000))
            t = t * t * (3 - 2 * t)
            x = moving.start[0] + (moving.end[0] - moving.start[0]) * t
            y = moving.start[1] + (moving.end[1] - moving.start[1]) * t
            self.token(painter, moving.seat, x, y, moving.count)

    def _ring(self, painter: QPainter, space: int, colour: str, width: float, dash: bool) -> None:
        s = self.scale()
        x, y = self.centre_xy(0) if space == self.board.centre else self.space_xy(space)
        pen = QPen(QColor(colour), width)
        if dash:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self.board.centre_radius * 0.95 if space == self.board.centre else SPACE * 1.5
        centre = self.to_screen(0, 0) if space == self.board.centre else self.to_screen(x, y)
        painter.drawEllipse(centre, radius * s, radius * s)

    def _highlights(self, painter: QPainter) -> None:
        for space in sorted(self.movable):
            if space != self.selected:
                self._ring(painter, space, "#0b6e4f", 2.0, True)
        if self.selected is not None:
            self._ring(painter, self.selected, "#0b6e4f", 4.0, False)
        for space, dice in sorted(self.targets.items()):
            self._ring(painter, space, "#c2185b", 3.5, False)
            if space == self.board.centre:
                x, y = 0.0, -self.board.centre_radius * 0.55
            else:
                x, y = self.space_xy(space)
                r = math.hypot(x, y)
                x, y = x * (r - 0.85) / r, y * (r - 0.85) / r  # inward: lanes stay clear
            self._badge(painter, x, y, "/".join(str(d) for d in dice))
        if self.focus is not None:
            self._ring(painter, self.focus, "#1565c0", 3.0, True)

    def _badge(self, painter: QPainter, x: float, y: float, text: str) -> None:
        """A small die-value tag beside a destination (which die takes the unit there)."""
        s = self.scale()
        centre = self.to_screen(x, y)
        font = QFont(self.font())
        font.setPixelSize(max(9, int(0.38 * s)))
        font.setBold(True)
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(text) + 8
        height = painter.fontMetrics().height() + 2
        rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        painter.setBrush(QColor("#c2185b"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def shown_dice(self) -> tuple[tuple[int, bool], ...]:
        """The dice as drawn: (face, still to use) each."""
        state = self.state
        if state is None or not state.rolled:
            return ()
        if self.rolling():
            step = int((self.rolling_until - time.monotonic()) * 1000 / 60)
            a, b = self._roll_faces
            return ((1 + (a + step) % 6, True), (1 + (b + 2 * step + 3) % 6, True))
        left = list(state.dice)
        out = []
        for face in state.rolled:
            unused = face in left
            if unused:
                left.remove(face)
            out.append((face, unused))
        return tuple(out)

    def _dice(self, painter: QPainter) -> None:
        dice = self.shown_dice()
        size = max(34.0, self.scale() * 1.3)
        for index, (face, unused) in enumerate(dice):
            rect = QRectF(10 + index * (size + 10), 10, size, size)
            painter.setBrush(QColor("#ffffff") if unused else QColor("#d8d4cc"))
            painter.setPen(QPen(QColor("#333333") if unused else QColor("#9a958c"), 2))
            painter.drawRoundedRect(rect, size * 0.15, size * 0.15)
            painter.setBrush(QColor("#222222") if unused else QColor("#9a958c"))
            painter.setPen(Qt.PenStyle.NoPen)
            for px, py in PIPS[face]:
                painter.drawEllipse(QPointF(rect.left() + px * size, rect.top() + py * size),
                                    size * 0.08, size * 0.08)  # fmt: skip


PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
"""Where a die's pips lie, as fractions of its side."""
