"""`muster names GAME [KIND]`: browse what muster knows by name, in English and Czech."""

from __future__ import annotations

from typing import Annotated

import typer

app = typer.Typer(add_completion=False)


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
    kind: Annotated[str | None, typer.Argument(
        metavar="[KIND]", help="What to list (muster names GAME lists the kinds).",
        show_default=False)] = None,
    catalogues: Annotated[list[str] | None, typer.Option(
        "--catalogue", metavar="FILE", help="A unit catalogue whose units to list too; "
                                            "repeatable.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON document.")] = False,
) -> None:
    import json
    import sys

    from muster.engine.render import versioned
    from muster.errors import MusterError, did_you_mean
    from muster.games import resolve
    from muster.i18n import czech, say
    from muster.lists import catalogue, known
    from muster.text import number

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
        width = max(len(k) for k in counts)
        sys.stdout.write("".join(f"{k:<{width}}  {number(n)}\n" for k, n in counts.items()))
        return
    kind = kind.lower()
    if kind not in listed:
        hint = did_you_mean(kind, listed, known=True)
        if kind == known.UNITS:
            raise MusterError(say("units come from a catalogue: give --catalogue FILE"))
        raise MusterError(say("{game} has no names of kind '{kind}'{hint}", game=name,
                              kind=kind, hint=hint))
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
