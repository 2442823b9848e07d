"""The outcome keys of Void's rules: plain tuples for grouping and odds, and the English
words a ``--times`` row and the JSON label say of them (`views.outcomes` shows the same
words in the user's language)."""

from __future__ import annotations

from muster.engine.frozen import frozen
from muster.engine.keys import NamedKey
from muster.i18n import N_
from muster.text import english as english_number

VIEWS = "muster.games.void.views.outcomes"


@frozen
class Word:
    """One word of an outcome's label: its English msgid (a format string), the count that
    chooses its plural form (None: it has none), the numbers it shows, and whether it
    follows the word before it without a comma (", avoided")."""

    msgid: str
    n: int | None = None
    args: tuple[tuple[str, int], ...] = ()
    glued: bool = False

    def english(self) -> str:
        return self.msgid.format(**{k: english_number(v) for k, v in self.args})


def joined(texts: list[tuple[str, bool]]) -> str:
    """Words (text, glued) as one label: "hit, avoided, 20 damage"."""
    out = ""
    for text, glued in texts:
        out += text if glued or not out else ", " + text
    return out


def english(words: tuple[Word, ...]) -> str:
    return joined([(w.english(), w.glued) for w in words])


def counted(msgid: str, n: int) -> Word:
    """A count with its noun: "2 hit" (its plural form chosen by ``n``)."""
    return Word(msgid, n, (("n", n),))


class Outcome(NamedKey):
    """An outcome key: a plain tuple for grouping and odds (its elements named, `NamedKey`),
    its words for `--times`."""

    def words(self) -> tuple[Word, ...]:  # pragma: no cover - every key says its words
        raise NotImplementedError

    def __str__(self) -> str:
        return english(self.words())


class D20Outcome(Outcome):
    """(success, Luck, Bad luck)."""

    NAMES = ("success", "luck", "bad_luck")

    def words(self) -> tuple[Word, ...]:
        out = [Word(N_("success") if self[0] else N_("failure"))]
        if self[1] or self[2]:
            out.append(Word(N_("Luck") if self[1] else N_("Bad luck")))
        return tuple(out)


class WoundOutcome(Outcome):
    """(hit, defended, wounds, damage, Pain check, dead, weapon broken or lost, overheated,
    blunt effect), and True when a missed grenade's blast reached the target."""

    NAMES = ("hit", "defended", "wounds", "damage", "pain_check", "dead", "weapon_lost",
             "overheated", "effect", "blasted")

    def words(self) -> tuple[Word, ...]:
        k = self
        blast = len(k) > 9 and k[9]
        out = [Word(N_("hit") if k[0] else N_("miss"))]
        if k[1]:
            out.append(Word(N_(", avoided"), glued=True))
        if blast:
            out.append(Word(N_(", in the blast"), glued=True))
        if (k[0] and not k[1]) or blast:
            out.append(counted("{n} damage", k[3]))
        if k[5] or k[4]:
            out.append(Word(N_("dead") if k[5] else N_("Pain")))
        out += [Word(w) for on, w in ((k[6], N_("weapon broken/lost")),
                                       (k[7], N_("overheated")), (k[8], N_("effect"))) if on]
        return tuple(out)


class VolleyOutcome(Outcome):
    """(hit, wounded, dead, damage, prone, a weapon broken)."""

    NAMES = ("hit", "wounded", "dead", "damage", "prone", "weapon_broken")

    def words(self) -> tuple[Word, ...]:
        k = self
        out = [counted("{n} hit", k[0])]
        out += [counted(msgid, n) for msgid, n in (("{n} wounded", k[1]), ("{n} dead", k[2]),
                                                   ("{n} damage", k[3]), ("{n} prone", k[4]))
                if n]
        if k[5]:
            out.append(Word(N_("weapon broken")))
        return tuple(out)
