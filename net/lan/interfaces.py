"""Which network addresses the client advertises and listens on.

By default: the IPv4 addresses of the machine's real LAN interfaces, leaving out loopback,
container and virtual-machine bridges (``docker0``, ``br-*``, ``veth*``, ``virbr*``...) and VPN
tunnels (``tun*``, ``wg*``, ``tailscale*``...): friends on the same Wi-Fi should find a table at
the address they can reach, not at a container's. A setting names one interface instead (for a
machine on two networks). ``loopback=True`` pins everything to 127.0.0.1: tests, tools and
``--loopback`` always use it, so nothing leaves the machine.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from dataclasses import dataclass

from net.errors import InterfaceError

LOOPBACK = "127.0.0.1"

VIRTUAL_PREFIXES = (
    "lo",
    "docker",
    "br-",
    "veth",
    "virbr",
    "vnet",
    "vmnet",
    "vboxnet",
    "lxcbr",
    "lxdbr",
    "cni",
    "flannel",
    "cali",
    "podman",
    "tun",
    "tap",
    "wg",
    "tailscale",
    "zt",
    "utun",
    "ppp",
    "ipsec",
    "gif",
    "stf",
    "awdl",
    "llw",
    "bridge",
)
"""Interface name prefixes left out by default: loopback, container and VM bridges, tunnels."""

VIRTUAL_WORDS = ("virtual", "vpn", "vethernet", "hyper-v", "vmware", "virtualbox", "tap-", "wsl")
"""Words in a (Windows) adapter's friendly name that mark it as virtual."""


@dataclass(frozen=True)
class Interface:
    """One network interface and its IPv4 addresses."""

    name: str
    description: str
    addresses: tuple[str, ...]

    @property
    def virtual(self) -> bool:
        """Loopback, a container or VM bridge, or a VPN tunnel, judged by its names."""
        name = self.name.lower()
        description = self.description.lower()
        return name.startswith(VIRTUAL_PREFIXES) or any(w in description for w in VIRTUAL_WORDS)


def interfaces() -> list[Interface]:
    """Every interface with an IPv4 address, as the operating system lists them."""
    import ifaddr  # (ctypes: loaded when the network starts, not with the window)

    found = []
    for adapter in ifaddr.get_adapters():
        addresses = tuple(ip.ip for ip in adapter.ips if isinstance(ip.ip, str))
        if addresses:
            found.append(Interface(adapter.name, adapter.nice_name or adapter.name, addresses))
    return found


def _usable(address: str) -> bool:
    ip = ipaddress.IPv4Address(address)
    return not (ip.is_loopback or ip.is_link_local or ip.is_multicast or ip.is_unspecified)


def lan_addresses(available: Iterable[Interface]) -> list[str]:
    """The IPv4 addresses of the real LAN interfaces among ``available``."""
    return [
        address
        for interface in available
        if not interface.virtual
        for address in interface.addresses
        if _usable(address)
    ]


@dataclass(frozen=True)
class NetworkChoice:
    """Where to listen and advertise: loopback only, one named interface, or the LAN ones."""

    loopback: bool = False
    interface: str | None = None
    """An interface name (``eth0``, ``en0``, ``Wi-Fi``) or one of its addresses."""

    def addresses(self, available: Iterable[Interface] | None = None) -> list[str]:
        """The IPv4 addresses to use; :class:`InterfaceError` in words when there are none."""
        if self.loopback:
            return [LOOPBACK]
        listed = list(interfaces() if available is None else available)
        if self.interface is not None:
            for interface in listed:
                wanted = (interface.name, interface.description, *interface.addresses)
                if self.interface in wanted:
                    return list(interface.addresses)
            raise InterfaceError(
                f"There is no network interface {self.interface!r} with an IPv4 address; "
                f"there are: {_names(listed)}."
            )
        chosen = lan_addresses(listed)
        if not chosen:
            raise InterfaceError(
                "No local network found: this machine has no connected Wi-Fi or Ethernet "
                f"interface with an IPv4 address (interfaces: {_names(listed)}). Connect to "
                "the network your friends are on, or choose an interface in the settings."
            )
        return chosen


def _names(listed: Iterable[Interface]) -> str:
    return ", ".join(f"{i.name} ({', '.join(i.addresses)})" for i in listed) or "none"
