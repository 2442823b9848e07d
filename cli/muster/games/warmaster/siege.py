"""Warmaster sieges: breaching a wall, gate, small door or tower (seed 002, L229-262).

One procedure, `breach`, written once against a dice source: the hit dice (only for
``--shots``; each hits on a 6), then one breach die per hit thrown together, the highest
counting, plus the gate and damaged modifiers, looked up on the Breach Table. The tables,
modifiers, weapons and batterers live in ``data/siege.toml``.
"""

from __future__ import annotations

import math

from muster.engine.data import fold, load
from muster.engine.dice import Source
from muster.engine.render import die, esc
from muster.i18n import N_, _, say, shown
from muster.errors import MusterError

KINDS = ("wall", "gate", "door", "tower")
RESULTS = (N_("no-effect"), N_("damaged"), N_("breached"),
           N_("collapsed"))  # the values of Breach.result


def rules() -> dict:
    return load("warmaster", "siege")


# ------------------------------------------------------------------ the attack


class Attack:
    """What batters the section: ``how`` is shots, hits, rams or giants; ``n`` how many."""

    __slots__ = ("how", "n", "weapon")

    def __init__(self, how: str, n: int, weapon: str | None = None):
        self.how = how
        self.n = n
        self.weapon = weapon  # a key of [weapons] in siege.toml, or None

    def describe(self) -> str:
        from muster.i18n import _, czech, ngettext

        r = rules()
        if self.how in ("rams", "giants"):
            b = r["batterers"][self.how[:-1]]
            if czech():
                return f"{b['cs']}: {self.n}"
            return f"{self.n} {b['en']}{'s' if self.n != 1 else ''} ({b['cs']})"
        if czech():
            what = f" ({r['weapons'][self.weapon]['cs']})" if self.weapon else ""
            return (ngettext("{n} shot", "{n} shots", self.n) if self.how == "shots" else
                    ngettext("{n} hit", "{n} hits", self.n)).format(n=self.n) + what
        what = f" of {r['weapons'][self.weapon]['en']}" if self.weapon else ""
        return f"{self.n} {'shot' if self.how == 'shots' else 'hit'}{'s' if self.n != 1 else ''}" \
               f"{what}"


def find_weapon(name: str) -> str:
    """The weapon key for a name a player typed (English, Czech, alias; any case/accents)."""
    want = fold(name)
    weapons = rules()["weapons"]
    for key, w in weapons.items():
        names = [key, w["en"], w["cs"], *w.get("aliases", [])]
        if want in {fold(n) for n in names}:
            return key
    able = ", ".join(k for k, w in weapons.items() if w["damages"])
    other = ", ".join(k for k, w in weapons.items() if not w["damages"])
    raise MusterError(say("unknown weapon '{name}' (weapons that can damage fortifications: "
                          "{able}; known but unable: {other})", name=name, able=able,
                          other=other))


def make_attack(*, shots: int | None = None, hits: int | None = None, rams: int | None = None,
                giants: int | None = None, weapon: str | None = None,
                defenders: bool = True) -> Attack:
    """Check the attack options and build the attack; every refusal names its reason."""
    given = {k: v for k, v in (("shots", shots), ("hits", hits), ("rams", rams),
                               ("giants", giants)) if v is not None}
    if not given:
        raise MusterError(say("say what attacks the section: --shots N, --hits N, --rams N or "
                              "--giants N"))
    if len(given) > 1:
        from muster.i18n import Named

        names = Named(" and ".join(f"--{k}" for k in given),
                      _(" and ").join(f"--{k}" for k in given))
        raise MusterError(say("{names} cannot be combined: each shooting unit, ram or giant "
                              "unit rolls its own breach dice (RULINGS 18); run the command "
                              "once for each", names=names))
    how, n = next(iter(given.items()))
    if n < 1:
        raise MusterError(say("--{how} must be 1 or more, not {n}", how=how, n=n))
    if n > 200:
        raise MusterError(say("--{how} {n} is more than any unit has; at most {most}", how=how,
                              n=n, most=200))
    r = rules()
    key = None
    if how in ("rams", "giants"):
        if weapon is not None:
            raise MusterError(say("--weapon names a shooter; it cannot go with --{how}",
                                  how=how))
        b = r["batterers"][how[:-1]]
        if b["needs_no_defenders"] and defenders:
            raise MusterError(say("the giant cannot batter: {why} (pass --no-defenders if none "
                                  "can)", why=_text(b, "blocked")))
    elif weapon is not None:
        key = find_weapon(weapon)
        w = r["weapons"][key]
        if not w["damages"]:
            from muster.i18n import Named

            raise MusterError(say("{weapon} cannot damage fortifications: {why} (only cannon, "
                                  "stone-throwers, the Steam Tank's cannon and the Skull "
                                  "Chukka can)", weapon=Named(f"{w['en']} ({w['cs']})",
                                                              w["cs"]),
                                  why=_text(w, "reason")))
    return Attack(how, n, key)


def _text(entry: dict, key: str):
    """A data-file text (``key``, its Czech in ``key_cs``) as a message argument."""
    from muster.i18n import Named

    return Named(entry[key], entry.get(f"{key}_cs") or entry[key])


def _named(entry: dict):
    from muster.i18n import named

    return named(entry)


def _kind(kind: str):
    """A section kind as a message argument: English 'wall', Czech the data's name."""
    from muster.i18n import Named

    t = rules()["targets"].get(kind)
    return Named(kind, t["cs"] if t else kind)


# ------------------------------------------------------------------ the section


def find_target(name: str) -> str:
    """The section kind for a name a player typed (wall, gate, door, tower; Czech too)."""
    want = fold(name)
    for kind, t in rules()["targets"].items():
        if want in {fold(n) for n in (kind, t["en"], t["cs"], *t.get("aliases", []))}:
            return kind
    raise MusterError(say("unknown target '{name}' (allowed: {allowed})", name=name,
                          allowed=", ".join(KINDS)))


class Section:
    """The state of one section before the attack."""

    __slots__ = ("kind", "damaged", "breaches", "destroyed", "id")

    def __init__(self, kind: str, damaged: bool = False, breaches: int = 0,
                 destroyed: bool = False, id: str | None = None):
        kind = find_target(kind)
        target = rules()["targets"][kind]
        if breaches < 0:
            raise MusterError(say("--breaches cannot be negative ({n})", n=breaches))
        if breaches and target["breaches_to_fall"] < 2:
            raise MusterError(say("a {target} falls at its first breach; --breaches applies "
                                  "to towers only", target=_named(target)))
        if breaches >= target["breaches_to_fall"]:
            destroyed = True
        if destroyed:
            raise MusterError(
                say("section {id} is already destroyed; it cannot be attacked again (troops "
                    "may pass through the breach)", id=id) if id else
                say("the {target} is already destroyed; it cannot be attacked again (troops "
                    "may pass through the breach)", target=_named(target)))
        self.kind = kind
        # a tower breached once is damaged and standing (RULINGS 17)
        self.damaged = bool(damaged or breaches)
        self.breaches = breaches
        self.destroyed = False
        self.id = id


# ------------------------------------------------------------------ the result


class Breach:
    """One breach attempt: hit dice, breach dice, score, result and what it means."""

    def __init__(self, section: Section, attack: Attack, hit_dice: list[int], hits: int,
                 breach_dice: list[int], highest: int | None, modifiers: list[dict],
                 score: int | None, table_result: str, result: str, after: dict,
                 stands_destroyed: bool):
        self.section = section
        self.attack = attack
        self.hit_dice = hit_dice
        self.hits = hits
        self.breach_dice = breach_dice
        self.highest = highest
        self.modifiers = modifiers
        self.score = score
        self.table_result = table_result
        self.result = result
        self.after = after
        self.stands_destroyed = stands_destroyed
        self.seed: int | None = None
        self.section_id: str | None = section.id
        self.fortress: str | None = None  # the fortress file, with --fortress
        self.written: str | None = None  # the fortress file written, if any
        self.dry_run = False
        self.stands_on: int | None = None  # stands on the section, from the fortress file

    def to_json(self) -> dict:
        out = {
            "game": "warmaster",
            "target": self.section.kind,
            "attack": {"by": self.attack.how, "count": self.attack.n,
                       "weapon": self.attack.weapon},
            "hit_dice": self.hit_dice,
            "hits": self.hits,
            "breach_dice": self.breach_dice,
            "highest": self.highest,
            "modifiers": self.modifiers,
            "score": self.score,
            "table_result": self.table_result,
            "result": self.result,
            "stands_destroyed": self.stands_destroyed,
            "before": {"damaged": self.section.damaged, "breaches": self.section.breaches,
                       "destroyed": False},
            "after": self.after,
            "seed": self.seed,
        }
        if self.section_id is not None:
            out["section"] = self.section_id
            out["fortress"] = self.fortress
            out["written"] = self.written
            out["dry_run"] = self.dry_run
            out["stands_on"] = self.stands_on
        return out

    def lines(self) -> list[str]:
        from muster.i18n import _, czech

        r = rules()
        target = r["targets"][self.section.kind]
        name = target["cs"] if czech() else f"{target['en']} ({target['cs']})"
        if self.section_id:
            name = _("section {id}: {name}").format(id=self.section_id, name=name)
        state = _("breached once") if self.section.breaches else \
            (_("damaged") if self.section.damaged else _("undamaged"))
        out = ["[bold]" + _("Breach") + f"[/] {esc(name)}, {state}; " + _("attack: {what}").format(
            what=esc(self.attack.describe()))]
        if self.attack.how == "shots":
            fort = r["fortified"]
            dice = " ".join(die(v, good=v >= fort["hit_on"]) for v in self.hit_dice)
            rolled = dice or f"{self.attack.n}d6"
            if czech():
                out.append("  " + _("hit dice ({cs}: hits only on a {n})").format(
                    cs=fort['cs'], n=fort['hit_on']) + f": {rolled} -> " + _("hits: {n}").format(
                        n=f"[bold]{self.hits}[/]"))
            else:
                out.append(f"  hit dice ({fort['en']}, {fort['cs']}: hits only on a "
                           f"{fort['hit_on']}): {rolled} -> [bold]{self.hits}[/] "
                           f"hit{'s' if self.hits != 1 else ''}")
        elif self.attack.how in ("rams", "giants"):
            out.append("  " + _("automatic hits: {n} (one per {what})").format(
                n=f"[bold]{self.hits}[/]",
                what=shown(_named(r["batterers"][self.attack.how[:-1]]))))
        else:
            out.append("  " + _("hits scored: {n}").format(n=f"[bold]{self.hits}[/]"))
        if not self.hits:
            out.append("  " + _("no hits: nothing to roll on the Breach Table; {none}").format(
                none="[bold]" + _("no effect") + "[/]"))
            return out + self._file_lines()
        ordered = sorted(self.breach_dice, reverse=True)
        dice = " ".join(die(v, kept=(i == 0)) for i, v in enumerate(ordered))
        label = r['breach_roll']['cs'] if czech() else f"breach dice ({r['breach_roll']['cs']})"
        out.append(f"  {label}: {dice or f'{self.hits}d6'} -> "
                   + _("highest {n}").format(n=f"[bold]{self.highest}[/]"))
        mods = "".join(f" {m['value']:+d} ({esc(m.get('cs', m['en']) if czech() else m['en'])})"
                       for m in self.modifiers) or _(" (no modifiers)")
        row = self._row()
        row_name = esc(row['cs']) if czech() else f"{esc(row['en'])} ({esc(row['cs'])})"
        out.append("  " + _("score: {score}").format(
            score=f"{self.highest}{mods} = [bold cyan]{self.score}[/] -> {row_name}"))
        out.append("  " + _("result: {verdict}").format(verdict=self._verdict()))
        out.extend(f"  {esc(line)}" for line in self._meaning())
        out.extend(self._file_lines())
        return out

    def changed(self) -> dict:
        """The state values this attack changed (what a fortress file must record)."""
        before = {"damaged": self.section.damaged, "breaches": self.section.breaches,
                  "destroyed": False}
        out = {k: v for k, v in self.after.items() if v != before[k]}
        if self.section.kind != "tower":
            out.pop("breaches", None)
        if self.stands_on and self.stands_destroyed and self.after["destroyed"]:
            out["stands"] = 0  # the stands on it fell with it: the file lists none there now
        return out

    def _file_lines(self) -> list[str]:
        if self.fortress is None:
            return []
        changed = self.changed()
        what = ", ".join(f"{k}: {str(v).lower()}" for k, v in changed.items())
        if not changed:
            return ["  " + _("fortress file {file}: unchanged").format(file=esc(self.fortress))]
        if self.dry_run:
            return ["  [dim]" + _("dry run: {file} not written (would set {what})").format(
                file=esc(self.fortress), what=what) + "[/]"]
        return ["  " + _("fortress file {file} updated: section {id} {what}").format(
            file=esc(self.fortress), id=esc(self.section_id), what=what)]

    def _row(self) -> dict:
        return next(row for row in rules()["breach_table"] if row["result"] == self.table_result)

    def _verdict(self) -> str:
        from muster.i18n import _

        colour = {"no-effect": "dim", "damaged": "yellow", "breached": "bold green",
                  "collapsed": "bold red"}[self.result]
        return f"[{colour}]{_(self.result.upper())}[/]"

    _RESULTS = (N_("NO-EFFECT"), N_("DAMAGED"), N_("BREACHED"), N_("COLLAPSED"))

    def _meaning(self) -> list[str]:
        r = rules()
        target = r["targets"][self.section.kind]
        if self.result == "no-effect":
            return [_("the section stands as it was")]
        if self.result == "damaged":
            marker = shown(_named(r["damage_marker"]))
            if self.section.damaged:
                return [shown(say("the {target} is still damaged: +1 to later breach rolls "
                                  "(once); {marker}", target=_named(target), marker=marker))]
            return [shown(say("the {target} is now damaged: +1 to later breach rolls (once); "
                              "{marker}", target=_named(target), marker=marker))]
        if self.section.kind == "tower" and not self.after["destroyed"]:
            return [shown(say("{first}; one more breach brings it down",
                              first=_text(target, "first_breach")))]
        lines = [shown(_text(target, "falls"))]
        if self.stands_on:
            from muster.i18n import ngettext

            n = self.stands_on
            if self.stands_destroyed:
                line = ngettext("the fortress file lists {n} stand on it: destroyed",
                                "the fortress file lists {n} stands on it: destroyed", n)
            else:
                line = ngettext("the fortress file lists {n} stand above it: unharmed",
                                "the fortress file lists {n} stands above it: unharmed", n)
            lines.append(line.format(n=n))
        return lines


def _lookup(score: int) -> str:
    for row in rules()["breach_table"]:
        if score >= row["min"] and ("max" not in row or score <= row["max"]):
            return row["result"]
    return "no-effect"  # below the table (cannot happen with a d6)


def breach(src: Source, section: Section, attack: Attack) -> Breach:
    """Resolve one unit's attack on one section; the only place the siege rules run."""
    r = rules()
    hit_dice: list[int] = []
    if attack.how == "shots":
        hit_on = r["fortified"]["hit_on"]
        pool = src.pool(attack.n, 6)
        hits = pool.count(lambda v: v >= hit_on)
        hit_dice = pool.seen()
    elif attack.how in ("rams", "giants"):
        hits = attack.n * r["batterers"][attack.how[:-1]]["hits_each"]
    else:
        hits = attack.n
    target = r["targets"][section.kind]
    after = {"damaged": section.damaged, "breaches": section.breaches, "destroyed": False}
    if not hits:
        return Breach(section, attack, hit_dice, 0, [], None, [], None, "no-effect",
                      "no-effect", after, False)
    pool = src.pool(hits, r["breach_roll"]["sides"])
    highest = pool.highest()  # the exact driver weighs only the highest die
    dice = sorted(pool.seen(), reverse=True)
    modifiers = []
    if target.get("gate_bonus"):
        m = r["modifiers"]["gate"]
        modifiers.append({"name": "gate", "value": m["value"], "en": m["en"], "cs": m["cs"]})
    if section.damaged:
        m = r["modifiers"]["damaged"]
        modifiers.append({"name": "damaged", "value": m["value"], "en": m["en"], "cs": m["cs"]})
    score = highest + sum(m["value"] for m in modifiers)
    table_result = _lookup(score)
    result = table_result
    stands = False
    if table_result == "damaged":
        after["damaged"] = True
    elif table_result == "breached":
        after["damaged"] = True
        after["breaches"] = section.breaches + 1
        if after["breaches"] >= target["breaches_to_fall"]:
            after["destroyed"] = True
            stands = bool(target["kills_stands"])
            # a section that falls on the stands on it has collapsed; a gate is breached
            result = "collapsed" if stands else "breached"
    if target["breaches_to_fall"] < 2:
        after["breaches"] = 1 if after["destroyed"] else 0
    return Breach(section, attack, hit_dice, hits, dice, highest, modifiers, score,
                  table_result, result, after, stands)


# ------------------------------------------------------------------ odds


def breach_odds(section: Section, attack: Attack, dist) -> "OddsResult":
    """Exact chance of each result, from the distribution of `Breach.result`."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    from muster.i18n import czech

    r = rules()
    target = r["targets"][section.kind]
    state = "breached once" if section.breaches else ("damaged" if section.damaged else
                                                      "undamaged")
    if czech():
        title = _("Breach odds: {attack}, {target} ({state})").format(
            attack=attack.describe(), target=target["cs"], state=_(state))
    elif section.breaches:
        title = f"Breach odds: {attack.describe()} at a {target['en']} breached once"
    else:
        title = f"Breach odds: {attack.describe()} at {'an' if state[0] == 'u' else 'a'} " \
                f"{state} {target['en']}"
    rows = []
    view = [f"[bold]{esc(title)}[/]"]
    falls = section.breaches + 1 >= target["breaches_to_fall"]
    top = "collapsed" if falls and target["kills_stands"] else "breached"
    for res in ("no-effect", "damaged", top):
        p = dist[res]
        rows.append({"result": res, **dist.prob(p)})
        short = dist.exact and p.denominator < 10**9  # the JSON always has the fraction
        frac = f" ({fraction_text(p)})" if short else ""
        view.append(f"  {_(res):<10} [bold]{percent(p)}[/]{frac}")
    body = {"odds": True, "game": "warmaster", "target": section.kind,
            "damaged": section.damaged, "breaches": section.breaches,
            "attack": {"by": attack.how, "count": attack.n, "weapon": attack.weapon},
            "results": rows, "exact": dist.exact}
    return OddsResult(body, view)


# ------------------------------------------------------------------ geometry


def wall_sections(length_mm: float) -> int:
    """How many targets a length of wall makes: one per 40 mm begun (L248)."""
    size = rules()["targets"]["wall"]["section_mm"]
    if not (math.isfinite(length_mm) and length_mm > 0):
        raise MusterError(say("a wall length must be a positive number, not {n}",
                              n=str(length_mm)))
    return max(1, math.ceil(length_mm / size))


def tower_sections(width_mm: float, depth_mm: float) -> int:
    """1 for a tower whose base sides are both 60 mm or less; otherwise one section per
    40 mm begun of its longest side, like a wall (L248; muster's reading)."""
    limit = rules()["targets"]["tower"]["max_base_mm"]
    if not all(math.isfinite(v) and v > 0 for v in (width_mm, depth_mm)):
        raise MusterError(say("a tower base must be positive, not {width}x{depth} mm",
                              width=str(width_mm), depth=str(depth_mm)))
    if max(width_mm, depth_mm) <= limit:
        return 1
    return wall_sections(max(width_mm, depth_mm))


# ------------------------------------------------------------------ the command's flow


def siege_breach(opts, *, target: str | None = None, damaged: bool = False, breaches: int = 0,
                 shots: int | None = None, hits: int | None = None, rams: int | None = None,
                 giants: int | None = None, weapon: str | None = None, defenders: bool = True,
                 fortress: str | None = None, section: str | None = None,
                 dry_run: bool = False):
    """``muster siege-breach warmaster``: the result object for its options.

    Without ``fortress``, the attack on a ``target`` described by the options. With
    ``fortress`` alone, the fortress file's view; with ``section`` too, the attack on that
    section, its state taken from the file and the new state written back (unless
    ``dry_run``). Option combinations that mean nothing are refused here. The fortress
    module (YAML, JSON Schema) is imported only when a fortress file is given.
    """
    opts.check()
    if section is not None and fortress is None:
        raise MusterError(say("--section needs --fortress FILE"))
    if dry_run and section is None:
        raise MusterError(say("--dry-run applies to --fortress FILE --section ID (nothing is "
                              "written otherwise)"))
    if fortress is None:
        return _attack(opts, None, None, target=target, damaged=damaged, breaches=breaches,
                       shots=shots, hits=hits, rams=rams, giants=giants, weapon=weapon,
                       defenders=defenders, section=None, dry_run=dry_run)
    from muster.games.warmaster import fortress as fort

    # an attack that may change the file is read, rolled and written under its lock
    writes = section is not None and not dry_run and not opts.odds and opts.times is None
    with fort.session(fortress, write=writes) as (book, lock):
        return _attack(opts, book, lock, target=target, damaged=damaged, breaches=breaches,
                       shots=shots, hits=hits, rams=rams, giants=giants, weapon=weapon,
                       defenders=defenders, section=section, dry_run=dry_run)


def _attack(opts, book, lock, *, target, damaged, breaches, shots, hits, rams, giants, weapon,
            defenders, section, dry_run):
    from muster.engine.run import run

    attacking = any(v is not None for v in (shots, hits, rams, giants))
    if book is not None:
        from muster.games.warmaster import fortress as fort

        if section is None:
            if opts.odds or opts.dice or opts.times is not None:
                raise MusterError(say("nothing to roll: add --section ID and an attack "
                                      "(--shots, --hits, --rams or --giants)"))
            if attacking or target or damaged or breaches:
                raise MusterError(say("name the section to attack: --section ID (sections: "
                                      "{ids})", ids=", ".join(s.id for s in book.sections)))
            return fort.FortressView(book)
        if damaged or breaches:
            raise MusterError(say("--damaged and --breaches come from the fortress file; leave "
                                  "them out with --section"))
        sec = book.section(section)
        if target is not None and find_target(target) != sec.kind:
            raise MusterError(say("section '{id}' is a {kind}, not a {target}", id=sec.id,
                                  kind=_kind(sec.kind), target=target))
        if sec.destroyed:
            raise MusterError(say("section '{id}' ({kind}) is already destroyed and cannot be "
                                  "attacked again", id=sec.id, kind=_kind(sec.kind)),
                              file=book.path, line=sec.line)
        state = Section(sec.kind, sec.damaged, sec.breaches, id=sec.id)
    else:
        if target is None:
            raise MusterError(say("say what is attacked: --target wall|gate|door|tower, or "
                                  "--fortress FILE --section ID"))
        state = Section(target, damaged, breaches)
    attack = make_attack(shots=shots, hits=hits, rams=rams, giants=giants,
                         weapon=weapon, defenders=defenders)
    result = run(lambda src: breach(src, state, attack), opts,
                 key=lambda r: r.result,
                 odds=lambda dist: breach_odds(state, attack, dist), label="result")
    if book is not None and isinstance(result, Breach):
        result.fortress = book.path
        result.dry_run = dry_run
        result.stands_on = sec.stands
        if result.changed() and not dry_run:
            result.written = fort.update(book, state.id, {**result.after, **result.changed()},
                                         lock)
    return result
