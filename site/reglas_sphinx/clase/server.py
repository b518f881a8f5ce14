"""``make class``: the classroom server (:mod:`reglas_sphinx.serve`) with the class's results.

    python -m reglas_sphinx.clase [--port 8000] [--dir build/html] [--db build/clase.sqlite3]

Besides the site, it answers:

* ``/clase/`` — the teacher's page: make a class, add the lesson's exercise sets (by their links),
  give the pupils each set's link (with a QR code), watch the class table fill in (pupils ×
  exercises, the hardest exercise, the commonest wrong answer), paste pupils' result codes;
* ``/clase/resultados.csv?clase=CODE`` — every result of a class, for a spreadsheet;
* ``/clase/api/resultado`` — ``POST`` of a pupil's page: one finished exercise, as JSON
  (:meth:`~reglas_sphinx.clase.book.ClassBook.record`);
* ``/clase/tabla?clase=CODE&serie=KEY`` — one set's table alone, which the teacher's page reloads.

The teacher's page and the spreadsheet are served only to this computer (the loopback or one of its
own addresses): the pupils' devices reach the site and post results, and see nobody's results. A
result posted twice is kept once; a locked or full database answers the pupil ``503`` (the pupil's
page keeps working) and the teacher's page says so.
"""

from __future__ import annotations

import json
import sys
from html import escape
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qs, urlencode, urlsplit

from engine.i18n import N_, Msg, Plural
from engine.table.classtable import table_html

from .. import qr, serve
from .book import ClassBook, Refused, Unavailable

#: The database, beside the build (never inside it: the site's folder is served).
DATABASE = serve.BUILT.parent / "clase.sqlite3"
#: The largest body a request may bring (a result, a form with a pasted link or code).
MAX_BODY = 32_768
LANGUAGES = ("es", "en")
SCRIPT = Path(__file__).with_name("clase.js")


def t(lang: str, text: str, **kwargs: Any) -> str:
    """A Spanish msgid in ``lang``, with its values, escaped for HTML."""
    return escape(Msg(text, **kwargs).text(lang))


class ClassHandler(serve.Handler):
    """The site's files, and the class's routes (see the module's docstring)."""

    routes: ClassVar[dict[str, str]] = {"/clase/": "teacher_page", "/clase": "to_teacher_page",
                                        "/clase/resultados.csv": "results_csv", "/clase/tabla": "set_table",
                                        "/clase/clase.js": "script"}
    book: ClassVar[ClassBook]

    # ---- who asks ------------------------------------------------------------------------------
    def from_this_computer(self) -> bool:
        """Whether the request comes from the server's own machine (the teacher's)."""
        return is_local(self.client_address[0], serve.addresses())

    def language(self) -> str:
        asked = parse_qs(urlsplit(self.path).query).get("lang", [""])[0]
        if asked in LANGUAGES:
            return asked
        accepted = self.headers.get("Accept-Language", "")
        first = accepted.split(",")[0].strip().lower()
        return "en" if first.startswith("en") else "es"

    def query(self) -> dict[str, str]:
        return {k: v[0] for k, v in parse_qs(urlsplit(self.path).query).items()}

    def send_text(self, status: int, body: str, content_type: str, extra: dict[str, str] | None = None) -> None:
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
            self.server.stats.add_sent(len(data))

    def teacher_only(self) -> bool:
        """Answers ``403`` to another machine; whether the request may go on."""
        if self.from_this_computer():
            return True
        lang = self.language()
        body = page(lang, t(lang, TITLE), f'<p role="alert">{t(lang, FOR_TEACHER)}</p>')
        self.send_text(403, body, "text/html; charset=utf-8")
        return False

    # ---- GET routes ----------------------------------------------------------------------------
    def to_teacher_page(self) -> None:
        self.redirect("/clase/")

    def teacher_page(self, notice: str = "", problem: str = "") -> None:
        if not self.teacher_only():
            return
        lang, code = self.language(), self.query().get("clase", "")
        self.send_text(200, teacher_page(self.book, lang, code, self.host(), notice, problem),
                       "text/html; charset=utf-8")

    def set_table(self) -> None:
        if not self.teacher_only():
            return
        lang, asked = self.language(), self.query()
        try:
            found = self.book.table(asked.get("clase", ""), asked.get("serie", ""))
        except Refused as err:
            self.send_text(404, f'<p role="alert">{escape(err.message.text(lang))}</p>', "text/html; charset=utf-8")
            return
        except Unavailable as err:
            self.send_text(503, f'<p role="alert">{t(lang, UNAVAILABLE, reason=str(err))}</p>',
                           "text/html; charset=utf-8")
            return
        self.send_text(200, table_html(found, lang), "text/html; charset=utf-8")

    def script(self) -> None:
        """The teacher's page's one script: it reloads each set's table (``clase.js``)."""
        self.send_text(200, SCRIPT.read_text(encoding="utf-8"), "text/javascript; charset=utf-8")

    def results_csv(self) -> None:
        if not self.teacher_only():
            return
        code = self.query().get("clase", "")
        try:
            text = self.book.csv(code)
        except (Refused, Unavailable) as err:
            self.send_text(404, str(err), "text/plain; charset=utf-8")
            return
        self.send_text(200, text, "text/csv; charset=utf-8",
                       {"Content-Disposition": f'attachment; filename="resultados-{code}.csv"'})

    def host(self) -> str:
        """The address pupils use: this request's host, or the machine's first network address."""
        found = serve.addresses()
        port = self.server.server_address[1]
        return f"http://{found[0]}:{port}" if found else f"http://127.0.0.1:{port}"

    # ---- POST ----------------------------------------------------------------------------------
    def do_POST(self) -> None:
        path = urlsplit(self.path).path
        length = self.headers.get("Content-Length", "")
        if not length.isdigit() or self.headers.get("Transfer-Encoding"):
            self.close_connection = True
            self.send_error(411)
            return
        if int(length) > MAX_BODY:
            self.close_connection = True
            self.send_error(413)
            return
        body = self.rfile.read(int(length))
        if path == "/clase/api/resultado":
            self.post_result(body)
        elif path == "/clase/":
            if self.teacher_only() and self.same_origin():
                self.post_form(body)
        else:
            self.send_error(404)

    def same_origin(self) -> bool:
        """A form of the teacher's page, not of another site open in the teacher's browser."""
        origin = self.headers.get("Origin")
        if origin is None or urlsplit(origin).netloc == self.headers.get("Host", ""):
            return True
        self.send_error(403)
        return False

    def post_result(self, body: bytes) -> None:
        try:
            payload = json.loads(body)
            added = self.book.record(payload)
        except (ValueError, RecursionError) as err:
            message = err.message.text("en") if isinstance(err, Refused) else "the result is not JSON"
            self.send_text(400, json.dumps({"ok": False, "error": message}), "application/json")
            return
        except Unavailable as err:
            self.send_text(503, json.dumps({"ok": False, "error": str(err)}), "application/json")
            return
        self.send_text(200, json.dumps({"ok": True, "new": added}), "application/json")

    def post_form(self, body: bytes) -> None:
        lang = self.language()
        try:
            form = {k: v[0] for k, v in parse_qs(body.decode(), strict_parsing=False).items()}
        except UnicodeDecodeError:
            form = {}
        action, code = form.get("accion", ""), form.get("clase", "")
        try:
            if action == "clase":
                code = self.book.new_class(form.get("nombre", ""))
                notice = Msg(N_("Clase creada: su código es {code}."), code=code)
            elif action == "serie":
                self.book.add_set(code, form.get("enlace", ""))
                notice = Msg(N_("Serie añadida: da a la clase su enlace."))
            elif action == "codigo":
                found = self.book.record_code(code, form.get("codigo", ""))
                done = sum(stars is not None for stars in found.stars)
                notice = Plural("Código de {pupil} guardado: {n} ejercicio terminado.",
                                "Código de {pupil} guardado: {n} ejercicios terminados.", done, pupil=found.pupil)
            else:
                raise Refused(Msg(N_("el formulario no se entiende")))
        except Refused as err:
            self.path = f"/clase/?{urlencode({'clase': code, 'lang': lang})}"
            self.teacher_page(problem=err.message.text(lang))
            return
        except Unavailable as err:
            self.path = f"/clase/?{urlencode({'clase': code, 'lang': lang})}"
            self.teacher_page(problem=Msg(UNAVAILABLE, reason=str(err)).text(lang))
            return
        self.path = f"/clase/?{urlencode({'clase': code, 'lang': lang})}"
        self.teacher_page(notice=notice.text(lang))


def is_local(client: str, own: list[str]) -> bool:
    """Whether a request from ``client`` comes from this computer, whose network addresses are ``own``."""
    return client == "::1" or client.startswith("127.") or client.removeprefix("::ffff:") in own


TITLE = N_("La clase")
FOR_TEACHER = N_("La página de la clase solo se abre en el ordenador que sirve el sitio, el del docente.")
UNAVAILABLE = N_("Los resultados no se pueden guardar ahora ({reason}); la clase puede seguir.")


# ---- the teacher's page ----------------------------------------------------------------------------
def page(lang: str, title: str, body: str) -> str:
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; style-src 'self' "
            f"'unsafe-inline'; img-src 'self' data:\">"
            f"<title>{title}</title><style>{STYLE}</style></head><body><main>{body}</main>"
            f'<script src="/clase/clase.js" defer></script></body></html>')


STYLE = ("body{font:1rem/1.5 system-ui,sans-serif;max-width:70rem;margin:1rem auto;padding:0 1rem;color:#111}"
         "table{border-collapse:collapse}th,td{border:1px solid #888;padding:.25rem .5rem;text-align:center}"
         "th[scope=row]{text-align:left}.rv-notice{background:#e8f4e8;padding:.5rem}"
         ".rv-problem{background:#fde8e8;padding:.5rem}form{margin:.5rem 0}input[type=text]{min-width:20rem}"
         "button,input{font:inherit;min-height:2.75rem}.rv-qr{width:12rem;height:12rem}"
         "code{font-size:1.1em;word-break:break-all}")


def teacher_page(book: ClassBook, lang: str, code: str, host: str, notice: str = "", problem: str = "") -> str:
    parts = [f"<h1>{t(lang, TITLE)}</h1>"]
    other = "en" if lang == "es" else "es"
    parts.append(f'<p><a href="?{escape(urlencode({"clase": code, "lang": other}))}" hreflang="{other}" '
                 f'lang="{other}">{"English" if other == "en" else "Español"}</a></p>')
    if notice:
        parts.append(f'<p class="rv-notice" role="status">{escape(notice)}</p>')
    if problem:
        parts.append(f'<p class="rv-problem" role="alert">{escape(problem)}</p>')
    if book.failures:
        lost = Plural("No se ha podido guardar {n} resultado ({reason}).",
                      "No se han podido guardar {n} resultados ({reason}).", book.failures, reason=book.last_failure)
        parts.append(f'<p class="rv-problem" role="alert">{escape(lost.text(lang))}</p>')
    try:
        classes = book.classes()
    except Unavailable as err:
        parts.append(f'<p role="alert">{t(lang, UNAVAILABLE, reason=str(err))}</p>')
        return page(lang, t(lang, TITLE), "".join(parts))
    if classes:
        links = "".join(f'<li><a href="?{escape(urlencode({"clase": c, "lang": lang}))}"'
                        f'{" aria-current=page" if c == code else ""}>{escape(name)} ({c})</a></li>'
                        for c, name in classes)
        heading = t(lang, N_("Clases"))
        parts.append(f"<h2>{heading}</h2><ul>{links}</ul>")
    parts.append(_form(lang, "clase", "", [("nombre", N_("Nombre de una clase nueva"))], N_("Crear la clase")))
    names = dict(classes)
    if code in names:
        parts.append(class_section(book, lang, code, names[code], host))
    return page(lang, t(lang, TITLE), "".join(parts))


def class_section(book: ClassBook, lang: str, code: str, name: str, host: str) -> str:
    said = t(lang, N_("código {code}"), code=code)
    parts = [f"<h2>{escape(name)} <small>({said})</small></h2>"]
    for_class = t(lang, N_("Enlace para la clase:"))
    parts.append(_form(lang, "serie", code, [("enlace", N_("Enlace de una serie de ejercicios"))],
                       N_("Añadir la serie")))
    for key, fragment, title, _size in book.sets(code):
        link = f"{host}/{lang}/ejercicios.html#{fragment}&{urlencode({'clase': code})}"
        shown = title or Msg(N_("Serie de ejercicios")).text(lang)
        table_query = urlencode({"clase": code, "serie": key, "lang": lang})
        parts.append(f"<section><h3>{escape(shown)}</h3>"
                     f"<p>{for_class} <code>{escape(link)}</code></p>"
                     f'{_qr(link, lang)}'
                     f'<div class="rv-set-table" data-rv-table="{escape(table_query)}">'
                     f"{table_html(book.table(code, key), lang)}</div></section>")
    parts.append(_form(lang, "codigo", code, [("codigo", N_("Código de resultados de un alumno"))],
                       N_("Guardar el código")))
    csv_link = escape("resultados.csv?" + urlencode({"clase": code}))
    download = t(lang, N_("Descargar los resultados (CSV)"))
    parts.append(f'<p><a href="{csv_link}" download>{download}</a></p>')
    return "".join(parts)


def _form(lang: str, action: str, code: str, fields: list[tuple[str, str]], button: str) -> str:
    inputs = "".join(f'<label>{t(lang, label)} <input type="text" name="{name}" required></label> '
                     for name, label in fields)
    return (f'<form method="post" action="?{escape(urlencode({"clase": code, "lang": lang}))}">'
            f'<input type="hidden" name="accion" value="{action}"><input type="hidden" name="clase" '
            f'value="{escape(code)}">{inputs}<button type="submit">{t(lang, button)}</button></form>')


def _qr(link: str, lang: str) -> str:
    """The link as a QR code in SVG, for the projector; nothing for a link too long for one."""
    try:
        matrix = qr.encode(link.encode())
    except ValueError:
        return ""
    return qr.svg(matrix, Msg(N_("Código QR del enlace para la clase")).text(lang))


def main(argv: list[str] | None = None) -> None:
    args = list(sys.argv[1:] if argv is None else argv)
    database = DATABASE
    if "--db" in args:
        index = args.index("--db")
        database = Path(args[index + 1])
        del args[index:index + 2]
    ClassHandler.book = ClassBook(database)
    serve.main([*args, "--class"], handler=ClassHandler, banner=banner)


def banner(lang: str, port: int) -> str:
    """What the terminal says of the class's results."""
    return Msg(N_("La página de la clase, con los resultados, se abre en este ordenador: "
                  "http://127.0.0.1:{port}/clase/ (se guardan en {path})."),
               port=port, path=str(ClassHandler.book.path)).text(lang)
