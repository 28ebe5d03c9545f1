"""The 52 cards as data (V1, V2): the shipped file is V2's table, and the loader refuses a
broken file with a message naming the entry."""

from __future__ import annotations

from importlib.resources import files

import pytest

from core.hypnovision.cards import CARDS, PER_TYPE, TYPE_KEYS, CardError, parse_cards
from resources import VISION_CARDS_FILE, load_vision_cards

SET = load_vision_cards()
TEXT = files("resources").joinpath(VISION_CARDS_FILE).read_text(encoding="utf-8")

V2 = {  # V2's table, written out again here: (brown, purple, orange, green)
    **{f"HV{n:02d}": (1, 0, 0, 0) for n in (1, 2, 3)},
    **{f"HV{n:02d}": (0, 1, 0, 0) for n in (4, 5, 6)},
    **{f"HV{n:02d}": (0, 0, 1, 0) for n in (7, 8, 9)},
    **{f"HV{n:02d}": (0, 0, 0, 1) for n in (10, 11, 12)},
    "HV13": (2, 0, 0, 0), "HV14": (2, 0, 0, 0), "HV15": (0, 2, 0, 0), "HV16": (0, 2, 0, 0),
    "HV17": (0, 0, 2, 0), "HV18": (0, 0, 2, 0), "HV19": (0, 0, 0, 2), "HV20": (0, 0, 0, 2),
    "HV21": (3, 0, 0, 0), "HV22": (0, 3, 0, 0), "HV23": (0, 0, 3, 0), "HV24": (0, 0, 0, 3),
    "HV25": (1, 1, 0, 0), "HV26": (1, 1, 0, 0), "HV27": (1, 0, 1, 0), "HV28": (1, 0, 1, 0),
    "HV29": (1, 0, 0, 1), "HV30": (1, 0, 0, 1), "HV31": (0, 1, 1, 0), "HV32": (0, 1, 1, 0),
    "HV33": (0, 1, 0, 1), "HV34": (0, 1, 0, 1), "HV35": (0, 0, 1, 1), "HV36": (0, 0, 1, 1),
    "HV37": (2, 1, 0, 0), "HV38": (2, 0, 1, 0), "HV39": (2, 0, 0, 1), "HV40": (1, 2, 0, 0),
    "HV41": (0, 2, 1, 0), "HV42": (0, 2, 0, 1), "HV43": (1, 0, 2, 0), "HV44": (0, 1, 2, 0),
    "HV45": (0, 0, 2, 1), "HV46": (1, 0, 0, 2), "HV47": (0, 1, 0, 2), "HV48": (0, 0, 1, 2),
    "HV49": (1, 1, 1, 0), "HV50": (1, 1, 0, 1), "HV51": (1, 0, 1, 1), "HV52": (0, 1, 1, 1),
}  # fmt: skip


def test_the_shipped_cards_are_v2s_table():
    assert {c.id: c.counts for c in SET.cards} == V2
    assert [c.id for c in SET.cards] == [f"HV{n:02d}" for n in range(1, CARDS + 1)]
    for t in range(len(TYPE_KEYS)):
        assert sum(c.counts[t] for c in SET.cards) == PER_TYPE


def test_v1_the_types_in_the_dices_order_readable_without_colour():
    assert [t.key for t in SET.types] == list(TYPE_KEYS)
    assert [t.name for t in SET.types] == ["Arnie & Barney", "SzzKeat", "Snoop", "Mantis"]
    assert len({t.letter for t in SET.types}) == 4 and len({t.shape for t in SET.types}) == 4


def test_v2_every_target_1_to_6_is_reachable_with_single_type_cards_alone():
    for t in range(4):
        single = [c.counts[t] for c in SET.cards if c.counts[t] == c.size]
        assert sorted(single) == [1, 1, 1, 2, 2, 3]  # 10 per type


def test_the_data_hash_ignores_comments_and_layout():
    plain = "\n".join(line for line in TEXT.splitlines() if not line.startswith("#"))
    assert parse_cards(plain).data_hash() == SET.data_hash()


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("HV07 = [0, 0, 1, 0]", "HV07 = [0, 0, 2, 0]", "type orange appears 29 times"),
        ("HV21 = [3, 0, 0, 0]", "HV21 = [3, 1, 0, 0]", "HV21 shows 4 characters"),
        ("HV10 = [0, 0, 0, 1]", "HV10 = [0, 0, 0, 0]", "HV10 shows 0 characters"),
        ("HV33 = [0, 1, 0, 1]", "HV33 = [0, 1, 0]", "HV33 = [0, 1, 0] is not 4 counts"),
        ("HV49 = [1, 1, 1, 0]", "HV49 = [1, 1, 1, -1]", "HV49 = [1, 1, 1, -1] is not 4"),
        ("HV52 = [0, 1, 1, 1]\n", "", "51 cards, the game has 52"),
        ("HV12 = [0, 0, 0, 1]", "HV99 = [0, 0, 0, 1]", "'HV99' found where HV12"),
        ('key = "purple"', 'key = "violet"', "types[1]: key 'violet', expected 'purple'"),
        ('letter = "K"', 'letter = "A"', "types[1]: letter 'A' is not one distinct"),
        ("[cards]", "[cardz]", "unknown entry 'cardz'"),
        ("HV01 = [1, 0, 0, 0]", "HV01 = [1, 0, 0, 0", "not valid TOML"),
    ],
)
def test_a_broken_file_fails_naming_the_entry(old, new, words):
    assert old in TEXT
    with pytest.raises(CardError) as caught:
        parse_cards(TEXT.replace(old, new, 1))
    assert words in str(caught.value), str(caught.value)
