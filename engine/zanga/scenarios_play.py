"""Live examples of La Zanga (see engine/zanga/scenarios.py)."""

from __future__ import annotations

from engine.scenario import Scenario

SCENARIOS: tuple[Scenario, ...] = ()
