#!/usr/bin/env python3
"""muster's Czech catalog: extract the messages, update the .po, compile the .mo.

    python scripts/i18n.py            # update cli/muster/locale/cs/LC_MESSAGES/muster.po
                                      # (new messages added untranslated, gone ones dropped)
                                      # and compile muster.mo next to it
    python scripts/i18n.py --check    # list the messages without a Czech translation;
                                      # exit 1 if there are any (nothing is written)

Messages are (1) every help text of every command, option and panel, paragraph by paragraph
(examples, paragraphs that start with `muster `, are left as they are), (2) every string the
code passes to ``_()``, ``N_()`` or ``ngettext()``, (3) the texts of click and Typer that
muster's users see (usage, error messages). Needs Babel (a dependency of muster).
"""

from __future__ import annotations

import ast
import io
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cli" / "muster"
PO = PACKAGE / "locale" / "cs" / "LC_MESSAGES" / "muster.po"
MO = PO.with_suffix(".mo")

# click's and Typer's own texts a muster user meets (their msgids, as they write them)
FRAMEWORK = [
    "Usage:", "Options", "Commands", "Arguments", "Error", "Aborted.",
    "Show this message and exit.", "Show the version and exit.",
    "Install completion for the current shell.",
    "Show completion for the current shell, to copy it or customize the installation.",
    "[default: {}]", "[required]", "(deprecated) ", "[env var: {}]",
    # the same in click's plain help (help printed to a pipe)
    "default: {default}", "required", "env var: {var}",
    "Try [blue]'{command_path} {help_option}'[/] for help.",
    "No such option: {name}", "Did you mean {possibility}?", "Missing command.",
    "Missing argument", "Missing option", "Missing parameter", "Missing {param_type}",
    "Missing {param_type} '{param_hint}'.",
    "Invalid value", "Invalid value for {param_hint}: {message}",
    "Invalid value: {message}",
    "Option {name!r} requires an argument.",
    "Option {name!r} requires {nargs} arguments.",
    "Option '{name}' requires an argument.",
    "Option '{name}' does not take a value.",
    "Got unexpected extra argument ({args})",
    "Got unexpected extra arguments ({args})",
    "{value!r} is not a valid {number_type}.",
    "{value} is not in the range {range}.",
    "{value!r} is not one of {choices}.",
    "{value!r} is not {choice}.",
    "integer", "float",
    "Error: {message}",
    "Try '{command} {option}' for help.",
    "No such command {name!r}.",
    "{value!r} is not a valid boolean.",
]

# plural pairs from click (msgid, msgid_plural)
FRAMEWORK_PLURALS = [
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    ("Did you mean {possibility}?", "(Possible options: {possibilities})"),
]

FUNCS = {"_", "N_", "ngettext", "say", "say_n", "say_plural"}
# pgettext(context, msgid): the same English word with a Czech term per context (a game, or
# the grammatical gender of what it describes); kept as "context\x04msgid" until written
CONTEXT = "\x04"
# a message about a battle's units: plain (Warmaster, BattleLore: *jednotka*) and once with
# each game as its context whose Czech says another word (muster.i18n.UNIT_GAMES)
UNIT_GAMES = ("confrontation", "void", "mageknight")
UNIT_WORDED = {"N_unit": 0, "unit_text": 1, "say_unit": 1}  # name -> the msgid's position
# call name -> (positional indexes, keyword names) of words translated where they are shown
WORDS_AT = {"verdict": ((1, 2), ("yes", "no")), "run": ((), ("label",)),
            "numeric_odds": ((2,), ("name",)), "bool_odds": ((2,), ("name",)),
            # a rule's refusal: FieldError(field, msgid, ...); a number out of its range:
            # within(field, value, low, high, rule) and RangeError likewise
            "FieldError": ((1,), ()), "RangeError": ((4,), ("rule",)),
            "within": ((4,), ("rule",))}


def help_messages() -> list[str]:
    """Every help paragraph, option help and panel title of every command (English)."""
    sys.path.insert(0, str(ROOT / "cli"))
    import click
    import typer

    from muster import i18n

    i18n.set_lang("en")
    from muster.app import app
    from muster.verbs import tidy

    root = tidy(typer.main.get_command(app))
    ctx = click.Context(root, info_name="muster")
    commands = [root]
    stack = [(root, ctx)]
    while stack:
        group, gctx = stack.pop()
        if not isinstance(group, click.Group):
            continue
        for name in group.list_commands(gctx):
            cmd = group.get_command(gctx, name)
            if cmd is None:
                continue
            commands.append(cmd)
            stack.append((cmd, click.Context(cmd, info_name=name, parent=gctx)))
        for cmd in group.commands.values():  # hidden ones (roll's EXPR form)
            if cmd not in commands:
                commands.append(tidy(cmd))
    out: list[str] = []
    for cmd in commands:
        for text in (cmd.help, cmd.short_help, cmd.epilog):
            out += paragraphs(text)
        for param in cmd.params:
            if getattr(param, "help_msgids", None):  # a help worded when read (--vs)
                out += param.help_msgids
            elif getattr(param, "help", None):
                out += paragraphs(param.help)
            if getattr(param, "rich_help_panel", None):
                out.append(param.rich_help_panel)
    return out


def paragraphs(text: str | None) -> list[str]:
    """A help text's paragraphs to translate: every one but the examples (`muster ...`),
    of which only the note is ('  muster roll 2d6 3d6 --odds   (side by side)') and the free
    text a player types (`--about '...'`)."""
    from muster.help_text import example_note, example_said

    if not text:
        return []
    out = []
    for p in text.split("\n\n"):
        if not p.strip():
            continue
        if not p.strip().startswith("muster "):
            out.append(p)
            continue
        out += example_said(p)
        if (note := example_note(p)) is not None:
            out.append(note)
    return out


def nodes(path: Path) -> Iterable[ast.AST]:
    """Every node of a module's tree. (A test that runs the check in its own process puts
    its own here, which parses and walks each module once in the process.)"""
    return ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path)))


def code_messages() -> list[tuple[str, str | None, str]]:
    """(msgid, msgid_plural, where) for every _(), N_() and ngettext() with literal text."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in nodes(path):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else \
                node.func.attr if isinstance(node.func, ast.Attribute) else ""
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            # words the renderers translate where they show them: verdicts, outcome labels
            if name in WORDS_AT:
                positions, keywords = WORDS_AT[name]
                texts = [node.args[i] for i in positions if i < len(node.args)]
                texts += [k.value for k in node.keywords if k.arg in keywords]
                out += [(t.value, None, where) for t in texts
                        if isinstance(t, ast.Constant) and isinstance(t.value, str) and t.value]
                continue
            if name in ("pgettext", "N_p", "say_p") and isinstance(node.func, ast.Name) \
                    and len(node.args) >= 2 and all(isinstance(a, ast.Constant)
                                                    for a in node.args[:2]):
                out.append((f"{node.args[0].value}{CONTEXT}{node.args[1].value}", None, where))
                continue
            if name in UNIT_WORDED and isinstance(node.func, ast.Name) \
                    and len(node.args) > UNIT_WORDED[name] \
                    and isinstance(node.args[UNIT_WORDED[name]], ast.Constant):
                msg = node.args[UNIT_WORDED[name]].value
                out += [(msg, None, where)] + [(f"{g}{CONTEXT}{msg}", None, where)
                                               for g in UNIT_GAMES]
                continue
            if not (name in FUNCS and isinstance(node.func, ast.Name) and node.args):
                continue
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str)
                    else None for a in node.args[:2]]
            if args[0] is None:
                continue
            plural = args[1] if node.func.id in ("ngettext", "say_n", "say_plural") \
                and len(args) > 1 else None
            out.append((args[0], plural, where))
    return out


def wanted() -> dict[str, tuple[str | None, list[str]]]:
    """msgid -> (msgid_plural, locations), in a stable order."""
    found: dict[str, tuple[str | None, list[str]]] = {}
    plurals = {s: p for s, p in FRAMEWORK_PLURALS}
    for msg in FRAMEWORK:
        found.setdefault(msg, (plurals.get(msg), ["click/typer"]))
    for s, p in FRAMEWORK_PLURALS:
        found[s] = (p, ["click/typer"])
    for msg in help_messages():
        found.setdefault(msg, (None, []))[1].append("help")
    for msg, plural, where in code_messages():
        entry = found.setdefault(msg, (plural, []))
        if plural and not entry[0]:
            found[msg] = (plural, entry[1])
        found[msg][1].append(where)
    # a plural's second form is not a message of its own
    for msg, (plural, _) in list(found.items()):
        if plural and plural != msg and plural in found and found[plural][0] is None \
                and found[plural][1] == ["click/typer"]:
            del found[plural]
    return found


def load_po():
    from babel.messages.pofile import read_po

    if not PO.exists():
        from babel.messages.catalog import Catalog

        return Catalog(locale="cs", domain="muster")
    with PO.open("rb") as fh:
        return read_po(fh, locale="cs", domain="muster")


def missing(catalog, found) -> list[str]:
    out = []
    for key, (_plural, _) in found.items():
        ctx, msg = split(key)
        m = catalog.get(msg, context=ctx)
        if m is None or not m.string or (isinstance(m.string, tuple) and not all(m.string)):
            out.append(key)
    return out


def split(key: str) -> tuple[str | None, str]:
    """A `found` key as (context or None, msgid)."""
    if CONTEXT in key:
        ctx, msg = key.split(CONTEXT, 1)
        return ctx, msg
    return None, key


def update() -> int:
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import write_po

    old = load_po()
    found = wanted()
    new = Catalog(locale="cs", domain="muster", project="muster",
                  msgid_bugs_address="", language_team="Czech",
                  charset="utf-8", fuzzy=False,
                  creation_date=old.creation_date, revision_date=old.revision_date,
                  last_translator="muster")
    for key, (plural, where) in found.items():
        ctx, msg = split(key)
        prev = old.get(msg, context=ctx)
        msgid = (msg, plural) if plural else msg
        if plural:
            string = prev.string if prev is not None and isinstance(prev.string, tuple) \
                else ("", "", "")
            if prev is not None and isinstance(prev.string, str) and prev.string:
                string = (prev.string, prev.string, prev.string)
        else:
            string = prev.string if prev is not None else ""
            if isinstance(string, tuple):
                string = string[0]
        new.add(msgid, string, context=ctx,
                locations=[(w.rsplit(":", 1)[0], 0) if ":" in w else (w, 0)
                           for w in sorted(set(where))][:3])
    PO.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, new, width=100, omit_header=False, sort_output=False, include_lineno=False)
    PO.write_bytes(buf.getvalue())
    buf = io.BytesIO()
    write_mo(buf, new)
    MO.write_bytes(buf.getvalue())
    gaps = missing(new, found)
    print(f"{PO.relative_to(ROOT)}: {len(found)} messages, {len(gaps)} without Czech")
    return 0


def compiled(catalog) -> bytes:
    from babel.messages.mofile import write_mo

    buf = io.BytesIO()
    write_mo(buf, catalog)
    return buf.getvalue()


def check() -> int:
    catalog = load_po()
    found = wanted()
    gaps = missing(catalog, found)
    for msg in gaps:
        where = ", ".join(found[msg][1][:2])
        print(f"missing Czech ({where}): {msg.replace(CONTEXT, ' | ')!r}")
    stale = not MO.exists() or MO.read_bytes() != compiled(catalog)
    if stale:
        print(f"{MO.relative_to(ROOT)} is not compiled from the .po: run python scripts/i18n.py")
    return 1 if gaps or stale else 0


if __name__ == "__main__":
    sys.exit(check() if "--check" in sys.argv[1:] else update())
