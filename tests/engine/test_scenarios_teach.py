"""Every live example of the six games teaches its rule: the build's check (:mod:`engine.lessons.audit`)
on each, in CPython."""

from __future__ import annotations

import pytest

from engine import names
from engine.lessons import scenario

from .scenario_checks import check_teaches

ALL = [found for game in names() for found in scenario.scenarios(game)]


@pytest.mark.parametrize("found", ALL, ids=lambda s: s.id)
def test_teaches_its_rule(found: scenario.Scenario) -> None:
    check_teaches(found)
