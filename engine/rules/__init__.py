"""The rules: what a game is and what its moves do, and nothing about how it is taught or shown.

* :mod:`.core` — the contract every game keeps (:class:`~.core.Game`, :class:`~.core.State`);
* :mod:`.registry` — the games the engine knows, each described by one record;
* :mod:`.options` — a game's switchable readings, each tied to its rule;
* :mod:`.errors` — the refusals, each citing the rule it applies;
* :mod:`.cards` — the Spanish deck both card games use;
* :mod:`.bots` — the generic search bots (the card games bring their own);
* :mod:`.mancala`, :mod:`.zanga`, :mod:`.zapiti` — the game families, each with its registration.

This layer imports nothing from :mod:`engine.lessons` or :mod:`engine.table` (``tests/test_layers.py``).
"""
