"""The offline Python runtime of the site: Pyodide and PyScript from ``node_modules`` (pinned by
``package-lock.json``), the engine as one zip, and the worker's entry file, copied once into
``build/html/_runtime/`` and shared by both languages. Nothing is fetched from anywhere else.

Every name a page asks for carries the hash of its content, so a browser keeps each file for good
(``serve.py`` says ``immutable``) and a revisit asks for none of them again: Pyodide and PyScript each
in a folder named after its files (``pyodide-<hash>/``, ``pyscript-<hash>/``: their own files keep
the names they import each other by), the rest in their file names (``engine-<hash>.zip``,
``snapshot-<hash>.bin``, ``rv-worker-<hash>.py``, ``rv-pyodide-<hash>.mjs``…). A new build's files sit
beside the old ones (a page built a moment ago may still name them); `make html` removes them first.

All the Python a page runs arrives compiled by the Pyodide it runs on: the engine zip carries its
bytecode, and Pyodide's ``python_stdlib.zip`` (sources of the whole standard library) is replaced by
the modules the site can import, as bytecode (see ``pyc.mjs`` for how they are chosen). And the
interpreter does not start from nothing: the worker loads Pyodide through ``rv-pyodide.mjs`` from a
memory snapshot of a Python that has already imported the engine (``snapshot.mjs``), with only the
part of the standard library that the snapshot does not hold (``python_stdlib-rest.zip``); the whole
of it and the engine zip are fetched only by a page that starts Python without the snapshot.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
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
#: What a page started from the snapshot loads instead of :data:`STDLIB` (snapshot.mjs).
STDLIB_REST = "python_stdlib-rest.zip"
#: The files of a compiled runtime (:class:`Compiled`), in its order.
OUTPUTS = ("engine.zip", STDLIB, STDLIB_REST, "snapshot.gz", "snapshot.br")
PYC = Path(__file__).parent / "pyc.mjs"
SNAPSHOT = Path(__file__).parent / "snapshot.mjs"
WALKTHROUGH = Path(__file__).parent / "walkthrough.py"
#: PyScript's own Python package, which the worker imports before the engine.
PYSCRIPT_STDLIB = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib"
WORKER_ENTRY = "rv-worker.py"
#: The module PyScript imports as its interpreter: the vendored Pyodide, started from the snapshot;
#: published as rv-pyodide-<hash>.mjs with the names of the engine zip, the snapshot, its reader,
#: Pyodide's folder and the standard library beyond the snapshot filled in.
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


PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"


@functools.cache
def pyscript_start() -> tuple[str, ...]:
    """The file names (content-hashed by PyScript's build) of :data:`PYSCRIPT_START`, in order."""
    dist = PYSCRIPT_DIST
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
    """What the pages name of the runtime: the engine zip, the snapshot ("" when there is none), the
    interpreter module that loads them, PyScript's folder and the worker's script."""

    engine: str
    snapshot: str
    loader: str
    pyscript: str = "pyscript"
    worker: str = WORKER_ENTRY


def _publish_folder(target: Path, stem: str, files: dict[str, Path]) -> str:
    """Copies ``files`` (name in the folder -> source) into ``target/<stem>-<hash of them all>/`` and
    returns the folder's name; folders of the same stem with another hash are removed (no page of
    this build names them)."""
    digest = hashlib.sha256()
    for name, source in sorted(files.items()):
        digest.update(name.encode() + b"\0" + hashlib.sha256(source.read_bytes()).digest())
    folder = f"{stem}-{digest.hexdigest()[:10]}"
    for name, source in files.items():
        _copy_if_changed(source, target / folder / name)
    for old in target.glob(f"{stem}*"):
        if old.is_dir() and old.name != folder:
            shutil.rmtree(old)
    return folder


def publish(target: Path) -> Published:
    """Copies the runtime into ``target`` (once; unchanged files are skipped) and returns what the
    pages name of it. Pyodide's standard library is replaced by the site's compiled one."""
    pyodide = NODE_MODULES / "pyodide"
    if not (pyodide / "pyodide.mjs").exists() or not (PYSCRIPT_DIST / "core.js").exists():
        raise RuntimeMissing("node_modules has no pyodide or @pyscript/core: run `npm ci` (make does it)")
    pyscript = _publish_folder(target, "pyscript", {
        path.name: path for path in PYSCRIPT_DIST.iterdir()
        if path.suffix in (".js", ".css") and path.name != "service-worker.js"})
    worker = _publish_hashed(target, BROWSER / WORKER_ENTRY, (BROWSER / WORKER_ENTRY).read_text("utf-8"))
    data, name = engine_zip()
    built = compiled(data)
    files = {file: pyodide / file for file in PYODIDE_FILES}
    if built:
        files[STDLIB] = built.stdlib
        files[STDLIB_REST] = built.rest
        data = built.engine.read_bytes()
        name = f"engine-{hashlib.sha256(data).hexdigest()[:10]}.zip"
    folder = _publish_folder(target, "pyodide", files)
    if not (target / name).exists():
        (target / name).write_bytes(data)
    shot = ""
    if built:
        shot = f"snapshot-{hashlib.sha256(built.snapshot.read_bytes()).hexdigest()[:10]}.bin"
        _copy_if_changed(built.snapshot, target / shot)
        # Its brotli copy, for a server that sends one (serve.py): dated as the file, as precompress.py
        # dates the copies it writes (it leaves this one alone: a .bin is none of its files).
        copy = target / f"{shot}.br"
        _copy_if_changed(built.brotli, copy)
        stat = (target / shot).stat()
        os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    reader = _publish_hashed(target, READER, READER.read_text("utf-8"))
    loader = _publish_loader(target, {"ENGINE": name, "SNAPSHOT": shot, "READER": reader, "PYODIDE": f"{folder}/",
                                      "STDLIB_REST": STDLIB_REST if built else ""})
    return Published(name, shot, loader, pyscript, worker)


def _publish_loader(target: Path, constants: dict[str, str]) -> str:
    """Writes the interpreter module with the names of the runtime's files in it."""
    text = LOADER.read_text("utf-8")
    for constant, value in constants.items():
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


class Compiled(NamedTuple):
    """The runtime as snapshot.mjs and pyc.mjs leave it (see :func:`compiled`)."""

    engine: Path
    stdlib: Path
    rest: Path
    snapshot: Path
    brotli: Path


def compiled(data: bytes) -> Compiled | None:
    """The engine zip ``data`` as bytecode, the standard library the site imports as bytecode, both
    compiled by the same Pyodide in Node (``pyc.mjs``), the part of that library the snapshot does not
    hold, and the memory snapshot of that Pyodide with the engine imported, gzipped and as brotli
    (``snapshot.mjs``): the page then compiles no Python source and does not start the interpreter
    when it starts. Cached per engine, Pyodide and PyScript. Without Node (``None``) the runtime goes
    out as sources (and Pyodide's whole standard library), without a snapshot: it works, just slower
    to start."""
    inputs = hashlib.sha256(data)
    for path in (PYC, SNAPSHOT, READER, WALKTHROUGH, NODE_MODULES / "pyodide" / "package.json",
                 *sorted(PYSCRIPT_STDLIB.rglob("*.py"))):
        inputs.update(path.read_bytes())
    cache = ROOT / "build" / "pyc-cache" / inputs.hexdigest()[:16]
    made = Compiled(*(cache / name for name in OUTPUTS))
    if all(path.exists() for path in made):
        return made
    # Compiled in a folder of its own, then renamed into place whole: a second build compiling the same
    # engine at the same time (the other test worker's) never reads a file still being written.
    cache.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(dir=cache.parent, prefix=f".{cache.name}."))
    source = work / "engine-sources.zip"
    source.write_bytes(data)
    out = Compiled(*(work / name for name in OUTPUTS))
    steps = ([str(PYC), str(source), str(out.engine), str(out.stdlib), str(WALKTHROUGH), str(PYSCRIPT_STDLIB)],
             [str(SNAPSHOT), str(out.stdlib), str(out.engine), str(WALKTHROUGH), str(work)])
    try:
        for step in steps:
            subprocess.run(["node", *step], check=True, cwd=ROOT, capture_output=True, text=True, timeout=900)
        source.unlink()
        try:
            os.rename(work, cache)
        except OSError:  # another build got there first, with the same bytes
            if not all(path.exists() for path in made):
                raise
    except OSError as err:
        if isinstance(err, FileNotFoundError) and err.filename == "node":
            print(f"reglas_sphinx: no Node to compile Python for the browser ({err}); shipping sources",
                  file=sys.stderr)
            return None
        raise
    except subprocess.CalledProcessError as err:
        raise RuntimeError(f"{Path(err.cmd[1]).name} failed: {err.stderr[-3000:]}") from err
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for old in cache.parent.iterdir():  # the compiled runtime of an older engine
        if old != cache and not old.name.startswith("."):
            shutil.rmtree(old, ignore_errors=True)
    return made
