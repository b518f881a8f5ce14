"""Fixtures for the Zápiti tests (the helpers themselves live in ``zapiti_helpers``)."""

from __future__ import annotations

import pytest

import engine
from engine.rules.zapiti.game import Zapiti


@pytest.fixture
def game2() -> Zapiti:
    return engine.load("zapiti")  # type: ignore[return-value]


@pytest.fixture
def game4() -> Zapiti:
    return engine.load("zapiti", players=4)  # type: ignore[return-value]
