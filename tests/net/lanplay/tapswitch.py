"""A switch in the test's process for a virtual LAN with delay and loss where the kernel has no
netem: each host's ``eth0`` is a TAP device, and every Ethernet frame a host sends is dropped
with probability ``loss`` or handed to every other host ``delay`` seconds later (a hub: the few
hosts of a test need no learning). A cut host's frames go nowhere, both ways."""

from __future__ import annotations

import contextlib
import fcntl
import heapq
import os
import random
import select
import struct
import threading
import time

TUNSETIFF = 0x400454CA
IFF_TAP = 0x0002
IFF_NO_PI = 0x1000
MAX_FRAME = 65_536


def open_tap(name: str) -> int:
    """A new TAP device ``name``; its frames are read and written through the returned fd."""
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TAP | IFF_NO_PI))
    return fd


class TapSwitch(threading.Thread):
    """Forwards frames between TAP ports with a delay and a loss rate (see the module)."""

    def __init__(self, ports: list[int], delay: float, loss: float, seed: int = 0) -> None:
        super().__init__(name="tapswitch", daemon=True)
        self.ports = ports
        self.delay = delay
        self.loss = loss
        self.rng = random.Random(seed)
        self.cut: set[int] = set()
        self.frames = 0
        self.dropped = 0
        self._queue: list[tuple[float, int, int, bytes]] = []
        self._count = 0
        self._halt = threading.Event()
        self._wake_read, self._wake_write = os.pipe()

    def run(self) -> None:
        index_of = {fd: i for i, fd in enumerate(self.ports)}
        while not self._halt.is_set():
            now = time.monotonic()
            while self._queue and self._queue[0][0] <= now:
                _, _, port, frame = heapq.heappop(self._queue)
                if port not in self.cut:
                    with contextlib.suppress(OSError):
                        os.write(self.ports[port], frame)
            timeout = max(0.0, self._queue[0][0] - now) if self._queue else 0.1
            ready, _, _ = select.select([*self.ports, self._wake_read], [], [], timeout)
            for fd in ready:
                if fd == self._wake_read:
                    continue
                self._take(index_of[fd], fd)

    def _take(self, source: int, fd: int) -> None:
        while True:
            try:
                frame = os.read(fd, MAX_FRAME)
            except BlockingIOError:
                return
            except OSError:
                return
            self.frames += 1
            if source in self.cut or self.rng.random() < self.loss:
                self.dropped += 1
                continue
            due = time.monotonic() + self.delay
            for port in range(len(self.ports)):
                if port != source:
                    self._count += 1
                    heapq.heappush(self._queue, (due, self._count, port, frame))

    def stop(self) -> None:
        self._halt.set()
        os.write(self._wake_write, b"x")
        self.join(timeout=5)
        for fd in (*self.ports, self._wake_read, self._wake_write):
            with contextlib.suppress(OSError):
                os.close(fd)
