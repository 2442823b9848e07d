"""`muster names GAME [KIND]`: browse what muster knows by name, in English and Czech."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.i18n import N_p, _, czech, pgettext, say

app = typer.Typer(add_completion=False)

# each kind's Czech name (`kind_word`): shown beside its id, listed when a kind is refused and
# accepted as typed ('muster names void vybavení')
_KIND_WORDS = (
    N_p("names kind", "peoples"), N_p("names kind", "ranks"), N_p("names kind", "paths"),
    N_p("names kind", "abilities"), N_p("names kind", "unit-types"),
    N_p("names kind", "weapons"), N_p("names kind", "colours"), N_p("names kind", "banners"),
    N_p("names kind", "items"), N_p("names kind", "spells"), N_p("names kind", "gear"),
    N_p("names kind", "classes"), N_p("names kind", "modifications"),
    N_p("names kind", "modes"), N_p("names kind", "charges"), N_p("names kind", "hud-types"),
    N_p("names kind", "factions"), N_p("names kind", "attack-types"),
    N_p("names kind", "requirements"), N_p("names kind", "units"))


def kind_word(kind: str) -> str:
    """A kind of names in the user's language ('gear': vybavení), its id in English."""

    return pgettext("names kind", kind) if kind in _KIND_WORDS else kind


def _kind_typed(typed: str, listed: list[str]) -> str:
    """The kind a player typed: its id, or (in Czech) its Czech name in any case, with or
    without accents ('vybaveni' gear); otherwise as typed (lower case), to be refused."""
    from muster.engine.names import Lookup

    if typed.lower() in listed:
        return typed.lower()
    named = Lookup("", {k: {"cs": kind_word(k)} for k in listed}).key(typed)
    return typed.lower() if named is None else named


@app.command(help="List the names muster knows for a game, in English and Czech, with their "
                  "ids (what an army file may write: any of the three, in any case, with or "
                  "without accents) and prices where they have one: peoples, items, spells, "
                  "gear, factions ...; with --catalogue FILE, also the units of that catalogue "
                  "(KIND units). With no KIND, list the kinds and how many of each.\n\n"
                  "Examples:\n\n"
                  "  muster names void\n\n"
                  "  muster names void gear\n\n"
                  "  muster names wm items --json\n\n"
                  "  muster names wm units --catalogue examples/catalogues/warmaster-example.yaml")
def names(
    game: Annotated[str, typer.Argument(
        metavar="GAME", help="confrontation (conf), battlelore (bl), warmaster (wm), void, "
                             "mageknight (mk).", show_default=False)],
    kind_words: Annotated[list[str] | None, typer.Argument(
        metavar="[KIND]", help="What to list (muster names GAME lists the kinds).",
        show_default=False)] = None,
    catalogues: Annotated[list[str] | None, typer.Option(
        "--catalogue", metavar="FILE", help="A unit catalogue whose units to list too; "
                                            "repeatable.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON document.")] = False,
) -> None:
    import json
    import sys

    from muster.engine.names import UNKNOWN, did_you_mean
    from muster.engine.render import versioned
    from muster.errors import MusterError, with_hint
    from muster.games import resolve
    from muster.lists import catalogue, known
    from muster.text import number

    kind = " ".join(kind_words) if kind_words else None  # 'typy HUD' typed unquoted is one kind
    name = resolve(game)
    kinds = dict(known.KINDS.get(name, {}))
    packs = catalogue.read_all(catalogues or []).get(name, [])
    units: list[known.Row] = [(key, str(u["en"]), str(u.get("cs", "")), u.get("cost"))
                              for pack in packs for key, u in pack.units.items()]

    def rows_of(what: str) -> list[known.Row]:
        return units if what == known.UNITS else known.rows(name, what)

    listed = [*kinds, *([known.UNITS] if packs else [])]
    if kind is None:
        counts = {k: len(rows_of(k)) for k in listed}
        if as_json:
            doc = versioned({"game": name, "kinds": counts})
            sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")
            return
        # Czech: the Czech name first, the id after a slash, as the refusals list them
        shown = {k: (f"{kind_word(k)}/{k}" if kind_word(k) != k else k) if czech() else k
                 for k in counts}
        width = max(len(w) for w in shown.values())
        sys.stdout.write("".join(f"{shown[k]:<{width}}  {number(n)}\n"
                                 for k, n in counts.items()))
        return
    kind = _kind_typed(kind, listed)
    if kind not in listed:
        if kind == known.UNITS:
            raise MusterError(say("units come from a catalogue: give --catalogue FILE"))
        # Czech: the kinds by their Czech names, ids after a slash, every one listed and the
        # did-you-mean in that one bracket, an id that was closest glossed
        # ('vybavení/gear, …; nemysleli jste „gear“, tedy vybavení?')
        words = {kind_word(k): k for k in listed}
        hint = did_you_mean(kind, [*words, *listed], same=lambda w: words.get(w, w),
                            listed=lambda k: kind_word(str(k)),
                            english=lambda w: w in listed) if czech() else \
            did_you_mean(kind, listed)
        raise MusterError(with_hint(_(UNKNOWN).format(
            what=_("kind of names"), name=kind, allowed=", ".join(
                f"{w}/{k}" if w != k else k for w, k in words.items())), hint))
    found = rows_of(kind)
    if as_json:
        doc = versioned({"game": name, "kind": kind, "names": [
            {"id": k, "en": en, "cs": cs or None, "price": price}
            for k, en, cs, price in found]})
        sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")
        return
    first, second = (2, 1) if czech() else (1, 2)  # the user's language first
    table = [(k, r[first], r[second], "" if r[3] is None else number(r[3]))
             for r in found for k in [r[0]]]
    widths = [max((len(row[i]) for row in table), default=0) for i in range(3)]
    sys.stdout.write("".join(
        f"{a:<{widths[0]}}  {b:<{widths[1]}}  {c:<{widths[2]}}  {d}".rstrip() + "\n"
        for a, b, c, d in table))
