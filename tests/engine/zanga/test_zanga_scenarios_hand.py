"""The live examples of Arts. 31–64 of La Zanga: every article has one, each loads at the reader's
turn, its solution reaches its goal (also against the example's bot), a wrong first move does not,
and what the pages say about each example's stones and switches is true."""

from __future__ import annotations

import pytest

from engine.i18n import Msg
from engine.lessons import scenario
from engine.lessons.session import Session
from engine.lessons.zanga.scenarios_hand import SCENARIOS
from engine.rules.errors import IllegalActionError, RuleRef
from engine.rules.zanga.game import ZangaState
from engine.rules.zanga.stones import Ledger

from ..scenario_checks import take

BY_ARTICLE = {s.rule.rule: s for s in SCENARIOS}
BY_ID = {s.id: s for s in SCENARIOS}
#: First moves as good as the solution's (the page says so): any trump wins the fifth trick of Art. 59.
ALSO_RIGHT = {"59": {"4e", "7e"}}


def play(found: scenario.Scenario, moves: str | tuple[str, ...], **overrides: object) -> Session:
    session = Session.from_scenario(found, **overrides)
    for action in moves.split() if isinstance(moves, str) else moves:
        session.step(action)
    return session


def zstate(session: Session) -> ZangaState:
    assert isinstance(session.state, ZangaState)
    return session.state


def settled(found: scenario.Scenario, moves: str, **overrides: object) -> ZangaState:
    """The state after ``moves`` and the bots' replies, until the reader's turn or the settlement."""
    session = play(found, moves, **overrides)
    while session.is_bot_turn() and zstate(session).phase not in ("deal", "over"):
        session.bot_move()
    return zstate(session)


def items(state: ZangaState) -> dict[str, tuple[int, int, int]]:
    assert state.result is not None
    return {concept: (src, dst, n) for concept, src, dst, n in state.result.items}


def test_every_article_31_to_64_has_an_example() -> None:
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids)) and all(i.startswith("zanga.art") for i in ids)
    assert {s.rule.rule for s in SCENARIOS} == {str(n) for n in range(31, 65)}
    assert all(s.rule == RuleRef("zanga", s.rule.rule, kind="art") for s in SCENARIOS)
    assert all(s.id.startswith(f"zanga.art{s.rule.rule}-") for s in SCENARIOS)


def test_every_example_is_on_the_page_of_its_article_exactly_once() -> None:
    import re
    from pathlib import Path

    pages = Path(__file__).resolve().parents[3] / "tutorials" / "zanga"
    found: dict[str, list[str]] = {}
    for page in sorted(pages.glob("*.md")):
        if page.stem == "aprende":  # the course reuses the examples that fit a newcomer
            continue
        text = page.read_text(encoding="utf-8")
        for match in re.finditer(r"```\{live-example\}\s+(\S+)", text):
            found.setdefault(match.group(1), []).append(page.stem)
            section = text[: match.start()].rsplit("(zanga-art-", 1)[-1].split(")", 1)[0]
            if match.group(1) in BY_ID:
                assert section == BY_ID[match.group(1)].rule.rule, (match.group(1), page.stem)
    assert {s.id: len(found.get(s.id, [])) for s in SCENARIOS} == {s.id: 1 for s in SCENARIOS}


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_loads_at_the_readers_turn_and_the_solution_reaches_the_goal(found: scenario.Scenario) -> None:
    assert scenario.get(found.id) is found
    session = Session.from_scenario(found)
    assert session.is_human_turn() and not session.goal_reached()
    assert found.solution and found.hints and found.bot == "easy"
    assert play(found, found.solution).goal_reached()


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_the_readers_moves_reach_the_goal_against_the_examples_bot(found: scenario.Scenario) -> None:
    session = Session.from_scenario(found)
    for action in found.reader_steps():
        while session.is_bot_turn():
            session.bot_move()
        if session.goal_reached():  # the example stops there (scenario_checks flags it if too early)
            break
        take(session, action)
    while session.is_bot_turn() and zstate(session).phase not in ("deal", "over"):
        session.bot_move()
    assert session.goal_reached()


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_a_wrong_first_move_does_not_reach_the_goal(found: scenario.Scenario) -> None:
    """Every other first move, followed by the bots' replies up to the reader's next decision (or the
    settlement), leaves the goal unreached: the page does not say "¡Conseguido!" for it."""
    if found.goal.kind == "question":
        return  # the reader answers; a wrong answer is the engine's goal tests' to check
    start = Session.from_scenario(found).state
    right = next(step for step in found.reader_steps() if not step.startswith(scenario.ATTEMPT))
    for action in start.legal_actions():
        if action == right or action in ALSO_RIGHT.get(found.rule.rule, ()):
            continue
        if found.goal.kind in ("play", "try") and action in found.goal.actions:
            continue
        session = Session.from_scenario(found)
        session.play(action)
        while session.is_bot_turn() and zstate(session).phase not in ("deal", "over"):
            session.bot_move()
        assert not session.goal_reached(), action


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_texts_are_translated(found: scenario.Scenario) -> None:
    for text in (found.title, found.goal.text, *found.hints):
        assert text and Msg(text).text("en") != text, text


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.switches], ids=lambda s: s.id)
def test_switches_are_options_of_the_game_with_labels(found: scenario.Scenario) -> None:
    game = found.load_game()
    for name in found.switches:
        option = game.OPTIONS.get(name)
        assert option.label and option.rule is not None
        for choice in option.choices or (option.default, not option.default):
            Session.from_scenario(found, **{name: choice})  # every reading loads


def test_the_table_mode_switch_reads_yes_or_no_in_both_languages() -> None:
    from engine.table.render import View, example

    session = Session.from_scenario(BY_ARTICLE["34"])
    for lang, yes, no in (("es", "sí", "no"), ("en", "yes", "no")):
        page = example(session, lang, View(hydrated=False))
        assert f'<option value="True" selected>{yes}</option>' in page, page
        assert f'<option value="False">{no} (' in page
        assert ">True<" not in page and ">False" not in page


def refused(session: Session, action: str, rule: str) -> None:
    with pytest.raises(IllegalActionError) as err:
        session.play(action)
    assert err.value.rule == RuleRef("zanga", rule, kind="art"), err.value


# -- the renuncio (Arts. 31–35, 38) -----------------------------------------------------------------

def test_art31_two_more_stones_only_once_five_tricks_are_made() -> None:
    found = BY_ARTICLE["31"]
    late = settled(found, found.solution)
    assert items(late) == {"pot": (2, 0, 8), "art31": (1, 0, 2)} and late.ledger == Ledger(20, 12, 0)
    early = settled(found, "renuncio")
    assert items(early) == {"pot": (2, 0, 8)}, "with four tricks: the stones in play only"


def test_art32_an_unproven_claim_costs_two_stones() -> None:
    found = BY_ARTICLE["32"]
    assert settled(found, "conforme").ledger == Ledger(18, 14, 0)
    claimed = settled(found, "renuncio")
    assert claimed.ledger == Ledger(16, 16, 0), "the pot, less the 2 paid for the claim"


def test_art33_a_pair_without_stones_claims_and_collects_the_pot_but_no_bonus() -> None:
    found = BY_ARTICLE["33"]
    assert found.first_state().ledger.a == 0
    state = settled(found, "renuncio")
    assert items(state) == {"pot": (2, 0, 12)}
    # Art. 33 is explicit: under either reading of the Art. 64 cap, nothing for the renuncio itself,
    # though A's cards could take every trick (Art. 30) and A holds 12 once the pot is paid.
    assert items(settled(found, "renuncio", art64="despues")) == {"pot": (2, 0, 12)}
    assert "art64" not in found.switches, "the example offers no switch that would break its article"


def test_art34_in_table_mode_any_card_goes_and_stays() -> None:
    found = BY_ARTICLE["34"]
    assert "10b" in Session.from_scenario(found).state.legal_actions()
    wrong = play(found, "10b")
    assert zstate(wrong).renuncios == ((0, 1, False),), "the card stays: a renuncio on record"
    refused(Session.from_scenario(found, renuncio=False), "10b", "27")


def test_art35_an_old_trick_is_reviewed_on_a_claim_and_the_declarers_revoke_is_codillo() -> None:
    state = settled(BY_ARTICLE["35"], "renuncio")
    assert state.result is not None and state.result.outcome == "codillo"
    assert items(state) == {"pot": (2, 0, 9), "codillo": (1, 2, 9)}


def test_art38_a_claim_shows_every_hand() -> None:
    found = BY_ARTICLE["38"]
    state = zstate(play(found, "renuncio"))
    assert state.shown and state.observation(0).shown and state.ledger == Ledger(7, 16, 9)
    refused(Session.from_scenario(BY_ARTICLE["36"]), "renuncio", "38")


# -- manners and the auction (Arts. 36–42) -----------------------------------------------------------

def test_art36_in_table_mode_any_card_goes_but_only_the_singleton_is_right() -> None:
    found = BY_ARTICLE["36"]
    assert len(Session.from_scenario(found).state.legal_actions()) == 7  # every card in the hand
    assert Session.from_scenario(found, renuncio=False).state.legal_actions() == ("5e",)
    session = play(found, "3c")
    status, why = session.goal_feedback()
    assert status == "missed" and why is not None and "(Art. 36)" in why.text("es") and "(Art. 36)" in why.text("en")
    assert play(found, "5e").goal_reached()


def test_art37_only_the_espadilla_wins_the_trick() -> None:
    found = BY_ARTICLE["37"]
    for action in Session.from_scenario(found).state.legal_actions():
        state = settled(found, action)
        assert (scenario.tricks_won(state)[-1][1] == "1e") == (action == "1e"), action


def test_art39_only_the_words_of_the_game_are_said() -> None:
    session = Session.from_scenario(BY_ARTICLE["39"])
    assert session.state.legal_actions() == ("juego", "solo", "paso")
    with pytest.raises(IllegalActionError) as err:
        session.state.apply("10o")
    assert err.value.rule == RuleRef("zanga", "22", kind="art"), err.value
    with pytest.raises(IllegalActionError, match="Primero responde"):  # its refusal would tell the answer
        session.play("cinco")


def test_art39_the_question_is_answered_by_the_legal_moves_of_the_auction() -> None:
    """The ``legal`` question: the one choice that is a legal move now is the answer; the words of
    the game that are not for now (``cinco``, the trumps) and table talk are wrong, shown in words."""
    found = BY_ARTICLE["39"]
    goal = found.goal
    start = found.first_state()
    assert goal.answer_for(start) == "juego"
    assert [goal.choice_label(c, start).text("en") for c in goal.choices] == [
        "“I play (juego)”", "“I ask for five (cinco)”", "“trumps: coins”", "“partner, have you got trumps?”"]
    assert goal.choice_label("cinco", start).text("es") == "«pido cinco»"
    session = Session.from_scenario(found)
    session.step("?" + goal.choices[3])
    status, why = session.goal_feedback()
    assert status == "missed" and why is not None
    assert why.text("en").startswith("Not “partner, have you got trumps?”: at the table nobody talks about the game"), \
        why.text("en")
    assert "(Art. 39)" in why.text("en") and "“I play (juego)” can be said now" in why.text("en")
    session.step("?juego")
    assert session.goal_reached()
    two_legal = scenario.Goal("question", "¿?", ask="legal", choices=("juego", "paso", "cinco"),
                              actions=("juego", "paso", "cinco"), answer="juego")
    with pytest.raises(ValueError, match="2 legal moves"):
        two_legal.answer_for(start)
    with pytest.raises(ValueError, match="actions must be among its choices"):
        scenario.Goal("question", "¿?", ask="legal", choices=("juego", "cinco"), actions=("paso",), answer="juego")


def test_art40_the_mano_puts_in_all_his_pair_has_and_then_may_not_pass() -> None:
    session = Session.from_scenario(BY_ARTICLE["40"])
    assert zstate(session).ledger == Ledger(0, 25, 7)
    refused(session, "paso", "42")


def test_art41_a_pass_costs_a_stone() -> None:
    assert zstate(play(BY_ARTICLE["41"], "paso")).ledger == Ledger(11, 15, 6)


def test_art42_the_partner_of_a_pair_without_stones_must_play() -> None:
    session = Session.from_scenario(BY_ARTICLE["42"])
    assert zstate(session).ledger.a == 0 and session.state.legal_actions() == ("juego", "solo")
    refused(session, "paso", "42")


# -- the outcomes and what they pay (Arts. 43–47) -----------------------------------------------------

def test_art43_five_tricks_take_the_pot() -> None:
    found = BY_ARTICLE["43"]
    assert settled(found, found.solution).ledger == Ledger(18, 14, 0)
    assert settled(found, "7b 5o 6c 11b 11c 2b").result.outcome == "puesta"  # type: ignore[union-attr]


def test_art44_four_four_is_puesta_and_the_declarer_doubles_the_pot() -> None:
    found = BY_ARTICLE["44"]
    state = settled(found, "10b 2e 7e 10e 4e 11e 12e 1b")  # the solution, 10b, and the rest of the hand
    assert state.result is not None and state.result.outcome == "puesta" and state.ledger == Ledger(9, 5, 18)
    wrong = settled(found, "1b 2e 7e 10e 4e 11e 12e 10b")
    assert wrong.result is not None and wrong.result.outcome == "sacada"


def test_art45_the_defenders_codillo_wins_the_pot() -> None:
    found = BY_ARTICLE["45"]
    assert settled(found, found.solution).ledger == Ledger(18, 5, 9)


def test_art46_puesta_pays_the_pot_or_all_the_pair_has() -> None:
    found = BY_ARTICLE["46"]
    assert found.first_state().ledger == Ledger(2, 14, 16)
    state = settled(found, found.goal.probe)
    assert items(state) == {"puesta": (0, 2, 2)} and state.ledger == Ledger(0, 14, 18)


def test_art47_codillo_under_each_reading() -> None:
    found = BY_ARTICLE["47"]
    assert settled(found, found.goal.probe).ledger == Ledger(2, 22, 8)
    doubled = settled(found, found.goal.probe, art47="dobla")
    assert doubled.ledger == Ledger(0, 22, 10), "pays B the 8 and puts in the 2 left"


# -- cinco, todas, estuche (Arts. 48–53) --------------------------------------------------------------

def test_art48_cinco_pays_two_and_without_calling_it_nothing() -> None:
    found = BY_ARTICLE["48"]
    assert items(settled(found, found.solution)) == {"pot": (2, 0, 8), "cinco": (1, 0, 2)}


def test_art49_todas_pays_two_more_under_each_reading() -> None:
    found = BY_ARTICLE["49"]
    assert settled(found, found.solution).ledger == Ledger(22, 10, 0)
    assert settled(found, "planto").ledger == Ledger(20, 12, 0)
    assert play(found, found.solution, art49="jugar").goal_reached()
    refused(Session.from_scenario(found, art49="jugar"), "planto", "49")


def test_art50_the_defenders_call_cinco() -> None:
    state = settled(BY_ARTICLE["50"], BY_ARTICLE["50"].solution)
    assert items(state) == {"pot": (2, 0, 9), "codillo": (1, 2, 9), "cinco": (1, 0, 2)}


def test_art51_the_estuche_pays_on_a_sacada_and_costs_on_a_puesta() -> None:
    found = BY_ARTICLE["51"]
    assert items(settled(found, found.solution)) == {"pot": (2, 0, 8), "estuche": (1, 0, 2)}
    lost = settled(found, "10b 11b 3b 2b 7b 4b 3c 11c")
    assert lost.result is not None and lost.result.outcome == "puesta" and items(lost)["estuche"] == (0, 1, 2)


def test_art52_and_53_cinco_estuche_and_todas() -> None:
    assert settled(BY_ARTICLE["52"], BY_ARTICLE["52"].solution).ledger == Ledger(22, 10, 0)
    assert settled(BY_ARTICLE["53"], BY_ARTICLE["53"].solution).ledger == Ledger(24, 8, 0)


# -- solo (Arts. 54–58, 62, 63) ------------------------------------------------------------------------

def test_art54_and_56_solo_is_open_to_the_first_to_speak_after_passes_and_needs_no_stones() -> None:
    assert zstate(play(BY_ARTICLE["54"], "solo")).auction.solo
    found = BY_ARTICLE["56"]
    assert found.first_state().ledger.a == 0 and "solo" in found.first_state().legal_actions()


def test_art55_57_62_63_the_solo_bonus() -> None:
    def solved(number: str, **overrides: object) -> dict[str, tuple[int, int, int]]:
        found = BY_ARTICLE[number]
        return items(settled(found, (found.goal.probe or found.solution), **overrides))

    assert solved("55") == {"pot": (2, 0, 8), "solo": (1, 0, 2)}
    assert solved("57") == {"pot": (2, 0, 12)}, "Art. 57: no stones, no bonus"
    assert solved("57", art64="despues") == {"pot": (2, 0, 12)}, "Art. 57 under either reading of Art. 64"
    assert "art64" not in BY_ARTICLE["57"].switches
    assert solved("62")["solo"] == (0, 1, 2)
    assert solved("63") == {"pot": (2, 0, 8)}, "Art. 63: the +2 of the solo and the -2 of the cinco cancel"
    lost = settled(BY_ARTICLE["63"], "4b 11b 5b 3c 6e 12b")
    assert lost.result is not None and lost.result.outcome == "puesta"


def test_art58_the_solo_players_partner_sits_out() -> None:
    state = zstate(play(BY_ARTICLE["58"], "triunfo:b"))
    assert state.out == (2,) and state.current_player == 0


# -- failures, caps (Arts. 59–61, 64) -------------------------------------------------------------------

def test_art59_a_failed_cinco_pays_two() -> None:
    found = BY_ARTICLE["59"]
    assert items(settled(found, found.solution))["cinco"] == (1, 0, 2)
    session = play(found, "5c")
    for action in ("4c", "2c", "10c"):
        session.step(action)
    assert zstate(session).cinco_made is False


def test_art60_a_failed_todas_loses_the_cinco() -> None:
    found = BY_ARTICLE["60"]
    assert settled(found, "planto").ledger == Ledger(20, 12, 0)
    session = Session.from_scenario(found)
    session.play("todas")
    while zstate(session).phase not in ("deal", "over"):  # played on past the example's miss (it stops there)
        if session.state.current_player not in found.seats:
            session.bot_move()
        else:
            session._push(session.state.legal_actions()[0])
    assert items(zstate(session)) == {"pot": (2, 0, 8)}


def test_art61_the_declarer_pays_the_estuche_on_a_puesta_under_each_reading() -> None:
    found = BY_ARTICLE["61"]
    assert items(settled(found, found.goal.probe))["estuche"] == (0, 1, 2)
    assert "estuche" not in items(settled(found, found.goal.probe, art61="contraria"))


def test_art64_every_bonus_is_capped_by_what_the_collector_holds() -> None:
    found = BY_ARTICLE["64"]
    assert items(settled(found, found.goal.probe)) == {"pot": (2, 0, 12), "estuche": (1, 0, 1), "cinco": (1, 0, 1)}
    later = settled(found, found.goal.probe, art64="despues")
    assert items(later) == {"pot": (2, 0, 12), "estuche": (1, 0, 2), "cinco": (1, 0, 2)}


def test_arts_57_63_a_payment_alone_is_missed_when_the_hand_pays_anything_else() -> None:
    """A solo's bonus withheld (Art. 57) or cancelled (Art. 63) is seen by the goal: the same pot with
    the bonus (Art. 55) does not meet it."""
    for number in ("57", "63"):
        goal = BY_ARTICLE[number].goal
        assert goal.kind == "payment" and goal.alone and goal.concept == "pot"
    with_bonus = BY_ARTICLE["55"]
    alone = scenario.Goal("payment", "x", concept="pot", amount=8, alone=True)
    plain = scenario.Goal("payment", "x", concept="pot", amount=8)
    session = play(with_bonus, with_bonus.solution)
    assert plain.reached(session.human_seats, session.history, session.moves)
    assert not alone.reached(session.human_seats, session.history, session.moves)


def test_art58_the_partner_of_the_solo_player_is_skipped() -> None:
    found = BY_ARTICLE["58"]
    assert found.goal.answer_for(found.first_state()) == "Oeste"
    session = Session.from_scenario(found)
    session.answer("Norte")
    assert session.goal_feedback()[0] == "missed"
