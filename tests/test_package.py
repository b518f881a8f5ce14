"""The package as a user installs it: a wheel with both packages, the typing marker and the English
catalogue compiled in, whose engine imports and speaks English from outside the source tree."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Under pytest-xdist the module's tests stay in one process, so that one wheel is built, once.
pytestmark = pytest.mark.xdist_group("package")
#: What the wheel is built from. setuptools builds in the source tree's ``build/`` (``build/lib``,
#: ``build/bdist.*``), which the site's build and the other tests share: the wheel is built from a
#: copy of these in a directory of its own.
SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "engine", "site/reglas_sphinx")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    pytest.importorskip("setuptools")
    build = tmp_path_factory.mktemp("build")
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "--no-build-isolation", "-q",
         "--disable-pip-version-check", "-w", str(out)],
        check=True, cwd=build, env={"PATH": "/usr/bin:/bin", "HOME": str(build), "TMPDIR": str(build)},
    )
    (found,) = out.glob("reglas_vivas-*.whl")
    return found


def test_wheel_holds_both_packages_the_marker_and_the_catalogue(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"engine/__init__.py", "engine/py.typed", "engine/locales/en/LC_MESSAGES/engine.mo",
            "engine/rules/zanga/game.py", "reglas_sphinx/__init__.py", "reglas_sphinx/static/rv-widgets.js"} <= names
    assert not any(name.startswith(("tests/", "tutorials/", "bench/")) for name in names)


def test_installed_engine_works_outside_the_tree(wheel: Path, tmp_path: Path) -> None:
    zipfile.ZipFile(wheel).extractall(tmp_path / "site-packages")
    code = (
        "import engine; s = engine.load('awari').from_notation('4,4,4,4,4,4/4,4,4,4,4,4 0-0 N 0 0')\n"
        "try: s.apply('A')\n"
        "except engine.IllegalActionError as e: print(e.text('en'))\n"
        "print(engine.__file__)"
    )
    path = str(tmp_path / "site-packages")
    run = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {path!r})\n{code}"],
                         capture_output=True, text=True, check=True, cwd=tmp_path)
    message, location = run.stdout.splitlines()
    assert message.startswith("Rule 2:")
    assert location.startswith(str(tmp_path / "site-packages"))
