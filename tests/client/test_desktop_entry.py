"""``hypnose --install-desktop-entry``: the game in the menu of a Linux desktop, written into a
temporary XDG data folder by a real process, checked by the freedesktop validators
(``desktop-file-validate`` from desktop-file-utils, ``appstreamcli`` from appstream), and
removed again to the last file."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib import resources
from importlib.metadata import version
from pathlib import Path

import pytest

from client.cli.desktop import ICON_SIZES, METAINFO, desktop_text, entry_files, exec_value

ROOT = Path(__file__).parents[2]


def hypnose(*args: str, data_home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(data_home))
    return subprocess.run(
        [sys.executable, "-m", "client.cli.main", *args],
        capture_output=True, text=True, env=env, timeout=60, cwd=ROOT,
    )  # fmt: skip


def files_under(folder: Path) -> set[Path]:
    return {p.relative_to(folder) for p in folder.rglob("*") if not p.is_dir()}


def test_install_writes_a_valid_entry_and_uninstall_removes_exactly_it(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("freedesktop menus are Linux's")
    home = tmp_path / "share"
    (home / "applications").mkdir(parents=True)
    (home / "applications" / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    before = files_under(home)

    done = hypnose("--install-desktop-entry", data_home=home)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    written = files_under(home) - before
    assert written == {entry.target for entry in entry_files()}
    for name in written:
        assert f"wrote {home / name}" in done.stdout
    assert {f"icons/hicolor/{n}x{n}/apps/hypnose.png" for n in ICON_SIZES} <= {
        str(p) for p in written
    }

    desktop = home / "applications" / "hypnose.desktop"
    keys = dict(line.split("=", 1) for line in desktop.read_text().splitlines() if "=" in line)
    command = shlex.split(keys["Exec"])
    assert Path(command[0]).is_absolute() and os.access(command[0], os.X_OK), command
    assert keys["TryExec"] == command[0]
    assert f"opens {' '.join(command)}" in done.stdout
    assert keys["Icon"] == "hypnose" and keys["Terminal"] == "false"
    assert keys["Categories"] == "Game;BoardGame;CardGame;"

    validator = shutil.which("desktop-file-validate")
    appstream = shutil.which("appstreamcli")
    if validator is None or appstream is None:
        pytest.skip("desktop-file-validate or appstreamcli missing (.ci/run installs them)")
    checked = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
    assert checked.returncode == 0 and checked.stdout == "", checked.stdout + checked.stderr
    metainfo = home / "metainfo" / METAINFO
    checked = subprocess.run(
        [appstream, "validate", "--no-net", str(metainfo)], capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "W:" not in checked.stdout and "E:" not in checked.stdout, checked.stdout

    done = hypnose("--uninstall-desktop-entry", data_home=home)
    assert done.returncode == 0, done.stderr
    assert files_under(home) == before
    assert done.stdout.count("removed ") == len(written)
    again = hypnose("--uninstall-desktop-entry", data_home=home)
    assert again.returncode == 0 and "nothing to remove" in again.stdout


def test_the_metainfo_names_the_desktop_file_and_the_packages_version():
    """The version lives in pyproject.toml alone; the metainfo's newest release must follow it
    (a release forgotten there is caught here)."""
    text = resources.files("resources").joinpath("desktop", METAINFO).read_text()
    root = ET.fromstring(text)
    assert root.findtext("launchable") == "hypnose.desktop"
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == version("hypnose")


def test_an_exec_path_with_spaces_and_dollars_is_quoted_as_the_specification_says():
    template = "[Desktop Entry]\nName=Hypnose\nExec=hypnose-window\n"
    text = desktop_text(template, ["/home/ana/My Games/$bin/hypnose-window"])
    assert 'Exec="/home/ana/My Games/\\\\$bin/hypnose-window"' in text
    assert "TryExec=/home/ana/My Games/$bin/hypnose-window" in text
    assert exec_value(["/usr/bin/python3", "-m", "client.window.app"]) == (
        "/usr/bin/python3 -m client.window.app"
    )
    assert exec_value(["/opt/100%/hypnose"]) == "/opt/100%%/hypnose"


def test_the_committed_pngs_are_the_svg_rendered():
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "icons.py"), "--check"],
        capture_output=True, text=True, timeout=60,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_data_folder_that_cannot_be_written_is_said_in_words(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("freedesktop menus are Linux's")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    done = hypnose("--install-desktop-entry", data_home=blocker)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "the menu entry could not be changed" in done.stderr and str(blocker) in done.stderr
    assert blocker.read_text() == "not a folder"
