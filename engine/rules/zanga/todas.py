"""Art. 30's hypothetical: could a side have made every trick ("ir a todas") with the cards it held?

Art. 30: "si la pareja o jugador perjudicado (en caso de jugar solo) mostrase un juego con
posibilidad de hacer las ocho bazas (ir a todas) cobrará en total cuatro piedras". At the table the
injured side shows its cards and the others judge. The engine judges it the way a careful table
would, with every hand face up (the cards were shown anyway after the claim, Art. 38): the side's
cards *could make all the tricks* when, from the hands as play began, with the trump named and the
same first leader, it takes every trick however the other side plays, both sides playing by
Arts. 27–28 (*double dummy*, as bridge players say). The side chooses its cards knowing everything;
so does the other side, to spoil the sweep.

This reading is ours (the regulation does not say how the table judges); no outside source confirms it.

The search is exact within a budget. It tries only one card of a run that nothing still in play
separates (the matadores, whose duties differ, each count alone), remembers positions between tricks
by who holds each card still in play (so it does not matter which of two such cards went first), and
stops early when the other side's trumps cannot all be beaten or ours cannot lose a trick. It gives
up after ``limit`` positions and then answers ``False``: a hand not shown to make every trick, which
may be one that could. Deals that need so many positions are rare, and mostly six-player ones.

>>> from engine.rules.zanga.rules import card
>>> def h(text): return tuple(card(c) for c in text.split())
>>> south = h("1e 7o 1b 1o 12o 11o 10o 2o")     # the eight best oros: every trick, whoever leads
>>> east, north = h("1c 2c 3c 4c 5c 6c 7c 10c"), h("2e 3e 4e 5e 6e 7e 10e 11e")
>>> west = h("12e 11c 12c 3o 4o 5o 6o 2b")
>>> can_take_all((south, east, north, west), leader=1, trump="o", side=0)
True
>>> can_take_all((south, east, north, west), leader=1, trump="c", side=0)   # copas trumps: no
False
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card
from . import rules


class _TooLong(Exception):
    pass


def can_take_all(
    hands: Sequence[Iterable[Card]],
    leader: int,
    trump: str,
    side: int,
    *,
    out: Iterable[int] = (),
    rule28: str = "salida",
    limit: int = 200_000,
) -> bool:
    """Whether ``side`` (0: seats 0, 2…; 1: seats 1, 3…) takes every trick from ``hands`` (one per
    seat, the seats in ``out`` sitting out) when ``leader`` leads the first and ``trump`` is named.

    >>> from engine.rules.zanga.rules import card
    >>> hands = [[card("1e")], [card("12c")], [card("3o")], [card("2c")]]
    >>> can_take_all(hands, leader=1, trump="o", side=0), can_take_all(hands, leader=1, trump="o", side=1)
    (True, False)
    """
    players = len(hands)
    skip = set(out)
    active = [s for s in range(players) if s not in skip]
    following = {}
    for i, seat in enumerate(active):
        following[seat] = active[(i + 1) % len(active)]
    rivals = sum(1 for seat in active if seat % 2 != side)
    start = tuple(tuple(sorted(hands[s], key=lambda c: -rules.strength(c, trump))) if s not in skip else ()
                  for s in range(players))
    suit_of, strength = rules.suit_of, rules.strength
    matadores = set(rules.matadores(trump))
    mark = {c: i for i, c in enumerate(rules.matadores(trump))}  # each matador keeps its name
    memo: dict[tuple[tuple[tuple[int, ...], ...], int], bool] = {}  # (shape, leader)
    budget = [limit]

    def candidates(hand: tuple[Card, ...], trick: tuple[Card, ...], place: dict[Card, int]) -> list[Card]:
        """The legal cards of ``hand``, strongest first, one per run of cards of a suit that no card
        still in play separates (``place``: each live card's place in its suit, highest 0)."""
        legal = rules.legal_plays(hand, trick, trump, rule28)
        picked: list[Card] = []
        last: dict[str, Card] = {}
        for c in legal:  # in the hand's order: strongest first
            suit = suit_of(c, trump)
            before = last.get(suit)
            last[suit] = c
            alike = before is not None and place[c] == place[before] + 1
            if alike and c not in matadores and before not in matadores:
                continue  # the same as the card above it
            picked.append(c)
        return picked

    def later(seat: int, n: int) -> list[int]:
        """The ``n`` seats that play after ``seat``."""
        seats = []
        for _ in range(n):
            seat = following[seat]
            seats.append(seat)
        return seats

    def between(hs: tuple[tuple[Card, ...], ...], lead: int) -> bool:
        if not hs[lead]:
            return True  # every trick taken
        # Positions that differ only in which of two cards nothing separates were kept are the same
        # game: remember them by who holds each live card, suit by suit, from the highest down.
        holder = {c: seat for seat, h in enumerate(hs) for c in h}
        live = sorted(holder, key=lambda c: -strength(c, trump))
        place: dict[Card, int] = {}
        count: dict[str, int] = {}
        shape: dict[str, list[int]] = {}
        for c in live:
            suit = suit_of(c, trump)
            place[c] = count.get(suit, 0)
            count[suit] = place[c] + 1
            shape.setdefault(suit, []).append(holder[c] + (100 * (1 + mark[c]) if c in mark else 0))
        key = (tuple(tuple(shape.get(x, ())) for x in rules.SUITS), lead)
        found = memo.get(key)
        if found is None:
            if not _may_sweep(hs, trump, side, rivals):
                found = False
            elif lead % 2 == side and _runs(hs, trump, side):
                found = True
            else:
                found = within(hs, lead, lead, (), place)
            memo[key] = found
        return found

    def within(hs: tuple[tuple[Card, ...], ...], lead: int, seat: int, trick: tuple[Card, ...],
               place: dict[Card, int]) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooLong
        if len(trick) == len(active):
            winner = lead
            for _ in range(rules.trick_winner(trick, trump)):
                winner = following[winner]
            return winner % 2 == side and between(hs, winner)
        hand = hs[seat]
        ours = seat % 2 == side
        cards = candidates(hand, trick, place)
        if ours and trick:
            holder = lead
            for _ in range(rules.trick_winner(trick, trump)):
                holder = following[holder]
            if holder % 2 == side:
                cards.reverse()  # a partner holds the trick: the lowest card first
            elif not any(s % 2 == side for s in later(seat, len(active) - len(trick) - 1)):
                # The last of ours to play while the other side holds the trick: win it now.
                n = len(trick)
                cards = [c for c in cards if rules.trick_winner((*trick, c), trump) == n]
        for c in cards:
            rest = (*hs[:seat], tuple(x for x in hand if x != c), *hs[seat + 1:])
            result = within(rest, lead, following[seat], (*trick, c), place)
            if result == ours:
                return ours  # ours: a card that sweeps; theirs: a card that spoils it
        return not ours

    try:
        return between(start, leader)
    except _TooLong:
        return False


def _runs(hands: Sequence[Sequence[Card]], trump: str, side: int) -> bool:
    """A quick yes: the other side has no trumps left and each of our cards beats every card they
    hold of its suit, so whichever of us leads, and whatever is played, we take every trick."""
    suit_of, strength = rules.suit_of, rules.strength
    best: dict[str, int] = {}
    for seat, hand in enumerate(hands):
        if seat % 2 != side:
            for c in hand:
                suit = suit_of(c, trump)
                if suit == trump:
                    return False
                best[suit] = max(best.get(suit, 0), strength(c, trump))
    return all(strength(c, trump) > best.get(suit_of(c, trump), 0)
               for seat, hand in enumerate(hands) if seat % 2 == side for c in hand)


def _may_sweep(hands: Sequence[Sequence[Card]], trump: str, side: int, rivals: int) -> bool:
    """A quick refusal, counting trumps. Every card is played by the last trick, and a trump of the
    other side must then meet a higher one of ours in its trick; one trick holds at most ``rivals``
    of theirs. So their ``i`` highest trumps need, above the lowest of them, at least
    ``ceil(i / rivals)`` of ours (for ``i = 1``: our best trump must beat theirs)."""
    strength, suit_of = rules.strength, rules.suit_of
    ours: list[int] = []
    theirs: list[int] = []
    for seat, hand in enumerate(hands):
        mine = seat % 2 == side
        for c in hand:
            if suit_of(c, trump) == trump:
                (ours if mine else theirs).append(strength(c, trump))
    ours.sort(reverse=True)
    theirs.sort(reverse=True)
    for i, t in enumerate(theirs, start=1):
        above = sum(1 for o in ours if o > t)
        if above * rivals < i:
            return False
    return True
