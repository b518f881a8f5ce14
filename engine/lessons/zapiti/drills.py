"""Practice for Zápiti (:mod:`engine.lessons.practice`), on hands dealt afresh from a seed:

* **which card wins the round**, under rule 5 (the value of the cards). Four play, in pairs; a
  hand is dealt and its señas made (each says «listo»); the reader leads the first round, and the
  question names the four cards the round would see, the reader's first: which wins it? The cards
  are drawn from the hands as dealt, each a card its seat may play; a round that would stand tied
  (*parda*, rule 6, taught after) is not asked.
* **who leads the second round**, under rule 3 (whoever wins a round leads the next): the same
  first round of four, won outright or tied by two partners (rule 6: the round is their side's,
  and the first of them to play it leads); a parda between the sides is not asked.
* **who takes the hand after a parda**, under rule 7: two play; the first round has stood tied (two
  cards of one value, drawn from the hands), and the second round, which is not tied, decides.
* **what the hand is worth after a call accepted**, under rule 8 (the ladder), and **what a «no
  quiero» pays**, under rule 9: two play; the hand has gone up the ladder by calls accepted (none,
  or several), the reader calls the next rung, and the rival accepts (what is the hand worth now?)
  or refuses (how many chinos does the reader's side take?).
* **the chinos**, under rule 12: the reader, in the buenas («3 buenas»), calls and the rival
  refuses: how many chinos now? The buenas count on from 15 malas, and the count stops at 30.

The answers are the engine's.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("zapiti.practica.ronda"), 1)
>>> found.goal.ask, len(found.goal.choices), found.options["players"]
('winner', 4, 4)
>>> exercise(get("zapiti.practica.parda"), 1).goal.ask
'hand'
>>> exercise(get("zapiti.practica.valor"), 1).goal.ask, exercise(get("zapiti.practica.no-quiero"), 1).goal.ask
('value', 'pays')
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine import load
from engine.i18n import N_, Msg
from engine.rules.cards import BY_TEXT
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.zapiti.betting import CALLS, LADDER
from engine.rules.zapiti.game import LISTO, NO_QUIERO, QUIERO, VER, ZapitiState, action_name
from engine.rules.zapiti.ranking import rank
from engine.rules.zapiti.scoreboard import GOAL, HALF, in_half, label

from ..practice import Drill
from ..scenario import Goal, Scenario, tricks_won
from .narration import seat_msg, spoken

#: The rule that ranks the cards.
RANKING = RuleRef("zapiti", "5")
#: The rule of who leads a round; the rule of the points, malas and buenas up to 30.
LEAD, POINTS = RuleRef("zapiti", "3"), RuleRef("zapiti", "12")
#: The rules of a tied round, of who wins the hand, of the truco ladder and of the replies to a call.
PARDA, HAND, TRUCO, REPLIES = (RuleRef("zapiti", n) for n in ("6", "7", "8", "9"))
#: Moves played in a hand of two before the asked call, at most (calls, replies, cards).
WALK = 20
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


def _first_round(rng: random.Random) -> tuple[State, list[str], list[int], State] | None:
    """A fresh hand of four up to the mano's first card, the four cards of a first round drawn from
    the hands as dealt (each one its seat may play), the seats that play them and the state after."""
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
    return start, probe, players, state


def _cards_said(start: State, probe: list[str], players: list[int]) -> tuple[tuple[str, Msg], ...]:
    """The values of a question that names the round's cards, the reader's first, then each seat's."""
    seats = [seat_msg(start.game, seat) for seat in players[1:]]
    return (("mine", spoken(probe[0])), ("a", seats[0]), ("card_a", spoken(probe[1])), ("b", seats[1]),
            ("card_b", spoken(probe[2])), ("c", seats[2]), ("card_c", spoken(probe[3])))


def round_winner(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which card wins the round" question."""
    drawn = _first_round(rng)
    if drawn is None:
        return None
    start, probe, players, state = drawn
    won = tricks_won(state)
    ranks = sorted((rank(BY_TEXT[card]) for card in probe), reverse=True)
    # A parda (rule 6) has no winner; two best cards of one value would make two right answers.
    if len(won) != 1 or ranks[0] == ranks[1]:
        return None
    text = N_("Sales con {mine}; después {a} echa {card_a}, {b} {card_b} y {c} {card_c}. ¿Qué carta gana la ronda?")
    choices = list(probe)
    rng.shuffle(choices)
    return Scenario(
        id=exercise_id, rule=RANKING, title=TITLE,
        goal=Goal("question", text, ask="winner", probe=tuple(probe), choices=tuple(choices), answer=won[0][1],
                  values=_cards_said(start, probe, players)),
        start=start.notation(), options={"players": PLAYERS}, seats=(start.current_player,), bot="easy",
        relies=(RuleRef("zapiti", "4"),),  # a round's cards; the question names each seat and its card
        hints=(N_("Sin triunfos: gana la carta de más valor, sea del palo que sea. Arriba de todo, el 4 de "
                  "bastos, el 7 de copas y el 7 de oros (regla 5)."),),
        solution=(f"?{won[0][1]}",),
        reveal="off",
    )


def next_lead(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "who leads the next round" question: the first round's four cards, as in
    :func:`round_winner`; a round won outright, or tied by two partners (the round is their side's,
    rule 6), but no parda between the sides (the hand's mano would lead again, rule 7)."""
    drawn = _first_round(rng)
    if drawn is None:
        return None
    start, probe, players, state = drawn
    top = max(rank(BY_TEXT[card]) for card in probe)
    sides = {seat % 2 for seat, card in zip(players, probe, strict=True) if rank(BY_TEXT[card]) == top}
    if len(sides) > 1 or state.is_terminal():
        return None
    names = tuple(str(name) for name in start.game.SEAT_NAMES)
    text = N_("Sales con {mine}; después {a} echa {card_a}, {b} {card_b} y {c} {card_c}. ¿Quién sale en la "
              "segunda ronda?")
    asked = Goal("question", text, ask="next", probe=tuple(probe), choices=names, answer=names[0],
                 values=_cards_said(start, probe, players))
    answer = asked.answer_for(start)  # the engine's: the seat to play once the round is over
    return Scenario(
        id=exercise_id, rule=LEAD, title=LEAD_TITLE, goal=replace(asked, answer=answer),
        start=start.notation(), options={"players": PLAYERS}, seats=(start.current_player,), bot="easy",
        relies=(RuleRef("zapiti", "4"), RANKING, PARDA),
        hints=(N_("Quien gana una ronda sale en la siguiente (regla 3); si la ganan dos compañeros con cartas "
                  "iguales, sale el primero que la echó (regla 6)."),),
        solution=(f"?{answer}",),
        reveal="off",
    )


def _looked(rng: random.Random) -> ZapitiState:
    """A fresh hand of two, both players having looked at their cards."""
    state = load("zapiti").new_state(seed=rng.randrange(2**31)).apply(VER)
    assert isinstance(state, ZapitiState)
    return state


def after_parda(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "who takes the hand" question after a tied first round: of the hands as dealt, two
    cards of one value are the first round; the second round, not tied, is the question's probe."""
    state = _looked(rng)
    mine, theirs = state.dealt[state.current_player], state.dealt[1 - state.current_player]
    ties = [(a, b) for a in mine for b in theirs if rank(a) == rank(b)]
    if not ties:
        return None
    for card in rng.choice(ties):
        state = state.apply(str(card))
    start, probe = state, list[str]()
    for _ in range(2):
        cards = [a for a in state.legal_actions() if a in BY_TEXT]
        if not cards:
            return None
        probe.append(rng.choice(cards))
        state = state.apply(probe[-1])
    if rank(BY_TEXT[probe[0]]) == rank(BY_TEXT[probe[1]]) or state.hand_no == start.hand_no:
        return None  # a second parda (the third round decides): not this question
    game, me = start.game, start.current_player
    first = [card for _, card in start.history if card in BY_TEXT]
    names = tuple(str(name) for name in game.SEAT_NAMES)
    text = N_("La primera ronda ha sido parda: {a} y {b} valen lo mismo. Ahora sales con {mine} y {other} echa "
              "{theirs}. ¿De quién es la mano?")
    asked = Goal("question", text, ask="hand", probe=tuple(probe), choices=names, answer=names[0],
                 values=(("a", spoken(first[0])), ("b", spoken(first[1])), ("mine", spoken(probe[0])),
                         ("other", seat_msg(game, 1 - me)), ("theirs", spoken(probe[1]))))
    answer = asked.answer_for(start)  # the engine's: whoever the hand's settlement pays
    return Scenario(
        id=exercise_id, rule=HAND, title=PARDA_TITLE, goal=replace(asked, answer=answer),
        start=start.notation(), seats=(me,), bot="easy",
        relies=(RANKING, PARDA),
        hints=(N_("Tras una primera ronda parda, la mano es de quien gane la segunda (regla 7)."),),
        solution=(f"?{answer}",),
        reveal="off",
    )


def call_accepted(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "what is the hand worth now" question: the reader's call is accepted (rule 8's ladder)."""
    return _call_answered(rng, exercise_id, QUIERO)


def call_refused(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "how many chinos does a refusal pay" question (rule 9)."""
    return _call_answered(rng, exercise_id, NO_QUIERO)


def _up_to(rng: random.Random, state: ZapitiState, level: int) -> ZapitiState | None:
    """``state`` played on, calls accepted up the ladder (and cards played), until its player may call
    the rung ``level`` with the hand worth the rung below; ``None`` if the hand went another way."""
    for _ in range(WALK):
        legal = state.legal_actions()
        if CALLS[level] in legal and state.value == LADDER[level - 1]:
            return None if state.is_terminal() else state
        raises = [a for a in legal if a in CALLS[1:level]]
        if QUIERO in legal and not raises:
            state = state.apply(QUIERO)
        elif raises:
            state = state.apply(raises[0])
        else:
            cards = [a for a in legal if a in BY_TEXT]
            if not cards:
                return None
            state = state.apply(rng.choice(cards))
    return None


def chinos_after(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "how many chinos do you have now" question (rule 12): the reader, in the buenas (the
    score said as players say it, «3 buenas»), calls and the rival refuses; the score goes on from
    15 malas, and stops at 30, the grande."""
    fresh = _looked(rng)
    fields = fresh.notation().split(" ")
    fields[3] = f"{rng.randint(0, GOAL - 2)}-{rng.randint(0, GOAL - 2)}"  # 29 would be «al ver» (rule 11)
    start = fresh.game.from_notation(" ".join(fields))
    level = rng.randrange(1, len(LADDER))
    state = _up_to(rng, start, level) if isinstance(start, ZapitiState) else None
    if state is None:
        return None
    me, call = state.current_player, CALLS[level]
    had = state.scores()[me]
    if had <= HALF or NO_QUIERO not in state.apply(call).legal_actions():
        return None
    game = state.game
    asked = Goal("question", N_("Tienes {score}. Cantas {call} y {other} no quiere. ¿Cuántos chinos tienes ahora?"),
                 ask="score", probe=(call, NO_QUIERO), choices=("0", "1"), answer="0",
                 values=(("score", label(had)), ("call", action_name(call)), ("other", seat_msg(game, 1 - me))))
    has = int(asked.answer_for(state))  # the engine's
    paid = LADDER[level - 1]
    # The misreadings: the buenas counted from 0, the 30 passed, one short.
    choices = tuple(str(n) for n in sorted({has, in_half(had) + paid, had + paid, has - 1}))
    return Scenario(
        id=exercise_id, rule=POINTS, title=CHINOS_TITLE, goal=replace(asked, choices=choices, answer=str(has)),
        start=state.notation(), seats=(me,), bot="easy",
        relies=(TRUCO, REPLIES),
        hints=(N_("Las buenas se cuentan después de las 15 malas: 3 buenas son 18 chinos. Y nadie pasa de 30 "
                  "(regla 12)."),),
        solution=(f"?{has}",),
        reveal="off",
    )


def _call_answered(rng: random.Random, exercise_id: str, reply: str) -> Scenario | None:
    """From a hand of two gone up the ladder by calls accepted (and cards played), the reader calls
    the next rung and the rival gives ``reply``: accepted, what is the hand worth; refused, how
    many chinos does the reader's side take?"""
    level = rng.randrange(1, len(LADDER))
    state = _up_to(rng, _looked(rng), level)
    if state is None:
        return None
    call, me = CALLS[level], state.current_player
    after = state.apply(call)
    if reply not in after.legal_actions():
        return None
    game = state.game
    values = (("worth", game.amount(LADDER[level - 1])), ("call", action_name(call)),
              ("other", seat_msg(game, 1 - me)))
    near = sorted({LADDER[level - 1], LADDER[level], LADDER[min(level + 1, len(LADDER) - 1)],
                   LADDER[max(level - 2, 0)]})
    choices = tuple(str(n) for n in near)
    if reply == QUIERO:
        goal = Goal("question", N_("La mano vale {worth}. Cantas {call} y {other} quiere. ¿Cuántos chinos vale "
                                   "ahora la mano?"),
                    ask="value", probe=(call, reply), choices=choices, answer=choices[0], values=values)
    else:
        goal = Goal("question", N_("La mano vale {worth}. Cantas {call} y {other} no quiere. ¿Cuántos chinos se "
                                   "lleva tu bando?"),
                    ask="pays", concept="points", probe=(call, reply), choices=choices, answer=choices[0],
                    values=values)
    goal = replace(goal, answer=goal.answer_for(state))  # the engine's: the value, or what the refusal pays
    if goal.answer not in choices:
        return None
    accepted = reply == QUIERO
    return Scenario(
        id=exercise_id, rule=TRUCO if accepted else REPLIES, title=VALUE_TITLE if accepted else REFUSED_TITLE,
        goal=goal, start=state.notation(), seats=(me,), bot="easy",
        relies=() if accepted else (TRUCO,),
        hints=(N_("Cada canto querido sube la mano un peldaño: 1, 3, 6, 9, 12, 15 y el ahorrisi, 30 (regla 8).")
               if accepted else N_("Si no quieren, el que cantó se lleva lo que valía la mano antes del canto "
                                   "(regla 9)."),),
        solution=(f"?{goal.answer}",),
        reveal="off",
    )


TITLE = N_("Práctica: qué carta gana la ronda")
LEAD_TITLE = N_("Práctica: quién sale en la ronda siguiente")
PARDA_TITLE = N_("Práctica: de quién es la mano tras una parda")
VALUE_TITLE = N_("Práctica: cuánto vale la mano tras un canto querido")
REFUSED_TITLE = N_("Práctica: qué paga un «no quiero»")
CHINOS_TITLE = N_("Práctica: los chinos, de las malas a las buenas")
DRILLS = (Drill("zapiti.practica.ronda", RANKING, TITLE, round_winner),
          Drill("zapiti.practica.salida", LEAD, LEAD_TITLE, next_lead),
          Drill("zapiti.practica.parda", HAND, PARDA_TITLE, after_parda),
          Drill("zapiti.practica.valor", TRUCO, VALUE_TITLE, call_accepted),
          Drill("zapiti.practica.no-quiero", REPLIES, REFUSED_TITLE, call_refused),
          Drill("zapiti.practica.chinos", POINTS, CHINOS_TITLE, chinos_after))
