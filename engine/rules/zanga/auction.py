"""The auction: who plays, alone or with a partner, with his own cards or the zanga's (Arts. 18–26,
40–42, 54, 56).

The players speak once each, to the right, starting with the *mano*; the last is the *pie*. The mano
has already put 4 stones in the pot (Art. 19, 40: done when the cards are dealt). What one may say:

* before anyone plays (stage ``open``): ``juego`` (I play, with my partner), ``solo`` (I play alone,
  Art. 54) or ``paso`` (costs a stone, Art. 41; not allowed to a side without stones, Art. 42 — and,
  reading Z17, not to a side that cannot pay it);
* the pie, when all the others passed, must play (Art. 21): ``juego``, ``solo``, or ``dentro`` — to
  look at the zanga cards, paying 1 stone to the pot and 2 to the fianza while the other side puts
  up 2 (or what it has, Art. 24); his side needs 3 stones for it (Art. 23). Then (stage ``look``)
  he plays with the ``zanga`` cards or his ``propias`` (own) cards, which forfeits the fianza at once
  (Art. 25). Solo and dentro do not combine (Z18). With six players dentro is allowed only with
  ``six_dentro="descarte"``: the pie looks at the four zanga cards and, if he takes them
  (``zanga``), holds ten cards and discards four of his choice one by one (stage ``descarte``; the
  game names each discard, ``descarte:7o``); the discards are the new zanga;
* after someone said ``juego`` (stage ``after``) each later opponent says ``juego`` (accepts, free:
  Z3) or ``mandar`` (orders the declarer to play solo, Art. 20); the declarer's partner has nothing
  to decide and is not asked (with ``art20="pagado"`` every later speaker instead pays a stone for
  his ``paso``, the literal reading of Art. 41; a speaker whose side has no stone may not pass and
  must play, Art. 42: he says ``juego``, for free, or orders the solo). Players who passed do not
  speak again (Z5);
* ordered to play solo (stage ``answer``), the declarer says at once ``solo`` or ``no`` (Art. 26);
  if he refuses, the player who ordered it plays solo himself (Z4; ``art26="forzado"``: he may not
  refuse). A voluntary solo ends the auction: there is nothing left to order.

:class:`Auction` is immutable; :meth:`Auction.step` returns the next auction and the payments the
word costs, as ``(account, account, stones)`` moves on the :class:`~engine.rules.zanga.stones.Ledger`.

>>> from engine.rules.zanga.stones import Ledger
>>> auction = Auction.start(Seating.make(4), mano=1)
>>> auction.speaker, auction.legal(Ledger(12, 16, 4))
(1, ('juego', 'solo', 'paso'))
>>> auction, pays = auction.step("paso", Ledger(16, 12, 4))
>>> auction.speaker, pays
(2, ((1, 2, 1),))
>>> auction, _ = auction.step("juego", Ledger(16, 11, 5))
>>> auction.speaker, auction.stage, auction.legal(Ledger(16, 11, 5))
(3, 'after', ('juego', 'mandar'))
>>> auction, _ = auction.step("mandar", Ledger(16, 11, 5))
>>> auction.speaker, auction.legal(Ledger(16, 11, 5))
(2, ('solo', 'no'))
>>> auction, _ = auction.step("no", Ledger(16, 11, 5))
>>> auction.done, auction.declarer, auction.solo
(True, 3, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.i18n import N_, Plural

from ..errors import IllegalActionError
from .refs import art, illegal
from .seating import DENTRO_FIANZA, DENTRO_POT, PASS_COST, Seating
from .stones import FIANZA_A, POT, Ledger

#: Every word of the auction.
WORDS = ("juego", "paso", "solo", "mandar", "no", "dentro", "zanga", "propias")

Payment = tuple[int, int, int]


@dataclass(frozen=True)
class Auction:
    """The auction so far. ``order`` is the speaking order (mano first, pie last) and ``pos`` the
    index in it of the next speaker; ``declarer`` is the *nombrado* once there is one."""

    table: Seating
    order: tuple[int, ...]
    pos: int = 0
    stage: str = "open"  # open, after, answer, look, descarte, done
    declarer: int = -1
    solo: bool = False
    orderer: int = -1  # who ordered the solo ("mandar"), if anyone
    dentro: str = ""  # "", "mirando", "zanga" or "propias"
    paid_pass: bool = False  # art20="pagado"
    may_refuse: bool = True  # art26="mandado"
    dentro_allowed: bool = True  # four players, or six with six_dentro="descarte"
    discards: int = 0  # cards the pie still has to discard after taking a smaller zanga (six players)

    @classmethod
    def start(
        cls, table: Seating, mano: int, *, art20: str = "gratis", art26: str = "mandado", dentro: bool = True
    ) -> Auction:
        return cls(
            table,
            table.order_from(mano),
            paid_pass=art20 == "pagado",
            may_refuse=art26 == "mandado",
            dentro_allowed=dentro,
        )

    # -- reading ------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.stage == "done"

    @property
    def speaker(self) -> int:
        """The seat that speaks next; ``-1`` once the auction is over."""
        if self.stage in ("answer", "look", "descarte"):
            return self.declarer
        if self.stage == "done":
            return -1
        return self.order[self.pos]

    @property
    def pie(self) -> int:
        """The last to speak (glossary: PIE); the dealer, from the second hand on."""
        return self.order[-1]

    def _is_pie_forced(self) -> bool:
        return self.stage == "open" and self.pos == len(self.order) - 1

    def legal(self, ledger: Ledger) -> tuple[str, ...]:
        """What the speaker may say, given the stones each side holds now."""
        seat = self.speaker
        side = seat % 2
        if self.stage == "open":
            if self._is_pie_forced():
                words = ["juego", "solo"]
                if self.dentro_allowed and ledger[side] >= DENTRO_POT + DENTRO_FIANZA:
                    words.append("dentro")
                return tuple(words)
            return ("juego", "solo", "paso") if ledger[side] >= PASS_COST else ("juego", "solo")
        if self.stage == "after":
            if self.paid_pass:
                # Art. 42: a pair without a stone for the pass must play: «juego», for free.
                stay = "paso" if ledger[side] >= PASS_COST else "juego"
                return (stay, "mandar") if side != self.declarer % 2 else (stay,)
            return ("juego", "mandar")
        if self.stage == "answer":
            return ("solo", "no") if self.may_refuse else ("solo",)
        if self.stage == "look":
            return ("zanga", "propias")
        if self.stage == "descarte":
            return ("descarte",)  # the game names the card: descarte:7o
        return ()

    def offered(self) -> tuple[str, ...]:
        """The words the speaker is offered now, legal or not: a page shows each as a button, and a
        word not legal now is refused with its article (:meth:`why_illegal`). Nothing while the pie
        discards: he lays down cards. The forced pie is offered ``dentro`` even where the variant
        does not allow it (six players, ``six_dentro="no"``): it is refused with Art. 21.

        >>> Auction.start(Seating.make(4), mano=1).offered()
        ('juego', 'solo', 'paso')
        """
        if self.stage == "open":
            if self._is_pie_forced():
                return ("juego", "solo", "paso", "dentro")
            return ("juego", "solo", "paso")
        if self.stage == "after":
            return ("juego", "paso", "mandar") if self.paid_pass else ("juego", "mandar")
        if self.stage == "answer":
            return ("solo", "no")
        if self.stage == "look":
            return ("zanga", "propias")
        return ()

    def why_illegal(self, word: str, ledger: Ledger) -> IllegalActionError:
        """The article that forbids ``word`` now (``word`` is one of :data:`WORDS`)."""
        side = self.speaker % 2
        if self.stage == "open":
            if word == "paso" and self._is_pie_forced():
                return illegal("21", N_("el pie no puede pasar: juega forzosamente cuando los demás han pasado"))
            if word == "paso":
                return illegal("42", N_("tu pareja no tiene piedras: no puedes pasar, tienes que jugar"))
            if word == "dentro" and not self._is_pie_forced():
                return illegal("21", N_("solo el pie, obligado a jugar porque todos han pasado, puede ir dentro"))
            if word == "dentro" and not self.dentro_allowed:
                return illegal("21", N_("en esta variante no se puede jugar con las cartas de la zanga"))
            if word == "dentro":
                return illegal(
                    "23", N_("para ir dentro tu pareja necesita al menos 3 piedras; tiene {n}"), n=ledger[side]
                )
            if word == "mandar":
                return illegal("20", N_("nadie se ha nombrado todavía: no hay a quién mandar solo"))
            if self._is_pie_forced():
                return illegal("21", N_("el pie, obligado a jugar, dice «juego», «solo» o «dentro»"))
            return illegal("18", N_("ahora se dice «juego», «solo» o «paso»"))
        if self.stage == "after":
            if word == "mandar":
                return illegal("20", N_("solo la pareja contraria al nombrado puede mandarle jugar solo"))
            if word == "solo":
                return illegal("54", N_("solo puede ir solo el mano o quien habla después de los que pasaron"))
            if word == "paso" and not self.paid_pass:
                return illegal("20", N_("ya hay jugador nombrado: acepta diciendo «juego» o mándale solo"))
            if word == "paso":
                return illegal("42", N_("tu pareja no tiene piedras: no puedes pasar, tienes que jugar"))
            return illegal("20", N_("ya hay jugador nombrado: pásate o mándale solo"))
        if self.stage == "answer":
            if word == "no":
                return illegal("26", N_("te han mandado solo y con esta regla no puedes negarte"))
            return illegal("26", N_("te han mandado solo: decide ya si vas solo («solo») o no («no»)"))
        if self.stage == "look":
            if word == "solo":
                return illegal("54", N_("quien va dentro no puede ir además solo"))
            return illegal("25", N_("has visto la zanga: juega con sus cartas («zanga») o con las tuyas («propias»)"))
        if self.stage == "descarte":
            return IllegalActionError(art("21"), Plural(
                "has tomado la zanga: descarta {n} carta, una a una («descarte:7o»)",
                "has tomado la zanga: descarta {n} cartas, una a una («descarte:7o»)", self.discards))
        return illegal("22", N_("la subasta ha terminado"))

    # -- changing -----------------------------------------------------------------------------
    def step(self, word: str, ledger: Ledger) -> tuple[Auction, tuple[Payment, ...]]:
        """The auction after the speaker says ``word`` (already checked legal), and its payments."""
        seat = self.speaker
        side = seat % 2
        if self.stage == "open":
            if word == "paso":
                return replace(self, pos=self.pos + 1), ((side, POT, PASS_COST),)
            if word == "solo":
                return replace(self, stage="done", declarer=seat, solo=True), ()
            if word == "dentro":
                other = 1 - side
                fianza = (
                    (side, POT, DENTRO_POT),
                    (side, FIANZA_A + side, DENTRO_FIANZA),
                    (other, FIANZA_A + other, DENTRO_FIANZA),  # Art. 24: or what it has
                )
                return replace(self, stage="look", declarer=seat, dentro="mirando"), fianza
            # juego
            return replace(self, declarer=seat)._after(self.pos), ()
        if self.stage == "after":
            if word == "mandar":
                return replace(self, stage="answer", orderer=seat), ()
            pays: tuple[Payment, ...] = ((side, POT, PASS_COST),) if word == "paso" else ()
            return self._after(self.pos), pays
        if self.stage == "answer":
            if word == "solo":
                return replace(self, stage="done", solo=True), ()
            return replace(self, stage="done", declarer=self.orderer, solo=True), ()
        if self.stage == "look":
            short = self.table.hand_size - self.table.zanga_size  # six players: 6 cards, a zanga of 4
            if word == "zanga" and short:
                return replace(self, stage="descarte", dentro=word, discards=self.table.zanga_size), ()
            return replace(self, stage="done", dentro=word), ()
        if self.stage == "descarte":
            left = self.discards - 1
            return replace(self, stage="descarte" if left else "done", discards=left), ()
        raise AssertionError(f"no word is legal when the auction is {self.stage}")

    def _after(self, pos: int) -> Auction:
        """Move on to the next later speaker who has something to decide, or end the auction."""
        for nxt in range(pos + 1, len(self.order)):
            seat = self.order[nxt]
            if self.paid_pass or seat % 2 != self.declarer % 2:
                return replace(self, stage="after", pos=nxt)
        return replace(self, stage="done", pos=len(self.order))
