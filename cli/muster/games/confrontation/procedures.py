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
    allowed = ", ".join(section)
    raise MusterError(f"unknown {what} '{name}' (allowed: {allowed})")


# --------------------------------------------------------------------- characteristic test


def resolve_penalties(names: list[str]) -> list[str]:
    """Penalty names as data keys; at most one wound level (stunned stacks with it)."""
    section = char_rules()["penalty"]
    keys = [_lookup(section, n, "penalty") for n in names]
    if len(set(keys)) != len(keys):
        raise MusterError(f"--penalty given twice: {', '.join(names)}")
    wounds = [k for k in keys if section[k]["wound"]]
    if len(wounds) > 1:
        raise MusterError(f"a figure carries one wound level at a time, not {' and '.join(wounds)} "
                          "(stunned and blood-brother may be added to one)")
    return keys


def resolve_abilities(names: list[str]) -> list[str]:
    return [_lookup(char_rules()["ability"], n, "ability") for n in names]


class CharacteristicRoll:
    """One characteristic test."""

    def __init__(self, value: int, difficulty: int, over: bool, penalties: list[str],
                 penalty: int, dice: list[int], automatic_failure: bool, why: str,
                 five_as_six: bool, no_automatic_failure: bool, abilities: list[str],
                 no_modified_failure: bool = False):
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
               f"die {dice}{pen} = {self.die_result}, {'+' if self.value >= 0 else '-'} "
               f"{abs(self.value)} = "
               f"[bold cyan]{self.total}[/]" + (" (roll-off, no difficulty)"
                                                if self.difficulty is None else
                                                f" (needs {cmp} {self.difficulty})")]
        if self.success is None:
            out.append(verdict(not self.automatic_failure, f"TOTAL {self.total}",
                               "AUTOMATIC FAILURE") + f": {esc(self.why)}")
        else:
            out.append(f"{verdict(self.success)}: {esc(self.why)}")
        if self.abilities:
            out.append("abilities: " + ", ".join(
                f"{r['ability'][a]['en']} ({r['ability'][a]['cs']})" for a in self.abilities))
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
                        no_modified_failure: bool | None = None) -> CharacteristicRoll:
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
            why = ("a natural 1 fails" + (" (also after a six)" if len(dice) > 1 else ""))
            break
        if d not in roll_on:
            break
        if not always_roll_on and (not modified_fails or part > t["modified_failure"]) \
                and _meets(part + value, difficulty, over):
            break  # RULINGS 2: already succeeded, no need to roll on
    part = sum(dice) - penalty
    if not auto_fail and part <= t["modified_failure"] and modified_fails:
        auto_fail = True
        why = f"the die after penalties is {part}, and {t['modified_failure']} or less fails"
    total = part + value
    if not auto_fail and difficulty is None:
        why = "roll-off total; the higher total wins, an automatic failure ranks lowest"
    elif not auto_fail:
        cmp = ">" if over else ">="
        if _meets(total, difficulty, over):
            why = f"{total} {cmp} {difficulty}"
        else:
            why = f"{total} is not {cmp} {difficulty}"
    return CharacteristicRoll(value, difficulty, over, penalties, penalty, dice, auto_fail, why,
                              five_as_six, no_automatic_failure, list(abilities),
                              no_modified_failure)


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
                 always_roll_on: bool = False, exact: bool = False):
        if difficulty is None and over:
            raise MusterError("--over compares with a difficulty (the enemy's FEAR); give "
                              "--difficulty")
        self.value, self.difficulty, self.over = value, difficulty, over
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
            raise MusterError("exact odds of a chain that rolls on after every 5 and 6 with "
                              "no stopping point branch without end; use --times N for an "
                              "estimate")
        if exact and self.five and difficulty is not None and \
                difficulty - value > FIVE_AS_SIX_REACH:
            raise MusterError(f"exact odds of rolling on after 5s and 6s up to "
                              f"{difficulty - value} above the value branch too widely (at "
                              f"most {FIVE_AS_SIX_REACH}); use --times N for an estimate")
        self.options = [rules[a]["en"] for a in self.abilities]
        self.options += [name for name, on in (("a 5 rolls on", five_as_six),
                                               ("no automatic 1", no_auto_fail),
                                               ("always rolls on", always_roll_on)) if on]

    def roll(self, src: Source) -> CharacteristicRoll:
        return characteristic_test(src, self.value, self.difficulty, over=self.over,
                                   penalties=self.penalties, five_as_six=self.five,
                                   no_automatic_failure=self.no_fail,
                                   always_roll_on=self.always_roll_on,
                                   abilities=self.abilities,
                                   no_modified_failure=self.no_modified)

    def odds(self, dist):
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
        raise DiceError(f"{err.message}; the test had already succeeded after "
                        f"{', '.join(map(str, roll.dice))}, so muster stops rolling on "
                        "(RULINGS 2); add --always-roll-on to count the dice rolled after "
                        "it") from None


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

    view = [f"[bold]Characteristic test: d6 + {value}"
            + (f" - {pen} on the die" if pen else "") + f" {cmp} {difficulty}"
            + (f"; {esc(', '.join(options))}" if options else "") + "[/]",
            f"chance of success: [bold]{percent(p)}[/]{frac(p)}",
            f"chance of an automatic failure: {percent(auto)}{frac(auto)}"]
    if not dist.exact:
        view.append(f"(chains past the dice limit left out: {float(dist.truncated):.3g})")
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
    for t in totals:
        rows.append({"value": t, **dist.prob(dist[t]), "at_least": dist.prob(at_least)})
        at_least -= dist[t]
    body = {"odds": True, "game": "confrontation", "value": value, "difficulty": None,
            "penalty": pen, "options": list(options), "distribution": rows, "automatic_failure": dist.prob(auto),
            "exact": dist.exact}
    shown = [r for r in rows if r["p"] >= 1e-6]
    view = [f"[bold]Roll-off: d6 + {value}" + (f" - {pen} on the die" if pen else "")
            + ", rolling on after every 6"
            + (f"; {esc(', '.join(options))}" if options else "") + "[/]"]
    view += table(["total", "chance", "at least"],
                  [[r["value"], percent(r["p"]), percent(r["at_least"]["p"])] for r in shown])
    if len(shown) < len(rows):
        view.append(f"(and {len(rows) - len(shown)} higher totals, each below 0.0001 %)")
    view.append(f"automatic failure (ranks below every total): [bold]{percent(auto)}[/]")
    return OddsResult(body, view)


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
        raise MusterError(f"--current must be one of {', '.join(CURRENT)}, not '{name}'") \
            from None


def check_wound_options(current: str, toughness: str | None, killed_before: int,
                        resilience: int = 0) -> None:
    """Refuse impossible combinations early, with the allowed values named."""
    w = wound_rules()
    if current not in CURRENT:
        raise MusterError(f"--current must be one of {', '.join(CURRENT)}, not '{current}'")
    if resilience < 0:
        raise MusterError(f"RES {resilience} is below 0: such a figure is killed outright "
                          "at once, with no damage roll (seed L388-392)")
    if killed_before < 0:
        raise MusterError(f"--killed-before cannot be negative ({killed_before})")
    if toughness is None:
        if killed_before:
            raise MusterError("--killed-before counts the kills a colossal, enormous, gigantic "
                              "or fierce figure has survived; give one of those options")
        return
    t = w["toughness"][toughness]
    most = 1 if t.get("until_end_of_round") else len(t["tokens"])
    if killed_before > most:
        raise MusterError(f"a figure with {t['en']} killed {killed_before} times before is "
                          f"already off the table (--killed-before is at most {most})")


def _row(score: int) -> int:
    up_to = wound_rules()["table"]["up_to"]
    for i, top in enumerate(up_to):
        if score <= top:
            return i
    return len(up_to)


class WoundRoll:
    """One damage roll and what it does to the figure."""

    def __init__(self, **fields):
        self.__dict__.update(fields)
        self.seed: int | None = None

    def to_json(self) -> dict:
        keys = ("strength", "resilience", "dice", "kept", "instinct_die", "cancelled",
                "location", "score", "row", "table_result", "result", "exceptional",
                "current", "state", "wound", "stunned", "penalty", "removed",
                "until_end_of_round", "kills", "seed")
        return {"game": "confrontation", **{k: self.__dict__[k] for k in keys}}

    def lines(self) -> list[str]:
        w = wound_rules()
        names = w["result"]
        out = []
        if self.instinct_die is not None:
            si = w["ability"]["survival-instinct"]
            hit = self.cancelled
            shown = die(self.instinct_die, good=True if hit else None)
            effect = " - the wound fails, no damage roll" if hit else " - no effect"
            out.append(f"{esc(si['en'])} ({esc(si['cs'])}): {shown}{effect}")
            if hit:
                out.append(f"Figure: {self._state_text()}")
                return out
        dmg = w["damage"]
        kept = list(self.kept)
        shown = []
        for d in self.dice:
            if d in kept:
                kept.remove(d)
                shown.append(die(d))
            else:
                shown.append(die(d, kept=False))
        head = f"[bold]{esc(dmg['en'].capitalize())}[/] ({esc(dmg['cs'])}): {' '.join(shown)}"
        if self.exceptional:
            ex = w["exceptional"]
            out.append(head + f" - doubles: [bold]{esc(ex['en'])}[/] ({esc(ex['cs'])}), "
                       "STR, RES and modifiers ignored")
        else:
            loc = w["location"]["names"][self.location]
            lo = min(self.kept)
            ms = f" + master strike {self.master_strike}" if self.master_strike else ""
            out.append(head + f" - location [bold]{esc(loc['en'])}[/] ({esc(loc['cs'])}, "
                       f"the lower die {lo}); score {sum(self.kept)} + STR {self.strength}"
                       f" - RES {self.resilience}{ms} = [bold cyan]{self.score}[/]")
            row = w["table"]["rows"][self.row]
            line = f"Wound table: {esc(loc['en'])}, row {esc(row)}"
            line += f": {esc(names[self.table_result]['en'])}"
            if self.shift_note:
                line += f" ({esc(self.shift_note)})"
            out.append(line)
        res = names[self.result]
        out.append(f"Result: [bold]{esc(res['en'])}[/] ({esc(res['cs'])})")
        out.append(f"Figure: {self._state_text()}")
        return out

    def _state_text(self) -> str:
        names = wound_rules()["result"]
        before = names[self.current]["en"] if self.current != "none" else "unwounded"
        if self.removed:
            return f"was {before}, now [bold red]killed outright: removed[/]"
        if self.wound != "none":
            text = f"was {esc(before)}, now [bold]{esc(names[self.wound]['en'])}[/]"
            if self.stunned:
                text += " and stunned (this round)"
        elif self.stunned:
            text = f"was {esc(before)}, now [bold]stunned[/] (this round)"
        else:
            text = f"was {esc(before)}, still [bold]unwounded[/]"
        text += f"; die penalty {self.penalty} (INI, ATT, DEF, AIM)"
        if self.until_end_of_round:
            text += "; stays until the end of the round whatever it takes, then removed"
        if self.toughness_note:
            text += f"; {self.toughness_note}"
        return text


def _table_result(pair: tuple[int, int], strength: int, resilience: int, master_strike: int,
                  hard_boiled: bool, bane: bool) -> dict:
    w = wound_rules()
    a, b = pair
    if a == b:
        return {"exceptional": True, "location": None, "score": None, "row": None,
                "table_result": w["exceptional"]["by_die"][str(a)],
                "result": w["exceptional"]["by_die"][str(a)], "shift_note": ""}
    location = w["location"]["by_die"][str(min(a, b))]
    score = a + b + strength - resilience + master_strike
    row = _row(score)
    column = w["table"][location]
    base = column[row]
    shift = (1 if bane else 0) - (1 if hard_boiled else 0)
    note = ""
    if hard_boiled and bane:
        note = "hard-boiled and bane cancel out"
    elif shift < 0 and base == "killed":
        shift = 0
        note = "hard-boiled does not lighten killed outright"
    elif shift:
        note = "bane: one row lower" if shift > 0 else "hard-boiled: one row up"
    shifted = min(max(row + shift, 0), len(column) - 1)
    if shifted != row:
        note += f", row {w['table']['rows'][shifted]}: {w['result'][column[shifted]]['en']}"
    elif shift:
        note += ", already at the edge of the table"
    return {"exceptional": False, "location": location, "score": score, "row": row,
            "table_result": base, "result": column[shifted], "shift_note": note}


def _apply(result: str, current: str, toughness: str | None, killed_before: int) -> dict:
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
    removed, end_of_round, note = killed, False, ""
    kills = killed_before + (1 if killed else 0)
    t = w["toughness"][toughness] if toughness else None
    if t and t.get("until_end_of_round"):
        if killed or killed_before:
            wound, removed, end_of_round = t["tokens"][0], False, True
            note = f"{t['en']}: not removed when killed"
    elif t and killed:
        if killed_before < len(t["tokens"]):
            wound, removed = t["tokens"][killed_before], False
            note = (f"{t['en']}: kill {kills} of {len(t['tokens']) + 1} leaves a "
                    f"{levels[wound]['en']} token")
        else:
            note = f"{t['en']}: kill {kills} of {len(t['tokens']) + 1} removes it"
    if removed:
        state, penalty = "killed", None
    else:
        state = wound if wound != "none" else ("stunned" if stunned else "none")
        lasting = 0 if t and t["ignores_wound_penalties"] else levels[wound]["penalty"]
        penalty = -(lasting + (levels["stunned"]["penalty"] if stunned else 0))
        if t and t["ignores_wound_penalties"] and wound != "none":
            note = (note + "; " if note else "") + f"{t['en']}: wound penalties ignored"
    return {"state": state, "wound": "killed" if removed else wound, "stunned": stunned,
            "penalty": penalty, "removed": removed, "until_end_of_round": end_of_round,
            "kills": kills, "toughness_note": note}


def _rank(outcome: dict) -> tuple:
    """How much an outcome hurts the target (the Assassin keeps the worst for it)."""
    order = {"none": 0, "stunned": 1, "light": 2, "serious": 3, "critical": 4, "killed": 5}
    score = outcome["score"] if outcome["score"] is not None else -10**6
    return (outcome["removed"], outcome["kills"], order[outcome["wound"]],
            -(outcome["penalty"] or 0), order[outcome["result"]], score)


def damage_roll(src: Source, strength: int, resilience: int, *, current: str = "none",
                hard_boiled: bool = False, bane: bool = False, master_strike: int = 0,
                assassin: bool = False, survival_instinct: bool = False,
                toughness: str | None = None, killed_before: int = 0) -> WoundRoll:
    """2d6 damage roll: doubles are exceptional, else the lower die is the location and
    dice + STR - RES (+ a master strike's difficulty) the row of the wound table."""
    w = wound_rules()
    base = {"strength": strength, "resilience": resilience, "current": current,
            "master_strike": master_strike, "instinct_die": None, "cancelled": False}
    if survival_instinct:
        base["instinct_die"] = src.d(w["damage"]["sides"])
        if base["instinct_die"] == w["ability"]["survival-instinct"]["cancel_on"]:
            base["cancelled"] = True
            state = _apply("none", current, toughness, killed_before)
            return WoundRoll(**base, **state, dice=[], kept=[], exceptional=False,
                             location=None, score=None, row=None, table_result="none",
                             result="none", shift_note="")
    n = w["damage"]["assassin_dice" if assassin else "dice"]
    pool = src.pool(n, w["damage"]["sides"])
    values = pool.sorted()
    seen = pool.seen()
    best = None
    for pair in sorted(set(combinations(values, 2))):
        out = _table_result(pair, strength, resilience, master_strike, hard_boiled, bane)
        out.update(_apply(out["result"], current, toughness, killed_before))
        out["kept"] = list(pair)
        if best is None or _rank(out) > _rank(best):
            best = out
    assert best is not None
    return WoundRoll(**base, **best, dice=seen if seen else list(values))


class WoundKey(tuple):
    """(location, table result, new state), shown as "torso: critical -> critical"."""

    def __str__(self) -> str:
        return f"{self[0]}: {self[1]} -> {self[2]}"


def wound_key(roll: WoundRoll) -> WoundKey:
    """(location, table result, new state) - what --odds and --times group by."""
    if roll.cancelled:
        where = "cancelled"
    else:
        where = roll.location or "doubles"
    state = roll.state
    if roll.stunned and state not in ("stunned", "none", "killed"):
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

    view = [f"[bold]Damage roll, STR {strength} against RES {resilience}"
            + (f", already {current}" if current != "none" else "")
            + (f"; {esc(', '.join(options))}" if options else "") + "[/]"]
    view += table(["result", "chance"], [[esc(r["result"]), pct(r)] for r in results])
    view.append("")
    view += table(["location", "result", "chance"],
                  [[esc(c["location"]), esc(c["result"]), pct(c)] for c in cells])
    view.append("")
    view += table(["new state", "chance"], [[esc(s["state"]), pct(s)] for s in state_rows])
    view.append(f"removed: [bold]{percent(removed)}[/]"
                + (f" ({fraction_text(removed)})" if dist.exact else ""))
    return OddsResult(body, view)
