"""The table: what a reader sees and operates, built on the rules and the lessons.

* :mod:`.render` — a board, a hand, a move list and a widget as HTML (escaped here);
* :mod:`.cards_render` — a card as HTML, for both card games;
* :mod:`.textmode` — the same widget read and played as lines of text;
* :mod:`.widget` — the widget controller the browser bridge drives: a live example, a full game
  or an exercise set, request by request;
* :mod:`.mancala`, :mod:`.zanga`, :mod:`.zapiti` — each family's board.

Nothing below imports this layer (``tests/test_layers.py``).
"""
