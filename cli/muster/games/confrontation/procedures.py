"""Confrontation procedures, each written once against a dice source.

* `characteristic_test` - d6 + characteristic against a difficulty (``muster roll conf``).
* `damage_roll`         - the 2d6 damage roll, the wound table and the figure's new state
  (``muster wound conf``).

The numbers live in ``data/tests.toml`` and ``data/wounds.toml``.
"""

from __future__ import annotations

from itertools import combinations

from muster.engine.data import fold, load
from muster.engine.dice import MAX_CHAIN, ChainTooLong, Source
from muster.engine.render import die, esc, table, verdict
from muster.errors import MusterError


def char_rules() -> dict:
    return load("confrontation", "tests")


def wound_rules() -> dict:
    return load("confrontation", "wounds")


def _lookup(section: dict, name: str, what: str) -> str:
    """The key of ``section`` that ``name`` means (id, English or Czech, any case/accents)."""
    wanted = fold(name)
    for key, entry in section.items():
        if wanted in (fold(key), fold(entry["en"]), fold(entry["cs"])):
            return key
    allowed = ", ".join(section)
    raise MusterError(f"unknown {what} '{name}' (allowed: {allowed})")


# --------------------------------------------------------------------- characteristic test


def resolve_penalties(names: list[str]) -> list[str]:
    """Penalty names as data keys; at most one wound level (stunned stacks with it)."""
    section = char_rules()["penalty"]
    keys = [_lookup(section, n, "penalty") for n in names]
    wounds = [k for k in keys if section[k]["wound"]]
    if len(wounds) > 1:
        raise MusterError(f"a figure carries one wound level at a time, not {' and '.join(wounds)} "
                          "(stunned and blood-brother may be added to one)")
    if len(set(keys)) != len(keys):
        raise MusterError(f"--penalty given twice: {', '.join(names)}")
    return keys


def resolve_abilities(names: list[str]) -> list[str]:
    return [_lookup(char_rules()["ability"], n, "ability") for n in names]


class CharacteristicRoll:
    """One characteristic test."""

    def __init__(self, value: int, difficulty: int, over: bool, penalties: list[str],
                 penalty: int, dice: list[int], automatic_failure: bool, why: str,
                 five_as_six: bool, no_automatic_failure: bool, abilities: list[str]):
        self.value = value
        self.difficulty = difficulty
        self.over = over
        self.penalties = penalties
        self.penalty = penalty
        self.dice = dice
        self.die_result = sum(dice) - penalty
        self.total = self.die_result + value
        self.automatic_failure = automatic_failure
        self.why = why
        self.five_as_six = five_as_six
        self.no_automatic_failure = no_automatic_failure
        self.abilities = abilities
        self.success = not automatic_failure and _meets(self.total, difficulty, over)
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": "confrontation", "value": self.value, "difficulty": self.difficulty,
                "over": self.over, "penalties": self.penalties, "penalty": self.penalty,
                "dice": self.dice, "die_result": self.die_result, "total": self.total,
                "success": self.success, "automatic_failure": self.automatic_failure,
                "five_as_six": self.five_as_six,
                "no_automatic_failure": self.no_automatic_failure,
                "abilities": self.abilities, "seed": self.seed}

    def lines(self) -> list[str]:
        r = char_rules()
        roll_on = set(r["test"]["roll_on_five" if self.five_as_six else "roll_on"])
        shown = []
        for i, d in enumerate(self.dice):
            bad = d == r["test"]["automatic_failure"] and not self.no_automatic_failure
            shown.append(die(d, exploded=d in roll_on and i < len(self.dice) - 1,
                             good=False if bad else None))
        dice = " + ".join(shown)
        pen = ""
        if self.penalty:
            names = ", ".join(r["penalty"][p]["en"] for p in self.penalties)
            pen = f" - {self.penalty} ({esc(names)})"
        cmp = ">" if self.over else ">="
        out = [f"[bold]{esc(r['test']['en'].capitalize())}[/] ({esc(r['test']['cs'])}): "
               f"die {dice}{pen} = {self.die_result}, + {self.value} = "
               f"[bold cyan]{self.total}[/] (needs {cmp} {self.difficulty})"]
        out.append(f"{verdict(self.success)}: {esc(self.why)}")
        if self.abilities:
            out.append("abilities: " + ", ".join(
                f"{r['ability'][a]['en']} ({r['ability'][a]['cs']})" for a in self.abilities))
        return out


def _meets(total: int, difficulty: int, over: bool) -> bool:
    return total > difficulty if over else total >= difficulty


def characteristic_test(src: Source, value: int, difficulty: int, *, over: bool = False,
                        penalties: list[str] = (), five_as_six: bool = False,
                        no_automatic_failure: bool = False, always_roll_on: bool = False,
                        abilities: list[str] = ()) -> CharacteristicRoll:
    """d6 + value against difficulty (total >= difficulty, or > with ``over``).

    Open-ended: a 6 (or a 5 with ``five_as_six``) rolls again and adds. By RULINGS 2 the
    roller stops once the test has succeeded (further dice could only add, or fail on a
    1); ``always_roll_on`` keeps rolling on every 6. A natural 1 fails, also after a six,
    and so does a die part of 1 or less after penalties, unless ``no_automatic_failure``.
    """
    r = char_rules()
    t = r["test"]
    penalties = list(penalties)
    penalty = sum(r["penalty"][p]["value"] for p in penalties)
    roll_on = set(t["roll_on_five" if five_as_six else "roll_on"])
    one = t["automatic_failure"]
    dice: list[int] = []
    why = ""
    auto_fail = False
    while True:
        if len(dice) >= MAX_CHAIN:
            raise ChainTooLong()
        d = src.d(t["sides"])
        dice.append(d)
        part = sum(dice) - penalty
        if d == one and not no_automatic_failure:
            auto_fail = True
            why = ("a natural 1 fails" + (" (also after a six)" if len(dice) > 1 else ""))
            break
        if d not in roll_on:
            break
        if not always_roll_on and part > t["modified_failure"] and \
                _meets(part + value, difficulty, over):
            break  # RULINGS 2: already succeeded, no need to roll on
    part = sum(dice) - penalty
    if not auto_fail and part <= t["modified_failure"] and not no_automatic_failure:
        auto_fail = True
        why = f"the die after penalties is {part}, and {t['modified_failure']} or less fails"
    total = part + value
    if not auto_fail:
        cmp = ">" if over else ">="
        if _meets(total, difficulty, over):
            why = f"{total} {cmp} {difficulty}"
        else:
            why = f"{total} is not {cmp} {difficulty}"
    return CharacteristicRoll(value, difficulty, over, penalties, penalty, dice, auto_fail, why,
                    five_as_six, no_automatic_failure, list(abilities))


def outcome(roll: CharacteristicRoll) -> str:
    """The key of a test for --odds and --times."""
    if roll.success:
        return "success"
    return "automatic failure" if roll.automatic_failure else "failure"


def characteristic_odds(value: int, difficulty: int, over: bool, penalties: list[str], dist):
    """Chance of success (and of an automatic failure) from the (success, auto) keys."""
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    p = dist["success"]
    auto = dist["automatic failure"]
    cmp = ">" if over else ">="
    pen = sum(char_rules()["penalty"][x]["value"] for x in penalties)
    body = {"odds": True, "game": "confrontation", "value": value, "difficulty": difficulty,
            "over": over, "penalty": pen, "success": dist.prob(p),
            "automatic_failure": dist.prob(auto), "exact": dist.exact}

    def frac(x) -> str:
        return f" ({x.numerator}/{x.denominator})" if dist.exact else ""

    view = [f"[bold]Characteristic test: d6 + {value}"
            + (f" - {pen} on the die" if pen else "") + f" {cmp} {difficulty}[/]",
            f"chance of success: [bold]{percent(p)}[/]{frac(p)}",
            f"chance of an automatic failure: {percent(auto)}{frac(auto)}"]
    if not dist.exact:
        view.append(f"(chains past the dice limit left out: {float(dist.truncated):.3g})")
    return OddsResult(body, view)
