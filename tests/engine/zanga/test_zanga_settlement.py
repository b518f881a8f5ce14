"""The stones after a hand: Arts. 25, 43–47, 51–53, 55, 57, 59–64, the worked examples of BRIEF E5,
and ambiguities Z6–Z8, Z12–Z14."""

from __future__ import annotations

import pytest

from engine.rules.zanga import rules
from engine.rules.zanga.settlement import Facts, Rules, settle
from engine.rules.zanga.stones import Ledger
from tests.engine.zanga.zanga_helpers import TOP_OROS, play, play_out, position

R = Rules()


def items(result) -> dict[str, tuple[int, int, int]]:
    out: dict[str, tuple[int, int, int]] = {}
    for concept, src, dst, n in result.items:
        out[concept if concept not in out else concept + "2"] = (src, dst, n)
    return out


# -- BRIEF E5 worked examples --------------------------------------------------------------------------


def test_example1_forced_pie_sacada() -> None:
    state = play(position(mano=0), "paso paso paso")
    assert state.ledger == Ledger(10, 15, 7)
    state = state.apply("juego")
    result = settle(Facts(declarer=1, tricks=(3, 5)), state.ledger, R)
    assert result.ledger == Ledger(10, 22, 0)


def test_example2_puesta_then_next_mano_pays_four() -> None:
    result = settle(Facts(declarer=0, tricks=(4, 4)), Ledger(12, 16, 4), R)
    assert result.outcome == "puesta" and result.ledger == Ledger(8, 16, 8)
    next_hand = position(mano=1, ledger=result.ledger)
    assert next_hand.ledger == Ledger(8, 12, 12)


def test_example4_cinco_and_estuche() -> None:
    facts = Facts(declarer=0, tricks=(5, 0), played=5, estuche=0, cinco=0, cinco_made=True)
    result = settle(facts, Ledger(9, 16, 7), R)
    assert result.ledger == Ledger(20, 12, 0)  # takes 7, B pays 2 + 2


def test_example5_todas_attempted_and_failed() -> None:
    facts = Facts(declarer=0, tricks=(6, 2), estuche=0, cinco=0, cinco_made=True, todas=True, todas_made=False)
    result = settle(facts, Ledger(9, 16, 7), R)
    assert result.ledger == Ledger(18, 14, 0)  # pot and estuche only (Art. 60)


def test_example7_solo() -> None:
    won = settle(Facts(declarer=0, tricks=(5, 3), solo=True), Ledger(12, 16, 4), R)
    assert won.ledger == Ledger(18, 14, 0)
    put = settle(Facts(declarer=0, tricks=(4, 4), solo=True), Ledger(12, 16, 4), R)
    assert put.ledger == Ledger(6, 18, 8)  # puesta doubling plus 2 to B (Art. 62)


# -- one test per article --------------------------------------------------------------------------------


def test_art43_sacada_takes_the_pot() -> None:
    result = settle(Facts(declarer=1, tricks=(2, 6)), Ledger(10, 12, 10), R)
    assert result.outcome == "sacada" and result.ledger == Ledger(10, 22, 0)


def test_art44_four_four_is_puesta() -> None:
    assert R.table.outcome(4) == "puesta"
    assert settle(Facts(declarer=1, tricks=(4, 4)), Ledger(10, 12, 10), R).outcome == "puesta"


def test_art45_three_or_fewer_is_codillo() -> None:
    for t in range(4):
        assert settle(Facts(declarer=0, tricks=(t, 8 - t)), Ledger(10, 12, 10), R).outcome == "codillo"


def test_art46_puesta_doubles_the_pot_or_all_the_pair_has() -> None:
    # The regulation cites "artículo 47" here; it means 44 (Z9).
    assert settle(Facts(declarer=0, tricks=(4, 4)), Ledger(10, 12, 10), R).ledger == Ledger(0, 12, 20)
    assert settle(Facts(declarer=0, tricks=(4, 4)), Ledger(3, 19, 10), R).ledger == Ledger(0, 19, 13)


def test_art47_codillo_other_pair_takes_the_pot_and_it_is_refilled() -> None:
    result = settle(Facts(declarer=0, tricks=(3, 5)), Ledger(10, 12, 10), R)
    assert result.ledger == Ledger(0, 22, 10)
    assert settle(Facts(declarer=0, tricks=(0, 8)), Ledger(4, 12, 16), R).ledger == Ledger(0, 28, 4)


def test_art47_option_pays_the_value_and_doubles() -> None:
    rules = Rules(art47="dobla")
    assert settle(Facts(declarer=0, tricks=(3, 5)), Ledger(20, 4, 8), rules).ledger == Ledger(4, 12, 16)


def test_art51_estuche_with_a_sacada_collects_two() -> None:
    result = settle(Facts(declarer=0, tricks=(5, 3), estuche=0), Ledger(12, 16, 4), R)
    assert items(result)["estuche"] == (1, 0, 2)


def test_art51_estuche_split_between_partners_counts_end_to_end() -> None:
    # Z12: automatic at the end; partners' hands together (espadilla with seat 0, the rest with seat 2).
    hands = {0: "1e 3c 4c 5c 6c 7c 3e 4e", 2: "7o 1b 1o 12o 11o 10o 2o 3o"}
    state = play(position(hands, mano=0), "juego juego juego triunfo:o")
    assert state.estuche == 0
    state = play(position(hands, mano=0), "juego juego juego triunfo:e")
    assert state.estuche == -1  # with espadas the malilla is the 2 of espadas, held by seat 3


def test_art55_solo_sacada_collects_two() -> None:
    assert items(settle(Facts(declarer=1, tricks=(3, 5), solo=True), Ledger(12, 16, 4), R))["solo"] == (0, 1, 2)


def test_art57_solo_pair_without_stones_collects_nothing_for_the_solo() -> None:
    result = settle(Facts(declarer=0, tricks=(5, 3), solo=True), Ledger(0, 20, 12), R)
    assert result.ledger == Ledger(12, 20, 0) and "solo" not in items(result)


def test_art59_failed_cinco_pays_two() -> None:
    facts = Facts(declarer=0, tricks=(5, 3), cinco=0, cinco_made=False)
    assert items(settle(facts, Ledger(12, 16, 4), R))["cinco"] == (0, 1, 2)


def test_art60_failed_todas_loses_the_cinco_two() -> None:
    facts = Facts(declarer=0, tricks=(7, 1), cinco=0, cinco_made=True, todas=True, todas_made=False)
    assert "cinco" not in items(settle(facts, Ledger(12, 16, 4), R))


def test_art61_puesta_or_codillo_pays_the_estuche_whoever_holds_it() -> None:
    for holder in (0, 1):
        result = settle(Facts(declarer=0, tricks=(4, 4), estuche=holder), Ledger(12, 16, 4), R)
        assert items(result)["estuche"] == (0, 1, 2)
    stopped = settle(Facts(declarer=0, tricks=(0, 5), played=5, estuche=1), Ledger(12, 16, 4), R)
    assert "estuche" not in items(stopped)  # only when all eight tricks are played


def test_art61_option_only_when_the_other_pair_holds_it() -> None:
    rules = Rules(art61="contraria")
    assert "estuche" not in items(settle(Facts(declarer=0, tricks=(4, 4), estuche=0), Ledger(12, 16, 4), rules))
    assert "estuche" in items(settle(Facts(declarer=0, tricks=(4, 4), estuche=1), Ledger(12, 16, 4), rules))


def test_z13_defenders_estuche_on_a_sacada_pays_nothing() -> None:
    assert "estuche" not in items(settle(Facts(declarer=0, tricks=(5, 3), estuche=1), Ledger(12, 16, 4), R))


def test_art62_solo_puesta_or_codillo_pays_two() -> None:
    for tricks in ((4, 4), (2, 6)):
        assert items(settle(Facts(declarer=0, tricks=tricks, solo=True), Ledger(12, 16, 4), R))["solo"] == (0, 1, 2)


def test_art63_solo_with_failed_cinco_collects_nothing() -> None:
    facts = Facts(declarer=0, tricks=(5, 3), solo=True, cinco=0, cinco_made=False)
    result = settle(facts, Ledger(12, 16, 4), R)
    assert result.ledger == Ledger(16, 16, 0)
    assert set(items(result)) == {"pot"}


def test_art64_collection_capped_by_own_holding() -> None:
    facts = Facts(declarer=0, tricks=(8, 0), estuche=0, cinco=0, cinco_made=True, todas=True, todas_made=True)
    result = settle(facts, Ledger(1, 20, 11), R)
    # three bonuses of 2, each capped at the 1 stone A held before the settlement (Z14)
    assert [n for c, s, d, n in result.items if c != "pot"] == [1, 1, 1]
    assert result.ledger == Ledger(15, 17, 0)


def test_art64_option_cap_measured_after_the_pot() -> None:
    facts = Facts(declarer=0, tricks=(8, 0), estuche=0)
    assert settle(facts, Ledger(1, 20, 11), Rules(art64="despues")).ledger == Ledger(14, 18, 0)


def test_payments_never_exceed_what_the_payer_has() -> None:
    facts = Facts(declarer=0, tricks=(5, 3), solo=True, estuche=0)
    result = settle(facts, Ledger(10, 1, 21), R)
    assert result.ledger == Ledger(32, 0, 0)


# -- the fianza (Arts. 21, 23–25; Z6, Z7) -------------------------------------------------------------------


def test_art25_dentro_sacada_wins_the_whole_fianza() -> None:
    facts = Facts(declarer=1, tricks=(3, 5), dentro="zanga")
    assert settle(facts, Ledger(8, 12, 8, 2, 2), R).ledger == Ledger(8, 24, 0)
    assert settle(facts, Ledger(8, 12, 8, 2, 2), Rules(art25_sacada="devolver")).ledger == Ledger(10, 22, 0)


def test_art25_dentro_puesta_loses_the_fianza_too() -> None:
    facts = Facts(declarer=1, tricks=(4, 4), dentro="zanga")
    assert settle(facts, Ledger(8, 12, 8, 2, 2), R).ledger == Ledger(12, 4, 16)
    assert settle(facts, Ledger(8, 12, 8, 2, 2), Rules(art25_puesta="en_lugar")).ledger == Ledger(12, 12, 8)


def test_art25_dentro_codillo_loses_fianza_and_stones_in_play() -> None:
    facts = Facts(declarer=1, tricks=(5, 3), dentro="zanga")
    assert settle(facts, Ledger(8, 12, 8, 2, 2), R).ledger == Ledger(20, 4, 8)


@pytest.mark.parametrize("ledger", [Ledger(16, 16, 0), Ledger(0, 30, 2), Ledger(5, 3, 20, 2, 2), Ledger(1, 1, 30)])
def test_settlement_keeps_thirty_two_stones(ledger: Ledger) -> None:
    for t in range(9):
        for solo in (False, True):
            for estuche in (-1, 0, 1):
                facts = Facts(declarer=t % 2, tricks=(t, 8 - t) if t % 2 == 0 else (8 - t, t), solo=solo,
                              estuche=estuche, dentro="zanga" if ledger.fianza() else "")
                assert settle(facts, ledger, R).ledger.total() == 32


# -- Arts. 50 + 52: cinco en contra with the estuche ------------------------------------------------------


def _en_contra(**options):
    """A (seat 0) names oros; seat 1 holds the estuche and the best oros, wins the first two tricks,
    calls cinco en contra (Art. 50), makes it and stops."""
    state = play(position({1: "1e 7o 1b 1o 12o 11o 10o 2o"}, mano=0, **options), "juego juego juego triunfo:o")

    def choose(state):
        legal = state.legal_actions()
        if "cinco" in legal:
            return "cinco"
        if "planto" in legal:
            return "planto"
        cards = [a for a in legal if a not in ("cinco", "todas")]
        if state.current_player == 1:
            return max(cards, key=lambda t: rules.strength(rules.card(t), "o"))
        return cards[0]

    return play_out(state, choose)


@pytest.mark.parametrize("art49", ["plantarse", "jugar"])
def test_art52_cinco_en_contra_with_the_estuche_collects_four(art49: str) -> None:
    end = _en_contra(art49=art49)
    assert end.result.outcome == "codillo" and end.result.declarer == 0
    got = items(end.result)
    assert got["cinco"] == (0, 1, 2) and got["estuche"] == (0, 1, 2), "2 for the cinco and 2 for the estuche"
    assert end.ledger == _en_contra(art49="plantarse").ledger, "art49 changes nothing else"
    assert next(i for i in end.result.items if i.concept == "estuche").articles == ("52",)


def test_art52_estuche_with_the_cinco_paid_once() -> None:
    facts = Facts(declarer=0, tricks=(0, 8), estuche=1, cinco=1, cinco_made=True)
    assert [c for c, *_ in settle(facts, Ledger(12, 16, 4), R).items].count("estuche") == 1


# -- Arts. 33 and 57 hold under both readings of Art. 64 ---------------------------------------------------


@pytest.mark.parametrize("art64", ["antes", "despues"])
def test_art57_solo_pair_without_stones_never_collects_the_solo(art64: str) -> None:
    state = play(position({0: TOP_OROS}, mano=0, ledger=Ledger(0, 20, 12), art64=art64), "solo triunfo:o")
    end = play_out(state)
    assert end.result.tricks == 8 and "solo" not in items(end.result)
    result = settle(Facts(declarer=0, tricks=(5, 3), solo=True), Ledger(0, 20, 12), Rules(art64=art64))
    assert "solo" not in items(result)


def test_art64_despues_still_caps_by_the_holding_at_the_payment() -> None:
    """The solo of a pair with one stone: under ``despues`` measured after the pot, so 2."""
    result = settle(Facts(declarer=0, tricks=(5, 3), solo=True), Ledger(1, 20, 11), Rules(art64="despues"))
    assert items(result)["solo"] == (1, 0, 2)


def test_art57_concerns_only_the_solo_players_pair() -> None:
    """A lost solo pays its 2 (Art. 62) to the other pair; under ``despues`` a pair that held no stone
    but has just taken the pot of the codillo collects them: Art. 57 is about the solo player's pair."""
    result = settle(Facts(declarer=0, tricks=(2, 6), solo=True), Ledger(20, 0, 12), Rules(art64="despues"))
    assert items(result)["solo"] == (0, 1, 2)


# -- Art. 61 after a cinco en contra: the two readings of Art. 49 do not pay the same ---------------------

#: Sur (A) names oros holding the estuche and five low copas; Este (B) wins tricks 1–5 with the other
#: good oros, asking cinco en contra at trick 3, while Sur keeps his matadores (Art. 28). The hand of the
#: worked example on the Art. 49 page (tutorials/zanga/titulo-3-cantes.md).
ESTUCHE_EN_CONTRA = (
    "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=7o.2c.3c.4c.5c.6c.1e.1b/1o.2o.3o.4o.5o.10o.11o.12o/"
    "7c.10c.11c.12c.2e.3e.4e.5e/6o.1c.6e.7e.10e.11e.12e.2b Z=3b.4b.5b.6b.7b.10b.11b.12b "
    "M=juego,juego,juego,triunfo:o,6c,1o,7c,1c,12o,2e,6o,5c,cinco,11o,3e,12e,4c,10o,4e,11e,3c,2o,5e,10e,2c"
)


@pytest.mark.parametrize(("art49", "rest", "ledger", "estuche"), [
    ("plantarse", ",planto", Ledger(6, 22, 4), None),
    ("jugar", ",3o,12c,7e,1e,7o,4o,11c,6e,1b,5o,10c,2b", Ledger(4, 24, 4), ("61",)),
])
def test_art61_the_declarers_estuche_after_a_cinco_en_contra_is_paid_only_if_the_eight_tricks_are_played(
        art49: str, rest: str, ledger: Ledger, estuche: tuple[str, ...] | None) -> None:
    import engine

    end = engine.load("zanga", art49=art49).from_notation(ESTUCHE_EN_CONTRA + rest)
    assert end.phase == "deal" and end.result.outcome == "codillo" and end.result.declarer == 0
    assert end.ledger == ledger
    paid = {item.concept: (tuple(item), item.articles) for item in end.result.items}
    assert paid["cinco"] == (("cinco", 0, 1, 2), ("48",))
    if estuche is None:
        assert "estuche" not in paid, "stopped after the cinco: the eight tricks were not played"
    else:
        assert paid["estuche"] == (("estuche", 0, 1, 2), estuche), "Art. 61, not Art. 52: A held the estuche"
