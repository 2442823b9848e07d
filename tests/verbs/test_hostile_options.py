"""Property-based attacks (hypothesis) on every verb's options, on the files muster reads
and on the streams it writes to.

Commands are found by walking the real command tree, so a new verb or game is attacked as
soon as it is registered. Every run is in-process, bounded by a 10 s alarm.

The bar: exit 0, 1 or 2; exit 2 is one line on stderr; never a traceback, never an internal
error (exit 70), never a terminal control character in what muster prints, valid JSON
under --json, no hang.

Numbers are either small (what a table sees) or absurd (refused at once): the total work
of legal but large requests (10,000 dice x 10,000 times) is bounded elsewhere (the work
limits, tests/engine), not attacked here.
"""

from __future__ import annotations

import errno
import io
import json
import re
import sys
from pathlib import Path

import click
import pytest
import typer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import FailingStream, campaigns, hang_guard
from muster.app import app, main

ROOT = Path(__file__).resolve().parents[2]
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# list-validate's stderr for unreadable files: FILE[:LINE[:COL]]: error [input.RULE] problem
FILE_PROBLEM = re.compile(r"\A(?:[^\n]*: error \[input\.[a-z-]+\] [^\n]*\n)+\Z")
LIMIT_S = 10


def _commands() -> list[tuple[tuple[str, ...], click.Command]]:
    root = typer.main.get_command(app)
    out = []

    def walk(path: tuple[str, ...], cmd: click.Command, ctx: click.Context) -> None:
        if isinstance(cmd, click.Group):
            for name in cmd.list_commands(ctx):
                sub = cmd.get_command(ctx, name)
                if sub is not None:
                    walk(path + (name,), sub, click.Context(sub, parent=ctx, info_name=name))
        else:
            out.append((path, cmd))

    walk((), root, click.Context(root, info_name="muster"))
    return out


COMMANDS = _commands()
IDS = [" ".join(path) for path, _ in COMMANDS]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """Hostile files for options and arguments that take a path."""
    d = tmp_path_factory.mktemp("hostile")
    (d / "binary.yaml").write_bytes(bytes(range(256)) * 4)
    (d / "latin2.yaml").write_bytes("game: warmaster\nname: Hraniční\n".encode("iso8859-2"))
    (d / "deep.yaml").write_text("a: " + "[" * 3000 + "]" * 3000 + "\n")
    (d / "deep.json").write_text("{\"a\": " + "[" * 3000 + "]" * 3000 + "}")
    (d / "bomb.yaml").write_text("a: &a [x, x, x, x, x, x, x, x, x]\n"
                                 + "".join(f"{chr(98 + i)}: &{chr(98 + i)} "
                                           f"[*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
                                           f"*{chr(97 + i)}, *{chr(97 + i)}]\n"
                                           for i in range(9)))
    (d / "empty.yaml").write_text("")
    (d / "null.yaml").write_text("~\n")
    (d / "list.yaml").write_text("- 1\n- 2\n")
    (d / "huge-number.yaml").write_text("game: warmaster\npoints: " + "9" * 5000 + "\n")
    (d / "nan.yaml").write_text("game: void\nbudget: .nan\ncount: .inf\n")
    (d / "markup.yaml").write_text('name: "evil\\\\[/] \\u001b[31m"\ngame: confrontation\n')
    (d / "keep.yaml").write_text((ROOT / "examples" / "fortresses" / "border-keep.yaml")
                                 .read_text(encoding="utf-8"))
    (d / "folder").mkdir()
    return d


FILE_NAMES = ["binary.yaml", "latin2.yaml", "deep.yaml", "deep.json", "bomb.yaml",
              "empty.yaml", "null.yaml", "list.yaml", "huge-number.yaml", "nan.yaml",
              "markup.yaml", "keep.yaml", "folder", "missing.yaml"]

NUMBERS = st.one_of(
    st.integers(-3, 20).map(str),
    st.sampled_from(["-1", "-99999999999", "1000001", "99999999999999999999", "9" * 31,
                     "7" * 4400, "0", "+3", " 3", "3 ", "1_0", "0x10", "1e3", "3.5", "nan",
                     "inf", "-inf", "", "٣", "𝟑", "４", "²"]),
)
WORDS = st.one_of(
    st.sampled_from(["", " ", "-", "--", "none", "red", "blue", "green", "sword", "meč",
                     "laser rifle", "short-sword", "gate", "wall", "tower", "cast", "command",
                     "game-length", "4+", "7+", "critical", "light", "bravery", "3,6", "6,6,6",
                     "bonus,flag", "blue,red", "2,0", "W1", "G1", "attacker", "json", "github",
                     "blood-brother=subtract", "x=y", "=", "3d6", "d6!", "4d6kh3", "6d6>=4",
                     "d%", "0d6", "1d0", "1d1!", "2d6+1d3-2", "٣d6", "10001d6", "d1001",
                     "[bold]", "evil\\[/]", "\x1b[31mred\x1b[0m", "a\nb", "a\rb", "\x00",
                     "\udcff", "\ud800", ":smile:", "%s%n", "../../etc/passwd", "/dev/null",
                     "x" * 5000]),
    st.text(max_size=12),
)
DICE = st.one_of(
    st.lists(st.integers(-1, 21).map(str), min_size=1, max_size=12).map(",".join),
    WORDS,
    NUMBERS,
)


def _value(param: click.Parameter, files_dir: Path):
    name = (param.name or "").lower()
    path_like = name in ("paths", "fortress", "opponent", "units", "deck", "file", "state",
                         "tokens", "token", "army", "svg", "scenario") or "file" in name
    if path_like:
        return st.one_of(st.sampled_from(FILE_NAMES).map(lambda f: str(files_dir / f)),
                         WORDS)
    if name == "dice":
        return DICE
    if isinstance(param.type, (click.types.IntParamType, click.types.FloatParamType)):
        return NUMBERS
    return WORDS


@st.composite
def argv_for(draw, path: tuple[str, ...], cmd: click.Command, files_dir: Path):
    args: list[str] = list(path)
    params = [p for p in cmd.params if p.name not in ("help",)]
    options = [p for p in params if isinstance(p, click.Option)]
    arguments = [p for p in params if isinstance(p, click.Argument)]
    for p in arguments:
        if draw(st.booleans()) or p.required:
            count = draw(st.integers(1, 2)) if p.nargs == -1 else 1
            args.extend(draw(_value(p, files_dir)) for _ in range(count))
    chosen = draw(st.lists(st.sampled_from(options), max_size=5, unique_by=lambda p: p.name)
                  if options else st.just([]))
    for p in chosen:
        flag = p.opts[0]
        if p.is_flag:
            args.append(flag)
        else:
            args.extend([flag, draw(_value(p, files_dir))])
    return args


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def _stream(kind: str):
    if kind == "tty":
        return _Tty()
    if kind == "ascii":  # a C locale terminal
        return io.TextIOWrapper(io.BytesIO(), encoding="ascii", errors="strict")
    if kind == "broken":
        return FailingStream(BrokenPipeError(errno.EPIPE, "Broken pipe"))
    if kind == "full":
        return FailingStream(OSError(errno.ENOSPC, "No space left on device"))
    return io.StringIO()


def run_hostile(argv: list[str], kind: str = "plain") -> tuple[int, str, str]:
    """Run muster in-process on ``argv`` with stdout of ``kind``; check the bar."""
    out, err = _stream(kind), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        with hang_guard(LIMIT_S, repr(argv)[:300]):
            code = main(argv)
    finally:
        sys.stdout, sys.stderr = saved
    if isinstance(out, io.TextIOWrapper):
        out.flush()
        text = out.buffer.getvalue().decode("ascii")  # a BytesIO (_stream)
    elif isinstance(out, FailingStream):
        text = ""
    else:
        text = out.getvalue()
    errors = err.getvalue()
    shown = f"{argv!r:.400} -> {code}\nstdout: {text[:300]!r}\nstderr: {errors[:500]!r}"
    assert code in (0, 1, 2), shown
    assert "Traceback" not in errors and "internal error" not in errors, shown
    if code == 2 and errors and argv[:1] == ["list-validate"] and FILE_PROBLEM.match(errors):
        pass  # list-validate: an unreadable file's problem, compiler-style, one line a file
    elif code == 2 and errors:
        assert errors.count("\n") == 1 and errors.startswith("muster: error: "), shown
        assert len(errors) < 600, shown
    assert not CONTROL.search(errors), shown
    if kind != "tty":  # rich's own colour codes are fine on a terminal
        assert not CONTROL.search(text), shown
    helped = {"-h", "--help"} & set(argv)  # help is eager: it wins over --json
    if code == 0 and "--json" in argv and not helped and kind in ("plain", "ascii") and text:
        json.loads(text)
    return code, text, errors


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    """Whatever a command writes goes to a scratch folder; no MUSTER_DATA, no debug."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("MUSTER_DATA", raising=False)
    monkeypatch.delenv("MUSTER_DEBUG", raising=False)
    monkeypatch.setenv("NO_COLOR", "")


CAMPAIGNS = campaigns()


@pytest.mark.parametrize("campaign", CAMPAIGNS)
@pytest.mark.parametrize("path,cmd", COMMANDS, ids=IDS)
def test_every_command_survives_hostile_options(path, cmd, files, campaign):
    @settings(**campaign, deadline=None, suppress_health_check=list(HealthCheck))
    @given(argv_for(path, cmd, files), st.sampled_from(["plain", "plain", "tty", "ascii",
                                                        "broken", "full"]))
    def attack(argv, kind):
        run_hostile(argv, kind)

    attack()


@pytest.mark.parametrize("campaign", CAMPAIGNS)
@pytest.mark.parametrize("path,cmd", COMMANDS, ids=IDS)
def test_every_command_survives_random_arguments(path, cmd, campaign):
    settings_ = {**campaign, "max_examples": max(3, campaign["max_examples"] * 2 // 5)}

    @settings(**settings_, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(st.one_of(WORDS, NUMBERS, st.sampled_from(["--odds", "--json", "--times",
                                                               "--seed", "--dice", "-h"])),
                    max_size=6))
    def attack(extra):
        run_hostile(list(path) + extra)

    attack()


# ---------------------------------------------------------------- files muster reads

EXAMPLES = ROOT / "examples"
READERS = {
    # example file -> commands reading it ({} is the file); writers run on scratch copies
    "fortresses/border-keep.yaml": [
        ["siege-breach", "wm", "--fortress", "{}"],
        ["siege-breach", "wm", "--fortress", "{}", "--section", "W1", "--hits", "1", "--dice",
         "3"],
        ["siege-breach", "wm", "--fortress", "{}", "--section", "G1", "--shots", "2",
         "--weapon", "cannon", "--dry-run", "--seed", "1"]],
    "decks/lions-acheron.json": [
        ["deploy-shuffle", "conf", "show", "--deck", "{}"],
        ["deploy-shuffle", "conf", "draw", "--deck", "{}"],
        ["deploy-shuffle", "conf", "show", "--deck", "{}", "--odds", "Wolfen", "--within", "2"]],
    "decks/lions-acheron-deployed.json": [
        ["deploy-shuffle", "conf", "round", "--deck", "{}", "--seed", "1"]],
    "decks/agincourt.json": [
        ["deploy-shuffle", "bl", "show", "--deck", "{}"],
        ["deploy-shuffle", "bl", "play", "english", "9", "--deck", "{}"],
        ["deploy-shuffle", "bl", "end-turn", "english", "--deck", "{}", "--seed", "1"]],
    "bombard-tokens/example-token.yaml": [
        ["scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--token", "{}",
         "--odds"],
        ["scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--token", "{}",
         "--seed", "1"]],
}
FILE_VALUES: st.SearchStrategy[object] = st.one_of(
    st.sampled_from([None, True, False, 0, -1, 1, 3, 10**6, 10**30, -(10**30), 1.5,
                     float("nan"), float("inf"), "", "x", "W1", "\x1b[31m", "[bold]",
                     "evil\\[/]", "a" * 5000, [], [None], {}, {"id": "W9"}, [[[[[]]]]],
                     "/dev/zero", "../../etc/passwd"]),
    st.integers(-5, 30),
    st.text(max_size=8),
)


def _file_leaves(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _file_leaves(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _file_leaves(v, path + (i,))


def _replaced(value, path, new):
    if not path:
        return new
    head, *rest = path
    if isinstance(value, dict):
        return {k: (_replaced(v, rest, new) if k == head else v) for k, v in value.items()}
    return [(_replaced(v, rest, new) if i == head else v) for i, v in enumerate(value)]


def _load_example(name: str):
    import yaml

    return yaml.safe_load((EXAMPLES / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("example", sorted(READERS))
def test_files_with_any_value_anywhere(example, tmp_path):
    """A real example file with one value (or a whole branch) replaced by a hostile one,
    written as JSON (which YAML also reads), then read by every command that reads it."""
    assert (EXAMPLES / example).is_file(), f"{example} is not bundled"
    doc = _load_example(example)
    leaves = [p for p, _ in _file_leaves(doc)]
    target = tmp_path / Path(example).name

    @settings(max_examples=20, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(leaves), FILE_VALUES, st.sampled_from(READERS[example]))
    def attack(path, value, argv):
        text = json.dumps(_replaced(doc, path, value), ensure_ascii=False, allow_nan=True)
        target.write_text(text, encoding="utf-8")
        run_hostile([a.replace("{}", str(target)) for a in argv])

    attack()


@pytest.mark.parametrize("example", sorted(READERS))
@pytest.mark.parametrize("content", [
    b"", b"\x00" * 64, bytes(range(256)), "Hraniční".encode("cp1250"), b"~\n", b"[]\n",
    b"- 1\n- 2\n", b"a: " + b"[" * 5000 + b"]" * 5000, b'{"a": ' + b"[" * 5000 + b"]" * 5000
    + b"}", b"a: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b]\nd: [*c, *c, *c]\n",
    b"x: 1e999\n", b"x: " + b"9" * 5000 + b"\n", b"\xef\xbb\xbf{}",
    b"x: !!python/object:os.system ls\n",
], ids=lambda c: repr(c[:12]))
def test_files_with_hostile_bytes(example, content, tmp_path):
    target = tmp_path / Path(example).name
    for argv in READERS[example]:
        target.write_bytes(content)
        run_hostile([a.replace("{}", str(target)) for a in argv])


def test_standard_input_of_any_bytes(monkeypatch):
    """`list-validate -` and `--opponent -` read standard input: any bytes at all."""
    army = str(ROOT / "armies" / "confrontation" / "legal-lions-300.yaml")

    @settings(max_examples=40, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.one_of(st.binary(max_size=200),
                     st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass")),
                     st.sampled_from([b"game: confrontation\nfigures: " + b"[" * 3000,
                                      b"\xff\xfe" + "game: void".encode("utf-16-le"),
                                      b"game: warmaster\nunits: [*a]\n"])),
           st.sampled_from([["list-validate", "-"], ["list-validate", army, "--opponent", "-"],
                            ["list-validate", "-", "--format", "json"]]))
    def attack(data, argv):
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
        run_hostile(list(argv))

    attack()
