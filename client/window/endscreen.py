"""The end of a game: the winner, a chart of every player's standing over the game (Hypnose:
Mental Resistance per turn), the final scores, and the audit line (what was verified, or why
there is nothing to verify)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.kit.gameui import Player
from client.kit.i18n import tr
from client.kit.palette import shape_path


class StandingChart(QWidget):
    """Each player's score per turn as a line in its colour, with its shape at every point
    (so the lines are told apart without colour), and a legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players: tuple[Player, ...] = ()
        self.points: list[tuple[int, tuple[int, ...]]] = []
        self.score_name = ""
        self.setMinimumSize(560, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(
        self,
        players: Sequence[Player],
        points: Sequence[tuple[int, tuple[int, ...]]],
        score_name: str,
    ) -> None:
        self.players = tuple(players)
        self.points = list(points)
        self.score_name = score_name
        summary = "; ".join(
            f"{p.name}: {' '.join(str(s[p.seat]) for _, s in self.points)}" for p in self.players
        )
        self.setAccessibleName(tr("Chart: {score} per turn").format(score=score_name))
        self.setAccessibleDescription(summary)
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbfaff"))
        if not self.points:
            p.end()
            return
        font = QFont()
        font.setPixelSize(12)
        p.setFont(font)
        metrics = QFontMetricsF(font)
        legend_w = max(metrics.horizontalAdvance(pl.name) for pl in self.players) + 40
        plot = QRectF(48, 28, self.width() - 48 - legend_w - 24, self.height() - 28 - 44)
        turns = [t for t, _ in self.points]
        t0, t1 = min(turns), max(max(turns), min(turns) + 1)
        top = max(max(s) for _, s in self.points) or 1
        low = min(0, *(min(s) for _, s in self.points))  # scores can fall below 0 (H15)

        def at(turn: int, score: int) -> QPointF:
            x = plot.left() + (turn - t0) / (t1 - t0) * plot.width()
            y = plot.bottom() - (score - low) / (top - low) * plot.height()
            return QPointF(x, y)

        p.setPen(QPen(QColor("#d8d4e3"), 1))
        for score in range(low, top + 1):
            y = at(t0, score).y()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(QColor("#4a4754"))
        step = max(1, (top - low) // 6)
        for score in range(-(-low // step) * step, top + 1, step):  # 0 always among them
            y = at(t0, score).y()
            p.drawText(
                QRectF(0, y - 9, 40, 18),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(score),
            )
        span = t1 - t0
        tick = max(1, span // 10)
        for turn in range(t0, t1 + 1, tick):
            x = at(turn, low).x()
            p.drawText(
                QRectF(x - 20, plot.bottom() + 4, 40, 16), Qt.AlignmentFlag.AlignCenter, str(turn)
            )
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 22, plot.width(), 18),
            Qt.AlignmentFlag.AlignCenter,
            tr("Turn"),
        )
        p.drawText(QRectF(4, 4, plot.width(), 18), Qt.AlignmentFlag.AlignLeft, self.score_name)
        every = max(1, len(self.points) // 12)
        for index, player in enumerate(self.players):
            colour = QColor(player.colour)
            path = QPainterPath()
            for i, (turn, scores) in enumerate(self.points):
                point = at(turn, scores[player.seat]) + QPointF(0, (index - 1.5) * 1.5)
                if i == 0:
                    path.moveTo(point)
                else:
                    path.lineTo(point)
            p.setPen(QPen(colour, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setPen(QPen(QColor("#1d1b24"), 1))
            p.setBrush(colour)
            for i, (turn, scores) in enumerate(self.points):
                if i % every == 0 or i == len(self.points) - 1:
                    point = at(turn, scores[player.seat])
                    p.drawPath(
                        shape_path(player.shape, QRectF(point.x() - 5, point.y() - 5, 10, 10))
                    )
            y = plot.top() + index * 24
            x = plot.right() + 20
            p.drawPath(shape_path(player.shape, QRectF(x, y + 3, 14, 14)))
            p.setPen(QColor("#1d1b24"))
            p.drawText(QRectF(x + 20, y, legend_w, 20), Qt.AlignmentFlag.AlignVCenter, player.name)
        p.end()


class EndScreen(QWidget):
    """Shown when a game ends; offers the replay and a new game."""

    replay = Signal()
    again = Signal()
    home = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endScreen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.scores = QLabel()
        self.scores.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scores.setWordWrap(True)
        self.chart = StandingChart()
        self.audit = QLabel()
        self.audit.setObjectName("audit")
        self.audit.setWordWrap(True)
        self.audit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.scores)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.audit)
        row = QHBoxLayout()
        row.addStretch(1)
        self.replay_button = QPushButton()
        self.again_button = QPushButton()
        self.home_button = QPushButton()
        for button, signal in (
            (self.replay_button, self.replay),
            (self.again_button, self.again),
            (self.home_button, self.home),
        ):
            button.clicked.connect(signal)
            button.setMinimumWidth(180)
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self._data: tuple = ()
        self.retranslate()

    def show_result(
        self,
        players: Sequence[Player],
        winners: Sequence[int],
        scores: Sequence[int],
        points: Sequence[tuple[int, tuple[int, ...]]],
        score_name: str,
        audit: Callable[[], str],
        title: Callable[[], str] | None = None,
        places: Sequence[int] | None = None,
    ) -> None:
        """``audit`` gives the audit line in the current language (fair, with counts; the
        cheating proof in words; or why there is nothing to verify); ``title`` the result in
        the game's words (``GameUI.result_title``); ``places`` each seat's place where the
        game ranks beyond the scores (``GameTable.places``), shown before each name."""
        self._data = (
            tuple(players),
            tuple(winners),
            tuple(scores),
            list(points),
            score_name,
            audit,
            title,
            tuple(places) if places is not None else None,
        )
        self.retranslate()

    def offer(self, replay: bool = True, again: bool = True) -> None:
        """Which of "Replay this game" and "Play again" the game allows (a LAN game has no
        saved game here to replay, and another table is formed in the lobby)."""
        self.replay_button.setVisible(replay)
        self.again_button.setVisible(again)

    def ranking(self) -> str:
        """The final scores, best first: by the game's places where it gives them (a tie
        broken by its rules), else by score."""
        players, _, scores, _, _, _, _, places = self._data
        shown = [p for p in players if p.seat < len(scores)]
        if places is None or len(places) != len(scores):
            shown.sort(key=lambda p: -scores[p.seat])
            return " · ".join(f"{p.name}: {scores[p.seat]}" for p in shown)
        shown.sort(key=lambda p: (places[p.seat], p.seat))
        return " · ".join(
            tr("{place}. {player}: {score}").format(
                place=places[p.seat], player=p.name, score=scores[p.seat]
            )
            for p in shown
        )

    def retranslate(self) -> None:
        self.replay_button.setText(tr("Replay this game"))
        self.again_button.setText(tr("Play again"))
        self.home_button.setText(tr("Back to the start"))
        if not self._data:
            return
        players, winners, _, points, score_name, audit, title, _ = self._data
        if title is not None:
            self.title.setText(title())
        elif winners:
            names = ", ".join(players[w].name for w in winners)
            self.title.setText(tr("{player} wins.").format(player=names))
        else:
            self.title.setText(tr("The game ended without a winner."))
        self.scores.setText(self.ranking())
        self.chart.set_data(players, points, score_name)
        self.audit.setText(audit())

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
