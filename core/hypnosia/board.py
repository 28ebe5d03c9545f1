"""The Hypnosia board as data: circles, bridges, gates, sectors and home lanes (H1-H6).

The board file lives in ``resources/hypnosia/board.toml`` (``resources.load_board``); this
module parses and validates its text, so the rules core never touches the file system, and
turns it into the lookup tables the rules use: every space is an int.

Space ids: the circles' spaces in order, outer circle first (A0-A35 are 0-35, B0-B23 36-59,
C0-C11 60-71), then the centre (72), then the home slots (sector s, slot H_k: 73 + 4s + k - 1).
A captured pawn is at ``CAPTURED`` (-1). ``Board.place`` says where a space is drawn (H5).
"""

from __future__ import annotations

import hashlib
import json
import math
import tomllib
from collections import deque
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

DIE_FACES = 6
"""Dice show 1 to 6 (H8)."""
CAPTURED = -1
"""Where a captured pawn is: out of the game (H15)."""
NO_SPACE = -2
"""In a move table: the move is impossible (no link there, or a die too small to leave home)."""
PLAIN, BRIDGE, GATE = 0, 1, 2
"""What a circle space is (H3)."""
PLAYER_COUNTS = (2, 3, 4, 5, 6)


class BoardError(ValueError):
    """The board file is malformed or breaks a ruling (H1-H6); the message names the entry."""


@dataclass(frozen=True, slots=True)
class Sector:
    """One sixth of the board: a colour, its home lane and the entry space on circle A (H2)."""

    index: int
    colour: str
    entry: int
    home: tuple[int, ...]
    """The home slot ids H1..H4, H1 next to the entry."""


@dataclass(frozen=True, slots=True)
class Place:
    """Where a space is drawn (H5): ``ring`` is a circle's letter, ``centre`` or ``home``;
    ``index`` the space's index on its circle (the slot number H_k for a home slot); polar
    coordinates with the angle counter-clockwise from the right, in degrees."""

    ring: str
    index: int
    angle: float
    radius: float
    sector: int | None = None

    def xy(self) -> tuple[float, float]:
        """Cartesian coordinates, y up."""
        a = math.radians(self.angle)
        return self.radius * math.cos(a), self.radius * math.sin(a)


@dataclass(frozen=True)
class Board:
    """The validated board and its move tables (see the module for the space ids)."""

    circles: tuple[tuple[str, int], ...]
    offsets: tuple[int, ...]
    centre_places: int
    home_slots: int
    links: dict[int, int]
    """Bridge space -> the linked space on the next circle inward (H3)."""
    gates: tuple[int, ...]
    sectors: tuple[Sector, ...]
    seats: dict[int, tuple[int, ...]]
    """Players -> the sectors in use (H6)."""
    radii: dict[str, float]
    centre_radius: float
    along: tuple[tuple[int, ...], ...]
    """``along[space][d]``: where d steps along its circle end (d in 0..6)."""
    inward: tuple[tuple[int, ...], ...]
    """``inward[space][d]``: a die of d crossing from a bridge (1 step in, d-1 along the inner
    circle) or entering from a gate (d = 1 only, H12); NO_SPACE where it cannot."""
    kind: tuple[int, ...]
    """PLAIN, BRIDGE or GATE per circle space."""
    leave: tuple[tuple[int, ...], ...]
    """``leave[slot - first_home][d]``: where a pawn leaving from that home slot with d lands
    (H10: d >= k, A(entry + d - k)), NO_SPACE if d < k."""
    distance: tuple[int, ...]
    """Fewest steps from each space (circle, centre, home slot) to the centre."""
    names: tuple[str, ...]
    raw: dict[str, Any]
    spaces: int
    """Circle spaces (ids 0 .. spaces - 1)."""
    centre: int
    """The centre's id (= spaces)."""
    first_home: int
    """The first home slot's id (= spaces + 1)."""

    def is_home(self, space: int) -> bool:
        return space >= self.first_home

    def slot_of(self, space: int) -> tuple[int, int]:
        """(sector, k) of a home slot id (k = 1 is H1)."""
        sector, k = divmod(space - self.first_home, self.home_slots)
        return sector, k + 1

    def name(self, space: int) -> str:
        """``A5``, ``centre``, ``H2`` (a home slot; its sector is the owner's), ``captured``."""
        if space == CAPTURED:
            return "captured"
        return self.names[space]

    def space(self, name: str) -> int:
        """The id of a circle space or the centre by name (``A5``)."""
        try:
            return self.names.index(name, 0, self.centre + 1)
        except ValueError:
            raise KeyError(f"no space {name!r} on the board") from None

    def home_slot(self, sector: int, k: int) -> int:
        return self.first_home + sector * self.home_slots + k - 1

    def place(self, space: int) -> Place:
        """Where ``space`` is drawn (H5)."""
        if space == self.centre:
            return Place("centre", 0, 0.0, 0.0)
        if self.is_home(space):
            sector, k = self.slot_of(space)
            entry = self.place(self.sectors[sector].entry)
            return Place("home", k, entry.angle, self.radii[self.circles[0][0]] + k, sector)
        for (name, size), offset in zip(self.circles, self.offsets, strict=True):
            if offset <= space < offset + size:
                index = space - offset
                return Place(name, index, 360.0 * index / size, self.radii[name])
        raise KeyError(f"no space {space}")

    def data_hash(self) -> str:
        """SHA-256 (16 hex digits) of the parsed data: layout and comments never change it."""
        text = json.dumps(self.raw, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]


# --- parsing -----------------------------------------------------------------------------------

TOP_KEYS = {"centre_places", "home_slots", "circles", "sectors", "seats", "drawing"}


def parse_board(text: str) -> Board:
    """The board from the file's text; BoardError names the first entry that is wrong."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BoardError(f"board file is not valid TOML: {exc}") from None
    circles = _circles(data)
    names = [n for n, _ in circles]
    expected = TOP_KEYS | {f"bridges_{n}" for n in names[:-1]} | {f"gates_{names[-1]}"}
    unknown = sorted(set(data) - expected)
    if unknown:
        raise BoardError(f"unknown entry {unknown[0]!r}; a board has {sorted(expected)}")
    missing = sorted(expected - set(data))
    if missing:
        raise BoardError(f"missing entry {missing[0]!r}")
    offsets = tuple(sum(size for _, size in circles[:i]) for i in range(len(circles)))
    spaces = offsets[-1] + circles[-1][1]

    def space(entry: str, value: object, circle: str | None = None) -> int:
        if type(value) is not str or not value[:1].isalpha() or not value[1:].isdigit():
            raise BoardError(f"{entry}: {value!r} is not a space name like A5")
        ring, index = value[0], int(value[1:])
        if ring not in names:
            raise BoardError(f"{entry}: {value!r} is on no circle ({', '.join(names)})")
        i = names.index(ring)
        if circle is not None and ring != circle:
            raise BoardError(f"{entry}: {value!r} must be on circle {circle}")
        if not 0 <= index < circles[i][1]:
            raise BoardError(f"{entry}: {value!r} is past circle {ring}'s {circles[i][1]} spaces")
        return offsets[i] + index

    centre_places = _int(data, "centre_places", 1, 24)
    home_slots = _int(data, "home_slots", 1, DIE_FACES)  # H2: the last slot must still leave
    links, gates = _links(data, names, space)
    sectors = _sectors(data, space, names[0], spaces, home_slots)
    seats = _seats(data, len(sectors))
    radii, centre_radius = _drawing(data, names)
    along, inward, kind = _tables(circles, offsets, links, gates, spaces)
    leave = tuple(
        tuple(
            NO_SPACE if d < k or d == 0 else along[s.entry][d - k]
            for d in range(DIE_FACES + 1)
        )
        for s in sectors
        for k in range(1, home_slots + 1)
    )  # fmt: skip
    total = spaces + 1 + len(sectors) * home_slots
    distance = _distances(along, inward, kind, spaces, sectors, home_slots, total)
    board_names = [f"{n}{i}" for n, size in circles for i in range(size)] + ["centre"]
    board_names += [f"H{k}" for _ in sectors for k in range(1, home_slots + 1)]
    board = Board(
        tuple(circles), offsets, centre_places, home_slots, links, tuple(gates), tuple(sectors),
        seats, radii, centre_radius, along, inward, kind, leave, tuple(distance),
        tuple(board_names), data, spaces, spaces, spaces + 1,
    )  # fmt: skip
    _check_geometry(board)
    return board


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise BoardError(f"{key}: {value!r} is not a whole number from {low} to {high}")
    return value


def _circles(data: dict[str, Any]) -> list[tuple[str, int]]:
    circles = data.get("circles")
    if not isinstance(circles, dict) or not circles:
        raise BoardError("circles: a table of circle names and sizes, outer first, is needed")
    out = []
    for name, size in circles.items():
        if len(name) != 1 or not name.isalpha() or not name.isupper():
            raise BoardError(f"circles.{name}: a circle is named by one capital letter")
        if type(size) is not int or not DIE_FACES < size <= 360:
            # H1: longer than a die's throw, so no move ends where it began
            raise BoardError(f"circles.{name}: {size!r} spaces; a circle needs 7 to 360")
        out.append((name, size))
    return out


def _links(data: dict[str, Any], names: list[str], space: Any) -> tuple[dict[int, int], list[int]]:
    links: dict[int, int] = {}
    for outer, inner in pairwise(names):
        key = f"bridges_{outer}"
        table = data[key]
        if not isinstance(table, dict) or not table:
            raise BoardError(f'{key}: a table of bridges like A5 = "B3" is needed')
        for source, target in table.items():
            entry = f"{key}.{source}"
            links[space(entry, source, outer)] = space(entry, target, inner)
    key = f"gates_{names[-1]}"
    listed = data[key]
    if not isinstance(listed, list) or not listed:
        raise BoardError(f'{key}: a list of gate spaces like ["C0"] is needed')
    gates = [space(f"{key}[{i}]", g, names[-1]) for i, g in enumerate(listed)]
    if len(set(gates)) != len(gates):
        raise BoardError(f"{key}: a gate is listed twice")
    targets = list(links.values())
    if len(set(targets)) != len(targets):
        raise BoardError("bridges: two bridges lead to the same space")
    for target in targets:  # H3: no linked space is itself a bridge or gate
        if target in links or target in gates:
            raise BoardError(f"bridges: linked space {target} is itself a bridge or gate (H3)")
    return links, gates


def _sectors(
    data: dict[str, Any], space: Any, outer: str, spaces: int, home_slots: int
) -> list[Sector]:
    listed = data["sectors"]
    if not isinstance(listed, list) or not 2 <= len(listed) <= 12:
        raise BoardError("sectors: a list of 2 to 12 [[sectors]] tables is needed")
    out: list[Sector] = []
    for i, row in enumerate(listed):
        entry = f"sectors[{i}]"
        if not isinstance(row, dict) or set(row) != {"s", "colour", "entry"}:
            raise BoardError(f"{entry}: needs exactly s, colour and entry")
        if row["s"] != i or type(row["s"]) is not int:
            raise BoardError(f"{entry}: s is {row['s']!r}, expected {i} (sectors in order)")
        colour = row["colour"]
        if type(colour) is not str or not colour.isalpha():
            raise BoardError(f"{entry}.colour: {colour!r} is not a colour name")
        if any(s.colour == colour for s in out):
            raise BoardError(f"{entry}.colour: {colour!r} is used twice")
        start = space(f"{entry}.entry", row["entry"], outer)
        if any(s.entry == start for s in out):
            raise BoardError(f"{entry}.entry: {row['entry']!r} is another sector's entry")
        home = tuple(spaces + 1 + i * home_slots + k for k in range(home_slots))
        out.append(Sector(i, colour, start, home))
    return out


def _seats(data: dict[str, Any], sectors: int) -> dict[int, tuple[int, ...]]:
    table = data["seats"]
    if not isinstance(table, dict) or sorted(table) != [str(p) for p in PLAYER_COUNTS]:
        raise BoardError(f"seats: one entry per player count {PLAYER_COUNTS} is needed")
    out = {}
    for key, used in table.items():
        players = int(key)
        if (
            not isinstance(used, list)
            or len(used) != players
            or len(set(used)) != players
            or any(type(s) is not int or not 0 <= s < sectors for s in used)
        ):
            raise BoardError(f"seats.{key}: {used!r} is not {players} distinct sector numbers")
        out[players] = tuple(sorted(used))
    return out


def _drawing(data: dict[str, Any], names: list[str]) -> tuple[dict[str, float], float]:
    drawing = data["drawing"]
    if not isinstance(drawing, dict) or set(drawing) != {"centre_radius", "radius"}:
        raise BoardError("drawing: needs centre_radius and radius")
    radius = drawing["radius"]
    if not isinstance(radius, dict) or sorted(radius) != sorted(names):
        raise BoardError(f"drawing.radius: one radius per circle ({', '.join(names)})")
    radii: dict[str, float] = {}
    last = math.inf
    for name in names:
        value = radius[name]
        if type(value) not in (int, float) or not 0 < value < last:
            raise BoardError(f"drawing.radius.{name}: {value!r} must be positive, inner smaller")
        radii[name] = last = float(value)
    centre = drawing["centre_radius"]
    if type(centre) not in (int, float) or not 0 < centre < last:
        raise BoardError(f"drawing.centre_radius: {centre!r} must lie inside the inner circle")
    return radii, float(centre)


def _tables(
    circles: list[tuple[str, int]],
    offsets: tuple[int, ...],
    links: dict[int, int],
    gates: list[int],
    spaces: int,
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    along: list[tuple[int, ...]] = []
    for (_, size), offset in zip(circles, offsets, strict=True):
        for index in range(size):
            along.append(tuple(offset + (index + d) % size for d in range(DIE_FACES + 1)))
    kind = [PLAIN] * spaces
    inward: list[tuple[int, ...]] = [(NO_SPACE,) * (DIE_FACES + 1)] * spaces
    for source, target in links.items():
        kind[source] = BRIDGE  # H11: 1 step to the linked space, d - 1 along the inner circle
        inward[source] = (NO_SPACE, *(along[target][d - 1] for d in range(1, DIE_FACES + 1)))
    for gate in gates:
        kind[gate] = GATE  # H12: only a 1 enters, the whole die
        inward[gate] = (NO_SPACE, spaces) + (NO_SPACE,) * (DIE_FACES - 1)
    return tuple(along), tuple(inward), tuple(kind)


def _distances(
    along: tuple[tuple[int, ...], ...],
    inward: tuple[tuple[int, ...], ...],
    kind: tuple[int, ...],
    spaces: int,
    sectors: list[Sector],
    home_slots: int,
    total: int,
) -> list[int]:
    """Fewest single steps to the centre (a crossing is one step), by a reverse search."""
    back: list[list[int]] = [[] for _ in range(spaces + 1)]
    for s in range(spaces):
        back[along[s][1]].append(s)
        if kind[s] != PLAIN:
            back[inward[s][1]].append(s)
    distance = [-1] * total
    distance[spaces] = 0
    queue = deque([spaces])
    while queue:
        here = queue.popleft()
        for prev in back[here]:
            if distance[prev] < 0:
                distance[prev] = distance[here] + 1
                queue.append(prev)
    for sector in sectors:  # H2: from H_k the entry space is k steps away
        for k, slot in enumerate(sector.home, start=1):
            if distance[sector.entry] >= 0:
                distance[slot] = distance[sector.entry] + k
    return distance


def _check_geometry(board: Board) -> None:
    for space in range(board.spaces):
        if board.distance[space] < 0:
            raise BoardError(f"space {board.names[space]} can never reach the centre")
    starts = {s.colour: board.distance[s.home[0]] for s in board.sectors}
    if len(set(starts.values())) != 1:  # H1: every colour equally far from the centre
        raise BoardError(f"sectors: starts are unequally far from the centre (H1): {starts}")
