"""Hypnose's cards, drawn by the client from the catalog's data with QPainter (ui.md "Cards").

A card is drawn in its own coordinates (630 x 880: poker proportions, 63 x 88 mm times ten) and
scaled to any size by the painter, so it is vector-sharp at every size and device pixel ratio.
Colour never carries meaning alone: each family has its colour (Okabe–Ito based, with text
contrast of at least WCAG AA), an icon whose shape differs per family, and its name in the band;
each number has its shape (a sword for attack, a shield for defense, a coin for value, a circling
arrow for resale).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTextOption,
    QTransform,
)

from client.games.hypnose import cardtext
from client.kit.palette import text_colour
from core.hypnose.catalog import CardKind, Category

W, H = 630.0, 880.0
"""A card's own coordinates."""
DETAIL_WIDTH = 170.0
"""From this width on (device-independent pixels) a card prints its whole text."""
INK = QColor("#1d1b24")
BACK = QColor("#2d1f4e")
PIXMAPS_KEPT = 300
"""Card pictures kept drawn (a 4-player table shows ~40 at two or three sizes; a 4K screen's
hand card is ~0.4 MB, so at most ~100 MB in the worst case, ~15 MB in play)."""


@dataclass(frozen=True)
class FamilyStyle:
    band: QColor
    """The family's colour, printed in the band."""
    body: QColor
    """A light tint of it for the card's body."""
    icon: str


FAMILIES: dict[Category, FamilyStyle] = {
    Category.VALUE: FamilyStyle(QColor("#F0E442"), QColor("#FCF9DA"), "coin"),
    Category.DEFENSE: FamilyStyle(QColor("#0072B2"), QColor("#E3F0F8"), "shield"),
    Category.BOOST: FamilyStyle(QColor("#D55E00"), QColor("#FBE9DC"), "flame"),
    Category.BOOK: FamilyStyle(QColor("#7B4A22"), QColor("#F3EAE0"), "book"),
    Category.COURSE: FamilyStyle(QColor("#5F6368"), QColor("#EEEFF0"), "mortarboard"),
    Category.EXPERT: FamilyStyle(QColor("#7E3F98"), QColor("#F1E6F5"), "eye"),
}
"""Yellow Value, blue Defense, red Boost, brown Book, grey Course, purple Expert (R2's colours;
Okabe–Ito's yellow, blue and vermillion, with a brown, a grey and a purple of AA contrast)."""


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


# --- shapes ------------------------------------------------------------------------------------


def icon_path(name: str, r: QRectF) -> QPainterPath:
    """A family or number icon in ``r`` (outline; filled by the caller)."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    p = QPainterPath()

    def pt(fx: float, fy: float) -> QPointF:
        return QPointF(x + fx * w, y + fy * h)

    if name == "coin":
        p.addEllipse(r)
        inner = QPainterPath()
        inner.addEllipse(r.adjusted(w * 0.2, h * 0.2, -w * 0.2, -h * 0.2))
        p = p.subtracted(inner)
        p.addEllipse(r.adjusted(w * 0.32, h * 0.32, -w * 0.32, -h * 0.32))
    elif name == "shield":
        p.moveTo(pt(0.5, 0.0))
        p.lineTo(pt(0.95, 0.15))
        p.cubicTo(pt(0.95, 0.6), pt(0.75, 0.85), pt(0.5, 1.0))
        p.cubicTo(pt(0.25, 0.85), pt(0.05, 0.6), pt(0.05, 0.15))
        p.closeSubpath()
    elif name == "flame":
        p.moveTo(pt(0.5, 0.0))
        p.cubicTo(pt(0.62, 0.25), pt(0.95, 0.42), pt(0.88, 0.72))
        p.cubicTo(pt(0.82, 0.95), pt(0.62, 1.0), pt(0.5, 1.0))
        p.cubicTo(pt(0.3, 1.0), pt(0.12, 0.9), pt(0.12, 0.66))
        p.cubicTo(pt(0.12, 0.45), pt(0.3, 0.4), pt(0.32, 0.22))
        p.cubicTo(pt(0.42, 0.32), pt(0.44, 0.42), pt(0.46, 0.5))
        p.cubicTo(pt(0.56, 0.35), pt(0.55, 0.15), pt(0.5, 0.0))
        p.closeSubpath()
    elif name == "book":
        left = QPolygonF([pt(0.02, 0.18), pt(0.48, 0.26), pt(0.48, 0.95), pt(0.02, 0.85)])
        right = QPolygonF([pt(0.98, 0.18), pt(0.52, 0.26), pt(0.52, 0.95), pt(0.98, 0.85)])
        p.addPolygon(left)
        p.closeSubpath()
        p.addPolygon(right)
        p.closeSubpath()
    elif name == "mortarboard":
        p.addPolygon(QPolygonF([pt(0.5, 0.12), pt(1.0, 0.38), pt(0.5, 0.62), pt(0.0, 0.38)]))
        p.closeSubpath()
        p.moveTo(pt(0.2, 0.52))
        p.lineTo(pt(0.2, 0.78))
        p.cubicTo(pt(0.35, 0.92), pt(0.65, 0.92), pt(0.8, 0.78))
        p.lineTo(pt(0.8, 0.52))
        p.lineTo(pt(0.5, 0.68))
        p.closeSubpath()
        p.addRect(QRectF(pt(0.88, 0.4), pt(0.94, 0.82)))
    elif name == "eye":
        p.moveTo(pt(0.0, 0.5))
        p.cubicTo(pt(0.25, 0.1), pt(0.75, 0.1), pt(1.0, 0.5))
        p.cubicTo(pt(0.75, 0.9), pt(0.25, 0.9), pt(0.0, 0.5))
        p.closeSubpath()
        iris = QPainterPath()
        iris.addEllipse(QRectF(pt(0.33, 0.27), pt(0.67, 0.73)))
        p = p.subtracted(iris)
        p.addEllipse(QRectF(pt(0.42, 0.4), pt(0.58, 0.6)))
    elif name == "sword":
        p.addPolygon(
            QPolygonF([pt(0.5, 0.0), pt(0.6, 0.12), pt(0.6, 0.62), pt(0.4, 0.62), pt(0.4, 0.12)])
        )
        p.closeSubpath()
        p.addRect(QRectF(pt(0.2, 0.62), pt(0.8, 0.7)))
        p.addRect(QRectF(pt(0.44, 0.7), pt(0.56, 0.92)))
        p.addEllipse(QRectF(pt(0.41, 0.9), pt(0.59, 1.0)))
    elif name == "resale":
        outer = QPainterPath()
        outer.addEllipse(r.adjusted(w * 0.05, h * 0.05, -w * 0.05, -h * 0.05))
        inner = QPainterPath()
        inner.addEllipse(r.adjusted(w * 0.22, h * 0.22, -w * 0.22, -h * 0.22))
        ring = outer.subtracted(inner)
        gap = QPainterPath()
        gap.addRect(QRectF(pt(0.5, 0.0), pt(1.0, 0.45)))
        p = ring.subtracted(gap)
        p.addPolygon(QPolygonF([pt(0.55, -0.02), pt(0.98, 0.3), pt(0.5, 0.42)]))
        p.closeSubpath()
    else:
        raise ValueError(f"no icon {name!r}")
    return p


@cache
def back_spiral() -> QPainterPath:
    """The spiral of every card's back, in card coordinates (built once)."""
    return spiral_path(QPointF(W / 2, H / 2), 250)


def spiral_path(center: QPointF, radius: float, turns: float = 4.5) -> QPainterPath:
    """An Archimedean spiral: the hypnotist's pattern on every card's back."""
    path = QPainterPath(center)
    steps = int(turns * 48)
    for i in range(1, steps + 1):
        t = i / steps
        angle = t * turns * 2 * math.pi
        path.lineTo(
            center.x() + radius * t * math.cos(angle), center.y() + radius * t * math.sin(angle)
        )
    return path


# --- painting ----------------------------------------------------------------------------------


def _begin(p: QPainter, rect: QRectF) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.translate(rect.topLeft())
    p.scale(rect.width() / W, rect.height() / H)


def _outline() -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, W, H), 34, 34)
    return path


def _fit_text(p: QPainter, box: QRectF, text: str, size: float, bold: bool, lines: int) -> None:
    """``text`` centred in ``box``, wrapped, its font shrunk until it fits in ``lines`` lines."""
    option = QTextOption(Qt.AlignmentFlag.AlignCenter)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    while size > 8:
        font = _font(size, bold)
        metrics = QFontMetricsF(font)
        bound = metrics.boundingRect(
            QRectF(0, 0, box.width(), 10000), int(Qt.TextFlag.TextWordWrap), text
        )
        if bound.height() <= min(box.height(), metrics.lineSpacing() * lines + 1) and all(
            metrics.horizontalAdvance(word) <= box.width() for word in text.split()
        ):
            break
        size *= 0.92
    p.setFont(_font(size, bold))
    p.drawText(box, text, option)


def paint_face(p: QPainter, rect: QRectF, kind: CardKind, *, detail: bool | None = None) -> None:
    """The face of ``kind`` in ``rect``; ``detail`` prints the whole text (default: when the
    card is large enough to read it)."""
    if detail is None:
        detail = rect.width() >= DETAIL_WIDTH
    style = FAMILIES[kind.category]
    _begin(p, rect)
    outline = _outline()
    p.fillPath(outline, style.body)
    p.setClipPath(outline)

    # The band: colour, icon, family name.
    band = QRectF(0, 0, W, 150)
    p.fillRect(band, style.band)
    ink = text_colour(style.band)
    p.fillPath(icon_path(style.icon, QRectF(26, 26, 100, 100)), ink)
    p.setPen(ink)
    p.setFont(_font(58, True))
    p.drawText(
        QRectF(140, 0, 340, 150), int(Qt.AlignmentFlag.AlignVCenter), cardtext.family(kind.category)
    )
    if kind.price:
        badge = QRectF(480, 18, 118, 118)
        p.setBrush(QColor("#ffffff"))
        p.setPen(QPen(INK, 8))
        p.drawEllipse(badge)
        p.setPen(INK)
        p.setFont(_font(74, True))
        p.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(kind.price))

    # The name.
    p.setPen(INK)
    name_box = QRectF(24, 160, W - 48, 170 if detail else 180)
    _fit_text(p, name_box, cardtext.name(kind), 66 if not detail else 58, True, 2)

    # The numbers, each with its shape.
    mid = 345 if detail else 350
    if kind.is_scholar:
        _stat(p, QRectF(40, mid, 260, 200), "sword", str(kind.attack), style.band)
        _stat(p, QRectF(330, mid, 260, 200), "shield", str(kind.defense), style.band)
        if kind.resale:
            _small_stat(p, QRectF(40, mid + 205, 240, 70), "resale", str(kind.resale))
    elif kind.category is Category.VALUE:
        coin = QRectF(W / 2 - 115, mid - 5, 230, 230)
        p.setPen(QPen(INK, 10))
        p.setBrush(style.band)
        p.drawEllipse(coin)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(coin.adjusted(28, 28, -28, -28))
        p.setPen(INK)
        p.setFont(_font(130, True))
        p.drawText(coin, int(Qt.AlignmentFlag.AlignCenter), str(kind.value))
    elif kind.category in (Category.BOOST, Category.DEFENSE):
        shape = "sword" if kind.category is Category.BOOST else "shield"
        _stat(p, QRectF(W / 2 - 150, mid, 300, 200), shape, f"+{kind.value}", style.band)
    else:
        p.fillPath(icon_path("eye", QRectF(W / 2 - 120, mid + 10, 240, 170)), style.band)

    # The effect, in words.
    top = 640 if kind.is_scholar and kind.resale else 600
    if detail:
        words = cardtext.text(kind)
        if words:
            p.setPen(QPen(QColor(style.band), 4))
            p.drawLine(QPointF(60, top - 14), QPointF(W - 60, top - 14))
            p.setPen(INK)
            _fit_text(p, QRectF(30, top, W - 60, H - top - 95), words, 42, False, 6)
    else:
        short = cardtext.short_effect(kind)
        if short:
            p.setPen(QPen(QColor(style.band), 6))
            p.drawLine(QPointF(80, top + 10), QPointF(W - 80, top + 10))
            p.setPen(INK)
            _fit_text(p, QRectF(30, top + 30, W - 60, H - top - 110), short, 62, True, 2)

    # The player-count marks, lower right (R3).
    marks = cardtext.marks(kind)
    if marks:
        p.setPen(QColor("#55525e"))
        p.setFont(_font(40, True))
        p.drawText(
            QRectF(W - 250, H - 80, 220, 60),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            marks,
        )

    p.setClipping(False)
    p.setPen(QPen(INK, 7))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(outline)
    p.restore()


def _stat(p: QPainter, box: QRectF, shape: str, number: str, colour: QColor) -> None:
    """A big number beside its shape (sword: attack, shield: defense)."""
    icon = QRectF(box.x(), box.y() + 20, box.height() * 0.62, box.height() * 0.8)
    p.fillPath(icon_path(shape, icon), colour)
    p.setPen(QPen(INK, 5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(icon_path(shape, icon))
    p.setPen(INK)
    p.setFont(_font(150, True))
    text_box = QRectF(icon.right(), box.y(), box.right() - icon.right(), box.height())
    p.drawText(text_box, int(Qt.AlignmentFlag.AlignCenter), number)


def _small_stat(p: QPainter, box: QRectF, shape: str, number: str) -> None:
    icon = QRectF(box.x(), box.y(), box.height(), box.height())
    p.fillPath(icon_path(shape, icon), INK)
    p.setPen(INK)
    p.setFont(_font(box.height() * 0.8, True))
    p.drawText(
        QRectF(icon.right() + 12, box.y(), box.width(), box.height()),
        int(Qt.AlignmentFlag.AlignVCenter),
        number,
    )


def paint_back(p: QPainter, rect: QRectF, *, known: bool = False) -> None:
    """A face-down card: one back design; ``known`` adds the small eye of a card its owner
    knows (ui.md), as others see it lying face down."""
    _begin(p, rect)
    outline = _outline()
    gradient = QLinearGradient(0, 0, W, H)
    gradient.setColorAt(0, BACK.lighter(125))
    gradient.setColorAt(1, BACK)
    p.fillPath(outline, QBrush(gradient))
    p.setClipPath(outline)
    p.setPen(QPen(QColor("#b9a6e8"), 14))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(back_spiral())
    p.setPen(QPen(QColor("#8d79c9"), 10))
    p.drawRoundedRect(QRectF(34, 34, W - 68, H - 68), 20, 20)
    if known:
        badge = QRectF(W - 200, 50, 140, 100)
        p.fillPath(icon_path("eye", badge), QColor("#f5e663"))
    p.setClipping(False)
    p.setPen(QPen(INK, 7))
    p.drawPath(outline)
    p.restore()


def paint_slot(p: QPainter, rect: QRectF, label: str = "") -> None:
    """Where a pile would be: a dashed outline, with its name."""
    _begin(p, rect)
    pen = QPen(QColor("#9b97a8"), 8, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(QRectF(8, 8, W - 16, H - 16), 30, 30)
    if label:
        p.setPen(QColor("#6d6a78"))
        _fit_text(p, QRectF(40, H / 2 - 120, W - 80, 240), label, 64, False, 2)
    p.restore()


# --- drawn once, then copied -------------------------------------------------------------------

_drawn: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


def draw_face(p: QPainter, rect: QRectF, kind: CardKind, *, detail: bool | None = None) -> None:
    """``paint_face`` from a picture drawn once per kind, size on the device and language (a
    card face is ~1.6 ms of vector drawing; a copy is a few microseconds)."""
    if detail is None:
        detail = rect.width() >= DETAIL_WIDTH
    _draw_cached(
        p, rect, ("face", kind.index, detail), lambda q, r: paint_face(q, r, kind, detail=detail)
    )


def draw_back(p: QPainter, rect: QRectF, *, known: bool = False) -> None:
    """``paint_back`` from a picture drawn once per size on the device."""
    _draw_cached(p, rect, ("back", known), lambda q, r: paint_back(q, r, known=known))


def drawn_count() -> int:
    """How many card pictures are kept (for tests: the cache stays bounded)."""
    return len(_drawn)


def _draw_cached(
    p: QPainter, rect: QRectF, key: tuple[object, ...], paint: Callable[[QPainter, QRectF], None]
) -> None:
    # The picture is drawn at the size it takes on the device (zoom and device pixel ratio
    # included, read from the painter's vertical scale: a card turning only narrows it), so
    # it stays as sharp as the vector drawing on a 4K screen.
    t = p.deviceTransform()
    scale = math.hypot(t.m21(), t.m22()) or 1.0
    w, h = max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale))
    full = (*key, w, h, QLocale().name())
    picture = _drawn.get(full)
    if picture is None:
        picture = QPixmap(w, h)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        paint(painter, QRectF(0, 0, w, h))
        painter.end()
        _drawn[full] = picture
        while len(_drawn) > PIXMAPS_KEPT:
            _drawn.popitem(last=False)
    else:
        _drawn.move_to_end(full)
    p.save()
    world = p.worldTransform()
    upright = world.type().value <= QTransform.TransformationType.TxScale.value
    if upright and world.m11() == world.m22() > 0:
        # Upright and not turning: copied pixel for pixel at a whole device pixel (a plain
        # blit; a scaled copy is ~100 times slower on the raster engine).
        dpr = p.device().devicePixelRatioF() or 1.0
        top = world.map(rect.topLeft())
        picture.setDevicePixelRatio(dpr)
        p.resetTransform()
        p.drawPixmap(QPointF(round(top.x() * dpr) / dpr, round(top.y() * dpr) / dpr), picture)
    else:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(rect, picture, QRectF(0, 0, w, h))
    p.restore()
