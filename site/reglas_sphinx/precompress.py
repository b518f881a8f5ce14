"""Brotli and gzip copies of the built site, written beside each file (``file.br``, ``file.gz``) for
the classroom server (``serve.py``) to send to browsers that accept them: the wasm goes from 9.6 MB
to 2.7 MB on the wire, a page to a fifth.

    python -m reglas_sphinx.precompress [build/html]

Run by ``make html`` after ``sw.js`` is written (it is compressed too). Gzip with Python's own
``gzip``, brotli with Node's ``zlib`` (``precompress.mjs``; Python's standard library has none). A
copy is kept only where it saves at least a tenth (the snapshot, gzipped inside, gains nothing), and
carries its file's modification time, so that a server sends it only while the file is unchanged. A
file compressed before is not compressed again while its content is the same and its copies are
there (``precompress.json`` beside the site remembers each file's hash and the copies kept).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "html"
SCRIPT = Path(__file__).parent / "precompress.mjs"
SUFFIXES = {".html", ".css", ".js", ".mjs", ".json", ".wasm", ".svg", ".txt", ".py", ".zip", ".inv", ".xml"}
COPIES = (".br", ".gz")
SMALLEST = 1024  # bytes: below this, a copy saves less than its headers cost
WORTH = 0.9  # a copy is kept only if at most this fraction of its file


def candidates(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*") if p.is_file() and p.suffix in SUFFIXES
                  and p.stat().st_size >= SMALLEST and "_bench" not in p.relative_to(site).parts)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _keep(path: Path, copy: Path, size: int) -> bool:
    """Keeps ``copy`` dated as ``path`` if it pays; else removes it."""
    if size > path.stat().st_size * WORTH:
        copy.unlink(missing_ok=True)
        return False
    stat = path.stat()
    os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    return True


def precompress(site: Path = SITE, manifest_path: Path | None = None) -> str:
    """Writes the copies that are missing or out of date; returns a summary line."""
    manifest_path = manifest_path or site.parent / "precompress.json"
    try:
        manifest: dict[str, dict[str, object]] = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {}
    for copy in [p for s in COPIES for p in site.rglob("*" + s)]:  # of a file a new build left out
        original = copy.with_suffix("")
        if original.suffix in SUFFIXES and not original.exists():
            copy.unlink()
    files = candidates(site)
    # Each file's entry: its content's hash and the copies kept of it. It is compressed again when its
    # content changed, or when a copy kept is gone or no longer dated as it (a folder removed and made
    # again by the next build, a file written again).
    hashes = {str(p.relative_to(site)): digest(p) for p in files}

    def done(path: Path) -> bool:
        entry = manifest.get(str(path.relative_to(site)))
        return (isinstance(entry, dict) and entry.get("hash") == hashes[str(path.relative_to(site))]
                and entry.get("copies") == _copies(path))

    todo = [p for p in files if not done(p)]
    for path in todo:
        copy = path.with_name(path.name + ".gz")
        data = gzip.compress(path.read_bytes(), compresslevel=9, mtime=0)
        copy.write_bytes(data)
        _keep(path, copy, len(data))
    if todo:
        ran = subprocess.run(["node", str(SCRIPT), *map(str, todo)], capture_output=True, text=True, timeout=1200)
        if ran.returncode:
            raise RuntimeError(f"precompress.mjs failed:\n{ran.stderr or ran.stdout}")
        for name, size in json.loads(ran.stdout).items():
            path = Path(name)
            _keep(path, path.with_name(path.name + ".br"), size)
    state = {name: {"hash": hashes[name], "copies": _copies(site / name)} for name in hashes}
    manifest_path.write_text(json.dumps(state, indent=0, sort_keys=True), encoding="utf-8")
    plain = sum(p.stat().st_size for p in files)
    brotli = sum((p.with_name(p.name + ".br") if p.with_name(p.name + ".br").exists() else p).stat().st_size
                 for p in files)
    return (f"precompress: {len(todo)} of {len(files)} files compressed anew; "
            f"{plain / 1e6:.1f} MB, {brotli / 1e6:.1f} MB as brotli")


def _copies(path: Path) -> list[str]:
    """The suffixes of ``path``'s copies that are there and dated as it."""
    return [suffix for suffix in COPIES if path.with_name(path.name + suffix).exists()
            and path.with_name(path.name + suffix).stat().st_mtime_ns == path.stat().st_mtime_ns]


if __name__ == "__main__":
    print(precompress(Path(sys.argv[1]) if len(sys.argv) > 1 else SITE))
