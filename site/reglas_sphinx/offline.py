"""The site offline: ``sw.js`` at the site's root, written by Workbox (``offline.mjs``, run by Node
once both languages are built) to precache every page of both languages and the runtime a page
starts from.

    python -m reglas_sphinx.offline [build/html]

The pages register it (``static/rv-classroom.js``); a new build changes the revision of the files
it changed, so the browser installs the new worker beside the old one and the page offers
"nueva versión: recargar" (until then the old build keeps being served whole).

What the offline copy holds of the runtime (:func:`choice`): what a page with examples fetches as it
starts, from the memory snapshot. Left out, and kept by the worker when a page first fetches them:
the engine zip and the whole standard library, which only a page that cannot start from the
snapshot fetches, and PyScript's modules that no page of the site loads (its editor, its terminal…).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from reglas_sphinx import runtime, serve

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).parent / "offline.mjs"
SITE = ROOT / "build" / "html"


def generate(site: Path = SITE) -> str:
    """Writes ``site/sw.js``; returns Workbox's summary line. Fails if a file was left out."""
    if not (site / "es" / "index.html").exists() or not (site / "en" / "index.html").exists():
        raise FileNotFoundError(f"{site} has not both languages built: run `make html`")
    done = subprocess.run(["node", str(SCRIPT), str(site.resolve()), json.dumps(choice(site))],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    if done.returncode:
        raise RuntimeError(f"offline.mjs failed:\n{done.stderr or done.stdout}")
    return done.stdout.strip()


def choice(site: Path) -> dict[str, object]:
    """What offline.mjs is told: the pattern of hashed names, the runtime files left out of the
    precache (globs), those added to it (PyScript's, which the pattern of the rest leaves out), and
    the type of each file by its suffix (serve.py's, for the files it bundles)."""
    left_out = ["_runtime/pyscript-*/**"]
    if any((site / "_runtime").glob("snapshot-*.bin")):  # else every page starts the ordinary way
        left_out += ["_runtime/engine-*.zip", f"_runtime/pyodide-*/{runtime.STDLIB}"]
    added = [f"{folder.relative_to(site).as_posix()}/{name}"
             for folder in (site / "_runtime").glob("pyscript-*") for name in runtime.pyscript_start()]
    return {"hashed": serve.HASHED.pattern, "leftOut": left_out, "added": added,
            "types": {suffix: kind for suffix, kind in serve.TYPES.items()}}


if __name__ == "__main__":
    print(generate(Path(sys.argv[1]) if len(sys.argv) > 1 else SITE))
