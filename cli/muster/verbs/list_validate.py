"""`muster list-validate`: check army files against their game's schema and list rules."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.errors import MusterError, options
from muster.i18n import say

app = typer.Typer(add_completion=False)


@app.command(help="Check army lists: each file's JSON Schema (by its game: field), then the "
                  "game's list rules. Prints compiler-style FILE:LINE:COL: error \\[rule] message "
                  "lines, a verdict per file and a summary with the points totals.\n\n"
                  "PATH is an army file (YAML or JSON), a directory (searched recursively for "
                  "*.yaml, *.yml, *.json; files there without a game: field are skipped with "
                  "a note) or - for stdin.\n\n"
                  "--format markdown or html prints a printable roster per list: every unit "
                  "with its points, items and derived figures, the totals and the verdict.\n\n"
                  "Exit status: 0 every list legal, 1 some list illegal, 2 unreadable input "
                  "(bad YAML/JSON, unknown game, missing file, hostile file).\n\n"
                  "Examples:\n\n"
                  "  muster list-validate armies/\n\n"
                  "  muster list-validate my-army.yaml --json\n\n"
                  "  muster list-validate armies/ --strict --exclude 'illegal-*'\n\n"
                  "  muster list-validate armies/ --quiet\n\n"
                  "  muster list-validate armies/ --format csv > entries.csv\n\n"
                  "  muster list-validate my-army.yaml --format html > roster.html\n\n"
                  "  muster list-validate armies/void/ --format cards > cards.html\n\n"
                  "  muster list-validate lions.yaml --opponent dirz.yaml\n\n"
                  "  muster list-validate attackers.yaml --siege attacker --opponent defenders.yaml"
                  "\n\n"
                  "  cat army.yaml | muster list-validate - --format github")
def list_validate(
    paths: Annotated[list[str], typer.Argument(
        metavar="PATH...", help="Army files, directories, or - for stdin.", show_default=False)],
    fmt: Annotated[str, typer.Option(
        "--format", "-f", metavar="text|json|github|csv|markdown|html|cards",
        help="text (compiler-style lines), json (one document: files and summary), github "
             "(workflow annotations), csv (a row per file: file, player, game, army, points, "
             "verdict, errors, warnings, fingerprint), markdown or html (a printable roster "
             "per list; html is one self-contained page), cards (A4 HTML unit cards to print and "
             "cut out, each with its list's fingerprint).")] = "text",
    as_json: Annotated[bool, typer.Option(
        "--json", help="The same as --format json.")] = False,
    strict: Annotated[bool, typer.Option(
        "--strict", help="Warnings fail the list too (exit 1).")] = False,
    quiet: Annotated[bool, typer.Option(
        "--quiet", "-q", help="List only the illegal and unreadable files (and the summary, "
                              "which counts every file).")] = False,
    exclude: Annotated[list[str] | None, typer.Option(
        "--exclude", "-x", metavar="GLOB",
        help="Leave out files and folders matching GLOB: without / it is matched against "
             "file and folder names, with / against the path below a scanned folder and the "
             "path as written (* crosses folders); repeatable.")] = None,
    opponent: Annotated[str | None, typer.Option(
        "--opponent", metavar="FILE",
        help="The other side's army file: Confrontation points parity, Warmaster siege "
             "balance.")] = None,
    siege: Annotated[str | None, typer.Option(
        "--siege", metavar="attacker|defender",
        help="Warmaster: the checked armies besiege (attacker) or hold (defender) against "
             "--opponent.")] = None,
    catalogues: Annotated[list[str] | None, typer.Option(
        "--catalogue", metavar="FILE",
        help="A unit catalogue (muster schema catalogue GAME): every entry of a list of its "
             "game must be one of its units, at its cost plus its options' costs; characters "
             "once under any name; Warmaster composition limits; a Void class, a BattleLore "
             "colour, type and weapon as the catalogue's; repeatable.")] = None,
    rules: Annotated[list[str] | None, typer.Option(
        "--rule", metavar="NAME=VALUE",
        help="Choose a ruling option a game offers, e.g. --rule blood-brother=subtract; "
             "repeatable.")] = None,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", "-j", metavar="N",
        help="Worker processes for large batches (over a few hundred files); default: every "
             "core. Findings and their order are the same for any N.",
        show_default=False)] = None,
) -> None:
    from muster.lists.runner import run  # the loaders and checkers: only when run

    fmt = fmt.lower()
    if as_json:
        if fmt not in ("text", "json"):
            raise MusterError(say("--json and --format {format} ask for two formats; give one",
                                  format=fmt))
        fmt = "json"
    from muster import config
    from muster.lists.validate import OPTIONS

    with options(OPTIONS):  # a refusal naming a ruling option names --rule
        code = run(paths, fmt=fmt, opponent=opponent, siege=siege and siege.lower(),
                   rules=rules, jobs=jobs, strict=strict, exclude=exclude, quiet=quiet,
                   catalogues=catalogues, configured={
                       name: (s.value or "", s.source)
                       for name, s in config.rule_defaults().items()})
    if code:
        raise typer.Exit(code)
