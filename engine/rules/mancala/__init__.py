"""The mancala games of the Elhuyar article (after Bell): Awari, Mbau, Vano and Hus.

They share one sowing core, :mod:`engine.rules.mancala.sowing`, and one read-only view of a position with
the notation pieces and options they all write alike, :mod:`engine.rules.mancala.state`; each game adds
its own rules (where a lap ends, what is captured, when the game is over) as a small ruleset on top.
"""

from __future__ import annotations

from engine.i18n import N_

#: Seat names of the two-sided mancala boards (seat 0 plays the near row, as in the figures).
SEAT_NAMES: tuple[str, str] = (N_("Sur"), N_("Norte"))
