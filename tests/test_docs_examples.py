"""Every `muster ...` example in the README, docs/usage/ and every --help runs as written.

Examples run in-process in a scratch copy of the bundled armies and fortresses (so examples
that update a fortress file leave the repository alone). An example whose comment says it is
refused (or exits 2) must exit 2
with one line on stderr; any other must exit 0, or 1 for list-validate on illegal lists. Examples
naming a file that is not bundled (a reader's own `my-army.yaml`) are skipped.
"""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs" / "usage").glob("*.md"))]
FILE_ARG = re.compile(r"\.(ya?ml|json|toml)$")


COMMENT = re.compile(r"\s#\s?(.*)$")


def _examples():
    for doc in DOCS:
        in_block = False
        pending, start = "", 0
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("```"):
                in_block = line.strip() in ("```sh", "```bash", "```console")
                continue
            text = line.strip()
            if not in_block or not (pending or text.startswith("muster ")):
                continue
            if not pending:
                start = number
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            text, pending = pending + text, ""
            comment = COMMENT.search(text)
            command = text[:comment.start()] if comment else text
            yield pytest.param(command.strip(), comment.group(1) if comment else "",
                               id=f"{doc.relative_to(ROOT)}:{start}")


def _help_examples():
    """The `  muster ...` example lines of every command's --help."""
    import click
    import typer

    from muster.app import app

    root = typer.main.get_command(app)
    ctx = click.Context(root, info_name="muster")
    commands = []
    for verb in root.list_commands(ctx):
        cmd = root.get_command(ctx, verb)
        commands.append((verb, cmd))
        groups = [(verb, cmd, ctx)]
        while groups:  # nested groups too (``deploy-shuffle conf draw``)
            path, group, parent = groups.pop(0)
            if not isinstance(group, click.Group):
                continue
            sub_ctx = click.Context(group, info_name=path.split()[-1], parent=parent)
            for name in group.list_commands(sub_ctx):
                sub = group.get_command(sub_ctx, name)
                commands.append((f"{path} {name}", sub))
                groups.append((f"{path} {name}", sub, sub_ctx))
    for path, cmd in commands:
        for line in (cmd.help or "").splitlines():
            text = line.strip()
            if text.startswith("muster ") and "--help" not in text:
                command, _, note = text.partition("  (")  # a note after the example
                yield pytest.param(command.strip(), note,
                                   id=f"help of muster {path}: {command[7:40]}")


@pytest.fixture(scope="module")
def scratch(tmp_path_factory):
    where = tmp_path_factory.mktemp("docs")
    for folder in ("armies", "examples"):
        if (ROOT / folder).exists():
            shutil.copytree(ROOT / folder, where / folder)
    return where


@pytest.mark.parametrize("terminal", [False, True], ids=["piped", "terminal"])
@pytest.mark.parametrize("command,comment", list(_examples()) + list(_help_examples()))
def test_documented_example_runs(command, comment, terminal, scratch, muster, monkeypatch):
    """Piped, and again as on a terminal (through rich, where a stray '[' in a name would
    be read as markup)."""
    monkeypatch.chdir(scratch)
    if terminal:
        import muster.engine.render as render

        monkeypatch.setattr(render, "use_colour", lambda stream=None: True)
    args = shlex.split(command)[1:]
    if ">" in args:
        args = args[:args.index(">")]
    # a deck file an example creates (`deploy-shuffle GAME new --deck NEW.json`) is not a
    # reader's own file: it is made by the example and removed after it
    created = [a for i, a in enumerate(args) if i and args[i - 1] == "--deck" and "new" in args
               and not Path(a).exists()]
    missing = [a for a in args if FILE_ARG.search(a) and a not in created
               and not Path(a).exists() and not Path(a.split("=", 1)[-1]).exists()]
    if missing:
        pytest.skip(f"names a reader's own file: {missing[0]}")
    # every example starts from the bundled decks as shipped (examples change them)
    if (ROOT / "examples" / "decks").exists():
        shutil.copytree(ROOT / "examples" / "decks", scratch / "examples" / "decks",
                        dirs_exist_ok=True)
    try:
        run = muster(*args)
    finally:
        for name in created:
            Path(name).unlink(missing_ok=True)
            Path(name).with_name(f".{Path(name).name}.lock").unlink(missing_ok=True)
    if re.search(r"refus|exit 2", comment, re.I):
        assert run.code == 2, run.out + run.err
        assert len(run.err.strip().splitlines()) == 1
    else:
        allowed = (0, 1) if args[0] == "list-validate" else (0,)
        assert run.code in allowed, run.err
        assert "Traceback" not in run.err
