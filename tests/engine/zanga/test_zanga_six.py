"""The six-player variant of the prologue (two trios, six cards each, four in the zanga) and the
parameters we chose for what the prologue leaves open (BRIEF E6, ambiguity Z20)."""

from __future__ import annotations

import random

import pytest

import engine
from engine.rules.cards import DECK
from engine.rules.errors import IllegalActionError, NotationError, OptionError
from engine.rules.zanga import rules
from engine.rules.zanga.bots import bots_for, determinize, make_bot, run_hand
from engine.rules.zanga.seating import Seating
from engine.rules.zanga.settlement import Facts, Rules, settle
from engine.rules.zanga.stones import Ledger
from tests.engine.zanga.zanga_helpers import cards, hand_text, play, play_out, position


@pytest.fixture
def game():
    return engine.load("zanga", preset="seis")


def test_two_trios_six_cards_four_in_the_zanga(game) -> None:
    assert game.num_players == 6 and game.table.partners(0) == (2, 4)
    state = game.new_state(3)
    assert [len(h) for h in state.hands] == [6] * 6 and len(state.zanga) == 4
    assert state.ledger.total() == 32


def test_dealt_by_threes(game) -> None:
    hands, zanga = game.deal_cards(list(DECK), dealer=5)
    assert hands[0] == tuple(DECK[i] for i in (0, 1, 2, 18, 19, 20))
    assert zanga == DECK[36:]


def test_pie_forced_after_five_passes_and_no_dentro(game) -> None:
    state = play(position(mano=0, preset="seis"), "paso paso paso paso paso")
    assert state.current_player == 5 and state.legal_actions() == ("juego", "solo")
    with pytest.raises(IllegalActionError) as info:
        state.apply("dentro")
    assert info.value.rule.rule == "21"


def test_solo_both_partners_sit_out(game) -> None:
    state = play(position(mano=0, preset="seis"), "solo triunfo:b")
    assert state.out == (2, 4)
    while len(state.tricks) < 1:
        state = state.apply(state.legal_actions()[0])
    assert len(state.tricks[0][1]) == 4


def test_six_player_thresholds() -> None:
    rules = Rules(table=Seating.make(6))
    assert settle(Facts(declarer=0, tricks=(4, 2)), Ledger(12, 16, 4), rules).outcome == "sacada"
    assert settle(Facts(declarer=0, tricks=(3, 3)), Ledger(12, 16, 4), rules).outcome == "puesta"
    assert settle(Facts(declarer=0, tricks=(2, 4)), Ledger(12, 16, 4), rules).outcome == "codillo"


def _cinco_hand(**options):
    """Seat 0 (mano) names oros with the six best trumps, wins tricks 1 and 2 and calls cinco."""
    hands = {0: "1e 7o 1b 1o 12o 11o"}
    state = play(position(hands, mano=0, preset="seis", **options), "juego juego juego juego triunfo:o")
    for lead in ("1e", "7o"):
        state = _lead_and_follow(state, lead)
    return state.apply("cinco")


def _lead_and_follow(state, lead):
    state = state.apply(lead)
    while state.current_player != 0:
        state = state.apply(state.legal_actions()[0])
    return state


def test_art48_six_cinco_is_the_first_five_tricks_as_written() -> None:
    """Prologue: "el reglamento es el mismo"; Art. 48: "las cinco primeras bazas seguidas"."""
    assert engine.load("zanga", preset="seis").table.cinco_run == 5
    state = _cinco_hand()
    for lead in ("1b", "1o"):
        state = _lead_and_follow(state, lead)
    assert state.phase == "play" and len(state.tricks) == 4 and state.cinco_made is None
    state = _lead_and_follow(state, "12o")
    assert state.phase == "todas" and len(state.tricks) == 5 and state.cinco_made is True
    assert "todas" in state.legal_actions()  # Art. 49: the sixth and last trick is todas


def test_art48_six_cinco_four_tricks_is_the_other_reading() -> None:
    option = engine.load("zanga").OPTIONS.get("six_cinco")
    assert option.default == 5 and option.choices == (5, 4) and option.rule.rule == "48"
    assert set(option.labels) == {5, 4}
    state = _cinco_hand(six_cinco=4)
    for lead in ("1b", "1o"):
        state = _lead_and_follow(state, lead)
    assert state.phase == "todas" and len(state.tricks) == 4 and state.cinco_made is True


def test_six_cinco_option() -> None:
    assert engine.load("zanga", players=6, six_cinco=4).table.cinco_run == 4
    assert engine.load("zanga", players=6).table.cinco_run == 5
    for wrong in (3, 6):
        with pytest.raises(OptionError):
            engine.load("zanga", players=6, six_cinco=wrong)


def test_five_players_refused() -> None:
    with pytest.raises(OptionError):
        engine.load("zanga", players=5)


@pytest.mark.parametrize("players", [5, 3, 7, "5", 0])
def test_art2_four_or_six_players_and_the_error_lists_them(players) -> None:
    with pytest.raises(OptionError) as info:
        engine.load("zanga", players=players)
    assert info.value.rule.rule == "2"
    assert info.value.text("es").endswith("valores válidos: 4, 6")
    assert info.value.text("en").endswith("valid values: 4, 6")
    assert engine.load("zanga", players="6").num_players == 6


def test_random_six_player_partidas_end(game) -> None:
    for seed in range(40):
        rng = random.Random(seed)
        state = game.new_state(seed)
        while not state.is_terminal():
            state = state.apply_random(rng)
        assert state.ledger.winner() is not None


# -- going dentro with six players (BRIEF E6): option six_dentro ------------------------------------------

#: Seat 5, the pie when seat 0 is mano, holds low bastos; the zanga holds the four best.
PIE_HAND = {5: "1b 2b 3b 4b 5b 6b"}
PIE_ZANGA = "7b 10b 11b 12b"


def descarte(ledger: Ledger | None = None):
    """Six players, ``six_dentro="descarte"``: everyone passes to the pie (seat 5)."""
    state = position(PIE_HAND, PIE_ZANGA, mano=0, ledger=ledger, preset="seis", six_dentro="descarte")
    return play(state, "paso paso paso paso paso")


def test_art21_six_dentro_is_an_option_refused_by_default() -> None:
    option = engine.load("zanga").OPTIONS.get("six_dentro")
    assert option.default == "no" and option.choices == ("no", "descarte")
    assert option.rule.rule == "21" and option.label and set(option.labels) == {"no", "descarte"}
    state = play(position(PIE_HAND, PIE_ZANGA, mano=0, preset="seis"), "paso paso paso paso paso")
    assert "dentro" not in state.legal_actions()
    with pytest.raises(IllegalActionError) as info:
        state.apply("dentro")
    assert info.value.rule.rule == "21"
    with pytest.raises(OptionError):
        engine.load("zanga", players=6, six_dentro="cambio")


def test_art21_six_dentro_takes_the_four_and_discards_four() -> None:
    state = descarte()
    assert state.legal_actions() == ("juego", "solo", "dentro")
    state = state.apply("dentro")
    assert state.current_player == 5 and state.legal_actions() == ("zanga", "propias")
    assert state.ledger == Ledger(7, 11, pot=10, fianza_a=2, fianza_b=2)  # Arts. 21, 23: 1 + 2, and 2
    state = state.apply("zanga")
    assert hand_text(state, 5) == "1b 2b 3b 4b 5b 6b 7b 10b 11b 12b" and state.zanga == ()
    assert state.phase == "auction" and state.current_player == 5
    assert state.legal_actions() == tuple(f"descarte:{c}" for c in hand_text(state, 5).split())
    for number, c in enumerate(("2b", "3b", "4b", "5b"), start=1):
        assert state.phase == "auction"
        state = state.apply(f"descarte:{c}")
        assert len(state.hands[5]) == 10 - number and len(state.zanga) == number
    assert state.phase == "trump" and state.current_player == 5
    assert hand_text(state, 5) == "1b 6b 7b 10b 11b 12b"
    assert " ".join(rules.text(c) for c in state.zanga) == "2b 3b 4b 5b"  # the discards are the zanga
    assert state.auction.dentro == "zanga" and state.declarer == 5
    state = state.apply("triunfo:b")
    assert state.phase == "play" and state.estuche == -1
    assert [len(h) for h in state.hands] == [6] * 6


def test_art21_six_dentro_discards_any_card_even_a_zanga_one() -> None:
    state = play(descarte(), "dentro zanga descarte:12b descarte:1b descarte:6b descarte:2b")
    assert hand_text(state, 5) == "3b 4b 5b 7b 10b 11b"
    assert " ".join(rules.text(c) for c in state.zanga) == "1b 2b 6b 12b"


def test_art21_six_dentro_refuses_a_card_the_pie_does_not_hold_or_a_wrong_word() -> None:
    state = play(descarte(), "dentro zanga")
    with pytest.raises(IllegalActionError) as info:
        state.apply("descarte:1o")
    assert info.value.rule.rule == "3"
    for wrong in ("7b", "juego", "triunfo:b"):
        with pytest.raises(IllegalActionError) as info:
            state.apply(wrong)
        assert info.value.rule.rule in ("21", "22"), wrong
    assert "descarte" in state.apply("descarte:2b").why_illegal("juego").text("es")
    done = play(state, "descarte:2b descarte:3b descarte:4b descarte:5b")
    with pytest.raises(IllegalActionError) as info:
        done.apply("descarte:6b")  # four discards and no more
    assert info.value.rule.rule == "22"
    with pytest.raises(IllegalActionError) as info:
        descarte().apply("descarte:1b")  # not before going dentro and taking the zanga
    assert info.value.rule.rule == "21"
    four = play(position(mano=0), "paso paso paso dentro zanga")
    assert four.phase == "trump"  # four players: the hands are swapped, nothing to discard
    assert not any(a.startswith("descarte") for a in four.legal_actions())


def test_art23_six_dentro_needs_three_stones() -> None:
    state = descarte(Ledger(13, 5, 14))  # B pays two passes
    assert state.ledger.b == 3 and "dentro" in state.legal_actions()
    short = descarte(Ledger(14, 4, 14))
    assert short.ledger.b == 2 and "dentro" not in short.legal_actions()
    with pytest.raises(IllegalActionError) as info:
        short.apply("dentro")
    assert info.value.rule.rule == "23"


def test_art24_six_dentro_other_side_puts_up_what_it_has() -> None:
    state = descarte(Ledger(10, 14, 8)).apply("dentro")  # A: 10 - 4 (mano) - 3 passes = 3
    assert state.ledger.fianza_a == 2 and state.ledger.a == 1
    poor = descarte(Ledger(8, 16, 8))
    assert poor.ledger.a == 1
    poor = poor.apply("dentro")
    assert poor.ledger.fianza_a == 1 and poor.ledger.fianza_b == 2 and poor.ledger.total() == 32


def test_art25_six_dentro_going_back_to_his_own_cards_forfeits_the_fianza() -> None:
    state = play(descarte(), "dentro propias")
    assert state.phase == "trump" and hand_text(state, 5) == "1b 2b 3b 4b 5b 6b"
    assert " ".join(rules.text(c) for c in state.zanga) == PIE_ZANGA
    assert state.ledger == Ledger(11, 11, pot=10)  # the 4 of the fianza go to A at once


def test_art25_six_dentro_fianza_settles_as_with_four() -> None:
    state = play(descarte(), "dentro zanga descarte:2b descarte:3b descarte:4b descarte:5b triunfo:b")
    end = play_out(state)
    assert end.result is not None and end.result.declarer == 1
    concepts = [c for c, *_ in end.result.items]
    assert "fianza" in concepts and end.ledger.total() == 32 and end.ledger.fianza() == 0


def test_art21_six_dentro_discards_are_seen_only_by_the_pie() -> None:
    state = play(descarte(), "dentro zanga descarte:2b descarte:3b")
    pie = state.observation(5)
    assert pie.zanga_seen == tuple(cards(PIE_ZANGA)) and "descarte:3b" in pie.moves
    assert pie.cards == state.hands[5] and len(pie.cards) == 8
    for seat in range(5):
        view = state.observation(seat)
        assert view.zanga_seen == () and view.hand_sizes[5] == 8
        assert view.moves[-2:] == ("descarte", "descarte")
        assert not any(m.startswith("descarte:") for m in view.moves)
        assert "2b" not in repr(view.moves) and "3b" not in repr(view.moves)
    state = play(state, "descarte:4b descarte:5b triunfo:b")
    assert all(state.observation(s).moves.count("descarte") == 4 for s in range(5))


def test_art21_six_dentro_notation_round_trips() -> None:
    game = engine.load("zanga", players=6, six_dentro="descarte")
    state = descarte()
    for move in ["dentro", "zanga", "descarte:2b", "descarte:3b", "descarte:4b", "descarte:5b", "triunfo:b"]:
        state = state.apply(move)
        text = state.notation()
        again = game.from_notation(text)
        assert again == state and again.notation() == text and again.legal_actions() == state.legal_actions()
        assert again.hands == state.hands and again.zanga == state.zanga
    assert "descarte:2b" in state.notation()
    with pytest.raises(NotationError):  # the same record is not a game without the option
        engine.load("zanga", players=6).from_notation(state.notation())


def test_art21_six_dentro_random_partidas_hide_the_discards() -> None:
    """Random hands forced into dentro: 32 stones, 40 cards, notation, views that hide the discards."""
    game = engine.load("zanga", players=6, six_dentro="descarte")
    went = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = game.new_state(seed)
        while state.phase == "auction" and "paso" in state.legal_actions():
            state = state.apply("paso")
        if "dentro" not in state.legal_actions():
            continue
        went += 1
        state = state.apply("dentro").apply(rng.choice(("zanga", "zanga", "propias")))
        while state.phase not in ("deal", "over"):
            assert game.from_notation(state.notation()) == state
            assert state.ledger.total() == 32
            held = [c for h in state.hands for c in h] + list(state.zanga) + list(state.trick)
            held += [c for _l, trick, _w in state.tricks for c in trick]
            assert sorted(held) == sorted(DECK)
            for seat in range(6):
                view = state.observation(seat)
                if seat != state.auction.declarer:
                    assert not any(m.startswith("descarte:") for m in view.moves)
                    assert determinize(view, random.Random(seat)).observation(seat) == view
            state = state.apply_random(rng)
        assert state.ledger.total() == 32
    assert went >= 20


def test_art21_six_dentro_bots_discard_and_play() -> None:
    game = engine.load("zanga", players=6, six_dentro="descarte")
    bots = bots_for(["easy", "medium", "easy", "medium", "easy", "medium"], seed=4)
    discarded = 0
    for seed in range(6):
        order = list(DECK)
        random.Random(seed).shuffle(order)
        hands, zanga = game.deal_cards(order, dealer=5)
        state = play(game.start_hand(hands, zanga, mano=0), "paso paso paso paso paso dentro")
        assert state.current_player == 5
        for level in ("random", "easy", "medium", "hard"):
            bot = make_bot(level, seed)
            taken = state.apply(bot(state))
            while taken.phase == "auction":  # the discards
                choice = bot(taken)
                assert choice in taken.legal_actions() and choice.startswith("descarte:")
                taken = taken.apply(choice)
                discarded += 1
        end = run_hand(state, bots)
        assert end.phase in ("deal", "over") and end.ledger.total() == 32
    assert discarded >= 4 * 18  # the easy and searching bots always take the zanga with six


def test_art21_six_dentro_table_drawn_for_each_seat() -> None:
    from engine.table.zanga.render import board, move_text

    state = play(descarte(), "dentro zanga descarte:2b")
    pie = board(state, "es", interactive=True, legal=set(state.legal_actions()), highlight=(), viewer=5)
    assert 'data-rv-action="descarte:12b"' in pie and "descarta 3 cartas" in pie
    assert "descartar el dos de bastos" in pie
    for viewer in (0, 1, None):
        html = board(state, "es", interactive=False, legal=set(), highlight=(), viewer=viewer)
        assert "descartar una carta" in html and "descartar el" not in html
        assert "descarte:" not in html
    after = state.apply("descarte:3b")
    assert move_text(state, 5, "descarte:3b", after, 5, "en") == "discard the three of clubs"
    assert move_text(state, 5, "descarte:3b", after, 0, "en") == "discard a card"
    assert move_text(state, 5, "descarte:3b", after, None, "es") == "descartar una carta"


# -- the live examples of the six-player page (tutorials/zanga/seis.md) --------------------------------------

def test_six_examples_teach_their_rule_under_each_switch() -> None:
    from engine.lessons import audit
    from engine.lessons.zanga.scenarios import SCENARIOS
    from engine.lessons.zanga.scenarios_six import SCENARIOS as SIX

    assert {s.id for s in SIX} == {"zanga.seis-dentro", "zanga.seis-cinco"}
    assert all(any(s is six for s in SCENARIOS) for six in SIX)
    for found in SIX:
        assert found.first_state().game.num_players == 6
        assert audit.problems(found) == [], found.id
        assert audit.failing_line(found) is not None, found.id


def test_art21_six_example_refuses_dentro_by_default_and_takes_it_with_the_switch() -> None:
    from engine.lessons.session import Session
    from engine.lessons.zanga.scenarios_six import SCENARIOS as SIX

    found = next(s for s in SIX if s.id == "zanga.seis-dentro")
    session = Session.from_scenario(found)
    with pytest.raises(IllegalActionError) as info:
        session.play("dentro")
    assert info.value.rule.rule == "21" and session.state.current_player == 0
    switched = Session.from_scenario(found, six_dentro="descarte")
    switched.play("dentro")
    assert switched.goal_reached() and switched.state.legal_actions() == ("zanga", "propias")


@pytest.mark.parametrize(("reading", "tricks"), [(5, 5), (4, 4)])
def test_art48_six_example_plants_after_the_cinco_of_each_reading(reading, tricks) -> None:
    from engine.lessons.session import Session
    from engine.lessons.zanga.scenarios_six import SCENARIOS as SIX

    found = next(s for s in SIX if s.id == "zanga.seis-cinco")
    session = Session.from_scenario(found, six_cinco=reading)
    for step in found.solution_under(session.start.game.options):
        if step == "planto":
            assert len(session.state.tricks) == tricks and session.state.phase == "todas"
        session.step(step)
    assert session.goal_reached() and session.state.ledger.a == 12 + 8


def test_art21_six_pie_is_offered_dentro_and_told_why_it_is_refused() -> None:
    from engine.table.zanga.render import board

    state = play(position(PIE_HAND, PIE_ZANGA, mano=0, preset="seis"), "paso paso paso paso paso")
    assert "dentro" in state.offered() and "dentro" not in state.legal_actions()
    html = board(state, "es", interactive=True, legal=set(state.legal_actions()), highlight=(), viewer=5)
    assert 'data-rv-action="dentro"' in html
    assert "zanga" in state.why_illegal("dentro").text("es")
    assert state.why_illegal("dentro").rule.rule == "21"
