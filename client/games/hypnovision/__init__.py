"""Hypno Vision in the window: the 13 x 4 grid, dice, players' cards, Stop and Done."""
