"""``hypnose`` (no arguments) and ``hypnose window``: the desktop window.

Start-up explains itself: before Qt is loaded, ``client.window.display`` checks that a window can
open here and, if a system library is missing, says which package to install. The window shows
first, on its start screen; once it is painted it runs on Qt's event loop through qasync
(PySide6 imported first), so networking code can use asyncio on the same loop, and the network
starts. ``--first-paint-exit`` opens the window, waits for its first paint, prints the
milliseconds since the process started, and exits. ``--self-test`` plays a whole offline game
in it, bots on every seat, prints the result and exits (``client.window.selftest``).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence

APP_NAME = "Hypnose"


def process_age_ms() -> float:
    """Milliseconds since this process started (Linux: from /proc; elsewhere: since this
    module was imported, which leaves out the interpreter's own start)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks = int(fields[19])  # starttime, field 22, in clock ticks since boot
        started = ticks / os.sysconf("SC_CLK_TCK")
        return (time.clock_gettime(time.CLOCK_BOOTTIME) - started) * 1000
    except (OSError, ValueError, IndexError, AttributeError):
        return (time.perf_counter() - _IMPORTED) * 1000


_IMPORTED = time.perf_counter()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from net import platform_data_dir

    parser.add_argument(
        "--data-dir",
        metavar="FOLDER",
        default=None,
        help="keep saved games, replays, settings, identity and LAN games in FOLDER (default:"
        " $HYPNOSE_DATA_DIR, else the folder chosen in the settings, else"
        f" {platform_data_dir()}, hypnose peer's too)",
    )
    parser.add_argument(
        "--loopback",
        action="store_true",
        help="play on the LAN through 127.0.0.1 only: nothing leaves this computer"
        " (default: the computer's real network interfaces)",
    )
    parser.add_argument(
        "--first-paint-exit",
        action="store_true",
        help="open the window, exit after its first paint, print the ms from start to it",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the window, let bots play a 2-player offline game to its end in a temporary"
        " data folder, print the result and exit (1 with the reason if it fails)",
    )
    parser.add_argument(
        "--self-test-limit",
        type=float,
        metavar="SECONDS",
        default=None,
        help="the self-test fails if its game has not ended after SECONDS (default 180)",
    )


def run(args: argparse.Namespace) -> int:
    from client.window.display import display_problem

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    if args.self_test:  # the player's own folder is left alone
        import tempfile

        with tempfile.TemporaryDirectory(prefix="hypnose-self-test-") as folder:
            args.data_dir = folder
            return _run_window(args)
    return _run_window(args)


def _run_window(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setDesktopFileName("hypnose")

    from client.kit.i18n import Translations, resolve
    from client.window.firstpaint import wait_for_first_paint
    from client.window.main_window import MainWindow
    from client.window.settings import SettingsStore
    from net import NetworkChoice

    store = SettingsStore(args.data_dir)
    if args.self_test:
        from client.window import selftest

        selftest.prepare(store)
    from client.window.datadir import open_data_dir

    open_data_dir(args.data_dir, store.load().data_folder)  # hypnose peer's old folder, once
    translations = Translations()
    translations.use(resolve(store.load().language))
    window = MainWindow(store, translations, NetworkChoice(loopback=args.loopback))
    window.show()
    wait_for_first_paint(window)
    if args.self_test:
        from client.window import selftest

        limit = selftest.LIMIT_S if args.self_test_limit is None else args.self_test_limit
        result = selftest.play_to_end(window, seed=1, limit_s=limit)
        print(result.line, file=sys.stdout if result.ok else sys.stderr)
        sys.stdout.flush()
        window.close()
        return 0 if result.ok else 1
    if args.first_paint_exit or not window.isVisible():  # (closed before its first paint)
        if args.first_paint_exit:
            print(f"first paint after {process_age_ms():.0f} ms")
            sys.stdout.flush()
        window.close()
        return 0
    # Once the window shows: asyncio on Qt's loop, and the network on it.
    import asyncio

    import qasync  # after PySide6, so that qasync binds to it

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        closing = asyncio.Event()
        app.aboutToQuit.connect(closing.set)
        loop.call_soon(window.start_network)  # once the loop runs: asyncio on Qt's loop
        loop.run_until_complete(closing.wait())
        loop.run_until_complete(window.stop_network())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The window on its own (the ``hypnose-window`` GUI script)."""
    from client.cli.main import package_version

    parser = argparse.ArgumentParser(prog="hypnose-window", description="Hypnose's window.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {package_version()}")
    add_arguments(parser)
    return run(parser.parse_args(list(sys.argv[1:] if argv is None else argv)))


if __name__ == "__main__":
    sys.exit(main())
