"""LAN play in the window: the panel of tables, the lobby on the Qt loop, opening and forming
a table, the game in its own thread, and watching."""
