"""What every Confrontation view shares: titles, small numbers, the table of outcomes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult, chains_left_out
from muster.engine.render import esc, table
from muster.games.confrontation.tables import wound_rules
from muster.i18n import _, czech, name, ngettext, shown
from muster.text import chance as percent
from muster.text import table_fraction

if TYPE_CHECKING:  # the odds views receive one; a roll shown without --odds never needs it
    from muster.engine.distribution import Distribution


def signed(n: int) -> str:
    """A step of a sum: '+2', '-1', '0'."""
    return f"+{n}" if n > 0 else str(n)


def _options(options: list[str], abilities: int = 0) -> str:
    """'; a, b' - the options in play, for a title (in the user's language); the first
    ``abilities`` of them are abilities, named so as a single roll names them ('; abilities:
    Bravery')."""
    named_ = [shown(o) for o in options]
    parts = [_("abilities: ") + ", ".join(named_[:abilities])] if abilities else []
    if named_[abilities:]:
        parts.append(", ".join(named_[abilities:]))
    return f"; {esc('; '.join(parts))}" if parts else ""


def _on_the_die(pen: int) -> str:
    return _(" - {pen} on the die").format(pen=pen) if pen else ""


def roll_text(value: int, pen: int) -> str:
    """A characteristic roll: 'd6 + 4 - 3 on the die' in English; Czech writes the penalty
    on the die as arithmetic, '(k6 − 3) + 4'."""
    if czech() and pen:
        return f"({_('d6')} \u2212 {pen}) + {value}"
    return f"{_('d6')} + {value}" + _on_the_die(pen)


SHOWN_FROM = 1e-6  # a row of an odds table with a smaller chance is counted, not shown


def at_least(over: bool) -> str:
    """The comparison of a test: '>' or '>=' ('≥' in Czech)."""
    return ">" if over else ("\u2265" if czech() else ">=")


def outcome_odds(title: str, dist: Distribution, order: list[Any] | None = None) -> OddsResult:
    """The chance of each outcome (outcomes below 0.0001 % are counted, not listed)."""
    probs = dist.probs  # each chance made once (long denominators: a gcd each)
    keys = order if order is not None else sorted(probs, key=lambda k: -probs[k])
    rows = [{"outcome": k, **dist.prob(probs[k])} for k in keys if probs.get(k)]
    kept = [r for r in rows if r["p"] >= SHOWN_FROM]
    body = {"odds": True, "game": "confrontation", "outcomes": rows, "exact": dist.exact}
    view_ = [f"[bold]{esc(shown(title))}[/]"] + table(
        [_("outcome"), _("chance")],
        [[esc(_outcome(r["outcome"])), percent(r["p"]) + table_fraction(r["fraction"])]
         for r in kept])
    if len(kept) < len(rows):
        hidden = len(rows) - len(kept)
        view_.append(ngettext("(and {n} more outcomes, each below {p})",
                              "(and {n} more outcomes, each below {p})", hidden).format(
                                  n=hidden, p=percent(SHOWN_FROM)))
    if not dist.exact:
        view_.append(chains_left_out(dist.truncated))
    return OddsResult(body, view_)


def _outcome(key: object) -> str:
    """An outcome key in the user's language (the keys stay English in JSON)."""
    if type(key) is str:
        return _(key)
    return shown(key) if isinstance(key, str) else str(key)


def _title(entry: dict[str, Any], x: int) -> str:
    """'[bold]Regeneration / 5[/] (Regenerace)', Czech '[bold]Regenerace / 5[/]'."""
    if czech():
        return f"[bold]{esc(entry['cs'])} / {x}[/]"
    return f"[bold]{esc(entry['en'])} / {x}[/] ({esc(entry['cs'])})"


def word(key: str) -> str:
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


def state_word(key: str) -> str:
    """A figure's state key in the user's language ('none' is unwounded there)."""
    return _("unwounded") if czech() and key == "none" else word(key)
