"""The live examples' Python side, run in the reader's browser (a PyScript worker) and in the tests.

The page's script sends one JSON request per reader action to :func:`handle` and gets back the
widget's new HTML (made by :mod:`engine.render`, escaped there), the frames of any animation, and
what to store or share. This module only decodes a request, hands it to the widget's
:class:`engine.play.Table` and encodes the reply: the games, their settings and their replies are
the engine's (:mod:`engine.play`); nothing here touches the DOM.

Requests (``op``): ``init`` (``id``, ``kind`` = ``example`` | ``game`` | ``set``, ``lang`` and
``scenario``, ``game`` or ``set``, plus ``saved``/``shared`` for a full game), then, answered by
:meth:`engine.play.Table.handle`, ``act`` (``action``), ``answer``, ``cmd``, ``option`` /
``setting`` (``name``, ``value``) and ``bot``.

>>> import json
>>> reply = json.loads(handle(json.dumps({"op": "init", "id": "w1", "kind": "example",
...                                       "scenario": "awari.siembra", "lang": "en"})))
>>> "rv-board" in reply["html"], reply["bot_next"]
(True, False)
>>> reply = json.loads(handle(json.dumps({"op": "act", "id": "w1", "action": "Z"})))
>>> reply["message"]
'“Z” is not a move of awari'
"""

from __future__ import annotations

import json
from typing import Any

from engine import play
from engine.errors import RulesError

#: Longer requests are refused unread; the page never sends one (it sends only the size of a link
#: or a saved game too long for :data:`engine.play.MAX_LINK`).
MAX_REQUEST = 60_000

WIDGETS: dict[str, play.Table] = {}


def dispatch(request: dict[str, Any]) -> dict[str, Any]:
    wid = str(request.get("id", ""))
    if request.get("op") == "init":
        WIDGETS[wid] = play.open_table(request)
        return WIDGETS[wid].reply()
    return WIDGETS[wid].handle(request)


def handle(request_json: str) -> str:
    """One request in, one reply out, both JSON text. Never raises: errors come back as text."""
    try:
        if len(request_json) > MAX_REQUEST:
            raise ValueError("request too large")
        request = json.loads(request_json)
        return json.dumps(dispatch(request))
    except RulesError as err:  # an example or a game that cannot be made
        return json.dumps({"error": err.text(play.language(_safe_json(request_json)))})
    except Exception as err:  # a bug or a hostile request: report it in place, keep the page alive
        return json.dumps({"error": f"{type(err).__name__}: {err}"})


def _safe_json(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
