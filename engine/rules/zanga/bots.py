"""Players for La Zanga that see only what their seat may see.

Every bot decides from ``state.observation(seat)`` (an :class:`~engine.rules.zanga.observation.Observation`: its own
cards, the zanga if it looked at it, everything said and played, the stones) and a seed. The same
view and seed always give the same decision, so a bot cannot be told apart from its earlier self
and cannot notice hidden cards being reshuffled.

Levels (``make_bot(level, seed)``):

``random``
    any legal action (any rule-abiding card in table mode).
``easy``
    rules of thumb: values its hand for each trump suit to bid and name trumps, draws trumps when its
    side plays, wins a trick as cheaply as it can unless its partner already holds it, calls cinco
    and todas with enough sure winners, claims a renuncio only when the cards played prove it.
``medium``
    *determinized* Monte Carlo for its bids and its cards: it deals the cards it cannot see at
    random, consistent with everything it has seen (its own hand, the zanga if it looked, the cards
    played, the suits each player has shown he lacks), plays each candidate action out to the end of
    the hand with the ``easy`` policy for every seat, and keeps the action that nets its side most
    stones on average. The ``easy`` choice starts ahead by :data:`PRIOR` stones a hand, so a few
    noisy play-outs do not overturn a sound rule of thumb (40 play-outs a decision).
``hard``
    the same search with six times the play-outs for cards and five times for bids.

Each level beats the one below it on duplicate seeded hands (``bench/bench_zanga.py`` measures by how
many stones a hand). Whole games tell the levels apart much less (``bench/bench_bots.py --only zanga
--pairs hard:medium``): a partida is decided by a few hands whose pot has doubled, and chance decides
most of them, so a small difference in strength needs hundreds of games to show.

Budgets are counted in play-outs, not seconds, so decisions do not depend on the machine. Every level
plays by the game's options, which the view carries: the reading of Art. 28 (``art28``) decides which
cards the rules of thumb, the honest cards of table mode and the determinization allow.

>>> import engine
>>> state = engine.load("zanga").new_state(seed=3)
>>> bot = make_bot("easy", seed=1)
>>> bot.choose(state.observation(state.current_player)) in state.legal_actions()
True
>>> bot(state) == bot(state)          # deterministic
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from ..bots import played
from ..cards import DECK, DECK_INDEX, SUITS, Card, deck_order
from ..options import Options
from . import rules
from .game import DISCARD, HIDDEN_DISCARD, Zanga, ZangaState
from .observation import Observation

LEVELS = ("random", "easy", "medium", "hard")
DEFAULT_LEVEL = "medium"

# -- hand valuation ----------------------------------------------------------------------------------

#: Rough trick-taking worth of the n-th highest trump (espadilla first).
TRUMP_WORTH = (1.0, 0.95, 0.9, 0.8, 0.7, 0.6, 0.5, 0.45, 0.4, 0.4, 0.4, 0.4)


def hand_value(hand: Sequence[Card], trump: str) -> float:
    """Expected tricks, roughly, of ``hand`` with ``trump`` named: trumps by rank, plus kings and
    guarded knights of plain suits, plus shortness in plain suits when long in trumps.

    >>> round(hand_value([rules.card(c) for c in ("1e", "7o", "1b", "1o", "12o", "12c", "3b", "4b")], "o"), 2)
    5.65
    """
    order = rules.trumps(trump)
    value = 0.0
    n_trumps = 0
    by_suit: dict[str, list[Card]] = {s: [] for s in SUITS if s != trump}
    for c in hand:
        suit = rules.suit_of(c, trump)
        if suit == trump:
            value += TRUMP_WORTH[order.index(c)]
            n_trumps += 1
        else:
            by_suit[suit].append(c)
    for suit, cards in by_suit.items():
        top = rules.plain(suit, trump)
        if top[0] in cards:
            value += 0.65
            if top[1] in cards:
                value += 0.45
        elif top[1] in cards and len(cards) >= 2:
            value += 0.3
        if not cards and n_trumps >= 3:
            value += 0.35
    if n_trumps >= 5:
        value += 0.3 * (n_trumps - 4)
    return value


def best_trump(hand: Sequence[Card]) -> tuple[str, float]:
    """The suit that makes ``hand`` strongest, and its :func:`hand_value`."""
    values = [(hand_value(hand, s), -i, s) for i, s in enumerate(SUITS)]
    value, _, suit = max(values)
    return suit, value


# -- reading the table (from a view or from a full state in a play-out) -------------------------------


def _mine(obj: Observation | ZangaState, seat: int) -> tuple[tuple[Card, ...], tuple[str, ...], int, bool]:
    """The seat's hand, its legal actions, the declarer and whether he is solo."""
    if isinstance(obj, Observation):
        return obj.cards, obj.legal, obj.declarer, obj.solo
    return obj.hands[seat], obj.legal_actions(), obj.auction.declarer, obj.auction.solo


def _players(obj: Observation | ZangaState) -> int:
    return obj.players if isinstance(obj, Observation) else obj.table.players


def _rule28(obj: Observation | ZangaState) -> str:
    """Which card may force a matador (Art. 28, option ``art28``): read from the game's options,
    which every seat knows."""
    return game_for(obj.options).art28 if isinstance(obj, Observation) else obj.game.art28


def rule_abiding(obj: Observation | ZangaState, hand: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` that Arts. 27–28 allow on the trick, under the game's options."""
    return rules.legal_plays(hand, obj.trick, obj.trump, _rule28(obj))


def played_cards(obj: Observation | ZangaState) -> set[Card]:
    gone = set(obj.trick)
    for _leader, cards, _winner in obj.tricks:
        gone.update(cards)
    return gone


def sure_winner(card: Card, trump: str, gone: set[Card], hand: Sequence[Card]) -> bool:
    """No card still out (not played, not in ``hand``) beats ``card`` in its own suit."""
    suit = rules.suit_of(card, trump)
    order = rules.trumps(trump) if suit == trump else rules.plain(suit, trump)
    for c in order:
        if c == card:
            return True
        if c not in gone and c not in hand:
            return False
    return True


def sure_winners(hand: Sequence[Card], trump: str, gone: set[Card]) -> int:
    """How many of ``hand``'s trumps are certain to win, taken from the top."""
    count = 0
    for c in rules.trumps(trump):
        if c in gone:
            continue
        if c in hand:
            count += 1
        else:
            break
    return count


def _seat_order(obj: Observation | ZangaState, leader: int, n: int) -> tuple[int, ...]:
    return obj.seats_of(leader, n)


def proven_renuncio(obj: Observation | ZangaState, against: int) -> bool:
    """Whether the cards on the table prove a renuncio by side ``against``: a player who did not
    follow a suit has later played a card of it (what an attentive player notices)."""
    trump = obj.trump
    void: dict[int, set[str]] = {}
    for leader, cards, _w in (*tuple(obj.tricks), (obj.leader, obj.trick, -1)):
        if not cards:
            continue
        led = rules.suit_of(cards[0], trump)
        for seat, c in zip(_seat_order(obj, leader, len(cards)), cards, strict=False):
            suit = rules.suit_of(c, trump)
            if seat % 2 == against and suit in void.get(seat, ()):
                return True
            if suit != led and led != trump:
                void.setdefault(seat, set()).add(led)
    return False


# -- the easy policy (also the play-out policy of the searching bots) --------------------------------


class Thresholds:
    """Bidding thresholds on :func:`hand_value`."""

    def __init__(self, juego: float, solo: float, mandar: float, accept_solo: float, dentro: float) -> None:
        self.juego, self.solo, self.mandar, self.accept_solo, self.dentro = juego, solo, mandar, accept_solo, dentro


EASY = Thresholds(juego=3.0, solo=5.6, mandar=5.0, accept_solo=5.0, dentro=1.6)


def bid(obj: Observation | ZangaState, seat: int, th: Thresholds) -> str:
    hand, legal, _declarer, _solo = _mine(obj, seat)
    if "zanga" in legal:
        if _players(obj) == 6:  # six_dentro="descarte": taking the zanga only widens the choice
            return "zanga"
        seen = obj.zanga_seen if isinstance(obj, Observation) else obj.zanga
        return "zanga" if best_trump(seen)[1] > best_trump(hand)[1] else "propias"
    if legal and legal[0].startswith(DISCARD):
        return DISCARD + rules.text(discard(hand))
    value = best_trump(hand)[1]
    if "no" in legal:
        return "solo" if value >= th.accept_solo else "no"
    if legal == ("solo",):
        return "solo"
    if "mandar" in legal:
        return "mandar" if value >= th.mandar else legal[0]
    if len(legal) == 1:
        return legal[0]
    if value >= th.solo:
        return "solo"
    if value >= th.juego:
        return "juego"
    if "paso" in legal:
        return "paso"
    stones = obj.ledger[seat % 2]
    if "dentro" in legal and value < th.dentro and stones >= 6:
        return "dentro"
    return "juego"


def discard(hand: Sequence[Card]) -> Card:
    """The card whose loss leaves ``hand`` strongest (six players, after taking the zanga)."""
    return max(hand, key=lambda c: (best_trump([x for x in hand if x != c])[1], -DECK_INDEX[c]))


def play(obj: Observation | ZangaState, seat: int) -> str:
    """A card (or call) by rules of thumb; sees only ``seat``'s hand and the table."""
    hand, legal, declarer, _solo = _mine(obj, seat)
    trump = obj.trump
    gone = played_cards(obj)
    if "planto" in legal:
        return "todas" if sure_winners(hand, trump, gone) >= len(hand) else "planto"
    if "renuncio" in legal and proven_renuncio(obj, 1 - seat % 2):
        return "renuncio"
    if "conforme" in legal:
        return "conforme"
    if "cinco" in legal and sure_winners(hand, trump, gone) >= 3:
        return "cinco"
    if "todas" in legal and sure_winners(hand, trump, gone) >= len(hand):
        return "todas"
    cards = rule_abiding(obj, hand)
    strength = rules.strength
    if len(cards) == 1:
        return rules.text(cards[0])
    cheapest = min(cards, key=lambda c: strength(c, trump))
    trick = obj.trick
    if not trick:
        return rules.text(_lead(cards, hand, trump, gone, declarer % 2 == seat % 2))
    pos = rules.trick_winner(trick, trump)
    seats = _seat_order(obj, obj.leader, len(trick))
    partner_wins = seats[pos] % 2 == seat % 2
    active = (obj.players if isinstance(obj, Observation) else obj.table.players) - len(obj.out)
    last = len(trick) == active - 1
    if partner_wins and (last or sure_winner(trick[pos], trump, gone, hand)):
        return rules.text(cheapest)
    beating = [c for c in cards if rules.trick_winner((*trick, c), trump) == len(trick)]
    if beating:
        if last:
            return rules.text(min(beating, key=lambda c: strength(c, trump)))
        sure = [c for c in beating if sure_winner(c, trump, gone, hand)]
        return rules.text(min(sure or beating, key=lambda c: strength(c, trump)))
    return rules.text(cheapest)


def _lead(cards: Sequence[Card], hand: Sequence[Card], trump: str, gone: set[Card], declaring: bool) -> Card:
    my_trumps = [c for c in cards if rules.suit_of(c, trump) == trump]
    trumps_out = [c for c in rules.trumps(trump) if c not in gone and c not in hand]
    if declaring and my_trumps and trumps_out:
        top = max(my_trumps, key=lambda c: rules.strength(c, trump))
        if sure_winner(top, trump, gone, hand) or len(my_trumps) >= 4:
            return top
    plains = [c for c in cards if rules.suit_of(c, trump) != trump]
    winners = [c for c in plains if sure_winner(c, trump, gone, hand)]
    if winners:
        return max(winners, key=lambda c: rules.strength(c, trump))
    if plains:
        by_suit: dict[str, list[Card]] = {}
        for c in plains:
            by_suit.setdefault(rules.suit_of(c, trump), []).append(c)
        longest = max(by_suit.values(), key=len)
        return min(longest, key=lambda c: rules.strength(c, trump))
    return min(cards, key=lambda c: rules.strength(c, trump))


def policy(obj: Observation | ZangaState, seat: int, th: Thresholds = EASY) -> str:
    """The easy player's action for ``seat`` (``obj`` is its view, or a full state in a play-out)."""
    phase = obj.phase
    if phase == "auction":
        return bid(obj, seat, th)
    if phase == "trump":
        hand = _mine(obj, seat)[0]
        return f"triunfo:{best_trump(hand)[0]}"
    if phase in ("play", "todas", "review"):
        return play(obj, seat)
    legal = _mine(obj, seat)[1]
    return legal[0]


# -- determinization -----------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def game_for(options: Options) -> Zanga:
    return Zanga(options)


def determinize(view: Observation, rng: random.Random) -> ZangaState:
    """A full state consistent with everything ``view`` shows: the hidden cards dealt at random
    among the other seats and the zanga, respecting the cards each seat played and the suits it
    showed it lacks, then the hand's moves replayed.

    With six players, when the pie took the zanga and discarded (``six_dentro="descarte"``) and the
    viewer is someone else, the pie's slot holds the cards he kept and slot ``n`` his discards; his
    ten cards are then split at random into a dealt hand and a zanga, and the hidden discards named."""
    game = game_for(view.options)
    table = game.table
    n = table.players
    pie = (view.mano - 1) % n
    swapped = view.dentro == "zanga"
    hidden = sum(1 for m in view.moves if m == HIDDEN_DISCARD)
    discarding = swapped and table.zanga_size != table.hand_size
    zslot = n  # slot n is the zanga as dealt (or, when the discards are hidden, the discards)

    def play_slot(seat: int) -> int:
        return zslot if swapped and not discarding and seat == pie else seat

    capacity = [table.hand_size] * n + [table.zanga_size]
    if hidden:
        capacity[pie], capacity[zslot] = table.hand_size + table.zanga_size - hidden, hidden
    fixed: list[set[Card]] = [set() for _ in range(n + 1)]
    fixed[view.seat].update(view.dealt)
    if view.zanga_seen:
        fixed[zslot].update(view.zanga_seen)
    seen = set(view.dealt) | set(view.zanga_seen)  # all the viewer's cards: placed already
    forbidden: list[set[Card]] = [set() for _ in range(n + 1)]
    table_mode = game.table_mode
    trump = view.trump
    for leader, cards, _w in (*tuple(view.tricks), (view.leader, view.trick, -1)):
        if not cards:
            continue
        led = rules.suit_of(cards[0], trump)
        for pos, (seat, c) in enumerate(zip(_seat_order(view, leader, len(cards)), cards, strict=False)):
            slot = play_slot(seat)
            if c not in seen:
                fixed[slot].add(c)
            if table_mode or rules.suit_of(c, trump) == led:
                continue
            if led != trump:
                forbidden[slot].update(x for x in DECK if rules.suit_of(x, trump) == led)
            else:  # he held no trump that the card forcing matadores when he played obliged
                top = rules.arrastre_top(cards[:pos], trump, game.art28)
                forbidden[slot].update(x for x in rules.trumps(trump) if not rules.privileged(x, top, trump))
    if view.shown:
        for seat, hand in enumerate(view.shown):
            fixed[play_slot(seat)].update(hand)
    known = set().union(*fixed)
    unknown = [c for c in DECK if c not in known]
    free = [capacity[i] - len(fixed[i]) for i in range(n + 1)]
    slots = _assign(unknown, free, forbidden, rng)
    hands = [list(deck_order(fixed[i] | set(slots[i]))) for i in range(n + 1)]
    dealt, zanga = hands[:n], hands[n]
    moves = view.moves
    if hidden:
        discards = list(zanga)
        rng.shuffle(discards)
        pool = dealt[pie] + zanga
        rng.shuffle(pool)
        dealt[pie], zanga = list(deck_order(pool[:table.hand_size])), list(deck_order(pool[table.hand_size:]))
        named = iter(discards)
        moves = tuple(DISCARD + rules.text(next(named)) if m == HIDDEN_DISCARD else m for m in moves)
    state = game.start_hand(dealt, zanga, seed=0, deals=1, hand_no=view.hand_no, dealer=view.dealer,
                            mano=view.mano, ledger=view.start_ledger)
    for move in moves:
        state = state._apply(move)
    return state


def _assign(cards: list[Card], free: list[int], forbidden: list[set[Card]], rng: random.Random) -> list[list[Card]]:
    """Deal ``cards`` into slots with ``free`` room, avoiding ``forbidden``; most constrained first.
    Gives up the constraints after a few failed tries (they can be contradictory in table mode)."""
    for attempt in range(30):
        room = list(free)
        out: list[list[Card]] = [[] for _ in free]
        order = list(cards)
        rng.shuffle(order)
        if attempt < 29:
            order.sort(key=lambda c: sum(1 for i, f in enumerate(forbidden) if c not in f and room[i] > 0))
        ok = True
        for c in order:
            options = [i for i in range(len(room)) if room[i] > 0 and (attempt == 29 or c not in forbidden[i])]
            if not options:
                ok = False
                break
            weights = [room[i] for i in options]
            i = rng.choices(options, weights)[0]
            out[i].append(c)
            room[i] -= 1
        if ok:
            return out
    raise AssertionError("unreachable: the last attempt ignores the constraints")


def playout(state: ZangaState, rng: random.Random, th: Thresholds = EASY) -> ZangaState:
    """Play ``state`` to the end of its hand with the easy policy for every seat."""
    while state.phase not in ("deal", "over"):
        state = state._apply(policy(state, state.current_player, th))
    return state


def hand_value_for(state: ZangaState, side: int) -> int:
    """Stones ``side`` gained minus those the other side gained in the hand just settled."""
    assert state.result is not None
    return state.result.net(side) - state.result.net(1 - side)


# -- the bots ------------------------------------------------------------------------------------------


class ZangaBot:
    """A player of a given ``level``; :meth:`choose` takes a seat's view, ``bot(state)`` its state's."""

    def __init__(self, level: str, seed: int, play_budget: int = 0, bid_budget: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; valid: {', '.join(LEVELS)}")
        self.level, self.seed = level, seed
        self.play_budget, self.bid_budget = play_budget, bid_budget

    def __call__(self, state: ZangaState) -> str:
        return self.choose(state.observation(state.current_player))

    def choose(self, view: Observation) -> str:
        legal = view.legal
        if not legal:
            raise ValueError("this seat has nothing to decide")
        rng = random.Random(f"{self.level}/{self.seed}/{view.key()}")
        if len(legal) == 1:
            return legal[0]
        if self.level == "random":
            return rng.choice(honest_actions(view))
        th = EASY
        if self.level == "easy":
            return policy(view, view.seat, th)
        if view.phase == "play" and self.play_budget:
            return self._search(view, honest_actions(view), self.play_budget, rng, th)
        if (view.phase == "auction" and self.bid_budget and view.legal != ("zanga", "propias")
                and not view.legal[0].startswith(DISCARD)):
            return self._search(view, legal, self.bid_budget, rng, th)
        return policy(view, view.seat, th)

    def _search(self, view: Observation, actions: Sequence[str], budget: int, rng: random.Random,
                th: Thresholds) -> str:
        if len(actions) == 1:
            return actions[0]
        side = view.seat % 2
        totals = dict.fromkeys(actions, 0.0)
        samples = min(MAX_SAMPLES, max(2, budget // len(actions)))
        # The rule of thumb's choice starts ahead: a few noisy play-outs must not overturn it
        # unless they agree by a clear margin (PRIOR stones a hand on average).
        default = policy(view, view.seat, th)
        if default in totals:
            totals[default] += PRIOR * samples
        for i in range(samples):
            world = determinize(view, rng)
            for action in actions:
                end = playout(world._apply(action), random.Random(i), th)
                totals[action] += hand_value_for(end, side)
        return max(actions, key=lambda a: totals[a])


def honest_actions(view: Observation) -> list[str]:
    """The legal actions without revokes: in table mode bots never play an illegal card on purpose."""
    if not game_for(view.options).table_mode or view.phase != "play":
        return list(view.legal)
    cards = {rules.text(c) for c in rule_abiding(view, view.cards)}
    return [a for a in view.legal if a in cards or a not in {rules.text(c) for c in view.cards}]


#: Play-outs per decision (cards, auction) by level, kept small enough that a decision does not hold
#: up a page (``bench/bench_zanga.py`` times each level).
BUDGETS = {"random": (0, 0), "easy": (0, 0), "medium": (40, 40), "hard": (240, 200)}
#: Most deals sampled for one decision, so a choice between two actions does not replay hundreds.
MAX_SAMPLES = 80
PRIOR = 1.0


def make_bot(level: str = DEFAULT_LEVEL, seed: int = 0) -> ZangaBot:
    """The bot of ``level`` (``random``, ``easy``, ``medium`` or ``hard``) seeded with ``seed``."""
    if level not in BUDGETS:
        raise ValueError(f"unknown level {level!r}; valid: {', '.join(LEVELS)}")
    play_budget, bid_budget = BUDGETS[level]
    return ZangaBot(level, seed, play_budget, bid_budget)


def bots_for(levels: Sequence[str], seed: int) -> list[ZangaBot]:
    """One bot per seat, seeded apart."""
    return [make_bot(level, seed * 31 + seat) for seat, level in enumerate(levels)]


def run_hand(state: ZangaState, bots: Sequence[ZangaBot]) -> ZangaState:
    """Play ``state`` until the hand is settled, each seat's bot deciding from its view."""
    return played_hand(state, bots)[0][-1]


def played_hand(state: ZangaState, bots: Sequence[ZangaBot]) -> tuple[list[ZangaState], list[tuple[int, str]]]:
    """:func:`run_hand`, kept: every state from ``state`` to the settlement, and the (seat, action)
    pairs played (what the coach's review reads)."""
    return played(state, bots, lambda now: now.phase not in ("deal", "over"))
