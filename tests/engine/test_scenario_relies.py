"""Every live example names the rules it relies on (:attr:`~engine.lessons.scenario.Scenario.relies`),
and the list cannot leave out what its own solution shows: a capture needs the capture rule, a trick
won with a card needs the rule that ranks it (each family's ``relies`` module)."""

from __future__ import annotations

import dataclasses
from types import ModuleType

import pytest

from engine import names
from engine.lessons import scenario
from engine.lessons.mancala import relies as mancala
from engine.lessons.zanga import relies as zanga
from engine.lessons.zapiti import relies as zapiti
from engine.rules.errors import RuleRef

FAMILY: dict[str, ModuleType] = {"awari": mancala, "mbau": mancala, "vano": mancala, "hus": mancala,
                                 "zanga": zanga, "zapiti": zapiti}
ALL = [found for game in names() for found in scenario.scenarios(game)]


def test_every_game_has_its_family() -> None:
    assert set(FAMILY) == set(names())


@pytest.mark.parametrize("found", ALL, ids=lambda s: s.id)
def test_relies_holds_what_the_solution_shows(found: scenario.Scenario) -> None:
    missing = FAMILY[found.game_name].least(found) - set(found.relies)
    assert not missing, f"{found.id} relies on {', '.join(map(str, missing))} (its solution shows it)"


@pytest.mark.parametrize("found", ALL, ids=lambda s: s.id)
def test_relies_names_rules_of_its_game_or_a_label(found: scenario.Scenario) -> None:
    for ref in found.relies:
        assert (isinstance(ref, str) and ref.startswith(f"{found.game_name}-")) or (
            isinstance(ref, RuleRef) and ref.game == found.game_name and ref.kind == found.rule.kind)
    assert len(set(found.relies)) == len(found.relies)


@pytest.mark.parametrize(("key", "needed"), [
    ("awari.victoria", RuleRef("awari", "4")),  # the winning move captures
    ("hus.partido", RuleRef("hus", "6")),
    ("zapiti.valen", RuleRef("zapiti", "5")),  # the 4 de bastos wins a round
    ("zanga.fallar", RuleRef("zanga", "8", "art")),  # a plain trump wins the trick
    ("zanga.art43-sacada", RuleRef("zanga", "5", "art")),  # the malilla wins one
])
def test_a_list_that_leaves_out_what_the_solution_shows_is_caught(key: str, needed: RuleRef) -> None:
    found = scenario.get(key)
    assert needed in FAMILY[found.game_name].least(dataclasses.replace(found, relies=()))


def test_an_example_relies_on_no_rule_of_another_game_nor_on_its_own() -> None:
    found = scenario.get("awari.captura")
    with pytest.raises(ValueError, match="another game"):
        dataclasses.replace(found, relies=(RuleRef("mbau", "2"),))
    with pytest.raises(ValueError, match="its own rule"):
        dataclasses.replace(found, relies=(found.rule,))


def test_anchors_are_the_pages_ids() -> None:
    assert scenario.get("awari.doce").relied_anchors() == ("awari-rule-2", "awari-rule-3")
    assert scenario.get("zanga.fallar").relied_anchors() == ("zanga-art-8", "zanga-leyenda")
