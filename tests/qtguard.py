"""Qt tests fail when stuck, instead of hanging the run (a pytest plugin; tests/conftest.py
registers it).

pytest-timeout's signal raises its failure in whatever Python code the main thread runs next:
in a Qt test that is most often a slot called from Qt's event loop, and PySide prints and
swallows an exception raised in a slot, so the test went on and the run hung (it did, in CI,
for 5400 s). Here every wait a Qt test makes (``qtbot.wait``, ``waitUntil``, ``QTest.qWait``)
looks at the test's deadline, before pytest-timeout's, and past it fails in the test's own
frame with every thread's stack; a modal dialog or menu left open offscreen is closed then; a
main thread that never returns to a wait at all (blocked in C) gets its stacks printed and its
process ended, rather than a silent hang.

The deadline and the watchdog are per process: under pytest-xdist each worker has its own, and
a worker the watchdog ends is reported crashed by xdist, which starts another and goes on with
the run (tests/client/test_stuck_tests_fail.py tries both).
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import time
import traceback

import pytest

QT_FIXTURES = frozenset({"qtbot", "qapp"})
FAIL_AT = 0.9
"""The share of pytest-timeout's time after which a Qt test's next wait fails it."""
TEARDOWN_S = 30.0
"""A teardown's own allowance (a test that failed late still stops its network)."""
END_RUN_AFTER_S = 60.0
"""Seconds past pytest-timeout's time after which a main thread that never came back ends the
run (with every thread's stack): the last resort, instead of a silent hang."""


class _Deadline:
    test = ""
    config: pytest.Config | None = None
    fail_at: float | None = None
    end_run_at: float | None = None
    told = False


def _stacks() -> str:
    names = {t.ident: t.name for t in threading.enumerate()}
    parts = []
    for ident, frame in sys._current_frames().items():
        stack = "".join(traceback.format_stack(frame))
        parts.append(f"--- thread {names.get(ident, ident)} ---\n{stack}")
    return "\n".join(parts)


def _check_deadline() -> None:
    at = _Deadline.fail_at
    if at is not None and time.monotonic() > at:
        pytest.fail(
            f"{_Deadline.test} is stuck: still waiting past its deadline (before pytest-timeout"
            f"'s, whose exception a Qt slot would swallow). Every thread's stack:\n{_stacks()}",
            pytrace=False,
        )


def _guard(wait):
    def guarded(*args, **kwargs):
        _check_deadline()
        result = wait(*args, **kwargs)
        _check_deadline()
        return result

    guarded.__wrapped__ = wait
    return guarded


def _install_guards() -> None:
    from PySide6.QtTest import QTest
    from pytestqt.qtbot import QtBot

    if not hasattr(QtBot.wait, "__wrapped__"):
        QtBot.wait = _guard(QtBot.wait)  # waitUntil waits through it
        QTest.qWait = staticmethod(_guard(QTest.qWait))


def _close_modals() -> None:
    """Past the deadline: a dialog's or menu's own event loop, which no wait of the test's
    would ever return from, is ended."""
    from PySide6.QtWidgets import QApplication

    at = _Deadline.fail_at
    if at is None or time.monotonic() <= at:
        return
    for widget in (QApplication.activeModalWidget(), QApplication.activePopupWidget()):
        if widget is not None:
            widget.close()


def _watchdog() -> None:
    """A thread: stacks once when a test passes its deadline; its process ended when its main thread
    has not come back long after pytest-timeout's time."""
    while True:
        time.sleep(1.0)
        now, at, end = time.monotonic(), _Deadline.fail_at, _Deadline.end_run_at
        if at is not None and now > at and not _Deadline.told:
            _Deadline.told = True
            sys.stderr.write(f"\n{_Deadline.test}: past its deadline; the stacks now:\n")
            sys.stderr.write(_stacks())
        if end is not None and now > end:
            _uncapture()
            sys.stderr.write(
                f"\n{_Deadline.test} never came back to the test (the main thread is blocked):"
                " ending its process (under pytest-xdist a worker: another takes its place). Every"
                " thread's stack:\n"
            )
            faulthandler.dump_traceback(all_threads=True)
            sys.stderr.flush()
            os._exit(70)


def _uncapture() -> None:
    """Before the process ends: pytest's capture gives the terminal back, with what it holds
    (as pytest-timeout does before it ends one), or the last words went down with its file."""
    capture = _Deadline.config and _Deadline.config.pluginmanager.getplugin("capturemanager")
    if capture:
        capture.suspend_global_capture(in_=True)
        out, err = capture.read_global_capture()
        sys.stdout.write(out)
        sys.stderr.write(err)


_WATCHDOG: list[object] = []


def _timeout_s(item) -> float:
    try:
        from pytest_timeout import _get_item_settings

        timeout = _get_item_settings(item).timeout
    except Exception:  # another pytest-timeout: its ini value
        timeout = float(item.config.getini("timeout") or 0)
    return float(timeout or 0)  # 0: timeouts are off (a debugging session), so is this


def _watch(item, phase: str) -> None:
    timeout = _timeout_s(item)
    if not QT_FIXTURES & set(getattr(item, "fixturenames", ())) or not timeout:
        _Deadline.fail_at = _Deadline.end_run_at = None
        return
    _install_guards()
    if not _WATCHDOG:
        thread = threading.Thread(target=_watchdog, name="qt-test-watchdog", daemon=True)
        thread.start()
        _WATCHDOG.append(thread)
    now = time.monotonic()
    if phase == "setup":
        _Deadline.test, _Deadline.told, _Deadline.config = item.nodeid, False, item.config
        _Deadline.fail_at = now + FAIL_AT * timeout
        _Deadline.end_run_at = now + timeout + END_RUN_AFTER_S
    elif phase == "teardown":
        _Deadline.fail_at = now + TEARDOWN_S
        _Deadline.end_run_at = now + TEARDOWN_S + END_RUN_AFTER_S


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    _watch(item, "setup")
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    timer = None
    if _Deadline.fail_at is not None:
        from PySide6.QtCore import QTimer

        timer = QTimer()
        timer.setInterval(1000)
        timer.timeout.connect(_close_modals)
        timer.start()
    yield
    if timer is not None:
        timer.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item):
    _watch(item, "teardown")
    yield
    _Deadline.fail_at = _Deadline.end_run_at = None
