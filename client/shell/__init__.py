"""The window's shell: main window, start screen, settings, log, help, replays, end screen.

Game-agnostic: each game adds a table view (``client.shell.gameui``), not a second application.
"""
