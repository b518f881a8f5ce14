"""The offline Python runtime of the site: Pyodide and PyScript from ``node_modules`` (pinned by
``package-lock.json``), the engine as one zip, and the worker's entry file, copied once into
``build/html/_runtime/`` and shared by both languages. Nothing is fetched from anywhere else.
"""

from __future__ import annotations

import hashlib
import io
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NODE_MODULES = ROOT / "node_modules"
BROWSER = Path(__file__).parent / "browser"

# Only what loads: no source maps, no node-only builds, no consoles. pyodide-lock.json is required
# (without it Pyodide fails to start with a JSON parse error).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
WORKER_ENTRY = "rv-worker.py"


class RuntimeMissing(RuntimeError):
    pass


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


def publish(target: Path) -> str:
    """Copies the runtime into ``target`` (once; unchanged files are skipped) and returns the file
    name of the engine zip."""
    pyodide = NODE_MODULES / "pyodide"
    pyscript = NODE_MODULES / "@pyscript" / "core" / "dist"
    if not (pyodide / "pyodide.mjs").exists() or not (pyscript / "core.js").exists():
        raise RuntimeMissing("node_modules has no pyodide or @pyscript/core: run `npm ci` (make does it)")
    for name in PYODIDE_FILES:
        _copy_if_changed(pyodide / name, target / "pyodide" / name)
    for path in sorted(pyscript.iterdir()):
        if path.suffix in (".js", ".css") and path.name != "service-worker.js":
            _copy_if_changed(path, target / "pyscript" / path.name)
    _copy_if_changed(BROWSER / WORKER_ENTRY, target / WORKER_ENTRY)
    data, name = engine_zip()
    # Older zips stay: a page built a moment ago may still name one. `make html` clears them first.
    if not (target / name).exists():
        (target / name).write_bytes(with_bytecode(data, name))
    return name


def with_bytecode(data: bytes, name: str) -> bytes:
    """``data`` plus the engine's bytecode for the browser's Python, compiled by the same Pyodide in
    Node (``pyc.mjs``): the page then skips compiling ~150 kB of sources on every visit. Cached per
    engine; without Node the zip goes out as sources only, which works, just slower to start."""
    cache = ROOT / "build" / "pyc-cache" / name
    if cache.exists():
        return cache.read_bytes()
    cache.parent.mkdir(parents=True, exist_ok=True)
    source = cache.with_suffix(".src.zip")
    source.write_bytes(data)
    try:
        subprocess.run(["node", str(Path(__file__).parent / "pyc.mjs"), str(source), str(cache)],
                       check=True, cwd=ROOT, capture_output=True, timeout=300)
    except (OSError, subprocess.SubprocessError) as err:
        print(f"reglas_sphinx: engine bytecode not compiled ({err}); shipping sources only", file=sys.stderr)
        return data
    finally:
        source.unlink(missing_ok=True)
    return cache.read_bytes()
