"""Before Qt starts: can it open a window here? If not, say in words what to install.

Qt aborts with a terse "could not load the Qt platform plugin" when a system library of its X11
plugin is missing (``libxcb-cursor0`` is the usual one on Linux). The plugin is loaded here first,
with ``ctypes``, which fails with the name of the missing library; that name is turned into the
Debian/Ubuntu package that provides it (and Fedora's and Arch's for the libraries a desktop most
often lacks). No Qt import is needed, and nothing is started.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

PACKAGES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}
"""Shared libraries Qt's X11 plugin needs, and the Debian/Ubuntu package of each."""

ELSEWHERE: dict[str, tuple[tuple[str, str], ...]] = {
    "libxcb-cursor.so.0": (("sudo dnf install xcb-util-cursor", "Fedora"),
                           ("sudo pacman -S xcb-util-cursor", "Arch")),
    "libxcb-icccm.so.4": (("sudo dnf install xcb-util-wm", "Fedora"),
                          ("sudo pacman -S xcb-util-wm", "Arch")),
    "libxcb-keysyms.so.1": (("sudo dnf install xcb-util-keysyms", "Fedora"),
                            ("sudo pacman -S xcb-util-keysyms", "Arch")),
    "libxkbcommon-x11.so.0": (("sudo dnf install libxkbcommon-x11", "Fedora"),
                              ("sudo pacman -S libxkbcommon-x11", "Arch")),
}  # fmt: skip
"""The commands that install the libraries a desktop system most often lacks (Qt 6.5 and later
need ``libxcb-cursor``) on Fedora and Arch, where their packages have other names."""

_LIBRARY = re.compile(r"(lib[\w.+-]+\.so(?:\.\d+)*)")


def xcb_plugin() -> Path:
    """Qt's X11 platform plugin inside the installed PySide6."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    assert spec is not None and spec.origin is not None
    return Path(spec.origin).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"


def explain_load_error(error: str) -> str:
    """Words for a failed load of the X11 plugin: which library is missing, which package."""
    found = _LIBRARY.findall(error)
    missing = next((name for name in found if name != "libqxcb.so"), None)
    if missing is None:
        return (
            f"Hypnose cannot open a window: Qt's X11 plugin does not load ({error}).\n"
            "Install the X11 libraries Qt needs, for example on Debian or Ubuntu:\n"
            "  sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0"
        )
    package = PACKAGES.get(missing)
    install = (
        f"  sudo apt install {package}   (Debian, Ubuntu)"
        if package
        else f"  install the package that provides {missing}"
    )
    for command, system in ELSEWHERE.get(missing, ()):
        install += f"\n  {command}   ({system})"
    return (
        f"Hypnose cannot open a window: the system library {missing} is missing"
        " (Qt's X11 plugin needs it).\n"
        f"Install it, then start Hypnose again:\n{install}\n"
        "The terminal game works without it: hypnose play"
    )


def display_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """Why a window cannot open on this machine, in words; None when nothing is wrong (or when
    the platform is one this check does not cover: Windows, macOS, Wayland, offscreen)."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None  # offscreen, wayland, eglfs... chosen on purpose
    if not platform and env.get("WAYLAND_DISPLAY"):
        return None  # Qt picks its Wayland plugin
    if not env.get("DISPLAY"):
        return (
            "Hypnose cannot open a window: no display was found (DISPLAY is not set).\n"
            "Start it from a desktop session, or play in the terminal: hypnose play"
        )
    plugin = xcb_plugin()
    if not plugin.exists():
        return None  # a PySide6 build without X11: let Qt say what it has
    import ctypes  # (only here: an offscreen or Wayland start needs no check)

    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:  # in a PyInstaller bundle, the loader's words are its cause
        return explain_load_error(str(exc.__cause__ or exc))
    return None
