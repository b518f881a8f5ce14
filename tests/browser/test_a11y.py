"""Accessibility in Chromium, as a reader with a screen reader or a keyboard meets the site.

* axe-core (pinned in package-lock.json, injected from node_modules: no CDN) finds no WCAG 2.1 A/AA
  violation on one page per game after a few moves, in the light theme and the dark (every built
  page, in both languages, as it comes alive: ``test_pages.py``, in the same load as its other checks).
* One example of each game is played with the keyboard alone: Enter on a hole or a card plays it, the
  focus stays in the widget while the move is animated and comes back to the board (never to
  "Deshacer", so Enter twice never undoes), Escape skips the animation, the digit shortcuts reach the
  board, the hand, the bets and the commands, and the one live region says the reader's move and the
  bot's reply.
* Under prefers-reduced-motion each reply redraws the board once.
"""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, axe, open_more, wait_hydrated, wait_idle

#: One page per game, and how many of the reader's moves to play on its first playable widget.
AFTER_MOVES = [
    ("awari/partida.html", 3),
    ("mbau/partida.html", 2),
    ("vano/partida.html", 2),
    ("hus/partida.html", 2),
    ("zapiti/partida-1v1.html", 3),
    ("zanga/partida.html", 3),
]


@pytest.mark.parametrize(("path", "moves"), AFTER_MOVES, ids=[p.split("/")[0] for p, _ in AFTER_MOVES])
def test_no_wcag_violation_after_a_few_moves(page, watch: Watch, site_url: str, path: str,
                                             moves: int) -> None:
    page.goto(f"{site_url}/es/{path}")
    wait_hydrated(page)
    widget = page.locator(".rv-widget[data-rv-kind]").first
    wait_idle(page, widget)  # the bots that speak before the reader
    for _ in range(moves):
        legal = widget.locator(".rv-board [data-rv-action].rv-legal")
        if not legal.count():
            break
        legal.first.click()
        wait_idle(page, widget)
    assert widget.locator(".rv-log li").count() >= 2, "moves were played"
    assert axe(page) == {}
    watch.assert_clean()


# -- contrast of the marks (WCAG 1.4.11: 3:1 for what is not text, 1.4.3: 4.5:1 for text) ---------------

MARKS = """theme => {
  document.body.dataset.theme = theme;
  const host = document.createElement('section');
  host.className = 'rv-widget';
  host.innerHTML = `<div class="rv-mancala"><button class="rv-hole rv-legal">1</button>
    <button class="rv-hole rv-marked">2</button></div>
    <div class="rv-cards-board"><div class="rv-table"><button class="rv-card rv-legal">3</button>
    <button class="rv-card">4</button><span class="rv-badge">mano</span></div></div>
    <p class="rv-hus-info"><span class="rv-hus-choice">elige</span></p>`;
  document.querySelector('article, main, body').append(host);
  const css = el => getComputedStyle(host.querySelector(el));
  const widget = getComputedStyle(host);
  const first = shadow => shadow.match(/rgba?\\([^)]*\\)/)[0];
  const ring = first(css('.rv-hole.rv-marked').boxShadow);
  const found = {
    legal_ring: [css('.rv-hole.rv-legal').borderTopColor, css('.rv-hole.rv-legal').backgroundColor],
    marked_ring_light_wood: [ring, widget.getPropertyValue('--rv-wood')],
    marked_ring_dark_wood: [ring, widget.getPropertyValue('--rv-wood-dark')],
    marked_ring_hole: [ring, css('.rv-hole.rv-marked').backgroundColor],
    legal_card_edge: [css('.rv-card.rv-legal').borderTopColor, css('.rv-card.rv-legal').backgroundColor],
    legal_card_vs_other: [css('.rv-card.rv-legal').borderTopColor,
                          css('.rv-card:not(.rv-legal)').borderTopColor],
    badge_text: [css('.rv-badge').color, css('.rv-badge').backgroundColor],
    hus_choice_text: [css('.rv-hus-choice').color, widget.backgroundColor],
  };
  host.remove();
  return found;
}"""
NEEDED = {"badge_text": 4.5, "hus_choice_text": 4.5}  # text; every other mark 3:1


def luminance(colour: str) -> float:
    colour = colour.strip()
    if colour.startswith("#"):
        channels = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    else:
        channels = [int(float(v)) for v in colour[colour.index("(") + 1:colour.index(")")].split(",")[:3]]
    srgb = [c / 255 for c in channels]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in srgb]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_helper_knows_black_on_white_and_the_old_marked_ring() -> None:
    assert round(contrast("#000000", "rgb(255, 255, 255)"), 1) == 21.0
    assert contrast("#ff6b3d", "#b7804a") < 1.5  # the ring the marked hole had: lost on the wood


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_marks_badges_and_warnings_have_the_contrast_wcag_asks(page, site_url: str, theme: str) -> None:
    page.goto(f"{site_url}/es/awari/partida.html")
    for name, (ink, ground) in page.evaluate(MARKS, theme).items():
        assert not ground.endswith(", 0)"), f"{name}: a transparent ground measures nothing"
        ratio = contrast(ink, ground)
        assert ratio >= NEEDED.get(name, 3.0), (name, ink, ground, round(ratio, 2))


# -- the keyboard alone, and what the live region says -----------------------------------------------

FOCUS = """w => {
  const el = document.activeElement;
  return { inside: w.contains(el), action: el.dataset.rvAction ?? null, cmd: el.dataset.rvCmd ?? null,
           board: el.classList.contains('rv-board'), legal: el.classList.contains('rv-legal') };
}"""
GAMES = {"awari": "awari/partida.html", "mbau": "mbau/partida.html", "vano": "vano/partida.html",
         "hus": "hus/partida.html", "zapiti": "zapiti/partida-1v1.html", "zanga": "zanga/partida.html"}
# The card games from a shared link, so that the test plays the same deal every time: a fresh game
# deals at random, and a hand that ends within the reader's two moves (La Zanga's seed 4: Norte goes
# solo) waits for «Siguiente mano», which no digit reaches.
DEALS = {"zapiti": "#partida=zapiti;seed=1&modo=bot&nivel=medium",
         "zanga": "#partida=zanga;seed=1&modo=bot&nivel=medium"}


def spoken(widget) -> str:  # type: ignore[no-untyped-def]
    return " ".join(widget.locator(".rv-live p").all_inner_texts())


def press_to_a_legal_move(page, widget) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """From the widget's skip link, the digit shortcuts to the board, the hand, the bets: the first
    that lands on something that may be played."""
    widget.locator(".rv-skip").focus()
    for key in "123":
        page.keyboard.press(key)
        focus = widget.evaluate(FOCUS)
        if focus["legal"]:
            return focus  # type: ignore[no-any-return]
    raise AssertionError(f"no shortcut reached a legal move: {focus}")


# Records every line the live region says (it keeps only the last few).
HEAR = """w => {
  const region = w.querySelector('.rv-live');
  w.rvHeard = [];
  const hear = records => records.forEach(r => r.addedNodes.forEach(n => w.rvHeard.push(n.textContent)));
  new MutationObserver(hear).observe(region, { childList: true });
  return region;
}"""


@pytest.mark.paced
@pytest.mark.parametrize("game", GAMES)
def test_a_game_played_by_keyboard_keeps_its_place_and_is_announced(page, watch: Watch, site_url: str,
                                                                    game: str) -> None:
    page.goto(f"{site_url}/es/{GAMES[game]}{DEALS.get(game, '')}")
    wait_hydrated(page)
    widget = page.locator(".rv-widget[data-rv-kind]").first
    wait_idle(page, widget)
    assert not widget.locator(".rv-notices").inner_text().strip(), "the shared deal was read"
    live = widget.locator('[aria-live], [role="status"], [role="alert"], [role="log"]')
    assert live.count() == 1 and live.get_attribute("aria-live") == "polite", "one live region per widget"
    region = widget.evaluate_handle(HEAR)
    earlier = widget.locator(".rv-log li:not(.rv-log-note)").count()  # the bots' moves before the reader's
    assert widget.locator(".rv-skip").inner_text() == "Saltar después de este ejemplo"  # the page's only one
    assert "1: el tablero" in (widget.locator(".rv-keyboard").text_content() or "")
    focus = press_to_a_legal_move(page, widget)
    for _ in range(2):  # Enter, and Enter again where the focus came back: two moves, never an undo
        before = widget.locator(".rv-log li").count()
        page.keyboard.press("Enter")
        wait_idle(page, widget)
        assert widget.locator(".rv-log li").count() > before, f"Enter on {focus} played it"
        focus = widget.evaluate(FOCUS)
        assert focus["inside"] and (focus["action"] is not None or focus["board"]), f"after a move: {focus}"
        if not focus["legal"]:  # back on the board (the hole played is empty, the card gone): the shortcuts
            focus = press_to_a_legal_move(page, widget)
    notes = open_more(widget).locator(".rv-log li.rv-log-note").all_inner_texts()
    assert not any("Deshaces" in note for note in notes), "Enter twice never undoes"
    # The reader's moves and the bots' replies, each as the one live region said it.
    heard = " ".join(widget.evaluate("w => w.rvHeard"))
    moves = widget.locator(".rv-log li:not(.rv-log-note)").all_inner_texts()[earlier:]
    assert len(moves) >= 3 and all(move in heard for move in moves), (moves, heard)
    assert widget.evaluate("(w, r) => w.querySelector('.rv-live') === r", region), "never re-created"
    # R repeats the last announcement with the focus anywhere in the widget (here, the widget itself).
    last = widget.locator(".rv-live p").last.inner_text()
    widget.evaluate("w => w.focus()")
    page.keyboard.press("r")
    assert widget.locator(".rv-live p").last.inner_text() == last
    watch.assert_clean()


@pytest.mark.paced
def test_tab_reaches_the_readers_own_holes_first_and_escape_skips_the_animation(page, watch: Watch,
                                                                                 site_url: str) -> None:
    page.goto(f"{site_url}/es/awari/partida.html")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="awari"]')
    wait_idle(page, game)
    north = game.locator('.rv-row-north .rv-hole:not([tabindex="-1"])')
    assert north.count() == 0, "North's holes are not the reader's actions: not in the Tab order"
    game.locator('select[data-rv-setting]').last.focus()  # the last setting, just above the board
    reached = []
    for _ in range(7):
        page.keyboard.press("Tab")
        reached.append(game.evaluate("() => document.activeElement.dataset.rvAction ?? 'not a hole'"))
    assert reached == [*"ABCDEF", "not a hole"], reached
    # A slow sowing, and Escape pressed where the widget put the focus as its first frame is drawn (in
    # the page, so that no round trip to the test can miss the animation on a slow machine): the
    # board is drawn at once. The page says when: the move's "rv:reply" comes as the animation ends.
    game.evaluate(ESCAPE_AT_THE_FIRST_FRAME)
    open_more(game).locator("select[data-rv-speed]").select_option("slow")
    game.locator('[data-rv-action="C"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("w => w.rvEscape.atReply !== null", arg=game.element_handle(), timeout=LOAD_TIMEOUT_MS)
    escape = game.evaluate("w => w.rvEscape")
    assert escape["atEscape"] == {"frames": 1, "busy": True, "focusInWidget": True}, escape
    assert escape["atReply"] == 1 < escape["total"], f"no frame was drawn after Escape: {escape}"
    wait_idle(page, game)
    watch.assert_clean()


# At the sowing's first frame, presses Escape on whatever has the focus (a keydown, as the keyboard
# sends it), noting where the focus was and whether the widget was animating; then counts the frames
# drawn until the move's reply is shown, and how many the reply had.
ESCAPE_AT_THE_FIRST_FRAME = """w => {
  const log = w.rvEscape = { frames: 0, atEscape: null, atReply: null, total: null };
  new MutationObserver(records => {
    if (!records.some(r => r.target.classList.contains('rv-board'))) return;
    log.frames += 1;
    if (log.atEscape !== null) return;
    const focused = document.activeElement;
    log.atEscape = { frames: log.frames, busy: w.classList.contains('rv-busy'), focusInWidget: w.contains(focused) };
    focused.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  }).observe(w, { childList: true, subtree: true });
  w.addEventListener('rv:reply', e => {
    if (log.atReply === null && e.detail.request.op === 'act') {
      log.atReply = log.frames; log.total = e.detail.frames?.length ?? 0;
    }
  });
}"""


# Counts what is redrawn, as the page draws it: each reply is morphed into the view in one task, each
# animation frame into the board in one task of its own, while the widget is busy (rv-busy). One
# MutationObserver callback is one task's changes: one redraw.
COUNT_REDRAWS = """w => {
  w.rvRedraws = { view: 0, board: 0 };
  new MutationObserver(records => {
    if (!records.some(r => r.target.closest?.('.rv-view'))) return;
    if (w.classList.contains('rv-busy')) w.rvRedraws.board += 1;
    else w.rvRedraws.view += 1;
  }).observe(w, { childList: true, subtree: true, characterData: true });
}"""


@pytest.mark.paced
@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_reduced_motion_redraws_the_board_once_per_reply(page, watch: Watch, site_url: str,
                                                         motion: str) -> None:
    page.emulate_media(reduced_motion=motion)
    page.goto(f"{site_url}/es/awari/partida.html")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="awari"]')
    wait_idle(page, game)
    game.evaluate(COUNT_REDRAWS)
    game.locator(".rv-hole.rv-legal").first.click()
    wait_idle(page, game)
    redraws = game.evaluate("w => w.rvRedraws")
    assert redraws["view"] == 2, redraws  # the reader's move, the bot's reply
    if motion == "reduce":
        assert redraws["board"] == 0, f"no animation frames under prefers-reduced-motion: {redraws}"
        transition = game.evaluate("""w => { const el = document.createElement('div');
            el.className = 'rv-account rv-changed'; w.append(el);
            const t = getComputedStyle(el).transitionDuration; el.remove(); return t; }""")
        assert transition == "0s"
    else:
        assert redraws["board"] > 2, "sown seed by seed otherwise (the test can tell the difference)"
    watch.assert_clean()
