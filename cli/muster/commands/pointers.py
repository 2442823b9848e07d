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
}
