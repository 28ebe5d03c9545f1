"""What every game view builds on, knowing no game: the ``GameUI`` base class, the deciding
table, controls, forms, the log and its words, palette, style, i18n."""
