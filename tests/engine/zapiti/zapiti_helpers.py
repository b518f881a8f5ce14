"""Helpers for the Zápiti tests: positions written as hands, and plays through the public API."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import engine
from engine.rules.zapiti.game import Zapiti, ZapitiState


def zapiti(**options: Any) -> Zapiti:
    """``engine.load("zapiti", **options)``, typed."""
    game = engine.load("zapiti", **options)
    assert isinstance(game, Zapiti)
    return game


def position(hands: str, *, points: str = "0-0", dealer: int | None = None, actions: str = "-",
             seed: int = 7, grandes: str = "0-0", **options: Any) -> ZapitiState:
    """A hand dealt as ``hands`` ("4b.3o.12c/7c.5e.6b", seat 0 first); seat 0 is mano by default."""
    game = zapiti(**options)
    n = game.num_players
    if dealer is None:
        dealer = n - 1
    return game.from_notation(f"{seed} 0 {dealer} {points} {grandes} {hands} {actions}")


def play(state: ZapitiState, moves: Iterable[str] | str) -> ZapitiState:
    """Applies ``moves`` (a list, or one string separated by spaces)."""
    if isinstance(moves, str):
        moves = moves.split()
    for move in moves:
        state = state.apply(move)
    return state


