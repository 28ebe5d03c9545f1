"""Cryptographic primitives for dealing cards fairly without a dealer (see docs/fair-dealer.md).

ElGamal over secp256k1 (libsecp256k1, see net.fair.group) under a joint key, verifiable
re-encryption shuffles, decryption shares with Chaum–Pedersen proofs, and commit-reveal
randomness. Nothing here knows any game rules: card kinds are the integers 0..n-1.
"""

from net.fair.commitments import (
    Opening,
    check_opening,
    commit,
    joint_random,
    joint_random_commit,
    random_below,
)
from net.fair.elgamal import (
    CardTable,
    Ciphertext,
    card_point,
    card_table,
    deck_from_wire,
    deck_to_wire,
    decrypt,
    encrypt,
    public_deck,
    public_encrypt,
    rerandomize,
    rerandomize_many,
)
from net.fair.errors import (
    BadKey,
    BadShare,
    BadShuffle,
    CommitmentMismatch,
    FairPlayError,
    InvalidPoint,
    InvalidProof,
    InvalidScalar,
    MalformedData,
    UnknownCard,
)
from net.fair.group import Point, Scalar, counters, decode_point, reset_counters
from net.fair.keys import (
    CompactProof,
    KeyAnnouncement,
    KeyPair,
    check_revealed_secret,
    joint_key,
    prove_key,
    verify_key,
)
from net.fair.shares import (
    DecryptionShares,
    combine,
    make_shares,
    open_private_draw,
    own_shares,
    reveal,
    verify_shares,
)
from net.fair.shuffle import (
    ShuffleProof,
    ShuffleSecret,
    apply_shuffle,
    prove_shuffle,
    shuffle,
    shuffle_and_prove,
)
from net.fair.shuffle_check import verify_shuffle
from net.fair.transcript import Context

__all__ = [
    "BadKey",
    "BadShare",
    "BadShuffle",
    "CardTable",
    "Ciphertext",
    "CommitmentMismatch",
    "CompactProof",
    "Context",
    "DecryptionShares",
    "FairPlayError",
    "InvalidPoint",
    "InvalidProof",
    "InvalidScalar",
    "KeyAnnouncement",
    "KeyPair",
    "MalformedData",
    "Opening",
    "Point",
    "Scalar",
    "ShuffleProof",
    "ShuffleSecret",
    "UnknownCard",
    "apply_shuffle",
    "card_point",
    "card_table",
    "check_opening",
    "check_revealed_secret",
    "combine",
    "commit",
    "counters",
    "deck_from_wire",
    "deck_to_wire",
    "decode_point",
    "decrypt",
    "encrypt",
    "joint_key",
    "joint_random",
    "joint_random_commit",
    "make_shares",
    "open_private_draw",
    "own_shares",
    "prove_key",
    "prove_shuffle",
    "public_deck",
    "public_encrypt",
    "random_below",
    "rerandomize",
    "rerandomize_many",
    "reset_counters",
    "reveal",
    "shuffle",
    "shuffle_and_prove",
    "verify_key",
    "verify_shares",
    "verify_shuffle",
]
