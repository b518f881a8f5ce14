"""Refusals that name the article of the regulation they enforce.

>>> err = illegal("42", "tu pareja no tiene piedras: no puedes pasar")
>>> err.text("es")
'Art. 42: tu pareja no tiene piedras: no puedes pasar'
>>> err.rule
RuleRef(game='zanga', rule='42', kind='art')
"""

from __future__ import annotations

from typing import Any

from engine.i18n import Msg

from ..errors import IllegalActionError, RuleRef

GAME = "zanga"


def art(number: str) -> RuleRef:
    """Article ``number`` of the regulation: ``art("27")`` is shown as "Art. 27"."""
    return RuleRef(GAME, number, kind="art")


def illegal(number: str, msgid: str, **params: Any) -> IllegalActionError:
    """The refusal of an action that breaks article ``number``; ``msgid`` is Spanish, marked ``N_``
    where it is written."""
    return IllegalActionError(art(number), Msg(msgid, **params))
