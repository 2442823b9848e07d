"""Settings a user keeps between commands: the config files, then MUSTER_* variables, then
options, each later one winning over the earlier.

1. ``$XDG_CONFIG_HOME/muster/config.toml`` (``~/.config/muster/config.toml`` when
   XDG_CONFIG_HOME is unset): the user's own defaults.
2. ``muster.toml`` in the current folder: a table's or a club's house settings.
3. ``MUSTER_LANG``, ``MUSTER_DATA``, ``MUSTER_COLOUR`` (``NO_COLOR`` too), ``MUSTER_BATTLE``.
4. Options (``--lang``).

A config file holds top-level keys (`KEYS`): ``lang`` (cs or en), ``data`` (a folder
of house-rule data files, as MUSTER_DATA; relative to the file's own folder), ``colour``
(auto or never) and ``battle`` (the battle file of ``muster battle`` when neither
``--battle`` nor MUSTER_BATTLE names one); and one table, ``[rule]``: list-validate's
``--rule`` defaults. A config file is a user's file: read through `muster.files` (size cap;
nesting checked before the TOML parser sees it, `muster.files.loads_toml`), every key and
value checked; a mistake is one line naming the file and the line (exit 2).

Without a config file nothing is read but two ``stat`` calls, so start-up pays nothing for it.
"""

from __future__ import annotations

import os
import re
from typing import Any

from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.errors import MusterError
from muster.files import FileRefused, TomlInvalid, TomlTooDeep, loads_toml, read_bytes
from muster.i18n import N_, from_argv, say
from muster.i18n import _code as code_of

FILE = "config.toml"
LOCAL = "muster.toml"
MAX_BYTES = 64 * 1024  # a config file is a few lines

# key -> (the MUSTER_* variable that overrides it, the values it takes or None for a path)
KEYS: dict[str, tuple[str, tuple[str, ...] | None]] = {
    "lang": ("MUSTER_LANG", ("cs", "en")),
    "data": ("MUSTER_DATA", None),
    "colour": ("MUSTER_COLOUR", ("auto", "never")),
    "battle": ("MUSTER_BATTLE", None),
}

RULE = "rule"  # the table of list-validate's --rule defaults: rule.NAME = "VALUE"

# the command line of the run under way (set by muster.boundary.run), for `merged`
RUN_ARGV: list[str] = []

DEFAULTS: dict[str, str | None] = {"lang": None, "data": None, "colour": "auto", "battle": None}


class ConfigError(MusterError):
    """A config file muster cannot use: one line with its file and line."""


@frozen
class Setting:
    """A value and where it came from: ``"default"``, ``FILE:LINE``, a variable's name or
    an option."""

    value: str | None
    source: str


def folder(environ: dict[str, str] | os._Environ[str] | None = None) -> str:
    """The user's muster config folder: $XDG_CONFIG_HOME/muster, else ~/.config/muster."""
    env = os.environ if environ is None else environ
    base = env.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return os.path.join(base, "muster")


def files() -> list[str]:
    """The config files that exist, the weakest first."""
    return [p for p in (os.path.join(folder(), FILE), LOCAL) if os.path.isfile(p)]


def _line_of(text: str, key: str) -> int | None:
    name = rf"\"?{re.escape(key)}\"?"
    found = re.search(rf"^[ \t]*(?:{name}[ \t]*[=.]|\[+[ \t]*{name}[ \t]*[\].])", text, re.M)
    return text.count("\n", 0, found.start()) + 1 if found else None


def read(path: str) -> dict[str, Setting]:
    """The settings one config file gives, each with its file and line as the source."""
    try:
        name, raw = read_bytes(path, MAX_BYTES)
    except FileRefused as err:
        raise ConfigError(err.message, file=path) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ConfigError(say("not UTF-8 text"), file=path,
                          line=raw[:err.start].count(b"\n") + 1) from None
    try:
        data: dict[str, Any] = loads_toml(text)  # its nesting checked before it is parsed
    except TomlTooDeep as err:
        raise ConfigError(err.args[0], file=path, line=err.line) from None
    except TomlInvalid as err:
        at = re.search(r"\(at line (\d+)", str(err))
        problem = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(err))
        raise ConfigError(say("not valid TOML: {problem}", problem=problem), file=path,
                          line=int(at.group(1)) if at else None) from None
    out: dict[str, Setting] = {}
    for key, value in data.items():
        line = _line_of(text, key)
        if key == RULE:
            out.update(_rules(value, text, name, path, line))
            continue
        if key not in KEYS:
            raise ConfigError(Lookup.of_names(N_("setting"), [*KEYS, RULE]).unknown(key).message,
                              file=path, line=line)
        choices = KEYS[key][1]
        if not isinstance(value, str) or not value.strip():
            raise ConfigError(say("'{key}' must be text in quotes", key=key), file=path,
                              line=line)
        if choices is not None and value.strip().lower() not in choices:
            raise ConfigError(Lookup.of_names(key, choices).unknown(value).message, file=path,
                              line=line)
        if choices is not None:
            value = value.strip().lower()
        else:  # a path: from the file's own folder, ~ for the home folder
            value = os.path.join(os.path.dirname(os.path.abspath(name)),
                                 os.path.expanduser(value))
        out[key] = Setting(value, f"{name}:{line}" if line else name)
    return out


def _rules(table: object, text: str, name: str, path: str, line: int | None
           ) -> dict[str, Setting]:
    """``[rule]``: list-validate's ``--rule NAME=VALUE`` defaults, one ``NAME = "VALUE"``
    each (the names are checked against the games' ruling options when a list is checked)."""
    if not isinstance(table, dict):
        raise ConfigError(say("'rule' must be a table of ruling options, e.g. [rule] then "
                              "blood-brother = \"subtract\""), file=path, line=line)
    out: dict[str, Setting] = {}
    for option, value in table.items():
        at = _line_of(text, option) or line
        if not isinstance(value, str) or not value.strip() or not option.strip():
            raise ConfigError(say("rule '{option}' must be text in quotes, e.g. "
                                  "blood-brother = \"subtract\"", option=option),
                              file=path, line=at)
        out[f"{RULE}.{option.strip()}"] = Setting(value.strip(), f"{name}:{at}" if at else name)
    return out


def rule_defaults() -> dict[str, Setting]:
    """The ``[rule]`` defaults of the config files: option name -> its value and source."""
    return {key.partition(".")[2]: setting for key, setting in from_files().items()
            if key.startswith(RULE + ".")}


def merged(argv: list[str] | None = None, environ: dict[str, str] | None = None
           ) -> dict[str, Setting]:
    """Every setting with the source that won: defaults, the config files, the MUSTER_*
    variables, then ``--lang`` on the command line."""
    env = os.environ if environ is None else environ
    out = {key: Setting(value, N_("default")) for key, value in DEFAULTS.items()}
    for path in files():
        out.update(read(path))
    for key, (variable, choices) in KEYS.items():
        value = env.get(variable)
        if key == "lang":
            value = code_of(value)  # as the language is chosen (cs_CZ.UTF-8 is cs)
        if value and (choices is None or value.strip().lower() in choices):
            out[key] = Setting(value if choices is None else value.strip().lower(), variable)
    if env.get("NO_COLOR") and not env.get("MUSTER_COLOUR"):
        out["colour"] = Setting("never", "NO_COLOR")
    if argv:
        lang = code_of(from_argv(argv))
        if lang:
            out["lang"] = Setting(lang, "--lang")
    return out


_LANG_LINE = r"""(?m)^[ \t]*["']?lang["']?[ \t]*=[ \t]*["']([^"'\n]*)["']"""


def asked_lang() -> str | None:
    """The language the config files ask for, read line by line (for a config file that
    cannot be used as a whole: its error is shown in the language it asked for, when that
    can be read), or None: a file that cannot be read or decoded, or no ``lang`` line."""
    found = None
    for path in files():
        try:
            _name, raw = read_bytes(path, MAX_BYTES)
            text = raw.decode("utf-8")
        except (FileRefused, UnicodeDecodeError):
            continue
        for match in re.finditer(_LANG_LINE, text):
            code = code_of(match.group(1))
            if code is not None:
                found = code
    return found


def from_files() -> dict[str, Setting]:
    """The settings the config files give (none read when there is none)."""
    out: dict[str, Setting] = {}
    for path in files():
        out.update(read(path))
    return out


def battle_file(given: str | None) -> str | None:
    """``--battle``, else MUSTER_BATTLE, else the config files' ``battle``, else None."""
    if given:
        return given
    if os.environ.get("MUSTER_BATTLE"):
        return os.environ["MUSTER_BATTLE"]
    setting = from_files().get("battle")
    return setting.value if setting is not None else None
