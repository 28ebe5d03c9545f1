"""A real X server for a test (Xvfb), on a display it picks itself."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


@contextmanager
def xvfb() -> Iterator[str]:
    """Start Xvfb and yield its display (":N"); skips the test where Xvfb is not installed.

    ``-displayfd``: the server picks a free display itself and writes its number once it takes
    connections (a display chosen here could be another test run's server on this machine)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (.ci/run installs Debian's xvfb)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_end,),
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as announced:
            ready, _, _ = select.select([announced], [], [], 10)
            assert ready, "Xvfb did not start within 10 s"
            number = announced.readline().strip()
        assert number.isdigit(), f"Xvfb did not say its display ({number!r})"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
