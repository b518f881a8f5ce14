"""Game options ("reglas locales") as validated, frozen data.

Each game declares its options once, with the source's reading as the default and the alternative
readings as named choices, each tied to the rule it concerns. Pages, share links and tests all go
through :meth:`OptionSpec.resolve`, so a typo anywhere is refused with the list of what is valid.

>>> spec = OptionSpec((Option("capture", "both", choices=("both", "backward")),))
>>> opts = spec.resolve({"capture": "backward"})
>>> opts.capture, opts.to_text()
('backward', 'capture:backward')
>>> spec.resolve({"capture": "sideways"})
Traceback (most recent call last):
...
engine.rules.errors.OptionError: la opción «capture» no admite «sideways»; valores válidos: both, backward

An integer option may list its valid numbers as ``choices``:

>>> seats = Option("players", 4, choices=(4, 6))
>>> seats.parse("6"), seats.parse(4)
(6, 4)
>>> seats.parse(5)
Traceback (most recent call last):
...
engine.rules.errors.OptionError: la opción «players» no admite «5»; valores válidos: 4, 6
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.i18n import N_, Msg

from .errors import OptionError, RuleRef


@dataclass(frozen=True)
class Option:
    """One switchable rule.

    ``choices`` lists the values of an enumerated option (strings); an integer option gives
    ``minimum``/``maximum`` instead, or ``choices`` when only some numbers are valid (then a value is
    checked against them, and given as text it is read as a number first). ``labels`` maps each choice
    to a Spanish description (a msgid), ``label`` describes the option itself, and ``rule`` is the
    article or rule it concerns.
    """

    name: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    label: str = ""
    labels: Mapping[Any, str] = field(default_factory=dict)
    rule: RuleRef | None = None

    def parse(self, value: Any) -> Any:
        """The validated value; accepts the text form too (``"0"`` for 0, ``"true"`` for True)."""
        if isinstance(self.default, bool):
            if isinstance(value, str) and value.lower() in ("true", "false", "1", "0", "yes", "no"):
                value = value.lower() in ("true", "1", "yes")
            if not isinstance(value, bool):
                raise self._bad(value, "true, false")
            return value
        if isinstance(self.default, int):
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise self._bad(value, self._range_text()) from None
            if isinstance(value, bool) or (isinstance(value, float) and value != number):
                raise self._bad(value, self._range_text())
            if (self.choices and number not in self.choices) or (
                self.minimum is not None and number < self.minimum) or (
                self.maximum is not None and number > self.maximum
            ):
                raise self._bad(value, self._range_text())
            return number
        if value not in self.choices:
            raise self._bad(value, ", ".join(map(str, self.choices)))
        return value

    def _range_text(self) -> str:
        """The valid values of an integer option: its ``choices``, or ``minimum…maximum``."""
        if self.choices:
            return ", ".join(map(str, self.choices))
        low = "" if self.minimum is None else str(self.minimum)
        high = "" if self.maximum is None else str(self.maximum)
        return f"{low}…{high}"

    def _bad(self, value: Any, valid: str) -> OptionError:
        return OptionError(
            self.rule,
            Msg(
                N_("la opción «{name}» no admite «{value}»; valores válidos: {valid}"),
                name=self.name,
                value=value,
                valid=valid,
            ),
        )


class Options(Mapping[str, Any]):
    """A frozen, validated set of option values; read them as attributes or as a mapping."""

    __slots__ = ("_spec", "_values")

    def __init__(self, spec: OptionSpec, values: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_spec", spec)
        object.__setattr__(self, "_values", dict(values))

    def __getattr__(self, name: str) -> Any:
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Options are frozen")

    def __getitem__(self, name: str) -> Any:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Options) and self._values == other._values

    def non_default(self) -> dict[str, Any]:
        """Only the values that differ from the source's reading, in declaration order."""
        return {o.name: self._values[o.name] for o in self._spec if self._values[o.name] != o.default}

    def to_text(self) -> str:
        """``name:value`` pairs of the non-default values, comma-separated (empty for the defaults)."""
        return ",".join(f"{k}:{_text(v)}" for k, v in self.non_default().items())

    def __repr__(self) -> str:
        return f"Options({self._values!r})"


def _text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@dataclass(frozen=True)
class OptionSpec:
    """All options of one game, and its named presets (bundles of options, such as ``abapa``)."""

    options: tuple[Option, ...]
    presets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options)

    def get(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        valid = ", ".join(o.name for o in self.options) or "—"
        raise OptionError(
            None, Msg(N_("opción desconocida «{name}»; opciones válidas: {valid}"), name=name, valid=valid)
        )

    def resolve(self, values: Mapping[str, Any] | None = None, preset: str | None = None) -> Options:
        """Defaults, then the preset's values, then ``values``; every name and value validated."""
        merged: dict[str, Any] = {o.name: o.default for o in self.options}
        if preset is not None:
            if preset not in self.presets:
                valid = ", ".join(self.presets) or "—"
                raise OptionError(
                    None,
                    Msg(N_("variante desconocida «{name}»; variantes válidas: {valid}"), name=preset, valid=valid),
                )
            merged.update(self.presets[preset])
        for name, value in (values or {}).items():
            merged[name] = self.get(name).parse(value)
        return Options(self, merged)

    def parse_text(self, text: str) -> Options:
        """The inverse of :meth:`Options.to_text`: ``"capture:backward,repetitions:2"``."""
        values: dict[str, str] = {}
        for item in filter(None, (part.strip() for part in text.split(","))):
            name, sep, value = item.partition(":")
            if not sep:
                raise OptionError(
                    None, Msg(N_("opción mal escrita «{item}»: se espera nombre:valor"), item=item)
                )
            values[name.strip()] = value.strip()
        return self.resolve(values)
