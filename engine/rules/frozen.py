"""Immutable states made by copying: the one mechanism both card games' states use.

A state's attributes live in its ``__dict__``; :meth:`Frozen._evolve` copies that dict, applies the
changes and wraps the copy in a new object (the cheapest way to make the next state in CPython and
Pyodide alike), and assigning an attribute afterwards raises. A cache of something derived (the
legal actions) is the one thing written after construction, through :meth:`Frozen._remember`, and
is dropped by every :meth:`Frozen._evolve`.

>>> class Point(Frozen):
...     x: int
...     y: int
>>> p = Point._make(x=1, y=2)
>>> q = p._evolve(y=5)
>>> (p.x, p.y), (q.x, q.y)
((1, 2), (1, 5))
>>> p.x = 3
Traceback (most recent call last):
...
AttributeError: Point is immutable
"""

from __future__ import annotations

from typing import Any, TypeVar

F = TypeVar("F", bound="Frozen")

#: The attribute that caches a state's legal actions (``None`` until asked for).
LEGAL_CACHE = "_legal"


class Frozen:
    """Base of an immutable state: build with :meth:`_make`, derive with :meth:`_evolve`."""

    _legal: tuple[str, ...] | None

    @classmethod
    def _make(cls: type[F], **values: Any) -> F:
        new = object.__new__(cls)
        values.setdefault(LEGAL_CACHE, None)
        object.__setattr__(new, "__dict__", values)
        return new

    def _evolve(self: F, **changes: Any) -> F:
        new = object.__new__(type(self))
        values = dict(self.__dict__)
        values.update(changes)
        values[LEGAL_CACHE] = None
        object.__setattr__(new, "__dict__", values)
        return new

    def legal_actions(self) -> tuple[str, ...]:
        """The legal actions (:meth:`_compute_legal`), computed once per state."""
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
            self.__dict__["_legal"] = legal  # a cache: the state itself does not change
        return legal

    def _compute_legal(self) -> tuple[str, ...]:
        raise NotImplementedError

    def _remember(self, name: str, value: Any) -> None:
        """Cache ``value`` as ``name``: derived from the state, so the state itself does not change."""
        self.__dict__[name] = value

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")
