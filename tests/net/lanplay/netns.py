"""A virtual LAN of network namespaces made and removed by a test: one namespace per host, each
with an ``eth0`` plugged into a switch.

The switch is the kernel's bridge (in a namespace of its own, each host's ``eth0`` one end of a
veth pair), or, for a LAN with delay and loss, netem on every host's ``eth0`` when this kernel
has the netem qdisc, and otherwise a switch in this process (``tapswitch``: each host's ``eth0``
is a TAP device whose frames it forwards after the delay, dropping the given share of them: what
netem does to a host's outgoing packets). Nothing is attached to the machine's real interfaces.
Multicast works (zeroconf finds peers across hosts); a test can cut a host's cable. Names carry a
prefix unique to the test run and are all removed at the end. Needs root (``ip netns``):
``available()`` says why not otherwise.
"""

from __future__ import annotations

import os
import secrets
import subprocess
from dataclasses import dataclass, field

from tapswitch import TapSwitch, open_tap

SUBNET = "10.77.0"


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=check)


def available() -> str | None:
    """None when namespaces can be made here, else the reason they cannot."""
    if os.name != "posix":
        return "network namespaces exist on Linux only"
    name = f"hyprobe{secrets.token_hex(3)}"
    try:
        made = _ip("netns", "add", name, check=False)
    except FileNotFoundError:
        return "the ip command (iproute2) is not installed"
    if made.returncode != 0:
        return f"cannot make a network namespace: {made.stderr.strip() or 'not root'}"
    _ip("netns", "del", name, check=False)
    return None


@dataclass
class VirtualLan:
    """``hosts`` hosts on one switch, at 10.77.0.1, 10.77.0.2, ...; with ``delay`` (seconds)
    and ``loss`` (a share), every packet a host sends is delayed and may be lost."""

    hosts: int
    delay: float = 0.0
    loss: float = 0.0
    prefix: str = field(default_factory=lambda: f"hy{secrets.token_hex(3)}")
    made: list[str] = field(default_factory=list)
    switch: TapSwitch | None = None
    impaired_by: str = ""
    """How delay and loss are made: ``netem``, or ``tapswitch`` where the kernel has no netem."""

    def host(self, index: int) -> str:
        return f"{self.prefix}h{index}"

    @property
    def bridge(self) -> str:
        return f"{self.prefix}br"

    def address(self, index: int) -> str:
        return f"{SUBNET}.{index + 1}"

    def port(self, index: int) -> str:
        """The bridge's end of host ``index``'s cable."""
        return f"{self.prefix}v{index}"

    def exec_prefix(self, index: int) -> list[str]:
        """Put before a command to run it on host ``index``."""
        return ["ip", "netns", "exec", self.host(index)]

    def __enter__(self) -> VirtualLan:
        try:
            self._make()
        except BaseException:
            self.remove()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.remove()

    def _make(self) -> None:
        if self.delay or self.loss:
            self._make_bridge()
            try:
                for index in range(self.hosts):
                    self._netem(index)
                self.impaired_by = "netem"
                return
            except subprocess.CalledProcessError as exc:
                if "unknown" not in (exc.stderr or ""):
                    raise
            self.remove()
            self._make_switch()
            self.impaired_by = "tapswitch"
            return
        self._make_bridge()

    def _netem(self, index: int) -> None:
        netem = ["delay", f"{self.delay * 1000:g}ms", "loss", f"{self.loss * 100:g}%"]
        subprocess.run(
            ["tc", "-n", self.host(index), "qdisc", "add", "dev", "eth0", "root", "netem", *netem],
            check=True, capture_output=True, text=True,
        )  # fmt: skip

    def _make_switch(self) -> None:
        ports = []
        for index in range(self.hosts):
            host = self.host(index)
            _ip("netns", "add", host)
            self.made.append(host)
            name = self.port(index)
            ports.append(open_tap(name))
            _ip("link", "set", name, "netns", host)
            _ip("-n", host, "link", "set", name, "name", "eth0")
            self._address(index)
        self.switch = TapSwitch(ports, self.delay, self.loss)
        self.switch.start()

    def _address(self, index: int) -> None:
        host = self.host(index)
        _ip("-n", host, "addr", "add", f"{self.address(index)}/24", "dev", "eth0")
        _ip("-n", host, "link", "set", "eth0", "up", "multicast", "on")
        _ip("-n", host, "link", "set", "lo", "up")

    def _make_bridge(self) -> None:
        bridge = self.bridge
        _ip("netns", "add", bridge)
        self.made.append(bridge)
        _ip("-n", bridge, "link", "add", "br0", "type", "bridge", "mcast_snooping", "0")
        _ip("-n", bridge, "link", "set", "br0", "up")
        for index in range(self.hosts):
            host = self.host(index)
            _ip("netns", "add", host)
            self.made.append(host)
            cable = self.port(index)
            _ip("link", "add", cable, "type", "veth", "peer", "name", "eth0", "netns", host)
            _ip("link", "set", cable, "netns", bridge)
            _ip("-n", bridge, "link", "set", cable, "master", "br0", "up")
            self._address(index)

    def cut(self, index: int) -> None:
        """Unplug host ``index``'s cable (its packets go nowhere, both ways)."""
        if self.switch is not None:
            self.switch.cut.add(index)
        else:
            _ip("-n", self.bridge, "link", "set", self.port(index), "down")

    def plug(self, index: int) -> None:
        if self.switch is not None:
            self.switch.cut.discard(index)
        else:
            _ip("-n", self.bridge, "link", "set", self.port(index), "up")

    def remove(self) -> None:
        """Stop the switch and delete every namespace this LAN made (their links go too)."""
        try:
            if self.switch is not None:
                self.switch.stop()
                self.switch = None
        finally:
            for name in reversed(self.made):
                _ip("netns", "del", name, check=False)
            self.made.clear()
