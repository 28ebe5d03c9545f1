"""The channel handshake: Noise XX, each side's Ed25519 identity bound to its Noise static key.

Two peers run ``Noise_XX_25519_ChaChaPoly_SHA256`` (the ``noiseprotocol`` package) with the
prologue :data:`PROLOGUE`, each handshake message in one length-prefixed frame
(``net.protocol.wire``). The three messages:

1. initiator -> responder: its ephemeral key, no payload (sent in the clear, so nothing in it);
2. responder -> initiator: ephemeral, encrypted static key, and the responder's *hello*;
3. initiator -> responder: encrypted static key, and the initiator's hello.

A hello (:class:`Hello`) is the canonical msgpack map ``{key, name, protocol, game, sig}``:
the sender's Ed25519 identity key, its player name, its protocol version and game version id
(``net.protocol.versions``), and ``sig``, its identity's signature over::

    HELLO_TAG || noise static public key || h || canonical({key, name, protocol, game})

where ``h`` is the Noise handshake hash just before the message carrying the hello (both sides
hold the same value there). As in libp2p's Noise handshake, the signature binds the Noise
static key, which the Noise session itself authenticates, to the identity; signing ``h`` as
well (libp2p's transcript binding) ties it to this session's fresh ephemeral keys, so a hello
cannot be replayed into another handshake. The Noise static key is fresh for every run of the
client (:func:`new_static_key`); only the identity is long-term.

The receiver checks the hello's form and sizes, refuses small-order identity keys
(``net.protocol.identity.load_public_key``) and verifies the signature; any failure, including
anything the Noise library raises on bytes that are not a handshake, is one :class:`HandshakeError`.
Comparing versions and deciding who may connect are the caller's (``net.lan.endpoint``).
"""

from __future__ import annotations

import asyncio
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey
from noise.connection import Keypair, NoiseConnection

from net.errors import HandshakeError, SignatureError, WireError
from net.protocol.identity import KEY_SIZE, SIGNATURE_SIZE, Identity, load_public_key, verify
from net.protocol.trust import fingerprint_code
from net.protocol.versions import PROTOCOL, Versions
from net.protocol.wire import HEADER, canonical, decode, encode, read_frame

NOISE_PROTOCOL = b"Noise_XX_25519_ChaChaPoly_SHA256"
PROLOGUE = b"hypnose/channel/v1"
"""Mixed into the handshake hash: a peer speaking anything else fails at the first message."""
HELLO_TAG = b"hypnose/channel-hello/v1:"
"""Domain separation of the hello signature: it can never be taken for a game message's."""

DH_LEN = 32
"""Bytes of an X25519 public key: the whole first handshake message."""
TAG_SIZE = 16
"""Bytes of the ChaCha20-Poly1305 tag Noise adds to every encrypted message."""
NOISE_MAX_MESSAGE = 65_535
"""Largest Noise message, tag included (the Noise specification's limit)."""

MAX_HANDSHAKE_MESSAGE = 1024
"""Largest handshake frame accepted: an ephemeral and a static key, and a hello."""
MAX_HELLO = 640
"""Largest encoded hello."""
MAX_NAME = 32
"""Characters of a player name."""
MAX_PROTOCOL = 32
"""Characters of a protocol version string."""
MAX_GAME = 128
"""Characters of a game version id."""

_HELLO_FIELDS = frozenset({"key", "name", "protocol", "game", "sig"})


def check_name(name: object) -> str:
    """A player name as peers will accept it: 1 to ``MAX_NAME`` characters, no control
    characters, no leading or trailing space. Raises ``ValueError`` in words."""
    if type(name) is not str:
        raise ValueError("a player name is text")
    if not name or len(name) > MAX_NAME:
        raise ValueError(f"a player name has 1 to {MAX_NAME} characters")
    if name != name.strip() or any(unicodedata.category(c)[0] == "C" for c in name):
        raise ValueError(f"the player name {name!r} has control characters or surrounding spaces")
    return name


@dataclass(frozen=True)
class LocalPeer:
    """What this client says of itself in a handshake: who it is and what it plays."""

    identity: Identity = field(repr=False)
    name: str
    game: str | None = None
    """``core.game.version_id`` of the game of the table concerned, or None."""
    protocol: str = PROTOCOL

    def __post_init__(self) -> None:
        check_name(self.name)
        if self.game is not None and not 0 < len(self.game) <= MAX_GAME:
            raise ValueError(f"a game version id has 1 to {MAX_GAME} characters")

    @property
    def versions(self) -> Versions:
        return Versions(self.protocol, self.game)


@dataclass(frozen=True)
class Hello:
    """What a peer proved and said in its handshake: an identity key, a name, its versions."""

    key: bytes
    name: str
    protocol: str
    game: str | None

    @property
    def versions(self) -> Versions:
        return Versions(self.protocol, self.game)

    @cached_property
    def code(self) -> str:
        """The fingerprint code of the peer's identity key (``net.protocol.trust``)."""
        return fingerprint_code(self.key)

    def __str__(self) -> str:
        return f"{self.name} [{self.code}]"


def new_static_key() -> bytes:
    """A fresh X25519 private key for this run's Noise handshakes (32 raw bytes)."""
    return X25519PrivateKey.generate().private_bytes(
        serialization.Encoding.Raw,
        serialization.PrivateFormat.Raw,
        serialization.NoEncryption(),
    )


def static_public(private: bytes) -> bytes:
    """The X25519 public key of a Noise static private key."""
    return (
        X25519PrivateKey.from_private_bytes(private)
        .public_key()
        .public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    )


def _signed_bytes(fields: dict[str, object], static_key: bytes, handshake_hash: bytes) -> bytes:
    return HELLO_TAG + static_key + handshake_hash + canonical(fields)


def encode_hello(
    local: LocalPeer, static_key: bytes, handshake_hash: bytes, *, signer: Identity | None = None
) -> bytes:
    """The hello payload of ``local`` for a handshake whose static public key is ``static_key``
    and whose hash before this message is ``handshake_hash``. ``signer`` defaults to
    ``local.identity`` (another one makes the forged hello a test needs)."""
    fields: dict[str, object] = {
        "key": local.identity.public_key,
        "name": local.name,
        "protocol": local.protocol,
        "game": local.game,
    }
    sig = (signer or local.identity).sign(_signed_bytes(fields, static_key, handshake_hash))
    return encode({**fields, "sig": sig}, limit=MAX_HELLO)


def _text(doc: dict[str, object], name: str, limit: int, *, optional: bool = False) -> str | None:
    value = doc[name]
    if value is None and optional:
        return None
    if type(value) is not str or not 0 < len(value) <= limit:
        raise HandshakeError(f"the hello's {name} is not text of 1 to {limit} characters")
    return value


def decode_hello(payload: bytes, static_key: bytes, handshake_hash: bytes) -> Hello:
    """Check a received hello against the sender's Noise static key and the handshake hash."""
    try:
        doc = decode(bytes(payload), limit=MAX_HELLO)
    except WireError as exc:
        raise HandshakeError(f"the hello is not readable: {exc}") from None
    if type(doc) is not dict or set(doc) != _HELLO_FIELDS:
        raise HandshakeError(f"the hello is not the map {{{', '.join(sorted(_HELLO_FIELDS))}}}")
    key, sig = doc["key"], doc["sig"]
    if type(key) is not bytes or len(key) != KEY_SIZE:
        raise HandshakeError(f"the hello's identity key is not {KEY_SIZE} bytes")
    if type(sig) is not bytes or len(sig) != SIGNATURE_SIZE:
        raise HandshakeError(f"the hello's signature is not {SIGNATURE_SIZE} bytes")
    name = _text(doc, "name", MAX_NAME)
    protocol = _text(doc, "protocol", MAX_PROTOCOL)
    game = _text(doc, "game", MAX_GAME, optional=True)
    assert name is not None and protocol is not None
    try:
        check_name(name)
        load_public_key(key)
    except ValueError as exc:
        raise HandshakeError(f"the hello is refused: {exc}") from None
    fields = {"key": key, "name": name, "protocol": protocol, "game": game}
    try:
        verify(key, sig, _signed_bytes(fields, static_key, handshake_hash))
    except SignatureError:
        raise HandshakeError(
            f"{name} [{fingerprint_code(key)}] did not sign this handshake's static key: "
            "the key it claims is not its own"
        ) from None
    return Hello(key, name, protocol, game)


def _noise(static_private: bytes, *, initiator: bool) -> NoiseConnection:
    noise = NoiseConnection.from_name(NOISE_PROTOCOL)
    noise.set_prologue(PROLOGUE)
    noise.set_keypair_from_private_bytes(Keypair.STATIC, static_private)
    if initiator:
        noise.set_as_initiator()
    else:
        noise.set_as_responder()
    noise.start_handshake()
    return noise


def _step(what: str, call: Callable[[bytes], bytearray], data: bytes) -> bytearray:
    """Run one Noise call on untrusted bytes: whatever it raises becomes a HandshakeError."""
    try:
        return call(data)
    except Exception as exc:  # the library raises many kinds on garbage; all mean the same
        detail = str(exc) or type(exc).__name__
        raise HandshakeError(f"{what} failed ({detail}): not a Hypnose handshake") from None


def write_frame(writer: asyncio.StreamWriter, payload: bytes | bytearray) -> None:
    """Queue one length-prefixed frame on ``writer``."""
    writer.write(HEADER.pack(len(payload)) + bytes(payload))


async def _read_message(reader: asyncio.StreamReader) -> bytes:
    try:
        message = await read_frame(reader, limit=MAX_HANDSHAKE_MESSAGE)
    except WireError as exc:
        raise HandshakeError(f"bad handshake frame: {exc}") from None
    if message is None:
        raise HandshakeError("the connection closed during the handshake")
    return message


@dataclass
class Handshaken:
    """A finished handshake: the Noise state for the transport phase and the peer's hello."""

    noise: NoiseConnection
    peer: Hello


async def initiate(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    local: LocalPeer,
    static_private: bytes,
) -> Handshaken:
    """Run the initiator's side over a fresh connection (no timeout here: the caller's)."""
    noise = _noise(static_private, initiator=True)
    state = noise.noise_protocol.handshake_state
    symmetric = state.symmetric_state
    write_frame(writer, noise.write_message(b""))
    await writer.drain()
    second = await _read_message(reader)
    before = symmetric.h
    payload = _step("reading the second handshake message", noise.read_message, second)
    peer = decode_hello(payload, state.rs.public_bytes, before)
    hello = encode_hello(local, static_public(static_private), symmetric.h)
    write_frame(writer, noise.write_message(hello))
    await writer.drain()
    if not noise.handshake_finished:  # the XX pattern has three messages: cannot happen
        raise HandshakeError("the Noise handshake did not finish after three messages")
    return Handshaken(noise, peer)


async def respond(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    local: LocalPeer,
    static_private: bytes,
    first: bytes,
) -> Handshaken:
    """Run the responder's side, ``first`` being the first frame already read."""
    if len(first) != DH_LEN:
        raise HandshakeError(
            f"the first handshake message has {len(first)} bytes, not {DH_LEN}: "
            "not a Hypnose handshake"
        )
    noise = _noise(static_private, initiator=False)
    state = noise.noise_protocol.handshake_state
    symmetric = state.symmetric_state
    _step("reading the first handshake message", noise.read_message, first)
    hello = encode_hello(local, static_public(static_private), symmetric.h)
    write_frame(writer, noise.write_message(hello))
    await writer.drain()
    third = await _read_message(reader)
    before = symmetric.h
    payload = _step("reading the third handshake message", noise.read_message, third)
    peer = decode_hello(payload, state.rs.public_bytes, before)
    if not noise.handshake_finished:
        raise HandshakeError("the Noise handshake did not finish after three messages")
    return Handshaken(noise, peer)
