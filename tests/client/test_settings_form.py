"""The table settings form (``SchemaForm``): it offers what a game's schema offers (R21's
compensation: the standard one or none), worded in the window's language, while every
candidate stays a valid table setting, named in words wherever a table shows its settings."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFormLayout, QWidget

from client.games.hypnose.ui import HypnoseUI
from client.window.forms import SchemaForm
from client.window.lan.panel import settings_words
from core.game import Setting
from core.hypnose.compensation import COMPENSATIONS, DEFAULT, NONE
from core.hypnose.state import Settings


def _form(qtbot, ui) -> SchemaForm:
    host = QWidget()
    qtbot.addWidget(host)  # keeps the form's widgets alive for the test
    form = SchemaForm(ui, QFormLayout(host))
    form.host = host  # type: ignore[attr-defined]
    return form


@pytest.fixture
def ui(qapp):
    return HypnoseUI()


def test_a_setting_offers_its_own_values_or_every_choice(qtbot, ui):
    form = _form(qtbot, ui)
    schema = {s.name: s for s in ui.game.schema}
    for name, box in form.boxes.items():
        setting: Setting = schema[name]
        values = tuple(box.itemData(i) for i in range(box.count()))
        assert values == (setting.offered or setting.choices), name
        assert box.currentData() == setting.default
    assert schema["compensation"].offered == (DEFAULT, NONE)
    assert schema["start_resistance"].offered == ()  # 12, 7 and 5 are all offered
    assert form.values()["compensation"] == DEFAULT


def test_the_standard_compensation_is_worded_as_standard(qtbot, ui):
    form = _form(qtbot, ui)
    box = form.boxes["compensation"]
    assert box.itemText(0) == "Standard: later players one lower, draw 7, 8, 9"
    assert box.itemText(1) == "None"
    box.setCurrentIndex(1)
    assert form.values()["compensation"] == NONE


@pytest.mark.parametrize("name", [n for n in COMPENSATIONS if n not in (DEFAULT, NONE)])
def test_a_candidate_not_offered_is_still_a_table_setting_in_words(ui, name):
    """``--set compensation=NAME`` opens such a table; a client listing it names it in words."""
    assert Settings(compensation=name).compensation == name
    words = settings_words(ui, {"players": 3, "compensation": name})
    phrase = ui.setting_value("compensation", name)
    assert phrase != name and phrase[0].isupper()  # a phrase, not the internal name
    assert words == [f"Turn-order compensation: {phrase}"]
