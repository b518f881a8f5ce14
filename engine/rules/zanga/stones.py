"""Where the 32 stones are (Arts. 9–11): each side's holding, the pot and the fianza.

Stones belong to a side, not to a player (Art. 10). During a hand some of them are *in play* in the
centre (the pot, "las piedras en juego"), and when the pie goes *dentro* four more are set aside as
the *fianza* (Art. 21), two from each side (fewer from a side that has fewer, Art. 24). A
:class:`Ledger` is those five numbers; every payment is a :meth:`Ledger.move` between two of them,
so stones are never created or lost: the five always add up to 32.

>>> ledger = Ledger.start()
>>> ledger, ledger.total()
(Ledger(16, 16, pot=0, fianza=0+0), 32)
>>> ledger, paid = ledger.move(A, POT, 4)
>>> ledger, paid
(Ledger(12, 16, pot=4, fianza=0+0), 4)
>>> ledger.move(B, POT, 40)[1]      # a payment is capped by what the payer has (Art. 40)
16
"""

from __future__ import annotations

from typing import NamedTuple

from .seating import TOTAL_STONES

#: Accounts of the ledger: side A (seats 0, 2…), side B (seats 1, 3…), the pot, each side's fianza.
A, B, POT, FIANZA_A, FIANZA_B = range(5)
ACCOUNT_NAMES = ("A", "B", "pot", "fA", "fB")


class Ledger(NamedTuple):
    a: int
    b: int
    pot: int
    fianza_a: int = 0
    fianza_b: int = 0

    @classmethod
    def start(cls) -> Ledger:
        """Art. 10: sixteen stones for each side, nothing in the centre."""
        half = TOTAL_STONES // 2
        return cls(half, half, 0)

    def side(self, side: int) -> int:
        """What side 0 (A) or 1 (B) holds, not counting the pot or the fianza."""
        return self[side]

    def fianza(self) -> int:
        return self.fianza_a + self.fianza_b

    def total(self) -> int:
        return sum(self)

    def move(self, src: int, dst: int, amount: int) -> tuple[Ledger, int]:
        """Move up to ``amount`` stones from account ``src`` to ``dst``; returns the ledger and what
        was moved (never more than ``src`` holds: nobody pays stones he does not have)."""
        paid = max(0, min(amount, self[src]))
        if paid == 0 or src == dst:
            return self, 0
        values = list(self)
        values[src] -= paid
        values[dst] += paid
        return Ledger(*values), paid

    def winner(self) -> int | None:
        """Art. 11: the side that holds all 32 stones, if one does."""
        for side in (A, B):
            if self[side] == TOTAL_STONES:
                return side
        return None

    def to_text(self) -> str:
        """``"12,16,4,0,0"``: the five accounts, for the notation."""
        return ",".join(map(str, self))

    @classmethod
    def from_text(cls, text: str) -> Ledger:
        parts = text.split(",")
        if len(parts) != 5 or not all(p.isdigit() for p in parts):
            raise ValueError(text)
        return cls(*map(int, parts))

    def __repr__(self) -> str:
        return f"Ledger({self.a}, {self.b}, pot={self.pot}, fianza={self.fianza_a}+{self.fianza_b})"
