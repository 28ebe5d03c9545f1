"""The desktop application: start-up, the main window, start screen, settings, help, guide,
end screen, replays, saved games, the table screen and offline play; ``lan/`` for LAN play."""
