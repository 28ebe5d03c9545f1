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
