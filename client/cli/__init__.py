"""The command line: ``main.py`` dispatches one subcommand per module (play, simulate, peer,
selfplay, audit), ``arguments.py`` the shared argument types."""
