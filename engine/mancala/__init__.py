"""The mancala games of the Elhuyar article (after Bell): Awari, Mbau, Vano and Hus.

They share one sowing core, :mod:`engine.mancala.sowing`; each game adds its own rules (where a
lap ends, what is captured, when the game is over) as a small ruleset on top of it.
"""

from __future__ import annotations

from ..i18n import N_

#: Seat names of the two-sided mancala boards (seat 0 plays the near row, as in the figures).
SEAT_NAMES: tuple[str, str] = (N_("Sur"), N_("Norte"))
