"""The side column beside the Hypnosia board: each player's colour, shape, score and pawns; the
arrival order in the centre, H17. Real labels, so screen readers and screenshots read them."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from client.games.hypnosia.messages import Words, colour_name
from client.kit.gameui import Player
from client.kit.i18n import tr
from core.hypnosia import scoring
from core.hypnosia.board import CAPTURED, Board
from core.hypnosia.state import State

SIDE_W = 236
"""The side column's width at 1280 x 800."""


def _fit(label: QLabel, width: int) -> None:
    """A wrapped label as tall as its words need at ``width`` (layouts do not always ask)."""
    label.setMinimumHeight(0)
    label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)


def pawn_counts(board: Board, state: State, seat: int) -> tuple[int, int, int, int]:
    """(at home, on the circles, in the centre, captured) pawns of ``seat``."""
    own = state.pawns[seat]
    home = sum(1 for s in own if board.is_home(s))
    centre = sum(1 for s in own if s == board.centre)
    lost = sum(1 for s in own if s == CAPTURED)
    return home, len(own) - home - centre - lost, centre, lost


def seat_text(board: Board, state: State, seat: int) -> str:
    """One seat's standing in words (the side column's line and its keyboard mirror)."""
    home, circles, centre, lost = pawn_counts(board, state, seat)
    totals = scoring.totals(state, board.centre_places)
    where = tr("home {home} · board {board} · centre {centre} · lost {lost}").format(
        home=home, board=circles, centre=centre, lost=lost
    )
    return tr("score {score}").format(score=totals[seat]) + "; " + where


class SidePanel(QFrame):
    """Scores, pawns and the arrival order."""

    def __init__(self, board: Board, players: Sequence[Player], words: Words, parent=None):
        super().__init__(parent)
        self.setObjectName("hypnosiaSide")
        self.board = board
        self.players = tuple(players)
        self.words = words
        self.setFixedWidth(SIDE_W)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.scores_title = QLabel()
        self.scores_title.setObjectName("panelTitle")
        layout.addWidget(self.scores_title)
        self.rows: list[QLabel] = []
        for _ in self.players:
            row = QLabel()
            row.setWordWrap(True)
            row.setTextFormat(Qt.TextFormat.RichText)
            row.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            layout.addWidget(row)
            self.rows.append(row)
        layout.addSpacing(8)
        self.arrivals_title = QLabel()
        self.arrivals_title.setObjectName("panelTitle")
        layout.addWidget(self.arrivals_title)
        self.arrivals = QLabel()
        self.arrivals.setWordWrap(True)
        self.arrivals.setTextFormat(Qt.TextFormat.RichText)
        self.arrivals.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.arrivals)
        layout.addStretch(1)

    def show_state(self, state: State | None, current: int | None) -> None:
        self.scores_title.setText(tr("Scores"))
        self.arrivals_title.setText(tr("Arrivals in the centre"))
        width = SIDE_W - 16
        for seat, row in enumerate(self.rows):
            name = self.words.player(seat)
            if state is None or not state.sectors:
                row.setText(name)
            else:
                colour = colour_name(self.board.sectors[state.sectors[seat]].colour)
                points, where = seat_text(self.board, state, seat).split("; ", 1)
                turn = " ◀" if seat == current else ""
                points = html.escape(points).replace(" ", "&nbsp;")  # "score 5" on one line
                row.setText(f"{name} ({html.escape(colour)}){turn} · <b>{points}</b>"
                            f"<br/><small>{html.escape(where)}</small>")  # fmt: skip
            _fit(row, width)
        if state is None or not state.arrivals:
            self.arrivals.setText(html.escape(tr("Nobody yet.")))
        else:
            lines = [
                tr("{arrival}. {player}: %n point(s)", None,
                   scoring.arrival_points(self.board.centre_places, index),
                   ).format(arrival=index, player=self.words.player(seat))
                for index, seat in enumerate(state.arrivals, start=1)
            ]  # fmt: skip
            self.arrivals.setText("<br/>".join(lines))
        _fit(self.arrivals, width)
