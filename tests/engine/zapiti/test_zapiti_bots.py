"""The Zápiti bots: legal, deterministic and blind to what their seat cannot see. How each level fares
against the one below is measured by ``bench/bench_zapiti.py`` (a statistic, not a test)."""

from __future__ import annotations

import random

import pytest

from engine.rules.zapiti.bots import LEVELS, make_bot
from engine.rules.zapiti.game import ZapitiState
from tests.engine.zapiti.zapiti_helpers import play, position, zapiti


def bot_game_states(
    players: int, levels: tuple[str, str], seed: int, hands: int, **options: object
) -> list[ZapitiState]:
    """Every state of a few hands between two levels (side 0 plays ``levels[0]``)."""
    game = zapiti(players=players, grandes=5, **options)
    bots = [make_bot(levels[seat % 2], seed + seat) for seat in range(players)]
    s = game.new_state(seed)
    out = []
    while s.hand_no < hands and not s.is_terminal():
        assert isinstance(s, ZapitiState)
        out.append(s)
        s = s.apply(bots[s.current_player].choose(s.observation(s.current_player)))
    return out


def test_levels_and_unknown_level() -> None:
    assert list(LEVELS) == ["random", "easy", "medium", "hard"]
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("players", [2, 4])
def test_bots_play_legal_moves_deterministically(level: str, players: int) -> None:
    for s in bot_game_states(players, (level, "medium"), seed=3, hands=4, senas_cazadas="siempre"):
        seat = s.current_player
        bot = make_bot(level, 9)
        action = bot.choose(s.observation(seat))
        assert action in s.legal_actions()
        assert make_bot(level, 9).choose(s) == action == bot.choose(s.observation(seat))


def reshuffled(s: ZapitiState, seat: int, rng: random.Random, new_seed: bool) -> ZapitiState:
    """The same hand, history and view for ``seat``, with every card it cannot see dealt again."""
    n = s.players
    looked = s.observation(seat).cards is not None
    unseen_seats = [other for other in range(n) if other != seat or not looked]
    played_by: dict[int, list[str]] = {other: [] for other in range(n)}
    for other, action in s.history:
        if action[0].isdigit():
            played_by[other].append(action)
    pool = [card for other in unseen_seats for card in s.hands[other]] + list(s.stock())
    rng.shuffle(pool)
    dealt = []
    for other in range(n):
        if other in unseen_seats:
            dealt.append(played_by[other] + [str(pool.pop()) for _ in s.hands[other]])
        else:
            dealt.append([str(card) for card in s.dealt[other]])
    seed = s.seed + 1000 if new_seed else s.seed
    actions = ",".join(action for _, action in s.history) or "-"
    text = (f"{seed} {s.hand_no} {s.dealer} {s.start_points[0]}-{s.start_points[1]} "
            f"{s.start_grandes[0]}-{s.start_grandes[1]} {'/'.join('.'.join(h) for h in dealt)} {actions}")
    return s.game.from_notation(text)


@pytest.mark.parametrize("players, caught", [(2, "nunca"), (4, "nunca"), (4, "siempre"), (4, "a_veces")])
def test_hidden_information_a_decision_ignores_unseen_cards(players: int, caught: str) -> None:
    rng = random.Random(players)
    checked = changed = 0
    for seed in (1, 2):
        for s in bot_game_states(players, ("hard", "medium"), seed, hands=3, senas_cazadas=caught):
            seat = s.current_player
            other = reshuffled(s, seat, rng, new_seed=caught != "a_veces")
            assert other.observation(seat) == s.observation(seat)
            changed += other.hands != s.hands
            for level in LEVELS:
                bot = make_bot(level, 4)
                assert bot.choose(other.observation(seat)) == bot.choose(s.observation(seat)), (level, s)
            checked += 1
    assert checked > 20 and changed > checked // 2


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_q20_a_partner_bot_plays_the_card_asked_for(level: str) -> None:
    s = play(position("3o.4o.5o/5c.6c.4c/6b.7o.5b/2c.4e.6e", players=4),
             "ver listo listo seña:cejas listo listo pide:cejas truco quiero 3o 5c")  # North may not raise
    assert s.current_player == 2
    assert make_bot(level, seed=1).choose(s.observation(2)) == "7o"


def test_q18_bots_signal_and_ask_in_the_round_of_senas_from_their_own_view() -> None:
    s = play(position("4b.4o.5o/5c.6c.4c/7c.6b.5b/2c.4e.6e", players=4), "ver")
    bot = make_bot("medium", seed=3)
    said = []
    while s.phase_name == "senas" or (s.current_player == 0 and not s.trick):
        action = bot.choose(s.observation(s.current_player))
        said.append((s.current_player, action))
        s = s.apply(action)
    assert (0, "seña:beso") in said and (2, "seña:guiño") in said
    assert (0, "pide:guiño") in said, "South, holding the 4 of clubs, asks for the 7 of cups (the source's example)"
    assert (2, "pide:beso") in said
    assert make_bot("easy", seed=3).choose(play(position("4b.4o.5o/5c.6c.4c/7c.6b.5b/2c.4e.6e", players=4),
                                                     "ver").observation(0)) == "listo"
