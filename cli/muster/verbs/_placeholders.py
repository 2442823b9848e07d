"""Czech value placeholders for options whose English one is a letter or click's bare
TEXT: a word, the same for one value on every screen ('--courage
ODVAHA', '--target BARVA', '--dice HOD[,HOD…]'). English help keeps its own ('--courage
C'); each is found by one of the option's names and its English placeholder (click's type
name where it has none), so an option of the same name meaning something else keeps its
own word."""

from __future__ import annotations

from muster.i18n import N_p, pgettext

# (an option's name, its English placeholder) -> the Czech placeholder's msgid
PLACEHOLDERS = {
    ("--dice", "D[,D...]"): N_p("metavar", "ROLL[,ROLL...]"),
    ("--faces", "F[,F...]"): N_p("metavar", "SYMBOL[,SYMBOL...]"),
    ("--reach", "S,M,L"): N_p("metavar", "S,M,L"),
    ("--courage", "C"): N_p("metavar", "COURAGE"),
    ("--fear", "F"): N_p("metavar", "FEAR"),
    ("--start", "L"): N_p("metavar", "ALTITUDE"),
    ("--end", "L"): N_p("metavar", "ALTITUDE"),
    ("--shooter-level", "L"): N_p("metavar", "ALTITUDE"),
    ("--target-level", "L"): N_p("metavar", "ALTITUDE"),
    ("--fortification", "F"): N_p("metavar", "FORTIFICATION"),
    ("--target-terrain", "T"): N_p("metavar", "TERRAIN"),
    ("--hours", "H"): N_p("metavar", "HOURS"),
    ("--perception", "P"): N_p("metavar", "VALUE"),
    ("--target-agility", "A"): N_p("metavar", "VALUE"),
    ("--animal-speed", "KMH"): N_p("metavar", "KM/H"),
    ("--search-mod", "M"): N_p("metavar", "INTEGER"),
    ("--agility", "NAME=A"): N_p("metavar", "NAME=VALUE"),
    ("--fighter", "NAME[=MOD]"): N_p("metavar", "NAME[=MODIFIER]"),
    ("--attack-at", "D"): N_p("metavar", "DIFFICULTY"),
    ("--back-at", "D"): N_p("metavar", "DIFFICULTY"),
    ("--counter-at", "D"): N_p("metavar", "DIFFICULTY"),
    ("--master-strike", "D"): N_p("metavar", "DIFFICULTY"),
    ("--edge-cm", "D"): N_p("metavar", "CM"),
    ("--fall", "M"): N_p("metavar", "METRES"),
    ("--height", "M"): N_p("metavar", "METRES"),
    ("--distance", "M"): N_p("metavar", "METRES"),
    ("--charge-distance", "M"): N_p("metavar", "METRES"),
    ("--range", "INTEGER"): N_p("metavar", "METRES"),
    ("--armour", "A"): N_p("metavar", "SAVE"),
    ("--armour", "TEXT"): N_p("metavar", "SAVE"),
    ("--troop", "TEXT"): N_p("metavar", "KIND"),
    ("--troop", "TYPE"): N_p("metavar", "KIND"),
    ("--characters", "K"): N_p("metavar", "INTEGER"),
    ("--side", "TEXT"): N_p("metavar", "SIDE"),
    ("--side", "NAME"): N_p("metavar", "SIDE"),
    ("--penalty", "TEXT"): N_p("metavar", "STATE"),
    ("--ability", "TEXT"): N_p("metavar", "NAME"),
    ("--target", "TEXT"): N_p("metavar", "COLOUR"),
    ("--attacker-colour", "TEXT"): N_p("metavar", "COLOUR"),
    ("--colour", "TEXT"): N_p("metavar", "COLOUR"),
    ("--attacker-type", "TEXT"): N_p("metavar", "KIND"),
    ("--target-type", "TEXT"): N_p("metavar", "KIND"),
    ("--type", "TEXT"): N_p("metavar", "KIND"),
    ("--weapon", "TEXT"): N_p("metavar", "WEAPON"),
    ("--weapon", "NAME"): N_p("metavar", "WEAPON"),
    ("--second-weapon", "TEXT"): N_p("metavar", "WEAPON"),
    ("--weapon-mod", "TEXT"): N_p("metavar", "MODIFICATION"),
    ("--morale", "TEXT"): N_p("metavar", "MORALE"),
    ("--mode", "TEXT"): N_p("metavar", "FIRING MODE"),
    ("--charge", "TEXT"): N_p("metavar", "CHARGE"),
    ("--special", "TEXT"): N_p("metavar", "ATTACK"),
    ("--defence", "TEXT"): N_p("metavar", "DEFENCE"),
    ("--action", "TEXT"): N_p("metavar", "ACTION"),
    ("--struck", "TEXT"): N_p("metavar", "WHAT"),
    ("--pace", "TEXT"): N_p("metavar", "PACE"),
    ("--sense", "TEXT"): N_p("metavar", "SENSE"),
    ("--spell", "TEXT"): N_p("metavar", "SPELL"),
    ("--scenario", "TEXT"): N_p("metavar", "ADVENTURE"),
    ("--mov", "TEXT"): N_p("metavar", "MOV"),
    ("--value", "INTEGER"): N_p("metavar", "VALUE"),
    ("--dis", "SIDE=V"): N_p("metavar", "SIDE=DIS"),
    ("--card", "SIDE=NAME[,NAME...]"): N_p("metavar", "SIDE=NAME[,NAME...]"),
    ("--split", "A,B,..."): N_p("metavar", "A,B,..."),
    ("--radius", "R"): N_p("metavar", "RADIUS"),
    ("--base", "B"): N_p("metavar", "RADIUS"),
    ("--unit", "TEXT"): N_p("metavar", "UNIT OF LENGTH"),
}


def czech_placeholder(names: list[str], english: str) -> str | None:
    """The Czech placeholder of the option of ``names`` whose English one is ``english``, or
    None where it has no word of its own here."""
    for name in names:
        msgid = PLACEHOLDERS.get((name, english))
        if msgid is not None:
            return pgettext("metavar", msgid)
    return None
