"""Practice for La Zanga (:mod:`engine.lessons.practice`): which card wins the trick, under the
value of the cards (Arts. 4–8: the matadores, then each suit's order, trumps above the rest), on
hands dealt afresh from a seed.

A hand is dealt and its auction played by the plain bots until the trumps are named and the play
is under way; at the start of a trick the reader, who leads it, is told the trumps and the four
cards the trick would see, the reader's first, each one its seat may play (Art. 27 and 28): which
wins it? A hand where some seats sit out (a solo) is not asked. The answer is the engine's.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("zanga.practica.baza"), 2)
>>> found.goal.ask, len(found.goal.choices)
('winner', 4)
"""

from __future__ import annotations

import random

from engine import load
from engine.i18n import N_
from engine.rules import bots
from engine.rules.cards import suit_name
from engine.rules.errors import RuleRef
from engine.rules.zanga.game import ZangaState

from ..practice import Drill
from ..scenario import Goal, Scenario, tricks_won
from .narration import seat_msg, spoken
from .relies import LEGEND

#: The article that orders the cards (its title: "el valor de las demás cartas", after the matadores).
VALUE = RuleRef("zanga", "8", kind="art")
SEATS = 4
#: Moves played from the deal before the play begins, at most (an auction, the trumps, discards).
AUCTION = 60


def _lead(rng: random.Random) -> ZangaState | None:
    """A fresh hand, its auction played by the plain bots, at the start of a trick of its play
    (a random one of the first five); ``None`` if it went another way (a pass all round, a solo)."""
    state = load("zanga").new_state(seed=rng.randrange(2**31))
    if not isinstance(state, ZangaState):
        return None
    player = bots.make("zanga", "easy", seed=rng.randrange(2**31))
    tricks = rng.randrange(5)
    for _ in range(AUCTION + 8 * SEATS):
        if state.is_terminal() or state.hand_no > 1:
            return None
        if state.phase == "play" and not state.trick and len(state.tricks) == tricks:
            return None if state.out else state
        state = state.apply(player.choose(state.observation(state.current_player)))
    return None


def trick_winner(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which card wins the trick" question."""
    start = _lead(rng)
    if start is None:
        return None
    state, probe, players = start, list[str](), list[int]()
    while len(probe) < SEATS:
        if state.phase != "play":
            return None
        players.append(state.current_player)
        probe.append(rng.choice(list(state.legal_actions())))
        state = state.apply(probe[-1])
    won = tricks_won(state)
    if len(won) != len(start.tricks) + 1:
        return None
    game, me = start.game, start.current_player
    seats = [seat_msg(game, seat) for seat in players[1:]]
    choices = list(probe)
    rng.shuffle(choices)
    return Scenario(
        id=exercise_id, rule=VALUE, title=TITLE,
        goal=Goal("question", N_("Triunfo: {trumps}. Sales con {mine}; después {a} echa {card_a}, {b} {card_b} y {c} "
                                 "{card_c}. ¿Qué carta gana la baza?"),
                  ask="winner", probe=tuple(probe), choices=tuple(choices), answer=won[-1][1],
                  values=(("trumps", suit_name(start.trump)), ("mine", spoken(probe[0])),
                          ("a", seats[0]), ("card_a", spoken(probe[1])), ("b", seats[1]),
                          ("card_b", spoken(probe[2])), ("c", seats[2]), ("card_c", spoken(probe[3])))),
        start=start.notation(), seats=(me,), bot="easy",
        relies=(LEGEND, *(RuleRef("zanga", n, kind="art") for n in ("4", "5", "6", "7", "27", "28"))),
        hints=(N_("Primero los matadores (espadilla, malilla, bastillo), luego los demás triunfos; sin triunfo "
                  "en la baza, gana la carta más alta del palo de salida (Arts. 4–8)."),),
        solution=(f"?{won[-1][1]}",),
        reveal="off",
    )


TITLE = N_("Práctica: qué carta gana la baza")
DRILLS = (Drill("zanga.practica.baza", VALUE, TITLE, trick_winner),)
