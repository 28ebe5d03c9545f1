"""Languages: the window switched to Spanish and to Czech shows no untranslated string.

Two checks. A recording translator notes every string the window asks Qt to translate that
the catalogue lacks. And the same screens are read in English and in the other language: a
visible string left in English (a name, a number, or a word that is the same in both
languages, such as "Crescendo", excepted) fails the test."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from driver import Progress, play_step
from PySide6.QtCore import QCoreApplication, QLibraryInfo, Qt, QTranslator
from screens import scene_texts, texts

from client.kit.i18n import catalogue
from client.window.forms import SettingsDialog

CATALOGUES = Path(__file__).resolve().parents[2] / "resources" / "i18n"
NAMES = {"Ana", "Ada", "Bruno", "Clara", "Dora", "Emil", "Hypnose", "Hypnosia"}


class Recorder(QTranslator):
    """Stands in front of the real catalogues: answers from them, remembers what our catalogue
    lacks (and answers with the English words then, as Qt would). An empty answer would count
    as a translation for Qt, so every answer is a real string."""

    def __init__(self, code: str) -> None:
        super().__init__()
        self.real = QTranslator()
        assert self.real.load(catalogue(code))
        self.qt = QTranslator()
        self.qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        self.missing: set[str] = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == "":
            found = self.real.translate(context, source, disambiguation, n)
            if not found:
                self.missing.add(source)
            return found or source
        return self.qt.translate(context, source, disambiguation, n) or source

    def isEmpty(self) -> bool:
        return False


def same_in(code: str) -> set[str]:
    """Sources whose translation is the very same words (allowed to stay as they are)."""
    tree = ET.parse(CATALOGUES / f"hypnose_{code}.ts")
    same = set()
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [f.text for f in translation.findall("numerusform")] or [translation.text]
        if source in forms:
            same.add(source)
    return same


def untranslated(english: set[str], other: set[str], code: str) -> set[str]:
    allowed = same_in(code)
    left = set()
    for text in other & english:
        if text in allowed:
            continue
        words = re.sub(r"[\d\W_]+", " ", text).split()
        if all(w in NAMES or w in allowed or len(w) <= 1 for w in words):
            continue  # names, numbers and marks read the same everywhere
        left.add(text)
    return left


def read(win) -> set[str]:
    found = set(texts(win))
    if win.table is not None and win.stack.currentWidget() is win.table:
        win.table.table.refresh()
        view = getattr(win.table.table, "view", None)  # a game drawn as a scene (Hypnose)
        if view is not None:
            found |= set(scene_texts(view))
    return found


def switch(win, code: str) -> None:
    """Through the settings dialog, as a person would."""
    dialog = SettingsDialog(win.settings, str(win.data_dir()), True, win)
    dialog.language.setCurrentIndex(dialog.language.findData(code))
    win.apply_settings(dialog.result_values())
    dialog.deleteLater()
    QCoreApplication.processEvents()


def table_in_each_language(win) -> dict[str, set[str]]:
    """The window's table read in Spanish and in Czech (each through the settings, with every
    string the table asks for recorded); fails on any text still in English, or asked for
    and not translated. Returns the texts read per language."""
    english = read(win)
    results, recorders = {}, {}
    for code in ("es", "cs"):
        switch(win, code)
        recorder = Recorder(code)
        QCoreApplication.installTranslator(recorder)
        recorders[code] = recorder
        win.table.retranslate()
        win.start.retranslate()
        results[code] = read(win)
        QCoreApplication.removeTranslator(recorder)
    for code, found in results.items():
        left = untranslated(english, found, code)
        assert not left, f"{code} still in English: {sorted(left)}"
    for code, recorder in recorders.items():
        assert not recorder.missing, f"{code}: no translation for {sorted(recorder.missing)}"
    return results


@pytest.mark.parametrize("code", ["en", "es", "cs"])
def test_catalogue_is_complete_and_keeps_every_placeholder(code):
    """Spanish and Czech: every string; English (the source): every plural form."""
    tree = ET.parse(CATALOGUES / f"hypnose_{code}.ts")
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if code == "en" and message.get("numerus") != "yes":
            continue
        assert translation.get("type") is None, f"{code}: unfinished: {source!r}"
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        for form in forms:
            assert form, f"{code}: empty translation of {source!r}"
            assert set(re.findall(r"\{\w+\}", form)) == set(re.findall(r"\{\w+\}", source)), (
                f"{code}: {source!r} -> {form!r}"
            )
        if message.get("numerus") == "yes":
            assert len(forms) == {"en": 2, "es": 2, "cs": 3}[code]
    compiled = CATALOGUES / f"hypnose_{code}.qm"
    assert compiled.stat().st_mtime >= (CATALOGUES / f"hypnose_{code}.ts").stat().st_mtime - 5, (
        "run tools/i18n.py: the .qm is older than its .ts"
    )


@pytest.mark.slow
def test_switching_to_spanish_and_czech_leaves_nothing_in_english(make_window, qtbot):
    win = make_window("en")
    english_start = read(win)
    for code in ("es", "cs"):
        switch(win, code)
        left = untranslated(english_start, read(win), code)
        assert not left, f"start in {code} still in English: {sorted(left)}"
    switch(win, "en")
    win.start.seed = 5
    qtbot.mouseClick(win.start.start_button, Qt.MouseButton.LeftButton)
    table = win.table.table
    table.auto_pass_ms = 10**7
    steps = 0
    guard = Progress(win)
    while steps < 12 or table.choice is None:
        if table.choice is not None and play_step(table, steps):
            steps += 1
        else:
            qtbot.wait(2)
        guard.check()
    tables = table_in_each_language(win)
    assert any("Turno" in t for t in tables["es"])
    assert any("Tah" in t for t in tables["cs"])
