"""Zápiti players of four strengths, deciding only from what their seat may see.

``make_bot(level, seed)`` gives a :class:`Bot` whose :meth:`~Bot.choose` takes an
:class:`~engine.rules.zapiti.observation.Observation` (or a state, whose current player's observation it
reads) and returns a legal action. A decision depends on nothing but the observation and the seed:
the randomness of each decision is drawn from both, so the same view always gets the same answer,
and reshuffling cards the seat cannot see changes nothing.

* ``random`` — any legal action, uniformly;
* ``easy`` — plays the cheapest card that wins the round, calls truco only with a very strong hand,
  accepts with a fair one, never raises, bluffs or signals;
* ``medium`` — estimates its chance of winning the hand by dealing the unseen cards a few dozen
  times (trusting its partner's señas); calls, accepts and raises by that chance, bluffs now and
  then, calls truco sin ver sometimes, and signals its good cards truthfully;
* ``hard`` — the same estimate with more deals, weighted by what the rivals' calls say about their
  cards; chooses its card by that estimate, weighs the score (a point that ends the grande is worth
  more), bluffs more, and sometimes lies by seña when the rivals can catch it.

>>> import engine
>>> state = engine.load("zapiti").new_state(seed=11)
>>> bot = make_bot("hard", seed=1)
>>> action = bot.choose(state)
>>> action in state.legal_actions(), action == make_bot("hard", seed=1).choose(state.observation(0))
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..cards import DECK, Card
from .betting import LADDER, TOP, refused
from .observation import Observation
from .ranking import RANK, ranked_round_result
from .rounds import NO_POINTS, hand_result
from .signals import MAX_PER_HAND, MEANING, PREFIX, gesture_for, request, request_of

#: Weakest first; their names for a level selector are in :data:`engine.rules.bots.LEVELS`.
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
DEFAULT_LEVEL = "medium"
GOAL = 30


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of ``level`` (``random``, ``easy``, ``medium``, ``hard``) drawing its luck from ``seed``.

    >>> make_bot("expert", 0)
    Traceback (most recent call last):
    ...
    ValueError: unknown Zápiti bot level 'expert'; valid: random, easy, medium, hard
    """
    if level not in LEVELS:
        raise ValueError(f"unknown Zápiti bot level {level!r}; valid: {', '.join(LEVELS)}")
    return Bot(level, seed)


class Bot:
    """One player. Stateless: every decision is a function of (level, seed, observation)."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.seed = seed
        self._decide: Callable[[Observation, random.Random], str] = _POLICIES[level]

    def choose(self, view: Any) -> str:
        """The action for the seat to act in ``view`` (an observation, or a state)."""
        obs = view if isinstance(view, Observation) else view.observation(view.current_player)
        if not obs.legal:
            raise ValueError("it is not this seat's turn")
        if len(obs.legal) == 1:
            return obs.legal[0]
        rng = random.Random(f"{self.level}/{self.seed}/{obs.key()}")
        return self._decide(obs, rng)

    def __repr__(self) -> str:
        return f"make_bot({self.level!r}, {self.seed})"


# -- what every level needs -------------------------------------------------------------------------

def _cards(obs: Observation) -> list[str]:
    return [a for a in obs.legal if a[0].isdigit()]


def _call(obs: Observation) -> str | None:
    """The raise on offer, if any (truco … ahorrisi)."""
    for action in obs.legal:
        if action in _CALLS:
            return action
    return None


_CALLS = frozenset(("truco", "valen-6", "valen-9", "valen-12", "valen-15", "ahorrisi"))
_CARD = {str(card): card for card in DECK}


def _rank(action: str) -> int:
    return RANK[_CARD[action]]


def _greedy(hand: Sequence[int], trick: Sequence[tuple[int, int]], seat: int) -> int:
    """The plain way to play (ranks only): lead the highest; else the cheapest card that beats the
    table, or the lowest when the partner is winning or nothing wins. Returns an index into ``hand``."""
    if not trick:
        return max(range(len(hand)), key=hand.__getitem__)
    best = max(rank for _, rank in trick)
    sides = {s % 2 for s, rank in trick if rank == best}
    low = min(range(len(hand)), key=hand.__getitem__)
    if sides == {seat % 2}:
        return low
    winners = [i for i, rank in enumerate(hand) if rank > best]
    if winners:
        return min(winners, key=hand.__getitem__)
    return low


def _greedy_card(obs: Observation) -> str:
    cards = _cards(obs)
    trick = [(seat, RANK[card]) for seat, card in obs.trick]
    return cards[_greedy([_rank(c) for c in cards], trick, obs.seat)]


def strength(cards: Sequence[Card]) -> float:
    """0 (three weak 4s) to about 1 (the top three cards): a quick measure of a hand."""
    if not cards:
        return 0.0
    ranks = sorted((RANK[c] for c in cards), reverse=True)
    return min(1.0, (ranks[0] * 0.5 + sum(ranks[1:]) * 0.25) / (14 * 0.5 + 13 * 0.25 * (len(ranks) - 1)))


def gain(obs: Observation, value: int, side: int) -> int:
    """Points ``side`` would really add: nobody goes past 30."""
    return min(value, GOAL - obs.points[side])


# -- the estimate: deal the unseen cards, play the hand out -------------------------------------------

class Estimate:
    """Outcomes of the hand over sampled deals: ``win``/``lose`` per first card (or ``None``)."""

    def __init__(self) -> None:
        self.by_card: dict[str | None, list[float]] = {}

    def add(self, card: str | None, outcome: int, weight: float) -> None:
        tally = self.by_card.setdefault(card, [0.0, 0.0, 0.0])
        tally[0] += weight
        if outcome == 1:
            tally[1] += weight
        elif outcome == -1:
            tally[2] += weight

    def chances(self, card: str | None) -> tuple[float, float]:
        total, win, lose = self.by_card[card]
        return (win / total, lose / total) if total else (0.5, 0.5)

    def best(self) -> tuple[str | None, float, float]:
        """The first card with the best win − lose (lowest rank on equal terms), and its chances."""
        def score(card: str | None) -> tuple[float, int]:
            win, lose = self.chances(card)
            return (round(win - lose, 6), -(_rank(card) if card else 0))
        card = max(self.by_card, key=score)
        return (card, *self.chances(card))


def unseen(obs: Observation) -> list[Card]:
    seen = set(obs.cards or ()) | set(obs.played())
    return [card for card in DECK if card not in seen]


def _sample(
    obs: Observation, rng: random.Random, trust_partner: float, trust_rivals: float
) -> dict[int, list[Card]]:
    """The other seats' hidden cards, dealt at random from the unseen ones, honouring the señas the
    seat saw with the given trust (rule 14: a seña may be a lie)."""
    pool = unseen(obs)
    rng.shuffle(pool)
    n = obs.players
    partner = (obs.seat + 2) % n if n == 4 else -1
    need = {seat: obs.hand_sizes[seat] for seat in range(n) if seat != obs.seat}
    if obs.cards is None:  # the seat has not looked: its own cards are unknown too
        need[obs.seat] = obs.hand_sizes[obs.seat]
    hands: dict[int, list[Card]] = {seat: [] for seat in need}
    weak: set[int] = set()
    for sender, gesture in obs.signals:
        if sender == obs.seat or sender not in need:
            continue
        if rng.random() >= (trust_partner if sender == partner else trust_rivals):
            continue
        if gesture == "ojos":
            weak.add(sender)
            continue
        if len(hands[sender]) >= need[sender]:
            continue
        meant = MEANING[gesture]
        for i, card in enumerate(pool):
            if card in meant:
                hands[sender].append(pool.pop(i))
                break
    for seat in sorted(weak):  # a weak hand: the lowest-ranked cards on offer, from the shuffled pool
        while len(hands[seat]) < need[seat] and pool:
            pick = next((i for i, c in enumerate(pool[:8]) if RANK[c] < 9), 0)
            hands[seat].append(pool.pop(pick))
    for seat, count in need.items():
        while len(hands[seat]) < count:
            hands[seat].append(pool.pop())
    return hands


def playout(obs: Observation, hands: dict[int, list[int]], first: int | None) -> int:
    """Plays the rest of the hand (ranks only) with :func:`_greedy` for every seat, ``first`` being
    the rank this seat plays if its card comes next. +1 the seat's side wins, −1 loses, 0 nothing."""
    n = obs.players
    opts = obs.options
    results = list(obs.results)
    trick = [(seat, RANK[card]) for seat, card in obs.trick]
    seat = obs.play_turn
    while True:
        hand = hands[seat]
        if first is not None and seat == obs.seat:
            index = hand.index(first)
            first = None
        else:
            index = _greedy(hand, trick, seat)
        trick.append((seat, hand.pop(index)))
        if len(trick) < n:
            seat = (seat + 1) % n
            continue
        result, seat = ranked_round_result(trick)
        results.append(result)
        trick = []
        winner = hand_result(results, opts.segunda_parda, opts.tercera_parda)
        if winner is not None:
            if winner == NO_POINTS:
                return 0
            return 1 if winner == obs.seat % 2 else -1


def estimate(obs: Observation, rng: random.Random, samples: int, *, trust_partner: float = 1.0,
             trust_rivals: float = 0.0, read_calls: bool = False, by_card: bool = False) -> Estimate:
    """Outcome frequencies of the hand from this seat's view over ``samples`` deals of the unseen
    cards. ``by_card`` tries each of the seat's playable cards first (when its card comes next).
    ``read_calls`` weights each deal by how strong it makes the rivals who called or accepted."""
    result = Estimate()
    firsts: list[str | None] = [None]
    if by_card and obs.play_turn == obs.seat and obs.cards:
        firsts = [str(card) for card in obs.cards]
    for hands, weight in deals(obs, rng, samples, trust_partner=trust_partner, trust_rivals=trust_rivals,
                               read_calls=read_calls):
        ranks = {seat: [RANK[c] for c in cards] for seat, cards in hands.items()}
        for first in firsts:
            copy = {seat: list(r) for seat, r in ranks.items()}
            outcome = playout(obs, copy, RANK[_CARD[first]] if first else None)
            result.add(first, outcome, weight)
    return result


def deals(obs: Observation, rng: random.Random, samples: int, *, trust_partner: float = 1.0,
          trust_rivals: float = 0.0, read_calls: bool = False) -> Iterator[tuple[dict[int, list[Card]], float]]:
    """``samples`` deals of the cards this seat cannot see, consistent with what it has seen: every
    seat's cards in hand (the seat's own as it holds them, once it has looked), and the deal's weight
    (with ``read_calls``, how strong it makes the rivals who called or accepted)."""
    played_by: dict[int, list[Card]] = {seat: [] for seat in range(obs.players)}
    for trick in (*obs.tricks, obs.trick):
        for seat, card in trick:
            played_by[seat].append(card)
    mine = list(obs.cards or ())
    bets = _rival_bets(obs) if read_calls else {}
    for _ in range(samples):
        hidden = _sample(obs, rng, trust_partner, trust_rivals)
        weight = 1.0
        for seat, (calls, accepted) in bets.items():
            strong = strength(hidden[seat] + played_by[seat])
            weight *= strong ** (CALL_WEIGHT * calls + ACCEPT_WEIGHT * accepted)
        if obs.cards is not None:
            hidden[obs.seat] = mine
        yield hidden, weight


#: How strongly a rival's call (or acceptance) tilts the sampled deals towards strong hands for him.
CALL_WEIGHT = 3.0
ACCEPT_WEIGHT = 1.5


def _rival_bets(obs: Observation) -> dict[int, tuple[int, int]]:
    """Per rival, how many calls and acceptances he made this hand (each says his cards are good)."""
    out: dict[int, tuple[int, int]] = {}
    previous = ""
    for seat, action in obs.history:
        if seat % 2 != obs.side:
            calls, accepted = out.get(seat, (0, 0))
            if action in _CALLS:
                out[seat] = (calls + 1, accepted)
            elif action == "quiero" or (action == "va" and previous == "sin-ver"):
                out[seat] = (calls, accepted + 1)
        previous = action
    return out


# -- the levels ---------------------------------------------------------------------------------------

def _random(obs: Observation, rng: random.Random) -> str:
    return obs.legal[rng.randrange(len(obs.legal))]


def _easy(obs: Observation, rng: random.Random) -> str:
    legal = obs.legal
    if obs.phase == "sin_ver":
        return "ver"
    if obs.phase == "senas":  # never signals
        return "listo"
    mine = obs.cards or ()
    strong = strength(mine)
    if obs.phase == "respuesta_sin_ver":
        return "va" if strong > 0.45 else "no-va"
    if obs.phase == "al_ver":
        return "va" if strong > 0.35 else "no-va"
    if obs.phase == "respuesta":
        return "quiero" if strong > 0.6 else "no-quiero"
    call = _call(obs)
    if call and obs.level == 0 and sum(1 for c in mine if RANK[c] >= 11) >= 2:
        return call
    if _cards(obs):
        return _greedy_card(obs)
    return legal[0]  # pragma: no cover - a seat to play always has a card


class _Style:
    """How a thinking level plays: deals sampled, thresholds, bluffing and trust in señas."""

    def __init__(self, samples: int, call_at: float, raise_at: float, bluff: float, sin_ver: float,
                 caution: float, read_calls: bool, card_by_estimate: bool, trust_rivals: float,
                 lie: float, score_aware: bool) -> None:
        self.samples = samples
        self.call_at = call_at
        self.raise_at = raise_at
        self.bluff = bluff
        self.sin_ver = sin_ver
        self.caution = caution  # how much a rival's call lowers one's chances, when not read_calls
        self.read_calls = read_calls
        self.card_by_estimate = card_by_estimate
        self.trust_rivals = trust_rivals
        self.lie = lie
        self.score_aware = score_aware


MEDIUM = _Style(samples=24, call_at=0.45, raise_at=0.6, bluff=0.05, sin_ver=0.08, caution=0.25,
                read_calls=False, card_by_estimate=True, trust_rivals=1.0, lie=0.0, score_aware=False)
HARD = _Style(samples=64, call_at=0.3, raise_at=0.5, bluff=0.12, sin_ver=0.15, caution=0.0,
              read_calls=True, card_by_estimate=True, trust_rivals=0.6, lie=0.2, score_aware=True)


def _thinking(style: _Style) -> Callable[[Observation, random.Random], str]:
    def decide(obs: Observation, rng: random.Random) -> str:
        phase = obs.phase
        rivals = 1 - obs.side
        if phase == "sin_ver":
            # A blind bet wins 2 when refused; worth the risk now and then, not when a loss ends the grande.
            risky = obs.points[rivals] + 3 >= GOAL
            return "sin-ver" if not risky and rng.random() < style.sin_ver else "ver"
        if phase == "senas":  # rule 14, Q18: signal, ask for the partner's card, then ready
            return signal(obs, rng, style) or ask(obs) or "listo"
        if phase in ("juego",):
            talk = signal(obs, rng, style) or (ask(obs) if not obs.tricks else None)
            if talk:
                return talk
        est = estimate(obs, rng, style.samples, trust_partner=0.9 if style.lie else 1.0,
                       trust_rivals=style.trust_rivals if obs.options.senas_cazadas != "nunca" else 0.0,
                       read_calls=style.read_calls, by_card=phase == "juego")
        card, win, lose = est.best()
        if phase == "respuesta_sin_ver":
            # Refusing pays the caller 2; playing risks 3 with the caller's hand unknown to him too.
            return "va" if _ev(obs, style, win, lose, 3) > -_loss(obs, style, 2) else "no-va"
        if phase == "al_ver":
            # Winning this hand wins the grande; refusing hands the rivals 3 and leaves us at 29.
            return "va" if win - lose > -0.55 else "no-va"
        if phase == "respuesta":
            if not style.read_calls:
                win, lose = max(0.0, win - style.caution / 2), min(1.0, lose + style.caution / 2)
            level = obs.pending
            stay = _ev(obs, style, win, lose, LADDER[level])
            fold = -_loss(obs, style, refused(level))
            call = _call(obs)
            if call and win - lose > style.raise_at and level < TOP:
                return call
            return "quiero" if stay > fold else "no-quiero"
        # juego: a call before the card?
        call = _call(obs)
        if call:
            edge = win - lose
            bluffing = edge < 0 and obs.level == 0 and rng.random() < style.bluff
            if edge > style.call_at or bluffing:
                return call
        asked = _asked_card(obs)
        if asked is not None:  # the partner asked for it aloud (Q20): not binding, but he knows why
            return asked
        if style.card_by_estimate and card is not None:
            return card
        return _greedy_card(obs)

    return decide


def _ev(obs: Observation, style: _Style, win: float, lose: float, value: int) -> float:
    if not style.score_aware:
        return (win - lose) * value
    return win * gain(obs, value, obs.side) - lose * _loss(obs, style, value)


def _loss(obs: Observation, style: _Style, value: int) -> float:
    if not style.score_aware:
        return float(value)
    return float(gain(obs, value, 1 - obs.side))


def signal(obs: Observation, rng: random.Random, style: _Style) -> str | None:
    """Señas before one's first card of the hand: the gestures of one's good cards (or eyes closed
    for a weak hand); a hard player sometimes lies when the rivals may catch it."""
    signals = [a for a in obs.legal if a.startswith(PREFIX)]
    if not signals or obs.cards is None or len(obs.cards) < 3:
        return None
    made = [g for s, g in obs.signals if s == obs.seat]
    if len(made) >= 2 or len(made) >= MAX_PER_HAND:
        return None
    wanted = [gesture_for(c) for c in sorted(obs.cards, key=RANK.__getitem__, reverse=True)]
    truthful = [g for g in wanted if g is not None and g not in made]
    if not made and obs.options.senas_cazadas != "nunca" and rng.random() < style.lie:
        fake = [a for a in signals if a[len(PREFIX):] not in wanted and a != PREFIX + "ojos"]
        if fake:
            return fake[rng.randrange(len(fake))]
    if truthful:
        return PREFIX + truthful[0]
    if not made and strength(obs.cards) < 0.45 and PREFIX + "ojos" in signals:
        return PREFIX + "ojos"
    return None


#: The señas of the four best cards: a partner who shows one of them may be asked to play it.
_TOP_GESTURES = ("beso", "guiño", "cejas", "lengua")


def ask(obs: Observation) -> str | None:
    """The source's example of rule 14: holding a top card oneself, ask aloud for the top card the
    partner signalled, so that he wins one round and one's own card wins another."""
    if obs.cards is None or not any(gesture_for(card) in _TOP_GESTURES for card in obs.cards):
        return None
    partner = (obs.seat + 2) % obs.players
    for sender, gesture in obs.signals:
        if sender == partner and gesture in _TOP_GESTURES and request(gesture) in obs.legal:
            return request(gesture)
    return None


def _asked_card(obs: Observation) -> str | None:
    """A card the partner asked for aloud this hand, held by this seat, when its card comes next."""
    if obs.players != 4 or obs.play_turn != obs.seat or not obs.cards:
        return None
    partner = (obs.seat + 2) % obs.players
    for sender, action in obs.history:
        gesture = request_of(action)
        if sender == partner and gesture is not None:
            held = [card for card in obs.cards if card in MEANING[gesture] and str(card) in obs.legal]
            if held:
                return str(held[0])
    return None


_POLICIES: dict[str, Callable[[Observation, random.Random], str]] = {
    "random": _random,
    "easy": _easy,
    "medium": _thinking(MEDIUM),
    "hard": _thinking(HARD),
}


def play_match(game: Any, bots: Sequence[Bot], seed: int, max_hands: int | None = None) -> Any:
    """Plays a game from ``seed`` with ``bots[seat]`` at each seat (a few hands only when
    ``max_hands`` is given); returns the last state.

    >>> import engine
    >>> end = play_match(engine.load("zapiti"), [make_bot("easy", 1), make_bot("random", 2)], seed=4)
    >>> end.is_terminal(), max(end.points)
    (True, 30)
    """
    state = game.new_state(seed)
    first = state.hand_no
    while not state.is_terminal():
        if max_hands is not None and state.hand_no - first >= max_hands:
            break
        seat = state.current_player
        state = state.apply(bots[seat].choose(state.observation(seat)))
    return state
