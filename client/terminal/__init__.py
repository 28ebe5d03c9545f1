"""The terminal game, Qt-free: ``console.py`` (short numbered lists for any game) and
``hypnose.py`` (Hypnose played at a prompt)."""
