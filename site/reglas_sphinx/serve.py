"""Serves the built site: to this computer alone (``make serve``), or to a whole class on the local
network when asked (``make class``, ``--class``). Standard library only, so that the zip of the site
carries this very file (``servir.py``) and any computer with Python 3 serves it with one command.

    python -m reglas_sphinx.serve [--port 8000] [--dir build/html] [--class]

What a classroom needs from it:

* **sixty pupils at once**: a listen queue and a connection limit sized for :data:`PUPILS` pupils
  whose browsers open :data:`CONNECTIONS_PER_PUPIL` connections each, one thread per connection;
  connections are kept alive between requests and dropped after :data:`IDLE` seconds of silence;
* **light on the wire**: ``file.br`` and ``file.gz``, written beside each file at build time
  (``precompress.py``), are sent to a browser that accepts them (``Content-Encoding``, ``Vary``), the
  body of a file sent with ``sendfile``;
* **nothing fetched twice**: a file whose name or folder carries its content's hash, or asked for
  with Sphinx's checksum of its content (``?v=<crc32>``, checked), is ``immutable`` for a year; every
  other file carries an ``ETag`` and ``Last-Modified`` and is revalidated (``304`` without a body
  when unchanged);
* **nothing but the site**: no directory listing, no dot files, no ``..``, no encoded slash, no
  symbolic link leading out of the site's folder, no request body, no header line over
  :data:`MAX_LINE` bytes; a pupil who leaves mid-file does not stop the others;
* **what is going on**: how many pupils are connected and how much has been sent, on the terminal,
  in Spanish or (when the terminal's locale is English) in English, from the site's catalogue.

The tests and the benchmarks use :func:`start` to serve a folder on a free port. Routes that are not
files (an API) are added by subclassing :class:`Handler` and filling :attr:`Handler.routes`.
"""

from __future__ import annotations

import argparse
import email.utils
import gettext
import http.server
import io
import os
import re
import socket
import sys
import threading
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, ClassVar
from urllib.parse import unquote, urlsplit

if __package__:
    from . import qr
else:  # run as a script, from the site's zip: qr.py lies beside it
    import qr  # type: ignore[no-redef,import-not-found]

HERE = Path(__file__).resolve().parent
#: The site's folder when run from a source checkout (the zip's copy serves its own folder).
BUILT = HERE.parents[1] / "build" / "html"

PUPILS = 60
CONNECTIONS_PER_PUPIL = 6  # what a browser opens to one server
MAX_CONNECTIONS = PUPILS * CONNECTIONS_PER_PUPIL
#: Seconds a kept-alive connection may stay silent (and a request may take to arrive) before it is closed.
IDLE = 20
#: Longest request line or header line, in bytes; a longer one is refused (414, 431).
MAX_LINE = 8192
MAX_HEADERS = 64
#: A pupil is "connected" while a connection from their address is open, or was in this many seconds.
PRESENT = 60

#: Pre-compressed copies, best first: the suffix of the file beside the original, and the encoding.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))

#: Names that change whenever their content does (runtime.py): files (engine-<hash>.zip,
#: snapshot-<hash>.bin, rv-pyodide-<hash>.mjs…) and the folders of Pyodide and PyScript
#: (pyodide-<hash>/, pyscript-<hash>/).
HASHED = re.compile(r"-[0-9a-f]{10}\.[a-z]+$|^_runtime/[a-z]+-[0-9a-f]{10}/")
#: Sphinx's checksum of a static file, in the query of each address a page names it by.
CHECKSUM = re.compile(r"v=([0-9a-f]{8})")
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".txt": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".inv": "application/octet-stream",
    ".pdf": "application/pdf",
}


class Refused(Exception):
    """A request that names nothing the site may serve: answered with ``status``, the disk untouched."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class Stats:
    """What the server has done so far, shared by every connection's thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent = 0  # bytes: status lines, headers and bodies
        self.requests = 0
        self.open: dict[str, int] = {}  # address -> connections open now
        self.last_seen: dict[str, float] = {}

    def add_sent(self, count: int) -> None:
        with self.lock:
            self.sent += count

    def opened(self, address: str) -> None:
        with self.lock:
            self.open[address] = self.open.get(address, 0) + 1
            self.last_seen[address] = time.monotonic()

    def closed(self, address: str) -> None:
        with self.lock:
            self.open[address] -= 1
            if not self.open[address]:
                del self.open[address]
            self.last_seen[address] = time.monotonic()

    def pupils(self) -> int:
        """Addresses with a connection open now or within the last :data:`PRESENT` seconds."""
        now = time.monotonic()
        with self.lock:
            return sum(1 for a, t in self.last_seen.items() if a in self.open or now - t <= PRESENT)

    def connections(self) -> int:
        with self.lock:
            return sum(self.open.values())


class Handler(http.server.BaseHTTPRequestHandler):
    """Serves the files of :attr:`directory` (GET and HEAD) and the :attr:`routes` of a subclass."""

    protocol_version = "HTTP/1.1"  # connections kept alive: a page's forty files on six connections
    server_version = "ReglasVivas"
    sys_version = ""
    timeout = IDLE
    directory: Path = BUILT
    #: path -> method name of this class, answered instead of a file (for an API added later).
    routes: ClassVar[dict[str, str]] = {}
    server: Server
    raw_requestline: bytes

    # ---- the request ---------------------------------------------------------------------------
    def parse_request(self) -> bool:
        if len(self.raw_requestline) > MAX_LINE:
            self.requestline, self.request_version, self.command = "", self.protocol_version, ""
            self.send_error(414)
            return False
        if not super().parse_request():
            return False
        if len(self.headers) > MAX_HEADERS or any(len(k) + len(v) + 2 > MAX_LINE for k, v in self.headers.items()):
            self.send_error(431)
            return False
        return True

    def has_body(self) -> bool:
        return bool(self.headers.get("Transfer-Encoding")) or self.headers.get("Content-Length", "0").strip() != "0"

    def do_GET(self) -> None:
        self.answer(head=False)

    def do_HEAD(self) -> None:
        self.answer(head=True)

    def answer(self, head: bool) -> None:
        if self.has_body():  # a file is asked for with no body: one that comes is never read
            self.close_connection = True
            self.send_error(413)
            return
        path = urlsplit(self.path).path
        route = self.routes.get(path)
        if route:
            getattr(self, route)()
            return
        try:
            file, url_path = self.locate(path)
        except Refused as refused:
            self.send_error(refused.status)
            return
        if file.is_dir():
            if not url_path.endswith("/"):
                self.redirect(url_path + "/")
                return
            file = file / "index.html"
            if not file.is_file():  # never a listing
                self.send_error(404)
                return
        self.send_file(file, url_path, head, urlsplit(self.path).query)

    def locate(self, path: str) -> tuple[Path, str]:
        """The file (or folder) of :attr:`directory` that ``path`` names, and the decoded path.
        Refused (before anything is read) for ``..``, an encoded slash or backslash, a dot file, a
        NUL, or a name that leads out of the folder through a symbolic link."""
        if not path.startswith("/") or re.search(r"%(2f|5c|00)", path, re.IGNORECASE):
            raise Refused(400)
        decoded = unquote(path, errors="strict") if "%" in path else path
        parts = decoded.split("/")[1:]
        if any(part in ("..", ".") or part.startswith(".") or "\\" in part or "\0" in part for part in parts):
            raise Refused(404)
        root = self.directory.resolve()
        target = root.joinpath(*[p for p in parts if p])
        try:
            resolved = target.resolve(strict=True)
        except (OSError, RuntimeError):
            raise Refused(404) from None
        if resolved != root and root not in resolved.parents:
            raise Refused(404)
        return resolved, decoded

    # ---- the answer ----------------------------------------------------------------------------
    def redirect(self, location: str) -> None:
        self.send_response(301)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def accepted(self) -> set[str]:
        """The encodings the browser accepts (``q=0`` excluded)."""
        out = set()
        for item in self.headers.get("Accept-Encoding", "").split(","):
            name, _, params = item.strip().partition(";")
            q = params.strip()
            if q.startswith("q=") and _quality(q[2:]) == 0:
                continue
            out.add(name.strip().lower())
        return out

    def variant(self, file: Path) -> tuple[Path, str | None, bool]:
        """The file to send for ``file``: a pre-compressed copy the browser accepts (if not older than
        the file), else the file; its encoding; and whether copies exist (the answer then ``Vary``)."""
        accepted = self.accepted()
        mtime = file.stat().st_mtime
        varies = False
        for encoding, suffix in ENCODINGS:
            copy = file.with_name(file.name + suffix)
            try:
                fresh = copy.stat().st_mtime >= mtime
            except OSError:
                continue
            varies = varies or fresh
            if fresh and (encoding in accepted or "*" in accepted):
                return copy, encoding, True
        return file, None, varies

    def send_file(self, file: Path, url_path: str, head: bool, query: str = "") -> None:
        sent, encoding, varies = self.variant(file)
        try:
            source = sent.open("rb")
        except OSError:
            self.send_error(404)
            return
        with source:
            stat = os.fstat(source.fileno())
            etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + encoding if encoding else ""}"'
            modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
            fresh = _not_modified(self.headers.get("If-None-Match"), self.headers.get("If-Modified-Since"),
                                  etag, stat.st_mtime)
            self.send_response(304 if fresh else 200)
            self.send_header("Content-Type", TYPES.get(file.suffix.lower(), "application/octet-stream"))
            if not fresh:
                self.send_header("Content-Length", str(stat.st_size))
            if encoding:
                self.send_header("Content-Encoding", encoding)
            if varies:
                self.send_header("Vary", "Accept-Encoding")
            self.send_header("ETag", etag)
            self.send_header("Last-Modified", modified)
            immutable = HASHED.search(url_path.lstrip("/")) or _checksummed(file, stat, query, encoding)
            self.send_header("Cache-Control", IMMUTABLE if immutable else REVALIDATE)
            self.send_header("X-Content-Type-Options", "nosniff")
            self.end_headers()
            if not fresh and not head:
                self.copyfile(source, self.wfile)

    def copyfile(self, source: BinaryIO, outputfile: io.BufferedIOBase) -> None:
        """The body, by ``sendfile`` where the system has it; counted as it goes."""
        outputfile.flush()
        try:
            count = self.connection.sendfile(source)
        except (AttributeError, OSError) as error:
            if isinstance(error, ConnectionError):
                raise
            count = 0
            while chunk := source.read(1 << 16):
                outputfile.write(chunk)
                count += len(chunk)
        self.server.stats.add_sent(count)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if code >= 400 and code != 404:
            self.close_connection = True
        super().send_error(code, message, explain)

    def flush_headers(self) -> None:
        self.server.stats.add_sent(sum(len(line) for line in getattr(self, "_headers_buffer", [])))
        super().flush_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


def _quality(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return 1.0


#: (path, modification time, size) -> Sphinx's checksum of that file.
_checksums: dict[tuple[str, int, int], str] = {}


def _checksummed(file: Path, sent: os.stat_result, query: str, encoding: str | None) -> bool:
    """Whether ``query`` holds Sphinx's checksum of ``file``: the CRC-32 of its bytes without carriage
    returns (sphinx.builders.html._assets), which Sphinx puts in the address of each static file a
    page names (``furo.css?v=7bdb33bb``). Such an address always means the same bytes (a changed file
    is named with another checksum), so it is kept for good like a hashed name. ``sent`` is the
    status of the file sent (the file, or its compressed copy when ``encoding`` says so)."""
    wanted = CHECKSUM.fullmatch(query)
    if not wanted:
        return False
    stat = file.stat() if encoding else sent
    key = (str(file), stat.st_mtime_ns, stat.st_size)
    if key not in _checksums:
        _checksums[key] = format(zlib.crc32(file.read_bytes().translate(None, b"\r")), "08x")
    return _checksums[key] == wanted.group(1)


def _not_modified(if_none_match: str | None, if_modified_since: str | None, etag: str, mtime: float) -> bool:
    """RFC 9110: If-None-Match decides when present; else If-Modified-Since."""
    if if_none_match is not None:
        tags = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
        return "*" in tags or etag in tags
    if if_modified_since:
        try:
            since = email.utils.parsedate_to_datetime(if_modified_since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return int(mtime) <= since
    return False


class Server(http.server.ThreadingHTTPServer):
    """One thread per connection, at most :data:`MAX_CONNECTIONS` at once (the others wait in the
    listen queue, as long as it); says nothing of a pupil who left before a file was sent."""

    request_queue_size = MAX_CONNECTIONS
    daemon_threads = True
    stats: Stats

    def __init__(self, address: tuple[str, int], handler: type[Handler]) -> None:
        self.stats = Stats()
        self.slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(address, handler)

    def process_request(self, request: socket.socket, client_address: tuple[str, int]) -> None:  # type: ignore[override]
        while not self.slots.acquire(timeout=0.5):  # the accept loop waits for a free thread
            if getattr(self, "_BaseServer__shutdown_request", False):
                self.shutdown_request(request)
                return
        super().process_request(request, client_address)

    def process_request_thread(self, request: socket.socket, client_address: tuple[str, int]) -> None:  # type: ignore[override]
        address = client_address[0]
        self.stats.opened(address)
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.stats.closed(address)
            self.slots.release()

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def start(directory: Path, port: int = 0, handler: type[Handler] = Handler, host: str = "127.0.0.1") -> Server:
    """A server for ``directory`` on ``host`` with ``handler``, running in a daemon thread."""
    bound = type(handler.__name__, (handler,), {"directory": Path(directory)})
    server = Server((host, port), bound)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# ---- the terminal ------------------------------------------------------------------------------
def addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not the loopback): where the pupils connect."""
    found: list[str] = []
    try:  # the address of the route out (no packet is sent: UDP connect only picks the interface)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    return [a for a in dict.fromkeys(found) if not a.startswith("127.")]


#: The site's message catalogue (classroom.CATALOG), whose English the terminal's messages are read
#: from with the standard library's gettext: in a source checkout the .mo the build compiles beside
#: its .po; in the site's zip the copy `make dist` writes beside this file (as servir.py).
CATALOG = "reglas_sphinx"
LOCALES = HERE / "locales"


def language() -> str:
    """Spanish unless the terminal's locale says otherwise."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name, "")
        if value:
            return "en" if value.lower().startswith("en") else "es"
    return "es"


def translation(lang: str) -> gettext.NullTranslations:
    """The terminal's texts in ``lang``: their Spanish msgids as they are, or the catalogue's English."""
    if lang == "es":
        return gettext.NullTranslations()
    return gettext.translation(CATALOG, LOCALES, languages=[lang], fallback=True)


def status_line(stats: Stats, lang: str) -> str:
    text = translation(lang)
    n, c = stats.pupils(), stats.connections()
    mb = f"{stats.sent / 1e6:.1f}" if lang == "en" else f"{stats.sent / 1e6:.1f}".replace(".", ",")
    return ", ".join((text.ngettext("{n} alumno conectado", "{n} alumnos conectados", n).format(n=n),
                      text.ngettext("{c} conexión", "{c} conexiones", c).format(c=c),
                      text.gettext("{mb} MB enviados").format(mb=mb)))


def report(server: Server, lang: str, write: Callable[[str], object], every: float = 2.0) -> None:
    """Writes the status line whenever it changes (at most every ``every`` seconds)."""
    last = ""
    while True:
        line = status_line(server.stats, lang)
        if line != last:
            write(line)
            last = line
        time.sleep(every)


def main(argv: list[str] | None = None, handler: type[Handler] = Handler,
         banner: Callable[[str, int], str] | None = None) -> None:
    """Serves the site until Ctrl+C; ``handler`` adds routes (``make class``: the class's results),
    and ``banner(lang, port)`` what to say about them on the terminal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    default = HERE if (HERE / "index.html").exists() else BUILT  # the zip's copy serves its own folder
    parser.add_argument("--dir", type=Path, default=default)
    parser.add_argument("--class", "--clase", dest="classroom", action="store_true",
                        help="serve the local network (every interface), not only this computer")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").exists():
        parser.error(f"{args.dir} holds no built site (index.html): run `make html`")
    lang = language()
    _ = translation(lang).gettext
    server = start(args.dir, args.port, handler, host="0.0.0.0" if args.classroom else "127.0.0.1")
    port = server.server_address[1]
    if not args.classroom:
        print(_("Reglas vivas en http://127.0.0.1:{port}/ (solo en este ordenador). Ctrl+C lo para.").format(
            port=port), flush=True)
    else:
        urls = [f"http://{a}:{port}/" for a in addresses()]
        print(_("Reglas vivas para la clase. Que cada alumno abra una de estas direcciones (o lea el código QR):")
              if urls else
              _("Este ordenador no tiene ninguna red: conéctalo a la wifi de la clase y vuelve a empezar."))
        for url in urls:
            print(f"\n    {url}\n")
        if urls:
            print(qr.terminal(qr.encode(urls[0].encode("ascii"))))
        print(_("Sin https, cada dispositivo necesita este ordenador encendido: no guarda la copia sin conexión."))
        if banner is not None:
            print(banner(lang, port))
        print(_("Ctrl+C lo para."), flush=True)
        threading.Thread(target=report, args=(server, lang, lambda s: print(s, flush=True)), daemon=True).start()
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
