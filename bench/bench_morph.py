"""How a widget's view takes a reply, in Chromium: the one render path of ``rv-morph.js`` against
``innerHTML`` (the path every reply but the first took before), and, when given, against the DOM
morphing libraries ``idiomorph`` and ``morphdom`` as npm ships them.

The replies are real: the engine's own (``reglas_browser.handle``) for a full game of Awari (a move
and the bot's answer: holes change, the move list grows) and of Zápiti (cards leave the hand, the
table fills). Each is applied alternately with the one before it into a view of a page with the
site's stylesheets, and each apply is followed by a forced layout (what the reader waits for);
the figure is the median, over batches of 20 applies, of the mean time per apply. Bytes are the
files as shipped (and gzipped).

Run alone: ``python bench/bench_morph.py [--libs DIR]``, where DIR holds ``node_modules/idiomorph``
and ``node_modules/morphdom`` (e.g. ``cd /tmp/libs && npm install --no-save idiomorph morphdom``):
they are not dependencies of the site, only measured against it.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "site" / "reglas_sphinx" / "browser")]

STATIC = ROOT / "site" / "reglas_sphinx" / "static"
APPLIES = 400

# A module that defines window.rvApply[name](view, html) for every path measured.
HARNESS = """
window.rvApply = {
  innerHTML: (view, html) => { view.innerHTML = html; },
  "rv-morph.js": (view, html) => window.rvMorph(view, html),
};
if (window.Idiomorph) window.rvApply["idiomorph"] = (view, html) =>
  window.Idiomorph.morph(view, html, { morphStyle: "innerHTML" });
if (window.morphdom) window.rvApply["morphdom"] = (view, html) => {
  const next = view.cloneNode(false); next.innerHTML = html; window.morphdom(view, next);
};
"""

# Batches of applies (the browser's clock is coarse: 0.1 ms), the paths interleaved batch by batch so
# that none is favoured by the machine's mood; per path, the median batch's mean time per apply.
TIME = """([names, replies, applies]) => {
  const batch = 20, means = Object.fromEntries(names.map((name) => [name, []]));
  const views = Object.fromEntries(names.map((name) => {
    const view = document.createElement("div");
    view.className = "rv-view";
    document.querySelector(".rv-widget").append(view);
    view.innerHTML = replies[0];
    return [name, view];
  }));
  for (let i = 0; i < applies; i += batch) {
    for (const name of names) {
      const view = views[name], apply = window.rvApply[name];
      const started = performance.now();
      for (let j = i; j < i + batch; j++) {
        apply(view, replies[(j + 1) % replies.length]);
        void view.offsetHeight; // the layout the reader waits for
      }
      means[name].push((performance.now() - started) / batch);
    }
  }
  for (const view of Object.values(views)) view.remove();
  return Object.fromEntries(names.map((name) => {
    const sorted = means[name].sort((a, b) => a - b);
    return [name, sorted[sorted.length >> 1]];
  }));
}"""


def replies() -> dict[str, list[str]]:
    """Consecutive views of a full game per family, as the engine sends them."""
    import reglas_browser

    def call(**request: Any) -> dict[str, Any]:
        return json.loads(reglas_browser.handle(json.dumps(request)))  # type: ignore[no-any-return]

    found: dict[str, list[str]] = {}
    for game, shared, moves in (("awari", None, 6), ("zapiti", "zapiti;seed=1&modo=bot&nivel=medium", 6)):
        wid = f"bench-{game}"
        init: dict[str, Any] = {"op": "init", "kind": "game", "lang": "es", "game": game, "id": wid}
        if shared:
            init["shared"] = f"partida={shared}"
        reply = call(**init)
        views = [reply["html"]]
        while len(views) < moves:
            if reply.get("bot_next"):
                reply = call(op="bot", id=wid)
            else:
                legal = reply["html"].split('rv-legal" data-rv-action="')
                if len(legal) < 2:
                    break
                reply = call(op="act", action=legal[1].split('"')[0], version=reply.get("version"), id=wid)
            views.append(reply["html"])
        found[game] = views
    return found


def sizes(libs: Path | None) -> list[tuple[str, int, int]]:
    files = [("rv-morph.js", STATIC / "rv-morph.js")]
    if libs:
        files += [("idiomorph (dist/idiomorph.min.js)", libs / "node_modules/idiomorph/dist/idiomorph.min.js"),
                  ("morphdom (dist/morphdom-umd.min.js)", libs / "node_modules/morphdom/dist/morphdom-umd.min.js")]
    return [(name, len(data := path.read_bytes()), len(gzip.compress(data, 9)))
            for name, path in files if path.exists()]


def rows(libs: Path | None = None) -> list[tuple[str, str, str]]:
    from playwright.sync_api import sync_playwright

    views = replies()
    morph_module = (STATIC / "rv-morph.js").read_text(encoding="utf-8").replace("export ", "")
    css = "".join((STATIC / name).read_text(encoding="utf-8") for name in ("rv-widgets.css",))
    found: list[tuple[str, str, str]] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page()
        page.set_content(f'<!doctype html><html><head><style>{css}</style></head><body>'
                         f'<div class="rv-widget"></div></body></html>')
        page.add_script_tag(content=morph_module + "\nwindow.rvMorph = morph;")
        if libs:
            for script in ("idiomorph/dist/idiomorph.js", "morphdom/dist/morphdom-umd.js"):
                path = libs / "node_modules" / script
                if path.exists():
                    page.add_script_tag(path=str(path))
        page.add_script_tag(content=HARNESS)
        names = page.evaluate("Object.keys(window.rvApply)")
        for game, sequence in views.items():
            for _round in range(2):  # the first round warms the JIT; the second is reported
                times = page.evaluate(TIME, [names, sequence, APPLIES])
            for name in names:
                found.append((f"apply a {game} view ({len(sequence)} views): {name}", f"{times[name]:.3f} ms", ""))
        browser.close()
    for name, raw, packed in sizes(libs):
        found.append((f"bytes: {name}", f"{raw} B ({packed} B gzipped)", ""))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--libs", type=Path, help="a folder whose node_modules holds idiomorph and morphdom")
    args = parser.parse_args()
    for metric, value, _target in rows(args.libs):
        print(f"{metric:60} {value}")


if __name__ == "__main__":
    main()
