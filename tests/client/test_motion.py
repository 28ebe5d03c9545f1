"""The table's card moves (client/hypnose/motion.py) on a real scene: a card sliding off the
table whose slide is cut short by the next placement (a LAN game places every 40 ms while
events stream in) leaves the scene; it stayed there, frozen mid-way, for the whole game."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QSizeF,
)
from PySide6.QtWidgets import QGraphicsScene

from client.games.hypnose.items import CardItem
from client.games.hypnose.motion import Moves

SIZE = QSizeF(80, 110)


def place(x: float) -> tuple:
    return ("hand", QPointF(x, 10), SIZE, {"kind": None})


def test_a_card_whose_slide_off_the_table_is_cut_short_leaves_the_scene(qtbot):
    scene = QGraphicsScene()
    owner = QObject()
    moves = Moves(scene, lambda item: None, owner)

    def apply(places: dict) -> None:
        moves.apply(places, 200, None, lambda *_: QPointF(0, 0), lambda _: QPointF(500, 500))

    apply({1: place(10), 2: place(100)})
    qtbot.wait(300)
    apply({2: place(100)})  # card 1 slides away...
    qtbot.wait(40)
    apply({2: place(120)})  # ...and the next placement comes before it is gone
    qtbot.wait(400)
    cards = [i for i in scene.items() if isinstance(i, CardItem)]
    assert [c.key for c in cards] == [2] and list(moves.cards) == [2]
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    groups = [c for c in moves.children() if isinstance(c, QParallelAnimationGroup)]
    assert len(groups) == 1  # the stopped groups go, none pile up for the whole game


def test_a_card_whose_turn_is_cut_short_still_turns_face_up(qtbot):
    """A card turned face up turns over 200 ms; the next placement stopped the turn where it
    was and never took it up again, so the card stayed a thin sliver (the LAN joiner's market,
    its events coming faster than a turn, for the whole game). It turns to the end now: what
    is painted is the full width."""
    from resources import load_catalog

    kind = next(iter(load_catalog()))
    scene = QGraphicsScene()
    owner = QObject()
    moves = Moves(scene, lambda item: None, owner)

    def apply(look: dict) -> None:
        places = {1: ("market", QPointF(10, 10), SIZE, dict(look))}
        moves.apply(places, 200, None, lambda *_: QPointF(0, 0), lambda _: None)

    apply({"kind": None})
    qtbot.wait(250)
    apply({"kind": kind})  # turns face up...
    qtbot.wait(30)
    assert 0 < abs(moves.cards[1].get_flip()) < 1, "half-way"
    apply({"kind": kind})  # ...and the next event comes before the turn ends
    qtbot.wait(400)
    card = moves.cards[1]
    assert card.get_flip() == 1.0
    assert painted_width(scene) >= SIZE.width() - 2, "painted at its full width"


def painted_width(scene: QGraphicsScene) -> int:
    """How many columns of the scene's picture the cards paint (not their bounding box: a
    card turning is narrowed by its painter)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 200), QRectF(0, 0, 200, 200))
    painter.end()
    return sum(
        1 for x in range(200) if any(image.pixelColor(x, y).alpha() for y in range(0, 200, 4))
    )
