"""Rules 8, 9 and 13: the truco ladder, the replies to a call and what a refusal pays.

A hand is worth 1 *chino*. Each rung of the ladder is a call, and its index is the *level*:

====  ============  =====  ====================
lvl   call          worth  refused (no quiero)
====  ============  =====  ====================
0     —             1      —
1     ``truco``     3      1
2     ``valen-6``   6      3
3     ``valen-9``   9      6
4     ``valen-12``  12     9
5     ``valen-15``  15     12
6     ``ahorrisi``  30     15
====  ============  =====  ====================

>>> worth(1), refused(1), worth(6), refused(6)
(3, 1, 30, 15)
>>> CALLS.index("valen-6"), next_call(0), next_call(5), next_call(6)
(2, 'truco', 'ahorrisi', None)

A refusal, or going *a casa* while a call is pending (rule 13, Q14), pays the caller's side the last
accepted value, which is the value of the rung below the call.
"""

from __future__ import annotations

#: Value of the hand at each level (rule 8); level 6, *ahorrisi*, decides the grande (Q7).
LADDER: tuple[int, ...] = (1, 3, 6, 9, 12, 15, 30)

#: The call that raises the hand to each level (index 0 is the opening value, no call).
CALLS: tuple[str, ...] = ("", "truco", "valen-6", "valen-9", "valen-12", "valen-15", "ahorrisi")

TOP = len(LADDER) - 1

#: Who may make the next call: anyone (before any call is accepted), one side (0 or 1), nobody.
ANYONE = -1
NOBODY = 2

#: How calls alternate: "alternas" (the Argentine convention, REC: after a side accepts only that side
#: may raise later, on its turn) or "una_vez" (the zapiti_app: one negotiation per hand, then no call).
RAISE_CHOICES = ("alternas", "una_vez")

#: A refused ahorrisi (rule 9, Q7): "quince" (REC: the caller scores 15, like any refusal, and wins
#: the grande only if that takes him to 30) or "partida" (the source word for word, "me llevo 15
#: chinos (finaliza la partida)": the caller scores 15 and the grande is his).
AHORRISI_CHOICES = ("quince", "partida")


def worth(level: int) -> int:
    """The value of a hand at ``level``."""
    return LADDER[level]


def refused(level: int) -> int:
    """What the caller's side scores when the call to ``level`` is refused (rule 9)."""
    return LADDER[level - 1]


def next_call(level: int) -> str | None:
    """The call that raises from ``level``; ``None`` at the top of the ladder."""
    return CALLS[level + 1] if level < TOP else None
