"""The coach's words for La Zanga: a hint from the seat's own information, with its reason in the
Reglamento's terms, and the review of a hand (its costliest decisions, and how the stones moved).

The coach never looks at a card its seat cannot see. It reads the seat's
:class:`~engine.rules.zanga.observation.Observation`, deals the cards it cannot see at random in ways
consistent with everything that seat has seen (:func:`engine.rules.zanga.bots.determinize`, as the
searching bots do), plays each legal action out to the end of the hand in every such deal
(:func:`engine.rules.zanga.bots.playout`) and averages what it brings the seat's pair: stones (the
hand's settlement) and tricks. The random deals are seeded from the view alone, so the same view
gives the same hint on any machine, whatever the hidden hands really are. Like the bots', the rule
of thumb's choice starts :data:`~engine.rules.zanga.bots.PRIOR` stones ahead, so that a few noisy
deals do not overturn a sound play; the budget is counted in play-outs, never in seconds.

>>> import engine
>>> state = engine.load("zanga").new_state(seed=3)
>>> found = hint(state, coach.HINT_BUDGET)
>>> found.action in state.legal_actions(), len(found.reason) >= 2
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.i18n import N_, Msg, Plural
from engine.rules.bots import Budget
from engine.rules.cards import Card, suit_name
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.zanga import bots, rules
from engine.rules.zanga.actions import CARD_TEXTS
from engine.rules.zanga.game import DISCARD, ZangaState
from engine.rules.zanga.observation import Observation
from engine.rules.zanga.refs import art

from .. import coach
from ..coach import Decision, Hint, Review
from ..narration import sentences
from ..scenario import Goal
from .narration import articles, beat_article, beats, explain_hand, hand_payments, seat_msg, spoken, stones

#: What one play-out to the end of the hand counts for against a :class:`Budget`'s nodes (about the
#: plies of a hand): the hint's default budget is then some 300 play-outs.
PLAYOUT_NODES = 30
#: The fewest deals an action is judged over: with fewer the coach says it cannot give a hint.
MIN_SAMPLES = 6
#: The most deals an action is judged over, however large the budget.
MAX_SAMPLES = 60
#: The phases where the seat is deciding something of the hand (not dealing).
DECIDING = ("auction", "trump", "play", "todas", "review")
#: The article of each word of the auction, of the trumps and of the calls (as the narrator cites them).
WORD_ARTICLES = {"juego": "18", "paso": "41", "solo": "54", "mandar": "20", "no": "26", "dentro": "23",
                 "zanga": "21", "propias": "25", "cinco": "48", "todas": "49", "planto": "49",
                 "renuncio": "29", "conforme": "32", "triunfo": "22", DISCARD: "21"}
#: The articles of the cards: their order (Art. 8), following suit (Art. 27), leading trumps (Art. 28).
ORDER, FOLLOW, ARRASTRE = "8", "27", "28"


@dataclass(frozen=True)
class Judged:
    """Every action of a seat's view, judged over ``samples`` deals of the cards it cannot see:
    ``stones`` and ``tricks`` the average for the seat's pair (stones net of the other pair's),
    ``best`` the action the coach advises (the rule of thumb's choice starts ahead by
    :data:`~engine.rules.zanga.bots.PRIOR`)."""

    view: Observation
    samples: int
    stones: Mapping[str, float]
    tricks: Mapping[str, float]
    best: str
    default: str

    def cost(self, action: str) -> float:
        """Stones ``action`` loses against the advised one, on average over the deals."""
        return self.stones[self.best] - self.stones[action]


def judge(view: Observation, budget: Budget, played: str | None = None) -> Judged | None:
    """Every action the seat may honestly play (and ``played``, a revoke the table allowed, when the
    review judges one), judged by play-outs over deals consistent with ``view``; ``None`` when
    ``budget`` cannot afford :data:`MIN_SAMPLES` deals for each."""
    # A renuncio claim is advised only when the cards played prove it (Art. 32: a claim without
    # grounds is paid); a sampled deal cannot ground it.
    proven = bots.proven_renuncio(view, 1 - view.seat % 2)
    honest = [a for a in bots.honest_actions(view) if a != "renuncio" or proven]
    actions = [*honest, played] if played is not None and played not in honest and played in view.legal else honest
    # As many deals as a hint would look at (the honest actions' count): a revoke judged beside them
    # leaves the advice as the hint's.
    samples = min(MAX_SAMPLES, budget.nodes // PLAYOUT_NODES // len(honest))
    if samples < MIN_SAMPLES and len(actions) > 1:
        return None
    samples = max(samples, 1)
    default = bots.policy(view, view.seat)
    side = view.seat % 2
    rng = random.Random(f"coach/{view.key()}")  # the view alone: the same view, the same deals
    stones_won = dict.fromkeys(actions, 0.0)
    tricks_won = dict.fromkeys(actions, 0.0)
    for i in range(samples):
        world = bots.determinize(view, rng)
        for action in actions:
            end = bots.playout(world._apply(action), random.Random(i))
            stones_won[action] += bots.hand_value_for(end, side)
            tricks_won[action] += tricks_of(end, side)
    mean = {a: v / samples for a, v in stones_won.items()}
    mean_tricks = {a: v / samples for a, v in tricks_won.items()}
    best = max(honest, key=lambda a: mean[a] + (bots.PRIOR if a == default else 0.0))
    return Judged(view, samples, mean, mean_tricks, best, default)


def tricks_of(end: ZangaState, side: int) -> int:
    """The tricks ``side`` made in the hand ``end`` settled (the settlement counts the declaring
    pair's; a hand stopped early, after a cinco, counts the tricks not played to the other pair)."""
    assert end.result is not None
    made = end.result.tricks
    return made if end.result.declarer == side else end.table.hand_size - made


def hint(state: State, budget: Budget) -> Hint:
    """The action the coach advises the seat to play, from its own view, and why."""
    if not isinstance(state, ZangaState):
        raise TypeError("the La Zanga coach advises La Zanga states")
    view = state.observation(state.current_player)
    if view.phase not in DECIDING:
        only = view.legal[0]
        return Hint(only, spoken(only), (Msg(N_("Es lo único que puedes hacer ahora.")),))
    judged = judge(view, budget)
    if judged is None:
        return coach.no_hint(state)
    return Hint(judged.best, spoken(judged.best), reason(judged))


def reason(judged: Judged) -> tuple[Msg, ...]:
    """Why the advised action: in the game's terms, with its article, then what the deals say."""
    view, action = judged.view, judged.best
    said = [why(view, action, judged.default)]
    if len(judged.stones) > 1:
        said.append(estimate(judged, action))
    return tuple(said)


def estimate(judged: Judged, action: str) -> Msg:
    """What ``action`` brings the seat's pair on average over the deals: an estimate, said so."""
    stones_won, tricks = tenths(judged.stones[action], signed=True), tenths(judged.tricks[action])
    return Plural("Es una estimación: en {n} reparto posible de las cartas que no ves, con «{move}» tu pareja "
                  "saca de media {stones} de saldo en piedras y {tricks} en bazas.",
                  "Es una estimación: en {n} repartos posibles de las cartas que no ves, con «{move}» tu pareja "
                  "saca de media {stones} de saldo en piedras y {tricks} en bazas.", judged.samples,
                  move=spoken(action), stones=stones_won, tricks=tricks)


def tenths(x: float, signed: bool = False) -> Msg:
    """``x`` to one decimal, as each language writes it ("-0,9" / "-0.9")."""
    tenth = round(abs(x) * 10)
    sign = "-" if x < 0 and tenth else "+" if signed and tenth else ""
    return Msg(N_("{sign}{whole},{tenth}"), sign=sign, whole=tenth // 10, tenth=tenth % 10)


def why(view: Observation, action: str, default: str) -> Msg:
    """The reason for ``action`` from ``view``, with its article (a card, a word, the trumps). A
    word or trump suit other than the rule of thumb's (``default``: what the hand's value says) is
    the play-outs' choice, and said so."""
    if action != default and (action in WORD_ARTICLES or action.startswith(("triunfo:", DISCARD))):
        return Msg(N_("«{move}»: a primera vista tu mano pedía «{other}», pero en los repartos posibles de las "
                      "cartas que no ves sale mejor ({rule})."), move=spoken(action), other=spoken(default),
                   rule=rule_of(view, action).label())
    if action in WORD_ARTICLES and action not in ("triunfo", DISCARD):
        return _word(view, action)
    if action.startswith("triunfo:"):
        suit = action[-1]
        return Plural("Nombra {suit}: con ese triunfo tu mano vale unas {n} baza, más que con otro palo ({rule}).",
                      "Nombra {suit}: con ese triunfo tu mano vale unas {n} bazas, más que con otro palo ({rule}).",
                      round(bots.hand_value(view.cards, suit)), suit=suit_name(suit),
                      rule=art(WORD_ARTICLES["triunfo"]).label())
    if action.startswith(DISCARD):
        return Msg(N_("Descarta {card}: sin ella tu mano es la más fuerte ({rule})."),
                   card=rules.card(action[len(DISCARD):]).spoken(), rule=art(WORD_ARTICLES[DISCARD]).label())
    return _card(view, rules.card(action))


def _word(view: Observation, word: str) -> Msg:
    """A word of the auction or a call, with the reason the hand gives (its value, its sure trumps)."""
    rule = art(WORD_ARTICLES[word]).label()
    suit, value = bots.best_trump(view.cards)
    n, named = round(value), suit_name(suit)
    sure = bots.sure_winners(view.cards, view.trump, bots.played_cards(view)) if view.trump else 0
    if word == "juego":
        return Plural("Di juego: con triunfos de {suit} tu mano vale unas {n} baza, y con tu compañero podéis "
                      "hacer cinco ({rule}).",
                      "Di juego: con triunfos de {suit} tu mano vale unas {n} bazas, y con tu compañero podéis "
                      "hacer cinco ({rule}).", n, suit=named, rule=rule)
    if word == "solo":
        return Plural("Ve solo: con triunfos de {suit} tu mano vale unas {n} baza, bastantes para hacer cinco "
                      "sin compañero ({rule}).",
                      "Ve solo: con triunfos de {suit} tu mano vale unas {n} bazas, bastantes para hacer cinco "
                      "sin compañero ({rule}).", n, suit=named, rule=rule)
    if word == "paso":
        return Plural("Pasa: aun con triunfos de {suit}, tu mejor palo, tu mano vale solo unas {n} baza ({rule}).",
                      "Pasa: aun con triunfos de {suit}, tu mejor palo, tu mano vale solo unas {n} bazas ({rule}).",
                      n, suit=named, rule=rule)
    if word == "mandar":
        return Plural("Manda solo: tu mano vale unas {n} baza, y contra vosotros dos es difícil que haga cinco "
                      "sin compañero ({rule}).",
                      "Manda solo: tu mano vale unas {n} bazas, y contra vosotros dos es difícil que haga cinco "
                      "sin compañero ({rule}).", n, rule=rule)
    if word == "no":
        return Plural("No vayas solo: tu mano vale unas {n} baza, pocas para hacer cinco sin compañero ({rule}).",
                      "No vayas solo: tu mano vale unas {n} bazas, pocas para hacer cinco sin compañero ({rule}).",
                      n, rule=rule)
    if word == "dentro":
        return Plural("Ve dentro a ver la zanga: tu mano vale solo unas {n} baza, y la zanga puede ser mejor "
                      "({rule}).",
                      "Ve dentro a ver la zanga: tu mano vale solo unas {n} bazas, y la zanga puede ser mejor "
                      "({rule}).", n, rule=rule)
    if word in ("zanga", "propias"):
        zanga = round(bots.best_trump(view.zanga_seen)[1]) if view.zanga_seen else 0
        if word == "zanga":
            return Plural("Juega con la zanga: vale unas {n} baza, más que tus cartas ({rule}).",
                          "Juega con la zanga: vale unas {n} bazas, más que tus cartas ({rule}).", zanga, rule=rule)
        return Plural("Quédate con tus cartas: valen unas {n} baza, más que la zanga ({rule}).",
                      "Quédate con tus cartas: valen unas {n} bazas, más que la zanga ({rule}).", n, rule=rule)
    if word == "cinco":
        return Plural("Pide cinco: tienes {n} triunfo seguro, de los más altos que quedan ({rule}).",
                      "Pide cinco: tienes {n} triunfos seguros, los más altos que quedan ({rule}).", sure, rule=rule)
    if word == "todas":
        return Msg(N_("Ve a todas: tus cartas ganan todas las bazas que quedan ({rule})."), rule=rule)
    if word == "planto":
        return Msg(N_("Plántate: tus cartas no aseguran todas las bazas que quedan ({rule})."), rule=rule)
    if word == "renuncio":
        return Msg(N_("Reclama renuncio: las cartas jugadas prueban que un rival no sirvió un palo que tenía "
                      "({rule})."), rule=articles(FOLLOW, WORD_ARTICLES[word]))
    return Msg(N_("Conforme: nada de lo jugado prueba un renuncio, y reclamar sin fundamento se paga ({rule})."),
               rule=rule)


def _card(view: Observation, c: Card) -> Msg:
    """Why play ``c``: the lead, the trick the partner holds, the cheapest card that wins it, or
    the cheapest card when it cannot be won; each with the article that decides the trick."""
    trump, trick, hand = view.trump, view.trick, view.cards
    cards = bots.rule_abiding(view, hand)
    gone = bots.played_cards(view)
    strength = rules.strength
    if not trick:
        suit = rules.suit_of(c, trump)
        if suit == trump:
            if bots.sure_winner(c, trump, gone, hand):
                return Msg(N_("Arrastra con {card}: te quedan los triunfos mayores y sacas los de los rivales "
                              "({rule})."),
                           card=c.spoken(), rule=art(ARRASTRE).label())
            return Msg(N_("Arrastra con {card}: sales de triunfo para sacar los de los rivales ({rule})."),
                       card=c.spoken(), rule=art(ARRASTRE).label())
        if bots.sure_winner(c, trump, gone, hand):
            return Msg(N_("Sal con {card}: es la carta más alta que queda de {suit}, y gana la baza si nadie la "
                          "falla ({rule})."), card=c.spoken(), suit=suit_name(suit), rule=art(ORDER).label())
        return Msg(N_("Sal con {card}: guardas tus cartas altas, y los demás tendrán que servir {suit} ({rule})."),
                   card=c.spoken(), suit=suit_name(suit), rule=art(FOLLOW).label())
    led = rules.suit_of(trick[0], trump)
    seats = view.seats_of(view.leader, len(trick))
    pos = rules.trick_winner(trick, trump)
    holder, top = seats[pos], trick[pos]
    wins = rules.trick_winner((*trick, c), trump) == len(trick)
    if holder % 2 == view.seat % 2 and not wins:
        trumps = [x for x in cards if rules.suit_of(x, trump) == trump and rules.suit_of(c, trump) != trump]
        spent = N_("el triunfo") if trumps else N_("una carta mayor")
        return Msg(N_("Juega {card}: tu compañero {seat} ya gana la baza con {best} y no hay que gastar {spent} "
                      "({rule})."), card=c.spoken(), seat=seat_msg(bots.game_for(view.options), holder),
                   best=top.spoken(), spent=Msg(spent), rule=art(beat_article(top, c, led, trump)).label())
    if wins:
        beating = [x for x in cards if rules.trick_winner((*trick, x), trump) == len(trick)]
        if c == min(beating, key=lambda x: strength(x, trump)):
            return Msg(N_("Gana con {card}: es la carta más baja que gana la baza, pues {why}."), card=c.spoken(),
                       why=beats(c, top, led, trump))
        return Msg(N_("Gana con {card}, pues {why}: una carta más baja podría perder la baza con los que faltan "
                      "por jugar."), card=c.spoken(), why=beats(c, top, led, trump))
    if c == min(cards, key=lambda x: strength(x, trump)):
        return Msg(N_("Echa {card}, la que menos vale: no puedes ganar la baza, pues {why}."), card=c.spoken(),
                   why=beats(top, c, led, trump))
    return Msg(N_("Echa {card}: no ganas la baza, pues {why}; de tus cartas, es la que menos falta te hará "
                  "después."),
               card=c.spoken(), why=beats(top, c, led, trump))


def rule_of(view: Observation, action: str) -> RuleRef:
    """The article a decision is about (an exercise's rule): the word's, or the trick's for a card."""
    for word, number in WORD_ARTICLES.items():
        if action == word or (word in ("triunfo", DISCARD) and action.startswith(word)):
            return art(number)
    return art(FOLLOW) if view.trick else art(ORDER)


# -- the review of a hand -------------------------------------------------------------------------------
def review(history: Sequence[State], moves: Sequence[tuple[int, str]], seats: Sequence[int], budget: Budget,
           total: int, advised: Mapping[int, str]) -> Review:
    """The costliest decisions of ``seats`` along ``history`` (a hand: the table reviews each), each
    judged from the seat's own view like a hint, from the end back as far as ``total`` nodes reach,
    the costliest judged again with the hint's budget (:func:`~engine.lessons.coach.finalists`);
    and, when ``history`` ends a hand, how the stones moved in it."""
    states = [state for state in history if isinstance(state, ZangaState)]
    if len(states) != len(history):
        raise TypeError("the La Zanga coach reviews La Zanga states")
    chosen = [i for i, (seat, action) in enumerate(moves)
              if seat in seats and states[i].phase in DECIDING
              and len(bots.honest_actions(states[i].observation(seat))) > 1 and advised.get(i) != action]
    spent, looked = 0, 0
    costly: list[tuple[float, int, Judged]] = []
    for i in reversed(chosen):
        if spent >= total:
            break
        judged = judge(states[i].observation(moves[i][0]), budget, moves[i][1])
        if judged is None:
            continue
        spent += judged.samples * len(judged.stones) * PLAYOUT_NODES
        looked += 1
        action = moves[i][1]
        if action in judged.stones and judged.cost(action) >= coach.WORTH_SHOWING:
            costly.append((judged.cost(action), i, judged))

    def again(i: int) -> tuple[float, Judged] | None:
        judged = judge(states[i].observation(moves[i][0]), coach.HINT_BUDGET, moves[i][1])
        return None if judged is None or moves[i][1] not in judged.stones else (judged.cost(moves[i][1]), judged)

    decisions = tuple(decision(i, history[i], judged, moves[i][1], lost, seats)
                      for lost, i, judged in coach.finalists(costly, again))
    return Review(decisions, looked, len(chosen), story(history))


def decision(index: int, before: State, judged: Judged, action: str, lost: float, seats: Sequence[int]) -> Decision:
    """One costly decision in words, with its position as an exercise."""
    view = judged.view
    better = spoken(judged.best)
    lost_stones, lost_tricks = tenths(lost), tenths(judged.tricks[judged.best] - judged.tricks[action])
    loss = Plural("Es una estimación: en {n} reparto posible de las cartas que no veías, tu jugada dio a tu pareja "
                  "de media {stones} menos de saldo en piedras y {tricks} menos en bazas que «{better}».",
                  "Es una estimación: en {n} repartos posibles de las cartas que no veías, tu jugada dio a tu pareja "
                  "de media {stones} menos de saldo en piedras y {tricks} menos en bazas que «{better}».",
                  judged.samples, stones=lost_stones, tricks=lost_tricks, better=better)
    good = tuple(a for a in bots.honest_actions(view) if judged.cost(a) < coach.WORTH_SHOWING)
    goal = Goal("play", N_("Elige una jugada tan buena como la mejor de la posición."), actions=good)
    me = view.seat
    scenario, free = coach.exercise(before, goal, rule_of(view, judged.best), (judged.best,), (me,))
    said = [why(view, judged.best, judged.default)]
    broken = revoke(view, action)
    if broken is not None:
        said.insert(0, broken)
    return Decision(index, before, spoken(action), better, loss, lost, tuple(said), scenario, free)


def revoke(view: Observation, action: str) -> Msg | None:
    """What rule a card the table allowed broke (table mode: a renuncio, Arts. 27–29), if it did."""
    if action not in CARD_TEXTS or action in bots.honest_actions(view):
        return None
    c = rules.card(action)
    broken = rules.broken_rule(view.cards, c, view.trick, view.trump, bots.game_for(view.options).art28)
    if broken is None:
        return None
    led = rules.suit_of(view.trick[0], view.trump) if view.trick else rules.suit_of(c, view.trump)
    return Msg(N_("Con {card} no sirves {suit}, y tenías: en la mesa eso es renuncio ({rule})."), card=c.spoken(),
               suit=suit_name(led), rule=articles(broken, WORD_ARTICLES["renuncio"]))


def story(history: Sequence[State]) -> tuple[Msg, ...]:
    """How the stones moved in the hand that ``history`` ends, and by which articles: what was paid
    as it was played (the mano's stake, the words of the auction), the outcome and the settlement,
    and where the stones are now. Empty when no hand ended."""
    if len(history) < 2:
        return ()
    before, after = history[-2], history[-1]
    if not isinstance(before, ZangaState) or not isinstance(after, ZangaState) or after.result is None \
            or before.phase not in DECIDING or after.phase in DECIDING:
        return ()
    paid = hand_payments(before)
    return (sentences([*paid, explain_hand(before, after), stones(after.ledger)]),)
