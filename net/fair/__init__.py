"""Cryptographic primitives for dealing cards fairly without a dealer (see docs/fair-dealer.md).

ElGamal over secp256k1 (libsecp256k1, see net.fair.group) under a joint key, verifiable
re-encryption shuffles, decryption shares with Chaum–Pedersen proofs, and commit-reveal
randomness. Nothing here knows any game rules: card kinds are the integers 0..n-1.

The names below load on first use (``net.lazy``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from net.lazy import face

if TYPE_CHECKING:  # (for type checkers and readers: the names are re-exported)
    from net.fair.challenges import Context as Context
    from net.fair.commitments import Opening as Opening
    from net.fair.commitments import check_opening as check_opening
    from net.fair.commitments import commit as commit
    from net.fair.commitments import joint_random as joint_random
    from net.fair.commitments import joint_random_commit as joint_random_commit
    from net.fair.commitments import random_below as random_below
    from net.fair.elgamal import CardTable as CardTable
    from net.fair.elgamal import Ciphertext as Ciphertext
    from net.fair.elgamal import card_point as card_point
    from net.fair.elgamal import card_table as card_table
    from net.fair.elgamal import deck_from_wire as deck_from_wire
    from net.fair.elgamal import deck_to_wire as deck_to_wire
    from net.fair.elgamal import decrypt as decrypt
    from net.fair.elgamal import encrypt as encrypt
    from net.fair.elgamal import public_deck as public_deck
    from net.fair.elgamal import public_encrypt as public_encrypt
    from net.fair.elgamal import rerandomize as rerandomize
    from net.fair.elgamal import rerandomize_many as rerandomize_many
    from net.fair.errors import BadKey as BadKey
    from net.fair.errors import BadShare as BadShare
    from net.fair.errors import BadShuffle as BadShuffle
    from net.fair.errors import CommitmentMismatch as CommitmentMismatch
    from net.fair.errors import FairPlayError as FairPlayError
    from net.fair.errors import InvalidPoint as InvalidPoint
    from net.fair.errors import InvalidProof as InvalidProof
    from net.fair.errors import InvalidScalar as InvalidScalar
    from net.fair.errors import MalformedData as MalformedData
    from net.fair.errors import UnknownCard as UnknownCard
    from net.fair.group import Point as Point
    from net.fair.group import Scalar as Scalar
    from net.fair.group import counters as counters
    from net.fair.group import decode_point as decode_point
    from net.fair.group import reset_counters as reset_counters
    from net.fair.keys import CompactProof as CompactProof
    from net.fair.keys import KeyAnnouncement as KeyAnnouncement
    from net.fair.keys import KeyPair as KeyPair
    from net.fair.keys import check_revealed_secret as check_revealed_secret
    from net.fair.keys import joint_key as joint_key
    from net.fair.keys import prove_key as prove_key
    from net.fair.keys import verify_key as verify_key
    from net.fair.shares import DecryptionShares as DecryptionShares
    from net.fair.shares import combine as combine
    from net.fair.shares import make_shares as make_shares
    from net.fair.shares import open_private_draw as open_private_draw
    from net.fair.shares import own_shares as own_shares
    from net.fair.shares import reveal as reveal
    from net.fair.shares import verify_shares as verify_shares
    from net.fair.shuffle import ShuffleProof as ShuffleProof
    from net.fair.shuffle import ShuffleSecret as ShuffleSecret
    from net.fair.shuffle import apply_shuffle as apply_shuffle
    from net.fair.shuffle import prove_shuffle as prove_shuffle
    from net.fair.shuffle import shuffle as shuffle
    from net.fair.shuffle import shuffle_and_prove as shuffle_and_prove
    from net.fair.shuffle_check import verify_shuffle as verify_shuffle

__getattr__, __dir__, __all__ = face(
    __name__,
    {
        "BadKey": "net.fair.errors",
        "BadShare": "net.fair.errors",
        "BadShuffle": "net.fair.errors",
        "CardTable": "net.fair.elgamal",
        "Ciphertext": "net.fair.elgamal",
        "CommitmentMismatch": "net.fair.errors",
        "CompactProof": "net.fair.keys",
        "Context": "net.fair.challenges",
        "DecryptionShares": "net.fair.shares",
        "FairPlayError": "net.fair.errors",
        "InvalidPoint": "net.fair.errors",
        "InvalidProof": "net.fair.errors",
        "InvalidScalar": "net.fair.errors",
        "KeyAnnouncement": "net.fair.keys",
        "KeyPair": "net.fair.keys",
        "MalformedData": "net.fair.errors",
        "Opening": "net.fair.commitments",
        "Point": "net.fair.group",
        "Scalar": "net.fair.group",
        "ShuffleProof": "net.fair.shuffle",
        "ShuffleSecret": "net.fair.shuffle",
        "UnknownCard": "net.fair.errors",
        "apply_shuffle": "net.fair.shuffle",
        "card_point": "net.fair.elgamal",
        "card_table": "net.fair.elgamal",
        "check_opening": "net.fair.commitments",
        "check_revealed_secret": "net.fair.keys",
        "combine": "net.fair.shares",
        "commit": "net.fair.commitments",
        "counters": "net.fair.group",
        "deck_from_wire": "net.fair.elgamal",
        "deck_to_wire": "net.fair.elgamal",
        "decode_point": "net.fair.group",
        "decrypt": "net.fair.elgamal",
        "encrypt": "net.fair.elgamal",
        "joint_key": "net.fair.keys",
        "joint_random": "net.fair.commitments",
        "joint_random_commit": "net.fair.commitments",
        "make_shares": "net.fair.shares",
        "open_private_draw": "net.fair.shares",
        "own_shares": "net.fair.shares",
        "prove_key": "net.fair.keys",
        "prove_shuffle": "net.fair.shuffle",
        "public_deck": "net.fair.elgamal",
        "public_encrypt": "net.fair.elgamal",
        "random_below": "net.fair.commitments",
        "rerandomize": "net.fair.elgamal",
        "rerandomize_many": "net.fair.elgamal",
        "reset_counters": "net.fair.group",
        "reveal": "net.fair.shares",
        "shuffle": "net.fair.shuffle",
        "shuffle_and_prove": "net.fair.shuffle",
        "verify_key": "net.fair.keys",
        "verify_shares": "net.fair.shares",
        "verify_shuffle": "net.fair.shuffle_check",
    },
)
