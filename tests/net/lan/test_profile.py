"""The data folder (issue 9, Identity and trust): identity created on first run and readable
only by the user, one client per folder (a second process is told so, with the pid), a
rotating log, damaged files explained in words, and the choice of folder."""

from __future__ import annotations

import logging
import logging.handlers
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from net.errors import FolderLocked, ProfileError
from net.protocol.trust import Trust
from net.store.datafolder import (
    DATA_DIR_ENV,
    old_peer_data_dir,
    platform_data_dir,
    resolve_data_dir,
)
from net.store.folderlock import FolderLock
from net.store.profile import KEY_NAME, Profile

ROOT = Path(__file__).resolve().parents[3]
POSIX = os.name == "posix"


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def run_profile_cli(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "net.store.profile", "--data-dir", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_first_run_creates_a_private_identity_that_later_runs_keep(tmp_path: Path) -> None:
    folder = tmp_path / "deep" / "hypnose"
    with Profile.open(folder, start_log=False) as first:
        assert first.created and (folder / KEY_NAME).exists()
        key = first.identity.public_key
        if POSIX:
            assert mode(folder) == 0o700 and mode(folder / KEY_NAME) == 0o600
        assert first.known_peers.observe("Ana", b"a" * 32).trust is Trust.NEW
    with Profile.open(folder, start_log=False) as second:
        assert not second.created and second.identity.public_key == key
        assert second.known_peers.check("Ana", b"a" * 32).trust is Trust.KNOWN
        if POSIX:
            assert mode(folder / "known_peers.json") == 0o600


@pytest.mark.skipif(not POSIX, reason="POSIX modes")
def test_a_key_readable_by_others_is_tightened_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    Profile.open(tmp_path, start_log=False).close()
    (tmp_path / KEY_NAME).chmod(0o644)
    tmp_path.chmod(0o755)
    with caplog.at_level(logging.WARNING), Profile.open(tmp_path, start_log=False):
        assert mode(tmp_path / KEY_NAME) == 0o600 and mode(tmp_path) == 0o700
    assert "was readable by others (mode 644): now only by you" in caplog.text


def test_a_second_client_on_the_folder_is_told_who_holds_it(tmp_path: Path) -> None:
    """Another process starting on the same folder gets a message in words naming our pid."""
    with Profile.open(tmp_path, start_log=False):
        result = run_profile_cli(tmp_path)
        assert result.returncode == 1
        assert f"Another Hypnose client (pid {os.getpid()}) is already using the data folder" in (
            result.stderr
        )
        assert "--data-dir DIR" in result.stderr and "Traceback" not in result.stderr
        with pytest.raises(FolderLocked, match=f"pid {os.getpid()}"):
            Profile.open(tmp_path, start_log=False)
    result = run_profile_cli(tmp_path)
    assert result.returncode == 0 and "your code" in result.stdout


@pytest.mark.skipif(not POSIX, reason="SIGKILL")
def test_a_killed_client_leaves_no_stale_lock(tmp_path: Path) -> None:
    code = (
        "import sys, time; from net.store.folderlock import FolderLock; "
        f"FolderLock(__import__('pathlib').Path({str(tmp_path)!r})).acquire(); "
        "print('locked', flush=True); time.sleep(60)"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "locked"
        with pytest.raises(FolderLocked, match=f"pid {child.pid}"):
            FolderLock(tmp_path).acquire()
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    with FolderLock(tmp_path) as lock:
        assert lock.held


@pytest.mark.parametrize(
    ("content", "detail"),
    [
        (b"garbage", "does not start"),
        (b"hypnose identity v1\nAAAA\n", "seed is 32 bytes"),
        (b"hypnose identity v1\n!!!!\n", "damaged"),
        (b"\xff" * 10, "damaged"),
        (b"x" * 1000, "far too long"),
        (b"", "damaged"),
    ],
)
def test_a_damaged_key_file_gets_words_and_frees_the_folder(
    tmp_path: Path, content: bytes, detail: str
) -> None:
    (tmp_path / KEY_NAME).write_bytes(content)
    with pytest.raises(ProfileError, match=r"identity key file .* is damaged") as caught:
        Profile.open(tmp_path, start_log=False)
    assert detail in str(caught.value) and "restore it from a backup" in str(caught.value)
    with FolderLock(tmp_path):  # the failed open released its lock
        pass
    result = run_profile_cli(tmp_path)
    assert result.returncode == 1 and "is damaged" in result.stderr
    assert "Traceback" not in result.stderr


def test_an_unreadable_key_or_known_peers_file_gets_words(tmp_path: Path) -> None:
    (tmp_path / KEY_NAME).mkdir()
    with pytest.raises(ProfileError, match="Cannot read the identity key file"):
        Profile.open(tmp_path, start_log=False)
    (tmp_path / KEY_NAME).rmdir()
    (tmp_path / "known_peers.json").write_text("{broken")
    with pytest.raises(ProfileError, match=r"known-peers file .* is damaged"):
        Profile.open(tmp_path, start_log=False)


def test_the_log_rotates_in_the_folder(tmp_path: Path) -> None:
    logger = logging.getLogger("net.test_profile")
    with Profile.open(tmp_path) as profile:
        handler = profile.log_handler
        assert isinstance(handler, logging.handlers.RotatingFileHandler)
        assert handler.maxBytes > 0 and handler.backupCount > 0
        logger.info("a line for the log")
    text = (tmp_path / "hypnose.log").read_text()
    assert "a line for the log" in text and "identity" in text
    assert handler not in logging.getLogger().handlers


def test_the_folder_is_chosen_by_option_then_environment_then_platform(tmp_path: Path) -> None:
    """The platform's folder is the window's (Qt's AppDataLocation for Hypnose/Hypnose); the
    old peer folder is where ``hypnose peer`` kept its data before (brought in once)."""
    env = {"HOME": "/home/ana"}
    linux = Path("/home/ana/.local/share")
    assert platform_data_dir(platform="linux", environ=env) == linux / "Hypnose" / "Hypnose"
    assert old_peer_data_dir(platform="linux", environ=env) == linux / "hypnose"
    xdg = env | {"XDG_DATA_HOME": "/data"}
    assert platform_data_dir(platform="linux", environ=xdg) == Path("/data/Hypnose/Hypnose")
    assert old_peer_data_dir(platform="linux", environ=xdg) == Path("/data/hypnose")
    relative = env | {"XDG_DATA_HOME": "data"}
    assert platform_data_dir(platform="linux", environ=relative) == linux / "Hypnose" / "Hypnose"
    mac = Path("/home/ana/Library/Application Support/Hypnose")
    assert platform_data_dir(platform="darwin", environ=env) == mac / "Hypnose"
    assert old_peer_data_dir(platform="darwin", environ=env) == mac
    win = {"HOME": "C:/Users/ana", "APPDATA": "C:/Users/ana/AppData/Roaming"}
    roaming = Path("C:/Users/ana/AppData/Roaming/Hypnose")
    assert platform_data_dir(platform="win32", environ=win) == roaming / "Hypnose"
    assert old_peer_data_dir(platform="win32", environ=win) == roaming
    here = Path("/data/Hypnose/Hypnose") if sys.platform == "linux" else None
    if here is not None:
        assert resolve_data_dir(None, environ=xdg) == here
    assert resolve_data_dir(None, environ=xdg | {DATA_DIR_ENV: "/env"}) == Path("/env")
    assert resolve_data_dir("/opt", environ=xdg | {DATA_DIR_ENV: "/env"}) == Path("/opt")
    assert resolve_data_dir(None, environ=xdg, chosen="/mine") == Path("/mine")


def test_the_environment_variable_reaches_the_command_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "net.store.profile"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=os.environ | {DATA_DIR_ENV: str(tmp_path / "from-env")},
    )
    assert result.returncode == 0 and str(tmp_path / "from-env") in result.stdout
    assert "(new)" in result.stdout
