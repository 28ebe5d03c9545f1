"""Hypnose's own view code in the client: its terminal game (and, later, its table view)."""
