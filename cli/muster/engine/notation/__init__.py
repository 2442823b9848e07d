"""Generic dice notation: the expression tree, its rolling and weighing (`tree`), and the
parser (`reader`). The grammar is in `muster.engine.notation.tree` and
docs/usage/notation.md."""

from muster.engine.notation.reader import parse
from muster.engine.notation.tree import Expression, Group, GroupRoll, NotationRoll

__all__ = ["Expression", "Group", "GroupRoll", "NotationRoll", "parse"]
