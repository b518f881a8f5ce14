"""The release artefact: the built site as one zip that any static host or school server serves as
it is, with a short README inside in both languages.

    python -m reglas_sphinx.dist [build/html] [build/reglas-vivas.zip]

``make dist`` builds the site first. The zip holds one folder, ``reglas-vivas/``, with the site's
root (``index.html``, ``sw.js``, ``es/``, ``en/``, ``_runtime/``) and ``LEEME-README.txt``; entries
are sorted and dated alike, so the same build gives the same zip.
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "html"
TARGET = ROOT / "build" / "reglas-vivas.zip"
FOLDER = "reglas-vivas"
README_NAME = "LEEME-README.txt"
LEFT_OUT = (".buildinfo", "objects.inv")  # the build's bookkeeping, of no use to a reader

README = """\
Reglas vivas
============

ESPAÑOL
-------
Esta carpeta es el sitio entero: las reglas de seis juegos en español (es/) y en inglés (en/), con sus
ejemplos vivos y el intérprete de Python que los ejecuta en el navegador (_runtime/). No necesita
internet ni ninguna cuenta, y nada de lo que se juega sale del ordenador.

Los ejemplos necesitan que el sitio se sirva desde un servidor web: abiertos con doble clic
(file://) se ven las páginas, pero los ejemplos no pueden arrancar. Con una sola orden, en esta
carpeta (la que contiene index.html):

  Windows (con Python instalado):                                py -m http.server 8000
                                                  (o bien)      python -m http.server 8000
  macOS (Terminal):                                              python3 -m http.server 8000
  Linux:                                                         python3 -m http.server 8000
  Con Node.js, en cualquier sistema:                             npx http-server -p 8000

y abre http://localhost:8000/ en el navegador. Para pararlo, Ctrl+C.

Otros ordenadores de la misma red pueden abrir http://IP-DE-ESTE-ORDENADOR:8000/ . Así el sitio
funciona, pero el navegador solo guarda la copia sin conexión en direcciones seguras (https:// o
http://localhost), así que para usarlo sin red en cada dispositivo conviene publicarlo con https.

En un alojamiento de páginas estáticas o en el servidor del centro, copia el contenido de esta
carpeta tal cual a la raíz del sitio (o a una subcarpeta): GitHub Pages, GitLab Pages, Netlify,
Cloudflare Pages, Apache, nginx, IIS… No hace falta ninguna cabecera especial. Los servidores
habituales ya envían .wasm como application/wasm y .mjs como text/javascript; si uno no lo hiciera
(algún IIS antiguo), añade esos dos tipos.

Sin conexión: la primera visita guarda el sitio entero en el navegador; cuando arriba de la página
pone «Disponible sin conexión», funciona aunque se corte la red. Si publicas una versión nueva, la
página avisa «Nueva versión: recargar».

ENGLISH
-------
This folder is the whole site: the rules of six games in Spanish (es/) and English (en/), with their
live examples and the Python interpreter that runs them in the browser (_runtime/). It needs no
internet and no account, and nothing played leaves the computer.

The examples need the site to be served by a web server: opened with a double click (file://) the
pages show, but the examples cannot start. With one command, in this folder (the one holding
index.html):

  Windows (with Python installed):                                py -m http.server 8000
                                                    (or else)   python -m http.server 8000
  macOS (Terminal):                                               python3 -m http.server 8000
  Linux:                                                          python3 -m http.server 8000
  With Node.js, on any system:                                    npx http-server -p 8000

then open http://localhost:8000/ in the browser. Ctrl+C stops it.

Other computers on the same network can open http://THIS-COMPUTER'S-IP:8000/ . The site works that
way, but browsers keep the offline copy only for secure addresses (https:// or http://localhost), so
to use it without a network on every device, publish it over https.

On a static web host or the school's server, copy the contents of this folder as they are to the
site's root (or a subfolder): GitHub Pages, GitLab Pages, Netlify, Cloudflare Pages, Apache, nginx,
IIS… No special headers are needed. Common servers already send .wasm as application/wasm and .mjs
as text/javascript; if one does not (some old IIS), add those two types.

Offline: the first visit saves the whole site in the browser; once the top of the page says
"Available offline", it works even if the network drops. When you publish a new version, the page
says "New version: reload".
"""


def build(site: Path = SITE, target: Path = TARGET) -> Path:
    """Writes the zip of ``site`` to ``target`` and returns its path."""
    for needed in ("index.html", "sw.js", "es/index.html", "en/index.html", "_runtime/pyodide/pyodide.mjs"):
        if not (site / needed).exists():
            raise FileNotFoundError(f"{site / needed} is missing: run `make html` first")
    files = sorted(p for p in site.rglob("*") if p.is_file() and p.name not in LEFT_OUT)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        entries = [(README_NAME, README.encode("utf-8"))]
        entries += [(path.relative_to(site).as_posix(), path.read_bytes()) for path in files]
        for name, data in entries:
            info = zipfile.ZipInfo(f"{FOLDER}/{name}", date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    partial.replace(target)
    return target


if __name__ == "__main__":
    args = [Path(a) for a in sys.argv[1:3]]
    made = build(*args)
    print(f"dist: {made} ({made.stat().st_size / 1048576:.1f} MB)")
