"""The live examples of Arts. 1–30 of La Zanga: each loads at the reader's turn, its solution reaches
its goal (under every switch it offers, where the switch does not change the rule shown), every
article 1–30 has one, its texts have English, and the reader's other first moves miss the goal or
are refused with their article."""

from __future__ import annotations

import pytest

from engine.i18n import Msg
from engine.lessons import scenario
from engine.lessons.session import Session
from engine.lessons.zanga import scenarios_play
from engine.rules.errors import IllegalActionError
from engine.rules.zanga.game import ZangaState

SCENARIOS = scenarios_play.SCENARIOS
BY_ID = {s.id: s for s in SCENARIOS}
IDS = [s.id for s in SCENARIOS]


def play(found: scenario.Scenario, moves: tuple[str, ...] | list[str], **overrides: object) -> Session:
    session = Session.from_scenario(found, **overrides)
    for action in moves:
        session.step(action)
    return session


def test_every_article_1_to_30_has_an_example_and_ids_are_unique() -> None:
    assert len(IDS) == len(set(IDS))
    assert {s.rule.rule for s in SCENARIOS} == {str(n) for n in range(1, 31)}
    assert all(s.rule.kind == "art" and s.rule.game == "zanga" for s in SCENARIOS)
    assert all(scenario.get(s.id) is s for s in SCENARIOS)


@pytest.mark.parametrize("sid", IDS)
def test_loads_at_the_readers_turn_and_the_solution_reaches_the_goal(sid: str) -> None:
    found = BY_ID[sid]
    session = Session.from_scenario(found)
    assert session.is_human_turn()
    assert session.state.current_player == 0, "the reader is always Sur"
    assert not session.goal_reached()
    if found.goal.kind == "free":
        return
    assert found.solution
    assert play(found, found.solution).goal_reached()


@pytest.mark.parametrize("sid", IDS)
def test_texts_have_english(sid: str) -> None:
    found = BY_ID[sid]
    for text in (found.title, found.goal.text, *found.hints):
        assert Msg(text).text("en") != text, text


@pytest.mark.parametrize("sid", [s.id for s in SCENARIOS if s.goal.kind == "play"])
def test_other_first_moves_miss_the_goal_or_are_refused(sid: str) -> None:
    found = BY_ID[sid]
    start = found.first_state()
    for action in start.legal_actions():
        if action not in found.goal.actions:
            assert not play(found, (action,)).goal_reached(), action


def test_art27_a_trump_while_holding_the_suit_is_refused_in_both_languages() -> None:
    start = BY_ID["zanga.servir"].first_state()
    with pytest.raises(IllegalActionError) as err:
        start.apply("2o")
    assert err.value.text("es").startswith("Art. 27:")
    assert err.value.text("en").startswith("Art. 27:")


def test_art28_which_trumps_may_be_kept() -> None:
    assert set(BY_ID["zanga.arrastre"].first_state().legal_actions()) == {"3o", "1b"}
    free = BY_ID["zanga.matador-libre"].first_state()
    assert "3c" in free.legal_actions() and "1b" in free.legal_actions()
    forced = BY_ID["zanga.matador-forzado"].first_state()
    assert forced.legal_actions() == ("1b",)
    # The other reading of Art. 28: North's espadilla, played after the lead, forces the bastillo.
    other = Session.from_scenario(BY_ID["zanga.matador-libre"], art28="mayor").state
    assert other.legal_actions() == ("1b",)
    with pytest.raises(IllegalActionError) as err:
        other.apply("3c")
    assert err.value.rule is not None and err.value.rule.rule == "28"


def test_art19_the_manos_pass_puts_five_in_the_pot() -> None:
    after = play(BY_ID["zanga.pago-mano"], ("paso",)).state
    assert isinstance(after, ZangaState)
    assert after.ledger.pot == 5 and after.ledger.a == 11


def test_art20_the_switch_makes_the_pass_cost_a_stone() -> None:
    found = BY_ID["zanga.mandar-solo"]
    assert Session.from_scenario(found).state.legal_actions() == ("juego", "mandar")
    assert Session.from_scenario(found, art20="pagado").state.legal_actions() == ("paso", "mandar")


def test_art23_and_24_going_in_needs_three_stones_and_the_bond_may_be_short() -> None:
    poor = BY_ID["zanga.dentro-sin-piedras"].first_state()
    with pytest.raises(IllegalActionError) as err:
        poor.apply("dentro")
    assert err.value.text("es").startswith("Art. 23:")
    after = play(BY_ID["zanga.fianza-corta"], ("dentro",)).state
    assert isinstance(after, ZangaState)
    assert (after.ledger.fianza_a, after.ledger.fianza_b) == (2, 1)


def test_art25_going_back_to_ones_own_cards_gives_the_bond_away() -> None:
    start = BY_ID["zanga.volver"].first_state()
    after = play(BY_ID["zanga.volver"], ("propias",)).state
    assert isinstance(start, ZangaState) and isinstance(after, ZangaState)
    assert after.ledger.fianza() == 0 and after.ledger.b == start.ledger.b + start.ledger.fianza()


@pytest.mark.parametrize("reading", ["pie", "devolver"])
def test_art25_the_bond_after_a_sacada_with_the_zanga(reading: str) -> None:
    found = BY_ID["zanga.fianza-sacada"]
    end = play(found, found.solution, art25_sacada=reading).state
    assert isinstance(end, ZangaState) and end.result is not None and end.result.outcome == "sacada"
    fianza = [item for item in end.result.items if item[0] == "fianza"]
    assert {(src, dst) for _c, src, dst, _n in fianza} == ({(3, 0), (4, 0)} if reading == "pie" else {(3, 0), (4, 1)})


@pytest.mark.parametrize("reading", ["mandado", "forzado"])
def test_art26_the_ordered_player_may_or_may_not_refuse(reading: str) -> None:
    state = Session.from_scenario(BY_ID["zanga.solo-mandado"], art26=reading).state
    assert state.legal_actions() == (("solo", "no") if reading == "mandado" else ("solo",))


def test_art16_the_holder_of_the_seven_or_six_of_espadas_is_mano() -> None:
    from engine.rules.zanga import rules

    seven = BY_ID["zanga.siete-espadas"].first_state()
    six = BY_ID["zanga.seis-espadas"].first_state()
    assert isinstance(seven, ZangaState) and isinstance(six, ZangaState)
    assert seven.mano == 0 and rules.card("7e") in seven.hands[0]
    assert six.mano == 0 and rules.card("7e") in six.zanga and rules.card("6e") in six.hands[0]


@pytest.mark.parametrize("reading", ["partida", "cada_mano"])
def test_art17_the_next_mano(reading: str) -> None:
    state = play(BY_ID["zanga.siguiente-mano"], ("repartir",), art16=reading).history[1]
    assert isinstance(state, ZangaState)
    if reading == "partida":
        assert state.mano == 1, "the dealer's right"
    else:
        assert state.mano == state.game.opening_mano(state.dealt)


def test_arts_29_30_a_proven_renuncio_pays_the_stones_in_play_and_two_more_with_a_matador() -> None:
    plain = play(BY_ID["zanga.renuncio"], ("renuncio",)).history[-1]
    matador = play(BY_ID["zanga.renuncio-matador"], ("renuncio",)).history[-1]
    for end in (plain, matador):
        assert isinstance(end, ZangaState) and end.result is not None
        assert end.result.outcome == "codillo", "Art. 29: the declaring pair revoked"
    assert isinstance(matador, ZangaState) and matador.result is not None
    assert any(item[0] == "renuncio" for item in matador.result.items)


def test_arts_1_3_14_15_the_card_counts_are_the_engines() -> None:
    deck = BY_ID["zanga.baraja"].first_state()
    assert scenario.count_cards(deck, "") == 40 and scenario.count_cards(deck, "zanga") == 8
    assert [scenario.count_cards(deck, suit) for suit in "oceb"] == [10, 10, 10, 10]
    assert scenario.count_cards(BY_ID["zanga.contar"].first_state(), "") == 0, "nothing dealt yet"
    for sid, answer in (("zanga.baraja", "10"), ("zanga.ocho-cartas", "8"), ("zanga.bazas-aparte", "8"),
                        ("zanga.contar", "40")):
        found = BY_ID[sid]
        assert found.goal.ask == "cards" and found.goal.answer_for(found.first_state()) == answer
        wrong = Session.from_scenario(found)
        wrong.answer(next(c for c in found.goal.choices if c != answer))
        assert wrong.goal_feedback()[0] == "missed"
