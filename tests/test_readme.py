"""The README's quick start is a doctest: what it promises, the engine does."""

import doctest
from pathlib import Path


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(Path(__file__).resolve().parents[1] / "README.md"), module_relative=False,
                              optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 6
    assert result.failed == 0
