"""Update and compile the window's translations (Qt Linguist files in resources/i18n).

    .venv/bin/python tools/i18n.py          # pyside6-lupdate: collect the strings of client/
    .venv/bin/python tools/i18n.py --check  # list what is untranslated (exit 1 if any)

``pyside6-lupdate`` keeps what is already translated; translate the new entries in the .ts files
(Qt Linguist, ``pyside6-linguist``, or any editor), then run this again: it compiles every .ts
into the .qm that the window loads (``pyside6-lrelease``), and the .qm files are committed.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "i18n"
LANGUAGES = ("en", "es", "cs")
"""English is the source language: its catalogue holds only the plural forms (%n)."""


def tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).parent / name)
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "client").rglob("*.py"))


def ts_file(language: str) -> Path:
    return FOLDER / f"hypnose_{language}.ts"


def unfinished(language: str) -> list[str]:
    """Source texts of ``language`` with no (or an unfinished) translation."""
    tree = ET.parse(ts_file(language))
    missing = []
    for message in tree.iter("message"):
        if language == "en" and message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "unfinished"
        if kind in ("unfinished",):
            missing.append(message.findtext("source") or "")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only list untranslated strings")
    args = parser.parse_args(argv)
    if not args.check:
        FOLDER.mkdir(parents=True, exist_ok=True)
        for language in LANGUAGES:
            subprocess.run(
                [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources(),
                 "-ts", str(ts_file(language))],
                cwd=ROOT, check=True,
            )  # fmt: skip
            subprocess.run([tool("pyside6-lrelease"), str(ts_file(language))], cwd=ROOT, check=True)
    missing = {language: unfinished(language) for language in LANGUAGES}
    for language, texts in missing.items():
        for text in texts:
            print(f"{language}: untranslated: {text}")
    return 1 if any(missing.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
