"""The site offline: ``sw.js`` at the site's root, written by Workbox (``offline.mjs``, run by Node
once both languages are built) to precache every page of both languages and the whole runtime.

    python -m reglas_sphinx.offline [build/html]

The pages register it (``static/rv-classroom.js``); a new build changes the revision of the files
it changed, so the browser installs the new worker beside the old one and the page offers
"nueva versión: recargar" (until then the old build keeps being served whole).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from reglas_sphinx import serve

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).parent / "offline.mjs"
SITE = ROOT / "build" / "html"


def generate(site: Path = SITE) -> str:
    """Writes ``site/sw.js``; returns Workbox's summary line. Fails if a file was left out."""
    if not (site / "es" / "index.html").exists() or not (site / "en" / "index.html").exists():
        raise FileNotFoundError(f"{site} has not both languages built: run `make html`")
    done = subprocess.run(["node", str(SCRIPT), str(site), serve.HASHED.pattern],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    if done.returncode:
        raise RuntimeError(f"offline.mjs failed:\n{done.stderr or done.stdout}")
    return done.stdout.strip()


if __name__ == "__main__":
    print(generate(Path(sys.argv[1]) if len(sys.argv) > 1 else SITE))
