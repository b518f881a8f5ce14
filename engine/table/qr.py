"""A QR code of a short text: the classroom server's address, drawn on the terminal, so that a pupil
opens the site by pointing a tablet's camera at the teacher's screen (``reglas_sphinx.serve``); the
class's link on the teacher's page (``make class``); a pupil's result code at the end of an exercise
set, which the teacher scans into the class's table (:mod:`engine.table.widget`, in the browser).
Standard library only, no import of the engine: the zip of the site carries this file as ``qr.py``
beside ``servir.py`` (``serve.py``), and needs no install.

Byte mode, error correction level M (15 % of the symbol may be lost), versions 1 to 10 (up to 213
bytes), the mask of least penalty, as ISO/IEC 18004 sets them out; ``tests/site/test_serve.py``
checks the modules against an independent encoder.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

# Level M, by version (index 0 unused): error correction codewords per block, and blocks.
ECC_PER_BLOCK = (0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26)
BLOCKS = (0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5)
FORMAT_M = 0  # the two bits of level M in the format information
MAX_VERSION = len(BLOCKS) - 1

Matrix = list[list[bool]]


def _raw_modules(version: int) -> int:
    """Modules left for data and error correction once the function patterns are drawn."""
    result = (16 * version + 128) * version + 64
    if version >= 2:
        align = version // 7 + 2
        result -= (25 * align - 10) * align - 55
        if version >= 7:
            result -= 36
    return result


def _data_codewords(version: int) -> int:
    return _raw_modules(version) // 8 - ECC_PER_BLOCK[version] * BLOCKS[version]


def _multiply(x: int, y: int) -> int:
    """Product in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1."""
    z = 0
    for i in reversed(range(8)):
        z = (z << 1) ^ ((z >> 7) * 0x11D)
        z ^= ((y >> i) & 1) * x
    return z


def _reed_solomon(data: list[int], degree: int) -> list[int]:
    divisor = [0] * (degree - 1) + [1]
    root = 1
    for _ in range(degree):
        for j in range(degree):
            divisor[j] = _multiply(divisor[j], root)
            if j + 1 < degree:
                divisor[j] ^= divisor[j + 1]
        root = _multiply(root, 0x02)
    remainder = [0] * degree
    for byte in data:
        factor = byte ^ remainder.pop(0)
        remainder.append(0)
        for i, coefficient in enumerate(divisor):
            remainder[i] ^= _multiply(coefficient, factor)
    return remainder


def _codewords(text: bytes, version: int) -> list[int]:
    """The data bits (mode, count, bytes, terminator, padding), then the blocks interleaved."""
    bits: list[int] = []

    def put(value: int, length: int) -> None:
        bits.extend((value >> i) & 1 for i in reversed(range(length)))

    capacity = _data_codewords(version) * 8
    put(0b0100, 4)
    put(len(text), 8 if version <= 9 else 16)
    for byte in text:
        put(byte, 8)
    put(0, min(4, capacity - len(bits)))
    put(0, -len(bits) % 8)
    pad = 0xEC
    while len(bits) < capacity:
        put(pad, 8)
        pad ^= 0xEC ^ 0x11
    data = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8)]

    blocks_count, ecc = BLOCKS[version], ECC_PER_BLOCK[version]
    raw = _raw_modules(version) // 8
    short = blocks_count - raw % blocks_count
    short_length = raw // blocks_count
    blocks, k = [], 0
    for i in range(blocks_count):
        size = short_length - ecc + (0 if i < short else 1)
        block = data[k:k + size]
        k += size
        check = _reed_solomon(block, ecc)
        if i < short:
            block.append(0)  # a place holder, skipped when interleaving
        blocks.append(block + check)
    return [block[i] for i in range(len(blocks[0])) for j, block in enumerate(blocks)
            if i != short_length - ecc or j >= short]


def _alignment_positions(version: int) -> list[int]:
    if version == 1:
        return []
    count = version // 7 + 2
    step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2
    size = version * 4 + 17
    return [6, *sorted(size - 7 - i * step for i in range(count - 1))]


def _bch(value: int, generator: int, degree: int) -> int:
    remainder = value
    for _ in range(degree):
        remainder = (remainder << 1) ^ ((remainder >> (degree - 1)) * generator)
    return (value << degree) | remainder


class _Symbol:
    def __init__(self, version: int) -> None:
        self.version = version
        self.size = version * 4 + 17
        self.dark: Matrix = [[False] * self.size for _ in range(self.size)]
        self.function: Matrix = [[False] * self.size for _ in range(self.size)]

    def set(self, x: int, y: int, dark: bool) -> None:
        self.dark[y][x] = dark
        self.function[y][x] = True

    def draw_patterns(self) -> None:
        size = self.size
        for i in range(size):
            self.set(6, i, i % 2 == 0)
            self.set(i, 6, i % 2 == 0)
        for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):
            for dy in range(-4, 5):
                for dx in range(-4, 5):
                    x, y = cx + dx, cy + dy
                    if 0 <= x < size and 0 <= y < size:
                        self.set(x, y, max(abs(dx), abs(dy)) not in (2, 4))
        positions = _alignment_positions(self.version)
        last = len(positions) - 1
        for i, cx in enumerate(positions):
            for j, cy in enumerate(positions):
                if (i, j) in ((0, 0), (0, last), (last, 0)):
                    continue
                for dy in range(-2, 3):
                    for dx in range(-2, 3):
                        self.set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)
        self.draw_format(0)  # reserves the format areas; drawn for real once the mask is chosen
        if self.version >= 7:
            bits = _bch(self.version, 0x1F25, 12)
            for i in range(18):
                bit = bool((bits >> i) & 1)
                a, b = size - 11 + i % 3, i // 3
                self.set(a, b, bit)
                self.set(b, a, bit)

    def draw_format(self, mask: int) -> None:
        bits = _bch(FORMAT_M << 3 | mask, 0x537, 10) ^ 0x5412
        size = self.size
        for i in range(6):
            self.set(8, i, bool((bits >> i) & 1))
        self.set(8, 7, bool((bits >> 6) & 1))
        self.set(8, 8, bool((bits >> 7) & 1))
        self.set(7, 8, bool((bits >> 8) & 1))
        for i in range(9, 15):
            self.set(14 - i, 8, bool((bits >> i) & 1))
        for i in range(8):
            self.set(size - 1 - i, 8, bool((bits >> i) & 1))
        for i in range(8, 15):
            self.set(8, size - 15 + i, bool((bits >> i) & 1))
        self.set(8, size - 8, True)

    def draw_data(self, codewords: list[int]) -> None:
        size, i = self.size, 0
        right = size - 1
        while right >= 1:
            if right == 6:
                right = 5
            upward = (right + 1) & 2 == 0
            for vertical in range(size):
                y = size - 1 - vertical if upward else vertical
                for x in (right, right - 1):
                    if not self.function[y][x] and i < len(codewords) * 8:
                        self.dark[y][x] = bool((codewords[i >> 3] >> (7 - (i & 7))) & 1)
                        i += 1
            right -= 2

    def masked(self, mask: int) -> Matrix:
        rule = MASKS[mask]
        out = [row[:] for row in self.dark]
        for y in range(self.size):
            for x in range(self.size):
                if not self.function[y][x] and rule(x, y):
                    out[y][x] = not out[y][x]
        return out


MASKS: tuple[Callable[[int, int], bool], ...] = (
    lambda x, y: (x + y) % 2 == 0,
    lambda x, y: y % 2 == 0,
    lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0,
    lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0,
    lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)


def penalty(matrix: Matrix) -> int:
    """The four penalty rules: runs of five or more, 2×2 blocks, finder-like patterns, imbalance."""
    size = len(matrix)
    lines = [*matrix, *([matrix[y][x] for y in range(size)] for x in range(size))]
    score = 0
    finder = ([True, False, True, True, True, False, True, False, False, False, False],
              [False, False, False, False, True, False, True, True, True, False, True])
    for line in lines:
        run = 1
        for i in range(1, size + 1):
            if i < size and line[i] == line[i - 1]:
                run += 1
                continue
            if run >= 5:
                score += 3 + run - 5
            run = 1
        for i in range(size - 10):
            if line[i:i + 11] in finder:
                score += 40
    for y in range(size - 1):
        for x in range(size - 1):
            if matrix[y][x] == matrix[y][x + 1] == matrix[y + 1][x] == matrix[y + 1][x + 1]:
                score += 3
    dark = sum(map(sum, matrix))
    score += abs(dark * 20 - size * size * 10) // (size * size) * 10
    return score


def encode(text: bytes, mask: int | None = None) -> Matrix:
    """The modules (True: dark) of the smallest level-M symbol holding ``text``; ``mask`` forces one."""
    for version in range(1, MAX_VERSION + 1):
        count_bits = 8 if version <= 9 else 16
        if 4 + count_bits + 8 * len(text) <= _data_codewords(version) * 8:
            break
    else:
        raise ValueError(f"{len(text)} bytes do not fit a QR code of version {MAX_VERSION} or less")
    symbol = _Symbol(version)
    symbol.draw_patterns()
    symbol.draw_data(_codewords(text, version))
    best: tuple[int, Matrix] | None = None
    for candidate in range(8) if mask is None else (mask,):
        symbol.draw_format(candidate)
        matrix = symbol.masked(candidate)
        score = penalty(matrix)
        if best is None or score < best[0]:
            best = (score, matrix)
    assert best is not None
    return best[1]


def terminal(matrix: Matrix, quiet: int = 4) -> str:
    """The symbol in lines of text, two rows of modules a line (upper half blocks whose foreground is
    the upper module and background the lower), black on white whatever the terminal's colours, with
    the light margin (``quiet`` modules) scanners need."""
    size = len(matrix) + 2 * quiet

    def dark(x: int, y: int) -> bool:
        x, y = x - quiet, y - quiet
        return 0 <= x < len(matrix) and 0 <= y < len(matrix) and matrix[y][x]

    lines = []
    for y in range(0, size, 2):
        cells = []
        for x in range(size):
            top, bottom = dark(x, y), y + 1 < size and dark(x, y + 1)
            cells.append(f"\x1b[{30 if top else 97};{40 if bottom else 107}m\u2580")
        lines.append("".join(cells) + "\x1b[0m")
    return "\n".join(lines)


def svg(matrix: Matrix, label: str, quiet: int = 4, css_class: str = "rv-qr") -> str:
    """The symbol as an SVG image, black on white with its light margin (``quiet`` modules);
    ``label`` is its text alternative (what it says, for whoever cannot scan it), escaped here."""
    size = len(matrix) + 2 * quiet
    cells = "".join(f"M{x + quiet},{y + quiet}h1v1h-1z" for y, row in enumerate(matrix)
                    for x, dark in enumerate(row) if dark)
    return (f'<svg class="{escape(css_class)}" role="img" aria-label="{escape(label)}" '
            f'viewBox="0 0 {size} {size}" xmlns="http://www.w3.org/2000/svg">'
            f'<rect width="{size}" height="{size}" fill="#fff"/><path d="{cells}" fill="#000"/></svg>')
