"""The facts of the table that differ between four players (the regulation) and six (its prologue).

The six-player game is described in one sentence of the prologue: two trios in alternating seats,
six cards each, four cards in the zanga, "the same rules". Everything else about it is our proposal
(``tutorials/zanga/seis.md`` marks each one as interpretation Z20) and lives here as parameters, so a
rule changed for six players changes in one place.

*Cinco* keeps Art. 48's words, the first **five** tricks in a row, because the prologue says the
regulation is the same (then *todas* is the sixth); option ``six_cinco=4`` scales it to six cards
instead. The sacada cannot keep its number: five of six would leave a hand of four tricks neither
sacada (Art. 43) nor puesta (Art. 44) nor codillo (Art. 45), so it is the majority, four.

Going *dentro* with six players (six cards against a four-card zanga) is option ``six_dentro``:
``"no"`` (the default) does not allow it; ``"descarte"`` lets the pie take the four
zanga cards and then discard four of his ten (see :mod:`engine.rules.zanga.auction`).

>>> four, six = Seating.make(4), Seating.make(6)
>>> four.hand_size, four.zanga_size, four.packet, four.sacada, four.cinco_run
(8, 8, 4, 5, 5)
>>> six.hand_size, six.zanga_size, six.packet, six.sacada, six.cinco_run
(6, 4, 3, 4, 5)
>>> four.outcome(5), four.outcome(4), four.outcome(3)
('sacada', 'puesta', 'codillo')
>>> six.outcome(4), six.outcome(3), six.outcome(2)
('sacada', 'puesta', 'codillo')
>>> four.partners(0), six.partners(1)
((2,), (3, 5))
"""

from __future__ import annotations

from dataclasses import dataclass

#: Art. 10: thirty-two stones, sixteen for each side.
TOTAL_STONES = 32
#: Art. 19 and 40: what the mano puts in the pot.
MANO_STAKE = 4
#: Art. 41: what a pass costs.
PASS_COST = 1
#: Art. 21, 23: going *dentro* costs one stone to the pot and two to the fianza.
DENTRO_POT, DENTRO_FIANZA = 1, 2
#: The size of every bonus and penalty (Arts. 30–32, 48–49, 51, 55, 59, 61–62).
BONUS = 2


@dataclass(frozen=True)
class Seating:
    """Seats ``0 … players-1``; play and speech go to the right, which is ``seat + 1``.

    Partners sit in alternate seats (Art. 2: A1 B1 A2 B2), so a seat's side is ``seat % 2``.
    """

    players: int
    hand_size: int  #: Art. 3: eight cards each (six with six players)
    zanga_size: int  #: Art. 3: eight cards in the zanga (four with six players)
    packet: int  #: Art. 13: dealt by fours (by threes with six players: 4 does not divide 6)
    sacada: int  #: Art. 43: tricks the declaring side needs to take the pot
    cinco_run: int  #: Art. 48: the run of first tricks that *cinco* promises
    cinco_after: int = 2  #: Art. 48: cinco is called by the winner of this trick, before the next

    @classmethod
    def make(cls, players: int, cinco_run: int | None = None) -> Seating:
        if players == 4:
            return cls(4, 8, 8, 4, 5, cinco_run or 5)
        if players == 6:
            return cls(6, 6, 4, 3, 4, cinco_run or 5)
        raise ValueError(f"La Zanga is played by 4 or 6, not {players}")

    @staticmethod
    def side(seat: int) -> int:
        """0 for seats 0, 2, 4 and 1 for seats 1, 3, 5: sides are fixed for the whole partida."""
        return seat % 2

    def partners(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(seat % 2, self.players, 2) if s != seat)

    def next(self, seat: int) -> int:
        """The seat to the right, who speaks and plays after ``seat``."""
        return (seat + 1) % self.players

    def next_playing(self, seat: int, out: tuple[int, ...] = ()) -> int:
        """The seat to the right of ``seat`` that plays, skipping those sitting ``out`` (Art. 58).

        >>> Seating.make(4).next_playing(0, out=(1,))
        2
        """
        nxt = (seat + 1) % self.players
        while nxt in out:
            nxt = (nxt + 1) % self.players
        return nxt

    def playing_order(self, leader: int, count: int, out: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The ``count`` seats that play from ``leader`` on, to the right, skipping those sitting
        ``out`` (a solo player's partners, Art. 58).

        >>> Seating.make(4).playing_order(3, 3, out=(1,))
        (3, 0, 2)
        """
        seats: list[int] = []
        seat = leader
        while len(seats) < count:
            if seat not in out:
                seats.append(seat)
            seat = (seat + 1) % self.players
        return tuple(seats)

    def order_from(self, first: int) -> tuple[int, ...]:
        """Every seat in speaking (and playing) order, starting with ``first``."""
        return tuple((first + i) % self.players for i in range(self.players))

    def outcome(self, tricks: int) -> str:
        """Arts. 43–45: *sacada* (enough tricks), *puesta* (an even split) or *codillo* (fewer)."""
        if tricks >= self.sacada:
            return "sacada"
        if 2 * tricks == self.hand_size:
            return "puesta"
        return "codillo"
