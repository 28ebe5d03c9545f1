"""One client's LAN game: its loop, the mesh to the other clients with its catch-ups, the
watchers, the players' statements, and what it says in words."""
