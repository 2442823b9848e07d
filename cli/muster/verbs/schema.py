"""`muster schema [GAME]`: print a game's army-file JSON Schema, or list them all."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

app = typer.Typer(add_completion=False)


# other files muster reads or writes (not army files): name -> schema file in the package
FILE_SCHEMAS = {"deck": "deck.schema.json", "fortress": "fortress.schema.json",
                "bombard-token": "bombard-token.schema.json"}


@app.command(help="Print the JSON Schema (draft 2020-12) of a game's army file, for editors "
                  "and other tools, or of another file muster uses (deck: the deploy-shuffle "
                  "deck file; fortress: a Warmaster fortress file; bombard-token: a Mage "
                  "Knight bombard token for scatter mk --token); with no GAME, list them all "
                  "with their schema ids and files.\n\n"
                  "Examples:\n\n"
                  "  muster schema\n\n"
                  "  muster schema warmaster > warmaster.army.schema.json\n\n"
                  "  muster schema conf\n\n"
                  "  muster schema deck\n\n"
                  "  muster schema bombard-token")
def schema(
    game: Annotated[Optional[str], typer.Argument(
        metavar="[GAME]", help="confrontation (conf), battlelore (bl), warmaster (wm), void, "
                               "mageknight (mk); or deck, fortress, bombard-token.",
        show_default=False)] = None,
) -> None:
    import json
    import sys

    from muster.errors import MusterError
    from muster.games import GAMES, resolve
    from muster.lists.load import LoadError
    from muster.lists.validate import read_schema, schema_path

    if game is None:
        rows = []
        for name in GAMES:
            path = schema_path(name)
            if path.is_file():
                try:
                    ident = read_schema(name).get("$id", "(no $id)")
                except LoadError as err:
                    ident = f"(broken: {err.message})"
            else:
                ident = "(no schema yet)"
            rows.append((name, str(ident), str(path)))
        for name in FILE_SCHEMAS:
            path = _file_schema(name)
            try:
                ident = json.loads(path.read_text(encoding="utf-8")).get("$id", "(no $id)")
            except (OSError, ValueError) as err:
                ident = f"(broken: {err})"
            rows.append((name, str(ident), str(path)))
        width = [max(len(r[i]) for r in rows) for i in range(2)]
        sys.stdout.write("".join(f"{n:<{width[0]}}  {i:<{width[1]}}  {p}\n" for n, i, p in rows))
        return
    if game.lower() in FILE_SCHEMAS:
        try:
            data = json.loads(_file_schema(game.lower()).read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            raise MusterError(f"the {game.lower()} schema is broken: {err}") from None
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return
    name = resolve(game)
    try:
        data = read_schema(name)
    except LoadError as err:
        raise MusterError(err.message) from None
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _file_schema(name: str):
    from pathlib import Path

    return Path(__file__).resolve().parent.parent / "schemas" / FILE_SCHEMAS[name]
