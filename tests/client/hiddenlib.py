"""Start a program with one system library hidden, as on a machine that lacks its package: an
empty file is bind-mounted over the library inside a private mount namespace (``unshare -m``),
so the change is seen by that program alone and ends with it."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest


def library_path(name: str) -> Path | None:
    """Where the dynamic loader finds ``name`` (``ldconfig -p``), or None."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    try:
        listing = subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout
    except OSError:
        return None
    for line in listing.splitlines():
        found = re.match(rf"\s*{re.escape(name)} \(.*x86-64.*\) => (\S+)", line)
        if found:
            return Path(found.group(1))
    return None


def run_without(
    name: str, command: Sequence[str], env: Mapping[str, str], empty: Path, timeout: float = 60
) -> subprocess.CompletedProcess:
    """``command`` run where the library ``name`` is an empty file; skips the test, saying why,
    where the library is not installed or a private mount namespace cannot be made (unshare
    needs root or user namespaces)."""
    library = library_path(name)
    if shutil.which("unshare") is None or library is None:
        pytest.skip(f"needs unshare and {name} installed, to hide it")
    empty.write_bytes(b"")
    hide = f"mount --bind {shlex.quote(str(empty))} {shlex.quote(str(library))}"
    script = f"{hide} || exit 97; exec {shlex.join(command)}"
    done = subprocess.run(
        ["unshare", "-m", "--propagation", "private", "sh", "-c", script],
        capture_output=True, text=True, env=dict(env), timeout=timeout,
    )  # fmt: skip
    if done.returncode == 97 or (done.returncode != 0 and "unshare:" in done.stderr):
        pytest.skip(f"cannot hide {library} in a private mount namespace: {done.stderr.strip()}")
    return done


def assert_names_the_package(done: subprocess.CompletedProcess) -> None:
    """The window's start said in words which package to install, without Qt's abort."""
    assert done.returncode == 1, done.stdout + done.stderr
    assert "libxcb-cursor.so.0" in done.stderr, done.stderr
    assert "sudo apt install libxcb-cursor0" in done.stderr, done.stderr
    assert "xcb-util-cursor" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and "Aborted" not in done.stderr, done.stderr
    assert "could not load the Qt platform plugin" not in done.stderr, done.stderr
