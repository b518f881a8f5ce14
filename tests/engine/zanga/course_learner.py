"""A learner who knows La Zanga only from its course (``tutorials/zanga/aprende.md``).

It decides every move of a hand from what one seat sees at the table (:class:`Seen`: its cards, the
trumps, the cards on the table, what was said, its pair's stones, and what the table asks now: to
speak, to name the trumps, a card, or «todas» or «planto») and from what the course's steps and
stages say, in their own words: each rule it knows is a :class:`Taught`, the place in the course
that teaches it (a step, ``zanga.servir``, or a stage, ``1. La baza``) and the words there that say
it; ``test_course_suffices.py`` checks that every one is still in the course. It never asks the
engine what is legal: where the course leaves it free (which card of those it may play, whether to
play or pass), it chooses at random, so that many hands take it through many situations.

>>> from engine.rules.cards import Card
>>> is_trump(Card(1, "e"), "o"), is_trump(Card(7, "e"), "o"), rank(Card(7, "o"), "o")
(True, False, 2)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from engine.rules.cards import SUITS, Card
from engine.rules.zanga.observation import Observation


@dataclass(frozen=True)
class Taught:
    """A rule as the course teaches it: ``where`` is a step the course names (a live example's or a
    practice's id) or a stage's heading (``"1. La baza"``); ``words`` are its own words there."""

    where: str
    words: str


# -- what the course teaches, in its own words ------------------------------------------------------

#: The play: a trick is led with any card, and the others follow the suit led.
LEAD = Taught("1. La baza", "En cada baza, cada uno echa una carta, y hay que servir el palo de salida.")
FOLLOW = Taught("zanga.servir", "Si tienes cartas del palo que sale, tienes que jugar una de ellas")
VOID = Taught("zanga.mano-fallar", "Sin cartas del palo de salida puedes echar cualquiera")
#: The trumps: a suit the player names, and three cards that always are.
TRUMP_SUIT = Taught("2. Los triunfos", "Quien juega la mano elige un palo: sus cartas son los triunfos.")
ALWAYS = Taught("3. El estuche", "Tres cartas son siempre triunfos y ganan a todas: la espadilla, el as de "
                                 "espadas, es la más alta.")
MALILLA = Taught("3. El estuche", "Después va la malilla: el siete si triunfan oros o copas, el dos si triunfan "
                                  "espadas o bastos.")
BASTILLO = Taught("3. El estuche", "La tercera es el bastillo, el as de bastos.")
#: A trump lead: answer with a trump; a matador only when a higher one led and it is all you have.
DRAWN = Taught("zanga.practica.arrastre", "La salida es un triunfo: hay que echar triunfo si se tiene")
PRIVILEGE = Taught("zanga.practica.arrastre", "un matador solo está obligado si es tu único triunfo y la salida "
                                              "fue un matador más alto")
#: The auction: play with the partner, pass (a stone), or alone, if nobody has played before you;
#: after a «juego», its opponents accept it or order it alone; the last may not pass.
BID = Taught("4. Una mano guiada", "Primero se habla: con «juego», juegas con tu compañero y tenéis que hacer "
                                   "cinco bazas.")
PASS = Taught("zanga.mano-subasta", "Pasar te costaría una piedra")
SOLO = Taught("6. El solo y el renuncio", "Con una mano muy buena puedes ir solo, sin compañero, contra los dos.")
WHO_SOLO = Taught("zanga.art54-solo", "Puede ir solo el mano o quien habla después de los que pasaron")
ACCEPT = Taught("4. Una mano guiada", "Tras un «juego», los contrarios no pueden pasar: lo aceptan con «juego» o le "
                                      "mandan ir solo")
ORDERED = Taught("4. Una mano guiada", "y él responde enseguida: solo o no.")
PIE = Taught("4. Una mano guiada", "Si todos pasan, el último, el pie, no puede pasar.")
BROKE = Taught("5. Las piedras", "Una pareja sin piedras no puede pasar: tiene que jugar.")
#: After a cinco made, the winner of the fifth trick goes on to all eight or stops.
TODAS = Taught("4. Una mano guiada", "Si una pareja pide «cinco» y gana las cinco primeras bazas, quien gana la "
                                     "quinta elige: «todas», seguir por las ocho, o «planto», parar.")
#: The nombrado names the trumps.
NAME = Taught("zanga.mano-triunfos", "ahora eres el nombrado: di el palo de triunfos con el que tienes más triunfos.")

LESSONS: tuple[Taught, ...] = (LEAD, FOLLOW, VOID, TRUMP_SUIT, ALWAYS, MALILLA, BASTILLO, DRAWN, PRIVILEGE, BID,
                               PASS, SOLO, WHO_SOLO, ACCEPT, ORDERED, PIE, BROKE, NAME, TODAS)
"""Everything the learner knows; each decision below cites the ones it used."""


@dataclass(frozen=True)
class Seen:
    """What the learner's seat sees at the table, and nothing else (not the legal moves)."""

    seat: int
    phase: str
    stones: int  # its pair's
    said: tuple[tuple[int, str], ...]
    cards: tuple[Card, ...]
    trump: str
    trick: tuple[Card, ...]


def seen(view: Observation) -> Seen:
    """The part of a seat's view that a person at the table has: the rest (its legal actions, the
    auction's state) stays behind."""
    return Seen(view.seat, view.phase, view.ledger[view.side], view.said, view.cards, view.trump, view.trick)


class Untaught(Exception):
    """The table asks the learner something the course never told it about."""


# -- the learner's reading of the cards ------------------------------------------------------------

ESPADILLA = Card(1, "e")  # ALWAYS: «la espadilla, el as de espadas»
BASTILLO_CARD = Card(1, "b")  # BASTILLO: «el bastillo, el as de bastos»


def malilla(trump: str) -> Card:
    """MALILLA: the seven of oros or copas, the two of espadas or bastos."""
    return Card(7 if trump in ("o", "c") else 2, trump)


def rank(card: Card, trump: str) -> int:
    """The matadores, highest first (ALWAYS, MALILLA, BASTILLO): 3 the espadilla, 2 the malilla, 1
    the bastillo, 0 any other card."""
    return {ESPADILLA: 3, malilla(trump): 2, BASTILLO_CARD: 1}.get(card, 0)


def is_trump(card: Card, trump: str) -> bool:
    """TRUMP_SUIT and ALWAYS: the named suit's cards, and the three matadores whatever their suit."""
    return card.suit == trump or rank(card, trump) > 0


# -- the learner ------------------------------------------------------------------------------------

#: How often it says each word it knows when it may say it (the course leaves the choice to the hand).
WEIGHTS = {"juego": 5, "paso": 4, "solo": 1, "mandar": 1, "no": 1, "todas": 1, "planto": 1}
#: Four speak, once each (BID): the fourth is the last, the pie.
SPEAKERS = 4


class Learner:
    """Decides a seat's moves from :class:`Seen` alone, citing what taught each one."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(f"learner/{seed}")

    def choose(self, seen: Seen) -> tuple[str, tuple[Taught, ...]]:
        """The move, and the lessons it rests on; :class:`Untaught` if the course says nothing of it."""
        if seen.phase == "auction":
            return self.speak(seen)
        if seen.phase == "trump":
            return self.name_trumps(seen)
        if seen.phase == "play":
            card, why = self.play(seen)
            return str(card), why
        if seen.phase == "todas":  # the fifth trick won after a «cinco»: the table asks, TODAS answers
            return self.pick(("todas", "planto")), (TODAS,)
        raise Untaught(f"the course never says what to do in the phase {seen.phase!r}")

    def speak(self, seen: Seen) -> tuple[str, tuple[Taught, ...]]:
        said = [word for _seat, word in seen.said]
        named = [seat for seat, word in seen.said if word == "juego"]
        if named and named[0] == seen.seat and "mandar" in said:
            return self.pick(("solo", "no")), (ORDERED,)  # ORDERED: its «juego» was ordered to play alone
        if named:  # ACCEPT: after another's «juego» (an opponent's: a partner is not asked)
            return self.pick(("juego", "mandar")), (ACCEPT, WHO_SOLO)
        if said.count("paso") == SPEAKERS - 1:  # PIE: all the others passed
            return self.pick(("juego", "solo")), (PIE, BID, SOLO, WHO_SOLO)
        if not seen.stones:  # BROKE: its pair has no stone to pass with
            return self.pick(("juego", "solo")), (BROKE, BID, SOLO, WHO_SOLO)
        # BID, PASS; WHO_SOLO: the mano, or one after those who passed, may go alone
        return self.pick(("juego", "paso", "solo")), (BID, PASS, SOLO, WHO_SOLO)

    def pick(self, words: tuple[str, ...]) -> str:
        return self.rng.choices(words, weights=[WEIGHTS[w] for w in words])[0]

    def name_trumps(self, seen: Seen) -> tuple[str, tuple[Taught, ...]]:
        """NAME: the suit with which it holds most trumps (counting the matadores, ALWAYS)."""
        count = Counter({s: sum(is_trump(c, s) for c in seen.cards) for s in SUITS})
        most = max(count.values())
        suit = self.rng.choice([s for s in SUITS if count[s] == most])
        return f"triunfo:{suit}", (NAME, TRUMP_SUIT, ALWAYS, MALILLA, BASTILLO)

    def play(self, seen: Seen) -> tuple[Card, tuple[Taught, ...]]:
        cards, trump, trick = seen.cards, seen.trump, seen.trick
        if not trick:
            return self.rng.choice(cards), (LEAD,)
        led = trick[0]
        if is_trump(led, trump):
            mine = [c for c in cards if is_trump(c, trump)]
            if not mine:
                return self.rng.choice(cards), (DRAWN,)
            # PRIVILEGE: a matador is bound only when the lead was a higher one and no plain trump
            # is left to answer with; any other trump is bound by DRAWN.
            bound = [c for c in mine if rank(c, trump) == 0 or rank(c, trump) < rank(led, trump)]
            if bound:
                return self.rng.choice(mine), (DRAWN, PRIVILEGE, ALWAYS, MALILLA, BASTILLO)
            return self.rng.choice(cards), (PRIVILEGE, ALWAYS, MALILLA, BASTILLO)
        follow = [c for c in cards if c.suit == led.suit and not is_trump(c, trump)]
        if follow:
            return self.rng.choice(follow), (FOLLOW, ALWAYS, BASTILLO)
        return self.rng.choice(cards), (VOID,)
