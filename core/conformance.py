"""A conformance harness for any game, through the rules interface alone (``core.game.Game``).

In the spirit of OpenSpiel's random simulation test: ``check_game`` plays a seeded game with the
local dealer (``core.play.Table``), bots choosing, and checks at every step that

- the game waits for something, and its legal actions are non-empty for every seat it asks and
  empty for every other seat, in a stable order (two calls give the same sequence);
- a sample of the legal actions are members of the legal actions and apply; the state (and its
  hash) is unchanged afterwards (states are values);
- illegal actions, built by mutating legal ones (ints shifted, handles swapped for other
  handles, handle tuples shortened, lengthened or repeated) and kept when they are not members,
  and legal actions played by a seat that is not asked, are refused with a ``CoreError`` and
  the state unchanged; or, if the public checks accept one (its hidden cards are face down),
  a ``RuleViolation`` naming the seat catches it once they are revealed (or, for the action
  types a caller names, the full-knowledge audit does: the action is not legal with every card
  known);
- hidden cards stay hidden: a seat's knowledge holds only faces the dealer's reveals to that
  seat (or its own private reorders) taught it, with the true faces; a reveal to one seat
  teaches nobody else and changes no public face; every face public in the state is the true
  one, and it became public only through a public reveal or an opening; no seat's view shows a
  face that is neither public nor learned by that seat;
- a simultaneous decision (``AwaitSimultaneous``) lists its seats in seat order, asks every
  seat from the same state and applies the choices in seat order; each seat's choices stay
  legal once the seats before it have chosen (the fair dealer would blame it otherwise);
- with ``fuzz``, legal actions are mutated field by field (``core.mutations.mutants``: a type
  changed, a value changed, a value nested or emptied) and so is their encoded form
  (``wire_mutants``): a mutant ``in`` the legal actions applies; a retyped one is never ``in``
  them unless an action of the list is ``same`` as it (``core.strict``) and is refused at once;
  every other mutant is refused with a ``CoreError`` whose code is stable (``area/reason``), the
  state unchanged, or (hidden cards) caught at their reveal or by the audit as above; whatever
  the codec decodes is judged the same way; no other exception escapes ``in``, the codec or
  ``apply_action``;
- every chosen action's public form survives the game's codec, and ``describe``,
  ``describe_dealer`` and ``render`` give a message id and words;
- at the end the outcome has one score per seat and names the winner ``GameOver`` names;
- replaying the same seed gives the same state hash at every step.

Failures raise ``ConformanceError`` saying what, at which step. Standard library and the shared
core only; every random choice comes from ``core.stream.Stream``.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.errors import CoreError, RuleViolation
from core.game import Agent, Game, Message, SettingsError
from core.mutations import mutants, mutations, wire_mutants
from core.play import Table
from core.stream import Stream
from core.strict import strict_in
from core.view import FullKnowledge
from core.vocabulary import (
    UNKNOWN,
    AwaitAction,
    AwaitSimultaneous,
    GameOver,
    Opened,
    OpenStep,
    ReorderStep,
    RevealStep,
    is_sealed,
    public_form,
)

DEFAULT_MAX_STEPS = 5000
PROBE_STEPS = 200
"""How far an accepted illegal action is followed, looking for the reveal that catches it."""
STABLE_CODE = re.compile(r"[a-z][a-z_]*(/[a-z][a-z_]*)+")
"""What a refusal's code looks like (``move/field``): words a client can key on, no values."""


class ConformanceError(AssertionError):
    """A game broke one of the interface's promises; the message says which, and where."""


@dataclass
class Figures:
    """What a check did: counts, so a test can assert it checked something."""

    games: int = 0
    finished: int = 0
    steps: int = 0
    actions: int = 0
    dealer_steps: int = 0
    private_reveals: int = 0
    simultaneous: int = 0
    legal_applied: int = 0
    illegal_refused: int = 0
    illegal_at_reveal: int = 0
    illegal_by_audit: int = 0
    mutants: int = 0
    """Mutated actions the fuzzer tried (``fuzz``)."""
    wire_mutants: int = 0
    """Encoded forms the fuzzer decoded (mutated, or of a mutated action)..."""
    wire_malformed: int = 0
    """...and how many of them the codec refused (the others were judged like a mutant)."""
    fuzz_legal: int = 0
    """Judged mutants ``in`` the legal actions, and applied."""
    fuzz_refused: int = 0
    """Judged mutants refused with a ``CoreError`` of a stable code, the state unchanged."""
    fuzz_caught_later: int = 0
    """Judged mutants the public checks accept, caught at a reveal or by the audit."""
    fuzz_sealed_left: int = 0
    """Decoded public forms of a secret choice that the public checks accept but no legal
    choice has: only the opening of the seat's secret can tell (the local probe has none)."""
    hashes: list[str] = field(default_factory=list)

    def add(self, other: Figures) -> Figures:
        for f in dataclasses.fields(self):
            if f.name != "hashes":
                setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        self.hashes += other.hashes
        return self


def _fail(where: str, what: str) -> None:
    raise ConformanceError(f"{where}: {what}")


# --- settings --------------------------------------------------------------------------------


def check_settings(game: Game) -> Any:
    """The schema names ``players`` and every default fits; plain values round-trip; an
    unknown setting and a bad player count are refused naming the setting. The defaults."""
    names = [s.name for s in game.schema]
    if "players" not in names:
        _fail(game.name, f"the schema {names} has no players setting")
    if len(set(names)) != len(names):
        _fail(game.name, f"the schema names a setting twice: {names}")
    defaults = game.settings()
    values = game.settings_values(defaults)
    if set(values) != set(names):
        _fail(game.name, f"settings_values gives {sorted(values)}, the schema {sorted(names)}")
    for spec in game.schema:
        if values[spec.name] != spec.default:
            _fail(game.name, f"default {spec.name} is {values[spec.name]!r}, not {spec.default!r}")
        if spec.choices and spec.default not in spec.choices:
            _fail(game.name, f"default {spec.name}={spec.default!r} is not one of its choices")
        for choice in spec.choices:
            again = game.settings_values(game.settings({spec.name: choice}))
            if again[spec.name] != choice:
                _fail(game.name, f"setting {spec.name}={choice!r} reads back {again[spec.name]!r}")
    low, high = game.players
    if not 1 <= low <= high or not low <= int(values["players"]) <= high:  # type: ignore[call-overload]
        _fail(game.name, f"players {values['players']} outside {game.players}")
    for bad, setting in (({"no such setting": 1}, "no such setting"), ({"players": high + 1},
                         "players"), ({"players": "2"}, "players")):  # fmt: skip
        try:
            game.settings(bad)
        except SettingsError as exc:
            if exc.setting != setting:
                _fail(game.name, f"SettingsError for {bad} names {exc.setting!r}")
        else:
            _fail(game.name, f"settings {bad} accepted")
    return defaults


# --- one game --------------------------------------------------------------------------------


def check_game(
    game: Game,
    settings: Any,
    seed: int | bytes | str,
    *,
    bots: Sequence[str] | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    turn_cap: int | None = None,
    samples: int = 4,
    illegal: int = 4,
    audit_catches: tuple[type, ...] = (),
    replay: bool = True,
    fuzz: int = 0,
) -> Figures:
    """Play one seeded game with the local dealer, checking every step (see the module).

    Seats are played by the bots named in ``bots`` (cycled over the seats; by default every bot
    of the game in turn), seeded from ``seed``. The game stops at its end,
    after ``turn_cap`` turns or ``max_steps`` steps. ``samples`` legal actions and ``illegal``
    illegal ones are tried at each decision. An illegal action the public checks accept must be
    caught at the reveal of its hidden cards, unless it is of one of the ``audit_catches`` types
    (a rule over a whole hidden hand): then the full-knowledge audit must refuse it. With
    ``replay``, the same seed is played again and must give the same state hash at every step.
    With ``fuzz``, that many legal actions of each asked seat are mutated at every decision and
    every mutant judged (see the module; ``fuzz_games``).
    """
    if not isinstance(game, Game):
        missing = [n for n in dir(Game) if not n.startswith("_") and not hasattr(game, n)]
        _fail(game.name, f"does not implement the rules interface: missing {missing}")
    figures = _Run(game, settings, seed, bots, max_steps, turn_cap, samples, illegal,
                   audit_catches, fuzz).play()  # fmt: skip
    if replay:
        again = _Run(game, settings, seed, bots, max_steps, turn_cap, 0, 0, (), 0).play()
        if again.hashes != figures.hashes:
            pairs = zip(figures.hashes, again.hashes, strict=False)
            at = next((i for i, (a, b) in enumerate(pairs) if a != b), len(again.hashes))
            _fail(f"{game.name} seed {seed}", f"the replay differs from step {at} on")
    return figures


def check_games(
    game: Game, settings: Any, seeds: Sequence[int | bytes | str], **options: Any
) -> Figures:
    """``check_game`` over several seeds; the figures summed."""
    total = Figures()
    for seed in seeds:
        total.add(check_game(game, settings, seed, **options))
    return total


def fuzz_games(
    game: Game, settings: Any, seeds: Sequence[int | bytes | str], fuzz: int = 1,
    **options: Any,
) -> Figures:  # fmt: skip
    """The mutation fuzzer alone: ``check_games`` with ``fuzz`` legal actions of each asked seat
    mutated at every decision, no other sampling and no replay (seeded: the same seeds try the
    same mutants)."""
    options = {"samples": 0, "illegal": 0, "replay": False, **options}
    return check_games(game, settings, seeds, fuzz=fuzz, **options)


class _Run:
    def __init__(
        self,
        game: Game,
        settings: Any,
        seed: int | bytes | str,
        bots: Sequence[str] | None,
        max_steps: int,
        turn_cap: int | None,
        samples: int,
        illegal: int,
        audit_catches: tuple[type, ...],
        fuzz: int = 0,
    ) -> None:
        self.game, self.settings, self.seed = game, settings, seed
        self.players = int(game.settings_values(settings)["players"])  # type: ignore[call-overload]
        names = list(bots or sorted(game.bots))
        if not names:
            _fail(game.name, "the game has no bots")
        self.agents: list[Agent] = [
            game.bots[names[s % len(names)]](f"{seed}/{s}") for s in range(self.players)
        ]
        self.max_steps, self.turn_cap = max_steps, turn_cap
        self.samples, self.illegal = samples, illegal
        self.audit_catches = audit_catches
        self.fuzz = fuzz
        self.stream = Stream(seed, "conformance")
        self.fuzz_stream = Stream(seed, "conformance/fuzz")  # apart: the other draws stay put
        self.table = Table.deal(game, settings, seed)
        self.taught: list[dict[tuple[int, int], int]] = [{} for _ in range(self.players)]
        self.figures = Figures(games=1)
        self.where = ""

    # --- the loop ------------------------------------------------------------------------------

    def play(self) -> Figures:
        game, table, figures = self.game, self.table, self.figures
        faces = list(game.initial_faces(table.state))
        kinds = game.card_kinds(self.settings)
        self.where = f"{game.name} seed {self.seed} start"
        self._card_shape(faces, kinds)
        figures.hashes.append(game.state_hash(table.state))
        self._check_cards()
        for number in range(self.max_steps):
            self.where = f"{game.name} seed {self.seed} step {number}"
            state = table.state
            step = game.pending(state)
            if isinstance(step, GameOver):
                self._game_over(step)
                figures.finished += 1
                break
            if game.outcome(state) is not None:
                _fail(self.where, "an outcome before the game is over")
            if self.turn_cap is not None and game.turns_played(state) >= self.turn_cap:
                break
            if isinstance(step, AwaitAction | AwaitSimultaneous):
                self._decide(step)
            else:
                self._serve()
            figures.steps += 1
            figures.hashes.append(game.state_hash(table.state))
            self._check_cards()
        return figures

    def _card_shape(self, faces: list[int], kinds: int) -> None:
        state = self.table.state
        n = len(faces)
        if len(state.public) != n or len(state.epochs) != n:
            _fail(self.where, f"{n} initial faces, {len(state.public)} public, "
                              f"{len(state.epochs)} epochs")  # fmt: skip
        if any(type(k) is not int or not 0 <= k < kinds for k in faces):
            _fail(self.where, f"an initial face is not a card kind in 0..{kinds - 1}")

    # --- decisions -----------------------------------------------------------------------------

    def _decide(self, step: AwaitAction | AwaitSimultaneous) -> None:
        game, table = self.game, self.table
        asked = (step.seat,) if isinstance(step, AwaitAction) else tuple(step.seats)
        if not asked:
            _fail(self.where, "a decision that asks no seat")
        if any(not 0 <= s < self.players for s in asked) or list(asked) != sorted(set(asked)):
            # in seat order: the local dealer applies the choices in this order, the fair one
            # in seat order
            _fail(self.where, f"asks seats {asked} of {self.players} (distinct, in seat order)")
        state = table.state
        before = game.state_hash(state)
        legals = {}
        for seat in range(self.players):
            view = table.view(seat)
            legal = game.legal_actions(view)
            if seat not in asked:
                if len(legal) != 0:
                    _fail(self.where, f"seat {seat} is not asked but has {len(legal)} actions")
                continue
            listed = list(legal)
            if not listed or len(legal) != len(listed):
                _fail(self.where, f"seat {seat} is asked but has {len(listed)} legal actions "
                                  f"(len says {len(legal)})")  # fmt: skip
            if list(game.legal_actions(table.view(seat))) != listed:
                _fail(self.where, f"seat {seat}'s legal actions change order between two calls")
            if [legal[i] for i in range(len(listed))] != listed:
                _fail(self.where, "indexing the legal actions disagrees with iterating them")
            by_type = [a for kind in legal.types() for a in legal.of_type(kind)]
            if sorted(map(repr, by_type)) != sorted(map(repr, listed)):
                _fail(self.where, "types()/of_type() do not cover the legal actions")
            legals[seat] = (view, legal, listed)
        for seat in asked:
            view, legal, listed = legals[seat]
            self._try_legal(seat, legal, listed)
            self._try_illegal(seat, asked, legal, listed)
            if self.fuzz:
                self._fuzz(seat, legal, listed)
        if game.state_hash(state) != before or table.state is not state:
            _fail(self.where, "trying actions changed the state")
        # every seat chooses from the same state; the choices apply in seat order
        chosen = []
        for seat in asked:
            view, legal, _ = legals[seat]
            action = self.agents[seat].choose(view, legal)
            if action not in legal:
                _fail(self.where, f"seat {seat}'s agent chose {action!r:.80}, not a legal action")
            self._words(view, action)
            chosen.append((seat, action))
        for seat, action in chosen:
            if isinstance(step, AwaitSimultaneous):  # the earlier seats' choices are applied
                self._still_legal(seat, legals[seat][2])
            try:
                table.act(seat, action)
            except CoreError as exc:
                _fail(self.where, f"seat {seat}'s legal {action!r:.80} is refused: {exc}")
        self._no_new_faces(state, "an action")
        self.figures.actions += len(chosen)
        if isinstance(step, AwaitSimultaneous):
            self.figures.simultaneous += 1

    def _still_legal(self, seat: int, listed: list[Any]) -> None:
        """A simultaneous choice stays legal whatever the seats before it chose: the fair dealer
        blames the seat whose opened choice does not apply."""
        for action in listed[: max(1, self.samples)]:
            try:
                self.game.apply_action(self.table.state, seat, action)
            except CoreError as exc:
                _fail(self.where, f"seat {seat}'s simultaneous {action!r:.80} is refused once the "
                                  f"seats before it chose: {exc}")  # fmt: skip

    def _words(self, view: Any, action: Any) -> None:
        game = self.game
        public = public_form(action)
        try:
            data = game.encode_action(public)
            back = game.decode_action(data)
        except CoreError as exc:
            _fail(self.where, f"{public!r:.80} does not survive the codec: {exc}")
        if back != public:
            _fail(self.where, f"{public!r:.80} decodes as {back!r:.80}")
        self._message(game.describe(view, action))

    def _message(self, message: Any) -> None:
        if not isinstance(message, Message) or not message.id:
            _fail(self.where, f"{message!r:.80} is not a Message with an id")
        text = self.game.render(message)
        if not isinstance(text, str) or not text:
            _fail(self.where, f"{message.id} renders as {text!r:.40}")

    def _try_legal(self, seat: int, legal: Any, listed: list[Any]) -> None:
        state, game = self.table.state, self.game
        stride = max(1, len(listed) // max(1, self.samples)) if self.samples else 0
        picks = listed[::stride][: self.samples] if stride else []
        for action in picks:
            if action not in legal:
                _fail(self.where, f"seat {seat}'s legal {action!r:.80} is not `in` its legal")
            try:
                game.apply_action(state, seat, action)
            except CoreError as exc:
                _fail(self.where, f"seat {seat}'s legal {action!r:.80} is refused: {exc}")
            self.figures.legal_applied += 1

    def _try_illegal(self, seat: int, asked: tuple[int, ...], legal: Any, listed: list) -> None:
        if not self.illegal:
            return
        game, state = self.game, self.table.state
        before = game.state_hash(state)
        others = [s for s in range(self.players) if s not in asked]
        tries: list[tuple[int, Any]] = []
        if others:  # a legal action, by a seat that is not asked
            tries.append((self.stream.choice(others), self.stream.choice(listed)))
        candidates = mutations(self.stream, self.stream.choice(listed), len(state.epochs))
        for action in candidates:
            if len(tries) >= self.illegal:
                break
            try:
                if action in legal:
                    continue
            except CoreError:
                pass  # membership may refuse outright: still an illegal action to try
            tries.append((seat, action))
        for who, action in tries:
            try:
                after = game.apply_action(state, who, action)
            except CoreError:
                self.figures.illegal_refused += 1
            else:
                self._accepted(who, action, after)
            if game.state_hash(state) != before:
                _fail(self.where, f"refusing {action!r:.80} changed the state")

    # --- the mutation fuzzer ---------------------------------------------------------------------

    def _fuzz(self, seat: int, legal: Any, listed: list[Any]) -> None:
        """Mutants of ``fuzz`` legal actions, and of their encoded forms, each judged."""
        game, stream = self.game, self.fuzz_stream
        state = self.table.state
        before = game.state_hash(state)
        names = tuple(sorted({type(public_form(legal.of_type(k)[0])).__name__
                              for k in legal.types()}))  # fmt: skip
        publics = [public_form(a) for a in listed]
        for _ in range(self.fuzz):
            source = stream.choice(listed)
            for mutant in mutants(stream, source, len(state.epochs)):
                self.figures.mutants += 1
                what = f"{mutant.what} of {source!r:.60}"
                self._judge(seat, legal, listed, mutant.action, mutant.retyped, what, before)
                try:
                    data = game.encode_action(mutant.action)
                except CoreError:
                    continue  # not a public action: it never travels
                except Exception as exc:  # the harness names what escaped
                    _fail(self.where, f"encoding {what} raised {type(exc).__name__}: {exc}")
                self._decoded(seat, legal, listed, publics, data, what, before)
            data = game.encode_action(public_form(source))
            for wire, how in wire_mutants(data, names):
                self._decoded(seat, legal, listed, publics, wire, f"{how} of {data!r:.60}", before)

    def _decoded(self, seat: int, legal: Any, listed: list[Any], publics: list[Any],
                 data: object, what: str, before: str) -> None:  # fmt: skip
        """What the codec makes of ``data``: refused with a stable code, or judged."""
        self.figures.wire_mutants += 1
        try:
            action = self.game.decode_action(data)
        except CoreError as exc:
            self._stable(exc, f"decoding {what}")
            self.figures.wire_malformed += 1
            return
        except Exception as exc:  # the harness names what escaped
            _fail(self.where, f"decoding {what} raised {type(exc).__name__}: {exc}")
        if not is_sealed(action):
            self._judge(seat, legal, listed, action, False, f"{what}, decoded", before)
            return
        # a secret choice's public form: legal if a legal choice has it, else refused
        state = self.table.state
        try:
            self.game.apply_action(state, seat, action)
        except CoreError as exc:
            self._stable(exc, f"{what}, decoded")
            if strict_in(action, publics):
                _fail(self.where, f"seat {seat}'s legal {action!r:.80} is refused: {exc}")
        except Exception as exc:  # the harness names what escaped
            _fail(self.where, f"{what}, decoded: apply_action raised {type(exc).__name__}: {exc}")
        else:
            if not strict_in(action, publics):
                self.figures.fuzz_sealed_left += 1
        self._unchanged(before, what)

    def _judge(self, seat: int, legal: Any, listed: list[Any], action: Any, retyped: bool,
               what: str, before: str) -> None:  # fmt: skip
        """One mutant: ``in`` the legal actions and applied, or refused (or caught later)."""
        game, state = self.game, self.table.state
        try:
            member = action in legal
        except CoreError:
            member = False  # membership may refuse outright
        except Exception as exc:  # the harness names what escaped
            _fail(self.where, f"`{what}` in the legal actions raised {type(exc).__name__}: {exc}")
        listed_too = strict_in(action, listed)
        if listed_too and not member:
            _fail(self.where, f"seat {seat}'s listed {action!r:.80} is not `in` its legal actions")
        if member and retyped and not listed_too:
            _fail(self.where, f"seat {seat}'s legal actions take {what}: not type-strict")
        try:
            after = game.apply_action(state, seat, action)
        except CoreError as exc:
            self._stable(exc, what)
            self._unchanged(before, what)
            if member:
                _fail(self.where, f"seat {seat}'s legal {action!r:.80} ({what}) is refused: {exc}")
            self.figures.fuzz_refused += 1
            return
        except Exception as exc:  # the harness names what escaped
            _fail(self.where, f"{what}: apply_action raised {type(exc).__name__}: {exc}")
        self._unchanged(before, what)
        if member:
            self.figures.fuzz_legal += 1
        elif retyped:
            _fail(self.where, f"seat {seat}'s {what} is accepted: not type-strict")
        else:
            self._accepted(seat, action, after)
            self.figures.fuzz_caught_later += 1

    def _stable(self, exc: CoreError, what: str) -> None:
        """A refusal's code is words a client keys on (its message, its log line): one holding
        a value would make every refused input a code of its own."""
        if not isinstance(exc.code, str) or not STABLE_CODE.fullmatch(exc.code):
            _fail(self.where, f"{what} is refused with the code {exc.code!r:.40}, not a stable one")

    def _unchanged(self, before: str, what: str) -> None:
        """States are values: trying an action, refused or not, leaves the table's state as it
        was (a refusal that changed it first would desynchronize the peers)."""
        if self.game.state_hash(self.table.state) != before:
            _fail(self.where, f"trying {what} changed the state")

    def _accepted(self, seat: int, action: Any, after: Any) -> None:
        """Publicly accepted, yet not legal: the reveal of its cards or the audit must catch it."""
        if self._caught_at_reveal(seat, action, after):
            self.figures.illegal_at_reveal += 1
            return
        game, state = self.game, self.table.state
        if isinstance(action, self.audit_catches):
            full = game.view(state, seat, FullKnowledge(self.table.dealer.truth))
            if action not in game.legal_actions(full):
                self.figures.illegal_by_audit += 1
                return
        _fail(self.where, f"seat {seat}'s illegal {action!r:.80} is accepted and never caught")

    def _caught_at_reveal(self, seat: int, action: Any, after: Any) -> bool:
        t = self.table
        probe = Table(t.game, after, copy.deepcopy(t.dealer), [k.copy() for k in t.knowledge])
        probe.dealer.note_action(seat, action)
        game = self.game
        try:
            for _ in range(PROBE_STEPS):
                step = game.pending(probe.state)
                if isinstance(step, GameOver):
                    return False
                if isinstance(step, AwaitAction | AwaitSimultaneous):
                    asked = (step.seat,) if isinstance(step, AwaitAction) else step.seats
                    if seat in asked:
                        return False  # its turn again: nothing revealed it
                    for s in asked:  # the others decide on (a defender commits) until the reveal
                        legal = game.legal_actions(probe.view(s))
                        if len(legal) == 0:
                            _fail(self.where, f"seat {s} is asked but has no legal action")
                        probe.act(s, legal[0])
                else:
                    probe.serve()
        except RuleViolation as caught:
            if caught.seat != seat:
                _fail(self.where, f"seat {seat}'s illegal {action!r:.80} blames seat {caught.seat}")
            return True
        return False

    # --- dealer steps --------------------------------------------------------------------------

    def _serve(self) -> None:
        table, game = self.table, self.game
        before = table.state
        step, result = table.serve()
        self.figures.dealer_steps += 1
        after = table.state
        if isinstance(step, RevealStep) and step.to is not None:
            self.figures.private_reveals += 1
            for handle, kind in zip(step.handles, result.kinds, strict=True):  # type: ignore[union-attr]
                self.taught[step.to][(handle, before.epochs[handle])] = kind
        elif isinstance(step, ReorderStep):
            for handle, kind in zip(step.handles, result.kinds, strict=True):  # type: ignore[union-attr]
                self.taught[step.seat][(handle, after.epochs[handle])] = kind
        opens_faces = (isinstance(step, RevealStep) and step.to is None) or isinstance(
            step, OpenStep
        )
        if not opens_faces:
            self._no_new_faces(before, type(step).__name__)
        if isinstance(result, Opened):
            for handle in result.cards:
                if after.public[handle] == UNKNOWN:
                    _fail(self.where, f"opened handle {handle} is not public afterwards")
        for seat in range(self.players):
            message = game.describe_dealer(table.view(seat), step, result)
            if message is not None:
                self._message(message)

    # --- invariants ---------------------------------------------------------------------------

    def _no_new_faces(self, before: Any, what: str) -> None:
        """No face became public since ``before`` (only public reveals and openings show one)."""
        now = self.table.state.public
        for handle, (was, face) in enumerate(zip(before.public, now, strict=True)):
            if was == UNKNOWN and face != UNKNOWN:
                _fail(self.where, f"{what} made handle {handle}'s face public")

    def _check_cards(self) -> None:
        """Public faces are true; each seat knows only what it was taught, and truly."""
        table = self.table
        state, truth = table.state, table.dealer.truth
        public, epochs = state.public, state.epochs
        if len(public) != len(truth) or len(epochs) != len(truth):
            _fail(self.where, f"{len(truth)} handles, {len(public)} public, {len(epochs)} epochs")
        for handle, face in enumerate(public):
            if face != UNKNOWN and face != truth[handle]:
                _fail(self.where, f"handle {handle} is public as {face}, it is {truth[handle]}")
        for seat, knowledge in enumerate(table.knowledge):
            taught = self.taught[seat]
            for key, kind in knowledge.facts.items():
                if taught.get(key, UNKNOWN) != kind:
                    _fail(self.where, f"seat {seat} knows {key} as {kind}, never shown it")
            view = self.game.view(state, seat, knowledge)
            for handle in range(len(truth)):
                seen = view.kind_index(handle)
                if seen == UNKNOWN:
                    continue
                if seen != truth[handle]:
                    _fail(self.where, f"seat {seat} sees handle {handle} as {seen}, it is "
                                      f"{truth[handle]}")  # fmt: skip
                if public[handle] == UNKNOWN and (handle, epochs[handle]) not in taught:
                    _fail(self.where, f"seat {seat} sees hidden handle {handle}, never shown it")

    def _game_over(self, step: GameOver) -> None:
        game, table = self.game, self.table
        outcome = game.outcome(table.state)
        if outcome is None:
            _fail(self.where, "the game is over without an outcome")
        if len(outcome.scores) != self.players:
            _fail(self.where, f"{len(outcome.scores)} scores for {self.players} seats")
        if any(not 0 <= s < self.players for s in outcome.winners):
            _fail(self.where, f"winners {outcome.winners} are not seats")
        if step.winner is not None and outcome.winners != (step.winner,):
            _fail(self.where, f"GameOver names {step.winner}, the outcome {outcome.winners}")
        for seat in range(self.players):
            if len(game.legal_actions(table.view(seat))) != 0:
                _fail(self.where, f"seat {seat} has legal actions after the end")
