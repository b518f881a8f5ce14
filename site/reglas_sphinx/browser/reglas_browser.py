"""The live examples' Python side, run in the reader's browser (a PyScript worker) and in the tests.

The page's script sends one JSON request per reader action to :func:`handle` and gets back the
widget's new HTML (made by :mod:`engine.table.render`, escaped there), the frames of any animation, and
what to store or share. This module only decodes a request, hands it to the widget's
:class:`engine.table.widget.Table` and encodes the reply: the games, their settings and their replies are
the engine's (:mod:`engine.table.widget`); nothing here touches the DOM.

Requests (``op``): ``init`` (``id``, ``kind`` = ``example`` | ``practice`` | ``game`` | ``set`` | ``review``, ``lang``
and ``scenario``, ``drill`` (with ``seed`` and a link's ``exercise``), ``game``, ``set`` or a review's ``due``, plus
``saved``/``shared`` for a full game; ``set_size``,
``saved_size``, ``shared_size`` instead of a text too long to send), then, answered by
:meth:`engine.table.widget.Table.handle`, ``act`` (``action``), ``answer``, ``cmd``, ``option`` /
``setting`` (``name``, ``value``), ``say`` (``text``: a line of the text mode), ``bot``, and a
practice's ``variants`` (``n``: one printed exercise per pupil).

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
import traceback
from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.rules.errors import RequestError, RulesError
from engine.table import widget
from engine.table.classtable import ClassBoard
from engine.table.review import Review

#: Longer requests are refused unread, in the page's language. The page never sends one: it caps
#: what the reader types (:data:`engine.table.textmode.MAX_LINE`) and sends only the size of a link, a
#: saved game or an exercise set too long to read (:data:`engine.table.widget.MAX_LINK`).
MAX_REQUEST = 60_000

WIDGETS: dict[str, widget.Widget | ClassBoard | Review] = {}
#: The page's language, from the widgets it started (a page has one): what a request that cannot be
#: read, or names no widget, is answered in.
PAGE = {"lang": "es"}

UNREADABLE = N_("la petición de la página no se entiende")


def dispatch(request: dict[str, Any]) -> dict[str, Any]:
    wid = str(request.get("id", ""))
    if request.get("op") == "init":
        WIDGETS[wid] = widget.open_widget(request)
        return WIDGETS[wid].reply()
    table = WIDGETS.get(wid)
    if table is None:
        raise RequestError(None, Msg(N_("la página pide un ejemplo que no se ha iniciado («{name}»)"), name=wid))
    return table.handle(request)


def handle(request_json: str) -> str:
    """One request in, one reply out, both JSON text. Never raises: a refusal or a fault comes back
    as ``error``, in the page's language."""
    lang = PAGE["lang"]
    try:
        if len(request_json) > MAX_REQUEST:
            raise RequestError(None, Plural("la petición tiene {n} carácter y no puede pasar de {most}",
                                            "la petición tiene {n} caracteres y no puede pasar de {most}",
                                            len(request_json), most=MAX_REQUEST))
        request = _read(request_json)
        lang = _language(request)
        return json.dumps(dispatch(request))
    except RulesError as err:  # a request refused, an example or a game that cannot be made
        return json.dumps({"error": err.text(lang)})
    except Exception:  # a fault of the engine: said in the page's language, its traceback on the console
        traceback.print_exc()
        return json.dumps({"error": Msg(N_("fallo interno del motor (los detalles están en la consola)")).text(lang)})


def _read(text: str) -> dict[str, Any]:
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        raise RequestError(None, Msg(UNREADABLE)) from None
    if not isinstance(request, dict):
        raise RequestError(None, Msg(UNREADABLE))
    return request


def _language(request: dict[str, Any]) -> str:
    """The language a request is answered in: its own (``init``), its widget's, else the page's."""
    if request.get("op") == "init":
        PAGE["lang"] = widget.language(request)
        return PAGE["lang"]
    table = WIDGETS.get(str(request.get("id", "")))
    return table.lang if table is not None else PAGE["lang"]
