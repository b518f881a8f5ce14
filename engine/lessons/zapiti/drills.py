"""Practice for Zápiti (:mod:`engine.lessons.practice`): which card wins the round, under rule 5
(the value of the cards), on hands dealt afresh from a seed.

Four play, in pairs. A hand is dealt and its señas made (each says «listo»); the reader leads the
first round, and the question names the four cards the round would see, the reader's first: which
wins it? The cards are drawn from the hands as dealt, each a card its seat may play; a round that
would stand tied (*parda*, rule 6, taught after) is not asked. The answer is the engine's.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("zapiti.practica.ronda"), 1)
>>> found.goal.ask, len(found.goal.choices), found.options["players"]
('winner', 4, 4)
"""

from __future__ import annotations

import random

from engine import load
from engine.i18n import N_
from engine.rules.cards import BY_TEXT
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.zapiti.game import LISTO, VER
from engine.rules.zapiti.ranking import rank

from ..practice import Drill
from ..scenario import Goal, Scenario, tricks_won
from .narration import seat_msg, spoken

#: The rule that ranks the cards.
RANKING = RuleRef("zapiti", "5")
PLAYERS = 4
#: Moves a deal is played on before its first card, at most (the señas of four players).
TABLE_TALK = 40


def _first_lead(rng: random.Random) -> State | None:
    """A fresh hand of four, looked at and its señas made, up to the mano's first card; ``None`` if
    the hand went another way (a bet in the way)."""
    state: State = load("zapiti", players=PLAYERS).new_state(seed=rng.randrange(2**31))
    for _ in range(TABLE_TALK):
        legal = list(state.legal_actions())
        if any(a in BY_TEXT for a in legal):
            return state
        talk = [a for a in legal if a == VER or a.startswith("seña:")]
        if LISTO in legal and (not talk or rng.random() < 0.5):
            state = state.apply(LISTO)
        elif talk:
            state = state.apply(rng.choice(talk))
        else:
            return None
    return None


def round_winner(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which card wins the round" question."""
    start = _first_lead(rng)
    if start is None:
        return None
    state, probe, players = start, list[str](), list[int]()
    while len(probe) < PLAYERS:
        cards = [a for a in state.legal_actions() if a in BY_TEXT]
        if not cards:
            return None
        players.append(state.current_player)
        probe.append(rng.choice(cards))
        state = state.apply(probe[-1])
    won = tricks_won(state)
    ranks = sorted((rank(BY_TEXT[card]) for card in probe), reverse=True)
    # A parda (rule 6) has no winner; two best cards of one value would make two right answers.
    if len(won) != 1 or ranks[0] == ranks[1]:
        return None
    game, me = start.game, start.current_player
    seats = [seat_msg(game, seat) for seat in players[1:]]
    text = N_("Sales con {mine}; después {a} echa {card_a}, {b} {card_b} y {c} {card_c}. ¿Qué carta gana la ronda?")
    choices = list(probe)
    rng.shuffle(choices)
    return Scenario(
        id=exercise_id, rule=RANKING, title=TITLE,
        goal=Goal("question", text, ask="winner", probe=tuple(probe), choices=tuple(choices), answer=won[0][1],
                  values=(("mine", spoken(probe[0])), ("a", seats[0]), ("card_a", spoken(probe[1])),
                          ("b", seats[1]), ("card_b", spoken(probe[2])), ("c", seats[2]),
                          ("card_c", spoken(probe[3])))),
        start=start.notation(), options={"players": PLAYERS}, seats=(me,), bot="easy",
        relies=(RuleRef("zapiti", "1"), RuleRef("zapiti", "4")),  # four in two pairs; a round's cards
        hints=(N_("Sin triunfos: gana la carta de más valor, sea del palo que sea. Arriba de todo, el 4 de "
                  "bastos, el 7 de copas y el 7 de oros (regla 5)."),),
        solution=(f"?{won[0][1]}",),
        reveal="off",
    )


TITLE = N_("Práctica: qué carta gana la ronda")
DRILLS = (Drill("zapiti.practica.ronda", RANKING, TITLE, round_winner),)
