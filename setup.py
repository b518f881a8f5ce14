"""Builds the package with its English catalogue compiled: the ``.mo`` that :mod:`engine.i18n` reads
is made from ``engine/locales/en/*.po`` while the package is built, so an installed engine speaks
English without any other step. Everything else is declared in pyproject.toml."""

from importlib.util import module_from_spec, spec_from_file_location
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def load_catalogue():
    """The catalogue tool by its file: it needs Babel (a build requirement), not Sphinx."""
    spec = spec_from_file_location("catalog", ROOT / "site" / "reglas_sphinx" / "catalog.py")
    module = module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogue(build_py):
    def run(self) -> None:
        load_catalogue().compile_all()
        super().run()


setup(cmdclass={"build_py": BuildWithCatalogue})
