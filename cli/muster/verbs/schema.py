"""`muster schema [GAME]`: print a game's army-file JSON Schema, or list them all."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

app = typer.Typer(add_completion=False)

# schemas of the other files muster reads (name -> file in schemas/), listed after the games
FILE_SCHEMAS = {
    "bombard-token": "bombard-token.schema.json",  # muster scatter mk --token FILE
    "fortress": "fortress.schema.json",  # muster siege-breach wm --fortress FILE
}


@app.command(help="Print the JSON Schema (draft 2020-12) of a game's army file, for editors "
                  "and other tools; with no GAME, list the games, their schema ids and files.\n\n"
                  "Examples:\n\n"
                  "  muster schema\n\n"
                  "  muster schema warmaster > warmaster.army.schema.json\n\n"
                  "  muster schema bombard-token    (a Mage Knight bombard token file)\n\n"
                  "  muster schema conf")
def schema(
    game: Annotated[Optional[str], typer.Argument(
        metavar="[GAME]", help="confrontation (conf), battlelore (bl), warmaster (wm), void, "
                               "mageknight (mk); or bombard-token, fortress (other files).",
        show_default=False)] = None,
) -> None:
    import json
    import sys

    from muster.errors import MusterError
    from muster.games import GAMES, resolve
    from muster.lists.load import LoadError
    from muster.lists.validate import SCHEMA_DIR, read_schema, schema_path

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
        for name, file in FILE_SCHEMAS.items():
            path = SCHEMA_DIR / file
            try:
                ident = json.loads(path.read_text(encoding="utf-8")).get("$id", "(no $id)")
            except FileNotFoundError:
                ident = "(no schema yet)"
            except (OSError, ValueError) as err:
                ident = f"(broken: {err})"
            rows.append((name, str(ident), str(path)))
        width = [max(len(r[i]) for r in rows) for i in range(2)]
        sys.stdout.write("".join(f"{n:<{width[0]}}  {i:<{width[1]}}  {p}\n" for n, i, p in rows))
        return
    if game.strip().lower() in FILE_SCHEMAS:
        path = SCHEMA_DIR / FILE_SCHEMAS[game.strip().lower()]
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            raise MusterError(f"the {game} schema cannot be read ({path.name}: {err})") from None
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return
    name = resolve(game)
    try:
        data = read_schema(name)
    except LoadError as err:
        raise MusterError(err.message) from None
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
