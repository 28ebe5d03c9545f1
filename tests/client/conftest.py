"""The client tests' helpers: the rule-test helpers (``tests/core/rulekit.py``), so that the
terminal's choices are tried on the same rigged situations as the rules; the window's
(``driver``, ``screens``) from this folder; and a main window with its data and settings in a
temporary folder, bots playing at once, no animations."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

_CORE_TESTS = str(Path(__file__).resolve().parent.parent / "core")
if _CORE_TESTS not in sys.path:
    sys.path.insert(0, _CORE_TESTS)

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    """``make_window(language)``: a shown main window (1280 x 800) in that language."""
    from client.kit.i18n import Translations
    from client.window.main_window import MainWindow
    from client.window.settings import SettingsStore

    monkeypatch.setenv("HYPNOSE_DATA_DIR", str(tmp_path / "data"))
    made = []

    def make(language: str = "en", **settings):
        store = SettingsStore()
        values = store.load()
        values.name, values.bot_pace, values.animation = "Ana", "instant", "off"
        values.language = language
        for key, value in settings.items():
            setattr(values, key, value)
        store.store(values)
        translations = Translations()
        assert translations.use(language)
        win = MainWindow(store, translations)
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        made.append((win, translations))
        return win

    yield make
    for win, translations in made:
        win.close()
        translations.use("en")


@pytest.fixture
def window(make_window):
    return make_window("en")
