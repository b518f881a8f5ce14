"""Reglas vivas: the rules of six traditional games, in pure Python.

The same files run in CPython (the build, the tests, the bots) and in the reader's browser (Pyodide).
This package imports nothing outside the standard library.

>>> import engine
>>> game = engine.load("awari", capture="backward")
>>> state = game.from_notation("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0")
>>> state.apply("D").notation()
'4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1 4,4,4,4,4,4/4,4,4,4,4,4:D'
"""

from __future__ import annotations

from typing import Any

from engine.i18n import Msg, Plural
from engine.rules.core import CHANCE, TERMINAL, Game, State
from engine.rules.errors import IllegalActionError, InvalidActionError, NotationError, OptionError, RuleRef, RulesError
from engine.rules.registry import GAMES, Registration, names, registered, registration

__all__ = [
    "CHANCE",
    "GAMES",
    "TERMINAL",
    "Game",
    "IllegalActionError",
    "InvalidActionError",
    "Msg",
    "NotationError",
    "OptionError",
    "Plural",
    "Registration",
    "RuleRef",
    "RulesError",
    "State",
    "game_class",
    "load",
    "names",
    "registered",
    "registration",
]


def game_class(name: str) -> type[Game[State]]:
    """The :class:`Game` subclass registered as ``name``; ``OptionError`` listing the valid names."""
    return registration(name).game


def load(name: str, preset: str | None = None, **options: Any) -> Game[State]:
    """The game ``name`` with ``options`` (validated; the source's reading where not given).

    >>> load("awari", preset="abapa").options.capture
    'backward'
    >>> load("awari", capture="sideways")
    Traceback (most recent call last):
    ...
    engine.rules.errors.OptionError: Regla 4: la opción «capture» no admite «sideways»; valores válidos: both, backward
    """
    return game_class(name).with_options(options, preset)
