"""The one way every benchmark prints its rows: metric, measured value, target."""

from __future__ import annotations


def print_table(table: list[tuple[str, str, str]]) -> None:
    width = [max(len(row[i]) for row in [*table, ("metric", "measured", "target")]) for i in range(3)]
    line = "-" * (sum(width) + 6)
    print(line)
    print(f"{'metric':{width[0]}}  {'measured':{width[1]}}  target")
    print(line)
    for metric, value, target in table:
        print(f"{metric:{width[0]}}  {value:{width[1]}}  {target}")
    print(line)
