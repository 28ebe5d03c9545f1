"""Hypnosia: the dice race for 2 to 6 players (rules H1-H20, docs/rules/hypnosia.md)."""
