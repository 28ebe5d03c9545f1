"""The LAN underneath a table: Noise channels bound to identities, the endpoint that listens
and dials, rate limits, interfaces, and discovery by zeroconf."""
