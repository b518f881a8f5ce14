"""The release artefact: the built site as one zip that any static host or school server serves as
it is, with a short README inside in both languages.

    python -m reglas_sphinx.dist [build/html] [build/reglas-vivas.zip]

``make dist`` builds the site first. The zip holds one folder, ``reglas-vivas/``, with the site's
root (``index.html``, ``sw.js``, ``es/``, ``en/``, ``_runtime/``), ``LEEME-README.txt`` and the
server that serves it (``servir.py``, ``qr.py``: ``serve.py`` and ``qr.py``, standard library only, and
``locales/en/LC_MESSAGES/reglas_sphinx.mo``: the English of its terminal, compiled from the site's
catalogue, which it reads with the standard library's gettext); entries are sorted and dated alike, so
the same build gives the same zip.
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

from reglas_sphinx import classroom

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "html"
TARGET = ROOT / "build" / "reglas-vivas.zip"
FOLDER = "reglas-vivas"
README_NAME = "LEEME-README.txt"
LEFT_OUT = (".buildinfo", "objects.inv")  # the build's bookkeeping, of no use to a reader
HERE = Path(__file__).parent
#: The classroom server (standard library only), its QR code and its English (the site's catalogue,
#: compiled), beside index.html: name in the zip, source.
ENGLISH = f"locales/en/LC_MESSAGES/{classroom.CATALOG}.mo"
SERVER_FILES = (("servir.py", "serve.py"), ("qr.py", "../../engine/table/qr.py"), (ENGLISH, ENGLISH))

README = """\
Reglas vivas
============

ESPAÑOL
-------
Esta carpeta es el sitio entero: las reglas de seis juegos en español (es/) y en inglés (en/), con sus
ejemplos vivos y el intérprete de Python que los ejecuta en el navegador (_runtime/). No necesita
internet ni ninguna cuenta, y nada de lo que se juega sale del ordenador.

Los ejemplos necesitan que el sitio se sirva desde un servidor web: abiertos con doble clic
(file://) se ven las páginas, pero los ejemplos no pueden arrancar. La carpeta trae su servidor,
servir.py, que solo necesita Python 3 (nada que instalar). En esta carpeta (la que contiene
index.html), una sola orden:

  Para este ordenador                      Para toda la clase (la red local)
  Windows:  py servir.py                   py servir.py --clase
  macOS:    python3 servir.py              python3 servir.py --clase
  Linux:    python3 servir.py              python3 servir.py --clase

Para este ordenador, abre http://localhost:8000/ en el navegador. Con --clase, la orden escribe la
dirección que deben abrir los alumnos (http://IP-DE-ESTE-ORDENADOR:8000/) y un código QR para la
cámara de las tabletas; cuenta los alumnos conectados y lo enviado. Sirve a 60 alumnos a la vez y
envía los archivos comprimidos (unos 7 MB la primera visita de una página con ejemplos). Para
pararlo, Ctrl+C. (En un solo ordenador también vale python3 -m http.server 8000, sin compresión.)

Lo que funciona en la red de la clase: todo, mientras este ordenador sirva el sitio. Lo que no: la
copia sin conexión. Los navegadores solo la guardan en direcciones seguras, https:// o
http://localhost, y http://IP-DE-ESTE-ORDENADOR no lo es; en los dispositivos de los alumnos no
aparece «Disponible sin conexión» y, si se corta la red o se apaga este ordenador, los ejemplos dejan
de funcionar. Si el centro quiere la copia sin conexión en cada dispositivo, que publique el sitio
con https: en el servidor del centro con un certificado (por ejemplo el de su dominio), o en un
alojamiento de páginas estáticas, que ya da https.

En un alojamiento de páginas estáticas o en el servidor del centro, copia el contenido de esta
carpeta tal cual a la raíz del sitio (o a una subcarpeta): GitHub Pages, GitLab Pages, Netlify,
Cloudflare Pages, Apache, nginx, IIS… No hace falta ninguna cabecera especial. Los servidores
habituales ya envían .wasm como application/wasm y .mjs como text/javascript; si uno no lo hiciera
(algún IIS antiguo), añade esos dos tipos.

Sin conexión (con https o en http://localhost): la primera visita guarda el sitio entero en el
navegador; cuando arriba de la página pone «Disponible sin conexión», funciona aunque se corte la red.
Si publicas una versión nueva, la
página avisa «Nueva versión: recargar».

ENGLISH
-------
This folder is the whole site: the rules of six games in Spanish (es/) and English (en/), with their
live examples and the Python interpreter that runs them in the browser (_runtime/). It needs no
internet and no account, and nothing played leaves the computer.

The examples need the site to be served by a web server: opened with a double click (file://) the
pages show, but the examples cannot start. The folder brings its own server, servir.py, which needs
only Python 3 (nothing to install). In this folder (the one holding index.html), one command:

  For this computer                        For the whole class (the local network)
  Windows:  py servir.py                   py servir.py --class
  macOS:    python3 servir.py              python3 servir.py --class
  Linux:    python3 servir.py              python3 servir.py --class

For this computer, open http://localhost:8000/ in the browser. With --class, the command prints the
address the pupils open (http://THIS-COMPUTER'S-IP:8000/) and a QR code for the tablets' cameras; it
counts the pupils connected and what it has sent. It serves 60 pupils at once and sends the files
compressed (about 7 MB for the first visit of a page with examples). Ctrl+C stops it. (On a single
computer, python3 -m http.server 8000 works too, without compression.)

What works on the classroom network: everything, while this computer serves the site. What does
not: the offline copy. Browsers keep it only for secure addresses, https:// or http://localhost, and
http://THIS-COMPUTER'S-IP is not one; the pupils' devices never say "Available offline", and if the
network drops or this computer is switched off, the examples stop. If the school wants the offline
copy on every device, it publishes the site over https: on the school's server with a certificate
(for instance its domain's), or on a static web host, which gives https already.

On a static web host or the school's server, copy the contents of this folder as they are to the
site's root (or a subfolder): GitHub Pages, GitLab Pages, Netlify, Cloudflare Pages, Apache, nginx,
IIS… No special headers are needed. Common servers already send .wasm as application/wasm and .mjs
as text/javascript; if one does not (some old IIS), add those two types.

Offline (over https or at http://localhost): the first visit saves the whole site in the browser;
once the top of the page says "Available offline", it works even if the network drops. When you
publish a new version, the page
says "New version: reload".
"""


def build(site: Path = SITE, target: Path = TARGET) -> Path:
    """Writes the zip of ``site`` to ``target`` and returns its path."""
    for needed in ("index.html", "sw.js", "es/index.html", "en/index.html", "_runtime/pyodide-*/pyodide.mjs"):
        if not any(site.glob(needed)):
            raise FileNotFoundError(f"{site / needed} is missing: run `make html` first")
    classroom.compile_catalogs()
    files = sorted(p for p in site.rglob("*") if p.is_file() and p.name not in LEFT_OUT)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        entries = [(README_NAME, README.encode("utf-8"))]
        entries += [(name, (HERE / source).read_bytes()) for name, source in SERVER_FILES]
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
