"""What a person would check on a screenshot, as code: the words fit their widgets, nothing
overlaps that should not, nothing is blank, and the table's items keep to their places."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QImage, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QCheckBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QWidget,
)

LEAVES = (
    QLabel,
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractItemView,
    QTextEdit,
    QGraphicsView,
    QAbstractSlider,
)


def plain(text: str) -> str:
    if "<" in text and ">" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def shown(root: QWidget) -> Iterator[QWidget]:
    """Every visible widget under ``root`` (mirrors for screen readers left out: they are
    meant to take no room)."""
    for widget in root.findChildren(QWidget):
        if widget.isVisibleTo(root) and widget.isVisible() and not widget.property("mirror"):
            yield widget


def texts(root: QWidget) -> list[str]:
    """The words a person sees in ``root``'s widgets."""
    out: list[str] = []
    if root.windowTitle():
        out.append(root.windowTitle())
    for w in shown(root):
        if isinstance(w, QLabel):
            out.append(plain(w.text()))
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out.append(w.currentText())
        elif isinstance(w, QLineEdit):
            out.append(w.text() or w.placeholderText())
        elif isinstance(w, QTabWidget):
            out.extend(w.tabText(i) for i in range(w.count()))
        elif isinstance(w, QListWidget):
            out.extend(w.item(i).text() for i in range(w.count()))
        elif isinstance(w, QTextEdit):
            out.extend(line for line in w.toPlainText().splitlines())
    return [t.strip() for t in out if t and t.strip()]


def scene_texts(view: QGraphicsView) -> list[str]:
    out: list[str] = []
    for item in view.scene().items():
        if item.isVisible() and hasattr(item, "texts"):
            out.extend(item.texts())
    return [t for t in out if t]


def settle_layouts() -> None:
    """Every posted layout request taken now: a text set in a wait's last turn (a LAN table
    redraws in batches), or a page just switched to, leaves its layout pending, and a wrapped
    label grows in a second pass; geometry is measured after that, never before."""
    for _ in range(2):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)


def fit_problems(root: QWidget) -> list[str]:
    """Words that do not fit their widget, by the widget's own font metrics."""
    settle_layouts()
    problems = []
    for w in shown(root):
        metrics = QFontMetrics(w.font())
        rect = w.contentsRect()
        if isinstance(w, QLabel) and w.text() and not w.pixmap():
            text = plain(w.text())
            if w.wordWrap() or w.textFormat() == Qt.TextFormat.RichText or "<" in w.text():
                doc = QTextDocument()
                doc.setDefaultFont(w.font())
                doc.setDocumentMargin(0)
                if "<" in w.text():
                    doc.setHtml(w.text())
                else:
                    doc.setPlainText(text)
                doc.setTextWidth(rect.width())
                if doc.size().height() > rect.height() + 3 or doc.idealWidth() > rect.width() + 2:
                    need = doc.size().height()
                    problems.append(f"label {text[:60]!r}: needs {need:.0f} px of {rect.height()}")
            else:
                for line in text.splitlines():
                    if metrics.horizontalAdvance(line) > rect.width() + 1:
                        width = metrics.horizontalAdvance(line)
                        problems.append(f"label {line[:60]!r}: {width} > {rect.width()} px")
        elif isinstance(w, QPushButton | QToolButton) and w.text():
            need = metrics.horizontalAdvance(w.text().replace("&", "")) + 12
            if isinstance(w, QToolButton) and not w.icon().isNull():
                need += w.iconSize().width()
            if need > w.width():
                problems.append(f"button {w.text()!r}: needs {need} px, has {w.width()}")
        elif isinstance(w, QCheckBox) and w.text():
            need = metrics.horizontalAdvance(w.text()) + 22
            if need > w.width():
                problems.append(f"check box {w.text()!r}: needs {need} px, has {w.width()}")
        elif isinstance(w, QGroupBox) and w.title():
            need = metrics.horizontalAdvance(w.title()) + 24
            if need > w.width():
                problems.append(f"group {w.title()!r}: needs {need} px, has {w.width()}")
        elif isinstance(w, QComboBox) and w.currentText():
            need = metrics.horizontalAdvance(w.currentText()) + 30
            if need > w.width():
                problems.append(f"choice {w.currentText()!r}: needs {need} px, has {w.width()}")
    return problems


def window_rect(w: QWidget) -> QRect:
    return QRect(w.mapTo(w.window(), w.rect().topLeft()), w.size())


def overlap_problems(root: QWidget) -> list[str]:
    """Visible widgets that cover one another (neither inside the other)."""
    settle_layouts()
    leaves = [w for w in shown(root) if isinstance(w, LEAVES) and w.width() > 1]
    leaves = [w for w in leaves if not any(isinstance(p, LEAVES) for p in ancestors(w, root))]
    problems = []
    for i, a in enumerate(leaves):
        ra = window_rect(a)
        for b in leaves[i + 1 :]:
            inter = ra.intersected(window_rect(b))
            if inter.width() > 2 and inter.height() > 2:
                problems.append(
                    f"{describe(a)} overlaps {describe(b)} by {inter.width()}x{inter.height()}"
                )
    return problems


def ancestors(w: QWidget, root: QWidget) -> list[QWidget]:
    out = []
    parent = w.parentWidget()
    while parent is not None and parent is not root:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def describe(w: QWidget) -> str:
    text = ""
    if isinstance(w, QLabel | QAbstractButton):
        text = plain(w.text())[:30]
    return f"{type(w).__name__}({w.objectName() or text!r})"


def scene_problems(board) -> list[str]:
    """Table items that cover one another where they should not: the fixed parts (panels,
    piles, track, duel area, labels, market places) never; a card only over the area it lies
    in (a market place, the duel area) or over the cards of its own fanned hand."""
    fixed, cards = [], []
    for item in board.scene.items():
        if not item.isVisible() or item is board.zoom or item.parentItem() is not None:
            continue
        kind = item.data(0)
        if kind == "card":
            cards.append(item)
        elif kind in ("panel", "pile", "track", "area", "label", "slot"):
            fixed.append(item)
    problems = []

    def rect(item) -> QRectF:
        if item.data(0) == "card":
            return item.mapRectToScene(item.card_rect())
        if item.data(0) in ("panel", "pile"):
            return item.mapRectToScene(item.boundingRect().adjusted(6, 6, -6, -6))
        return item.sceneBoundingRect()

    for i, a in enumerate(fixed):
        for b in fixed[i + 1 :]:
            inter = rect(a).intersected(rect(b))
            if inter.width() > 1 and inter.height() > 1:
                problems.append(f"{a.data(0)} overlaps {b.data(0)} at {inter}")
    for card in cards:
        where = board.places.get(card.key)
        for item in fixed:
            inter = rect(card).intersected(rect(item))
            if inter.width() <= 1 or inter.height() <= 1:
                continue
            allowed = (item.data(0) == "slot" and where == "market") or (
                item.data(0) == "area" and where in ("duel", "choice")
            )
            if not allowed:
                problems.append(f"{where} card {card.texts()[:1]} overlaps {item.data(0)}")
        if not board.scene.sceneRect().contains(rect(card)):
            problems.append(f"{where} card {card.texts()[:1]} leaves the table")
    return problems


def blank_problems(image: QImage) -> list[str]:
    """A screenshot that is (nearly) one colour is blank."""
    colours = set()
    step = max(1, image.width() // 80)
    for x in range(0, image.width(), step):
        for y in range(0, image.height(), step):
            colours.add(image.pixel(x, y))
    return [] if len(colours) > 40 else [f"only {len(colours)} colours: blank?"]
