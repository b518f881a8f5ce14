"""Plural forms: the words that follow a number come from the catalogue's plural rule, per language."""

from __future__ import annotations

import pytest

from engine.i18n import Msg, Plural


@pytest.mark.parametrize(
    ("n", "es", "en"),
    [(0, "f: 0 semillas", "f: 0 seeds"), (1, "f: 1 semilla", "f: 1 seed"), (7, "f: 7 semillas", "f: 7 seeds")],
)
def test_plural_follows_the_number_in_both_languages(n: int, es: str, en: str) -> None:
    message = Plural("{hole}: {n} semilla", "{hole}: {n} semillas", n, hole="f")
    assert (message.text("es"), message.text("en")) == (es, en)


def test_plural_translates_its_message_values() -> None:
    message = Plural("almacén de {who}: {n} semilla", "almacén de {who}: {n} semillas", 1, who=Msg("Norte"))
    assert message.text("en") == "North's store: 1 seed"


def test_plurals_compare_by_both_forms_and_values() -> None:
    one = Plural("{n} semilla", "{n} semillas", 2)
    assert one == Plural("{n} semilla", "{n} semillas", 2)
    assert one != Plural("{n} semilla", "{n} semillas", 3)
    assert hash(one) == hash(Plural("{n} semilla", "{n} semillas", 2))


def test_catalogue_knows_which_messages_are_plural() -> None:
    catalog = pytest.importorskip("reglas_sphinx.catalog")
    plurals = catalog.plurals()
    assert plurals["{hole}: {n} semilla"] == "{hole}: {n} semillas"
    assert "Regla {n}" not in plurals
    assert catalog.check() == []


def test_every_number_before_a_plural_noun_has_plural_forms() -> None:
    """Issue 34: "1 piedras". A number formatted into a plural noun reads wrong for one; the catalogue
    check finds every such text that is not a Plural(…)."""
    catalog = pytest.importorskip("reglas_sphinx.catalog")
    assert catalog.COUNTED_NOUN.search("hay {total} piedras en el tablero")
    assert not catalog.COUNTED_NOUN.search("{seat} es mano") and not catalog.COUNTED_NOUN.search("Regla {n}")
    assert catalog.counted_without_plural() == []


def test_a_catalogue_is_compiled_whole_while_another_process_reads_it(tmp_path) -> None:
    """CI: one test worker's Sphinx build compiled ``engine.mo`` while the other's packed the engine,
    and Pyodide's gettext read an empty file ("unpack requires a buffer of 4 bytes"). A reader now finds
    the old catalogue or the new one, never a file cut short; unchanged bytes are not written again."""
    import gettext
    import threading

    catalog = pytest.importorskip("reglas_sphinx.catalog")
    from babel.messages.catalog import Catalog

    target = tmp_path / "engine.mo"
    versions = []
    for n in range(2):
        version = Catalog(locale="en")
        for i in range(60):
            version.add(f"mensaje {i}", f"message {i} " + "x" * (n * 50))
        versions.append(version)
    catalog.write_compiled(target, versions[0])
    problems: list[Exception] = []
    done = threading.Event()

    def read() -> None:
        while not done.is_set():
            try:
                with target.open("rb") as handle:
                    gettext.GNUTranslations(handle)
            except Exception as error:  # any failure to parse is the defect
                problems.append(error)

    reader = threading.Thread(target=read)
    reader.start()
    for n in range(100):
        catalog.write_compiled(target, versions[n % 2])
    done.set()
    reader.join()
    assert problems == []
    assert [path.name for path in tmp_path.iterdir()] == ["engine.mo"]
    assert target.stat().st_mode & 0o777 == 0o644  # readable by all, as a wheel installs it
    written = target.stat().st_mtime_ns
    catalog.write_compiled(target, versions[1])
    assert target.stat().st_mtime_ns == written
