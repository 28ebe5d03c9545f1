"""One session for offline and LAN play, its drivers and the clock of deadlines, slots, the
transport protocol and its in-memory bus: nothing from ``net.fair`` or ``net.dealer``."""
