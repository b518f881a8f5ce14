"""The classroom parts of the build: the service worker precaches every page of both languages and
the whole runtime a page starts from, the print sheets are in the pages, the extension's own catalogue
is complete (the print sheets' texts, the page's JavaScript's and the classroom server's terminal: a
text without its English fails the catalogue check), the build writes the JavaScript's texts per
language, and `make dist` gives a zip that holds the site and its bilingual README."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from reglas_sphinx import catalog, classroom, dist, precompress, serve

ROOT = Path(__file__).resolve().parents[2]
HTML = ROOT / "build" / "html"


def built() -> Path:
    if not (HTML / "sw.js").exists():
        pytest.fail("build/html/sw.js is missing: run `make html` (make test does it)")
    return HTML


def precached(html: Path) -> set[str]:
    return set(re.findall(r'url:"([^"]+)"', (html / "sw.js").read_text(encoding="utf-8")))


def test_service_worker_precaches_every_page_and_the_runtime_a_page_starts_from() -> None:
    html = built()
    listed = precached(html)
    pages = {p.relative_to(html).as_posix() for lang in ("es", "en") for p in (html / lang).rglob("*.html")}
    runtime = {p.relative_to(html).as_posix() for p in (html / "_runtime").rglob("*") if p.is_file()}
    # the compressed copies (precompress.py's, the snapshot's .br) are the same files, sent by the
    # server in their place: never cached apart
    copies = {name for name in runtime if name.endswith(precompress.COPIES) and name[:-3] in runtime}
    assert copies and not copies & listed
    assert pages and pages <= listed
    # what a page with examples starts from is saved; what only a start without the snapshot needs (the
    # engine zip, the whole standard library), and PyScript's modules no page loads, are saved when a
    # page first fetches them (the worker's cache "rv-runtime")
    later = {name for name in runtime if re.fullmatch(r"_runtime/(engine-.*|pyodide-.*/python_stdlib\.zip)", name)}
    later |= {name for name in runtime - copies if name.startswith("_runtime/pyscript-")} - listed
    assert len(later & {name for name in runtime if "/pyscript-" not in name}) == 2
    assert {"codemirror", "xterm"} <= {Path(name).stem.split("_")[0].split("-")[0] for name in later}
    started = runtime - copies - later
    assert {re.sub(r"-[0-9a-f]{10}(?=[./])", "-HASH", name) for name in started} >= {
        "_runtime/pyodide-HASH/python_stdlib-rest.zip", "_runtime/pyodide-HASH/pyodide.asm.wasm",
        "_runtime/snapshot-HASH.bin", "_runtime/pyscript-HASH/core.js", "_runtime/rv-worker-HASH.py"}
    assert started <= listed and not later & listed
    assert {"index.html", "choose-language.js", "es/_static/rv-classroom.js", "en/_static/rv-widgets.js"} <= listed
    text = (html / "sw.js").read_text(encoding="utf-8")
    assert "SKIP_WAITING" in text, "a new build waits for the reader's reload"
    assert 'cacheName:"rv-runtime"' in text
    # Workbox's runtime is inlined: nothing is imported, least of all from Workbox's CDN.
    assert "importScripts(" not in text and "storage.googleapis.com" not in text


def test_every_example_and_practice_has_its_print_sheet_in_both_languages() -> None:
    html = built()
    for lang, words in (("es", ("Tu respuesta:", "Posición después de la solución:")),
                        ("en", ("Your answer:", "Position after the solution:"))):
        page = (html / lang / "awari" / "reglas.html").read_text(encoding="utf-8")
        examples = page.count('data-rv-kind="example"') + page.count('data-rv-kind="practice"')  # its first exercise
        # each kept as the text of a <noscript>, beside its example, until the page is printed
        # (rv-classroom.js); a browser without scripts builds it with the page
        sheets = re.findall(r'</section><noscript class="rv-print-source">(.*?)</noscript>', page, re.S)
        assert examples and len(sheets) == examples
        assert all(sheet.startswith('<div class="rv-print-sheet"') for sheet in sheets)
        # a board after the solution only where the solution moves something (not a question's)
        assert page.count(words[0]) == examples and 0 < page.count(words[1]) < examples


@pytest.mark.parametrize("inside", ["</noscript>", "</NOSCRIPT ", "</noScript\n>"])
def test_a_print_sheet_that_would_not_read_back_whole_stops_the_build(inside: str) -> None:
    kept = '<p class="rv-goal">1 < 2 <!-- </script> --></p>'  # raw text ends at </noscript only
    assert classroom.as_noscript_text(kept) == kept
    with pytest.raises(ValueError, match="print sheet"):
        classroom.as_noscript_text(f"<p>{inside}</p>")


def test_extension_catalogue_is_complete() -> None:
    """The print sheets' texts and the page's JavaScript's all have their English (the catalogue
    check of ``python -m reglas_sphinx.catalog check``, over the site's catalogue)."""
    used = catalog.extract(catalog.SITE_CATALOGUE)
    assert "Tu progreso" in used and "{n} pista" in catalog.plurals(catalog.SITE_CATALOGUE)
    assert "Ctrl+C lo para." in used and "{n} alumno conectado" in catalog.plurals(catalog.SITE_CATALOGUE)
    assert Path(serve.__file__ or "").name == "serve.py"
    assert catalog.check(catalog.SITE_CATALOGUE) == []


PO_HEAD = '''msgid ""
msgstr ""
"Language: en\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

'''


def a_site(tmp_path: Path, js: str, po: str) -> catalog.Catalogue:
    """A site catalogue of one script and one .po, as the real one is laid out."""
    (tmp_path / "static").mkdir(parents=True)
    (tmp_path / "static" / "rv-x.js").write_text(js, encoding="utf-8")
    part = tmp_path / "locales" / "en" / "LC_MESSAGES" / "reglas_sphinx.po"
    part.parent.mkdir(parents=True)
    part.write_text(PO_HEAD + po, encoding="utf-8")
    source = catalog.Source(tmp_path / "static", [("*.js", "javascript")], catalog.SITE_KEYWORDS,
                            catalog.BROWSER_JS.options)
    return catalog.Catalogue("reglas_sphinx", (source,), tmp_path / "locales")


JS = '''import { _, plural } from "./rv-core.js";
const said = `${_("Hola")} · ${plural("{n} pista", "{n} pistas", n)}`;
'''


def test_a_javascript_text_without_its_english_fails_the_catalogue_check(tmp_path: Path) -> None:
    whole = a_site(tmp_path / "whole", JS, '''msgid "Hola"
msgstr "Hello"

msgid "{n} pista"
msgid_plural "{n} pistas"
msgstr[0] "{n} hint"
msgstr[1] "{n} hints"
''')
    assert catalog.check(whole) == []
    assert catalog.browser_texts("en", whole) == {"Hola": "Hello", "{n} pista": ["{n} hint", "{n} hints"]}
    assert catalog.browser_texts("es", whole) == {}  # Spanish: the msgids themselves
    lacking = a_site(tmp_path / "lacking", JS + 'const more = _("Adiós");\\n', '''msgid "Hola"
msgstr "Hello"

msgid "{n} pista"
msgstr "{n} hint"
''')
    problems = catalog.check(lacking)
    assert any("no translation for 'Adiós'" in problem and "rv-x.js:3" in problem for problem in problems), problems
    assert any("'{n} pista' needs plural forms" in problem for problem in problems), problems


def test_a_javascript_number_before_a_plural_noun_needs_plural_forms(tmp_path: Path) -> None:
    site = a_site(tmp_path, 'const t = _("{n} estrellas", { n });\\n', '''msgid "{n} estrellas"
msgstr "{n} stars"
''')
    assert any("make it a plural" in problem for problem in catalog.check(site))


def test_the_site_catalogue_has_the_plural_rule_the_javascript_applies(tmp_path: Path) -> None:
    site = a_site(tmp_path, 'const t = _("Hola");\\n', 'msgid "Hola"\\nmsgstr "Hello"\\n')
    part = tmp_path / "locales" / "en" / "LC_MESSAGES" / "reglas_sphinx.po"
    part.write_text(part.read_text(encoding="utf-8").replace("plural=(n != 1)", "plural=(n > 1)"), encoding="utf-8")
    assert any("rv-core.js applies (n != 1)" in problem for problem in catalog.check(site))


def test_the_build_writes_the_javascripts_texts_in_each_language() -> None:
    html = built()
    english = (html / "en" / "_static" / "rv-texts.js").read_text(encoding="utf-8")
    assert '"Tu progreso": "Your progress"' in english and '"{n} hint",' in english
    assert "export default {}" in (html / "es" / "_static" / "rv-texts.js").read_text(encoding="utf-8")


def test_dist_zip_holds_the_site_and_a_bilingual_readme(tmp_path: Path) -> None:
    html = built()
    target = dist.build(html, tmp_path / "site.zip")
    with zipfile.ZipFile(target) as archive:
        names = set(archive.namelist())
        readme = archive.read(f"{dist.FOLDER}/{dist.README_NAME}").decode("utf-8")
    inside = {name.removeprefix(f"{dist.FOLDER}/") for name in names}
    assert {"index.html", "sw.js", "es/index.html", "en/index.html", "es/docentes.html"} <= inside
    runtime = {re.sub(r"-[0-9a-f]{10}(?=[./])", "-HASH", name) for name in inside if name.startswith("_runtime/")}
    assert {"_runtime/pyodide-HASH/pyodide.asm.wasm", "_runtime/pyscript-HASH/core.js",
            "_runtime/rv-worker-HASH.py", "_runtime/snapshot-HASH.bin"} <= runtime
    assert all(name.startswith(f"{dist.FOLDER}/") for name in names)
    assert ".buildinfo" not in {Path(n).name for n in names}
    assert "ESPAÑOL" in readme and "ENGLISH" in readme
    assert {"servir.py", "qr.py"} <= inside  # the classroom server travels with the site
    # and its English, which it reads with the standard library alone (-S: no site-packages)
    served = tmp_path / "served"
    with zipfile.ZipFile(target) as archive:
        for name in ("servir.py", "qr.py", dist.ENGLISH):
            (served / name).parent.mkdir(parents=True, exist_ok=True)
            (served / name).write_bytes(archive.read(f"{dist.FOLDER}/{name}"))
    (served / "index.html").write_text("<!doctype html><title>x</title>", encoding="utf-8")
    for lang, words in (("en_GB.UTF-8", "Reglas vivas at http://127.0.0.1:"), ("es_ES.UTF-8", "Reglas vivas en http")):
        server = subprocess.Popen([sys.executable, "-E", "-S", str(served / "servir.py"), "--port", "0"],
                                  stdout=subprocess.PIPE, text=True, env={"LANG": lang, "PATH": os.environ["PATH"]})
        try:
            assert server.stdout is not None and server.stdout.readline().startswith(words)
        finally:
            server.terminate()
            server.wait()
    for command in ("py servir.py --clase", "python3 servir.py --clase", "py servir.py --class",
                    "python3 servir.py --class", "http://localhost:8000/"):
        assert command in readme
    assert "Disponible sin conexión" in readme and "Available offline" in readme


def test_a_copy_removed_is_written_again(tmp_path: Path) -> None:
    """precompress.py compresses a file again when a copy it kept is gone (a folder removed and made
    again by the next build, a bundle written again), not only when the file's content changed."""
    site = tmp_path / "html"
    site.mkdir()
    script = site / "a.js"
    script.write_text("const siembra = 1;\n" * 200, encoding="utf-8")
    manifest = tmp_path / "precompress.json"
    precompress.precompress(site, manifest)
    copies = [site / "a.js.br", site / "a.js.gz"]
    assert all(copy.exists() for copy in copies)
    copies[0].unlink()
    assert precompress.precompress(site, manifest).startswith("precompress: 1 of 1 files compressed anew")
    assert all(copy.exists() and copy.stat().st_mtime_ns == script.stat().st_mtime_ns for copy in copies)
    assert precompress.precompress(site, manifest).startswith("precompress: 0 of 1 files")
