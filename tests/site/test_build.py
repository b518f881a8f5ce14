"""The build as a reader and a translator meet it: both languages, one runtime, nothing missing,
English complete (broken examples caught with page and line: test_directives.py)."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

import reglas_sphinx
from reglas_sphinx.runtime import Published

ROOT = Path(__file__).resolve().parents[2]
HTML = ROOT / "build" / "html"
LOCALES = ROOT / "tutorials" / "locales" / "en" / "LC_MESSAGES"


def built() -> Path:
    if not (HTML / "es" / "index.html").exists():
        pytest.fail("build/html is missing: run `make html` (make test does it)")
    return HTML


def test_both_languages_have_the_same_pages() -> None:
    html = built()
    pages = {lang: {p.relative_to(html / lang) for p in (html / lang).rglob("*.html")} for lang in ("es", "en")}
    assert pages["es"] == pages["en"]
    assert Path("awari/reglas.html") in pages["es"]


def test_a_new_engine_or_a_changed_extension_rereads_every_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pages keep what the extension made of their directives when they were read: an edit to it
    (a print sheet's markup, say) must reach every page on the next `make html`, not only a clean one."""
    app = SimpleNamespace(rv_runtime=Published("engine-1.zip", "snapshot-1.gz", "rv-pyodide-1.mjs"))
    env = SimpleNamespace(found_docs={"b", "a"})

    def outdated() -> list[str]:
        return reglas_sphinx.on_env_get_outdated(app, env, set(), set(), set())  # type: ignore[arg-type]

    assert outdated() == ["a", "b"] and outdated() == []
    monkeypatch.setattr(reglas_sphinx, "extension_digest", lambda: "edited")
    assert outdated() == ["a", "b"] and outdated() == []
    app.rv_runtime = Published("engine-2.zip", "snapshot-2.gz", "rv-pyodide-2.mjs")
    assert outdated() == ["a", "b"] and outdated() == []


def test_runtime_is_copied_once_and_only_what_loads() -> None:
    html = built()
    runtime = html / "_runtime"
    # Pyodide and PyScript each in one folder named by its content (a revisit asks for none of them)
    (pyodide,) = runtime.glob("pyodide*")
    (pyscript,) = runtime.glob("pyscript*")
    assert re.fullmatch(r"pyodide-[0-9a-f]{10}", pyodide.name) and re.fullmatch(r"pyscript-[0-9a-f]{10}", pyscript.name)
    assert (pyodide / "pyodide-lock.json").exists()
    assert (pyodide / "pyodide.asm.wasm").exists()
    assert (pyscript / "core.js").exists()
    assert len(list(runtime.glob("engine-*.zip"))) == 1
    assert not list(runtime.rglob("*.map")), "the runtime ships without source maps"
    assert not list(html.rglob("node_modules")), "node_modules is not copied"
    for lang in ("es", "en"):
        assert not list((html / lang).rglob("pyodide.asm.wasm")), "one runtime for both languages"


def test_both_languages_share_one_engine_zip() -> None:
    html = built()
    pages = {lang: (html / lang / "awari" / "reglas.html").read_text("utf-8") for lang in ("es", "en")}
    named = {lang: set(re.findall(r'data-rv-engine="([^"]+)"', page)) for lang, page in pages.items()}
    assert named["es"] == named["en"] == {p.name for p in (html / "_runtime").glob("engine-*.zip")}


def test_pages_with_examples_start_python_from_the_head_with_the_runtime_they_name() -> None:
    """The head loads rv-python.js (which starts Python once the body is parsed), preloads PyScript's
    start-up modules, and names one snapshot, shared by both languages, that was made for this very runtime."""
    import gzip
    import struct

    html = built()
    runtime = html / "_runtime"
    for lang in ("es", "en"):
        page = (html / lang / "awari" / "reglas.html").read_text("utf-8")
        head = page[:page.index("</head>")]
        assert re.search(r'src="../_static/rv-python.js\?v=[0-9a-f]{8}"', head)
        preloaded = re.findall(r'<link rel="modulepreload" href="../../_runtime/([^"]+)"', head)
        (pyscript,) = re.findall(r'data-rv-pyscript="(pyscript-[0-9a-f]{10})"', head)
        assert f"{pyscript}/core.js" in preloaded and all((runtime / name).is_file() for name in preloaded)
        (worker,) = re.findall(r'data-rv-worker="(rv-worker-[0-9a-f]{10}\.py)"', head)
        assert (runtime / worker).is_file()
        assert re.findall(r'data-rv-snapshot="([^"]+)"', head) == [p.name for p in runtime.glob("snapshot-*.bin")]
    shot = next(runtime.glob("snapshot-*.bin"))
    # Pyodide's whole memory, megabytes and half of it pages of zeros: it ships as the pages that
    # hold data (each run's start and length, then their bytes; rv-snapshot.mjs), gzipped, and beside
    # it as brotli (for a server that sends it so), dated as the file (serve.py sends no older copy)
    copy = shot.with_name(shot.name + ".br")
    assert copy.stat().st_size < 0.8 * shot.stat().st_size and copy.stat().st_mtime == shot.stat().st_mtime
    packed = gzip.decompress(shot.read_bytes())
    size, count = struct.unpack_from("<II", packed)
    runs = struct.unpack_from(f"<{2 * count}I", packed, 8)
    starts, lengths = runs[::2], runs[1::2]
    assert size > 4 * shot.stat().st_size
    assert len(packed) == 8 + 8 * count + sum(lengths) < 0.6 * size
    assert all(a + n < b for a, n, b in zip(starts, lengths, starts[1:], strict=False))  # in order, apart
    # the interpreter module the head names knows both (an address could not carry them offline)
    (loader,) = set(re.findall(r'data-rv-loader="([^"]+)"', head))
    text = (runtime / loader).read_text("utf-8")
    engine = next(runtime.glob("engine-*.zip")).name
    assert f'const ENGINE = "{engine}";' in text and f'const SNAPSHOT = "{shot.name}";' in text
    (pyodide,) = runtime.glob("pyodide-*")
    assert f'const PYODIDE = "{pyodide.name}/";' in text and 'const STDLIB_REST = "python_stdlib-rest.zip";' in text
    plain = (html / "es" / "index.html").read_text("utf-8")
    assert "rv-python.js" not in plain and "modulepreload" not in plain, "pages without examples start nothing"


def test_every_file_a_page_loads_is_named_with_its_checksum() -> None:
    """A revisit asks for the page alone (tests/browser/test_revisit.py): every script and stylesheet
    of _static a page names, and every module that its modules import, directly or not (through the
    page's import map), is named with Sphinx's checksum of the file as built, which serve.py keeps."""
    import json
    import zlib

    html = built()
    for lang in ("es", "en"):
        static = html / lang / "_static"
        crc = {p.relative_to(static).as_posix(): format(zlib.crc32(p.read_bytes()), "08x")
               for p in static.rglob("*") if p.is_file()}
        graph = {script.name: re.findall(r'(?:from|import)\s*"\./([\w-]+\.js)"', script.read_text("utf-8"))
                 for script in static.glob("*.js")}
        for page_path in (html / lang).rglob("*.html"):
            page = page_path.read_text("utf-8")
            up = "../" * (len(page_path.relative_to(html / lang).parts) - 1) or "./"
            todo = re.findall(r'<script [^>]*type="module" src="(?:\.\./)*_static/([\w-]+\.js)', page)
            needed: set[str] = set()
            while todo:
                new = set(graph[todo.pop()]) - needed
                needed |= new
                todo += new
            (mapped,) = re.findall(r'<script type="importmap">(.*?)</script>', page)
            assert json.loads(mapped) == {"imports": {f"{up}_static/{name}": f"{up}_static/{name}?v={crc[name]}"
                                                      for name in needed}}, page_path
            address = r'<(?:script|link)\b[^>]*?\s(?:src|href)="(?:\.\./)*_static/([^"?]+)(\?v=[0-9a-f]+)?"'
            named = re.findall(address, page)
            assert named, page_path
            for name, query in named:
                assert query == f"?v={crc[name]}", (page_path, name)
        for page_path, module in (("awari/reglas.html", "rv-python.js"), ("index.html", "rv-core.js")):
            assert f'_static/{module}?v={crc[module]}"' in (html / lang / page_path).read_text("utf-8")


def test_the_standard_library_ships_as_bytecode_of_the_modules_the_site_imports() -> None:
    """Pyodide's python_stdlib.zip (the sources of the whole library) is replaced by the bytecode of
    what the site imports: pages compile nothing, and download less."""
    import zipfile

    (folder,) = (built() / "_runtime").glob("pyodide-*")
    shipped = zipfile.ZipFile(folder / "python_stdlib.zip").namelist()
    vendored = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").namelist()
    assert shipped and all(name.endswith(".pyc") for name in shipped)
    needed = {"json/__init__.pyc", "gettext.pyc", "random.pyc", "encodings/cp437.pyc", "pyodide/ffi/__init__.pyc"}
    assert needed <= set(shipped)
    assert "unittest/__init__.pyc" not in shipped and len(shipped) < len(vendored) / 2
    # a page started from the snapshot loads only what the snapshot has not imported (snapshot.mjs)
    rest = zipfile.ZipFile(folder / "python_stdlib-rest.zip").namelist()
    assert set(rest) < set(shipped) and not needed & set(rest)
    assert (folder / "python_stdlib-rest.zip").stat().st_size < (folder / "python_stdlib.zip").stat().st_size / 10
    engine = zipfile.ZipFile(next((built() / "_runtime").glob("engine-*.zip"))).namelist()
    assert "engine/__init__.pyc" in engine and "reglas_browser.pyc" in engine
    assert not [name for name in engine if name.endswith(".py")], "the engine ships as bytecode"


def test_no_page_loads_anything_from_outside() -> None:
    """Links to the sources are fine (a reader may follow them); nothing may be *loaded* from outside."""
    html = built()
    outside = re.compile(
        r"""<(?:script|img|iframe|source|audio|video|embed)\b[^>]*\bsrc=["'](?:https?:)?//"""
        r"""|<link\b[^>]*\bhref=["'](?:https?:)?//|@import\s+url\(["']?(?:https?:)?//"""
    )
    for page in html.rglob("*.html"):
        assert not outside.search(page.read_text(encoding="utf-8")), page


def test_english_pages_show_no_spanish_widget_text() -> None:
    html = built()
    page = (html / "en" / "awari" / "reglas.html").read_text(encoding="utf-8")
    assert "Objetivo:" not in page and "Deshacer" not in page
    assert "Goal:" in page and "Undo" in page


def test_english_catalogues_complete_without_fuzzy_entries() -> None:
    from babel.messages.pofile import read_po

    files = sorted(LOCALES.rglob("*.po"))
    assert files, "no English catalogues"
    problems = []
    for path in files:
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            if not message.id:
                continue
            if message.fuzzy:
                problems.append(f"{path.name}: fuzzy {message.id!r}")
            elif not message.string:
                problems.append(f"{path.name}: untranslated {message.id!r}")
    assert problems == []


def test_every_page_source_has_its_catalogue() -> None:
    sources = {p.relative_to(ROOT / "tutorials").with_suffix("") for p in (ROOT / "tutorials").rglob("*.md")
               if "locales" not in p.parts}
    catalogues = {p.relative_to(LOCALES).with_suffix("") for p in LOCALES.rglob("*.po")}
    assert sources <= catalogues


def test_every_symbol_a_page_uses_is_drawn_on_that_page() -> None:
    """Cards and scoreboards use the suits and the coin drawn once in the page's sheet of symbols
    (templates/page.html): a page that used one it lacks would show empty cards."""
    html = built()
    used_anywhere = set()
    for page in sorted(html.glob("*/**/*.html")):
        text = page.read_text("utf-8")
        used = set(re.findall(r'<use [^>]*href="#(rv-[^"]+)"', text))
        drawn = set(re.findall(r'<(?:symbol|g) id="(rv-[^"]+)"', text))
        assert used <= drawn, f"{page.relative_to(html)} uses {sorted(used - drawn)} without drawing them"
        used_anywhere |= used
    assert {"rv-pip-o", "rv-pip-c", "rv-pip-e", "rv-pip-b", "rv-coin"} <= used_anywhere


def test_a_course_reads_in_english_its_stages_and_its_map() -> None:
    """A course's stage headings are numbered ("1. Sowing"): their English must stay headings (a
    translated "1. …" read as Markdown is a list, which Sphinx refuses, keeping the Spanish)."""
    html = built()
    for course in sorted((html / "es").glob("*/aprende.html")):
        spanish = re.findall(r"<h2>([^<]+)", course.read_text(encoding="utf-8"))
        english_page = (html / "en" / course.relative_to(html / "es")).read_text(encoding="utf-8")
        english = re.findall(r"<h2>([^<]+)", english_page)
        stages = re.findall(r'<li data-rv-keys="[^"]*"><a href="#[^"]+">([^<]+)</a>', english_page)
        assert len(english) == len(spanish) > 0 and not set(english) & set(spanish), course
        assert stages == english, course
