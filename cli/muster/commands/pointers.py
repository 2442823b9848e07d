"""Where the command line sends a reader next: the library's rules and views name a
pointer by its key (`muster.errors.pointer`), and only the command line says it, as its
own commands and options. A library caller sees nothing there. Renaming a command or an
option it names means editing this table, never a rules file."""

from __future__ import annotations

from muster.i18n import say

POINTERS = {
    # a deck whose cards are all placed or activated: the deck's next round
    "confrontation.round": say(" with `{command}`", command="round"),
    # a hit in shooting: the damage roll that follows (`muster wound confrontation`)
    "confrontation.damage": say(" (`{command}`)", command="muster wound conf"),
    # after a pursuit: the bonus attack, rolled by `wound battlelore --battle bonus`
    "battlelore.bonus_attack": say(" (muster wound bl ... {option} bonus)", option="--battle"),
    # what a Mage Knight setup may be given: the command's help
    "mageknight.setup": say(" (muster deploy-shuffle mageknight {help})", help="--help"),
    # a Confrontation deck: a reserve card placed by name
    "confrontation.play": say(" with `{command}`", command=say("play NAME")),
    # a new Confrontation deck: how its two sides are named (the options of `new`)
    "confrontation.sides": say(" with {card}/{army} and {dis}", card="--card", army="--army",
                               dis="--dis"),
    # a side of a new Confrontation deck with no cards: the options that give them
    "confrontation.cards": lambda side: say(": give {card} {side}=NAME or {army} {side}=FILE",
                                            card="--card", army="--army", side=side),
    # a fanatic of a group that failed its Courage test: its own Discipline re-test, a
    # total above the FEAR (docs/RULINGS.md: Fanaticism's re-test in a group); its FEAR is
    # a placeholder, in Czech STRACH as the help writes it
    "confrontation.fanatic_alone": say(" (`{command}`)", command=say(
        "muster roll conf test -v DIS -D FEAR+1 -a fanaticism")),
    # a BattleLore command deck: the turn's end, the card a turn begins with, a side's hand
    "battlelore.end_turn": say(" with `{command}`", command="end-turn"),
    "battlelore.play": say("`{command}`, ", command=say("play SIDE CARD")),
    "battlelore.hand": lambda side: say("; `show {option} {side}` lists them", option="--side",
                                        side=side),
}
