"""``hypnose --install-desktop-entry``: put the game in the system's menu (Linux desktops).

The entry is three kinds of files shipped in ``resources/desktop``: the ``.desktop`` file, the
icon (SVG, and PNGs at the usual sizes) and the AppStream metainfo that software centres read.
They are copied into the user's XDG data folder (``$XDG_DATA_HOME``, else ``~/.local/share``),
where every freedesktop menu looks: ``applications/``, ``icons/hicolor/NxN/apps/`` and
``scalable/apps/``, ``metainfo/``. Nothing needs root, and ``--uninstall-desktop-entry`` removes
those same files and nothing else.

The ``.desktop`` file's ``Exec`` names the window's program of *this* installation by its
absolute path: a menu does not search the player's ``PATH`` the way a shell does (pipx's
``~/.local/bin`` is often missing from it), and a bundle's folder is on no ``PATH`` at all.

The desktop's caches are refreshed only where the system already keeps one (a menu finds a new
``.desktop`` file without ``mimeinfo.cache``; an icon theme with no ``icon-theme.cache`` is read
as files), and only with the tools that are there: a missing ``update-desktop-database`` or
``gtk-update-icon-cache`` changes nothing, and a new cache file is never left behind.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

APP_ID = "hypnose"
"""The desktop id (``hypnose.desktop``) and the icon's name: the window's
``QGuiApplication.desktopFileName`` (client/window/app.py), which Wayland compositors match."""
METAINFO = "io.github.hypnose.Hypnose.metainfo.xml"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The PNG sizes tools/icons.py renders from the SVG."""
WINDOW_SCRIPT = "hypnose-window"


@dataclass(frozen=True)
class EntryFile:
    """One file of the entry: where it comes from in the package, where it goes."""

    source: str
    """Path inside ``resources/desktop``."""
    target: Path
    """Path relative to the XDG data folder."""


def entry_files() -> list[EntryFile]:
    """Every file the entry is made of, in the order they are written."""
    hicolor = Path("icons", "hicolor")
    files = [
        EntryFile(f"{APP_ID}.desktop", Path("applications", f"{APP_ID}.desktop")),
        EntryFile(f"{APP_ID}.svg", hicolor / "scalable" / "apps" / f"{APP_ID}.svg"),
    ]
    files += [
        EntryFile(f"icons/{APP_ID}-{n}.png", hicolor / f"{n}x{n}" / "apps" / f"{APP_ID}.png")
        for n in ICON_SIZES
    ]
    files.append(EntryFile(METAINFO, Path("metainfo", METAINFO)))
    return files


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """The user's XDG data folder, by the rule the data folder already follows."""
    from net import app_data_root

    return app_data_root("linux", os.environ if environ is None else environ)


def window_command() -> list[str]:
    """The command that opens this installation's window, as absolute paths.

    A frozen bundle (PyInstaller) is its own program: plain ``hypnose`` opens the window. An
    installed package (pipx, pip, a virtual environment) has its ``hypnose-window`` script in
    the environment's scripts folder; without one (run from a source tree), this interpreter
    runs the window's module."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sysconfig.get_path("scripts")) / WINDOW_SCRIPT
    if script.is_file():
        return [str(script.absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "client.window.app"]


_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def exec_value(command: list[str]) -> str:
    """``command`` as a desktop file's ``Exec`` value: an argument with a space or another
    reserved character in double quotes, with ``"``, `` ` ``, ``$`` and ``\\`` escaped (the
    Desktop Entry Specification, "The Exec key"); then every backslash doubled, as the value
    of a string key requires."""
    quoted = []
    for arg in command:
        if _RESERVED & set(arg):
            escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
            arg = f'"{escaped}"'
        quoted.append(arg.replace("%", "%%"))
    return " ".join(quoted).replace("\\", "\\\\")


def desktop_text(template: str, command: list[str]) -> str:
    """The shipped ``.desktop`` file with its ``Exec`` (and ``TryExec``, so that a menu hides
    the entry once this installation is gone) pointing at ``command``."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            lines.append("TryExec=" + command[0].replace("\\", "\\\\"))  # a path, not quoted
            line = f"Exec={exec_value(command)}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _source(name: str) -> bytes:
    return resources.files("resources").joinpath("desktop", name).read_bytes()


def install(environ: Mapping[str, str] | None = None) -> list[str]:
    """Write the entry into the XDG data folder; returns what was done, in words."""
    home = data_home(environ)
    command = window_command()
    said = [f"Installing Hypnose's menu entry in {home}:"]
    for entry in entry_files():
        content = _source(entry.source)
        if entry.target.suffix == ".desktop":
            content = desktop_text(content.decode("utf-8"), command).encode("utf-8")
        target = home / entry.target
        target.parent.mkdir(parents=True, exist_ok=True)
        existed = target.exists()
        target.write_bytes(content)
        said.append(f"  {'replaced' if existed else 'wrote'} {target}")
    said.append(f"The menu entry opens {' '.join(command)}.")
    said += refresh_caches(home)
    said.append("Hypnose is in the Games section of your menu (log out and in if it is not).")
    return said


def uninstall(environ: Mapping[str, str] | None = None) -> list[str]:
    """Remove the files ``install`` writes (those alone; folders stay); returns, in words,
    what was removed."""
    home = data_home(environ)
    said = [f"Removing Hypnose's menu entry from {home}:"]
    removed = 0
    for entry in entry_files():
        target = home / entry.target
        if target.is_file() or target.is_symlink():
            target.unlink()
            said.append(f"  removed {target}")
            removed += 1
    if removed == 0:
        said.append("  nothing to remove: no menu entry of Hypnose was installed there.")
        return said
    said += refresh_caches(home)
    return said


def said_by(installing: bool) -> str:
    """What ``--install-desktop-entry`` (or ``--uninstall-desktop-entry``) prints; SystemExit
    with words (exit status 1) where it cannot be done."""
    option = "--install-desktop-entry" if installing else "--uninstall-desktop-entry"
    if sys.platform in ("win32", "darwin"):
        raise SystemExit(f"hypnose {option} is for Linux desktops (freedesktop menus).")
    try:
        return "\n".join(install() if installing else uninstall())
    except OSError as exc:
        raise SystemExit(f"hypnose: the menu entry could not be changed: {exc}") from None


def refresh_caches(home: Path) -> list[str]:
    """Refresh the menu's and the icon theme's caches in ``home`` where they already exist and
    the tool is installed; words for each tool that ran or failed."""
    said = []
    steps = (
        ("update-desktop-database", home / "applications", "mimeinfo.cache", ["-q"]),
        ("gtk-update-icon-cache", home / "icons" / "hicolor", "icon-theme.cache", ["-q"]),
    )
    for tool, folder, cache, options in steps:
        found = shutil.which(tool)
        if found is None or not (folder / cache).exists():
            continue
        try:
            done = subprocess.run(
                [found, *options, str(folder)], capture_output=True, text=True, timeout=60
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            said.append(f"  {tool} did not run ({exc}); the entry works without it.")
            continue
        if done.returncode == 0:
            said.append(f"  refreshed {folder / cache} ({tool})")
        else:
            said.append(f"  {tool} failed ({done.stderr.strip()}); the entry works without it.")
    return said
