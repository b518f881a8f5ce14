"""The classroom server (reglas_sphinx.serve) against a small site in a temporary folder: headers,
pre-compressed copies, revalidation, what it refuses, sixty connections at once; and its QR code."""

from __future__ import annotations

import gzip
import http.client
import os
import socket
import threading
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from reglas_sphinx import classroom, qr, serve

PAGE = "<!doctype html><title>awari</title>" + "<p>siembra</p>" * 500


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("site")
    (root / "es" / "awari").mkdir(parents=True)
    (root / "es" / "empty").mkdir()
    (root / "_runtime").mkdir()
    (root / "index.html").write_text(PAGE, encoding="utf-8")
    page = root / "es" / "awari" / "reglas.html"
    page.write_text(PAGE, encoding="utf-8")
    packed = page.with_name("reglas.html.gz")
    packed.write_bytes(gzip.compress(page.read_bytes()))
    (root / "es" / "awari" / "reglas.html.br").write_bytes(b"pretend brotli")
    for copy in (packed, page.with_name("reglas.html.br")):
        os.utime(copy, ns=(page.stat().st_atime_ns, page.stat().st_mtime_ns))
    (root / "_runtime" / "engine-0123456789.zip").write_bytes(b"PK" + bytes(100))
    (root / "_runtime" / "pyodide.asm.wasm").write_bytes(b"\0asm" + bytes(1000))
    (root / "_runtime" / "pyodide-0123456789").mkdir()
    (root / "_runtime" / "pyodide-0123456789" / "pyodide.mjs").write_text("export {};", encoding="utf-8")
    (root / "es" / "_static").mkdir()
    (root / "es" / "_static" / "rv.js").write_bytes(b"let a = 1;\r\n")
    (root / ".hidden").write_text("secret", encoding="utf-8")
    outside = tmp_path_factory.mktemp("outside")
    (outside / "secret.txt").write_text("secret", encoding="utf-8")
    (root / "es" / "leak.txt").symlink_to(outside / "secret.txt")
    (root / "es" / "leakdir").symlink_to(outside)
    return root


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[serve.Server]:
    running = serve.start(site)
    yield running
    running.shutdown()
    running.server_close()


def get(server: serve.Server, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    connection.putrequest("GET", path, skip_accept_encoding=True)
    for name, value in headers.items():
        connection.putheader(name.replace("_", "-"), value)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_a_page_without_compression(server: serve.Server) -> None:
    status, headers, body = get(server, "/es/awari/reglas.html")
    assert status == 200
    assert body.decode() == PAGE
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert headers["content-length"] == str(len(PAGE))
    assert "content-encoding" not in headers
    assert headers["vary"] == "Accept-Encoding"
    assert headers["cache-control"] == "no-cache"
    assert headers["etag"] and headers["last-modified"]


def test_the_best_accepted_encoding(server: serve.Server) -> None:
    status, headers, body = get(server, "/es/awari/reglas.html", Accept_Encoding="gzip, deflate, br")
    assert (status, headers["content-encoding"], body) == (200, "br", b"pretend brotli")
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert headers["content-length"] == str(len(b"pretend brotli"))
    status, headers, body = get(server, "/es/awari/reglas.html", Accept_Encoding="gzip, br;q=0")
    assert headers["content-encoding"] == "gzip"
    assert gzip.decompress(body).decode() == PAGE


def test_a_copy_older_than_its_file_is_not_sent(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("new", encoding="utf-8")
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(b"old"))
    os.utime(tmp_path / "index.html.gz", (1, 1))
    running = serve.start(tmp_path)
    try:
        status, headers, body = get(running, "/", Accept_Encoding="gzip")
    finally:
        running.shutdown()
        running.server_close()
    assert (status, body, "content-encoding" in headers) == (200, b"new", False)


def test_a_revisit_is_answered_without_the_body(server: serve.Server) -> None:
    _, first, _ = get(server, "/es/awari/reglas.html", Accept_Encoding="br")
    status, headers, body = get(server, "/es/awari/reglas.html", Accept_Encoding="br", If_None_Match=first["etag"])
    assert (status, body, headers["etag"]) == (304, b"", first["etag"])
    assert headers["cache-control"] == "no-cache"
    status, _, _ = get(server, "/es/awari/reglas.html", If_Modified_Since=first["last-modified"])
    assert status == 304
    _, plain, _ = get(server, "/es/awari/reglas.html")
    assert plain["etag"] != first["etag"]  # each encoding its own tag
    status, _, body = get(server, "/es/awari/reglas.html", Accept_Encoding="br", If_None_Match=plain["etag"])
    assert (status, body) == (200, b"pretend brotli")


def test_hashed_files_are_immutable_others_revalidate(server: serve.Server) -> None:
    _, headers, _ = get(server, "/_runtime/engine-0123456789.zip")
    assert headers["cache-control"] == serve.IMMUTABLE
    assert headers["content-type"] == "application/zip"
    _, headers, _ = get(server, "/_runtime/pyodide-0123456789/pyodide.mjs")  # a folder named by its content
    assert headers["cache-control"] == serve.IMMUTABLE
    _, headers, _ = get(server, "/_runtime/pyodide.asm.wasm")
    assert (headers["cache-control"], headers["content-type"]) == ("no-cache", "application/wasm")
    assert "vary" not in headers  # no copies of it


def test_a_static_file_named_with_sphinxs_checksum_is_immutable(server: serve.Server) -> None:
    """Sphinx names a page's static files with the CRC-32 of their bytes without carriage returns
    (``rv.js?v=…``): that address is kept for good, any other (no checksum, a stale one) revalidated."""
    checksum = format(zlib.crc32(b"let a = 1;\n"), "08x")
    for query, cache in ((f"?v={checksum}", serve.IMMUTABLE), ("", "no-cache"), ("?v=0badc0de", "no-cache"),
                         (f"?v={checksum}&x=1", "no-cache")):
        status, headers, _ = get(server, "/es/_static/rv.js" + query)
        assert (status, headers["cache-control"]) == (200, cache), query


def test_folders_give_their_index_never_a_listing(server: serve.Server) -> None:
    assert get(server, "/")[2].decode() == PAGE
    status, headers, _ = get(server, "/es/awari")
    assert (status, headers["location"]) == (301, "/es/awari/")
    assert get(server, "/es/awari/")[0] == 404
    assert get(server, "/es/empty/")[0] == 404
    assert get(server, "/es/awari/?C=M;O=D")[0] == 404


@pytest.mark.parametrize("path", [
    "/../outside/secret.txt", "/es/../../secret.txt", "/es/%2e%2e/%2e%2e/etc/passwd", "/es%2f..%2f..%2fetc",
    "/es/awari%5creglas.html", "/.hidden", "/es/leak.txt", "/es/leakdir/secret.txt", "/es/awari/reglas.html%00",
    "/es/missing.html",
])
def test_nothing_outside_the_site(server: serve.Server, path: str) -> None:
    status, _, body = get(server, path)
    assert status in (400, 404)
    assert b"secret" not in body


def raw(server: serve.Server, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=10) as sock:
        sock.sendall(data)
        return sock.recv(65536)


def test_bad_requests_are_refused(server: serve.Server) -> None:
    assert raw(server, b"GET /" + b"a" * 10_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n").startswith(b"HTTP/1.1 414")
    huge = b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 10_000 + b"\r\n\r\n"
    assert raw(server, huge).startswith(b"HTTP/1.1 431")
    # a body that never ends is never read: the answer comes at once and the connection closes
    endless = b"GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffff\r\n" + b"x" * 1000
    assert raw(server, endless).startswith(b"HTTP/1.1 413")
    assert raw(server, b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello").startswith(b"HTTP/1.1 501")


def test_sixty_connections_at_once_and_a_pupil_who_leaves(server: serve.Server) -> None:
    # one pupil leaves in the middle of a file: the others are served all the same
    with socket.create_connection(("127.0.0.1", server.server_address[1])) as leaving:
        leaving.sendall(b"GET /es/awari/reglas.html HTTP/1.1\r\nHost: x\r\n\r\n")
        leaving.recv(10)
    barrier = threading.Barrier(60)
    results: list[int] = []
    sent_before = server.stats.sent

    def pupil() -> None:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=30)
        connection.connect()
        barrier.wait()
        for _ in range(3):  # kept alive: three requests on one connection
            connection.request("GET", "/es/awari/reglas.html", headers={"Accept-Encoding": "gzip"})
            response = connection.getresponse()
            results.append(response.status if gzip.decompress(response.read()).decode() == PAGE else -1)
        connection.close()

    threads = [threading.Thread(target=pupil) for _ in range(60)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [200] * 180
    assert server.stats.sent - sent_before > 180 * len(gzip.compress(PAGE.encode()))


def test_the_status_line_counts_pupils_and_bytes() -> None:
    """In Spanish, or in English from the site's catalogue (its .mo, compiled by the build)."""
    classroom.compile_catalogs()
    stats = serve.Stats()
    stats.opened("10.0.0.2")
    stats.opened("10.0.0.2")
    stats.opened("10.0.0.3")
    stats.closed("10.0.0.3")  # left a moment ago: still in the class
    stats.add_sent(2_500_000)
    assert serve.status_line(stats, "es") == "2 alumnos conectados, 2 conexiones, 2,5 MB enviados"
    stats.closed("10.0.0.2")
    stats.last_seen["10.0.0.3"] -= serve.PRESENT + 1  # gone for good
    assert serve.status_line(stats, "en") == "1 pupil connected, 1 connection, 2.5 MB sent"


@pytest.mark.parametrize("text", [b"http://192.168.1.23:8000/", b"http://10.0.0.5:8000/" * 3, b"x" * 150])
def test_the_qr_code_matches_an_independent_encoder(text: bytes) -> None:
    qrcode = pytest.importorskip("qrcode")
    for mask in range(8):
        reference = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, mask_pattern=mask, border=0)
        reference.add_data(text, optimize=0)
        reference.make(fit=True)
        assert qr.encode(text, mask=mask) == reference.get_matrix()


def test_the_qr_code_on_the_terminal_has_its_quiet_zone() -> None:
    matrix = qr.encode(b"http://192.168.1.23:8000/")
    lines = qr.terminal(matrix).splitlines()
    assert len(lines) == (len(matrix) + 8 + 1) // 2
    assert all(line.count("\u2580") == len(matrix) + 8 for line in lines)
