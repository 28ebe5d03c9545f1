"""Moving the cards of Hypnose's table: each card item goes where the board places it, sliding
there in the animation's time (at once with "reduce motion"), turning over when its face
becomes known; a card that leaves the table slides towards where it went, then goes. Nothing
waits for an animation: a new placement starts from wherever the items are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSizeF,
)
from PySide6.QtWidgets import QGraphicsScene

from client.games.hypnose.items import CardItem

Place = tuple[str, QPointF, QSizeF, dict[str, Any]]
"""Where a card lies (``hand``, ``market``, ``duel``, ``choice``), its position, size, look."""


class Moves(QObject):
    """The card items of one scene, by key (a card handle, or a placeholder's name)."""

    def __init__(self, scene: QGraphicsScene, wire: Callable[[CardItem], None], parent: QObject):
        super().__init__(parent)
        self.scene = scene
        self.wire = wire
        """Connects a new card item's signals (clicks, hovering)."""
        self.cards: dict[object, CardItem] = {}
        self.places: dict[object, str] = {}
        self._animations = QParallelAnimationGroup(self)
        self._leaving: set[CardItem] = set()
        """Cards sliding off the table: they go when their slide ends, or at once when a new
        placement stops it (else they stayed in the scene, frozen mid-way, for good)."""

    def apply(
        self,
        places: dict[object, Place],
        ms: int,
        focus: object,
        source: Callable[[object, str, QPointF], QPointF],
        destination: Callable[[CardItem], QPointF | None],
    ) -> None:
        """Every card to its place; new ones come from ``source``, gone ones slide to
        ``destination`` (None: they go at once)."""
        self._stop()
        group = self._animations
        flipping = any(isinstance(k, str) and k.startswith("back:") for k in self.places)
        for key, (where, pos, size, look) in places.items():
            item = self.cards.get(key)
            z = look.pop("z", 0)
            kind = look.get("kind")
            if item is None:
                item = CardItem(key, size)
                self.wire(item)
                self.scene.addItem(item)
                self.cards[key] = item
                item.setPos(source(key, where, pos) if ms else pos)
                if kind is not None and where == "duel" and flipping and ms:
                    item.set_flip(-1.0)  # it takes the place of a face-down card: it turns
                    self._animate(group, item, b"flip", -1.0, 1.0, ms)
            elif item.kind is None and kind is not None and ms:
                self._animate(group, item, b"flip", -1.0, 1.0, ms)
            elif item.get_flip() != 1.0:  # a turn this placement stopped half-way goes on
                if ms:
                    self._animate(group, item, b"flip", item.get_flip(), 1.0, ms)
                else:
                    item.set_flip(1.0)
            item.set_size(size)
            item.set_look(focused=(key == focus), **look)
            item.setZValue(10 + z + (50 if look.get("selected") else 0))
            item.show()
            if item.pos() != pos:
                if ms:
                    self._animate(group, item, b"pos", item.pos(), pos, ms)
                else:
                    item.setPos(pos)
            self.places[key] = where
        for key in [k for k in self.cards if k not in places]:
            item = self.cards.pop(key)
            self.places.pop(key, None)
            target = destination(item) if ms else None
            if target is None:
                self._gone(item)
                continue
            item.setZValue(500)
            self._leaving.add(item)
            animation = self._animate(group, item, b"pos", item.pos(), target, ms)
            animation.finished.connect(lambda item=item: self._gone(item))
        if group.animationCount():
            group.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def _stop(self) -> None:
        """The running moves stop where they are (the next placement starts from there, a
        card's turn too: a turn left half-way froze the card as a thin sliver, the LAN joiner's
        market for a whole game, its events coming faster than a turn); the
        cards on their way out go now; the stopped group goes too (one per placement, else
        they piled up under this object for the whole game)."""
        old = self._animations
        old.stop()
        old.deleteLater()
        self._animations = QParallelAnimationGroup(self)
        for item in list(self._leaving):
            self._gone(item)

    def _gone(self, item: CardItem) -> None:
        self._leaving.discard(item)
        if item.scene() is not None:
            self.scene.removeItem(item)
        item.deleteLater()

    @staticmethod
    def _animate(
        group: QParallelAnimationGroup,
        item: CardItem,
        prop: bytes,
        start: Any,
        end: Any,
        ms: int,
    ) -> QPropertyAnimation:
        animation = QPropertyAnimation(item, prop)
        animation.setDuration(ms)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(animation)
        return animation

    def clear(self) -> None:
        """Every card off the table (a replay starting again)."""
        self._stop()
        for item in self.cards.values():
            self._gone(item)
        self.cards.clear()
        self.places.clear()

    def settle(self, keep: CardItem) -> None:
        """Finish every running move at once; cards on their way out go (``keep`` stays)."""
        group = self._animations
        if group.state() == QAbstractAnimation.State.Running:
            group.setCurrentTime(group.totalDuration())
            group.stop()
        for item in list(self.scene.items()):
            if isinstance(item, CardItem) and item is not keep and item.key not in self.cards:
                self._gone(item)
