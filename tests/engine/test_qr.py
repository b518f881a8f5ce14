"""The QR encoder as the engine draws it (engine.table.qr): the SVG holds exactly the symbol's modules
with its quiet zone, its text alternative is escaped text, and a pupil's result code's QR is the class
page's address with the code in its fragment, the very symbol an independent encoder makes of it."""

from __future__ import annotations

import re

import pytest

from engine.lessons import results
from engine.table import qr
from engine.table.widget import result_qr

CODE = results.encode_code("Marta", "0123456789", [3, 2, None])
PAGE = "https://example.org/reglas/es/clase.html"


def modules(svg: str, quiet: int = 4) -> qr.Matrix:
    """The symbol an SVG of :func:`engine.table.qr.svg` draws, read back from its path."""
    size = int(re.search(r'viewBox="0 0 (\d+) \1"', svg).group(1)) - 2 * quiet  # type: ignore[union-attr]
    matrix = [[False] * size for _ in range(size)]
    for x, y in re.findall(r"M(\d+),(\d+)h1v1h-1z", svg):
        matrix[int(y) - quiet][int(x) - quiet] = True
    return matrix


def independent(text: bytes) -> list[qr.Matrix]:
    """The symbols of ``text`` in byte mode (as the engine writes every text) that an independent
    encoder makes, one per mask."""
    qrcode = pytest.importorskip("qrcode")
    found = []
    for mask in range(8):
        symbol = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, mask_pattern=mask, border=0)
        symbol.add_data(qrcode.util.QRData(text, mode=qrcode.util.MODE_8BIT_BYTE))
        symbol.make(fit=True)
        found.append(symbol.get_matrix())
    return found


def test_the_svg_draws_the_symbol_and_escapes_its_label() -> None:
    matrix = qr.encode(b"RV1-TEST")
    svg = qr.svg(matrix, '<b onclick="x">&')
    assert modules(svg) == matrix
    assert 'aria-label="&lt;b onclick=&quot;x&quot;&gt;&amp;"' in svg and "<b" not in svg


def test_a_result_codes_qr_opens_the_class_page_with_the_code() -> None:
    svg = result_qr(CODE, PAGE + "#old", "es")
    assert modules(svg) in independent(f"{PAGE}#rv={CODE}".encode())
    assert f"{CODE}" in svg and 'role="img"' in svg
    assert "result code" in result_qr(CODE, PAGE, "en")


@pytest.mark.parametrize("page", ["", None, "javascript:alert(1)", "file:///etc/passwd", 3])
def test_without_a_web_address_the_qr_holds_the_code_alone(page: object) -> None:
    assert modules(result_qr(CODE, page, "es")) in independent(CODE.encode())


def test_an_address_too_long_for_a_qr_code_leaves_the_code_alone() -> None:
    assert modules(result_qr(CODE, "https://example.org/" + "x" * 300, "es")) in independent(CODE.encode())
