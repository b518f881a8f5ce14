"""What a Zápiti example relies on, at least, read from its solution: a round that a card of the
reader's wins needs the value of the cards, rule 5 (:attr:`~engine.lessons.scenario.Scenario.relies`).

>>> from engine.lessons import scenario
>>> sorted(str(ref) for ref in least(scenario.get("zapiti.valen")))
['zapiti Regla 5']
"""

from __future__ import annotations

from engine.rules.errors import RuleRef

from ..scenario import Scenario

RANKING = RuleRef("zapiti", "5")


def least(found: Scenario) -> set[RuleRef]:
    """The rules ``found`` relies on that its solution shows, besides its own."""
    return ({RANKING} if found.tricks_won_by_reader() else set()) - {found.rule}
