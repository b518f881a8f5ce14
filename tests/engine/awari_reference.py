"""Awari's rules 2–6 written the slow, obvious way, as the oracle the engine's fast moves are tested
against (``test_awari_rules``, ``test_awari_moves``)."""

from __future__ import annotations


def reference(board: list[int], mover: int, hole: int, both: bool, forbid: bool
              ) -> tuple[list[int], list[int], int] | str:
    """The board after ``mover`` sows ``hole``, the holes captured and the seeds they held, or the
    rule that forbids the move. The sowing goes seed by seed, passing over the origin on every lap
    (rule 3: below 12 seeds a sowing never gets back to it)."""
    if not board[hole]:
        return "2"
    after, seeds, last = list(board), board[hole], hole
    after[hole] = 0
    while seeds:
        last = (last + 1) % 12
        if last != hole:
            after[last] += 1
            seeds -= 1
    across = range(6, 12) if mover == 0 else range(6)
    taken: list[int] = []
    if last in across and after[last] in (2, 3):
        j = last
        while j in across and after[j] in (2, 3):
            taken.append(j)
            j -= 1
        j = last + 1
        while both and j in across and after[j] in (2, 3):
            taken.append(j)
            j += 1
    if sum(after[h] for h in across) == sum(after[h] for h in taken):
        if not taken:
            return "6"  # nothing reaches an empty row
        if forbid:
            return "5"  # a grand slam
        taken = []
    gain = sum(after[h] for h in taken)
    for h in taken:
        after[h] = 0
    return after, taken, gain
