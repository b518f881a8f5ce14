"""The one render path of the widgets (``rv-morph.js``), in Chromium, on the engine's own replies.

* Morphed into the view, every reply of a played game leaves exactly the DOM that parsing the reply
  gives, and so does every animation frame morphed into the board: the morph changes how, never what.
* A hole, card or button still there is the same node after the reply (so it keeps the focus), a
  ``<details>`` stays as the reader left it, and an unkeyed element is only morphed into one of its
  kind: the moves list that appears is open, as the engine draws it, not the keyboard list's state.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "site" / "reglas_sphinx" / "browser"))

import reglas_browser  # noqa: E402

MORPH = (ROOT / "site" / "reglas_sphinx" / "static" / "rv-morph.js").read_text(encoding="utf-8")

GAMES = [("awari", None), ("zapiti", "zapiti;opts=players:4&modo=bot"), ("zanga", None), ("hus", None)]


def call(**request: Any) -> dict[str, Any]:
    return json.loads(reglas_browser.handle(json.dumps(request)))  # type: ignore[no-any-return]


def played(game: str, shared: str | None, seed: int, moves: int = 30) -> tuple[list[str], list[str]]:
    """A game played at random: the view of each reply, and the board of each animation frame."""
    rng = random.Random(seed)
    wid = f"morph-{game}-{seed}"
    init: dict[str, Any] = {"op": "init", "kind": "game", "lang": "es", "game": game, "id": wid}
    if shared:
        init["shared"] = f"partida={shared}"
    reply = call(**init)
    views, frames = [reply["html"]], []
    for _ in range(moves):
        if reply.get("bot_next"):
            reply = call(op="bot", id=wid)
        else:
            legal = reply["html"].split('rv-legal" data-rv-action="')[1:]
            if legal:
                reply = call(op="act", action=rng.choice(legal).split('"')[0], version=reply.get("version"), id=wid)
            elif 'data-rv-cmd="continue"' in reply["html"]:
                reply = call(op="cmd", cmd="continue", id=wid)
            else:
                break
        views.append(reply["html"])
        frames += reply.get("frames", [])
    return views, frames


# The first view parsed, then each next one morphed in and compared with the same HTML parsed.
SAME_AS_PARSED = """views => {
  const view = document.getElementById('view');
  view.innerHTML = views[0];
  for (let i = 1; i < views.length; i++) {
    morph(view, views[i]);
    const parsed = view.cloneNode(false);
    parsed.innerHTML = views[i];
    if (!view.isEqualNode(parsed)) return i;
  }
  return null;
}"""


@pytest.fixture
def morph_page(page):  # type: ignore[no-untyped-def]
    page.set_content('<!doctype html><html><body><div class="rv-view" id="view"></div></body></html>')
    page.add_script_tag(content=MORPH.replace("export ", ""))
    return page


@pytest.mark.parametrize(("game", "shared"), GAMES)
def test_every_reply_morphed_is_the_reply_parsed(morph_page, game: str, shared: str | None) -> None:
    for seed in (1, 2):
        views, frames = played(game, shared, seed)
        assert len(views) > 10
        assert morph_page.evaluate(SAME_AS_PARSED, views) is None, f"{game}, seed {seed}: a view differs"
        assert morph_page.evaluate(SAME_AS_PARSED, frames or [""]) is None, f"{game}, seed {seed}: a frame differs"
    if game in ("awari", "hus"):
        assert frames, "the sowings are animated: their frames were compared too"


def test_the_same_button_keeps_the_focus_and_a_details_stays_as_the_reader_left_it(morph_page) -> None:
    first = call(op="init", kind="game", lang="es", game="awari", id="morph-focus")
    second = call(op="act", action="C", version=first.get("version"), id="morph-focus")
    third = call(op="bot", id="morph-focus")
    kept = morph_page.evaluate("""([a, b, c]) => {
      const view = document.getElementById('view');
      view.innerHTML = a;
      const hole = view.querySelector('[data-rv-action="D"]');
      hole.focus();
      view.querySelector('.rv-keyboard').open = true;
      morph(view, b);
      morph(view, c);
      return { same: view.querySelector('[data-rv-action="D"]') === hole, focused: document.activeElement === hole,
               keyboard: view.querySelector('.rv-keyboard').open, moves: view.querySelector('.rv-moves').open };
    }""", [first["html"], second["html"], third["html"]])
    assert kept == {"same": True, "focused": True, "keyboard": True, "moves": True}, kept
