"""The offline Python runtime of the site: Pyodide and PyScript from ``node_modules`` (pinned by
``package-lock.json``), the engine as one zip, and the worker's entry file, copied once into
``build/html/_runtime/`` and shared by both languages. Nothing is fetched from anywhere else.

All the Python a page runs arrives compiled by the Pyodide it runs on: the engine zip carries its
bytecode, and Pyodide's ``python_stdlib.zip`` (sources of the whole standard library) is replaced by
the modules the site can import, as bytecode (see ``pyc.mjs`` for how they are chosen). And the
interpreter does not start from nothing: the worker loads Pyodide through ``rv-pyodide.mjs`` from a
memory snapshot of a Python that has already imported the engine (``snapshot.mjs``).
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
NODE_MODULES = ROOT / "node_modules"
BROWSER = Path(__file__).parent / "browser"

# Only what loads: no source maps, no node-only builds, no consoles. pyodide-lock.json is required
# (without it Pyodide fails to start with a JSON parse error).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
STDLIB = "python_stdlib.zip"
PYC = Path(__file__).parent / "pyc.mjs"
SNAPSHOT = Path(__file__).parent / "snapshot.mjs"
WALKTHROUGH = Path(__file__).parent / "walkthrough.py"
#: PyScript's own Python package, which the worker imports before the engine.
PYSCRIPT_STDLIB = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib"
WORKER_ENTRY = "rv-worker.py"
#: The module PyScript imports as its interpreter: the vendored Pyodide, started from the snapshot;
#: published as rv-pyodide-<hash>.mjs with the names of the engine zip, the snapshot and its reader
#: filled in.
LOADER = BROWSER / "rv-pyodide.mjs"
#: How the snapshot ships and how a page reads it (snapshot.mjs writes it with the same module);
#: published as rv-snapshot-<hash>.mjs.
READER = BROWSER / "rv-snapshot.mjs"


class RuntimeMissing(RuntimeError):
    pass


#: PyScript's modules that every page with examples loads as it starts: ``core`` and the chunks it
#: imports before it makes the worker. Named in the page's head (``<link rel="modulepreload">``), so
#: they download while the page is parsed instead of one after another.
PYSCRIPT_START = ("core", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")


@functools.cache
def pyscript_start() -> tuple[str, ...]:
    """The file names (content-hashed by PyScript's build) of :data:`PYSCRIPT_START`, in order."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    names = ["core.js"]
    for stem in PYSCRIPT_START:
        found = sorted(path.name for path in dist.glob(f"{stem}-*.js") if path.name[len(stem) + 1:-3].isalnum())
        if len(found) != 1:
            raise RuntimeMissing(f"@pyscript/core has {len(found)} files {stem}-*.js, not one: update PYSCRIPT_START")
        names += found
    return tuple(names)


def _copy_if_changed(source: Path, target: Path) -> None:
    if target.exists() and target.stat().st_size == source.stat().st_size and (
        target.stat().st_mtime >= source.stat().st_mtime
    ):
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def engine_zip() -> tuple[bytes, str]:
    """The engine package, its compiled catalogues and the browser bridge, as a reproducible zip
    (fixed timestamps, sorted entries), and the name it is published under (content-hashed, so a
    new engine is never hidden behind a cached old one)."""
    entries: list[tuple[str, Path]] = []
    for path in sorted((ROOT / "engine").rglob("*")):
        if path.is_file() and (path.suffix in (".py", ".mo")) and "__pycache__" not in path.parts:
            entries.append((path.relative_to(ROOT).as_posix(), path))
    entries.append(("reglas_browser.py", BROWSER / "reglas_browser.py"))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, path in entries:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    data = buffer.getvalue()
    return data, f"engine-{hashlib.sha256(data).hexdigest()[:10]}.zip"


class Published(NamedTuple):
    """What the pages name of the runtime: the engine zip, the snapshot ("" when there is none) and
    the interpreter module that loads them."""

    engine: str
    snapshot: str
    loader: str


def publish(target: Path) -> Published:
    """Copies the runtime into ``target`` (once; unchanged files are skipped) and returns what the
    pages name of it. Pyodide's standard library is replaced by the site's compiled one."""
    pyodide = NODE_MODULES / "pyodide"
    pyscript = NODE_MODULES / "@pyscript" / "core" / "dist"
    if not (pyodide / "pyodide.mjs").exists() or not (pyscript / "core.js").exists():
        raise RuntimeMissing("node_modules has no pyodide or @pyscript/core: run `npm ci` (make does it)")
    for path in sorted(pyscript.iterdir()):
        if path.suffix in (".js", ".css") and path.name != "service-worker.js":
            _copy_if_changed(path, target / "pyscript" / path.name)
    _copy_if_changed(BROWSER / WORKER_ENTRY, target / WORKER_ENTRY)
    data, name = engine_zip()
    engine, stdlib, snapshot = compiled(data)
    for file in PYODIDE_FILES:
        _copy_if_changed(stdlib if file == STDLIB and stdlib else pyodide / file, target / "pyodide" / file)
    if engine:
        data = engine.read_bytes()
        name = f"engine-{hashlib.sha256(data).hexdigest()[:10]}.zip"
    # Older files stay: a page built a moment ago may still name one. `make html` clears them first.
    if not (target / name).exists():
        (target / name).write_bytes(data)
    shot = ""
    if snapshot:
        shot = f"snapshot-{hashlib.sha256(snapshot.read_bytes()).hexdigest()[:10]}.gz"
        _copy_if_changed(snapshot, target / shot)
    reader = _publish_hashed(target, READER, READER.read_text("utf-8"))
    return Published(name, shot, _publish_loader(target, name, shot, reader))


def _publish_loader(target: Path, engine: str, snapshot: str, reader: str) -> str:
    """Writes the interpreter module with the names of the engine zip, the snapshot and its reader in it."""
    text = LOADER.read_text("utf-8")
    for constant, value in (("ENGINE", engine), ("SNAPSHOT", snapshot), ("READER", reader)):
        text, count = re.subn(rf'^const {constant} = "";', f"const {constant} = {json.dumps(value)};", text,
                              flags=re.MULTILINE)
        if count != 1:
            raise RuntimeError(f"{LOADER.name} has no line 'const {constant} = \"\";' to fill in")
    return _publish_hashed(target, LOADER, text)


def _publish_hashed(target: Path, source: Path, text: str) -> str:
    """Writes ``text`` (made from ``source``) under ``source``'s name with its content's hash in it."""
    name = f"{source.stem}-{hashlib.sha256(text.encode()).hexdigest()[:10]}{source.suffix}"
    if not (target / name).exists():
        (target / name).write_text(text, "utf-8")
    return name


def compiled(data: bytes) -> tuple[Path | None, Path | None, Path | None]:
    """The engine zip ``data`` as bytecode, the standard library the site imports as bytecode, both
    compiled by the same Pyodide in Node (``pyc.mjs``), and the gzipped memory snapshot of that
    Pyodide with the engine imported (``snapshot.mjs``): the page then compiles no Python source and
    does not start the interpreter when it starts. Cached per engine, Pyodide and PyScript. Without
    Node the runtime goes out as sources (and Pyodide's whole standard library), without a snapshot:
    it works, just slower to start."""
    inputs = hashlib.sha256(data)
    for path in (PYC, SNAPSHOT, READER, WALKTHROUGH, NODE_MODULES / "pyodide" / "package.json",
                 *sorted(PYSCRIPT_STDLIB.rglob("*.py"))):
        inputs.update(path.read_bytes())
    cache = ROOT / "build" / "pyc-cache" / inputs.hexdigest()[:16]
    engine, stdlib, snapshot = cache / "engine.zip", cache / STDLIB, cache / "snapshot.gz"
    if engine.exists() and stdlib.exists() and snapshot.exists():
        return engine, stdlib, snapshot
    cache.mkdir(parents=True, exist_ok=True)
    source = cache / "engine-sources.zip"
    source.write_bytes(data)
    steps = ([str(PYC), str(source), str(engine), str(stdlib), str(WALKTHROUGH), str(PYSCRIPT_STDLIB)],
             [str(SNAPSHOT), str(stdlib), str(engine), str(snapshot), str(WALKTHROUGH)])
    try:
        for step in steps:
            subprocess.run(["node", *step], check=True, cwd=ROOT, capture_output=True, text=True, timeout=600)
    except OSError as err:
        print(f"reglas_sphinx: no Node to compile Python for the browser ({err}); shipping sources", file=sys.stderr)
        return None, None, None
    except subprocess.CalledProcessError as err:
        stdlib.unlink(missing_ok=True)
        snapshot.unlink(missing_ok=True)
        raise RuntimeError(f"{Path(err.cmd[1]).name} failed: {err.stderr[-3000:]}") from err
    finally:
        source.unlink(missing_ok=True)
    for old in cache.parent.iterdir():  # the compiled runtime of an older engine
        if old != cache:
            shutil.rmtree(old, ignore_errors=True)
    return engine, stdlib, snapshot
