"""Count the members of Game and State in engine/rules/core.py at git revisions: required (abstract,
or annotated without a value), with a default (a value or a concrete method a game may override),
and shared behaviour (concrete methods every game uses as they are). Dunders aside.

    python bench/contract_members.py 29b0e54 HEAD   # before and after the contract of rules (issue 33)
"""

from __future__ import annotations

import ast
import subprocess
import sys

#: The contract's own behaviour, not a capability with a default.
SHARED = {"with_options", "is_terminal", "parse_action", "apply", "over", "apply_random"}


def members(rev: str) -> dict[str, tuple[list[str], list[str], list[str]]]:
    source = subprocess.run(["git", "show", f"{rev}:engine/rules/core.py"], capture_output=True, text=True,
                            check=True).stdout
    found = {}
    for cls in ast.parse(source).body:
        if not isinstance(cls, ast.ClassDef) or cls.name not in ("Game", "State"):
            continue
        required: list[str] = []
        default: list[str] = []
        for node in cls.body:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                (default if node.value is not None else required).append(node.target.id)
            elif isinstance(node, ast.Assign):
                default += [target.id for target in node.targets if isinstance(target, ast.Name)]
            elif isinstance(node, ast.FunctionDef) and not (node.name.startswith("__") and node.name.endswith("__")):
                names = {getattr(d, "id", getattr(d, "attr", "")) for d in node.decorator_list}
                abstract = "abstractmethod" in names
                (required if abstract else default).append(node.name)
        found[cls.name] = (required, [m for m in default if m not in SHARED], [m for m in default if m in SHARED])
    return found


def main() -> None:
    for rev in sys.argv[1:] or ["HEAD"]:
        found = members(rev)
        print(f"== {rev}: members with a default: {sum(len(v[1]) for v in found.values())}")
        for cls, (required, default, shared) in found.items():
            print(f"  {cls}: required {len(required)} {sorted(required)}")
            print(f"  {cls}: with a default {len(default)} {sorted(default)}")
            print(f"  {cls}: shared behaviour {len(shared)} {sorted(shared)}")


if __name__ == "__main__":
    main()
