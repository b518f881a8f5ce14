"""Every live example of La Zanga: Arts. 1–30 (the cards, the stones, the deal, the auction, the
play) in :mod:`.scenarios_play`, Arts. 31–64 (renuncio, calls, settlement) in :mod:`.scenarios_hand`,
the game for six in :mod:`.scenarios_six`, the course's guided hand in :mod:`.scenarios_course`."""

from .scenarios_course import SCENARIOS as _COURSE
from .scenarios_hand import SCENARIOS as _HAND
from .scenarios_play import SCENARIOS as _PLAY
from .scenarios_six import SCENARIOS as _SIX

SCENARIOS = _PLAY + _HAND + _SIX + _COURSE
