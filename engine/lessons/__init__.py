"""The lessons: live examples and what they teach, built on the rules and never on how they are drawn.

* :mod:`.scenario` — a live example: a position, the goal a reader must reach, its solution;
* :mod:`.session` — one line of play from an example or a game, with its seats and bots;
* :mod:`.audit` — the teaching check: an example can be failed by play and only its rule wins it;
* :mod:`.narration` — every move said in words, for goals, solutions, hints and the log;
* :mod:`.progress`, :mod:`.record`, :mod:`.exercises` — stars, saved games and links, exercise sets;
* :mod:`.mancala`, :mod:`.zanga`, :mod:`.zapiti` — each family's examples and narrator.

This layer imports the rules and :mod:`engine.i18n`, never :mod:`engine.table` (``tests/test_layers.py``).
"""
