"""Practice for La Zanga (:mod:`engine.lessons.practice`), on hands dealt afresh from a seed:

* **which card wins the trick**, under the value of the cards (Arts. 4–8: the matadores, then each
  suit's order, trumps above the rest);
* **which matador wins**, the same question on tricks that a matador wins (Arts. 4–7: espadilla,
  malilla, bastillo, above every other card);
* **which card may you play**, under Art. 27 (follow the suit led; without it, any card): a trick
  led in a plain suit, the reader to play, holding that suit and others; of four cards of the
  reader's, one alone may be played; and the same under Art. 28, on a trump lead (the arrastre:
  answer with a trump, the matadores privileged);
* **what may you say now**, under Art. 18 (in the auction one speaks: «juego» or «paso») and Art. 22
  (the auction over, the nombrado names the trumps; then the mano leads a card): the reader to
  speak in the auction, to name the trumps, or to lead the first trick; of four words and cards,
  one alone may be said (or played) now, the engine's ``legal_actions`` decide which;
* **the stones**, under Arts. 43–45: a hand played by the plain bots up to its last trick, the
  reader's pair's stones and the fondo told, and how many tricks the playing pair ends with: how
  many stones will the reader's pair hold once the hand is settled? A sacada takes the fondo, a
  puesta pays as much into it, a codillo gives it to the other pair and the playing pair puts it
  back; the answer is the engine's settlement, the wrong choices are the other two readings.
  A hand whose settlement pays anything else (a solo, the estuche, a cinco) is not asked, nor one
  where a pair could not pay in full (Art. 46's "o todas las suyas", which the course leaves out).

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
>>> found = exercise(get("zanga.practica.subasta"), 2)
>>> found.goal.ask, len(found.goal.choices), found.first_state().phase in ("auction", "trump", "play")
('legal', 4, True)
>>> found = exercise(get("zanga.practica.piedras"), 2)
>>> found.goal.ask, len(found.goal.choices), len(found.goal.probe)
('score', 3, 4)
"""
from __future__ import annotations

import random
import re
from dataclasses import replace

from engine import load
from engine.i18n import N_, Plural
from engine.rules import bots
from engine.rules.cards import BY_TEXT, suit_name
from engine.rules.errors import RuleRef
from engine.rules.zanga import rules
from engine.rules.zanga.actions import TRUMP_ACTIONS
from engine.rules.zanga.game import ZangaState
from engine.rules.zanga.seating import TOTAL_STONES
from engine.rules.zanga.settlement import OUTCOMES

from ..practice import Drill
from ..scenario import Goal, Scenario, tricks_won
from .narration import pair_names, seat_msg, spoken
from .relies import LEGEND

#: The article that orders the cards (its title: "el valor de las demás cartas", after the matadores).
VALUE = RuleRef("zanga", "8", kind="art")
#: The article of the three matadores together, the estuche (the first three cards of every deal, Arts. 4–6).
MATADORES = RuleRef("zanga", "7", kind="art")
#: The article that makes a player follow the suit led, or play any card without it.
FOLLOW = RuleRef("zanga", "27", kind="art")
#: The article of a trump lead (the arrastre): answer with a trump, the matadores privileged.
DRAWN = RuleRef("zanga", "28", kind="art")
#: The article of the auction (the mano speaks first: «juego» or «paso») and of what follows it (the
#: nombrado names the trumps, then the mano leads).
AUCTION_RULE, NAMING = RuleRef("zanga", "18", kind="art"), RuleRef("zanga", "22", kind="art")
#: The articles of the stones: the fondo (Art. 9), the sacada (43), the puesta (44), the codillo (45).
FONDO, SACADA, PUESTA, CODILLO = (RuleRef("zanga", n, kind="art") for n in ("9", "43", "44", "45"))
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


def may_say(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "which of these may you say now" question at the start of a hand, the auction played by
    the plain bots: the reader to speak in the auction (Art. 18: «juego» or «paso», before anyone has
    said «juego»), to name the trumps as the nombrado, or to lead the first trick as the mano (Art. 22);
    of four words and cards, one alone is legal now. A solo, a pie forced to play (Art. 21) and the
    words after a «juego» (Art. 20) are not asked: the course has not taught them there."""
    state = load("zanga").new_state(seed=rng.randrange(2**31))
    if not isinstance(state, ZangaState):
        return None
    player = bots.make("zanga", "easy", seed=rng.randrange(2**31))
    found: dict[str, list[ZangaState]] = {}
    for _ in range(AUCTION):
        if state.is_terminal() or state.hand_no > 1 or state.out or state.auction.solo:
            break
        legal = state.legal_actions()
        if state.phase == "auction" and state.auction.stage == "open" and {"juego", "paso"} <= set(legal):
            found.setdefault("speak", []).append(state)
        elif state.phase == "trump":
            found.setdefault("name", []).append(state)
        elif state.phase == "play":
            found.setdefault("lead", []).append(state)
            break
        state = state.apply(player.choose(state.observation(state.current_player)))
    if not found:
        return None
    kind = rng.choice(sorted(found))
    start = rng.choice(found[kind])
    cards = [rules.text(c) for c in start.hands[start.current_player]]
    if kind == "speak":
        answer = rng.choice(("juego", "paso"))
        wrong = [rng.choice(TRUMP_ACTIONS), *rng.sample(cards, 2)]
        text = SPEAK
    elif kind == "name":
        answer = rng.choice(TRUMP_ACTIONS)
        wrong = ["juego", "paso", rng.choice(cards)]
        text = NAME
    else:
        answer = rng.choice(_legal_cards(start))
        wrong = ["juego", "paso", rng.choice(TRUMP_ACTIONS)]
        text = LEAD
    choices = [answer, *wrong]
    rng.shuffle(choices)
    goal = Goal("question", text, ask="legal", choices=tuple(choices), actions=tuple(choices), answer=answer,
                values=(("trumps", suit_name(start.trump)),) if kind == "lead" else ())
    goal = replace(goal, answer=goal.answer_for(start))  # the engine's: the one choice legal now
    return Scenario(
        id=exercise_id, rule=AUCTION_RULE, title=AUCTION_TITLE, goal=goal,
        start=start.notation(), seats=(start.current_player,), bot="easy",
        # The order of a hand's beginning: speak (this article), then the trumps and the lead (Art. 22).
        relies=(LEGEND, NAMING),
        hints=(N_("Primero se habla: «juego» o «paso» (Art. 18). Acabada la subasta, el nombrado dice los "
                  "triunfos, y solo entonces sale el mano con una carta (Art. 22)."),),
        solution=(f"?{goal.answer}",),
        reveal="off",
    )


#: Stones in the fondo when the hand begins (a puesta carried from the hand before), drawn from.
CARRIED = (0, 0, 0, 4, 5, 6, 8, 9)
#: Stones each pair holds at least when the hand begins, so that it pays in full.
LEAST = 7
#: Hands played, at most, to find one that ends as a draw asks.
HANDS = 30
#: The payments of a plain sacada, puesta or codillo (Arts. 43–47): nothing else is asked.
PLAIN = frozenset({"pot", "puesta", "codillo"})


def _last_trick(rng: random.Random) -> tuple[list[ZangaState], list[str]] | None:
    """A fresh hand, the stones split at random (and a fondo carried over, sometimes), its auction and
    play by the plain bots: the states of its last trick, from its lead to the settlement, and its four
    cards; ``None`` if it went another way (a pass all round, a solo, a cinco)."""
    fresh = load("zanga").new_state(seed=rng.randrange(2**31))
    carried = rng.choice(CARRIED)
    side_a = rng.randint(LEAST, TOTAL_STONES - carried - LEAST)
    ledger = f"L={side_a},{TOTAL_STONES - carried - side_a},{carried},0,0"
    state = fresh.game.from_notation(re.sub(r"L=\S+", ledger, fresh.notation()))
    if not isinstance(state, ZangaState):
        return None
    player = bots.make("zanga", "easy", seed=rng.randrange(2**31))
    for _ in range(AUCTION + 8 * SEATS):
        if state.is_terminal() or state.hand_no > 1 or state.out or state.cinco >= 0:
            return None
        if state.phase == "play" and not state.trick and len(state.tricks) == 7:
            break
        state = state.apply(player.choose(state.observation(state.current_player)))
    else:
        return None
    line, cards = [state], list[str]()
    while state.phase == "play":
        cards.append(player.choose(state.observation(state.current_player)))
        state = state.apply(cards[-1])
        line.append(state)
    return (line, cards) if state.result is not None and state.hand_no == 1 else None


def stones_after(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Draws a "how many stones will your pair hold" question: a hand played by the plain bots up to
    its last trick, the reader to play in it; the probe is the rest of that trick, which settles the
    hand. The outcome asked is drawn first, the three alike (the bots seldom end in a codillo), and
    hands are played until one ends so, paying the fondo alone (:data:`HANDS` at most)."""
    outcome = rng.choice(tuple(OUTCOMES))
    for _ in range(HANDS):
        drawn = _last_trick(rng)
        if drawn is None or not _plain(drawn[0], outcome):
            continue
        line, cards = drawn
        # The reader is whoever is to play at a point of the last trick drawn at random, any of the
        # four; a pair that could not pay the fondo in full is not asked (the course leaves Art. 46 out).
        at = rng.randrange(SEATS)
        if line[at].scores()[line[at].current_player] >= line[0].ledger.pot:
            break
    else:
        return None
    result, fondo = line[-1].result, line[0].ledger.pot
    assert result is not None
    start, probe = line[at], tuple(cards[at:])
    me, game = start.current_player, start.game
    had = start.scores()[me]
    mine = result.declarer == me % 2
    asked = Goal("question", MINE if mine else THEIRS, ask="score", probe=probe, choices=("0", "1"),
                 answer="0", values=(("tricks", Plural("{n} baza", "{n} bazas", result.tricks)),
                                     ("have", game.amount(had)), ("pot", game.amount(fondo)),
                                     ("pair", pair_names(game, result.declarer))))
    has = asked.answer_for(start)  # the engine's: the reader's pair's stones once the hand is settled
    # The three readings: the fondo taken (a sacada, or a codillo against the others), nothing paid
    # (the others' sacada or puesta), the fondo paid (a puesta, or a codillo of one's own).
    choices = tuple(str(n) for n in (had - fondo, had, had + fondo))
    if has not in choices:
        return None
    return Scenario(
        id=exercise_id, rule=CODILLO, title=STONES_TITLE, goal=replace(asked, choices=choices, answer=has),
        start=start.notation(), seats=(me,), bot="easy",
        relies=(LEGEND, FONDO, SACADA, PUESTA),
        hints=(N_("Cinco bazas o más: sacada, la pareja que juega se lleva el fondo (Art. 43). Cuatro: puesta, "
                  "no cobra y pone en el fondo otro tanto (Art. 44). Tres o menos: codillo, el fondo es de la "
                  "otra pareja y la que jugaba pone otro igual (Art. 45)."),),
        solution=(f"?{has}",),
        reveal="off",
    )


def _plain(line: list[ZangaState], outcome: str) -> bool:
    """Whether the hand whose last trick is ``line`` ended in ``outcome`` and its settlement moved the
    fondo alone, in full: no solo, estuche or cinco paid, nobody short of stones."""
    result, fondo = line[-1].result, line[0].ledger.pot
    return (result is not None and result.outcome == outcome and not {item[0] for item in result.items} - PLAIN
            and all(item[3] == fondo for item in result.items))


TITLE = N_("Práctica: qué carta gana la baza")
MATADOR_TITLE = N_("Práctica: qué matador gana la baza")
MATADOR_HINT = N_("La espadilla gana a todas; la malilla, a todas menos la espadilla; el bastillo, a todas menos "
                  "esas dos (Arts. 4–7).")
FOLLOW_TITLE = N_("Práctica: qué carta puedes echar")
DRAWN_TITLE = N_("Práctica: qué carta puedes echar cuando arrastran")
DRAWN_HINT = N_("La salida es un triunfo: hay que echar triunfo si se tiene; un matador solo está obligado si es "
                "tu único triunfo y la salida fue un matador más alto (Art. 28).")
AUCTION_TITLE = N_("Práctica: qué se dice en la subasta")
SPEAK = N_("Es la subasta y te toca hablar. De estas cuatro, ¿cuál puedes decir ahora?")
NAME = N_("Todos han hablado: la subasta ha terminado y eres el nombrado. De estas cuatro, ¿cuál puedes decir "
          "ahora?")
LEAD = N_("Triunfan {trumps} y eres mano: empieza la primera baza. De estas cuatro, ¿cuál puedes decir o echar "
          "ahora?")
STONES_TITLE = N_("Práctica: sacada, puesta o codillo: las piedras")
MINE = N_("Tu pareja juega la mano y, con la última baza, hace {tricks}. Tenéis {have} y en el fondo hay {pot}. "
          "Hechas las cuentas, ¿cuántas piedras tendrá tu pareja?")
THEIRS = N_("Juegan la mano {pair} y, con la última baza, hacen {tricks}. Tu pareja tiene {have} y en el fondo hay "
            "{pot}. Hechas las cuentas, ¿cuántas piedras tendrá tu pareja?")
DRILLS = (Drill("zanga.practica.baza", VALUE, TITLE, trick_winner),
          Drill("zanga.practica.matador", MATADORES, MATADOR_TITLE, matador_winner),
          Drill("zanga.practica.servir", FOLLOW, FOLLOW_TITLE, may_follow),
          Drill("zanga.practica.arrastre", DRAWN, DRAWN_TITLE, may_answer_trumps),
          Drill("zanga.practica.subasta", AUCTION_RULE, AUCTION_TITLE, may_say),
          Drill("zanga.practica.piedras", CODILLO, STONES_TITLE, stones_after))
