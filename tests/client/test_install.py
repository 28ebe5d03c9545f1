"""A player's install: the wheel and the sdist built (``python -m build``) and checked (``twine
check``), the wheel installed with pipx into a home of the test's, and the installed programs
run from outside the source tree: ``--version``, the terminal game, the menu entry, the real
window under Xvfb with Qt's X11 plugin, and the words a missing ``libxcb-cursor`` gets.

One test, since the steps share one build and one install (pytest-xdist could split a module's
tests between workers, each building its own). pip's own cache is shared with the pipx
environment, so PySide6 and the others come from it when it has them, else from the package
index, as a player's pipx would fetch them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import time
import zipfile
from importlib.metadata import version
from pathlib import Path

import pytest
from hiddenlib import assert_names_the_package, run_without
from xserver import xvfb

ROOT = Path(__file__).parents[2]

SHIPPED = (
    "resources/hypnose/cards.toml",
    "resources/hypnose/rules.md",
    "resources/hypnosia/board.toml",
    "resources/hypnosia/hypnosia-board.svg",
    "resources/hypnovision/cards.toml",
    "resources/i18n/hypnose_cs.qm",
    "resources/i18n/hypnose_es.qm",
    "resources/desktop/hypnose.svg",
    "resources/desktop/hypnose.desktop",
    "resources/desktop/io.github.hypnose.Hypnose.metainfo.xml",
    "resources/desktop/icons/hypnose-16.png",
    "resources/desktop/icons/hypnose-512.png",
)
"""Data the programs read through importlib.resources: it must be inside the wheel."""
NOT_SHIPPED = ("tests/", "tools/", "bench/", "docs/", ".venv/", "__pycache__", ".pytest_cache")


def run(
    command: list[str], env: dict[str, str], cwd: Path, **kwargs
) -> subprocess.CompletedProcess:
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, cwd=cwd, timeout=600, **kwargs
    )
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done


def tool(name: str) -> list[str]:
    """A tool of the test extra, run by this interpreter (the test venv's)."""
    return [sys.executable, "-m", name]


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_wheel_installs_with_pipx_and_the_installed_game_runs(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("the installed window is checked under Xvfb (Linux)")
    started = time.monotonic()
    pip_cache = run([*tool("pip"), "cache", "dir"], dict(os.environ), ROOT).stdout.strip()
    dist = tmp_path / "dist"
    run([*tool("build"), "--outdir", str(dist), str(ROOT)], dict(os.environ), tmp_path)
    package = version("hypnose")
    wheel = dist / f"hypnose-{package}-py3-none-any.whl"
    sdist = dist / f"hypnose-{package}.tar.gz"
    checked = run([*tool("twine"), "check", str(wheel), str(sdist)], dict(os.environ), tmp_path)
    assert checked.stdout.count("PASSED") == 2, checked.stdout

    names = zipfile.ZipFile(wheel).namelist()
    assert set(SHIPPED) <= set(names), set(SHIPPED) - set(names)
    assert not [n for n in names if n.startswith(NOT_SHIPPED) or "__pycache__" in n]
    assert not [n for n in names if n.endswith(".ts")]
    with tarfile.open(sdist) as packed:
        inside = [n.split("/", 1)[1] for n in packed.getnames() if "/" in n]
    assert {"pyproject.toml", "README.md", *SHIPPED} <= set(inside)
    assert "resources/i18n/hypnose_cs.ts" in inside  # the translations' source as well
    assert not [n for n in inside if n.startswith(NOT_SHIPPED) or "__pycache__" in n]

    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "HYPNOSE_DATA_DIR")}
    env |= {"HOME": str(home), "PIPX_HOME": str(tmp_path / "pipx"), "PIP_CACHE_DIR": pip_cache}
    env |= {"PIPX_BIN_DIR": str(tmp_path / "bin"), "PIPX_MAN_DIR": str(tmp_path / "man")}
    env |= {"XDG_DATA_HOME": str(home / "share"), "XDG_CONFIG_HOME": str(home / "config")}
    built = time.monotonic()
    run([*tool("pipx"), "install", str(wheel)], env, tmp_path)
    installed = time.monotonic()
    bin_dir = tmp_path / "bin"
    hypnose, window = str(bin_dir / "hypnose"), str(bin_dir / "hypnose-window")

    said = run([hypnose, "--version"], env, tmp_path).stdout
    assert said.startswith(f"hypnose {package} "), said
    assert "hypnose/" in said and "hypnosia/" in said and "hypnovision/" in said
    assert run([window, "--version"], env, tmp_path).stdout.strip() == f"hypnose-window {package}"
    assert "--players" in run([hypnose, "play", "--help"], env, tmp_path).stdout
    played = run([hypnose, "play", "--seed", "1"], env, tmp_path, input="quit\n").stdout
    assert "What do you do?" in played and "You left the game." in played, played

    said = run([hypnose, "--install-desktop-entry"], env, tmp_path).stdout
    entry = (home / "share" / "applications" / "hypnose.desktop").read_text()
    pipx_window = tmp_path / "pipx" / "venvs" / "hypnose" / "bin" / "hypnose-window"
    assert f"Exec={pipx_window}\n" in entry, entry
    assert (home / "share" / "icons" / "hicolor" / "48x48" / "apps" / "hypnose.png").is_file()

    data = tmp_path / "data"
    with xvfb() as display:
        shown = env | {"QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
        painted = run([window, "--first-paint-exit", "--data-dir", str(data), "--loopback"],
                      shown, tmp_path).stdout  # fmt: skip
        assert re.search(r"first paint after \d+ ms", painted), painted
    assert data.is_dir() and not (home / "share" / "Hypnose").exists()  # --data-dir was used

    shown = env | {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":1"}  # no server needed: the check
    command = [window, "--data-dir", str(data), "--loopback"]  # comes before any connection
    assert_names_the_package(run_without("libxcb-cursor.so.0", command, shown, tmp_path / "e.so"))
    print(
        f"built and checked in {built - started:.1f} s, pipx install {installed - built:.1f} s,"
        f" runs {time.monotonic() - installed:.1f} s; wheel {wheel.stat().st_size} bytes,"
        f" sdist {sdist.stat().st_size} bytes"
    )
