"""The board file (H1-H6): what it holds, and a broken one failing with a message naming the
entry that is wrong."""

from __future__ import annotations

from importlib import resources as files

import pytest
from hypkit import BOARD, sp

from core.hypnosia.board import BRIDGE, GATE, NO_SPACE, PLAIN, BoardError, parse_board

TEXT = files.files("resources").joinpath("hypnosia/board.toml").read_text(encoding="utf-8")


def test_h1_three_circles_counter_clockwise_and_a_centre():
    assert BOARD.circles == (("A", 36), ("B", 24), ("C", 12))
    assert BOARD.along[sp("A35")][1] == sp("A0")  # after the last index comes 0
    assert BOARD.along[sp("B20")][6] == sp("B2")
    assert BOARD.centre_places == 5 and BOARD.home_slots == 4


def test_h1_every_start_is_13_steps_from_the_centre():
    for sector in BOARD.sectors:
        assert BOARD.distance[sector.home[0]] == 13
        assert BOARD.distance[sector.home[3]] == 16


def test_h3_h4_bridges_and_gates_per_sector():
    for s in range(6):
        assert BOARD.links[sp(f"A{6 * s + 5}")] == sp(f"B{4 * s + 3}")
        assert BOARD.links[sp(f"B{4 * s + 2}")] == sp(f"C{2 * s + 1}")
        assert BOARD.kind[sp(f"C{2 * s}")] == GATE
        assert BOARD.sectors[s].entry == sp(f"A{6 * s}")
    assert BOARD.kind.count(BRIDGE) == 12 and BOARD.kind.count(GATE) == 6
    for target in BOARD.links.values():  # no linked space is itself a bridge or gate
        assert BOARD.kind[target] == PLAIN


def test_h11_h12_inward_tables():
    assert BOARD.inward[sp("A5")][1] == sp("B3")
    assert BOARD.inward[sp("A5")][4] == sp("B6")  # B3 + 3
    assert BOARD.inward[sp("B22")][2] == sp("C0")  # C11 + 1 wraps
    assert BOARD.inward[sp("C4")][1] == BOARD.centre
    assert all(BOARD.inward[sp("C4")][d] == NO_SPACE for d in range(2, 7))
    assert BOARD.inward[sp("A4")][3] == NO_SPACE


def test_h5_where_spaces_are_drawn():
    assert BOARD.place(sp("A9")).angle == 90.0 and BOARD.place(sp("A9")).radius == 8
    assert BOARD.place(sp("B6")).angle == 90.0 and BOARD.place(sp("C3")).radius == 4
    slot = BOARD.place(BOARD.home_slot(2, 3))
    assert (slot.ring, slot.index, slot.angle, slot.radius, slot.sector) == ("home", 3, 120, 11, 2)
    x, y = BOARD.place(sp("A9")).xy()
    assert abs(x) < 1e-9 and y == pytest.approx(8)


def test_h6_sectors_in_use_per_player_count():
    assert BOARD.seats == {2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 5: (0, 1, 2, 3, 4),
                           6: (0, 1, 2, 3, 4, 5)}  # fmt: skip
    assert [s.colour for s in BOARD.sectors] == [
        "red", "orange", "yellow", "green", "blue", "purple"]  # fmt: skip


def test_the_data_hash_ignores_comments_and_layout_but_not_data():
    assert parse_board(TEXT).data_hash() == BOARD.data_hash()
    quiet = "\n".join(line.split("#")[0].rstrip() for line in TEXT.splitlines())
    assert parse_board(quiet.replace("\n", "\r\n")).data_hash() == BOARD.data_hash()
    changed = TEXT.replace("centre_places = 5", "centre_places = 4")
    assert parse_board(changed).data_hash() != BOARD.data_hash()


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ('A5 = "B3"', 'A5 = "B30"', "bridges_A.A5: 'B30' is past circle B"),
        ('A5 = "B3"', 'A5 = "C3"', "bridges_A.A5: 'C3' must be on circle B"),
        ('A5 = "B3"', 'A5 = "B2"', "is itself a bridge or gate"),
        ('A5 = "B3"', 'A5 = "B7"', "two bridges lead to the same space"),
        ('B2 = "C1"', 'B2 = "C0"', "is itself a bridge or gate"),
        ('"C0", "C2"', '"C0", "C0"', "gates_C: a gate is listed twice"),
        ('"C0", "C2"', '"C0", "X2"', "gates_C[1]: 'X2' is on no circle"),
        ('"C0", "C2"', '"C0", "2"', "gates_C[1]: '2' is not a space name"),
        ("A = 36", "A = 6", "circles.A: 6 spaces"),
        ("centre_places = 5", "centre_places = 0", "centre_places: 0"),
        ("home_slots = 4", "home_slots = 7", "home_slots: 7"),
        ('colour = "blue"', 'colour = "red"', "sectors[4].colour: 'red' is used twice"),
        ('entry = "A24"', 'entry = "A18"', "sectors[4].entry"),
        ('entry = "A24"', 'entry = "A23"', "starts are unequally far from the centre (H1)"),
        ("s = 2", "s = 7", "sectors[2]: s is 7"),
        ("4 = [0, 1, 3, 4]", "4 = [0, 1, 3, 3]", "seats.4"),
        ("4 = [0, 1, 3, 4]", "4 = [0, 1, 3, 9]", "seats.4"),
        ("B = 6,", "B = 9,", "drawing.radius.B"),
        ("centre_places = 5", "centre_places = 5\nplaces = 5", "unknown entry 'places'"),
        ("[bridges_B]", "[bridges_X]", "unknown entry 'bridges_X'"),
        ("centre_radius = 2", "centre_radius = 5", "drawing.centre_radius"),
        ("home_slots = 4", "home_slots = [", "not valid TOML"),
    ],
)
def test_a_broken_board_file_names_the_entry(old, new, words):
    assert old in TEXT, old
    with pytest.raises(BoardError, match=None) as broken:
        parse_board(TEXT.replace(old, new, 1))
    assert words in str(broken.value)


def test_gates_are_needed_and_must_keep_the_starts_equal():
    """No gate at all is refused; a single gate leaves the sectors unequally far (H1)."""
    text = TEXT.replace('gates_C = ["C0", "C2", "C4", "C6", "C8", "C10"]', "gates_C = []")
    with pytest.raises(BoardError, match="gates_C: a list of gate spaces"):
        parse_board(text)
    lopsided = TEXT.replace('gates_C = ["C0", "C2", "C4", "C6", "C8", "C10"]', 'gates_C = ["C0"]')
    with pytest.raises(BoardError, match="unequally far"):
        parse_board(lopsided)


def test_missing_entries_are_named():
    text = TEXT.replace("home_slots = 4", "")
    with pytest.raises(BoardError, match="missing entry 'home_slots'"):
        parse_board(text)
