"""Void's rulebook terms as the terminal shows them: English 'Luck (Štěstí)', Czech 'Štěstí'.

Shared by the views; markup and translation only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import esc
from muster.games.void import catalogue as cat
from muster.i18n import N_, czech, say, shown

if TYPE_CHECKING:
    from muster.games.void.attack import Attack

ATTR_NAMES = {"cc": N_("CC"), "rc": N_("RC"), "p": N_("Perception"),
              "i": N_("Intelligence"), "w": N_("Will"), "ch": N_("Charisma"),
              "a": N_("Agility"), "d": N_("Durability"), "s": N_("Strength")}
HOUSE_RULE = N_("(house rule, RULINGS 25: the rulebook gives no direction; 12 o'clock is "
                "straight on past the target)")
# the blunt specials' and covering fire's effects (data/rules.toml `effect`), shown through `_`
EFFECTS = (N_("stunned for as many minutes as the roll exceeded Durability"),
           N_("knocked to the ground"), N_("knocked back"),
           N_("must use its next action to go prone"))
KINDS = (N_("melee"), N_("shooting"), N_("throwing"), N_("stabbing"), N_("cutting"),
         N_("blunt"))
# the words of the --odds views, shown through `_`
ODDS_WORDS = (N_("success"), N_("luck"), N_("bad luck"), N_("hit"), N_("defended"),
              N_("wounded"), N_("pain check"), N_("dead"), N_("weapon broken"),
              N_("overheated"), N_("effect"), N_("damage"))


def signed(mods: Any) -> str:
    """' + 2 - 1': modifiers after a number."""
    return "".join(f" {'+' if m >= 0 else '-'} {abs(m)}" for m in mods)


def pair(entry: dict[str, Any]) -> str:
    """A data-file term: English 'en (cs)', Czech just 'cs'."""
    return str(entry["cs"]) if czech() else f"{entry['en']} ({entry['cs']})"


def term(entry: dict[str, Any], english: str, style: str) -> str:
    """A rulebook term in colour: English '[style]English[/] (cs)', Czech '[style]Cs[/]'."""
    if czech():
        text = entry["cs"]
        return f"[{style}]{esc(text[:1].upper() + text[1:])}[/]"
    return f"[{style}]{english}[/] ({esc(entry['cs'])})"


def luck_mark(entry: dict[str, Any], english: str, style: str) -> str:
    """Luck or Bad luck after the roll it marks: English ' Bad luck (Smůla)', Czech after a
    comma, ', Smůla' ('k20 = 20, Smůla')."""
    return (", " if czech() else " ") + term(entry, english, style)


def capital_term(entry: dict[str, Any]) -> str:
    """A heading term: English '[bold]En[/] (cs)', Czech '[bold]Cs[/]'."""
    if czech():
        return f"[bold]{esc(entry['cs'][:1].upper() + entry['cs'][1:])}[/]"
    return f"[bold]{esc(entry['en'].capitalize())}[/] ({esc(entry['cs'])})"


def pain_note() -> str:
    """'; more than half lost: roll for Pain (Bolest)' (L51)."""
    pain = cat.rules()["pain"]
    shown_term = f"[bold red]{pain['cs']}[/]" if czech() else \
        f"[bold red]{pain['en']}[/] ({pain['cs']})"
    return shown(say("; more than half lost: roll for {pain}", pain=shown_term))


def situation_name(key: str) -> str:
    """A named combat modifier in the user's language ("target prone", "zalehlý cíl")."""
    entry = cat.rules()["situations"][key]
    return str(entry["cs"] if czech() else entry["en"])


def shown_name(a: Attack) -> str:
    """The weapon's name in the current language: English `Attack.name`; Czech the seed's
    words, 'rychlopalná automatická laserová puška', 'nárazový granát (výbušné)',
    'meč + sekyra, dvě zbraně'."""
    if not czech():
        return a.name()
    if a.second is not None:
        return czech_name(a)
    r = cat.rules()
    parts = [cat.grenade_cs(a.item, a.charge) if a.charge else a.item["cs"]]
    if a.mode:
        parts.insert(0, r["modes"][a.mode]["cs"])
    if a.modification:
        parts.insert(0, r["modifications"][a.modification]["cs"])
    return " ".join(parts)


def czech_name(a: Attack) -> str:
    if a.second is not None:
        return f"{a.item['cs']} + {a.second.item['cs']}, dvě zbraně"
    return str(a.item["cs"])
