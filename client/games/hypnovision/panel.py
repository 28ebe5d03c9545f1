"""The words around Hypno Vision's grid: the action panel (what you may do now in one line, a
large red Stop button: one click, no confirmation, speed matters; the Done toggle, the roll
button when you roll, and the keys) and the top bar (the scramble and its slot). Stop is
disabled while your own grab is on its way (V14), with the reason.

Both are drawn from a ``Standing``: what the table knows of the person's side at this moment
(the table decides it; these widgets only say it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from client.kit.controls import PanelFrame
from client.kit.i18n import tr
from client.kit.topbar import TopBar
from core.hypnovision.state import ROUNDS, Phase, State

STOP_STYLE = (
    "QPushButton { background: #c0262d; color: white; font-size: 22px; font-weight: bold;"
    " border: 2px solid #7d1419; border-radius: 8px; padding: 6px; }"
    " QPushButton:disabled { background: #d9b3b5; color: #5d4547; border-color: #b08a8c; }"
)
DONE_STYLE = (
    "QPushButton { font-size: 14px; padding: 5px; border: 1px solid #8a83a0; border-radius: 6px;"
    " background: #f3f1f8; }"
    " QPushButton:checked { background: #2f8a3e; color: white; font-weight: bold;"
    " border-color: #1d5a27; }"
)
ROLL_STYLE = (
    "QPushButton { background: #5b2ea6; color: white; font-size: 16px; font-weight: bold;"
    " border-radius: 6px; padding: 6px; }"
)


@dataclass(frozen=True)
class Standing:
    """The person's side of the table now, as the panel and the top bar say it."""

    state: State | None
    me: int
    ended: bool
    interactive: bool
    rolling: bool
    """The person is asked to roll this scramble's dice (V11)."""
    roller: str
    """The name of the player who rolls (or '')."""
    grabbing: bool
    """A grab or a return of the person's is on its way (V12)."""
    stopping: bool
    """The person's Stop! is on its way."""
    done: bool
    """The Done toggle as it stands (V15)."""
    can_stop: bool
    """Stop is possible now (V14: not while a grab is on its way)."""
    scored: bool
    """The rows show the last scramble's result (until the next dice)."""

    def scrambling(self) -> bool:
        """A scramble runs (its dice are known)."""
        state = self.state
        return state is not None and state.phase in (Phase.SLOT, Phase.RESOLVE) and bool(state.dice)


def scramble_title(state: State | None) -> str:
    return tr("Scramble {round} of {rounds}").format(
        round=state.round if state is not None else 0, rounds=ROUNDS
    )


class VisionTopBar(TopBar):
    """The scramble and its slot on the left; "Grab!", the scoring or the end on the right."""

    def show_standing(self, standing: Standing, away: Sequence[str]) -> None:
        state = standing.state
        if state is None or state.round == 0:
            turn = tr("Rolling for the first player")
        elif standing.scrambling():
            turn = tr("Scramble {round} of {rounds} · slot {slot}").format(
                round=state.round, rounds=ROUNDS, slot=state.slot
            )
        else:
            turn = scramble_title(state)
        if standing.ended:
            waiting = tr("Game over")
        elif standing.scored:
            waiting = tr("The scramble is scored: see each player's cards and points.")
        elif standing.scrambling():
            waiting = tr("Grab!")
        else:
            waiting = ""
        self.show_state(turn, waiting, away)


class VisionPanel(PanelFrame):
    """Stop, Done and the roll, with the words that say what is going on."""

    stop_clicked = Signal()
    done_toggled = Signal(bool)
    roll_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self.column
        self.roll = QPushButton()
        self.roll.setStyleSheet(ROLL_STYLE)
        self.roll.setMinimumHeight(40)
        self.roll.clicked.connect(self.roll_clicked)
        self.stop = QPushButton()
        self.stop.setObjectName("stopButton")
        self.stop.setStyleSheet(STOP_STYLE)
        self.stop.setMinimumHeight(56)
        self.stop.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.stop.clicked.connect(self.stop_clicked)
        self.done = QPushButton()
        self.done.setObjectName("doneButton")
        self.done.setCheckable(True)
        self.done.setStyleSheet(DONE_STYLE)
        self.done.setMinimumHeight(34)
        self.done.toggled.connect(self.done_toggled)
        self.keys = QLabel()
        self.keys.setObjectName("details")
        self.keys.setWordWrap(True)
        self.wrapped = (self.headline, self.reason, self.keys)
        for label in (self.title, self.headline, self.reason, self.keys):
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for widget in (self.title, self.headline, self.roll, self.stop, self.done, self.reason,
                       self.keys):  # fmt: skip
            layout.addWidget(widget)
        layout.addStretch(1)

    def show_standing(self, standing: Standing) -> None:
        """What the person may do now, in words and controls."""
        state = standing.state
        title = scramble_title(state)
        if standing.ended:
            self._say(tr("Game over"), tr("See the result."))
        elif not standing.interactive:
            self._say(tr("Replay"), tr("The table as it was at this step."))
        elif standing.rolling:
            self.show_state(title, tr("You roll this scramble's dice: look at the cards, then"
                                      " roll. The scramble starts at once."),
                            stop=None, done=None, checked=False, roll=True)  # fmt: skip
        elif state is None or state.phase not in (Phase.SLOT, Phase.RESOLVE):
            if state is not None and state.roller >= 0 and state.phase is Phase.ROLL:
                words = tr("{player} rolls the dice. Look at the cards meanwhile.").format(
                    player=standing.roller
                )
            else:
                words = tr("The cards are being laid out.")
            self._say(title, words)
        elif not state.dice:
            self.show_state(title, tr("The dice are being rolled."), stop=False, done=False,
                            checked=False, roll=False)  # fmt: skip
        elif standing.me in state.out:
            self._say(title, tr("You are out of the game (V15)."))
        else:
            self._show_scramble(standing, title)

    def _say(self, title: str, headline: str) -> None:
        """Words only: no control to use now."""
        self.show_state(title, headline, stop=None, done=None, checked=False, roll=False)

    def _show_scramble(self, standing: Standing, title: str) -> None:
        reason = ""
        if standing.grabbing:
            headline = tr("Your grab is on its way…")
            reason = tr("Stop waits until your grab has landed (V14).")
        elif standing.stopping:
            headline = tr("Stop! is on its way…")
        elif standing.done:
            headline = tr("You are done. The scramble ends when everyone is done.")
        else:
            headline = tr("Grab cards until yours match the dice, then call Stop!")
        state = standing.state
        young = state is not None and standing.me in state.young
        self.show_state(title, headline, stop=standing.can_stop, done=True,
                        checked=standing.done, roll=False, reason=reason,
                        young=young)  # fmt: skip

    def show_state(self, title: str, headline: str, *, stop: bool | None, done: bool | None,
                   checked: bool, roll: bool, reason: str = "",
                   young: bool = False) -> None:  # fmt: skip
        """``stop``/``done``: None hides the control, False shows it disabled."""
        self.title.setText(title)
        self.headline.setText(headline)
        self.roll.setText(tr("Roll the dice (R)"))
        self.roll.setVisible(roll)
        self.stop.setText(tr("Stop!"))
        self.stop.setToolTip(tr("Call Stop: the scramble ends after this slot's grabs (key S)"))
        self.stop.setVisible(stop is not None)
        self.stop.setEnabled(bool(stop))
        self.done.setText(tr("Done: I take no more cards") if checked else tr("Done (D)"))
        self.done.setToolTip(tr("The scramble ends when every player is done (key D)"))
        self.done.setVisible(done is not None)
        self.done.setEnabled(bool(done))
        if self.done.isChecked() != checked:
            self.done.blockSignals(True)
            self.done.setChecked(checked)
            self.done.blockSignals(False)
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        keys = tr("Keys: arrows move in the grid, Enter takes the ringed card, S Stop, D Done.")
        if young:  # V18
            keys += " " + tr("Click one of your cards, or press Backspace, to put it back.")
        self.keys.setText(keys)
        self.keys.setVisible(stop is not None)
        self.fit()
