"""Every live example of La Zanga: Arts. 1–30 (the cards, the stones, the deal, the auction, the
play) in :mod:`.scenarios_play`, Arts. 31–64 (renuncio, calls, settlement) in :mod:`.scenarios_hand`."""

from .scenarios_hand import SCENARIOS as _HAND
from .scenarios_play import SCENARIOS as _PLAY

SCENARIOS = _PLAY + _HAND
