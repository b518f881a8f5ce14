"""The auction: Arts. 18–26, 40–42, 54, 56, 58 and ambiguities Z3–Z5, Z17, Z18."""

from __future__ import annotations

from html import unescape

import pytest

from engine.rules.errors import IllegalActionError
from engine.rules.zanga.stones import Ledger
from tests.engine.zanga.zanga_helpers import cards, hand_text, play, position


def prompt(state, lang: str) -> str:
    """What the table tells the seat to speak (the prompt above the cards)."""
    from engine.table.zanga.render import board

    html = board(state, lang, interactive=False, legal=set(), highlight=())
    return unescape(html.split('<span class="rv-prompt">', 1)[1].split("</span>", 1)[0])


def refused(state, action: str) -> IllegalActionError:
    before = state.notation()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert state.notation() == before  # a refusal changes nothing
    return info.value


def test_art18_mano_speaks_first_then_to_the_right() -> None:
    state = position(mano=2)
    assert state.phase == "auction" and state.current_player == 2
    state = state.apply("paso")
    assert state.current_player == 3
    state = state.apply("paso")
    assert state.current_player == 0


def test_art19_mano_pays_four_and_five_if_he_passes() -> None:
    state = position(mano=1)
    assert state.ledger == Ledger(16, 12, 4)
    assert state.apply("paso").ledger == Ledger(16, 11, 5)
    assert state.apply("juego").ledger == Ledger(16, 12, 4)


def test_art20_after_juego_opponents_accept_or_order_solo() -> None:
    state = position(mano=0).apply("juego")
    assert state.current_player == 1 and state.legal_actions() == ("juego", "mandar")
    state = state.apply("juego")
    # the mano's partner (seat 2) has nothing to decide (Z3): the pie speaks next
    assert state.current_player == 3 and state.legal_actions() == ("juego", "mandar")
    state = state.apply("juego")
    assert state.phase == "trump" and state.current_player == 0
    assert state.ledger == Ledger(12, 16, 4)  # accepting is free (Z3)


def test_art20_paso_after_juego_is_refused_by_default() -> None:
    err = refused(position(mano=0).apply("juego"), "paso")
    assert err.rule.rule == "20"


def test_art20_option_paid_pass_after_juego() -> None:
    state = position(mano=0, art20="pagado").apply("juego")
    assert state.legal_actions() == ("paso", "mandar")
    state = state.apply("paso")
    assert state.current_player == 2 and state.legal_actions() == ("paso",)  # the partner pays too
    state = play(state, "paso paso")
    assert state.phase == "trump" and state.ledger == Ledger(11, 14, 7)


def test_art42_a_pair_without_stones_cannot_pass_after_a_juego_even_when_passing_costs() -> None:
    """``art20="pagado"``: a pass after a juego costs a stone (Art. 41); a pair with none may not pass
    for free: its speaker must play (Art. 42), saying «juego» without paying or ordering a solo."""
    state = position(mano=0, ledger=Ledger(16, 0, 16), art20="pagado").apply("juego")
    assert state.ledger == Ledger(12, 0, 20) and state.current_player == 1
    assert state.legal_actions() == ("juego", "mandar") and "paso" in state.offered()
    err = refused(state, "paso")
    assert err.rule.rule == "42"
    assert err.text("es") == "Art. 42: tu pareja no tiene piedras: no puedes pasar, tienes que jugar"
    assert err.text("en").startswith("Art. 42: ")
    assert ("Sur juega: sin piedras en su pareja, Este no puede pasarse y tiene que jugar (Art. 42): acepta "
            "(«juego») o le manda ir solo.") in prompt(state, "es")
    assert "with no stones in his pair, East cannot pass and must play (Art. 42)" in prompt(state, "en")
    state = state.apply("juego")  # he plays: free, as Art. 42 wants
    assert state.ledger == Ledger(12, 0, 20) and state.current_player == 2
    assert state.legal_actions() == ("paso",)  # the declarer's partner has stones: he pays his pass
    assert "Sur juega: Norte, su compañero, se pasa pagando una piedra (Art. 41)." in prompt(state, "es")


def test_art42_the_declarers_partner_without_stones_plays_on_when_passing_costs() -> None:
    state = position(mano=0, ledger=Ledger(3, 29, 0), art20="pagado").apply("juego")
    state = state.apply("paso")  # seat 1 pays his pass
    assert state.ledger == Ledger(0, 28, 4) and state.current_player == 2
    assert state.legal_actions() == ("juego",) and refused(state, "paso").rule.rule == "42"
    assert "Norte no puede pasarse y tiene que jugar (Art. 42): dice «juego»." in prompt(state, "es")
    state = play(state, "juego paso")
    assert state.phase == "trump" and state.ledger == Ledger(0, 27, 5)


def test_art20_only_opponents_order_solo() -> None:
    state = position(mano=1, art20="pagado").apply("juego")  # seat 1 declares; seat 3 is his partner
    state = state.apply("paso")  # seat 2, an opponent
    assert state.current_player == 3 and "mandar" not in state.legal_actions()
    err = refused(state, "mandar")
    assert err.rule.rule == "20"
    assert err.text("en") == "Art. 20: only the declarer's opponents may order him to play solo"


def test_art21_all_pass_the_pie_must_play() -> None:
    state = play(position(mano=0), "paso paso paso")
    assert state.current_player == 3 and state.pie == 3
    assert state.legal_actions() == ("juego", "solo", "dentro")
    err = refused(state, "paso")
    assert err.rule.rule == "21" and "pie" in err.text("es")
    assert state.ledger == Ledger(10, 15, 7)


def test_art21_pie_plays_his_own_cards() -> None:
    state = play(position(mano=0), "paso paso paso juego")
    assert state.phase == "trump" and state.declarer == 3 and state.auction.dentro == ""


def test_art21_dentro_pays_the_fianza_and_takes_the_zanga() -> None:
    state = position({3: "1o 2o 3o 4o 5o 6o 7o 10o"}, zanga="1e 1b 12c 11c 10c 12b 11b 10b", mano=0)
    state = play(state, "paso paso paso dentro")
    assert state.ledger == Ledger(8, 12, 8, 2, 2)  # pot +1 from B; fianza 2 + 2
    assert state.current_player == 3 and state.legal_actions() == ("zanga", "propias")
    state = state.apply("zanga")
    assert hand_text(state, 3) == "10c 11c 12c 1e 1b 10b 11b 12b"
    assert sorted(state.zanga) == sorted(cards("1o 2o 3o 4o 5o 6o 7o 10o"))
    assert state.phase == "trump" and state.current_player == 3


def test_art22_declarer_names_trumps() -> None:
    state = play(position(mano=1), "paso juego juego")  # seat 2 declares, seat 3 accepts
    assert state.phase == "trump" and state.current_player == 2
    assert state.legal_actions() == ("triunfo:o", "triunfo:c", "triunfo:e", "triunfo:b")
    assert refused(state, "3c").rule.rule == "22"


def test_z5_passers_do_not_speak_again() -> None:
    state = play(position(mano=0), "paso juego")  # seat 1 declares
    assert state.current_player == 2  # an opponent, still to speak
    state = state.apply("juego")
    # seat 3 is the declarer's partner (skipped); seat 0 passed: the auction is over
    assert state.phase == "trump" and state.current_player == 1


def test_art22_mano_leads_the_first_trick_whoever_declared() -> None:
    state = play(position(mano=0), "paso paso juego")  # seat 2 declares; seat 3 accepts
    state = play(state, "juego")
    assert state.phase == "trump" and state.current_player == 2
    state = state.apply("triunfo:c")
    assert state.phase == "play" and state.trump == "c" and state.current_player == 0
    err = refused(position(mano=0), "3c")
    assert err.rule.rule == "22"


def test_art23_dentro_needs_three_stones() -> None:
    state = play(position(mano=0, ledger=Ledger(28, 2, 2)), "paso paso")  # B paid 1: it has 1
    state = state.apply("paso")
    assert state.ledger.b == 1 and "dentro" not in state.legal_actions()
    err = refused(state, "dentro")
    assert err.rule.rule == "23" and err.message.params["n"] == 1


def test_art24_fianza_of_three_or_two_when_the_opponents_are_short() -> None:
    state = play(position(mano=0, ledger=Ledger(7, 16, 9)), "paso paso paso")
    assert state.ledger.a == 1
    state = state.apply("dentro")
    assert (state.ledger.fianza_a, state.ledger.fianza_b) == (1, 2)  # 3 in all
    state = play(position(mano=0, ledger=Ledger(6, 16, 10)), "paso paso paso dentro")
    assert (state.ledger.fianza_a, state.ledger.fianza_b) == (0, 2)  # 2 in all


def test_art25_back_to_his_own_cards_forfeits_the_fianza_at_once() -> None:
    state = play(position(mano=0), "paso paso paso dentro")
    own = state.hands[3]
    state = state.apply("propias")
    assert state.hands[3] == own
    assert state.ledger == Ledger(12, 12, 8, 0, 0)  # A: 8 + the 4 of the fianza
    assert state.auction.dentro == "propias" and state.declarer == 3 and not state.auction.solo


def test_art25_pie_must_choose_after_looking() -> None:
    state = play(position(mano=0), "paso paso paso dentro")
    err = refused(state, "juego")
    assert err.rule.rule == "25"


def test_art26_ordered_solo_accepts_or_refuses() -> None:
    state = play(position(mano=0), "juego mandar")
    assert state.current_player == 0 and state.legal_actions() == ("solo", "no")
    accepted = state.apply("solo")
    assert accepted.phase == "trump" and accepted.declarer == 0 and accepted.auction.solo
    refused_ = state.apply("no")  # Z4: whoever ordered it plays solo
    assert refused_.phase == "trump" and refused_.declarer == 1 and refused_.auction.solo


def test_art26_option_forced_solo() -> None:
    state = play(position(mano=0, art26="forzado"), "juego mandar")
    assert state.legal_actions() == ("solo",)
    assert refused(state, "no").rule.rule == "26"


def test_art40_mano_pays_what_his_pair_has() -> None:
    state = position(mano=0, ledger=Ledger(3, 27, 2))
    assert state.ledger == Ledger(0, 27, 5)


def test_art41_every_pass_costs_a_stone() -> None:
    state = play(position(mano=0), "paso paso paso")
    assert state.ledger == Ledger(10, 15, 7)


def test_art42_pair_without_stones_must_play() -> None:
    state = position(mano=0, ledger=Ledger(4, 26, 2))
    assert state.ledger.a == 0
    assert state.legal_actions() == ("juego", "solo")
    err = refused(state, "paso")
    assert err.rule.rule == "42"
    assert err.text("en") == "Art. 42: your pair has no stones: you cannot pass, you must play"


def test_z17_mano_who_cannot_pay_the_pass_stone_must_play() -> None:
    state = position(mano=1, ledger=Ledger(12, 4, 16))
    assert "paso" not in state.legal_actions()


def test_art54_solo_by_the_mano_or_after_passes_only() -> None:
    assert "solo" in position(mano=0).legal_actions()
    assert "solo" in play(position(mano=0), "paso").legal_actions()
    state = play(position(mano=0), "juego")
    err = refused(state, "solo")
    assert err.rule.rule == "54"


def test_art56_solo_needs_no_stones() -> None:
    state = position(mano=0, ledger=Ledger(4, 26, 2))
    state = state.apply("solo")
    assert state.phase == "trump" and state.auction.solo and state.ledger.a == 0


def test_art58_solo_partner_sits_out() -> None:
    state = play(position(mano=0), "solo triunfo:o")
    assert state.out == (2,)
    assert state.current_player == 0
    seats = []
    while len(state.tricks) < 2:
        seats.append(state.current_player)
        state = state.apply(state.legal_actions()[0])
    assert 2 not in seats and all(len(t[1]) == 3 for t in state.tricks)


def test_art58_mano_sitting_out_the_next_active_leads() -> None:
    state = play(position(mano=0), "paso paso solo triunfo:e")  # seat 2 solo: the mano sits out
    assert state.out == (0,) and state.current_player == 1


def test_z18_no_solo_after_going_dentro() -> None:
    state = play(position(mano=0), "paso paso paso dentro")
    assert "solo" not in state.legal_actions()
    assert refused(state, "solo").rule.rule == "54"


def test_mandar_with_nobody_declared_is_refused() -> None:
    assert refused(position(mano=0), "mandar").rule.rule == "20"
