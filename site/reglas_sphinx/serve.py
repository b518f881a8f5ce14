"""Serves build/html on 127.0.0.1 only, with the MIME types the runtime needs (.wasm, .mjs).

    python -m reglas_sphinx.serve [--port 8000] [--dir build/html]

The tests and the benchmarks use :func:`start` to serve the same files on a free port.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (the base class's own instance attribute, extended)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
        ".py": "text/plain; charset=utf-8",
    }

    def log_message(self, format: str, *args: object) -> None:
        pass


class Server(http.server.ThreadingHTTPServer):
    """Says nothing of a reader who left before a file was sent (a closed tab, a browser a test closed)."""

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def start(directory: Path, port: int = 0, handler: type[Handler] = Handler) -> Server:
    """A server for ``directory`` on 127.0.0.1 with ``handler``, running in a daemon thread."""
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "build" / "html")
    args = parser.parse_args()
    server = start(args.dir, args.port)
    host, port = str(server.server_address[0]), server.server_address[1]
    print(f"Reglas vivas: http://{host}:{port}/  (Ctrl+C to stop)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
