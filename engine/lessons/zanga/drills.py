"""Practice for La Zanga (:mod:`engine.lessons.practice`), on hands dealt afresh from a seed:

* **which card wins the trick**, under the value of the cards (Arts. 4–8: the matadores, then each
  suit's order, trumps above the rest);
* **which matador wins**, the same question on tricks that a matador wins (Arts. 4–7: espadilla,
  malilla, bastillo, above every other card);
* **which card may you play**, under Art. 27 (follow the suit led; without it, any card): a trick
  led in a plain suit, the reader to play, holding that suit and others; of four cards of the
  reader's, one alone may be played; and the same under Art. 28, on a trump lead (the arrastre:
  answer with a trump, the matadores privileged).

A hand is dealt and its auction played by the plain bots until the trumps are named and the play
is under way; a hand where some seats sit out (a solo) is not asked. In a trick question the
reader, who leads it, is told the trumps and the four cards the trick would see, the reader's first,
each one its seat may play (Art. 27 and 28): which wins it? The answers are the engine's.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("zanga.practica.baza"), 2)
>>> found.goal.ask, len(found.goal.choices)
('winner', 4)
>>> found = exercise(get("zanga.practica.servir"), 2)
>>> found.goal.ask, len(found.goal.choices)
('legal', 4)
"""
from __future__ import annotations

import random

from engine import load
from engine.i18n import N_
from engine.rules import bots
from engine.rules.cards import BY_TEXT, suit_name
from engine.rules.errors import RuleRef
from engine.rules.zanga import rules
from engine.rules.zanga.game import ZangaState

from ..practice import Drill
from ..scenario import Goal, Scenario, tricks_won
from .narration import seat_msg, spoken
from .relies import LEGEND

#: The article that orders the cards (its title: "el valor de las demás cartas", after the matadores).
VALUE = RuleRef("zanga", "8", kind="art")
#: The article of the three matadores together, the estuche (the first three cards of every deal, Arts. 4–6).
MATADORES = RuleRef("zanga", "7", kind="art")
#: The article that makes a player follow the suit led, or play any card without it.
FOLLOW = RuleRef("zanga", "27", kind="art")
#: The article of a trump lead (the arrastre): answer with a trump, the matadores privileged.
DRAWN = RuleRef("zanga", "28", kind="art")
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


def _mid_tricks(rng: random.Random) -> list[ZangaState]:
    """A fresh hand, its auction and play by the plain bots: every state of its play with a card of
    a trick down and another to come (none if it went another way: a pass all round, a solo)."""
    state = load("zanga").new_state(seed=rng.randrange(2**31))
    if not isinstance(state, ZangaState):
        return []
    player = bots.make("zanga", "easy", seed=rng.randrange(2**31))
    found = []
    for _ in range(AUCTION + 8 * SEATS):
        if state.is_terminal() or state.hand_no > 1 or state.out:
            break
        if state.phase == "play" and state.trick:
            found.append(state)
        state = state.apply(player.choose(state.observation(state.current_player)))
    return found


def trick_winner(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which card wins the trick" question."""
    return _trick_question(rng, exercise_id, matador=False)


def matador_winner(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which card wins the trick" question on a trick that a matador wins."""
    return _trick_question(rng, exercise_id, matador=True)


def _trick_question(rng: random.Random, exercise_id: str, matador: bool) -> Scenario | None:
    """A trick's four cards, drawn from the hands as dealt, and which of them wins; with ``matador``,
    only a trick a matador wins (Arts. 4–7 decide it), else any (Art. 8's order, the matadores above)."""
    start = _lead(rng)
    if start is None:
        return None
    state, probe, players = start, list[str](), list[int]()
    while len(probe) < SEATS:
        if state.phase != "play":
            return None
        players.append(state.current_player)
        legal = list(state.legal_actions())
        # Matadores are few: a seat that may play one does, half the time, in a matador question.
        held = [a for a in legal if a in BY_TEXT and rules.is_matador(rules.card(a), start.trump)]
        probe.append(rng.choice(held if matador and held and rng.random() < 0.5 else legal))
        state = state.apply(probe[-1])
    won = tricks_won(state)
    if len(won) != len(start.tricks) + 1:
        return None
    if matador and not rules.is_matador(rules.card(won[-1][1]), start.trump):
        return None
    game, me = start.game, start.current_player
    seats = [seat_msg(game, seat) for seat in players[1:]]
    choices = list(probe)
    rng.shuffle(choices)
    return Scenario(
        id=exercise_id, rule=MATADORES if matador else VALUE, title=MATADOR_TITLE if matador else TITLE,
        goal=Goal("question", N_("Triunfo: {trumps}. Sales con {mine}; después {a} echa {card_a}, {b} {card_b} y {c} "
                                 "{card_c}. ¿Qué carta gana la baza?"),
                  ask="winner", probe=tuple(probe), choices=tuple(choices), answer=won[-1][1],
                  values=(("trumps", suit_name(start.trump)), ("mine", spoken(probe[0])),
                          ("a", seats[0]), ("card_a", spoken(probe[1])), ("b", seats[1]),
                          ("card_b", spoken(probe[2])), ("c", seats[2]), ("card_c", spoken(probe[3])))),
        start=start.notation(), seats=(me,), bot="easy",
        # The four cards are given, each one its seat may play: only their value is asked (Arts. 4-7 and
        # this one), not which card a seat may play (Arts. 27 and 28, taught later).
        relies=(LEGEND, *(RuleRef("zanga", n, kind="art") for n in ("4", "5", "6") + (() if matador else ("7",)))),
        hints=(MATADOR_HINT if matador else N_("Primero los matadores (espadilla, malilla, bastillo), luego los "
                                               "demás triunfos; sin triunfo en la baza, gana la carta más alta "
                                               "del palo de salida (Arts. 4–8)."),),
        solution=(f"?{won[-1][1]}",),
        reveal="off",
    )


def may_follow(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which of these cards may you play" question on a trick led in a plain suit (Art. 27)."""
    return _may_play(rng, exercise_id, drawn=False)


def may_answer_trumps(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which of these cards may you play" question on a trump lead, the arrastre (Art. 28)."""
    return _may_play(rng, exercise_id, drawn=True)


def _may_play(rng: random.Random, exercise_id: str, drawn: bool) -> Scenario | None:
    """A trick led in a plain suit (or, ``drawn``, in trumps), the reader to play, holding cards of
    that suit and three of others at least; of four of the reader's cards, one may be played, the
    others not."""
    # A trump lead is Art. 28's arrastre, with its matadores; a plain suit, Art. 27.
    asked = [state for state in _mid_tricks(rng) if (rules.suit_of(state.trick[0], state.trump) == state.trump) == drawn
             and len(_barred(state)) >= 3 and _legal_cards(state)]
    if not asked:
        return None
    start = rng.choice(asked)
    trump, led = start.trump, start.trick[0]
    legal, barred = _legal_cards(start), _barred(start)
    answer = rng.choice(legal)
    choices = [answer, *rng.sample(barred, 3)]
    rng.shuffle(choices)
    return Scenario(
        id=exercise_id, rule=DRAWN if drawn else FOLLOW, title=DRAWN_TITLE if drawn else FOLLOW_TITLE,
        goal=Goal("question", N_("Triunfo: {trumps}. La baza ha salido con {card}. De estas cuatro cartas tuyas, "
                                 "¿cuál puedes echar?"),
                  ask="legal", choices=tuple(choices), actions=tuple(choices), answer=answer,
                  values=(("trumps", suit_name(trump)), ("card", spoken(rules.text(led))))),
        start=start.notation(), seats=(start.current_player,), bot="easy",
        # Which suit a card belongs to, trumps included: Art. 8's tables; an arrastre is Art. 27's duty in trumps.
        relies=(LEGEND, VALUE, FOLLOW) if drawn else (LEGEND, VALUE),
        hints=(DRAWN_HINT if drawn else N_("Mira el palo de la carta de salida: si tienes cartas de ese palo, tienes "
                                           "que servir (Art. 27)."),),
        solution=(f"?{answer}",),
        reveal="off",
    )


def _legal_cards(state: ZangaState) -> list[str]:
    return [a for a in state.legal_actions() if a in BY_TEXT]


def _barred(state: ZangaState) -> list[str]:
    """The cards of the hand of the seat to play that it may not play now."""
    legal = _legal_cards(state)
    return [rules.text(c) for c in state.hands[state.current_player] if rules.text(c) not in legal]


TITLE = N_("Práctica: qué carta gana la baza")
MATADOR_TITLE = N_("Práctica: qué matador gana la baza")
MATADOR_HINT = N_("La espadilla gana a todas; la malilla, a todas menos la espadilla; el bastillo, a todas menos "
                  "esas dos (Arts. 4–7).")
FOLLOW_TITLE = N_("Práctica: qué carta puedes echar")
DRAWN_TITLE = N_("Práctica: qué carta puedes echar cuando arrastran")
DRAWN_HINT = N_("La salida es un triunfo: hay que echar triunfo si se tiene; un matador solo está obligado si es "
                "tu único triunfo y la salida fue un matador más alto (Art. 28).")
DRILLS = (Drill("zanga.practica.baza", VALUE, TITLE, trick_winner),
          Drill("zanga.practica.matador", MATADORES, MATADOR_TITLE, matador_winner),
          Drill("zanga.practica.servir", FOLLOW, FOLLOW_TITLE, may_follow),
          Drill("zanga.practica.arrastre", DRAWN, DRAWN_TITLE, may_answer_trumps))
