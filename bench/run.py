"""All benchmarks, one table: ``make bench`` (after ``make html``).

Each ``bench/bench_*.py`` module exposes ``rows() -> [(metric, value, target)]``; this runs them in
order (engine first, browser last) plus the full bilingual build time, and prints one table.
Targets are printed beside the figures, never asserted: the tests stay free of timing.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]
ORDER = ["bench_engine", "bench_mancala", "bench_coach", "bench_zanga", "bench_zapiti", "bench_bots", "bench_ismcts",
         "bench_browser", "bench_serve"]


def build_rows() -> list[tuple[str, str, str]]:
    """Both languages from scratch (fresh doctrees and output), as `make html` runs them."""
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        for lang in ("es", "en"):
            subprocess.run(
                [sys.executable, "-m", "sphinx", "-c", str(ROOT), "-W", "-q", "-D", f"language={lang}",
                 "-d", f"{tmp}/doctrees/{lang}", str(ROOT / "tutorials"), f"{tmp}/html/{lang}"],
                check=True, cwd=ROOT,
            )
        elapsed = time.perf_counter() - started
    return [("full bilingual build (es + en, cold)", f"{elapsed:.1f} s", "< 60 s")]


def load(name: str):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def main() -> None:
    table: list[tuple[str, str, str]] = []
    for name in ORDER:
        if (ROOT / "bench" / f"{name}.py").exists():
            print(f"… {name}", file=sys.stderr, flush=True)
            table += load(name).rows()
        if name == "bench_bots":
            print("… build", file=sys.stderr, flush=True)
            table += build_rows()
    from table import print_table

    print_table(table)


if __name__ == "__main__":
    main()
