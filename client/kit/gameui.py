"""What a game adds to the window: its table view, its log words, its help (the registry of
views by name is ``client.games``).

The window (start screen, settings, log, replays, end screen, help) works with any game through
this small interface; Hypnose's is ``client.games.hypnose.ui``, the dice race's
``client.games.hypnosia.ui``, the card scramble's ``client.games.hypnovision.ui``. A game UI may
also offer ``setting_choices(name)`` (the values a free-form setting is offered with) and
``offline_game`` (its own kind of ``client.window.offline.OfflineGame``: Hypno Vision's runs the
slot clock).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from core.game import Game
from core.view import View


@dataclass(frozen=True)
class Player:
    """A seat as the window shows it: its name, colour and shape, and who plays it."""

    seat: int
    name: str
    colour: str
    shape: str
    bot: str | None = None
    """The bot's kind (``strategic``...) for a bot seat; None for a person."""
    me: bool = False
    code: str = ""
    """The fingerprint code of the seat's key in a LAN game (tells two players of one name
    apart); '' offline."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: rich text (card names as ``card:<id>`` links), its kind
    (``action``, ``turn``, ``duel``, ``proof``, ``info``) and the seat it is about."""

    html: str
    kind: str = "action"
    seat: int | None = None


@dataclass(frozen=True)
class GuideStep:
    """One step of the first-game guide: the part of the table it points at, and what it says."""

    area: str
    text: Callable[[], str]
    """The words, translated when shown."""


class GameTable(QObject):
    """A game's table. The window lays out its three widgets (``top``: the turn and the phases,
    ``board_widget``: the table itself, ``panel``: what you may do now) around the log, feeds
    it the session's events, and passes on the actions it emits."""

    chosen = Signal(object)
    """The person chose this action (a legal one: controls offer only those)."""

    top: QWidget
    board_widget: QWidget
    panel: QWidget

    def on_event(self, event: Any) -> list[LogEntry]:
        """Take one session event; returns what the log says about it."""
        raise NotImplementedError

    def set_thinking(self, seat: int | None) -> None:
        """Who is choosing now (a bot or a remote player), or None."""
        raise NotImplementedError

    def set_away(self, seats: set[int]) -> None:
        """The seats whose computer is not connected now (a LAN game)."""
        raise NotImplementedError

    def set_interactive(self, interactive: bool) -> None:
        """False for a replay or a watcher: the table shows, nothing can be chosen."""
        raise NotImplementedError

    def set_animation(self, ms: int) -> None:
        """How long a move takes (0: reduce motion)."""
        raise NotImplementedError

    def area(self, name: str) -> QWidget | None:
        """The widget showing a named part of the table (for the guide)."""
        raise NotImplementedError

    def area_rect(self, name: str) -> Any:
        """The rectangle of a named part in ``area(name)``'s coordinates (None: all of it)."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Say everything again in the current language."""
        raise NotImplementedError

    def focus_chain(self) -> tuple[QWidget, ...]:
        """The table's keyboard lists in Tab order (the window chains them)."""
        return ()

    def work(self) -> tuple[str, int, int] | None:
        """Work under way whose amount is known (the game start's shuffles, each proved):
        (what, done, total); None when there is none (the table screen's progress bar)."""
        return None

    def set_shared_randomness(self, shared: bool) -> None:
        """True for a LAN game: every random draw is made jointly by the table's peers
        (offline, by this computer alone), for a table that words each draw's fairness."""

    def final_players(self, players: tuple[Player, ...]) -> tuple[Player, ...]:
        """The players as the end screen shows them: as seated, unless the game gave them
        other colours in play (Hypnosia's board colours, drawn at the start: H6)."""
        return players

    def places(self) -> tuple[int, ...] | None:
        """Each seat's place once the game is over, where the game ranks its seats beyond
        the scores (1 the first, a shared place shared: Hypnosia's H18); None otherwise."""
        return None


class GameUI(Protocol):
    """One game's part of the window."""

    name: str
    """The game's registry name (``core.games``)."""
    game: Game

    def title(self) -> str:
        """The game's name as shown (translated)."""
        ...

    def tagline(self) -> str:
        """The game in one line, with its player counts (the start screen's subtitle)."""
        ...

    def how_it_goes(self) -> tuple[str, ...]:
        """How a game goes, in a few steps (the start screen)."""
        ...

    def bot_label(self, bot: str) -> str:
        """A bot kind in words (translated)."""
        ...

    def setting_label(self, name: str) -> str:
        """A setting of the game's schema in words (translated)."""
        ...

    def setting_value(self, name: str, value: object) -> str:
        """A setting's value in words (translated)."""
        ...

    def table(self, players: tuple[Player, ...], settings: Any, parent: QWidget) -> GameTable:
        """A new table for a game with these players."""
        ...

    def standing(self, view: View) -> tuple[int, tuple[int, ...]]:
        """(turn, each seat's score) for the end screen's chart (Hypnose: resistance)."""
        ...

    def score_name(self) -> str:
        """What the chart's scores are (translated)."""
        ...

    def result_title(self, winners: Sequence[Player]) -> str:
        """The end screen's title: who won, in the game's words (translated)."""
        ...

    def encode_action(self, action: Any) -> dict[str, Any]:
        """Any action of the game (secret choices too), for the saved game of this computer."""
        ...

    def decode_action(self, data: object) -> Any: ...

    def card_widget(self, card: str, parent: QWidget) -> QWidget:
        """A large picture of a card by id (a log link, the gallery)."""
        ...

    def picture(self, parent: QWidget) -> QWidget:
        """A picture of the game for the start screen (Hypnose: a fan of cards)."""
        ...

    def gallery(self, parent: QWidget) -> QWidget:
        """Every card of the game, for the help (a game without cards: its board)."""
        ...

    def gallery_title(self) -> str:
        """The help tab's name for ``gallery`` (translated)."""
        ...

    def has_rules(self, language: str) -> bool:
        """Whether the rules exist in ``language`` (else the English ones are shown)."""
        ...

    def rules(self, language: str) -> str:
        """The rules as Markdown, in ``language`` if there is a translation."""
        ...

    def guide(self) -> tuple[GuideStep, ...]:
        """The first-game guide's steps."""
        ...
