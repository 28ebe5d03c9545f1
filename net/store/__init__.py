"""The data folder, by one rule (``datafolder``, with hypnose peer's old folder brought in once
by ``merge``): the profile (identity, lock, log), the game folders and the seats' journals."""
