"""Zápiti, the truco of the Sierra de Gata (Cáceres), for two players or four in two pairs.

Rules from the seed text, restated as rules 1–15 on the page ``tutorials/zapiti/reglas.md`` (the
rule numbers below), with our reading of each unclear passage as the default (each an
«Interpretación Q…» box on the pages) and the other readings as options:

* :mod:`.ranking` — the 14-level ranking and who wins a round (rules 5, 6);
* :mod:`.rounds` — chico counting: when a hand is decided, every tie case (rule 7, Q1–Q3);
* :mod:`.betting` — the truco ladder 1, 3, 6, 9, 12, 15, 30 and the refusal payoffs (rules 8, 9, 13);
* :mod:`.signals` — the señas of the four-player game (rule 14);
* :mod:`.scoreboard` — malas and buenas, and the four-coin scoreboard as data (rules 12, 15);
* :mod:`.game` — :class:`~engine.rules.zapiti.game.Zapiti`, its options and states (everything else);
* :mod:`.bots` — players of four strengths that see only what their seat may see.

>>> import engine
>>> game = engine.load("zapiti")
>>> state = game.new_state(seed=1)
>>> state.legal_actions()
('ver', 'sin-ver')
"""

from ..registry import Registration
from .game import Zapiti

REGISTRATION = Registration(
    name="zapiti",
    title="Zápiti",
    game=Zapiti,
    scenarios="engine.lessons.zapiti.scenarios:SCENARIOS",
    drills="engine.lessons.zapiti.drills:DRILLS",
    narration="engine.lessons.zapiti.narration",
    board="engine.table.zapiti.render:board",
    moves="engine.table.zapiti.render:move_text",
    ends_hand="engine.lessons.zapiti.narration:ends_hand",
    hand_end_part="mano-terminada",
    bots="engine.rules.zapiti.bots:make_bot",
    coach="engine.lessons.zapiti.coach",
    giving_up=frozenset({"no-quiero", "a-casa", "no-va"}),
    parts=("marcador", "monedas"),
    symbols=("engine.table.cards_render:SYMBOLS", "engine.table.zapiti.render:COIN"),
)
