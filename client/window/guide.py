"""The first-game guide: it dims the window except one part of the table, and says what that
part is for, step by step (Back, Next, Close; Esc closes)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from client.kit.gameui import GuideStep
from client.kit.i18n import tr


class GuideOverlay(QWidget):
    """Covers its parent; ``locate(area)`` gives the rectangle of a part, in parent coordinates."""

    def __init__(
        self, steps: tuple[GuideStep, ...], locate: Callable[[str], QRect | None], parent: QWidget
    ):
        super().__init__(parent)
        self.setObjectName("guideOverlay")
        self.steps = steps
        self.locate = locate
        self.index = 0
        self.bubble = QFrame(self)
        self.bubble.setObjectName("guideBubble")
        layout = QVBoxLayout(self.bubble)
        self.counter = QLabel()
        self.counter.setObjectName("guideCounter")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(320)
        row = QHBoxLayout()
        self.back = QPushButton()
        self.next = QPushButton()
        self.close_button = QPushButton()
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.next.clicked.connect(self._next)
        self.close_button.clicked.connect(self.finish)
        row.addWidget(self.back)
        row.addWidget(self.next)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout.addWidget(self.counter)
        layout.addWidget(self.text)
        layout.addLayout(row)
        self.bubble.setFixedWidth(380)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.go(0)
        self.show()
        self.raise_()
        self.next.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
            self.go(self.index)
        return False

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.finish()
            return
        super().keyPressEvent(event)

    def go(self, index: int) -> None:
        if not self.steps:
            self.finish()
            return
        self.index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[self.index]
        self.counter.setText(
            tr("Step {n} of {total}").format(n=self.index + 1, total=len(self.steps))
        )
        self.text.setText(step.text())
        self.back.setText(tr("Back"))
        self.next.setText(tr("Next") if self.index < len(self.steps) - 1 else tr("Done"))
        self.close_button.setText(tr("Close the guide"))
        self.back.setEnabled(self.index > 0)
        self.bubble.adjustSize()
        self.place_bubble(self.locate(step.area))
        self.update()

    def _next(self) -> None:
        if self.index >= len(self.steps) - 1:
            self.finish()
        else:
            self.go(self.index + 1)

    def target(self) -> QRect | None:
        return self.locate(self.steps[self.index].area) if self.steps else None

    def place_bubble(self, target: QRect | None) -> None:
        size = self.bubble.size()
        area = self.rect()
        if target is None:
            self.bubble.move(
                area.center().x() - size.width() // 2, area.center().y() - size.height() // 2
            )
            return
        candidates = [
            (target.right() + 16, target.top()),
            (target.left() - size.width() - 16, target.top()),
            (target.left(), target.bottom() + 16),
            (target.left(), target.top() - size.height() - 16),
        ]
        for x, y in candidates:
            rect = QRect(x, y, size.width(), size.height())
            if area.contains(rect):
                self.bubble.move(x, y)
                return
        x = min(max(0, target.center().x() - size.width() // 2), area.width() - size.width())
        y = min(max(0, target.center().y() - size.height() // 2), area.height() - size.height())
        self.bubble.move(x, y)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(self.rect().toRectF())
        target = self.target()
        if target is not None:
            hole = QPainterPath()
            hole.addRoundedRect(target.adjusted(-6, -6, 6, 6).toRectF(), 10, 10)
            shade = shade.subtracted(hole)
        painter.fillPath(shade, QColor(10, 8, 20, 150))
        if target is not None:
            painter.setPen(QPen(QColor("#ffb000"), 3))
            painter.drawRoundedRect(target.adjusted(-6, -6, 6, 6), 10, 10)
        painter.end()

    def finish(self) -> None:
        self.parentWidget().removeEventFilter(self)
        self.hide()
        self.deleteLater()
