"""The data folder, by one rule: the profile (identity, lock, log), the game folders and the
seats' journals."""
