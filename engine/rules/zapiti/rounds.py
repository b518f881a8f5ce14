"""Rule 7: when a hand is decided, by counting *chicos* (the rounds, or *chicas*, of a hand).

A won round gives its side one chico; a tied round (*parda*) gives one to each side. After round 1
or round 2 the hand ends as soon as a side has two or more chicos and strictly more than the other;
after round 3 the side with more chicos wins, and equal counts mean the hand scores nothing.

Results are the side that won each round (0 or 1) or :data:`~engine.rules.zapiti.ranking.TIE`:

>>> A, B = 0, 1
>>> hand_result((A, A)), hand_result((A, TIE)), hand_result((TIE, A))
(0, 0, 0)
>>> hand_result((A,)) is None, hand_result((TIE,)) is None, hand_result((A, B)) is None
(True, True, True)
>>> hand_result((A, B, TIE)) == NO_POINTS, hand_result((TIE, TIE, TIE)) == NO_POINTS
(True, True)
>>> hand_result((TIE, TIE, B))
1

The two alternative readings of the seed (readings Q1 and Q2 of the rules page) are options:

>>> hand_result((A, TIE), second_tie="tercera") is None
True
>>> hand_result((A, B, TIE), third_tie="primera")
0
"""

from __future__ import annotations

from collections.abc import Sequence

from .ranking import TIE

#: A hand that ended with equal chicos: nobody scores (rule 7, Q2).
NO_POINTS = -1

#: Q1: after a won first round and a tied second, "primera" (the first-round winner takes the hand
#: now, 2 chicos to 1) or "tercera" (round 3 decides; a tie there goes to the first-round winner).
SECOND_TIE_CHOICES = ("primera", "tercera")
#: Q2: a tied third round with one chico each: "nada" (the seed: no points) or "primera" (the
#: Argentine and Brazilian rule: the first-round winner takes the hand).
THIRD_TIE_CHOICES = ("nada", "primera")


def chicos(results: Sequence[int]) -> tuple[int, int]:
    """The chicos of each side after ``results``.

    >>> chicos((0, TIE, 1))
    (2, 2)
    """
    count = [0, 0]
    for result in results:
        if result == TIE:
            count[0] += 1
            count[1] += 1
        else:
            count[result] += 1
    return count[0], count[1]


def hand_result(results: Sequence[int], second_tie: str = "primera", third_tie: str = "nada") -> int | None:
    """The side that wins the hand, :data:`NO_POINTS`, or ``None`` while another round is needed."""
    played = len(results)
    if second_tie == "tercera" and played >= 2 and results[0] != TIE and results[1] == TIE:
        if played == 2:
            return None
        return results[2] if results[2] != TIE else results[0]
    ours, theirs = chicos(results)
    if played < 3:
        if ours >= 2 and ours > theirs:
            return 0
        if theirs >= 2 and theirs > ours:
            return 1
        return None
    if ours != theirs:
        return 0 if ours > theirs else 1
    if third_tie == "primera" and results[0] != TIE:
        return results[0]
    return NO_POINTS
