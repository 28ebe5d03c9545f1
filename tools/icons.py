"""Render Hypnose's icon (resources/desktop/hypnose.svg) to the PNG sizes desktops look for.

    .venv/bin/python tools/icons.py          # write resources/desktop/icons/hypnose-N.png
    .venv/bin/python tools/icons.py --check  # exit 1 if a PNG is missing or differs from the SVG

The SVG is the source, drawn by hand; the PNGs are committed (a menu or a taskbar that cannot read
SVG takes the nearest size), and ``hypnose --install-desktop-entry`` copies them into the user's
``icons/hicolor/NxN/apps``. Qt's own SVG renderer draws them, offscreen, so no display is needed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "desktop" / "hypnose.svg"
FOLDER = ROOT / "resources" / "desktop" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The sizes of the freedesktop icon theme's usual folders (hicolor/NxN/apps)."""


def render(size: int) -> bytes:
    """The icon drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE} is not an SVG Qt can read")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def png_path(size: int) -> Path:
    return FOLDER / f"hypnose-{size}.png"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    stale = []
    for size in SIZES:
        picture, path = render(size), png_path(size)
        if args.check:
            if not path.exists() or path.read_bytes() != picture:
                stale.append(path.name)
            continue
        FOLDER.mkdir(parents=True, exist_ok=True)
        path.write_bytes(picture)
        print(f"wrote {path.relative_to(ROOT)} ({len(picture)} bytes)")
    if stale:
        print("out of date (run tools/icons.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
