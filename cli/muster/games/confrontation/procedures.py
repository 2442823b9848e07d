"""Confrontation procedures, each written once against a dice source.

* `characteristic_test` - d6 + characteristic against a difficulty (``muster roll conf``).
* `damage_roll`         - the 2d6 damage roll, the wound table and the figure's new state
  (``muster wound conf``).

The numbers live in ``data/tests.toml`` and ``data/wounds.toml``.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction
from itertools import combinations

from muster.engine.data import fold, load
from muster.engine.dice import MAX_CHAIN, ChainTooLong, Source
from muster.engine.render import die, esc, table, verdict
from muster.errors import MusterError
from muster.i18n import Named, _, both, czech, name, named, ngettext, say, shown
from muster.numbers import fraction_text as _fraction


# With a 5 rolling on like a 6, the exact driver follows two branches per die of a chain;
# beyond this gap between difficulty and value (about 2^11 chains) it refuses --odds.
FIVE_AS_SIX_REACH = 55


def char_rules() -> dict:
    return load("confrontation", "tests")


def wound_rules() -> dict:
    return load("confrontation", "wounds")


def _lookup(section: dict, name: str, what: str) -> str:
    """The key of ``section`` that ``name`` means (id, English or Czech, any case/accents)."""
    wanted = fold(name)
    for key, entry in section.items():
        spellings = [key, entry["en"], entry["cs"], *entry.get("names", [])]
        if wanted in (fold(s) for s in spellings):
            return key
    from muster.errors import unknown_name

    raise unknown_name(what, name, section)


def _what() -> tuple:  # the `what` words of _lookup, for the catalog (scripts/i18n.py)
    from muster.i18n import N_

    return N_("penalty"), N_("ability"), N_("wound")


# --------------------------------------------------------------------- characteristic test


def resolve_penalties(names: list[str]) -> list[str]:
    """Penalty names as data keys; at most one wound level (stunned stacks with it)."""
    section = char_rules()["penalty"]
    keys = [_lookup(section, n, "penalty") for n in names]
    if len(set(keys)) != len(keys):
        raise MusterError(say("--penalty given twice: {names}", names=", ".join(names)))
    wounds = [k for k in keys if section[k]["wound"]]
    if len(wounds) > 1:
        raise MusterError(say("a figure carries one wound level at a time, not {first} and "
                              "{second} (stunned and blood-brother may be added to one)",
                              first=wounds[0], second=" and ".join(wounds[1:])))
    return keys


def resolve_abilities(names: list[str]) -> list[str]:
    return [_lookup(char_rules()["ability"], n, "ability") for n in names]


class CharacteristicRoll:
    """One characteristic test."""

    def __init__(self, value: int, difficulty: int, over: bool, penalties: list[str],
                 penalty: int, dice: list[int], automatic_failure: bool, why: str,
                 five_as_six: bool, no_automatic_failure: bool, abilities: list[str],
                 no_modified_failure: bool = False, group: int = 1, group_bonus: int = 0):
        self.value = value
        self.group = group
        self.group_bonus = group_bonus
        self.difficulty = difficulty
        self.over = over
        self.penalties = penalties
        self.penalty = penalty
        self.dice = dice
        self.die_result = sum(dice) - penalty
        self.total = self.die_result + value + group_bonus
        self.automatic_failure = automatic_failure
        self.why = why
        self.five_as_six = five_as_six
        self.no_automatic_failure = no_automatic_failure
        self.no_modified_failure = no_modified_failure
        self.abilities = abilities
        self.success = None if difficulty is None else \
            (not automatic_failure and _meets(self.total, difficulty, over))
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": "confrontation", "value": self.value, "difficulty": self.difficulty,
                "over": self.over, "penalties": self.penalties, "penalty": self.penalty,
                "dice": self.dice, "die_result": self.die_result, "total": self.total,
                "success": self.success, "automatic_failure": self.automatic_failure,
                "reason": self.why,
                "five_as_six": self.five_as_six,
                "no_automatic_failure": self.no_automatic_failure,
                "no_modified_failure": self.no_modified_failure,
                "abilities": self.abilities, "group": self.group,
                "group_bonus": self.group_bonus, "seed": self.seed}

    def head(self) -> str:
        """The roll on one line: the dice, the penalty, the value and any group bonus."""
        r = char_rules()
        roll_on = set(r["test"]["roll_on_five" if self.five_as_six else "roll_on"])
        faces = []
        for i, d in enumerate(self.dice):
            bad = d == r["test"]["automatic_failure"] and not self.no_automatic_failure
            faces.append(die(d, exploded=d in roll_on and i < len(self.dice) - 1,
                             good=False if bad else None))
        pen = ""
        if self.penalty:
            from muster.i18n import name

            names = ", ".join(name(r["penalty"][p]) for p in self.penalties)
            pen = f" - {self.penalty} ({esc(names)})"
        group = (_(" + {bonus} (group of {n})").format(bonus=self.group_bonus, n=self.group)
                 if self.group_bonus else "")
        return (_("die {dice}").format(dice=" + ".join(faces))
                + f"{pen} = {self.die_result}, "
                f"{'+' if self.value >= 0 else '-'} {abs(self.value)}{group} = "
                f"[bold cyan]{self.total}[/]")

    def lines(self) -> list[str]:
        r = char_rules()
        cmp = ">" if self.over else ">="
        out = [both(r["test"], bold=True, capital=True) + ": "
               + self.head() + (_(" (roll-off, no difficulty)") if self.difficulty is None
                                else _(" (needs {cmp} {difficulty})").format(
                                    cmp=cmp, difficulty=self.difficulty))]
        if self.success is None:
            total = _("TOTAL {total}").format(total=self.total)
            out.append(verdict(not self.automatic_failure, total, "AUTOMATIC FAILURE")
                       + f": {esc(shown(self.why))}")
        else:
            out.append(f"{verdict(self.success)}: {esc(shown(self.why))}")
        if self.abilities:
            out.append(_("abilities: ") + ", ".join(both(r["ability"][a])
                                                    for a in self.abilities))
        return out


def _meets(total: int, difficulty: int | None, over: bool) -> bool:
    if difficulty is None:
        return False
    return total > difficulty if over else total >= difficulty


def characteristic_test(src: Source, value: int, difficulty: int | None, *,
                        over: bool = False,
                        penalties: list[str] = (), five_as_six: bool = False,
                        no_automatic_failure: bool = False, always_roll_on: bool = False,
                        abilities: list[str] = (),
                        no_modified_failure: bool | None = None,
                        group: int = 1) -> CharacteristicRoll:
    """d6 + value against difficulty (total >= difficulty, or > with ``over``).

    Open-ended: a 6 (or a 5 with ``five_as_six``) rolls again and adds. By RULINGS 2 the
    roller stops once the test has succeeded (further dice could only add, or fail on a
    1); ``always_roll_on`` keeps rolling on every 6. A natural 1 fails, also after a six,
    unless ``no_automatic_failure``; when penalties were taken off the die, a die part of 1
    or less fails too (L1572-1573), unless ``no_modified_failure`` (which defaults to
    ``no_automatic_failure``: Sharp shooter and Vivacity excuse both, Brutal, Bravery and
    Born killer only the natural 1).
    With no difficulty (a roll-off) the roller always rolls on (RULINGS 2) and the result
    is a total, an automatic failure ranking below every total (RULINGS 4).
    """
    r = char_rules()
    t = r["test"]
    # a group test (L672-678, L846-850): the best value, +1 for every model after the first
    bonus = r["group"]["bonus_per_extra_model"] * (group - 1)
    base_value, value = value, value + bonus
    if no_modified_failure is None:
        no_modified_failure = no_automatic_failure
    penalties = list(penalties)
    penalty = sum(r["penalty"][p]["value"] for p in penalties)
    # L1572-1573 is about a die lowered by penalties; an unmodified die is only ever
    # failed by a natural 1 (L379-383), which an exemption from it may excuse.
    modified_fails = penalty > 0 and not no_modified_failure
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
            why = (say("a natural 1 fails (also after a six)") if len(dice) > 1
                   else say("a natural 1 fails"))
            break
        if d not in roll_on:
            break
        if not always_roll_on and (not modified_fails or part > t["modified_failure"]) \
                and _meets(part + value, difficulty, over):
            break  # RULINGS 2: already succeeded, no need to roll on
    part = sum(dice) - penalty
    if not auto_fail and part <= t["modified_failure"] and modified_fails:
        auto_fail = True
        why = say("the die after penalties is {part}, and {limit} or less fails", part=part,
                  limit=t["modified_failure"])
    total = part + value
    if not auto_fail and difficulty is None:
        why = say("roll-off total; the higher total wins, an automatic failure ranks lowest")
    elif not auto_fail:
        cmp = ">" if over else ">="
        if _meets(total, difficulty, over):
            why = f"{total} {cmp} {difficulty}"
        else:
            why = say("{total} is not {cmp} {difficulty}", total=total, cmp=cmp,
                      difficulty=difficulty)
    return CharacteristicRoll(base_value, difficulty, over, penalties, penalty, dice, auto_fail,
                              why, five_as_six, no_automatic_failure, list(abilities),
                              no_modified_failure, group, bonus)


class _RanksLowest(str):
    """A roll-off's "automatic failure" key: text in JSON, but sorted below every total
    (RULINGS 4), so a --times summary lists it first and the totals in numeric order."""

    def __lt__(self, other):
        return True if isinstance(other, (int, float)) else str.__lt__(self, other)

    def __gt__(self, other):
        return False if isinstance(other, (int, float)) else str.__gt__(self, other)

    __hash__ = str.__hash__


ROLL_OFF_FAILURE = _RanksLowest("automatic failure")


class CharacteristicSetup:
    """A characteristic test as the player asked for it: names resolved, ability switches
    derived from the data, and the request checked before any die is rolled."""

    def __init__(self, value: int, difficulty: int | None, *, over: bool = False,
                 penalties: list[str] = (), abilities: list[str] = (),
                 five_as_six: bool = False, no_auto_fail: bool = False,
                 always_roll_on: bool = False, exact: bool = False, group: int = 1,
                 fanatic: int | None = None):
        if difficulty is None and over:
            raise MusterError(say("--over compares with a difficulty (the enemy's FEAR); give "
                                  "--difficulty"))
        if group < 1:
            raise MusterError(say("--group counts the models testing together: at least 1, "
                                  "not {group}", group=group))
        if fanatic is not None and (difficulty is None or not over):
            raise MusterError(say("--fanatic is the Discipline re-test after a failed Courage "
                                  "test: give the enemy's FEAR with --difficulty and --over"))
        self.value, self.difficulty, self.over = value, difficulty, over
        self.group = group
        self.fanatic = fanatic
        self.always_roll_on = always_roll_on
        self.penalties = resolve_penalties(list(penalties))
        self.abilities = resolve_abilities(list(abilities))
        rules = char_rules()["ability"]
        self.five = five_as_six or any(rules[a]["five_as_six"] for a in self.abilities)
        self.no_fail = no_auto_fail or any(rules[a]["no_automatic_failure"]
                                           for a in self.abilities)
        # a user's data file without no_modified_failure keeps its old meaning
        self.no_modified = no_auto_fail or any(
            rules[a].get("no_modified_failure", rules[a]["no_automatic_failure"])
            for a in self.abilities)
        if exact and self.five and (difficulty is None or always_roll_on):
            raise MusterError(say("exact odds of a chain that rolls on after every 5 and 6 "
                                  "with no stopping point branch without end; use --times N "
                                  "for an estimate"))
        if exact and self.five and difficulty is not None and \
                difficulty - value > FIVE_AS_SIX_REACH:
            raise MusterError(say("exact odds of rolling on after 5s and 6s up to {gap} above "
                                  "the value branch too widely (at most {most}); use --times N "
                                  "for an estimate", gap=difficulty - value,
                                  most=FIVE_AS_SIX_REACH))
        from muster.i18n import named

        self.options = [named(rules[a]) for a in self.abilities]
        self.options += [text for text, on in ((say("a 5 rolls on"), five_as_six),
                                               (say("no automatic 1"), no_auto_fail),
                                               (say("always rolls on"), always_roll_on)) if on]
        if group > 1:
            bonus = char_rules()["group"]["bonus_per_extra_model"] * (group - 1)
            self.options.append(say("group of {group}: +{bonus}", group=group, bonus=bonus))
        if fanatic is not None:
            self.options.append(say("Fanaticism, DIS {fanatic}", fanatic=fanatic))
            self.retest = CharacteristicSetup(
                fanatic, difficulty, over=over, penalties=penalties,
                abilities=[char_rules()["fanaticism"]["retest_ability"]],
                always_roll_on=always_roll_on, exact=exact)

    def roll(self, src: Source) -> CharacteristicRoll:
        roll = characteristic_test(src, self.value, self.difficulty, over=self.over,
                                   penalties=self.penalties, five_as_six=self.five,
                                   no_automatic_failure=self.no_fail,
                                   always_roll_on=self.always_roll_on,
                                   abilities=self.abilities,
                                   no_modified_failure=self.no_modified, group=self.group)
        if self.fanatic is None:
            return roll
        return FanaticTest(roll, None if roll.success else self.retest.roll(src))

    def key(self, roll) -> str | int:
        return fanatic_outcome(roll) if self.fanatic is not None else outcome(roll)

    def odds(self, dist):
        if self.fanatic is not None:
            return fanatic_odds(self, dist)
        return characteristic_odds(self.value, self.difficulty, self.over, self.penalties,
                                   dist, self.options)


def with_rolled_on_hint(resolve, test: CharacteristicSetup, dice: list[str]):
    """Run ``resolve``; when entered dice go past a 6 that had already won the test, say
    why (RULINGS 2: the roller stops) and how to keep them (--always-roll-on)."""
    from muster.engine.dice import EnteredSource, split_dice
    from muster.errors import DiceError

    try:
        return resolve()
    except DiceError as err:
        if not err.message.startswith("too many dice") or test.difficulty is None \
                or test.always_roll_on:
            raise
        roll = test.roll(EnteredSource(split_dice(dice)))
        if not roll.success or not roll.dice:
            raise
        raise DiceError(say("{error}; the test had already succeeded after {dice}, so muster "
                            "stops rolling on (RULINGS 2); add --always-roll-on to count the "
                            "dice rolled after it", error=err.message,
                            dice=", ".join(map(str, roll.dice)))) from None


def outcome(roll: CharacteristicRoll) -> str | int:
    """The key of a test for --odds and --times (a roll-off's key is its total)."""
    if roll.difficulty is None:
        return ROLL_OFF_FAILURE if roll.automatic_failure else roll.total
    if roll.success:
        return "success"
    return "automatic failure" if roll.automatic_failure else "failure"


def characteristic_odds(value: int, difficulty: int | None, over: bool, penalties: list[str],
                        dist, options: list[str] = ()):
    """Chance of success (and of an automatic failure) from the outcome keys. ``options``
    names the die rules in play (a 5 rolling on, no automatic 1, ...) for the title."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    if difficulty is None:
        return rolloff_odds(value, penalties, dist, options)
    p = dist["success"]
    auto = dist["automatic failure"]
    cmp = ">" if over else ">="
    pen = sum(char_rules()["penalty"][x]["value"] for x in penalties)
    body = {"odds": True, "game": "confrontation", "value": value, "difficulty": difficulty,
            "over": over, "penalty": pen, "options": list(options), "success": dist.prob(p),
            "automatic_failure": dist.prob(auto), "exact": dist.exact}

    def frac(x) -> str:
        return f" ({fraction_text(x)})" if dist.exact else ""

    view = [f"[bold]{_('Characteristic test')}: {_('d6')} + {value}"
            + (_(" - {pen} on the die").format(pen=pen) if pen else "") + f" {cmp} {difficulty}"
            + _options(options) + "[/]",
            _("chance of success: {p}").format(p=f"[bold]{percent(p)}[/]{frac(p)}"),
            _("chance of an automatic failure: {p}").format(p=f"{percent(auto)}{frac(auto)}")]
    if not dist.exact:
        view.append(_("(chains past the dice limit left out: {p})").format(
            p=_g3(dist.truncated)))
    return OddsResult(body, view)


def _options(options) -> str:
    """'; a, b' - the options in play, for a title (in the user's language)."""
    return f"; {esc(', '.join(shown(o) for o in options))}" if options else ""


def _g3(x) -> str:
    """A small probability in three significant digits (a decimal comma in Czech)."""
    from muster.i18n import czech

    text = f"{float(x):.3g}"
    return text.replace(".", ",") if czech() else text


def check_difficulties(difficulties: list[int] | None, odds: bool) -> list[int | None]:
    """One difficulty (or none, a roll-off), or several to compare with --odds."""
    if not difficulties:
        return [None]
    if len(difficulties) > 1 and not odds:
        raise MusterError(say("{n} difficulties given: several are compared with --odds "
                              "(e.g. -D 6 -D 8 --odds); roll against one at a time",
                              n=len(difficulties)))
    return list(difficulties)


def compare_odds(tests: list["CharacteristicSetup"], dists: list):
    """The chances of one test against several difficulties, one column each."""
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    first = tests[0]
    bodies = [t.odds(d).to_json() for t, d in zip(tests, dists)]
    body = {"odds": True, "game": "confrontation", "compare": bodies}
    cmp = ">" if first.over else ">="
    pen = sum(char_rules()["penalty"][x]["value"] for x in first.penalties)
    rows = [[_("success")] + [percent(d["success"]) for d in dists],
            [_("failure")] + [percent(d["failure"]) for d in dists],
            [_("automatic failure")] + [percent(d["automatic failure"]) for d in dists]]
    view = [f"[bold]{_('Characteristic test')}: {_('d6')} + {first.value}"
            + (_(" - {pen} on the die").format(pen=pen) if pen else "")
            + _(" {cmp} each difficulty").format(cmp=cmp)
            + _options(first.options) + "[/]"]
    view += table([_("difficulty")] + [str(t.difficulty) for t in tests], rows)
    return OddsResult(body, view)


def rolloff_odds(value: int, penalties: list[str], dist, options: list[str] = ()):
    """A roll-off's distribution: each total, and the automatic failures."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    pen = sum(char_rules()["penalty"][x]["value"] for x in penalties)
    auto = dist["automatic failure"]
    totals = sorted(k for k in dist.probs if not isinstance(k, str))
    rows = []
    at_least = 1 - auto - dist.truncated
    at_most = auto  # an automatic failure ranks below every total (RULINGS 4)
    for t in totals:
        at_most += dist[t]
        rows.append({"value": t, **dist.prob(dist[t]), "at_least": dist.prob(at_least),
                     "at_most": dist.prob(at_most)})
        at_least -= dist[t]
    body = {"odds": True, "game": "confrontation", "value": value, "difficulty": None,
            "penalty": pen, "options": list(options), "distribution": rows, "automatic_failure": dist.prob(auto),
            "exact": dist.exact}
    from muster.engine.odds import Distribution
    from muster.engine.run import bar

    totals_only = Distribution({t: dist[t] for t in totals})
    body["mean"] = round(totals_only.mean(), 6)  # of the totals, automatic failures left out
    body["sd"] = round(totals_only.sd(), 6)
    kept = [r for r in rows if r["p"] >= 1e-6]
    top = max((r["p"] for r in rows), default=0.0)
    from muster.i18n import decimal

    view = [f"[bold]{_('Roll-off')}: {_('d6')} + {value}"
            + (_(" - {pen} on the die").format(pen=pen) if pen else "")
            + _(", rolling on after every 6") + _options(options) + "[/]"]
    view += table([_("total"), _("chance"), _("at least"), _("at most"), ""],
                  [[r["value"], percent(r["p"]), percent(r["at_least"]["p"]),
                    percent(r["at_most"]["p"]), bar(r["p"], top)] for r in kept])
    if len(kept) < len(rows):
        hidden = len(rows) - len(kept)
        view.append(ngettext("(and {n} higher totals, each below {p})",
                             "(and {n} higher totals, each below {p})", hidden).format(
                                 n=hidden, p=percent(Fraction(1, 1000000))))
    view.append(_("automatic failure (ranks below every total): {p}").format(
        p=f"[bold]{percent(auto)}[/]"))
    view.append(_("mean of the totals {mean}  sd {sd}").format(
        mean=decimal(totals_only.mean(), 4), sd=decimal(totals_only.sd(), 4)))
    return OddsResult(body, view)


# ---------------------------------------------------------------- Fanaticism re-test


class FanaticTest:
    """A fanatic's Courage test and, when it fails, the Discipline re-test at the same
    difficulty (L1151-1154): pass it and the fanatic stays (still under the fear's effects,
    and unable to charge or engage the creature that frightened it), fail it and it flees."""

    def __init__(self, courage: CharacteristicRoll, discipline: CharacteristicRoll | None):
        self.courage = courage
        self.discipline = discipline
        self.success = courage.success or bool(discipline and discipline.success)
        self.flees = not self.success
        self.dice = courage.dice + (discipline.dice if discipline else [])
        self.difficulty = courage.difficulty
        self.seed: int | None = None

    @property
    def outcome(self) -> str:
        if self.courage.success:
            return "courage passed"
        return "held by fanaticism" if self.success else "flees"

    def to_json(self) -> dict:
        return {"game": "confrontation", "courage": self.courage.to_json(),
                "fanaticism": self.discipline.to_json() if self.discipline else None,
                "outcome": self.outcome, "flees": self.flees, "seed": self.seed}

    def lines(self) -> list[str]:
        f = char_rules()["fanaticism"]
        out = self.courage.lines()
        if self.discipline is None:
            return out
        d = self.discipline
        cmp = ">" if d.over else ">="
        from muster.i18n import czech

        retest = (_("re-test ({name})").format(name=esc(f["retest_cs"])) if czech()
                  else f"{esc(f['retest'])} re-test ({esc(f['retest_cs'])})")
        out.append(both(f, bold=True) + ": "
                   + _("{retest} at the same difficulty: {roll} (needs {cmp} {difficulty}, a 5 "
                       "rolls on)").format(retest=retest, roll=d.head(), cmp=cmp,
                                           difficulty=d.difficulty))
        if d.success:
            out.append(verdict(True, "HOLDS") + ": " + _(
                "{why}; the fanatic does not flee, but keeps the fear's effects and cannot "
                "charge or engage the creature that frightened it").format(
                    why=esc(shown(d.why))))
        else:
            out.append(verdict(False, no="FLEES") + f": {esc(shown(d.why))}")
        return out


FANATIC_OUTCOMES = ("courage passed", "held by fanaticism", "flees")


def _fanatic_words() -> tuple:  # the outcomes, for the catalog (scripts/i18n.py)
    from muster.i18n import N_

    return N_("courage passed"), N_("held by fanaticism"), N_("flees")


def fanatic_outcome(test: FanaticTest) -> str:
    return test.outcome


def fanatic_odds(setup: CharacteristicSetup, dist):
    """The chance that the Courage test passes, that Fanaticism holds the figure, and
    that it flees."""
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    rows = [{"outcome": o, **dist.prob(dist[o])} for o in FANATIC_OUTCOMES]
    body = {"odds": True, "game": "confrontation", "value": setup.value,
            "difficulty": setup.difficulty, "over": setup.over, "fanatic": setup.fanatic,
            "options": list(setup.options), "outcomes": rows,
            "success": dist.prob(1 - dist["flees"] - dist.truncated),
            "flees": dist.prob(dist["flees"]), "exact": dist.exact}
    rest = [o for o in setup.options if not o.startswith("Fanaticism")]
    view = ["[bold]" + _("Courage {value} against FEAR {fear}, then Discipline {dis} at the "
                         "same difficulty (Fanaticism)").format(
                value=setup.value, fear=setup.difficulty, dis=setup.fanatic)
            + _options(rest) + "[/]"]
    view += table([_("outcome"), _("chance")],
                  [[_(o["outcome"]), percent(o["p"]) + (f" ({o['fraction']})" if o["fraction"]
                                                         else "")] for o in rows])
    return OddsResult(body, view)


# ---------------------------------------------------------------------- opposed rolls


SIDES = ("first", "second")


def _side_words() -> tuple:  # the winners a --times table shows, for the catalog
    from muster.i18n import N_

    return N_("first"), N_("second")


class OpposedRoll:
    """Two roll-offs against each other, re-rolled while they tie (RULINGS 4)."""

    def __init__(self, rounds: list[tuple[CharacteristicRoll, CharacteristicRoll]],
                 winner: str):
        self.rounds = rounds
        self.winner = winner
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": "confrontation", "opposed": True, "winner": self.winner,
                "rounds": [{"first": a.to_json(), "second": b.to_json(),
                            "tie": i < len(self.rounds) - 1}
                           for i, (a, b) in enumerate(self.rounds)],
                "seed": self.seed}

    def lines(self) -> list[str]:
        o = char_rules()["opposed"]
        out = [both(o, bold=True, capital=True) + _(", re-rolled while tied:")]
        fail = " " + _("AUTOMATIC FAILURE")
        for i, (a, b) in enumerate(self.rounds, 1):
            heads = [a.head() + (fail if a.automatic_failure else ""),
                     b.head() + (fail if b.automatic_failure else "")]
            last = i == len(self.rounds)
            out.append(_("round {i}: first {first}; second {second}").format(
                i=i, first=heads[0], second=heads[1]) + ("" if last else _(" - tie, roll again")))
        out.append(verdict(True, "FIRST SIDE WINS") if self.winner == "first"
                   else verdict(True, "SECOND SIDE WINS"))
        return out


def _beats(a, b) -> int:
    """1 when a roll-off result beats the other, -1 when it loses, 0 on a tie; results
    are roll-off keys (a total, or ROLL_OFF_FAILURE). Two failures tie (RULINGS 4)."""
    ra, rb = _standing(a), _standing(b)
    return (ra > rb) - (ra < rb)


class OpposedSetup:
    """An opposed roll: each side a roll-off (a characteristic test with no difficulty)."""

    def __init__(self, first: CharacteristicSetup, second: CharacteristicSetup,
                 given: bool = True):
        if not given:
            raise MusterError(say("--versus-penalty, --versus-ability and --versus-group "
                                  "describe the other side of an opposed roll: give its value "
                                  "with --versus"))
        if first.difficulty is not None or second.difficulty is not None:
            raise MusterError(say("--versus is an opposed roll-off with no difficulty; leave "
                                  "out --difficulty"))
        if first.fanatic is not None:
            raise MusterError(say("--fanatic is a re-test after a Courage test, not part of an "
                                  "opposed roll"))
        self.first, self.second = first, second
        self.max_rounds = char_rules()["opposed"]["max_rounds"]

    def roll(self, src: Source) -> OpposedRoll:
        rounds = []
        while True:
            if len(rounds) >= self.max_rounds:
                raise ChainTooLong()
            a, b = self.first.roll(src), self.second.roll(src)
            rounds.append((a, b))
            result = _beats(outcome(a), outcome(b))
            if result:
                return OpposedRoll(rounds, SIDES[0] if result > 0 else SIDES[1])

    @staticmethod
    def key(roll: OpposedRoll) -> str:
        return roll.winner

    def distribution(self):
        """The exact chance of each winner, from each side's roll-off odds (the very
        procedure above, under the exact driver): a round is won, lost or tied, and a tie
        is rolled again, so a side wins with P(wins a round) / (1 - P(tie))."""
        from fractions import Fraction

        from muster.engine.odds import Distribution, enumerate_outcomes

        da = enumerate_outcomes(self.first.roll, outcome)
        db = enumerate_outcomes(self.second.roll, outcome)
        order = sorted(db.probs, key=_standing)
        ranks = [_standing(k) for k in order]
        below = [Fraction(0)]  # below[i]: P(the second side's result ranks below order[i])
        for k in order:
            below.append(below[-1] + db.probs[k])
        wins = ties = Fraction(0)
        for ka, pa in da.probs.items():
            i = bisect_left(ranks, _standing(ka))
            wins += pa * below[i]
            if i < len(order) and ranks[i] == _standing(ka):
                ties += pa * db.probs[order[i]]
        losses = (1 - da.truncated) * (1 - db.truncated) - wins - ties
        decided = wins + losses
        dist = Distribution({"first": wins / decided, "second": losses / decided},
                            da.truncated + db.truncated)
        dist.per_round = {"first": wins, "second": losses, "tie": ties}
        return dist

    def odds(self, dist):
        from muster.engine.odds import percent
        from muster.engine.run import OddsResult

        rounds = dist.per_round
        body = {"odds": True, "game": "confrontation", "opposed": True,
                "first": _side_json(self.first), "second": _side_json(self.second),
                "first_wins": dist.prob(dist["first"]), "second_wins": dist.prob(dist["second"]),
                "per_round": {k: dist.prob(v) for k, v in rounds.items()},
                "exact": dist.exact}

        def frac(x) -> str:
            return f" ({_fraction(x)})" if dist.exact else ""

        view = ["[bold]" + _("Opposed roll: {first} against {second}, ties rolled again").format(
                    first=_side_text(self.first), second=_side_text(self.second)) + "[/]",
                _("first side wins: {p}").format(
                    p=f"[bold]{percent(dist['first'])}[/]{frac(dist['first'])}"),
                _("second side wins: {p}").format(
                    p=f"[bold]{percent(dist['second'])}[/]{frac(dist['second'])}"),
                _("one round: first {first}, second {second}, tie {tie}").format(
                    first=percent(rounds["first"]), second=percent(rounds["second"]),
                    tie=percent(rounds["tie"]))]
        if not dist.exact:
            view.append(_("(chains of sixes past the dice limit left out: {p})").format(
                p=_g3(dist.truncated)))
        return OddsResult(body, view)


def _standing(key) -> float:
    """A roll-off key's rank: its total, an automatic failure below every total."""
    return float("-inf") if isinstance(key, str) else key


def _side_json(side: CharacteristicSetup) -> dict:
    return {"value": side.value, "group": side.group, "penalties": side.penalties,
            "options": side.options}


def _side_text(side: CharacteristicSetup) -> str:
    pen = sum(char_rules()["penalty"][x]["value"] for x in side.penalties)
    return (f"{_('d6')} + {side.value}" + (_(" - {pen} on the die").format(pen=pen) if pen else "")
            + (f" ({esc(', '.join(shown(o) for o in side.options))})" if side.options else ""))


# ------------------------------------------------------------------------- damage roll

SEVERITY = ("none", "stunned", "light", "serious", "critical", "killed")
CURRENT = ("none", "light", "serious", "critical")


def resolve_current(name: str) -> str:
    """--current as a wound key: none, light, serious, critical (English or Czech)."""
    if fold(name) in ("none", "zadne", "bez zraneni", "nezranen"):
        return "none"
    section = {k: v for k, v in char_rules()["penalty"].items() if v["wound"]}
    try:
        return _lookup(section, name, "wound")
    except MusterError:
        raise MusterError(say("--current must be one of {allowed}, not '{name}'",
                              allowed=", ".join(CURRENT), name=name)) from None


def check_wound_options(current: str, toughness: str | None, killed_before: int,
                        resilience: int = 0) -> None:
    """Refuse impossible combinations early, with the allowed values named."""
    w = wound_rules()
    if current not in CURRENT:
        raise MusterError(say("--current must be one of {allowed}, not '{name}'",
                              allowed=", ".join(CURRENT), name=current))
    if resilience < 0:
        raise MusterError(say("RES {res} is below 0: such a figure is killed outright at once, "
                              "with no damage roll (seed L388-392)", res=resilience))
    if killed_before < 0:
        raise MusterError(say("--killed-before cannot be negative ({n})", n=killed_before))
    if toughness is None:
        if killed_before:
            raise MusterError(say("--killed-before counts the kills a colossal, enormous, "
                                  "gigantic or fierce figure has survived; give one of those "
                                  "options"))
        return
    t = w["toughness"][toughness]
    most = 1 if t.get("until_end_of_round") else len(t["tokens"])
    if killed_before > most:
        from muster.i18n import named

        raise MusterError(say("a figure with {ability} killed {n} times before is already off "
                              "the table (--killed-before is at most {most})",
                              ability=named(t), n=killed_before, most=most))


def _row(score: int) -> int:
    up_to = wound_rules()["table"]["up_to"]
    for i, top in enumerate(up_to):
        if score <= top:
            return i
    return len(up_to)


def _plain(x):
    """A JSON-ready number: a fraction (a STR of MOV / 2.5 cm) as int or float."""
    if isinstance(x, Fraction):
        return int(x) if x.denominator == 1 else round(float(x), 6)
    return x


class WoundRoll:
    """One damage roll and what it does to the figure."""

    def __init__(self, **fields):
        self.toxic: WoundRoll | None = None
        self.assassin_ignored = False
        self.__dict__.update(fields)
        self.seed: int | None = None

    def final(self) -> "WoundRoll":
        """The roll whose state the figure ends in (a toxic second roll, if any)."""
        return self.toxic or self

    def to_json(self) -> dict:
        keys = ("strength", "resilience", "dice", "kept", "instinct_die", "cancelled",
                "location", "score", "row", "table_result", "result", "exceptional",
                "current", "state", "wound", "stunned", "penalty", "removed",
                "until_end_of_round", "kills", "assassin_ignored", "seed")
        out = {"game": "confrontation", **{k: _plain(self.__dict__[k]) for k in keys}}
        if self.toxic is not None:
            t = self.toxic.to_json()
            t.pop("seed")
            t.pop("game")
            out["toxic"] = t
            out["final_state"] = self.toxic.state
        return out

    def lines(self) -> list[str]:
        w = wound_rules()
        names = w["result"]
        out = []
        if self.instinct_die is not None:
            si = w["ability"]["survival-instinct"]
            hit = self.cancelled
            faces = die(self.instinct_die, good=True if hit else None)
            effect = _(" - the wound fails, no damage roll") if hit else _(" - no effect")
            out.append(f"{both(si)}: {faces}{effect}")
            if hit:
                out.append(_("Figure: ") + self._state_text())
                return out
        dmg = w["damage"]
        kept = list(self.kept)
        faces = []
        for d in self.dice:
            if d in kept:
                kept.remove(d)
                faces.append(die(d))
            else:
                faces.append(die(d, kept=False))
        head = both(dmg, bold=True, capital=True) + f": {' '.join(faces)}"
        if self.exceptional:
            ex = w["exceptional"]
            out.append(head + _(" - doubles: ") + both(ex, bold=True)
                       + _(", STR, RES and modifiers ignored"))
        elif self.score is None:
            loc = w["location"]["names"][self.location]
            out.append(head + _(" - location ") + both(loc, bold=True)
                       + f": {esc(shown(self.shift_note))}")
        else:
            loc = w["location"]["names"][self.location]
            lo = min(self.kept)
            ms = (_(" + master strike {n}").format(n=self.master_strike)
                  if self.master_strike else "")
            out.append(head + _(" - location ") + both(loc, bold=True, open_only=True)
                       + _("the lower die {lo}); score {sum} + STR {str} - RES {res}").format(
                           lo=lo, sum=sum(self.kept), str=_plain(self.strength),
                           res=self.resilience)
                       + f"{ms} = [bold cyan]{_plain(self.score)}[/]")
            line = _("Wound table: {location}, row {row}: {result}").format(
                location=esc(name(loc)), row=esc(shown(_row_name(self.row))),
                result=esc(name(names[self.table_result])))
            if self.shift_note:
                line += f" ({esc(shown(self.shift_note))})"
            out.append(line)
        res = names[self.result]
        out.append(_("Result: ") + both(res, bold=True))
        if self.assassin_ignored:
            out.append(_("({immunity}: two dice, not three)").format(
                immunity=esc(name(w["assassin_immunity"]))))
        out.append(_("Figure: ") + self._state_text())
        if self.toxic is not None:
            tx = w["toxic"]
            out.append(f"[bold]{esc(name(tx))} / {self.toxic.strength}[/]"
                       + ("" if czech() else f" ({esc(tx['cs'])})")
                       + _(": a second damage roll at once"))
            out += ["  " + line for line in self.toxic.lines()]
        return out

    def _state_text(self) -> str:
        names = wound_rules()["result"]
        before = name(names[self.current]) if self.current != "none" else _("unwounded")
        if self.removed:
            return _("was {before}, now {state}").format(
                before=before, state="[bold red]" + _("killed outright: removed") + "[/]")
        if self.wound != "none":
            text = _("was {before}, now {state}").format(
                before=esc(before), state=f"[bold]{esc(name(names[self.wound]))}[/]")
            if self.stunned:
                text += _(" and stunned (this round)")
        elif self.stunned:
            text = _("was {before}, now {state}").format(
                before=esc(before), state="[bold]" + _("stunned") + "[/]" + _(" (this round)"))
        else:
            text = _("was {before}, still {state}").format(
                before=esc(before), state="[bold]" + _("unwounded") + "[/]")
        text += _("; die penalty {penalty} (INI, ATT, DEF, AIM)").format(penalty=self.penalty)
        if self.until_end_of_round:
            text += _("; stays until the end of the round whatever it takes, then removed")
        if self.toughness_note:
            text += f"; {shown(self.toughness_note)}"
        return text


def _table_result(pair: tuple[int, int], strength: int, resilience: int, master_strike: int,
                  hard_boiled: bool, bane: bool, location_fixed: str | None = None,
                  immune: tuple[str, ...] = ()) -> dict:
    w = wound_rules()
    a, b = pair
    if a == b:
        return {"exceptional": True, "location": None, "score": None, "row": None,
                "table_result": w["exceptional"]["by_die"][str(a)],
                "result": w["exceptional"]["by_die"][str(a)], "shift_note": ""}
    location = location_fixed or w["location"]["by_die"][str(min(a, b))]
    if location in immune:
        return {"exceptional": False, "location": location, "score": None, "row": None,
                "table_result": "none", "result": "none",
                "shift_note": say("{immunity} / {location}: no wound there",
                                  immunity=named(w["immunity"]),
                                  location=named(w["location"]["names"][location]))}
    score = a + b + strength - resilience + master_strike
    row = _row(score)
    column = w["table"][location]
    base = column[row]
    shift = (1 if bane else 0) - (1 if hard_boiled else 0)
    notes = []
    if hard_boiled and bane:
        notes.append(say("hard-boiled and bane cancel out"))
    elif shift < 0 and base == "killed":
        shift = 0
        notes.append(say("hard-boiled does not lighten killed outright"))
    elif shift:
        notes.append(say("bane: one row lower") if shift > 0 else say("hard-boiled: one row up"))
    shifted = min(max(row + shift, 0), len(column) - 1)
    if shifted != row:
        notes.append(say("row {row}: {result}", row=_row_name(shifted),
                         result=named(w["result"][column[shifted]])))
    elif shift:
        notes.append(say("already at the edge of the table"))
    return {"exceptional": False, "location": location, "score": score, "row": row,
            "table_result": base, "result": column[shifted], "shift_note": _joined(notes, ", ")}


def _row_name(row: int) -> Named:
    """A row of the wound table ('11 to 15', Czech '11 až 15')."""
    t = wound_rules()["table"]
    return Named(t["rows"][row], t.get("rows_cs", t["rows"])[row])


def _joined(notes: list, sep: str) -> str:
    """Notes joined into one text: English (as JSON and the key of a result keep it), and
    Czech where it is shown."""
    if not notes:
        return ""
    return Named(sep.join(notes), sep.join(str(_cs(n)) for n in notes))


def _cs(note) -> str:
    """A note in Czech, whatever language is on (a `Named` carries its Czech text)."""
    from muster.i18n import both_ways

    if isinstance(note, Named):
        return note.cs
    return both_ways(lambda: shown(note)).cs


def _apply(result: str, current: str, toughness: str | None, killed_before: int,
           possessed: bool = False) -> dict:
    """The figure's new state after ``result`` (cumulative wounds, L1578-1583)."""
    w = wound_rules()
    levels = w["result"]
    wound, stunned, killed = current, False, False
    if result == "stunned":
        stunned = True
    elif result == "killed":
        killed = True
    elif result != "none":
        if levels[result]["level"] > levels[current]["level"]:
            wound = result
        else:
            worse = w["worsen"][current]
            if worse == "killed":
                killed = True
            else:
                wound = worse
    removed, end_of_round, notes = killed, False, []
    kills = killed_before + (1 if killed else 0)
    t = w["toughness"][toughness] if toughness else None
    if t and t.get("until_end_of_round"):
        if killed or killed_before:
            wound, removed, end_of_round = t["tokens"][0], False, True
            notes.append(say("{ability}: not removed when killed", ability=named(t)))
    elif t and killed:
        if killed_before < len(t["tokens"]):
            wound, removed = t["tokens"][killed_before], False
            notes.append(say("{ability}: kill {n} of {total} leaves a {wound} token",
                             ability=named(t), n=kills, total=len(t["tokens"]) + 1,
                             wound=named(levels[wound])))
        else:
            notes.append(say("{ability}: kill {n} of {total} removes it", ability=named(t),
                             n=kills, total=len(t["tokens"]) + 1))
    if removed:
        state, penalty = "killed", None
    else:
        state = wound if wound != "none" else ("stunned" if stunned else "none")
        felt = w["possessed"]["lighter"].get(wound, wound) if possessed else wound
        lasting = 0 if t and t["ignores_wound_penalties"] else levels[felt]["penalty"]
        penalty = -(lasting + (levels["stunned"]["penalty"] if stunned else 0))
        if t and t["ignores_wound_penalties"] and wound != "none":
            notes.append(say("{ability}: wound penalties ignored", ability=named(t)))
        elif possessed and felt != wound:
            if felt != "none":
                notes.append(say("{ability}: penalties of a {wound}",
                                 ability=named(w["possessed"]), wound=named(levels[felt])))
            else:
                notes.append(say("{ability}: penalties of a no wound",
                                 ability=named(w["possessed"])))
    return {"state": state, "wound": "killed" if removed else wound, "stunned": stunned,
            "penalty": penalty, "removed": removed, "until_end_of_round": end_of_round,
            "kills": kills, "toughness_note": _joined(notes, "; ")}


def _rank(outcome: dict) -> tuple:
    """How much an outcome hurts the target (the Assassin keeps the worst for it)."""
    order = {"none": 0, "stunned": 1, "light": 2, "serious": 3, "critical": 4, "killed": 5}
    score = outcome["score"] if outcome["score"] is not None else -10**6
    return (outcome["removed"], outcome["kills"], order[outcome["wound"]],
            -(outcome["penalty"] or 0), order[outcome["result"]], score)


def damage_roll(src: Source, strength: int, resilience: int, *, current: str = "none",
                hard_boiled: bool = False, bane: bool = False, master_strike: int = 0,
                assassin: bool = False, survival_instinct: bool = False,
                toughness: str | None = None, killed_before: int = 0,
                possessed: bool = False, immune: tuple[str, ...] = (),
                assassin_immune: bool = False, location: str | None = None,
                toxic: int | None = None) -> WoundRoll:
    """2d6 damage roll: doubles are exceptional, else the lower die is the location and
    dice + STR - RES (+ a master strike's difficulty) the row of the wound table.

    ``location`` fixes the location (a leg wound from a jump or a fall); ``immune`` lists
    body parts the target cannot be wounded in (Immunity / X); ``assassin_immune``: the
    target ignores Assassin (an assassin, or Consciousness); ``toxic`` X: a second damage
    roll at STR X follows at once (Toxic / X), with the target's own abilities but not the
    attacker's (RULINGS in docs)."""
    first = _damage_roll(src, strength, resilience, current=current, hard_boiled=hard_boiled,
                         bane=bane, master_strike=master_strike,
                         assassin=assassin and not assassin_immune,
                         survival_instinct=survival_instinct, toughness=toughness,
                         killed_before=killed_before, possessed=possessed, immune=immune,
                         location=location)
    first.assassin_ignored = assassin and assassin_immune
    first.toxic = None
    if toxic is not None and not first.removed:
        t = first.toxic = _damage_roll(
            src, toxic, resilience, current=first.wound, hard_boiled=hard_boiled,
            survival_instinct=survival_instinct, toughness=toughness,
            killed_before=first.kills, possessed=possessed, immune=immune)
        if first.stunned and not t.removed and not t.stunned:
            # stunned by the first roll stays stunned this round
            t.stunned = True
            t.penalty -= wound_rules()["result"]["stunned"]["penalty"]
            if t.state == "none":
                t.state = "stunned"
    return first


def _damage_roll(src: Source, strength: int, resilience: int, *, current: str = "none",
                 hard_boiled: bool = False, bane: bool = False, master_strike: int = 0,
                 assassin: bool = False, survival_instinct: bool = False,
                 toughness: str | None = None, killed_before: int = 0,
                 possessed: bool = False, immune: tuple[str, ...] = (),
                 location: str | None = None) -> WoundRoll:
    w = wound_rules()
    base = {"strength": strength, "resilience": resilience, "current": current,
            "master_strike": master_strike, "instinct_die": None, "cancelled": False}
    if survival_instinct:
        base["instinct_die"] = src.d(w["damage"]["sides"])
        if base["instinct_die"] == w["ability"]["survival-instinct"]["cancel_on"]:
            base["cancelled"] = True
            state = _apply("none", current, toughness, killed_before, possessed)
            return WoundRoll(**base, **state, dice=[], kept=[], exceptional=False,
                             location=None, score=None, row=None, table_result="none",
                             result="none", shift_note="")
    n = w["damage"]["assassin_dice" if assassin else "dice"]
    pool = src.pool(n, w["damage"]["sides"])
    values = pool.sorted()
    seen = pool.seen()
    best = None
    for pair in sorted(set(combinations(values, 2))):
        out = _table_result(pair, strength, resilience, master_strike, hard_boiled, bane,
                            location, tuple(immune))
        out.update(_apply(out["result"], current, toughness, killed_before, possessed))
        out["kept"] = list(pair)
        if best is None or _rank(out) > _rank(best):
            best = out
    assert best is not None
    return WoundRoll(**base, **best, dice=seen if seen else list(values))


class WoundExtras:
    """The target's and the attack's further wound options, resolved and checked:
    Possessed, Immunity / body part, immunity to Assassin, Toxic / X, a fixed location."""

    def __init__(self, *, possessed: bool = False, immune: list[str] = (),
                 assassin_immune: bool = False, toxic: int | None = None,
                 toxic_immune: bool = False, location: str | None = None):
        self.possessed = possessed
        self.immune = tuple(resolve_location(x) for x in immune)
        self.assassin_immune = assassin_immune
        if toxic_immune and toxic is None:
            raise MusterError(say("--toxic-immune says the target ignores --toxic; give --toxic X"))
        self.toxic = None if toxic_immune else toxic
        self.toxic_immune = toxic_immune
        self.location = resolve_location(location) if location else None

    def kwargs(self) -> dict:
        return {"possessed": self.possessed, "immune": self.immune,
                "assassin_immune": self.assassin_immune, "location": self.location,
                "toxic": self.toxic}

    def options(self) -> list[str]:
        out = []
        places = wound_rules()["location"]["names"]
        if self.possessed:
            out.append(say("possessed"))
        out += [say("immune: {location}", location=named(places[x])) for x in self.immune]
        if self.assassin_immune:
            out.append(say("immune to Assassin"))
        if self.toxic is not None:
            out.append(say("toxic {n}", n=self.toxic))
        if self.toxic_immune:
            out.append(say("immune to Toxic"))
        if self.location:
            out.append(say("location {location}", location=named(places[self.location])))
        return out


def resolve_location(name: str) -> str:
    """A body part by English or Czech name."""
    names = wound_rules()["location"]["names"]
    wanted = fold(name)
    for key, entry in names.items():
        if wanted in (fold(key), fold(entry["en"]), fold(entry["cs"])):
            return key
    raise MusterError(say("unknown body part '{name}' (allowed: {allowed})", name=name,
                          allowed=", ".join(names)))


def _state(key: str) -> str:
    """A figure's state key in the user's language ('none' is unwounded there)."""
    return _("unwounded") if czech() and key == "none" else _word(key)


def _word(key: str) -> str:
    """A result, location or state key of the odds tables in the user's language
    ('serious+stunned' -> 'vážné+omráčen'); the keys themselves stay English (JSON)."""
    if not czech():
        return key
    w = wound_rules()
    words = []
    for part in key.split("+"):
        entry = w["result"].get(part) or w["location"]["names"].get(part)
        words.append(name(entry) if entry else _(part))
    return "+".join(words)


def _key_words() -> tuple:  # the keys _word shows, for the catalog (scripts/i18n.py)
    from muster.i18n import N_

    return N_("cancelled"), N_("doubles")


class WoundKey(tuple):
    """(location, table result, new state), shown as "torso: critical -> critical"."""

    def __str__(self) -> str:  # the --times table's label (its JSON keeps English)
        return _("{location}: {result} -> {state}").format(
            location=_word(self[0]), result=_word(self[1]),
            state="+".join(_state(part) for part in self[2].split("+")))


def wound_key(roll: WoundRoll) -> WoundKey:
    """(location, table result, new state) - what --odds and --times group by."""
    if roll.cancelled:
        where = "cancelled"
    else:
        where = roll.location or "doubles"
    last = roll.final()
    state = last.state
    if last.stunned and state not in ("stunned", "none", "killed"):
        state += "+stunned"
    return WoundKey((where, roll.result, state))


def wound_odds(strength: int, resilience: int, current: str, dist,
               options: list[str] = ()):
    """The chance of each result, of each location x result, and of each new state.
    ``options`` names the abilities in play (hard-boiled, bane, ...), shown in the title."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    w = wound_rules()
    order = {name: i for i, name in enumerate(SEVERITY)}
    places = ["cancelled", "doubles"] + w["location"]["order"]

    def total(pred):
        return dist.p(pred)

    results = [{"result": r, **dist.prob(total(lambda k, r=r: k[1] == r))}
               for r in SEVERITY if total(lambda k, r=r: k[1] == r)]
    cells = []
    for where in places:
        for r in SEVERITY:
            p = total(lambda k, where=where, r=r: k[0] == where and k[1] == r)
            if p:
                cells.append({"location": where, "result": r, **dist.prob(p)})
    states = sorted({k[2] for k in dist.probs},
                    key=lambda s: (order.get(s.split("+")[0], 9), s))
    state_rows = [{"state": s, **dist.prob(total(lambda k, s=s: k[2] == s))} for s in states]
    removed = total(lambda k: k[2] == "killed")
    body = {"odds": True, "game": "confrontation", "strength": strength,
            "resilience": resilience, "current": current, "options": list(options),
            "results": results,
            "locations": cells, "states": state_rows, "removed": dist.prob(removed),
            "exact": dist.exact}

    def pct(row) -> str:
        return percent(row["p"]) + (f" ({row['fraction']})" if row["fraction"] else "")

    view = ["[bold]" + _("Damage roll, STR {str} against RES {res}").format(
                str=strength, res=resilience)
            + (_(", already {current}").format(current=_word(current)) if current != "none" else "")
            + _options(options) + "[/]"]
    view += table([_("result"), _("chance")],
                  [[esc(_word(r["result"])), pct(r)] for r in results])
    view.append("")
    view += table([_("location"), _("result"), _("chance")],
                  [[esc(_word(c["location"])), esc(_word(c["result"])), pct(c)] for c in cells])
    view.append("")
    view += table([_("new state"), _("chance")],
                  [[esc(_state(s["state"])), pct(s)] for s in state_rows])
    view.append(_("removed: {p}").format(p=f"[bold]{percent(removed)}[/]")
                + (f" ({fraction_text(removed)})" if dist.exact else ""))
    return OddsResult(body, view)
