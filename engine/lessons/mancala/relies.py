"""What a mancala example relies on, at least, read from its solution: a move of the reader's that
captures (or expels) needs the game's capture rule (:attr:`~engine.lessons.scenario.Scenario.relies`).

>>> from engine.lessons import scenario
>>> sorted(str(ref) for ref in least(scenario.get("awari.victoria")))
['awari Regla 4']
"""

from __future__ import annotations

from engine.rules.errors import RuleRef

from ..scenario import Scenario, captured

#: The rule that makes a move take stones, by game: Awari's capture, Mbau's expulsion, Vano's
#: «dónde cae la última piedra» (kutakata and the pair), Hus's capture.
CAPTURE_RULE = {"awari": "4", "mbau": "4", "vano": "4", "hus": "6"}


def least(found: Scenario) -> set[RuleRef]:
    """The rules ``found`` relies on that its solution shows, besides its own."""
    game = found.game_name
    takes = any(seat in found.seats and captured(after) for seat, _, _, after in found.played())
    rules = {RuleRef(game, CAPTURE_RULE[game])} if takes else set()
    return rules - {found.rule}
