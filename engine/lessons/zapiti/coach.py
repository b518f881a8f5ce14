"""The coach at Zápiti's table (two players, or four in pairs): "¿Qué hago?" and the review of a
hand, from the seat's own information only.

A position is looked at from the seat's :class:`~engine.rules.zapiti.observation.Observation`, never
from the state's hidden hands: the cards the seat cannot see are dealt again many times, consistently
with what it has seen (:func:`engine.rules.zapiti.bots.deals`: the señas it saw, the rivals' calls
weighing the deals towards strong hands), with a random generator seeded from the observation itself,
so the same view gets the same hint whatever the hidden cards are, on any machine. In each deal the
hand is played out as the bots play it out (:func:`~engine.rules.zapiti.bots.playout`), and each
legal action is worth the chinos it brings the seat's side (minus what it gives the rivals) at the end
of the hand, averaged over the deals:

* a card: the hand played out with that card first, at the hand's present value;
* a call (truco … ahorrisi, truco sin ver): the rival who answers is taken to accept when he wins
  the hand in that deal, else to weigh the payoffs by the strength of his cards (:func:`answers`):
  refused, the seat's side scores what the hand was worth (rule 9); accepted, the hand is played out at the
  new value, the seat's card being the one best on average; a raise over the rival's own call is
  taken to be accepted (he stands by his call);
* ``quiero``, ``no quiero``, ``a casa``, ``ver``, ``truco sin ver``, ``va``, ``no va``: their payoffs
  (rules 9, 10, 11, 13) against the hand played out.

Señas (four players) change no playout: before the first round the hint makes the truthful señas of
the seat's best cards as the bots do (:func:`~engine.rules.zapiti.bots.signal`, rule 14), then
``listo``. The search is bounded by the deals it looks at (``budget.nodes`` playouts), never by the
clock.

>>> import engine
>>> state = engine.load("zapiti").from_notation("7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver")
>>> found = hint(state, coach.HINT_BUDGET)
>>> found.action
'truco'
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.i18n import N_, Msg, Plural
from engine.rules.bots import Budget
from engine.rules.cards import Card
from engine.rules.core import State
from engine.rules.zapiti import bots, signals
from engine.rules.zapiti.betting import LADDER, refused
from engine.rules.zapiti.game import (
    A_CASA,
    AL_VER_TERMS,
    CALL_LEVEL,
    CARD_OF,
    LISTO,
    NO_QUIERO,
    NO_VA,
    QUIERO,
    SIN_VER,
    SIN_VER_REFUSED,
    VA,
    VER,
    ZapitiState,
    rule,
)
from engine.rules.zapiti.observation import Observation
from engine.rules.zapiti.ranking import RANK

from .. import coach
from ..coach import Decision, Hint, Review
from ..narration import series, spoken
from ..scenario import Goal
from .narration import seat_msg

#: The deals a hint or a review's decision looks at, at most; fewer than :data:`MIN_SAMPLES` within
#: the budget (``budget.nodes`` playouts, one per deal and first card) and there is no hint.
SAMPLES = 240
MIN_SAMPLES = 40
#: A decision of the review costs something when the better action was worth this many chinos more
#: on average (a card at a hand worth 1 can cost at most 2).
WORTH_SHOWING = 0.3
#: The options a hint lists with what each is worth on average.
LISTED = 4
#: Truco sin ver accepted makes the hand a truco (rule 10).
SIN_VER_LEVEL = CALL_LEVEL["truco"]


@dataclass(frozen=True)
class Option:
    """One action looked at: ``value`` the chinos it brings the seat's side on average (what the rivals
    score counting against), ``win``/``lose`` how often the seat's side wins or loses the hand on its
    line (the hand played out, for a bet as if accepted)."""

    action: str
    value: float
    win: float
    lose: float


@dataclass(frozen=True)
class Look:
    """A position looked at from the seat's view: its options, best first (none before the first
    round, when only señas are made), over ``samples`` deals of ``nodes`` playouts."""

    state: ZapitiState
    obs: Observation
    options: tuple[Option, ...]
    samples: int
    nodes: int

    @property
    def best(self) -> Option:
        return self.options[0]

    def option(self, action: str) -> Option | None:
        return next((found for found in self.options if found.action == action), None)


class _Chinos(Msg):
    """An average of chinos, signed, with one decimal, as the reader's language writes it."""

    __slots__ = ()

    def __init__(self, value: float) -> None:
        super().__init__("", value=round(value, 1) + 0.0)

    def text(self, lang: str = "es") -> str:
        shown = f"{self.params['value']:+.1f}"
        return shown.replace(".", ",") if lang == "es" else shown


def _talk(action: str) -> bool:
    """A seña, a request or ``listo`` (rule 14): words to the partner, not a move the playouts value."""
    return action == LISTO or signals.gesture_of(action) is not None or signals.request_of(action) is not None


def _percent(chance: float) -> int:
    return round(100 * chance)


# -- looking at a position ----------------------------------------------------------------------------
def look(state: ZapitiState, budget: Budget) -> Look | None:
    """Every legal action of the seat to act valued from its own view; ``None`` when the budget does
    not reach :data:`MIN_SAMPLES` deals."""
    seat = state.current_player
    obs = state.observation(seat)
    valued = [action for action in obs.legal if not _talk(action)]
    if not valued:
        return Look(state, obs, (), 0, 0)
    firsts: list[str | None] = [None]
    if obs.play_turn == seat and obs.cards:
        firsts = [str(card) for card in obs.cards]
    samples = min(SAMPLES, budget.nodes // len(firsts))
    if samples < MIN_SAMPLES:
        return None
    rng = random.Random(f"coach/{obs.key()}")
    caught = obs.options.senas_cazadas != "nunca"
    answerer = (seat + 1) % obs.players
    rows: list[tuple[float, tuple[int, ...], list[Card]]] = []
    for hands, weight in bots.deals(obs, rng, samples, trust_rivals=bots.HARD.trust_rivals if caught else 0.0,
                                    read_calls=True):
        ranks = {who: [RANK[card] for card in cards] for who, cards in hands.items()}
        outcomes = tuple(bots.playout(obs, {who: list(r) for who, r in ranks.items()},
                                      RANK[CARD_OF[first]] if first else None) for first in firsts)
        rows.append((weight, outcomes, hands[answerer]))
    total = sum(weight for weight, _, _ in rows) or 1.0

    def mean(of: list[float]) -> float:
        return sum(weight * x for (weight, _, _), x in zip(rows, of, strict=True)) / total

    def chances(k: int) -> tuple[float, float]:
        return (mean([float(outs[k] > 0) for _, outs, _ in rows]),
                mean([float(outs[k] < 0) for _, outs, _ in rows]))

    mine, theirs = obs.side, 1 - obs.side

    def pay(outcome: int, value: int) -> float:
        if outcome > 0:
            return float(bots.gain(obs, value, mine))
        return -float(bots.gain(obs, value, theirs)) if outcome < 0 else 0.0

    # After a bet the seat plays the card best on average (the lowest of equals).
    on = max(range(len(firsts)), key=lambda k: (round(mean([float(outs[k]) for _, outs, _ in rows]), 6),
                                              -(RANK[CARD_OF[firsts[k] or ""]] if firsts[k] else 0)))

    def played_at(value: int) -> float:
        return mean([pay(outs[on], value) for _, outs, _ in rows])

    def bet(value: int, refusal: int) -> float:
        """A call, answered by the rival as :func:`answers` says (the caller raised on stands by his
        call): the hand played at ``value``, or ``refusal`` for the seat's side."""
        return mean([pay(outs[on], value) if obs.pending or answers(hand, value, refusal, outs[on] < 0)
                     else float(bots.gain(obs, refusal, mine)) for _, outs, hand in rows])

    al_ver_refusal, al_ver_level, _ = AL_VER_TERMS[obs.options.al_ver]
    options: list[Option] = []
    for action in valued:
        line = on
        if action in CARD_OF:
            line = firsts.index(action)
            value = mean([pay(outs[line], LADDER[obs.level]) for _, outs, _ in rows])
        elif action in CALL_LEVEL:
            level = CALL_LEVEL[action]
            value = bet(LADDER[level], refused(level))
        elif action == QUIERO:
            value = played_at(LADDER[obs.pending])
        elif action == NO_QUIERO or (action == A_CASA and obs.pending):
            value = -float(bots.gain(obs, refused(obs.pending), theirs))
        elif action == A_CASA:
            value = -float(bots.gain(obs, LADDER[obs.level], theirs))
        elif action == VER:
            value = played_at(LADDER[obs.level])
        elif action == SIN_VER:
            value = bet(LADDER[SIN_VER_LEVEL], SIN_VER_REFUSED)
        elif action == VA:
            value = played_at(LADDER[SIN_VER_LEVEL if obs.phase == "respuesta_sin_ver" else al_ver_level])
        elif action == NO_VA:
            paid = SIN_VER_REFUSED if obs.phase == "respuesta_sin_ver" else al_ver_refusal
            value = -float(bots.gain(obs, paid, theirs))
        else:  # pragma: no cover - every action of a hand is above
            raise ValueError(f"the Zápiti coach does not value {action!r}")
        options.append(Option(action, value, *chances(line)))
    order = {action: i for i, action in enumerate(valued)}
    options.sort(key=lambda found: (-round(found.value, 6), found.action not in CARD_OF,
                                    RANK[CARD_OF[found.action]] if found.action in CARD_OF else 0,
                                    order[found.action]))
    return Look(state, obs, tuple(options), samples, samples * len(firsts))


def answers(hand: Sequence[Card], value: int, refusal: int, winning: bool) -> bool:
    """Whether the rival who answers a call accepts it (``quiero``, ``va``), holding ``hand``: when his
    side is ``winning`` the hand in that deal (the coach advises no bluff that works only against a
    rival folding a winning hand), or when, taking his cards' strength
    (:func:`~engine.rules.zapiti.bots.strength`) for his chance of winning, accepting (winning or
    losing ``value``) is worth more than refusing (losing ``refusal``, rules 9 and 10)."""
    return winning or value * (2 * bots.strength(hand) - 1) > -refusal


def _talking(obs: Observation) -> str:
    """Before the first round: the seat's truthful señas, a card to ask its partner for, then ready
    (as the bots make them, rule 14)."""
    rng = random.Random(f"coach/{obs.key()}")
    return bots.signal(obs, rng, bots.MEDIUM) or bots.ask(obs) or LISTO


# -- the hint -------------------------------------------------------------------------------------------
def hint(state: State, budget: Budget) -> Hint:
    """The best action from the seat's own view, and why."""
    if not isinstance(state, ZapitiState):
        raise TypeError("the Zápiti coach reads Zápiti states")
    found = look(state, budget)
    if found is None:
        return coach.no_hint(state)
    if not found.options:
        action = _talking(found.obs)
        return Hint(action, spoken(state, action), _talk_reason(found.obs, action))
    best = found.best
    return Hint(best.action, spoken(state, best.action), (*reason(found, best), _values(found)))


def reason(found: Look, option: Option) -> tuple[Msg, ...]:
    """Why ``option`` (in the game's terms, with the rule), and how often it wins the hand."""
    obs, action = found.obs, option.action
    game = found.state.game
    rival = seat_msg(game, (obs.seat + 1) % obs.players)
    said: list[Msg] = []
    if action in CARD_OF:
        said += _card_reason(obs, CARD_OF[action])
    elif action in CALL_LEVEL:
        said += _top_cards(obs)
        level = CALL_LEVEL[action]
        said.append(Msg(N_("Si {rival} no quiere, sumas {refused}; si quiere, la mano vale {worth} ({rule8}, "
                           "{rule9})."), rival=rival, refused=game.amount(refused(level)),
                        worth=game.amount(LADDER[level]), rule8=rule(8).label(), rule9=rule(9).label()))
    elif action in (QUIERO, NO_QUIERO) or (action == A_CASA and obs.pending):
        said.append(Msg(N_("Al no querer pierdes {refused} sin jugar; al querer, la mano vale {worth}: los ganas si "
                           "ganas la mano y los pierdes si la pierdes ({rule})."),
                        refused=game.amount(refused(obs.pending)), worth=game.amount(LADDER[obs.pending]),
                        rule=rule(9).label()))
    elif action == A_CASA:
        said.append(Msg(N_("Irte a casa da a los rivales lo que vale la mano, {amount} ({rule})."),
                        amount=game.amount(LADDER[obs.level]), rule=rule(13).label()))
    elif action == VER:
        said.append(Msg(N_("Mirando las cartas la mano vale {worth}; el truco sin ver la haría valer {more} sin "
                           "que sepas qué cartas tienes ({rule})."), worth=game.amount(LADDER[obs.level]),
                        more=game.amount(LADDER[SIN_VER_LEVEL]), rule=rule(10).label()))
    elif action == SIN_VER:
        said.append(Msg(N_("Si {rival} no va, sumas {refused} sin jugar; si va, la mano vale {worth} ({rule})."),
                        rival=rival, refused=game.amount(SIN_VER_REFUSED), worth=game.amount(LADDER[SIN_VER_LEVEL]),
                        rule=rule(10).label()))
    elif obs.phase == "respuesta_sin_ver":
        said.append(Msg(N_("Al no ir das {refused} a quien cantó el truco sin ver; al ir, la mano vale {worth} "
                           "({rule})."), refused=game.amount(SIN_VER_REFUSED),
                        worth=game.amount(LADDER[SIN_VER_LEVEL]), rule=rule(10).label()))
    else:  # al ver
        refusal, level, _ = AL_VER_TERMS[obs.options.al_ver]
        said.append(Msg(N_("Al no ir das {refused} a los rivales; al ir, la mano vale {worth} ({rule})."),
                        refused=game.amount(refusal), worth=game.amount(LADDER[level]), rule=rule(11).label()))
    odds = {"win": _percent(option.win), "lose": _percent(option.lose)}
    if action in (NO_QUIERO, NO_VA, A_CASA):
        said.append(Plural("Jugando la mano, la ganarías el {win} % de las veces y la perderías el {lose} %, en {n} "
                           "reparto al azar de las cartas que no ves, coherente con lo que has visto.",
                           "Jugando la mano, la ganarías el {win} % de las veces y la perderías el {lose} %, en {n} "
                           "repartos al azar de las cartas que no ves, coherentes con lo que has visto.",
                           found.samples, **odds))
    else:
        said.append(Plural("Jugando así ganas la mano el {win} % de las veces y la pierdes el {lose} %, en {n} "
                           "reparto al azar de las cartas que no ves, coherente con lo que has visto.",
                           "Jugando así ganas la mano el {win} % de las veces y la pierdes el {lose} %, en {n} "
                           "repartos al azar de las cartas que no ves, coherentes con lo que has visto.",
                           found.samples, **odds))
    return tuple(said)


def _values(found: Look) -> Msg:
    """What the best options are worth on average (an estimate)."""
    each = [Msg(N_("«{move}» ({value})"), move=spoken(found.state, option.action), value=_Chinos(option.value))
            for option in found.options[:LISTED]]
    return Msg(N_("Lo que deja cada opción de media, en chinos para tu bando (una estimación): {values}."),
               values=series(each))


def _above(card: Card, cards: Sequence[Card]) -> bool:
    return all(RANK[card] > RANK[other] for other in cards)


def _card_reason(obs: Observation, card: Card) -> list[Msg]:
    """What the card does in its round (rules 5, 6), and what the seat keeps for the rounds left (rule 7)."""
    mine = obs.cards or ()
    kept = [other for other in mine if other != card]
    unseen = bots.unseen(obs)
    words = {"card": card.spoken(), "rank": rule(5).label(), "round": rule(6).label()}
    said: list[Msg] = []
    if not obs.trick:
        if _above(card, unseen):
            said.append(Msg(N_("Sales con {card}: ninguna de las cartas que no ves la supera, y la ronda es tuya "
                               "({rank})."), **words))
        elif all(RANK[card] >= RANK[other] for other in unseen):
            said.append(Msg(N_("Sales con {card}: ninguna de las cartas que no ves la supera; como mucho, la ronda "
                               "queda parda ({rank}, {round})."), **words))
        elif all(RANK[card] >= RANK[other] for other in mine):
            said.append(Msg(N_("Sales con {card}, tu carta más alta ({rank})."), **words))
        else:
            said.append(Msg(N_("Sales con {card}, que no es tu carta más alta ({rank})."), **words))
    else:
        top = max(RANK[played] for _, played in obs.trick)
        best_seat, best = next((who, played) for who, played in obs.trick if RANK[played] == top)
        sides = {who % 2 for who, played in obs.trick if RANK[played] == top}
        words["best"] = best.spoken()
        winners = [other for other in mine if RANK[other] > top]
        last = len(obs.trick) == obs.players - 1
        if sides == {obs.side} and best_seat != obs.seat:
            said.append(Msg(N_("Tu compañero ya gana la ronda con {best}: no hace falta gastar una carta alta "
                               "({round})."), **words))
        elif RANK[card] > top and (last or _above(card, unseen)):
            said.append(Msg(N_("Con {card}, superas {best} y nadie que eche después puede superarla: la ronda es tuya "
                               "({rank})."), **words))
        elif RANK[card] > top:
            said.append(Msg(N_("Con {card}, superas {best} ({rank})."), **words))
        elif RANK[card] == top:
            said.append(Msg(N_("Con {card}, igualas {best}: la ronda queda parda si nadie echa una más alta "
                               "({rank}, {round})."), **words))
        elif not winners:
            said.append(Msg(N_("Ninguna de tus cartas supera {best} ({rank}): echa {card}, la que menos falta te "
                               "hace."), **words))
        else:
            said.append(Msg(N_("Con {card}, no superas {best} ({rank}): cedes esta ronda y te guardas las cartas "
                               "altas."), **words))
        if RANK[card] > top and winners and card == min(winners, key=RANK.__getitem__) and len(winners) > 1:
            said.append(Msg(N_("Es la más baja de tus cartas que la gana ({rank})."), **words))
    if kept:
        said.append(Msg(N_("Te guardas {kept} para las rondas que quedan ({rule})."),
                        kept=series([other.spoken() for other in kept]), rule=rule(7).label()))
    return said


def _top_cards(obs: Observation) -> list[Msg]:
    """The seat's cards that no card it cannot see beats (rule 5), when it has some."""
    unseen = bots.unseen(obs)
    top = sorted((card for card in obs.cards or () if _above(card, unseen)), key=RANK.__getitem__, reverse=True)
    if not top:
        return []
    return [Plural("Tienes la carta más alta que queda en juego: {cards} ({rule}).",
                   "Tienes las {n} cartas más altas que quedan en juego: {cards} ({rule}).", len(top),
                   cards=series([card.spoken() for card in top]), rule=rule(5).label())]


def _talk_reason(obs: Observation, action: str) -> tuple[Msg, ...]:
    """Why a seña, a request or ``listo`` before the first round (rule 14)."""
    rule14 = rule(14).label()
    gesture = signals.gesture_of(action)
    asked = signals.request_of(action)
    if gesture is not None and signals.MEANING[gesture]:
        held = [card for card in obs.cards or () if card in signals.MEANING[gesture]]
        return (Msg(N_("Haz la seña «{gesture}»: le dice a tu compañero que tienes {cards} ({rule})."),
                    gesture=signals.name(gesture), cards=series([card.spoken() for card in held]), rule=rule14),)
    if gesture is not None:
        return (Msg(N_("Haz la seña «{gesture}»: le dice a tu compañero que tus cartas son flojas ({rule})."),
                    gesture=signals.name(gesture), rule=rule14),)
    if asked is not None:
        return (Msg(N_("Pide a tu compañero la carta que te ha señado: con ella gana él una ronda y tú otra con "
                       "tu carta alta ({rule})."), rule=rule14),)
    return (Msg(N_("Ya has hecho las señas que tus cartas piden: di «listo» y empieza la ronda ({rule})."),
                rule=rule14),)


# -- the review of a hand ---------------------------------------------------------------------------------
def review(history: Sequence[State], moves: Sequence[tuple[int, str]], seats: Sequence[int], budget: Budget,
           total: int, advised: Mapping[int, str]) -> Review:
    """The costliest decisions of ``seats`` along a hand: each action they chose among several (a
    seña excepted, and what the coach advised), looked at from their own view, from the last back as
    far as ``total`` playouts reach, and compared with the best; the costliest are looked at again
    with the hint's budget (:func:`~engine.lessons.coach.finalists`)."""
    chosen = [i for i, (seat, action) in enumerate(moves)
              if seat in seats and not _talk(action) and advised.get(i) != action
              and len([a for a in history[i].legal_actions() if not _talk(a)]) > 1]
    spent, looked = 0, 0
    costly: list[tuple[float, int, Look]] = []
    for i in reversed(chosen):
        state = history[i]
        if spent >= total or not isinstance(state, ZapitiState):
            break
        found = look(state, budget)
        if found is None:
            break
        spent += found.nodes
        looked += 1
        played = found.option(moves[i][1])
        if played is not None and found.best.value - played.value >= WORTH_SHOWING:
            costly.append((found.best.value - played.value, i, found))

    def again(i: int) -> tuple[float, Look] | None:
        state = history[i]
        found = look(state, coach.HINT_BUDGET) if isinstance(state, ZapitiState) else None
        played = found.option(moves[i][1]) if found is not None else None
        return None if found is None or played is None else (found.best.value - played.value, found)

    decisions = tuple(decision(i, found, moves[i][1], lost) for lost, i, found in coach.finalists(costly, again))
    return Review(decisions, looked, len(chosen))


def _rule_of(obs: Observation, action: str) -> int:
    """The rule a decision of ``action`` teaches."""
    if action in CARD_OF:
        return 5
    if action in CALL_LEVEL:
        return 8
    if action in (QUIERO, NO_QUIERO) or (action == A_CASA and obs.pending):
        return 9
    if action == A_CASA:
        return 13
    return 11 if obs.phase == "al_ver" else 10


def decision(index: int, found: Look, action: str, lost: float) -> Decision:
    """One costly action in words, with its position as an exercise."""
    state, best = found.state, found.best
    played = found.option(action)
    assert played is not None
    better = spoken(state, best.action)
    loss = Plural("Estimación sobre {n} reparto al azar de las cartas que no veías: «{played}» dejaba de media "
                  "{mine} y «{better}» {best}, en chinos para tu bando.",
                  "Estimación sobre {n} repartos al azar de las cartas que no veías: «{played}» dejaba de media "
                  "{mine} y «{better}» {best}, en chinos para tu bando.", found.samples,
                  played=spoken(state, action), mine=_Chinos(played.value), better=better, best=_Chinos(best.value))
    why = [*reason(found, best)[:-1],
           Msg(N_("Con «{played}» ganabas la mano el {win} % de las veces y la perdías el {lose} %; con «{better}», "
                  "el {bwin} % y el {blose} %."), played=spoken(state, action), win=_percent(played.win),
               lose=_percent(played.lose), better=better, bwin=_percent(best.win), blose=_percent(best.lose))]
    good = tuple(option.action for option in found.options if best.value - option.value < WORTH_SHOWING)
    goal = Goal("play", N_("Elige una jugada tan buena como la mejor de la posición."), actions=good)
    seat = found.obs.seat
    scenario, free = coach.exercise(state, goal, rule(_rule_of(found.obs, best.action)), (best.action,), (seat,))
    return Decision(index, state, spoken(state, action), better, loss, lost, tuple(why), scenario, free)

