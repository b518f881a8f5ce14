"""Every game's examples in Chromium, as a reader plays them: the example's own solution (from the
engine's scenario data) reaches "¡Conseguido!" with the success said in words, and a failing line
(found by the build's check, :func:`engine.audit.failing_line`) shows a visible "not yet" message.
One page load per page, many examples on it: extend ``CASES`` with more examples."""

from __future__ import annotations

import pytest

from engine import audit, scenario

from .conftest import LOAD_TIMEOUT_MS, Watch, wait_hydrated

#: page -> the examples on it to play
CASES: dict[str, list[str]] = {
    "awari/reglas": ["awari.gran-slam", "awari.final", "awari.victoria"],
    "mbau/reglas": ["mbau.tablero"],
    "vano/reglas": ["vano.grupos"],
    "hus/reglas": ["hus.mismo-jugador", "hus.dos-filas"],
    "zapiti/reglas": ["zapiti.al-ver-27", "zapiti.salida", "zapiti.jerarquia"],
    "zanga/titulo-1": ["zanga.baraja", "zanga.ocho-cartas"],
    "zanga/titulo-3-reparto": ["zanga.reparto", "zanga.siete-espadas", "zanga.seis-espadas", "zanga.bazas-aparte",
                               "zanga.contar"],
    "zanga/titulo-3-subasta": ["zanga.pago-mano", "zanga.pie-forzado", "zanga.fianza-corta"],
    "zanga/titulo-3-solo": ["zanga.art57-solo-sin-cobro", "zanga.art58-companero-fuera", "zanga.art63-solo-y-cinco"],
    "zanga/titulo-3-juego": ["zanga.matador-forzado", "zanga.renuncio", "zanga.renuncio-matador"],
}
DONE = {"es": ("¡Conseguido!", "Aún no"), "en": ("Done!", "Not yet")}


def take(page, widget, step: str) -> None:  # type: ignore[no-untyped-def]
    if step.startswith(scenario.ANSWER):
        selector = f'[data-rv-answer="{step[1:]}"]'
    else:
        selector = f'[data-rv-action="{step.lstrip(scenario.ATTEMPT)}"]'
    widget.locator(selector).first.click()
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=widget.element_handle(), timeout=LOAD_TIMEOUT_MS)


@pytest.mark.parametrize("path", list(CASES))
def test_solutions_reach_the_goal_and_failing_lines_say_not_yet(page, watch: Watch, site_url: str, path: str) -> None:
    lang = "es" if path.startswith(("awari", "hus", "zapiti")) else "en"
    done, not_yet = DONE[lang]
    page.goto(f"{site_url}/{lang}/{path}.html")
    wait_hydrated(page)
    for key in CASES[path]:
        found = scenario.get(key)
        failing = audit.failing_line(found)
        assert failing is not None, key
        widget = page.locator(f'.rv-widget[data-rv-key="{key}"]')
        for step in failing:
            take(page, widget, step)
        feedback = widget.locator(".rv-feedback.rv-missed")
        assert feedback.is_visible(), key
        assert feedback.inner_text().startswith(not_yet), key
        assert done not in widget.locator(".rv-status").inner_text(), key
        take_cmd(page, widget, "reset")
        assert widget.locator(".rv-feedback").count() == 0, f"{key}: reset clears the feedback"
        for step in found.reader_steps():
            take(page, widget, step)
        assert done in widget.locator(".rv-status").inner_text(), key
        assert widget.locator(".rv-feedback.rv-reached").is_visible(), key
    watch.assert_clean()


def take_cmd(page, widget, cmd: str) -> None:  # type: ignore[no-untyped-def]
    widget.locator(f'[data-rv-cmd="{cmd}"]').click()
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=widget.element_handle(), timeout=LOAD_TIMEOUT_MS)
