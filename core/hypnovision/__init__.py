"""Hypno Vision: the real-time card scramble (rules V1-V19)."""
