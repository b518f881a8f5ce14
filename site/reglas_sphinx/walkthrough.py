"""Drives the browser bridge through every live example and every full game, in both languages, the
way pages do: open it, play a legal move and an illegal one, use its commands, let the bot answer.

The build runs it in Pyodide (``pyc.mjs``) to learn which standard-library modules the site imports
while it plays, and again in the Pyodide started from the memory snapshot, on the compiled standard
library alone (``snapshot.mjs``), to check that nothing is missing and that the snapshot works.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

LEGAL = re.compile(r'rv-legal" data-rv-action="([^"]+)"')
COMMANDS = re.compile(r'data-rv-cmd="([^"]+)"(?![^>]*disabled)')
#: Full games that pages offer with fixed options, besides every game with its defaults.
VARIANTS = ["zapiti;opts=players:4"]
#: Commands that only change what the page shows, or that a page handles itself.
PAGE_ONLY = {"skip", "share"}


def run(handle: Callable[[str], str]) -> int:
    """Plays through every example and full game with ``handle`` (``reglas_browser.handle``) and
    returns the number of requests; raises if any answer is an error of the site."""
    import engine
    from engine.lessons import scenario

    requests = 0

    def call(**request: Any) -> dict[str, Any]:
        nonlocal requests
        requests += 1
        reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
        if reply.get("error"):
            raise RuntimeError(f"{request}: {reply['error']}")
        return reply

    for lang in ("es", "en"):
        for game in engine.names():
            for found in scenario.scenarios(game):
                reply = call(op="init", id="w", kind="example", scenario=found.id, lang=lang)
                call(op="act", id="w", action="?")  # refused, with its message
                for cmd in sorted(set(COMMANDS.findall(reply["html"])) - PAGE_ONLY):
                    call(op="cmd", id="w", cmd=cmd)
                call(op="cmd", id="w", cmd="reset")
                play(call, "w", reply)
        for game in [*engine.GAMES, *VARIANTS]:
            reply = call(op="init", id="g", kind="game", game=game, lang=lang)
            play(call, "g", reply, moves=2)
        call(op="init", id="g", kind="game", game="awari", lang=lang,
             shared="partida=awari;opts=first_player:south;seed=5;moves=D%20f&modo=people&nivel=easy")
    return requests


def play(call: Callable[..., dict[str, Any]], wid: str, reply: dict[str, Any], moves: int = 1) -> None:
    """The first legal move of widget ``wid``, ``moves`` times, each followed by the bot's answers."""
    for _ in range(moves):
        legal = LEGAL.findall(reply["html"])
        if not legal:
            return
        reply = call(op="act", id=wid, action=legal[0])
        while reply.get("bot_next"):
            reply = call(op="bot", id=wid)
