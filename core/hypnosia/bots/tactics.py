"""What the strategic bot knows about a position: how far each pawn has come, what can hit it.

``Tactics`` holds tables built once per board: for every space a unit may stand on, which
spaces it can reach with each of the 36 rolls (one die, or both dice in either order, crossing
a bridge it stands on at the start of a die's move; H9, H11), as a 36-bit mask per target.
``Evaluation`` scores positions for one seat during one decision: its points and those of the
others (H17), each pawn's progress towards the centre, and for every unit the chance that some
opponent can land on it with its next roll (a single pawn fears every unit, a stack only
stacks, H15), so that safety, threats, stacking and racing all weigh in one number.
"""

from __future__ import annotations

from core.hypnosia import scoring
from core.hypnosia.board import BRIDGE, CAPTURED, DIE_FACES, NO_SPACE, Board
from core.hypnosia.moves import Pawns, Position
from core.hypnosia.state import State, evolve

ROLLS = DIE_FACES * DIE_FACES
PROGRESS_STEP = 0.05
"""Worth of one step nearer the centre, for any pawn."""
SURE_NEAR = 0.85
SURE_STEP = 0.04
SURE_LEAST = 0.1
"""How sure a pawn is to reach the centre: SURE_NEAR less SURE_STEP per step, at least
SURE_LEAST."""
WIN = 1000.0
"""Worth of ending the game in first place (and the cost of ending it while still hopeful)."""
FINISH = 50.0
"""Worth of ending a game that waiting could no longer win."""


def _bit(a: int, b: int) -> int:
    return 1 << ((a - 1) * DIE_FACES + b - 1)


class Tactics:
    """Per-board tables: reach masks, and each space's progress and chance to arrive."""

    def __init__(self, board: Board) -> None:
        self.board = board
        total = len(board.names)
        self.reach: list[dict[int, int]] = [self._reach(s) for s in range(total)]
        far = max(board.distance)
        self.progress = tuple(PROGRESS_STEP * (far - board.distance[s]) for s in range(total))
        self.arrived = PROGRESS_STEP * far
        self.sure = tuple(
            max(SURE_LEAST, SURE_NEAR - SURE_STEP * board.distance[s]) for s in range(total)
        )

    def _dests(self, space: int, die: int) -> list[int]:
        board = self.board
        if board.is_home(space):
            dest = board.leave[space - board.first_home][die]
            return [] if dest == NO_SPACE else [dest]
        if space == board.centre:
            return []
        out = [board.along[space][die]]
        if board.kind[space] == BRIDGE:  # a gate's only inward move is into the safe centre
            out.append(board.inward[space][die])
        return out

    def _reach(self, space: int) -> dict[int, int]:
        masks: dict[int, int] = {}
        for a in range(1, DIE_FACES + 1):
            for b in range(1, DIE_FACES + 1):
                bit = _bit(a, b)
                targets = set(self._dests(space, a)) | set(self._dests(space, b))
                for first, second in ((a, b), (b, a)):
                    for middle in self._dests(space, first):
                        targets.update(self._dests(middle, second))
                for target in targets:
                    masks[target] = masks.get(target, 0) | bit
        return masks


class Evaluation:
    """Scores positions reached during ``seat``'s turn from ``state`` (higher is better)."""

    def __init__(self, tactics: Tactics, state: State, seat: int) -> None:
        self.tactics = tactics
        self.board = tactics.board
        self.state = state
        self.seat = seat
        self.others = tuple(s for s in range(state.players) if s != seat)
        self.gain_weight = 1.0 / len(self.others)
        """What an opponent's point costs this seat (the mean over opponents is subtracted)."""
        self.initial = state.pawns
        self._threat: dict[tuple[int, int, int], float] = {}
        self._units: dict[tuple[int, ...], tuple[list[tuple[int, int]], list[int]]] = {}
        self._sources_of: dict[tuple[tuple[int, ...], int], list[int]] = {}
        self._safety: dict[tuple[int, int], float] = {}
        self._scores: dict[Position, float] = {}

    def units(self, own: tuple[int, ...]) -> tuple[list[tuple[int, int]], list[int]]:
        """(space, pawns) of each unit on a circle, and the pawns' home slots."""
        found = self._units.get(own)
        if found is None:
            found = self._units[own] = self._split(own)
        return found

    def _split(self, own: tuple[int, ...]) -> tuple[list[tuple[int, int]], list[int]]:
        board = self.board
        centre = board.centre
        units: list[tuple[int, int]] = []
        home: list[int] = []
        previous = -1
        for space in own:
            if space < 0 or space == centre:
                continue
            if space > centre:
                home.append(space)
            elif space == previous:
                units[-1] = (space, 2)
            else:
                units.append((space, 1))
            previous = space
        return units, home

    def _sources(self, own: tuple[int, ...], count: int) -> list[int]:
        """Where ``own``'s units that can capture a unit of ``count`` pawns stand (the lowest
        home pawn may leave onto a target too)."""
        key = (own, count)
        sources = self._sources_of.get(key)
        if sources is None:
            units, home = self.units(own)
            sources = [s for s, n in units if n >= count]
            if home and count == 1:
                sources.append(home[0])
            self._sources_of[key] = sources
        return sources

    def hit_chance(self, pawns: Pawns, attacker: int, space: int, count: int) -> float:
        """Chance that ``attacker``'s next roll lets one of its units land on ``space``."""
        key = (attacker, space, count)
        cached = pawns[attacker] is self.initial[attacker]
        if cached and key in self._threat:
            return self._threat[key]
        reach = self.tactics.reach
        mask = 0
        for source in self._sources(pawns[attacker], count):
            mask |= reach[source].get(space, 0)
        chance = mask.bit_count() / ROLLS
        if cached:
            self._threat[key] = chance
        return chance

    def worths(self, position: Position) -> list[dict[int, float]]:
        """Seat -> space -> what its pawns there are worth. Only as many pawns as places are
        left in the centre will score: the pawns nearest the centre, over all seats, queue for
        the remaining arrival points (each weighed by its chance to get there; at equal
        distance, the seat that moves sooner first), and every pawn is worth a little per step
        it has come."""
        board, tactics = self.board, self.tactics
        distance, sure, progress = board.distance, tactics.sure, tactics.progress
        arrived = len(position.arrivals)
        places = board.centre_places
        players = len(position.pawns)
        after = self.seat + 1  # at equal distance, whoever moves sooner is ahead
        queue = sorted(
            (distance[space], (seat - after) % players, seat, space)
            for seat, own in enumerate(position.pawns)
            for space in own
            if space >= 0 and space != board.centre
        )
        worths: list[dict[int, float]] = [{} for _ in position.pawns]
        for rank, (_, _, seat, space) in enumerate(queue):
            arrival = arrived + rank + 1
            worth = progress[space]
            if arrival <= places:
                worth += scoring.arrival_points(places, arrival) * sure[space]
            worths[seat][space] = worths[seat].get(space, 0.0) + worth
        return worths

    def score(self, position: Position) -> float:
        """The seat's total and its pawns' worth (less what it may lose before its next
        turn), against the mean of the others' (less what this seat threatens). Two orders
        of the same moves reach the same position: each is scored once."""
        found = self._scores.get(position)
        if found is None:
            found = self._scores[position] = self._score(position)
        return found

    def _safe(self, pawns: Pawns, space: int, count: int) -> float:
        """Chance that no opponent can land on this seat's unit before its next turn."""
        unchanged = all(pawns[o] is self.initial[o] for o in self.others)
        key = (space, count)
        if unchanged and key in self._safety:
            return self._safety[key]
        safe = 1.0
        for other in self.others:
            safe *= 1.0 - self.hit_chance(pawns, other, space, count)
        if unchanged:
            self._safety[key] = safe
        return safe

    def _score(self, position: Position) -> float:
        board, seat = self.board, self.seat
        places = board.centre_places
        pawns = position.pawns
        if len(position.arrivals) >= places:
            return self._final(position)
        totals = scoring.totals_of(position.arrivals, position.captures, position.losses, places)
        arrived = self.tactics.arrived  # a pawn in the centre has come all the way
        worths = self.worths(position)
        mine = float(totals[seat]) + arrived * position.arrivals.count(seat)
        units, home = self.units(pawns[seat])
        own = worths[seat]
        mine += sum(own[s] for s in set(home))
        for space, count in units:
            worth = own[space]
            risk = 1.0 - self._safe(pawns, space, count)
            mine += worth - risk * (worth + count * (1.0 + self.gain_weight))
        theirs = 0.0
        reach = self.tactics.reach
        my_single = self._sources(pawns[seat], 1)
        my_stack = self._sources(pawns[seat], 2)
        for other in self.others:
            units, home = self.units(pawns[other])
            held = worths[other]
            value = float(totals[other]) + sum(held[s] for s in set(home))
            value += arrived * position.arrivals.count(other)
            for space, count in units:
                mask = 0
                for source in my_single if count == 1 else my_stack:
                    mask |= reach[source].get(space, 0)
                worth = held[space]
                value += worth - mask.bit_count() / ROLLS * (worth + count)
            theirs += value
        return mine - theirs * self.gain_weight

    def _final(self, position: Position) -> float:
        """The game ends here (H16). First place alone is worth WIN. Ending it in another
        place costs WIN while captures could still lift this seat to first (waiting could
        help), and is worth FINISH when nothing could (waiting only drags the game on)."""
        board, seat = self.board, self.seat
        final = evolve(self.state, pawns=position.pawns, arrivals=position.arrivals,
                       captures=position.captures, losses=position.losses)  # fmt: skip
        places = scoring.places(final, board.centre_places)
        totals = scoring.totals(final, board.centre_places)
        lead = totals[seat] - sum(totals[s] for s in self.others) * self.gain_weight
        if places[seat] == 1 and places.count(1) == 1:
            return WIN + lead
        best = max(self.others, key=lambda s: totals[s])
        centre = board.centre
        reach = sum(  # each capture is +1 here, and -1 to the leader if it is its pawn
            (2 if other == best else 1) * sum(1 for p in position.pawns[other] if p not in
                                              (CAPTURED, centre))
            for other in self.others
        )  # fmt: skip
        return (-WIN if totals[best] - totals[seat] < reach else FINISH) + lead
