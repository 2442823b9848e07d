"""Mage Knight on the terminal: the attack roll and a target's line (shared by an attack's
views, `views.attack`, and a bombard's, `views.bombard`), in a module of their own: a
bombard imports no wound rule for them."""

from __future__ import annotations

from muster.engine.render import die, esc, verdict
from muster.games.mageknight.attack_roll import AttackRoll
from muster.games.mageknight.tables import rules
from muster.i18n import _, czech
from muster.typography import die_word


def title(key: str, english: str, style: str = "bold") -> str:
    """English: the English term and the rulebook's Czech one; Czech: the Czech term."""
    text = rules()[key]["cs"]
    if czech():
        return f"[{style}]{esc(text[:1].upper() + text[1:])}[/]"
    return f"[{style}]{english}[/] ({esc(text)})"


def dice_sum(dice: tuple[int, ...] | list[int]) -> str:
    """The two dice of an attack as the sum they are in Czech, '4 + 4';
    English the dice side by side, '4 4'; '2d6' while none are rolled."""
    return (" + " if czech() else " ").join(die(d) for d in dice) or die_word("2d6")


def attack_head(roll: AttackRoll, miss: str | None = None) -> list[str]:
    """The roll and its criticals: 'Attack roll (hod na útok): 3 3 + 9 = 15'. ``miss``, when
    given, is what a critical miss does instead of the attacker's pushing damage (a bombard's
    own words)."""
    r = rules()
    dice = dice_sum(roll.dice)
    out = [title("attack_roll", "Attack roll") + f": {dice} + {roll.attack} = "
           f"[bold cyan]{roll.total}[/]"]
    if roll.critical_hit:
        out.append(title("critical_hit", "Critical hit", "bold green") + ": " + _(
            "natural {n} hits every target, +{extra} damage to each target hit").format(
                n=roll.natural, extra=r['critical_hit']['extra_damage']))
    if roll.critical_miss:
        out.append(title("critical_miss", "Critical miss", "bold red") + ": " + (miss or _(
            "natural {n} misses, the attacker takes {damage} pushing damage ({pushing})"
        ).format(n=roll.natural, damage=r['critical_miss']['pushing_damage'],
                 pushing=esc(r['pushing']['cs']))))
    return out


def target_line(roll: AttackRoll, i: int, target_value: bool = False) -> str:
    """'vs defense 16: HIT (...)'; a bombard token's roll: 'vs target value 10: ...'."""
    d, hit = roll.defenses[i], roll.hits[i]
    fort, terr = roll.fortification_of(i), roll.terrain_of(i)
    text = f"{d}" if not fort else _("{d} + fortification {fort} ({cs})").format(
        d=d, fort=fort, cs=esc(rules()['fortification']['cs']))
    if terr:
        text += _(" + terrain {terr} ({cs})").format(
            terr=terr, cs=esc(rules()['terrain_defense']['cs']))
    final = d + fort + terr
    if fort or terr:
        text += f" = {final}"
    reason = _("natural roll decides") if roll.critical_hit or roll.critical_miss else \
        f"{roll.total} {'>=' if hit else '<'} {final}"
    line = _("vs target value {shown}: {verdict} ({reason})") if target_value else \
        _("vs defense {shown}: {verdict} ({reason})")
    return line.format(shown=text, verdict=verdict(hit, 'HIT', 'MISS'), reason=reason)
