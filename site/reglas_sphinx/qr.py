"""The QR encoder, for the site's servers: :mod:`engine.table.qr` (the engine draws QR codes too,
in the browser); the site's zip carries that file as ``qr.py`` (:mod:`reglas_sphinx.dist`)."""

from engine.table.qr import Matrix, encode, penalty, svg, terminal

__all__ = ["Matrix", "encode", "penalty", "svg", "terminal"]
