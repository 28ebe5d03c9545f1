"""Playing the window as a person would, for the tests: clicks on the table's cards (through
the view, at the card's place on screen), clicks on the action panel's buttons, and keys."""

from __future__ import annotations

import time
from collections import Counter

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from core.hypnose.actions import Decision
from core.hypnose.catalog import Category

USED: Counter[str] = Counter()
"""How the driver acted: ``click`` (a card, a pile, a button) or ``key`` (Space, a number)."""


def click_card(table, key) -> None:
    """A mouse click on the card ``key`` where it lies on screen."""
    item = table.board.cards[key]
    table.board.settle()
    view = table.view
    rect = item.mapRectToScene(item.card_rect())
    # Near its left edge: in a fanned hand the next card covers a card's right part.
    point: QPoint = view.mapFromScene(QPointF(rect.left() + 16, rect.center().y()))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    USED["click"] += 1
    table.refresh()  # what the next turn of the event loop does: the panel follows the click


def click_pile(table, key: str) -> None:
    pile = table.board.piles[key]
    point = table.view.mapFromScene(pile.sceneBoundingRect().center())
    QTest.mouseClick(
        table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    table.refresh()


def button(table, key: str):
    """The action panel's button of option ``key`` (None if not shown)."""
    for index, option in enumerate(table.panel.options):
        if option.key == key or option.key.startswith(key):
            return table.panel.buttons[index]
    return None


def press(table, key: str) -> bool:
    b = button(table, key)
    if b is None or not b.isEnabled():
        return False
    QTest.mouseClick(b, Qt.MouseButton.LeftButton)
    USED["click"] += 1
    return True


def shortcut(table, key: str) -> bool:
    """The option ``key`` by its number key (1-6), as a keyboard player would."""
    for index, option in enumerate(table.panel.options):
        if (option.key == key or option.key.startswith(key)) and option.action is not None:
            choice = table.choice
            QTest.keyClick(table.panel.window(), Qt.Key(Qt.Key.Key_1 + index))
            # A button pressed by its shortcut clicks after a short flash: wait for that click
            # (on a loaded machine it comes later than any fixed pause), so the next step is
            # never this one again.
            deadline = time.monotonic() + 10
            while table.choice is choice and time.monotonic() < deadline:
                QTest.qWait(10)
            USED["key"] += 1
            if table.choice is choice:  # not its window's key: another window is active
                USED["key lost"] += 1
            return True
    return False


class Progress:
    """Fails a test whose game stopped moving (instead of waiting for the suite's timeout),
    saying which decision the driver could not make. Moving is a change of the game's state:
    a question asked again (a LAN table's re-ask after a refused choice) is no progress, so a
    loop of refusals and re-asks fails here instead of running forever."""

    def __init__(self, win, seconds: float = 60) -> None:
        self.win, self.seconds, self.clock = win, seconds, time.monotonic
        self.seen, self.since = -1, self.clock()
        self.game, self.read, self.moves = None, 0, 0

    def check(self) -> None:
        from net.session.session import Changed, Ended

        game = self.win.game
        if game is not self.game:
            self.game, self.read, self.moves = game, 0, 0
        if game is not None:
            fresh = game.events[self.read :]
            self.read += len(fresh)
            self.moves += sum(1 for e in fresh if isinstance(e, Changed | Ended))
        events = self.moves if game is not None else -1
        if events != self.seen:
            self.seen, self.since = events, self.clock()
            return
        if self.clock() - self.since > self.seconds:
            table = self.win.table.table if self.win.table else None
            choice = table.choice if table else None
            options = (
                [(o.key, o.action is not None, o.why) for o in table.panel.options] if table else []
            )
            legal = list(choice.legal)[:8] if choice else []
            pool = list(choice.pool()) if choice else []
            raise AssertionError(
                f"the game stopped at {choice and choice.decision}: selected "
                f"{choice and choice.selected}, pool {pool}, legal {legal}, options {options}"
            )


def kind(table, handle):
    return table.choice.view.kind(handle)


def select(table, handles, keyboard: bool = False) -> None:
    """Select cards of the pool: by mouse, or with the keyboard through the hand's list."""
    for handle in handles:
        if keyboard:
            mirror = table.hand_list
            mirror.setFocus()
            row = mirror.keys.index(handle)
            mirror.setCurrentRow(row)
            QTest.keyClick(mirror, Qt.Key.Key_Space)
            USED["key"] += 1
            table.refresh()
        else:
            click_card(table, handle)


def play_step(table, turn_number: int) -> bool:
    """Make one decision on the table like a cautious beginner; False if none was asked."""
    choice = table.choice
    if choice is None:
        return False
    if len(choice.legal) > 1:
        table.escape()  # each attempt starts from nothing selected
    table.refresh()  # the panel shows this decision (its redraw may still be due)
    d = choice.decision
    keyboard = turn_number % 3 == 0
    pool = list(choice.pool())
    if len(choice.legal) == 1:  # it would pass by itself; a person may click it at once
        return press(table, choice.options()[0].key)
    if d is Decision.BUY:
        if press(table, "pass"):
            return True
        mode = turn_number % 4
        values = [h for h in pool if (k := kind(table, h)) and k.category is Category.VALUE]
        if mode == 0 and values:  # bank a Value (R7.2)
            select(table, values[:1], keyboard)
            if press(table, "bank"):
                return True
            table.escape()
        if mode == 2 and turn_number % 8 == 2:  # an Expert (R7.5): look at two, keep one
            click_pile(table, "experts")
            if press(table, "buy"):
                return True
            table.escape()
        if mode == 1:  # refresh one card (R7.1)
            select(table, pool[:1], keyboard)
            if press(table, "refresh"):
                return True
            table.escape()
        # Buy the first market card whose suggested payment spares the Books, else any.
        for spare_books in (True, False):
            for handle in table.choice.view.state.zone(1):
                click_card(table, handle)
                chosen = table.choice.selected
                books = any((k := kind(table, h)) and k.is_scholar for h in chosen)
                b = button(table, "buy")
                if b is not None and b.isEnabled() and not (spare_books and books):
                    return (shortcut if keyboard else press)(table, "buy")
                table.escape()
        select(table, pool[:1], keyboard)
        return press(table, "refresh")
    if d is Decision.INTERMEDIATE:
        return (shortcut if keyboard else press)(table, "pass")
    if d in (Decision.DUEL, Decision.DEFEND):
        scholars = [h for h in pool if (k := kind(table, h)) and k.is_scholar][:3]
        select(table, scholars, keyboard)
        key = "attack" if d is Decision.DUEL else "defend"
        if press(table, key):
            return True
        table.escape()
        return press(table, "pass")
    if d is Decision.EXPERT:
        experts = [h for h in pool if (k := kind(table, h)) and k.category is Category.EXPERT]
        if experts:
            select(table, experts[:1], keyboard)
            if press(table, "expert"):
                return True
        return press(table, "pass")
    if d is Decision.KEEP_EXPERT:
        select(table, pool[:1])
        return press(table, "keep")
    if d is Decision.DISCARD:
        select(table, pool[:2], keyboard)
        return press(table, "discard")
    if d is Decision.REORDER:
        select(table, pool[-1:])
        return press(table, "reorder")
    if d is Decision.SEARCH:
        from core.hypnose.resistance import search_args

        count = min(search_args(choice.param)[1], len(pool))
        select(table, pool[:count])
        return press(table, "search")
    if d is Decision.REFILL:
        return press(table, "refill")
    if d is Decision.PILE:
        return press(table, "draw") or press(table, "discard")
    return False
