"""Hypnosia, the dice race, in the window: the board view registered in ``client.kit.gameui``."""
