"""Starting the window: the real window under a real X server (Xvfb, the xcb platform),
``--first-paint-exit``, and start-up problems said in words instead of Qt's bare abort."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hiddenlib import assert_names_the_package, run_without
from xserver import xvfb

from client.window.display import PACKAGES, display_problem, explain_load_error, xcb_plugin


def hypnose(*args: str, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "client.cli.main", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )


def test_first_paint_exit_prints_the_milliseconds_offscreen(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HYPNOSE_DATA_DIR=str(tmp_path))
    done = hypnose("--first-paint-exit", env=env)
    assert done.returncode == 0, done.stderr
    found = re.search(r"first paint after (\d+) ms", done.stdout)
    assert found, done.stdout
    assert int(found.group(1)) > 0
    assert "Traceback" not in done.stderr


def test_the_window_brings_hypnose_peers_old_folder_into_its_own(tmp_path):
    """No --data-dir and no HYPNOSE_DATA_DIR: the window's folder is the one folder, and the
    identity ``hypnose peer`` kept in its old folder becomes the window's (issue 25)."""
    from net.store.datafolder import MERGED
    from net.store.profile import Profile

    share = tmp_path / "home" / "share"
    with Profile.open(share / "hypnose", start_log=False) as peer:
        code = peer.code
    env = {k: v for k, v in os.environ.items() if k != "HYPNOSE_DATA_DIR"}
    env |= {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path / "home")}
    env |= {"XDG_DATA_HOME": str(share), "XDG_CONFIG_HOME": str(tmp_path / "home" / "config")}
    done = hypnose("--first-paint-exit", env=env)
    assert done.returncode == 0, done.stderr
    with Profile.open(share / "Hypnose" / "Hypnose", start_log=False) as window:
        assert window.code == code and not window.created
    assert (share / "hypnose" / MERGED).exists()
    log = (share / "Hypnose" / "Hypnose" / "hypnose.log").read_text()
    assert f"identity is now the one hypnose peer used ({code})" in log


@pytest.mark.slow
def test_the_real_window_starts_under_a_real_x_server(tmp_path):
    """Offscreen rendering hides a missing system library; a player on Linux meets it here."""
    with xvfb() as display:
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=display)
        env["HYPNOSE_DATA_DIR"] = str(tmp_path)
        assert display_problem(env) is None, display_problem(env)
        done = hypnose("--first-paint-exit", env=env)
        assert done.returncode == 0, done.stdout + done.stderr
        assert re.search(r"first paint after \d+ ms", done.stdout), done.stdout


def test_no_display_is_said_in_words():
    problem = display_problem({"QT_QPA_PLATFORM": "xcb"})
    if not sys.platform.startswith("linux"):
        assert problem is None
        return
    assert problem is not None and "DISPLAY" in problem and "hypnose play" in problem


def test_a_missing_library_names_the_package_to_install():
    error = "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"
    words = explain_load_error(error)
    assert "libxcb-cursor.so.0" in words and "sudo apt install libxcb-cursor0" in words
    assert "apt install" in explain_load_error("libqxcb.so: undefined symbol: foo")


def test_every_library_qts_x11_plugin_needs_has_a_package():
    plugin = xcb_plugin()
    if not plugin.exists() or shutil.which("readelf") is None:
        pytest.skip("no X11 plugin or no readelf here")
    output = subprocess.run(["readelf", "-d", str(plugin)], capture_output=True, text=True).stdout
    needed = re.findall(r"\[(lib[^\]]+)\]", output)
    system = [
        n for n in needed if not n.startswith(("libQt6", "libc.", "libm.", "libstdc", "libgcc"))
    ]
    assert system and all(name in PACKAGES for name in system), set(system) - set(PACKAGES)


def test_the_window_starts_with_a_bad_settings_file_and_says_nothing_wrong(tmp_path):
    (tmp_path / "settings.ini").write_text("[display]\nanimation=sideways\nlanguage=xx\n\x00\x01")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HYPNOSE_DATA_DIR=str(tmp_path))
    done = hypnose("--first-paint-exit", env=env)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr


@pytest.mark.slow
def test_a_missing_x11_library_is_named_with_its_package_not_a_bare_abort(tmp_path):
    """libxcb-cursor.so.0 hidden in a private mount namespace: the window says what to install
    and exits, where Qt alone would abort ("could not load the Qt platform plugin")."""
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=":1", HYPNOSE_DATA_DIR=str(tmp_path))
    command = [sys.executable, "-m", "client.cli.main", "--loopback"]
    done = run_without("libxcb-cursor.so.0", command, env, tmp_path / "empty.so")
    assert_names_the_package(done)


LOADED_AT_FIRST_PAINT = """
import json, sys
from client.window.app import main
status = main(["--data-dir", sys.argv[1], "--loopback", "--first-paint-exit"])
print(json.dumps(sorted(sys.modules)))
sys.exit(status)
"""

NOT_BEFORE_NEEDED = (
    # the LAN stack: the fair dealer, its cryptography, discovery, the lobby, a LAN game
    "net.fair", "net.dealer", "net.lobby", "net.game", "net.lan.discovery", "net.lan.endpoint",
    "coincurve", "nacl", "cryptography", "noise", "zeroconf", "ifaddr",
    "client.window.lan.client", "client.window.lan.game", "client.window.lan.watching",
    # asyncio on Qt's loop, started once the window shows
    "qasync", "asyncio",
    # a table and a game: the session, the offline game, every game's table view
    "net.session", "client.window.offline", "client.window.tablescreen", "client.kit.tablegame",
    "client.games.hypnose.table", "client.games.hypnosia.table", "client.games.hypnosia.board",
    "client.games.hypnovision.table", "client.games.hypnovision.grid",
    "client.games.hypnovision.offline", "client.games.hypnovision.picture",
    # the other games' rules and data
    "core.hypnosia", "core.hypnovision",
)  # fmt: skip


def test_the_offline_window_paints_before_the_lan_stack_and_other_games_load(tmp_path):
    """Issue 25: the window opens on its offline start screen (Hypnose chosen) without the LAN
    stack, its cryptography, asyncio, a game's table or another game's rules: each loads when
    first needed. A fresh interpreter runs the window's start to its first paint and lists what
    it loaded."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", LOADED_AT_FIRST_PAINT, str(tmp_path)],
        capture_output=True, text=True, env=env, timeout=60, cwd=Path(__file__).parents[2],
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.match(r"first paint after \d+ ms", lines[0]), done.stdout
    loaded = json.loads(lines[-1])
    assert {"client.window.main_window", "client.games.hypnose.ui", "core.hypnose.game"} <= set(
        loaded
    )
    early = [m for m in loaded if m.startswith(NOT_BEFORE_NEEDED)]
    assert early == [], f"loaded before the first paint: {early[:12]}"
