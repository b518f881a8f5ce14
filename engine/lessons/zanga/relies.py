"""What a La Zanga example relies on, at least, read from its solution: a trick that a card of the
reader's wins needs the article that ranks that card: the espadilla (Art. 4), the malilla (Art. 5),
the bastillo (Art. 6), any other card (Art. 8) (:attr:`~engine.lessons.scenario.Scenario.relies`).

>>> from engine.lessons import scenario
>>> sorted(str(ref) for ref in least(scenario.get("zanga.fallar")))
['zanga Art. 8']
"""

from __future__ import annotations

from engine.rules.errors import RuleRef
from engine.rules.zanga import rules

from ..scenario import Scenario

#: The section that tells how to read the table (``tutorials/zanga/index.md``): every example needs it.
LEGEND = "zanga-leyenda"


def least(found: Scenario) -> set[RuleRef]:
    """The rules ``found`` relies on that its solution shows, besides its own."""
    needed = {RuleRef("zanga", ranked_by(card, getattr(before, "trump", "") or ""), "art") for card, before
              in found.tricks_won_by_reader()}
    return needed - {found.rule}


def ranked_by(text: str, trump: str) -> str:
    """The article that ranks the card ``text`` with ``trump`` the trump suit."""
    card = rules.card(text)
    if card == rules.ESPADILLA:
        return "4"
    if card == rules.BASTILLO:
        return "6"
    return "5" if trump and card == rules.malilla(trump) else "8"
