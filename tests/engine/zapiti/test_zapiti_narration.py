"""The Zápiti narrator (:mod:`engine.lessons.zapiti.narration`): every move said in the game's words, in both
languages, with real plural forms, from what the listening seat may see."""

from __future__ import annotations

import random
import re

import pytest

from engine.lessons.zapiti.narration import describe, ends_hand, spoken
from engine.rules.cards import DECK
from engine.rules.zapiti.game import CARD_OF, ZapitiState

from .zapiti_helpers import play, position, zapiti


def said(before: ZapitiState, action: str, viewer: int | None = 0, lang: str = "es") -> list[str]:
    return [m.text(lang) for m in describe(before, action, before.apply(action), viewer)]


def test_a_call_and_its_answers_in_both_languages() -> None:
    s = position("4b.3o.12c/7c.5e.6b", actions="ver")
    assert said(s, "truco") == ["Sur canta truco."]
    assert said(s, "truco", lang="en") == ["South calls truco."]
    t = s.apply("truco")
    assert said(t, "quiero") == ["Norte quiere: la mano vale 3 chinos."]
    assert said(t, "quiero", lang="en") == ["North accepts (quiero): the hand is worth 3 chinos."]
    assert said(t, "valen-6") == ["Norte quiere y sube: valen 6."]


def test_a_refusal_pays_the_caller_one_chino_or_several() -> None:
    t = position("4b.3o.12c/7c.5e.6b", actions="ver,truco")
    assert said(t, "no-quiero") == ["Norte no quiere.", "Sur suma 1 chino.", "Tanteo: Sur 1, Norte 0.",
                                    "Mano 2: reparte Sur."]
    assert said(t, "no-quiero", lang="en")[1] == "South scores 1 chino."
    u = play(t, "valen-6")
    assert said(u, "no-quiero")[:2] == ["Sur no quiere.", "Norte suma 3 chinos."]
    assert said(u, "no-quiero", lang="en")[1] == "North scores 3 chinos."


def test_a_card_is_named_with_its_article_and_the_round_with_its_winner() -> None:
    s = position("4b.3o.12c/7c.5e.10b", actions="ver")
    assert said(s, "4b") == ["Sur juega el cuatro de bastos."]
    t = s.apply("4b")
    assert said(t, "10b") == ["Norte juega la sota de bastos.", "Sur gana la ronda 1 con el cuatro de bastos."]
    assert said(t, "10b", lang="en") == ["North plays the jack of clubs.", "South wins round 1 with the four of clubs."]


def test_a_tied_round_is_parda() -> None:
    s = position("3o.4b.12c/3c.7c.6b", actions="ver,3o")
    assert said(s, "3c")[-1] == "La ronda 1 queda parda."
    assert said(s, "3c", lang="en")[-1] == "Round 1 is tied (parda)."


def test_a_hand_won_on_the_cards_says_who_scores_and_the_score() -> None:
    s = position("4b.7o.12c/7c.5e.6b", actions="ver,4b,6b,7o")
    assert ends_hand(s, s.apply("5e"))
    assert said(s, "5e") == ["Norte juega el cinco de espadas.", "Sur gana la ronda 2 con el siete de oros.",
                             "Sur suma 1 chino.", "Tanteo: Sur 1, Norte 0.", "Mano 2: reparte Sur."]


def test_a_pair_scores_with_its_verb_in_the_plural() -> None:
    s = position("4b.3o.12c/7c.5e.6b/1e.2o.5o/6c.7b.10o", actions="ver,truco", players=4, senas_momento="turno")
    assert said(s, "no-quiero")[1] == "Sur y Norte suman 1 chino."
    assert said(s, "no-quiero", lang="en")[1] == "South and North score 1 chino."
    t = play(s, "valen-6")
    assert said(t, "a-casa")[:2] == ["Norte se va a casa.", "Este y Oeste suman 3 chinos."]
    assert said(t, "a-casa", lang="en")[1] == "East and West score 3 chinos."


def test_truco_sin_ver_and_al_ver() -> None:
    s = position("4b.3o.12c/7c.5e.6b")
    assert said(s, "ver") == ["Sur mira sus cartas."]
    assert said(s, "sin-ver") == ["Sur canta truco sin ver."]
    t = s.apply("sin-ver")
    assert said(t, "va") == ["Norte va al truco sin ver: la mano vale 3 chinos."]
    assert said(t, "no-va")[:2] == ["Norte no va al truco sin ver.", "Sur suma 2 chinos."]
    al_ver = position("4b.3o.12c/7c.5e.6b", points="29-10")
    assert said(al_ver, "va") == ["Sur va al ver: la mano vale 1 chino."]
    assert said(al_ver, "va", lang="en") == ["South goes al ver (va): the hand is worth 1 chino."]
    assert said(al_ver, "no-va")[:2] == ["Sur no va al ver.", "Norte suma 3 chinos."]


def test_the_grande_and_the_game() -> None:
    s = position("4b.3o.12c/7c.5e.6b", points="28-10", actions="ver,truco")
    assert said(s, "quiero") == ["Norte quiere: la mano vale 3 chinos."]
    end = said(play(s, "quiero 4b 6b 3o"), "5e")
    assert end[-3:] == ["Sur llega a 30 y gana la grande.", "Tanteo: Sur 30, Norte 10.", "Sur gana la partida."]
    pairs = position("4b.3o.12c/7c.5e.6b/1e.2o.5o/6c.7b.10o", points="0-28", actions="ver,truco,valen-6",
                     players=4, senas_momento="turno")
    assert said(pairs, "no-quiero")[1:] == ["Este y Oeste llegan a 30 y ganan la grande.",
                                            "Tanteo: Sur y Norte 0, Este y Oeste 30.", "Este y Oeste ganan la partida."]
    assert said(pairs, "no-quiero", lang="en")[-1] == "East and West win the game."


def test_a_sena_is_said_only_to_those_who_see_it() -> None:
    s = position("4b.3o.12c/7c.5e.6b/1e.2o.5o/6c.7b.10o", actions="ver", players=4)
    assert said(s, "seña:beso", viewer=2) == ["Sur hace una seña a su compañero: beso."]
    assert said(s, "seña:beso", viewer=2, lang="en") == ["South signals to their partner: kiss."]
    assert said(s, "seña:beso", viewer=1) == [], "the rivals did not see it (senas_cazadas: nunca)"
    assert said(s, "seña:beso", viewer=None) != []
    caught = position("4b.3o.12c/7c.5e.6b/1e.2o.5o/6c.7b.10o", actions="ver", players=4,
                      senas_cazadas="siempre")
    assert said(caught, "seña:beso", viewer=1) == ["Sur hace una seña a su compañero: beso."]


def test_spoken_names_never_show_the_notation() -> None:
    assert spoken("2e").text("es") == "el dos de espadas"
    assert spoken("10c").text("es") == "la sota de copas"
    assert spoken("no-quiero").text("es") == "no quiero"
    assert spoken("seña:beso").text("es") == "seña: beso"
    for action in zapiti(players=4).ACTIONS:
        for lang in ("es", "en"):
            text = spoken(action).text(lang)
            assert (text and text != action) or action in ("truco", "quiero", "va", "ahorrisi", "listo"), action


CARD_WORDS = {lang: re.compile("|".join(sorted((re.escape(c.name().text(lang)) for c in DECK), key=len,
                                              reverse=True))) for lang in ("es", "en")}
BY_NAME = {lang: {c.name().text(lang): c for c in DECK} for lang in ("es", "en")}


@pytest.mark.parametrize("players", [2, 4])
def test_every_move_of_random_games_is_said_and_names_only_cards_played(players: int) -> None:
    rng = random.Random(players)
    game = zapiti(players=players)
    for _ in range(40):
        state = game.new_state(seed=rng.randrange(10_000))
        played: set = set()
        for _ in range(80):
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            after = state.apply(action)
            if action in CARD_OF:
                played.add(CARD_OF[action])
            for viewer in [None, *range(players)]:
                for lang in ("es", "en"):
                    lines = [m.text(lang) for m in describe(state, action, after, viewer)]
                    if not action.startswith("seña:") or viewer is None:
                        assert lines and all(lines), (action, viewer)
                    for line in lines if not action.startswith("pide:") else ():  # a request is said aloud (Q20)
                        named = {BY_NAME[lang][m] for m in CARD_WORDS[lang].findall(line)}
                        assert named <= played, f"{line!r} names a card that was never played"
            if after.hand_no != state.hand_no:
                played = set()
            state = after
