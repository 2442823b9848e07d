"""`muster schema [GAME]`: print a game's army-file JSON Schema, or list them all."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from muster.shipped import schema_file

app = typer.Typer(add_completion=False)


# other files muster reads or writes (not army files): name -> schema file in the package
FILE_SCHEMAS = {"deck": "deck.schema.json", "fortress": "fortress.schema.json",
                "bombard-token": "bombard-token.schema.json",
                "catalogue": "catalogue.schema.json"}
# their Czech names, listed first in Czech and accepted as typed in any language, without
# case, accents, spaces or dashes (seed 004 L65-66 'bombardovací žeton')
CZECH_FILES = {"deck": "balíček", "fortress": "pevnost", "bombard-token": "bombardovací žeton",
               "catalogue": "katalog"}
# other Czech spellings a player may type for them, accepted but never listed
CZECH_ALSO = {"bombard-token": ("žeton bombardování",)}


def czech_name(name: str) -> str:
    """A schema's Czech name: a file's (`CZECH_FILES`), a game's ('konfrontace'), else the
    name itself ('battlelore')."""
    from muster.games import CZECH_NAMES

    return CZECH_FILES.get(name) or CZECH_NAMES.get(name, name)


def file_schema(name: str) -> str | None:
    """The other file ``name`` names (its id or Czech name, 'Pevnost', 'bombardovaci-zeton'),
    or None."""
    from muster.engine.names import Lookup
    from muster.text import squashed

    return Lookup("", {f: {"cs": CZECH_FILES[f], "aliases": list(CZECH_ALSO.get(f, ()))}
                       for f in FILE_SCHEMAS}, folding=squashed).key(name)


@app.command(help="Print the JSON Schema (draft 2020-12) of a game's army file, for editors "
                  "and other tools, or of another file muster uses (deck: the deploy-shuffle "
                  "deck file; fortress: a Warmaster fortress file; bombard-token: a Mage "
                  "Knight bombard token for scatter mk --token; catalogue [GAME]: a unit catalogue "
                  "for list-validate --catalogue, of every game or of one); with no GAME, list "
                  "them all "
                  "with their schema ids and files (--json: as one JSON document). Every "
                  "schema has a stable $id (urn:muster:schema:GAME.army:v1) and a "
                  "schema_version field.\n\n"
                  "Examples:\n\n"
                  "  muster schema\n\n"
                  "  muster schema --json\n\n"
                  "  muster schema warmaster > warmaster.army.schema.json\n\n"
                  "  muster schema conf\n\n"
                  "  muster schema deck\n\n"
                  "  muster schema catalogue warmaster\n\n"
                  "  muster schema bombard-token")
def schema(
    game: Annotated[str | None, typer.Argument(
        metavar="[GAME]", help="confrontation (conf), battlelore (bl), warmaster (wm), void, "
                               "mageknight (mk, mage-knight); or deck, fortress, "
                               "bombard-token, catalogue.",
        show_default=False)] = None,
    variant: Annotated[str | None, typer.Argument(
        metavar="[GAME]", help="After catalogue: the game whose catalogue schema to print "
                               "(its unit fields); without it, the schema of every game's.",
        show_default=False)] = None,
    fmt: Annotated[str, typer.Option(
        "--format", "-f", metavar="text|json",
        help="The list of schemas as aligned text or one JSON document (a schema itself is "
             "always JSON).")] = "text",
    as_json: Annotated[bool, typer.Option(
        "--json", help="The same as --format json.")] = False,
) -> None:
    import json
    import sys

    from muster.errors import MusterError
    from muster.games import resolve
    from muster.i18n import say
    from muster.lists.schemas import read_schema
    from muster.load import LoadError

    fmt = fmt.lower()
    if fmt not in ("text", "json"):
        raise MusterError(say("--format '{format}' is not one of text, json", format=fmt))
    if as_json:
        fmt = "json"
    if game is None:
        _listing(fmt)
        return
    if variant is not None and file_schema(game) is None and file_schema(f"{game} {variant}"):
        game, variant = f"{game} {variant}", None  # 'bombardovací žeton' typed unquoted
    other = file_schema(game)
    if variant is not None and other != "catalogue":
        raise MusterError(say("only the catalogue schema has one per game: muster schema "
                              "catalogue {game}", game=variant))
    if other == "catalogue":
        from muster.lists import catalogue

        data = catalogue.schema(None if variant is None else resolve(variant))
    elif other is not None:
        try:
            data = json.loads(_file_schema(other).read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            raise MusterError(say("the {name} schema is broken: {problem}", name=other,
                                  problem=str(err))) from None
    else:
        name = _schema_name(game)
        try:
            data = read_schema(name)
        except LoadError as err:
            raise MusterError(err.message) from None
    sys.stdout.write(json.dumps(with_version(data), ensure_ascii=False, indent=2) + "\n")



def _listing(fmt: str) -> None:
    """Every schema muster prints: its name (Czech: its Czech name first, as the refusal
    lists it), its $id (or what is wrong with it) and its file; text or JSON."""
    import json
    import sys

    from muster.engine.render import versioned
    from muster.games import GAMES
    from muster.i18n import czech, say
    from muster.i18n import shown as shown_
    from muster.lists.schemas import read_schema, schema_path
    from muster.load import LoadError

    rows = []  # (name, $id or None, problem or None, file)
    for name in GAMES:
        path = schema_path(name)
        ident, problem = None, None
        if path.is_file():
            try:
                ident = read_schema(name).get("$id")
            except LoadError as err:
                problem = say("broken: {problem}", problem=err.message)
        else:
            problem = say("no schema yet")
        rows.append((name, ident, problem, str(path)))
    for name in FILE_SCHEMAS:
        path = _file_schema(name)
        ident, problem = None, None
        try:
            ident = json.loads(path.read_text(encoding="utf-8")).get("$id")
        except (OSError, ValueError) as err:
            problem = say("broken: {problem}", problem=str(err))
        rows.append((name, ident, problem, str(path)))
    if fmt == "json":
        doc = versioned({"schemas": [
            {"name": name, "id": ident, "file": path, "problem": problem}
            for name, ident, problem, path in rows]})
        sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")
        return

    def label(name: str) -> str:  # Czech: its Czech name first, as the refusal lists it
        cz = czech_name(name)
        return f"{cz}/{name}" if czech() and cz != name else name

    shown = [(label(name), str(ident) if ident else
              f"({shown_(problem or say('no $id'))})", path)
             for name, ident, problem, path in rows]
    width = [max(len(r[i]) for r in shown) for i in range(2)]
    sys.stdout.write("".join(f"{n:<{width[0]}}  {i:<{width[1]}}  {p}\n"
                             for n, i, p in shown))


def with_version(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with ``schema_version`` after ``$schema`` and ``$id`` (an annotation JSON
    Schema tools ignore), so scripts can rely on it here as in every JSON muster prints."""
    from muster.engine.render import SCHEMA_VERSION

    if "schema_version" in schema:
        return schema
    head: dict[str, Any] = {k: schema[k] for k in ("$schema", "$id") if k in schema}
    return {**head, "schema_version": SCHEMA_VERSION,
            **{k: v for k, v in schema.items() if k not in head}}


def _schema_name(name: str) -> str:
    """The game whose army schema ``name`` asks for; else the unknown-name refusal naming every
    schema muster prints, games and other files alike, with its did-you-mean (``schema
    fortres`` is not an unknown *game*)."""
    from muster.engine.names import UNKNOWN, did_you_mean
    from muster.errors import MusterError, with_hint
    from muster.games import GAMES, all_names, canonical, games_listed
    from muster.i18n import _, czech

    game = canonical(name)
    if game is not None:
        return game
    names = [*all_names(), *FILE_SCHEMAS, *CZECH_FILES.values()]

    def same(n: str) -> str:
        return canonical(n) or file_schema(n) or n

    if czech():  # a closest English id glossed by its Czech name: '„fortress“, tedy pevnost'
        hint = did_you_mean(name, names, same=same, english=lambda n: n in GAMES or n in
                            FILE_SCHEMAS, listed=lambda t: czech_name(str(t)))
    else:
        hint = did_you_mean(name, names, same=same)
    # Czech: each file by its Czech name, its id after a slash, as the games are listed
    # ('pevnost/fortress'), so that the list sits in the message's one bracket
    shown = [f"{CZECH_FILES[f]}/{f}" if czech() else f for f in FILE_SCHEMAS]
    raise MusterError(with_hint(_(UNKNOWN).format(
        what=_("schema"), name=name, allowed=", ".join([games_listed(), *shown])), hint))


def _file_schema(name: str) -> Path:
    return Path(schema_file(FILE_SCHEMAS[name]))
