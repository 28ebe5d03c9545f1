"""Which addresses a client uses: the real LAN ones by default, one chosen, or loopback."""

from __future__ import annotations

import pytest

from net.errors import InterfaceError
from net.lan.interfaces import Interface, NetworkChoice, interfaces, lan_addresses

MACHINE = [
    Interface("lo", "lo", ("127.0.0.1",)),
    Interface("wlp2s0", "wlp2s0", ("192.168.1.23",)),
    Interface("enp3s0", "enp3s0", ("10.0.0.5", "169.254.3.3")),
    Interface("docker0", "docker0", ("172.17.0.1",)),
    Interface("br-1a2b3c", "br-1a2b3c", ("172.18.0.1",)),
    Interface("veth12ab", "veth12ab", ("172.17.0.9",)),
    Interface("virbr0", "virbr0", ("192.168.122.1",)),
    Interface("tun0", "tun0", ("10.8.0.2",)),
    Interface("wg0", "wg0", ("10.66.0.2",)),
    Interface("tailscale0", "tailscale0", ("100.101.102.103",)),
    Interface("{GUID-1}", "vEthernet (WSL)", ("172.30.0.1",)),
    Interface("{GUID-2}", "Wi-Fi", ("192.168.1.50",)),
]


def test_only_real_lan_interfaces_by_default() -> None:
    assert lan_addresses(MACHINE) == ["192.168.1.23", "10.0.0.5", "192.168.1.50"]
    assert NetworkChoice().addresses(MACHINE) == ["192.168.1.23", "10.0.0.5", "192.168.1.50"]


def test_a_chosen_interface_by_name_description_or_address() -> None:
    assert NetworkChoice(interface="wlp2s0").addresses(MACHINE) == ["192.168.1.23"]
    assert NetworkChoice(interface="Wi-Fi").addresses(MACHINE) == ["192.168.1.50"]
    assert NetworkChoice(interface="10.0.0.5").addresses(MACHINE) == ["10.0.0.5", "169.254.3.3"]
    with pytest.raises(InterfaceError, match=r"no network interface 'eth9'.*wlp2s0"):
        NetworkChoice(interface="eth9").addresses(MACHINE)


def test_loopback_pins_everything_to_127_0_0_1() -> None:
    assert NetworkChoice(loopback=True).addresses(MACHINE) == ["127.0.0.1"]
    assert NetworkChoice(loopback=True, interface="wlp2s0").addresses() == ["127.0.0.1"]


def test_no_lan_at_all_says_what_to_do() -> None:
    with pytest.raises(InterfaceError, match=r"No local network found.*docker0"):
        NetworkChoice().addresses(MACHINE[:1] + MACHINE[3:5])


def test_this_machines_interfaces_are_listed() -> None:
    listed = interfaces()
    assert any("127.0.0.1" in i.addresses and i.virtual for i in listed)
