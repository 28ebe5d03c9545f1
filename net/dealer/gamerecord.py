"""A finished game's transcript file, readable alone: its terms, then its signed messages.

``transcript.hgame`` is a small msgpack header ``{format, version, terms, names, statements}``
followed by the transcript file form of ``net.protocol.transcript`` (its own header, then every
message in the order the writer's replica consumed them). The statements are those of a game its
players ended (an agreement or a resignation, and every seat's secrets: ``net.dealer.endaudit``).
The terms give the roster, the game and its settings, so the file re-checks on its own
(:func:`audit_file`): every signature, chain and proof again, then the end-of-game audit, which
decrypts every card with the published secrets and replays the game with full knowledge.
Nothing in the file is trusted: it is read under the wire's limits and verified like messages
from the network.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgpack

from core import games
from core.game import Game, version_id
from net.dealer.audit import AuditReport, audit_transcript
from net.dealer.endaudit import audit_ended
from net.errors import NetError, RecordError, TranscriptError, UnauditedEnding
from net.fair.errors import FairPlayError
from net.protocol.messages import Roster, SignedMessage
from net.protocol.terms import PROTOCOL, Terms
from net.protocol.transcript import Transcript
from net.protocol.wire import canonical, decode
from net.store.journal import write_synced

FORMAT = "hypnose-game"
VERSION = 2
"""2: the header holds the players' statements."""
MAX_HEADER = 256 * 1024
MAX_STATEMENTS = 64
MAX_FILE = 256 * 1024 * 1024


@dataclass(frozen=True)
class GameRecord:
    """What a transcript file holds."""

    terms: Terms
    names: Mapping[int, str]
    transcript: Transcript
    statements: tuple[bytes, ...] = ()
    """The statements of a game its players ended (agreement or resignation, secrets)."""

    @property
    def ended_by(self) -> str | None:
        """``resigned`` or ``agreed`` when the players ended the game, else None."""
        from net.protocol.statements import END, RESIGN, read_statement

        try:
            kinds = {read_statement(s, self.roster).kind for s in self.statements}
        except NetError:
            return None
        return "resigned" if RESIGN in kinds else "agreed" if END in kinds else None

    @property
    def roster(self) -> Roster:
        return self.terms.roster()


def write_record(
    path: Path,
    terms: Terms,
    names: Mapping[int, str],
    messages: Sequence[SignedMessage],
    statements: Sequence[bytes] = (),
) -> None:
    """Write the file whole and synced."""
    transcript = Transcript(terms.game_id())
    for message in messages:
        transcript.append(message)
    header = canonical(
        {
            "format": FORMAT,
            "version": VERSION,
            "terms": terms.to_plain(),
            "names": [[s, n] for s, n in names.items()],
            "statements": list(statements),
        }
    )
    write_synced(Path(path), header + transcript.to_bytes())


def read_record(path: Path) -> GameRecord:
    """Read and verify a transcript file (signatures and chains); RecordError in words."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise RecordError(f"Cannot read {path}: {exc.strerror or exc}.") from None
    if len(data) > MAX_FILE:
        raise RecordError(f"{path} is larger than any game's transcript.")
    unpacker = msgpack.Unpacker(raw=False, max_buffer_size=max(len(data), 1))
    unpacker.feed(data)
    try:
        unpacker.skip()
        end = unpacker.tell()
        header = decode(data[:end], limit=MAX_HEADER)
    except (NetError, msgpack.UnpackException, ValueError) as exc:
        raise RecordError(f"{path} is not a transcript file: {exc}") from None
    if type(header) is not dict or header.get("format") != FORMAT:
        raise RecordError(f"{path} is not a Hypnose transcript file.")
    if header.get("version") not in (1, VERSION):
        raise RecordError(f"{path} is a transcript of version {header.get('version')!r:.20}.")
    try:
        terms = Terms.from_plain(header.get("terms"))
    except NetError as exc:
        raise RecordError(f"{path}: {exc}") from None
    if terms.protocol != PROTOCOL:  # its rules were others (heartbeats without news, say)
        raise RecordError(
            f"{path} was played under fair-play protocol {terms.protocol}, this client checks "
            f"protocol {PROTOCOL}: open it with the version that played it."
        )
    names_data = header.get("names")
    names = {}
    if type(names_data) is list:
        names = {p[0]: str(p[1]) for p in names_data if type(p) is list and len(p) == 2}
    try:
        transcript = Transcript.from_bytes(data[end:], terms.roster())
    except TranscriptError as exc:
        raise RecordError(f"{path}: message {exc}") from None
    statements = header.get("statements", [])
    if (
        type(statements) is not list
        or len(statements) > MAX_STATEMENTS
        or not all(type(s) is bytes for s in statements)
    ):
        raise RecordError(f"{path}: the players' statements are not a list of statements.")
    return GameRecord(terms, names, transcript, tuple(statements))


def game_of(terms: Terms) -> tuple[Game, Any]:
    """The game the terms name and its settings, from this client's registry; RecordError
    when this client does not have that game, or has another version of it."""
    name = terms.game.split("/")[0]
    try:
        game = games.get(name)
    except KeyError:
        raise RecordError(f"This client does not know the game {name!r}.") from None
    if version_id(game) != terms.game:
        raise RecordError(
            f"The transcript is of {terms.game}, this client plays {version_id(game)}."
        )
    try:
        settings = game.settings(dict(terms.settings))
    except ValueError as exc:
        raise RecordError(f"The transcript's settings do not fit the game: {exc}") from None
    return game, settings


def audit_record(record: GameRecord) -> AuditReport:
    """The end-of-game audit of a read transcript; RecordError if it ends before the audit."""
    game, settings = game_of(record.terms)
    # A seat publishes its secrets at the audit, or re-shared its key when it left the game
    # (a "reshare": the others rebuild what the audit needs from its pieces).
    published = {m.seat for m in record.transcript.messages if m.kind in ("audit", "reshare")}
    missing = sorted(set(record.roster.keys) - published)
    unaudited = RecordError(
        f"The transcript ends before seats {missing} published their secrets: the game "
        "ended without its audit (without a result, or cut short), so it cannot be re-checked."
    )
    if missing and record.statements:  # the players ended it: audited from their secrets
        try:
            _, report = audit_ended(
                record.transcript.messages, record.statements, record.terms, game, settings
            )
        except UnauditedEnding as exc:
            raise RecordError(f"The transcript cannot be re-checked: {exc}.") from None
        return report
    try:
        report = audit_transcript(record.transcript.messages, record.roster, game, settings)
    except TranscriptError as exc:
        raise (unaudited if missing else RecordError(f"The transcript {exc}.")) from None
    except FairPlayError as exc:  # a game that ended by a timeout: no secrets to decrypt with
        raise (unaudited if missing else RecordError(f"The transcript {exc}.")) from None
    if report.fair and set(missing) - set(report.played_on):  # a seat played on owes none
        raise unaudited
    return report


def audit_file(path: Path) -> tuple[GameRecord, AuditReport]:
    """Read, verify and audit a transcript file."""
    record = read_record(path)
    return record, audit_record(record)
