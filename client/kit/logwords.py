"""What every game's log words share (each game's ``messages.Words`` derives from
``SeatWords``): a player as a badge (their shape, and their seat number where the game shows
it, in their colour, then the name in bold, so a line reads without colour), the players by
seat each with a value, a sentence filled from a template whatever its arguments, and the line
of a game that ended without a result."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from client.kit.gameui import LogEntry, Player
from client.kit.i18n import tr
from client.kit.palette import GLYPHS


def seat_badge(player: Player, colour: str | None = None, numbered: bool = True) -> str:
    """``player`` in rich text: shape (and seat number) in ``colour`` (theirs by default),
    then the name in bold."""
    glyph = GLYPHS.get(player.shape, "●")
    number = str(player.seat + 1) if numbered else ""
    return (
        f'<span style="color:{colour or player.colour}">{glyph}{number}</span>&nbsp;'
        f"<b>{html.escape(player.name)}</b>"
    )


def fill(template: str, values: Mapping[str, object]) -> str:
    """``template`` with ``values``; a name it has no value for stays as written
    (``{name}``), so a translation that names an argument the core did not send still reads."""
    return template.format_map(_Missing(values))


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def ended_without_result() -> LogEntry:
    return LogEntry(html.escape(tr("The game ended without a result.")), "info")


class SeatWords:
    """Log words for one table's players. A game says in which colour a seat is drawn
    (``ink``: its chosen colour by default) and whether its number is shown (``numbered``)."""

    numbered = True

    def __init__(self, players: Sequence[Player]) -> None:
        self.players = tuple(players)

    def ink(self, seat: int) -> str:
        return self.players[seat].colour

    def player(self, seat: int) -> str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.players):
            return "?"
        return seat_badge(self.players[seat], self.ink(seat), self.numbered)

    def by_seat(self, values: Sequence[object]) -> str:
        """Each seat's value after its badge: ``●1 Ana 3, ■2 Ben 0``."""
        return ", ".join(f"{self.player(s)} {html.escape(str(v))}" for s, v in enumerate(values))
