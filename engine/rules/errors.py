"""Errors that name the rule they enforce.

Every refusal carries a :class:`RuleRef` (game and article or rule number, the anchors the tutorial
pages use) and a :class:`~engine.i18n.Msg`, so a widget can say in the reader's language *which*
rule a move breaks:

>>> err = IllegalActionError(RuleRef("zanga", "27", kind="art"), Msg("debes servir al palo"))
>>> err.text("es")
'Art. 27: debes servir al palo'
>>> isinstance(err, ValueError)
True
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import N_, Msg


@dataclass(frozen=True)
class RuleRef:
    """A rule of a source text: ``RuleRef("awari", "5")`` is rule 5 of Awari, as its rules page numbers them.

    ``kind`` is ``"art"`` for the articles of a regulation (La Zanga) and ``"rule"`` for numbered
    rules (Zápiti, the mancala games). ``anchor`` is the id of its section in the tutorial pages.
    """

    game: str
    rule: str
    kind: str = "rule"

    def label(self) -> Msg:
        if self.kind == "art":
            return Msg(N_("Art. {n}"), n=self.rule)
        return Msg(N_("Regla {n}"), n=self.rule)

    @property
    def anchor(self) -> str:
        return f"{self.game}-{self.kind}-{self.rule}".replace(".", "-")

    def __str__(self) -> str:
        return f"{self.game} {self.label().text()}"


class RulesError(ValueError):
    """Base of the engine's refusals: a message, and the rule it comes from when there is one."""

    def __init__(self, rule: RuleRef | None, message: Msg) -> None:
        self.rule = rule
        self.message = message
        super().__init__(self.text())

    @property
    def msgid(self) -> str:
        return self.message.msgid

    def text(self, lang: str = "es") -> str:
        body = self.message.text(lang)
        if self.rule is None:
            return body
        return f"{self.rule.label().text(lang)}: {body}"


class InvalidActionError(RulesError):
    """The text is not an action of this game at all (``"Z"`` in Awari)."""


class IllegalActionError(RulesError):
    """A well-formed action that the rules forbid here; ``rule`` names the article it breaks."""


class NotationError(RulesError):
    """A position, record or share link that cannot be read."""


class RequestError(RulesError):
    """A request of the page that its widget cannot carry out (a command it does not have, a widget
    that is not there): never sent by the page itself, answered in the page's language all the same."""


class OptionError(RulesError):
    """An unknown option or a value it does not take; the message lists what is valid."""
