"""A die: its faces (numbered, or named as a battle die's symbols), the limits on what may be
thrown, and the dice a player enters read as its faces (``--dice 3,6``, ``meč-na-štítu``).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from functools import cache

from muster.engine.names import Lookup
from muster.errors import DiceError, LimitError
from muster.i18n import N_, say
from muster.limits import MOST_DICE
from muster.numbers import NotANumber, parse_int
from muster.typography import die_name

MAX_DICE = MOST_DICE
MAX_SIDES = 1_000
MAX_CHAIN = 100  # dice in one open-ended / exploding chain


class Die:
    """A die whose faces are equally likely: numbered (d6) or named (a battle die).

    ``aliases`` are extra spellings a player may type for a face, as (spelling, face);
    ``face_names`` the faces as messages name them (a `Named` each: Czech when shown)."""

    __slots__ = ("faces", "name", "aliases", "face_names")

    def __init__(self, faces: tuple[Hashable, ...], name: str,
                 aliases: tuple[tuple[str, Hashable], ...] = (),
                 face_names: tuple[str, ...] = ()):
        self.faces = tuple(faces)
        self.name = name
        self.aliases = tuple(aliases)
        self.face_names = tuple(face_names)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Die) and (self.faces, self.name) == (other.faces, other.name)

    def __hash__(self) -> int:
        return hash((self.faces, self.name))

    def __repr__(self) -> str:
        return f"Die({self.name})"

    @property
    def sides(self) -> int:
        return len(self.faces)

    @property
    def numeric(self) -> bool:
        return all(isinstance(f, int) for f in self.faces)

    def parse(self, token: str) -> Hashable:
        """Read one entered die; raises DiceError naming the die and its faces."""
        text = token.strip().lower()
        if self.numeric:
            try:
                value = parse_int(text)
            except NotANumber:
                raise DiceError(say("'{token}' is not a number (expected a {die}: 1-{sides})",
                                    token=token, die=self.name, sides=self.sides)) from None
            if value not in self.faces:
                raise DiceError(say("{value} cannot be rolled on a {die} (1-{sides})",
                                    value=value, die=self.name, sides=self.sides))
            return value

        # a face by every spelling ("meč-na-štítu": a --dice token has no spaces), listed as
        # typed in English, in Czech as the result names it ("meč na štítu")
        shown = self.face_names or tuple(str(f) for f in self.faces)
        keys = [_typed(str(n)) for n in shown]
        faces = Lookup(N_("face"), {k: {"en": str(f), "cs": getattr(n, "cs", None)}
                                    for k, f, n in zip(keys, self.faces, shown, strict=True)},
                       spellings={alias: keys[self.faces.index(face)]
                                  for alias, face in self.aliases})
        key = faces.key(token)
        if key is None:
            raise DiceError(faces.unknown(token).message)
        return self.faces[keys.index(key)]


@cache
def numbered(sides: int) -> Die:
    if sides < 1:
        raise LimitError(say("a die needs at least one side, not {n}", n=sides))
    if sides > MAX_SIDES:
        raise LimitError(say("dice over {most} sides are refused (asked for {die})",
                             most=MAX_SIDES, die=die_name(f"d{sides}")))
    return Die(tuple(range(1, sides + 1)), die_name(f"d{sides}"))


def check_count(n: int) -> None:
    if n < 0:
        raise LimitError(say("cannot roll a negative number of dice ({n})", n=n))
    if n > MAX_DICE:
        raise LimitError(say("more than {most} dice are refused (asked for {n})",
                             most=MAX_DICE, n=n))


class ChainTooLong(LimitError):
    """An open-ended chain went past MAX_CHAIN dice."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or say("an exploding or open-ended chain went past {most} "
                                        "dice; refused", most=MAX_CHAIN))


def _typed(name: str) -> str:
    """A face's name as a --dice token: its words joined by hyphens."""
    return "-".join(name.split())


def split_dice(values: Iterable[str]) -> list[str]:
    """``--dice 3,6 --dice 4`` and ``--dice "3 6 4"`` both give ['3', '6', '4']; between
    commas, a symbol of several words is one die (``--dice 'meč na štítu,vlajka'``: the
    face as the rulebook names it)."""
    out: list[str] = []
    for v in values:
        for piece in v.split(",") if "," in v else [v]:
            words = piece.split()
            if len(words) > 1 and "," in v and not any(w[:1].isdigit() for w in words):
                out.append(" ".join(words))
            else:
                out.extend(words)
    return out
