"""What a game adds to the window: its table view, its log words, its help (the registry of
views by name is ``client.games``).

The window (start screen, settings, log, replays, end screen, help) works with any game through
``GameUI``, the base class of every game's view: it holds what the views share (the rules read
from ``resources/<game>/``, the game's codec, the usual bot and setting words), so a view writes
only what is its own. Hypnose's is ``client.games.hypnose.ui``, the dice race's
``client.games.hypnosia.ui``, the card scramble's ``client.games.hypnovision.ui``. A game UI may
also offer ``offline_game`` (its own kind of ``client.window.offline.OfflineGame``: Hypno Vision's
runs the slot clock).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from client.kit.controls import bot_label
from client.kit.i18n import tr
from core.codec import DataclassCodec
from core.game import Game
from core.games import get
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
    calling = Signal()
    """A question now waits for the person (their turn, or their choice in a simultaneous
    step): the window calls them back (``TableScreen``: a sound if chosen, and the window
    flashes when it is not the active one)."""

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


_ANCHOR = re.compile(r'<a id="[^"]*"></a>\s*')
_COMMENT = re.compile(r"<!--.*?-->\n?", re.S)
"""An HTML comment, over as many lines as it takes (one cut only at its line's end left the
rest of a longer one in the text, and Qt's Markdown showed it)."""
_PICTURE = re.compile(r"\]\(([\w.-]+\.(?:svg|png))\)")
"""A picture the rules show by the bare name of a file beside them."""


class GameUI:
    """One game's part of the window. A view names its game (``name``) and writes what differs
    from game to game; what is the same for every game is written here once."""

    name: str
    """The game's registry name (``core.games``)."""

    @cached_property
    def game(self) -> Game:
        """The game's rules (``core.games``), loaded the first time they are needed (the
        start screen names every game, and plays one)."""
        return get(self.name)

    @cached_property
    def codec(self) -> DataclassCodec:
        """The actions of the game as plain values: the game's own codec, unless a view needs
        more (Hypnose's secret choices, which never travel, are saved on this computer)."""
        return self.game.codec  # type: ignore[attr-defined]

    def title(self) -> str:
        """The game's name as shown (translated)."""
        raise NotImplementedError

    def tagline(self) -> str:
        """The game in one line, with its player counts (the start screen's subtitle)."""
        raise NotImplementedError

    def how_it_goes(self) -> tuple[str, ...]:
        """How a game goes, in a few steps (the start screen)."""
        raise NotImplementedError

    def bot_label(self, bot: str) -> str:
        """A bot kind in words (translated)."""
        return bot_label(bot)

    def setting_labels(self) -> dict[str, str]:
        """The game's settings in words, by name (translated); a view adds its own to these."""
        return {"players": tr("Players")}

    def setting_label(self, name: str) -> str:
        """A setting of the game's schema in words (translated; unknown: its name)."""
        return self.setting_labels().get(name, name)

    def setting_value(self, name: str, value: object) -> str:
        """A setting's value in words (translated)."""
        return str(value)

    def setting_choices(self, name: str) -> tuple[object, ...]:
        """The values a free-form setting is offered with (none: the schema's own)."""
        return ()

    def table(self, players: tuple[Player, ...], settings: Any, parent: Any = None) -> GameTable:
        """A new table for a game with these players."""
        raise NotImplementedError

    def standing(self, view: View) -> tuple[int, tuple[int, ...]]:
        """(turn, each seat's score) for the end screen's chart (Hypnose: resistance)."""
        raise NotImplementedError

    def score_name(self) -> str:
        """What the chart's scores are (translated)."""
        raise NotImplementedError

    def result_title(self, winners: Sequence[Player]) -> str:
        """The end screen's title: who won, in the game's words (translated)."""
        raise NotImplementedError

    def encode_action(self, action: Any) -> dict[str, Any]:
        """Any action of the game (secret choices too), for the saved game of this computer."""
        return self.codec.encode(action)

    def decode_action(self, data: object) -> Any:
        return self.codec.decode(data)

    def card_widget(self, card: str, parent: QWidget | None = None) -> QWidget:
        """A large picture of a card by id (a log link, the gallery); a game without cards
        shows its picture instead."""
        return self.picture(parent)

    def picture(self, parent: QWidget | None = None) -> QWidget:
        """A picture of the game for the start screen (Hypnose: a fan of cards)."""
        raise NotImplementedError

    def gallery(self, parent: QWidget | None = None) -> QWidget:
        """Every card of the game, for the help (a game without cards: its board)."""
        raise NotImplementedError

    def gallery_title(self) -> str:
        """The help tab's name for ``gallery`` (translated)."""
        return tr("Cards")

    def rules_folder(self) -> Traversable:
        """Where the game's rules are shipped: ``resources/<game>/`` (``rules.md`` in English,
        ``rules.<language>.md`` for a translation)."""
        return resources.files("resources").joinpath(self.name)

    def has_rules(self, language: str) -> bool:
        """Whether the rules exist in ``language`` (else the English ones are shown)."""
        return language == "en" or self.rules_folder().joinpath(f"rules.{language}.md").is_file()

    def rules(self, language: str) -> str:
        """The rules as Markdown, in ``language`` if there is a translation: anchors and HTML
        comments removed for Qt's Markdown renderer, a picture beside them shown from the
        shipped copy (Hypnosia's board drawing)."""
        folder = self.rules_folder()
        path = folder.joinpath(f"rules.{language}.md")
        if not path.is_file():
            path = folder.joinpath("rules.md")
        text = _COMMENT.sub("", _ANCHOR.sub("", path.read_text(encoding="utf-8")))
        return _PICTURE.sub(lambda found: f"](file://{folder.joinpath(found[1])})", text)

    def guide(self) -> tuple[GuideStep, ...]:
        """The first-game guide's steps."""
        raise NotImplementedError
