"""The stones after a hand (Arts. 25, 29–33, 43–64; readings Z6–Z8 and Z11–Z14 of the pages).

D is the declaring side (the *nombrado*'s pair, or the solo player's), O the other, t D's tricks.

* **Sacada** (t ≥ 5, Art. 43): D takes the pot. O pays D 2 stones for each bonus: a solo (Art. 55),
  the estuche held by D (Art. 51), a *cinco* D called and made (Art. 48), *todas* (Art. 49).
* **Puesta** (t = 4, Art. 44): D puts into the pot as many stones as it holds (Art. 46 — which cites
  "artículo 47" where it means 44: an erratum its page points out); the pot carries to the next hand.
* **Codillo** (t ≤ 3, Art. 45): O takes the pot and D puts the same amount back (Art. 47, reading A
  of Z8: the pot keeps its size; ``art47="dobla"``: D pays O the pot's value and doubles it instead).
* On a puesta or codillo D also pays O 2 for a solo (Art. 62) and 2 for the estuche, whoever held
  it, if all the tricks were played (Art. 61, Z13; ``art61="contraria"``: only if O held it).
* *Cinco* and *todas* may be called by either side (Art. 50). Whoever called them collects 2 each
  when made, 4 with the estuche (Art. 52, which cites Arts. 49 and 48 where it means 48 and 51), 6
  with todas too (Art. 53); a failed cinco pays 2 (Art. 59 — which cites Art. 49 for the cinco,
  meaning 48); a failed todas forfeits the cinco's 2 (Art. 60, again citing 49 for 48). A solo
  player who fails his cinco on a sacada collects nothing for either (Art. 63). The estuche of a
  cinco made is paid to its caller even when he was the defender and the hand stopped after the
  cinco: Art. 52 names that case, and Art. 61's "siempre que se juegue el total de las ocho" is
  about a mere puesta or codillo.
* The *fianza* (when the pie went *dentro* and kept the zanga cards): to the pie's side on a sacada
  (Z6, ``art25_sacada="devolver"``: each side takes back its own), to O on a puesta or codillo
  (Art. 25), in addition to the puesta doubling (Z7, ``art25_puesta="en_lugar"``: instead of it).
  When the pie went back to his own cards it was lost at once, in the auction.
* A proven *renuncio* (table mode): the offending side loses the stones in play — the pot goes to
  the other side, and if the offender is D the hand is a codillo (Art. 29). If the offender is O, D
  takes the pot, and the solo and the estuche only if D has made its five tricks (Arts. 51, 55):
  Art. 29 gives "las piedras en juego", not the bonuses of a sacada. 2 more per renuncio of a
  matador, one where only a matador could have answered (Art. 30: "fuera de una de las piezas de
  estuche"; playing a matador where it was not allowed is an ordinary renuncio), and 2 more per
  renuncio to a side that had its 5 tricks (Art. 31).
  Art. 30 goes on: if the injured side "mostrase un juego con posibilidad de hacer las ocho bazas
  (ir a todas) cobrará en total cuatro piedras": a renuncio with a matador then pays 4 in all, the
  2 of the renuncio and 2 more (``art30``). Whether its cards could make all the tricks the game
  judges with every hand face up (:mod:`engine.rules.zanga.todas`) and tells the settlement as
  :attr:`Facts.sweep`.
* Art. 64 caps every item: no side collects more for it than it would have had to pay, that is than
  it held before the settlement (Z14: ``art64="despues"`` uses the holding at that point of the
  settlement). Arts. 33 and 57 are explicit cases of it and hold under either reading: a side that
  held no stone before the settlement collects nothing for the renuncio or for the solo, though it
  has just taken the pot. No side ever pays more than it holds.

>>> from engine.rules.zanga.stones import Ledger
>>> facts = Facts(declarer=0, tricks=(5, 3))
>>> result = settle(facts, Ledger(10, 15, 7), Rules())
>>> result.outcome, result.ledger
('sacada', Ledger(17, 15, pot=0, fianza=0+0))
>>> settle(Facts(declarer=0, tricks=(4, 4)), Ledger(12, 16, 4), Rules()).ledger   # puesta
Ledger(8, 16, pot=8, fianza=0+0)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from engine.i18n import N_, Msg, Plural

from .seating import BONUS, Seating
from .stones import ACCOUNT_NAMES, FIANZA_A, FIANZA_B, POT, Ledger

#: What each settlement item is called (Spanish msgids; English in ``zanga.po``).
CONCEPTS = {
    "pot": N_("piedras en juego"),
    "puesta": N_("puesta: se dobla el fondo"),
    "codillo": N_("codillo: se repone el fondo"),
    "fianza": N_("fianza"),
    "solo": N_("solo"),
    "estuche": N_("estuche"),
    "cinco": N_("pedir cinco"),
    "todas": N_("ir a todas"),
    "renuncio": N_("renuncio con matador"),
    "art30": N_("renuncio con matador ante un juego de todas"),
    "art31": N_("renuncio descubierto con la mano hecha"),
    "peticion": N_("petición de renuncio sin fundamento"),
}
OUTCOMES = {
    "sacada": N_("sacada"),
    "puesta": N_("puesta"),
    "codillo": N_("codillo"),
}
#: The article that defines each outcome.
OUTCOME_ARTICLES = {"sacada": "43", "puesta": "44", "codillo": "45"}


@dataclass(frozen=True)
class Rules:
    """The settlement's switchable readings (see the module docstring); defaults are the REC ones."""

    art25_sacada: str = "pie"
    art25_puesta: str = "ademas"
    art47: str = "repone"
    art61: str = "cualquiera"
    art64: str = "antes"
    table: Seating = field(default_factory=lambda: Seating.make(4))


@dataclass(frozen=True)
class Facts:
    """What happened in a hand, as far as the stones are concerned.

    ``tricks`` are per side (A, B); ``played`` is how many tricks were played (fewer than all when
    the hand stopped after a cinco, or on a proven renuncio). ``estuche`` is the side whose hands held
    the three matadores when play began (-1: neither). ``cinco`` is the side that called it (-1:
    nobody), ``cinco_made`` whether it was made (``None``: not decided when the hand stopped).
    ``offender`` is the side found guilty of a renuncio (-1: none proven); ``sweep`` whether the
    injured side's cards could have made every trick (Art. 30)."""

    declarer: int
    tricks: tuple[int, int]
    solo: bool = False
    dentro: str = ""
    played: int = 8
    estuche: int = -1
    cinco: int = -1
    cinco_made: bool | None = None
    todas: bool = False
    todas_made: bool | None = None
    offender: int = -1
    renuncios: int = 0
    matador_renuncios: int = 0
    sweep: bool = False


class _Move(NamedTuple):
    concept: str
    src: int  # the account paying (0, 1: the sides; then the pot and the fianzas, engine.rules.zanga.stones)
    dst: int  # the account paid
    moved: int  # stones


class Item(_Move):
    """One payment of a settlement: ``(concept, src, dst, moved)``, and the ``articles`` that cause
    it (numbers of the regulation, e.g. ``("44", "46")``; ``"64"`` last when Art. 64 capped it).

    >>> item = Item("solo", 1, 0, 2, ("55",))
    >>> item == ("solo", 1, 0, 2), item.articles
    (True, ('55',))
    """

    articles: tuple[str, ...]

    def __new__(cls, concept: str, src: int, dst: int, moved: int, articles: tuple[str, ...] = ()) -> Item:
        item = super().__new__(cls, concept, src, dst, moved)
        item.articles = articles
        return item

    def __repr__(self) -> str:
        return repr(tuple(self))


def articles_of(outcome: str, declarer: int, concept: str, dst: int, moved: int, cinco: int | None,
                cinco_paid: bool = False, estuche: int = -1) -> tuple[str, ...]:
    """The article(s) that cause a payment of ``concept`` to account ``dst`` in a settlement with
    this ``outcome`` and ``declarer`` side: ``cinco`` is the side that asked for cinco (``None``:
    not known, as in a settlement read back from its text), ``cinco_paid`` whether a cinco was paid
    to ``dst``, ``estuche`` the side that held the estuche (-1: neither, or not known). The estuche
    of a cinco made by the pair that held it is Art. 52's; paid by the declarers who held it to
    the pair that made a cinco en contra, with all the tricks played, it is Art. 61's.

    >>> articles_of("codillo", 0, "estuche", 1, 2, cinco=1, cinco_paid=True, estuche=1)
    ('52',)
    >>> articles_of("codillo", 0, "estuche", 1, 2, cinco=1, cinco_paid=True, estuche=0)
    ('61',)

    >>> articles_of("sacada", 0, "pot", 0, 7, None), articles_of("sacada", 0, "solo", 0, 2, None)
    (('43',), ('55',))
    >>> articles_of("codillo", 0, "cinco", 1, 1, cinco=0)   # a failed cinco, capped by Art. 64
    ('59', '64')
    """
    sacada = outcome == "sacada"
    if concept == "pot":
        found: tuple[str, ...] = ("43",) if sacada else ("47",)
    elif concept == "puesta":
        found = ("44", "46")
    elif concept == "codillo":
        found = ("45", "47")
    elif concept == "fianza":
        found = ("25",)
    elif concept == "solo":
        found = ("55",) if dst == declarer else ("62",)
    elif concept == "estuche":
        if sacada and dst == declarer:
            found = ("51",)
        elif dst == cinco == estuche and cinco_paid:
            found = ("52",)  # with the cinco made, en contra too (Art. 50)
        else:
            found = ("61",)
    elif concept == "cinco":  # made (Art. 48) or failed (Art. 59); unknown: both
        found = ("48", "59") if cinco is None else ("48",) if dst == cinco else ("59",)
    elif concept == "todas":
        found = ("49",)
    elif concept in ("renuncio", "art30"):
        found = ("30",)
    elif concept == "art31":
        found = ("31",)
    else:
        found = ("32",)
    if concept in ("solo", "estuche", "cinco", "todas", "renuncio", "art30", "art31") and moved < BONUS:
        found += ("64",)  # capped: no one collects more than he would have had to pay
    return found


def _with_articles(outcome: str, declarer: int, moves: list[tuple[str, int, int, int]],
                   cinco: int | None, estuche: int = -1) -> tuple[Item, ...]:
    """The payments of a settlement, each with its articles."""
    return tuple(
        Item(concept, src, dst, moved, articles_of(
            outcome, declarer, concept, dst, moved, cinco,
            cinco_paid=any(c == "cinco" and d == dst for c, _s, d, _n in moves), estuche=estuche))
        for concept, src, dst, moved in moves
    )


@dataclass(frozen=True)
class Settlement:
    """The result of a hand: its outcome, D, D's tricks, and every payment made."""

    outcome: str
    declarer: int
    tricks: int
    items: tuple[Item, ...]
    ledger: Ledger

    @property
    def article(self) -> str:
        """The article that defines the outcome (Arts. 43–45)."""
        return OUTCOME_ARTICLES[self.outcome]

    def to_text(self) -> str:
        """A token for the notation: ``sacada.0.5/pot.2.0.7/solo.1.0.2``."""
        head = f"{self.outcome}.{self.declarer}.{self.tricks}"
        return "/".join([head] + [f"{c}.{s}.{d}.{n}" for c, s, d, n in self.items])

    @classmethod
    def from_text(cls, text: str, ledger: Ledger) -> Settlement:
        head, *rest = text.split("/")
        outcome, declarer, tricks = head.split(".")
        if outcome not in OUTCOMES:
            raise ValueError(text)
        items = []
        for item in rest:
            concept, src, dst, moved = item.split(".")
            entry = (concept, int(src), int(dst), int(moved))
            if concept not in CONCEPTS or not (0 <= entry[1] < 5 and 0 <= entry[2] < 5 and entry[3] > 0):
                raise ValueError(text)
            items.append(entry)
        if int(declarer) not in (0, 1) or not 0 <= int(tricks) <= 8:
            raise ValueError(text)
        # The text does not say who asked for a cinco: a cinco paid cites Arts. 48 and 59.
        side = int(declarer)
        return cls(outcome, side, int(tricks), _with_articles(outcome, side, items, None), ledger)

    def describe(self) -> list[Msg]:
        """One line per payment, e.g. "sacada: A gana 7 (piedras en juego)", in either language."""
        lines: list[Msg] = [Plural("{outcome}: la pareja {side} hizo {n} baza",
                                   "{outcome}: la pareja {side} hizo {n} bazas", self.tricks,
                                   outcome=Msg(OUTCOMES[self.outcome]), side=ACCOUNT_NAMES[self.declarer])]
        for concept, src, dst, moved in self.items:
            lines.append(Msg(N_("{concept}: {n} de {src} a {dst}"), concept=Msg(CONCEPTS[concept]), n=moved,
                             src=ACCOUNT_NAMES[src], dst=ACCOUNT_NAMES[dst]))
        return lines

    def net(self, side: int) -> int:
        """Stones ``side`` gained (negative: lost) in this settlement, pot and fianza not counted."""
        return sum(n if d == side else -n if s == side else 0 for _, s, d, n in self.items)


def settle(facts: Facts, ledger: Ledger, rules: Rules) -> Settlement:
    """Pay everything a hand owes; see the module docstring for each rule and its article."""
    D, O = facts.declarer, 1 - facts.declarer  # noqa: E741 (the module docstring's D and O)
    before = ledger
    items: list[tuple[str, int, int, int]] = []

    def pay(concept: str, src: int, dst: int, amount: int, capped: bool = False) -> None:
        nonlocal ledger
        if capped:  # Art. 64: no more than the collector would have had to pay
            basis = before if rules.art64 == "antes" else ledger
            amount = min(amount, basis[dst])
        ledger, moved = ledger.move(src, dst, amount)
        if moved:
            items.append((concept, src, dst, moved))

    t = facts.tricks[D]
    outcome = rules.table.outcome(t)
    if facts.offender == D:
        outcome = "codillo"  # Art. 29: a renuncio by the declaring side is also a codillo
    elif facts.offender == O:
        outcome = "sacada"  # Art. 29: the defenders lose the stones in play to D

    # The stones in play (Arts. 43–47).
    pot = ledger.pot
    if outcome == "sacada":
        pay("pot", POT, D, pot)
    elif outcome == "puesta":
        if not (facts.dentro == "zanga" and rules.art25_puesta == "en_lugar"):
            pay("puesta", D, POT, pot)  # Art. 46
    elif rules.art47 == "repone":
        pay("pot", POT, O, pot)  # Art. 47, Z8 reading A
        pay("codillo", D, POT, pot)
    else:
        pay("codillo", D, O, pot)  # Z8 reading B
        pay("codillo", D, POT, pot)

    # The fianza (Arts. 21, 25; Z6, Z7).
    if facts.dentro == "zanga":
        if outcome == "sacada" and rules.art25_sacada == "devolver":
            pay("fianza", FIANZA_A, 0, ledger.fianza_a)
            pay("fianza", FIANZA_B, 1, ledger.fianza_b)
        else:
            winner = D if outcome == "sacada" else O
            pay("fianza", FIANZA_A, winner, ledger.fianza_a)
            pay("fianza", FIANZA_B, winner, ledger.fianza_b)

    # Bonuses and penalties of 2 (winner, concept), each capped by Art. 64.
    bonuses: list[tuple[str, int]] = []
    art63 = facts.solo and outcome == "sacada" and facts.cinco == D and facts.cinco_made is False
    made = t >= rules.table.sacada  # a sacada by a renuncio of O (Art. 29) may have fewer tricks
    if outcome == "sacada" and made:
        if facts.solo and not art63 and before[D] > 0:
            bonuses.append(("solo", D))  # Art. 55; Art. 57: nothing if D held no stone, whatever art64
        if facts.estuche == D:
            bonuses.append(("estuche", D))  # Art. 51
    elif outcome != "sacada":
        if facts.solo:
            bonuses.append(("solo", O))  # Art. 62
        all_played = facts.played == rules.table.hand_size
        if facts.estuche >= 0 and all_played and (rules.art61 == "cualquiera" or facts.estuche == O):
            bonuses.append(("estuche", O))  # Art. 61
    if facts.cinco >= 0:
        caller = facts.cinco
        if facts.cinco_made:
            if not (facts.todas and facts.todas_made is False):  # Art. 60
                bonuses.append(("cinco", caller))  # Arts. 48, 50
                if facts.todas and facts.todas_made:
                    bonuses.append(("todas", caller))  # Art. 49
            if facts.estuche == caller and ("estuche", caller) not in bonuses:
                bonuses.append(("estuche", caller))  # Art. 52, en contra too (Art. 50)
        elif facts.cinco_made is False and not art63:
            bonuses.append(("cinco", 1 - caller))  # Art. 59
    if facts.offender >= 0 and before[1 - facts.offender] > 0:  # Art. 33, whatever art64
        injured = 1 - facts.offender
        for _ in range(facts.matador_renuncios):
            bonuses.append(("renuncio", injured))  # Art. 30
            if facts.sweep:
                bonuses.append(("art30", injured))  # Art. 30: four in all against a hand for todas
        if facts.tricks[injured] >= rules.table.sacada:
            for _ in range(facts.renuncios):
                bonuses.append(("art31", injured))  # Art. 31
    for concept, winner in bonuses:
        pay(concept, 1 - winner, winner, BONUS, capped=True)

    cinco = facts.cinco if facts.cinco >= 0 else None
    return Settlement(outcome, D, t, _with_articles(outcome, D, items, cinco, facts.estuche), ledger)


def false_claim(claimer: int, ledger: Ledger, rules: Rules) -> tuple[Ledger, Item | None]:
    """Art. 32: an unproven renuncio claim costs the claiming side 2 stones (capped by Art. 64).

    >>> false_claim(0, Ledger(10, 1, 21), Rules())
    (Ledger(9, 2, pot=21, fianza=0+0), ('peticion', 0, 1, 1))
    """
    other = 1 - claimer
    amount = min(BONUS, ledger[other])
    ledger, moved = ledger.move(claimer, other, amount)
    return ledger, (Item("peticion", claimer, other, moved, ("32",)) if moved else None)
