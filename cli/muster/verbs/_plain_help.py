"""Help on a pipe (click's plain formatter) as the terminal's rich help reads: a ``\\[`` that
keeps rich from taking ``[rule]`` for markup is a plain ``[``, and a subcommand's line in a
group's list is not cut at a Czech abbreviation ('ř. 27', 'výklad č. 19') as if it ended
the sentence (click stops its short help at the first word that ends in a full stop)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import click
import click._textwrap
import click.core
import typer.core
from click.utils import make_default_short_help

# a Czech abbreviation before a number or a word: 'ř. 27', 'č. 19', 's. 6', 'např. --dice'
_ABBREVIATION = re.compile(r"(?<!\w)(ř|č|s|tj|např|tzv|popř|resp|srov)\.(?=\s+\S)")
_HELD = "\ue000"  # private use: no text holds it, and str.split() keeps it in the word
_NBSP = "\ue001"  # a no-break space while click splits the text (str.split() splits at it)


def short_help(help: str, max_length: int = 45) -> str:
    """click's short help of ``help``, in Czech with an abbreviation's full stop kept inside
    its sentence."""
    from muster.i18n import czech

    if not czech():
        return make_default_short_help(help, max_length)
    # (a no-break space, 'ř.\u00a027', stays one: click splits the text at any space)
    held = _ABBREVIATION.sub(lambda m: m.group(1) + _HELD, help).replace("\u00a0", _NBSP)
    # a whole phrase, not one cut off mid-word with '...': the first
    # sentence where it fits, else up to its first colon, bracket or semicolon ('Hod
    # kostkami', 'Kontrola soupisek armád'), else at its last comma that fits ('Vypíše
    # jména, která muster u dané hry zná'), cut at a word with '…' only where even that is
    # too long, never after 'a' or 'nebo'; no full stop after a line of a
    # list, whichever its source
    sentence = make_default_short_help(held, 10_000).replace(_HELD, ".").replace(_NBSP, "\u00a0")
    if len(sentence) <= max_length:
        return _unstopped(sentence)
    phrase = re.split(r":|\s\(|;", sentence, maxsplit=1)[0].strip().rstrip(".,")
    if len(phrase) <= max_length:
        return phrase
    head = phrase[:max_length].rsplit(", ", 1)[0]
    if ", " in phrase[:max_length] and len(head) >= 12:
        return head
    words = phrase[:max_length - 1].rsplit(" ", 1)[0].rstrip(",;:").split(" ")
    while len(words) > 1 and words[-1] in _JOINING:
        words.pop()
    return " ".join(words).rstrip(",") + "\u2026"


# words a cut phrase does not end with: it would read as half a sentence
_JOINING = {"a", "i", "nebo", "či", "ani", "s", "se", "z", "ze", "v", "ve", "k", "ke", "o", "na",
            "do", "od", "po", "pro", "při", "za", "u", "jako", "než", "který", "která", "které"}


def _unstopped(line: str) -> str:
    """A list's line without the one full stop a sentence ends with ('Hody ve Warmasteru
    na k6'); an abbreviation's or an ellipsis's dots stay."""
    if line.endswith(".") and not line.endswith("..") and not _ABBREVIATION.search(line[-6:]):
        return line[:-1]
    return line


class PlainHelp(click.HelpFormatter):
    """click's formatter, with rich's ``\\[`` escape written as the ``[`` it stands for."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, _plain(args), prefix)

    def write_text(self, text: str) -> None:
        super().write_text(_examples_kept(_plain(text), self.width - self.current_indent - 2))

    def write_dl(self, rows: Sequence[tuple[str, str]], col_max: int = 30,
                 col_spacing: int = 2) -> None:
        super().write_dl([(_plain(a), _kept(_plain(b))) for a, b in rows], col_max, col_spacing)


class _WholeWords(click._textwrap.TextWrapper):
    """click's wrapper, breaking a line at a space only: never inside an option, an id or a
    file name at its hyphen ('--into-' / 'melee' would not run when copied)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("break_on_hyphens", False)
        super().__init__(*args, **kwargs)


def _plain(text: str) -> str:
    return text.replace("\\[", "[")


def _examples_kept(text: str, width: int) -> str:
    """A help's example commands never wrapped, so each can be copied whole (click keeps a
    paragraph marked with a '\\b' line as it is); a note beside one that does not fit
    ('    (Hail of Destruction)') goes on its own line under it; a note's own
    words may wrap."""
    out = []
    for para in text.split("\n\n"):
        line = para.lstrip(" ")
        if line.startswith("muster ") and "\n" not in para:
            indent = para[:len(para) - len(line)]
            gap = re.search(r" {2,}\(", para)  # a note set apart by two spaces or more
            if gap and len(para) > width:
                import textwrap

                note = textwrap.wrap(para[gap.end() - 1:], max(width - len(indent), 20))
                para = "\n".join([para[:gap.start()]] + [indent + n for n in note])
            para = "\b\n" + para
        out.append(para)
    return "\n\n".join(out)


def _kept(text: str) -> str:
    """An option's closing '[...]' with its Czech range words held to their numbers
    ('[aspoň 0]' never wrapped into '[aspoň' and '0]')."""
    from muster.i18n import czech

    if not czech() or not text.endswith("]"):
        return text
    head, bracket, tail = text.rpartition("[")
    tail = re.sub(r"(?<=\d) (?=až\b)", "\u00a0", tail)  # '1 až 100' whole
    tail = re.sub(r"(?<=[a-z]) \((?=[^()]*\)\]$)", "\u00a0(", tail)  # 'sight (zrak)' whole
    # '[výchozí: none (beze zranění)]' whole, not '[výchozí:' at a line's end
    # and '[výchozí: 0; aspoň 0]' keeps its default with it
    tail = re.sub(r"^(výchozí:) (?=\S+$|[^\s;]+;|\S+\u00a0\([^()]*\)\]$)", "\\1\u00a0", tail)
    return head + bracket + re.sub(r"\b(aspoň|nejvýš|až|než) (?=[\d\u2212])", "\\1\u00a0", tail)


# a word as rich wraps it, a no-break space inside it ('ř. 27', '1 až 100' held whole, as
# click's plain wrapper holds them; rich's own word ends at any whitespace)
_RICH_WORD = r"[^\S\u00a0]*[\S\u00a0]+[^\S\u00a0]*"


def rich_keeps_no_break_spaces() -> None:
    """The terminal's help (rich) breaks its lines at plain spaces only, as the plain help
    does: rich finds its words with ``rich._wrap.re_word``."""
    import rich._wrap

    rich._wrap.re_word = re.compile(_RICH_WORD)


_click_range = click.types._NumberRangeBase._describe_range


def _describe_range(self: click.types._NumberRangeBase) -> str:
    """An option's range in Czech words in Czech ('[aspoň 0]', '[výchozí: 1; 1 až 100]'),
    click's 'x>=0' in English: click and Typer's rich help both ask the type for it."""
    from muster.i18n import czech
    from muster.text import range_words

    text = _click_range(self)
    return range_words(text) if czech() else text


_click_convert = click.types._NumberRangeBase.convert


def _convert(self: click.types._NumberRangeBase, value: Any, param: click.Parameter | None,
             ctx: click.Context | None) -> Any:
    """A number outside an option's range refused in the words of a rule's own bound
    (`muster.errors.within`): '--value / -v must be between -20 and 20, not 25', the
    number as it was typed ('20000', not click's '20000.0'), in Czech the Czech way
    ('20 000', '2,5')."""
    try:
        return _click_convert(self, value, param, ctx)
    except click.BadParameter as err:
        number = click.types._NumberParamTypeBase.convert(self, value, param, ctx)
        if param is None or ctx is None or self.min_open or self.max_open:
            raise  # no option to name, or a bound muster never declares: click's words
        raise _OutOfRange(_bound_refusal(self, number, param, ctx), ctx, param) from err


class _OutOfRange(click.BadParameter):
    """A number outside its option's range, worded whole (the option named first, as a
    rule's bound names it), not after click's 'invalid value for …:'."""

    def format_message(self) -> str:
        return self.message


def _bound_refusal(self: click.types._NumberRangeBase, number: Any, param: click.Parameter,
                   ctx: click.Context) -> str:
    from muster.errors import AT_LEAST, AT_MOST, BETWEEN
    from muster.i18n import say, shown

    def typed(n: Any) -> Any:
        return int(n) if isinstance(n, float) and n.is_integer() else n

    # the option as click names it ("'--value' / '-v'"), unquoted as a rule's field is
    name = " / ".join(part.strip("'") for part in param.get_error_hint(ctx).split(" / "))
    low, high = typed(self.min), typed(self.max)
    msgid = AT_LEAST if high is None else AT_MOST if low is None else BETWEEN
    return shown(say(msgid, name=name, low=low, high=high, value=typed(number)))


def czech_default(default: str, help: str) -> str:
    """An option's default id as Czech help shows it: with the Czech name
    its help gives it ('fragmentation (tříštivá, 10 m)' → 'fragmentation (tříštivá)'), or
    nothing where the help already says which is the default ('normal (normální,
    výchozí)', 'skrz úsek (výchozí)', 'Výchozí ano'); the Czech name alone where the help
    lists it first, the id after a slash as czech.md settles ('„žádná“/„none“' → 'žádná');
    any other default as it is."""
    czech_first = re.search(rf"„([^“]+)“/„{re.escape(default)}“", help)
    if czech_first is not None:
        return czech_first.group(1)
    found = re.search(rf"(?<![\w-])„?{re.escape(default)}“? \(([^,;()]+)([^()]*)\)", help)
    if found is None:
        return "" if re.search(r"\bvýchozí\b", help, re.I) else default
    if "výchozí" in found.group(0):
        return ""
    return f"{default} ({found.group(1).strip()})"


_click_short = click.Command.get_short_help_str


def _short_help_str(self: click.Command, limit: int = 45) -> str:
    """A command's line in a list, given or made: in Czech without a sentence's full stop
    ('Zamíchá a rozdá ruce dobrodružství', as the made ones)."""
    from muster.i18n import czech

    text = _click_short(self, limit)
    return _unstopped(text) if czech() else text


_typer_default = typer.core.TyperOption._get_default_string


def _default_string(self: typer.core.TyperOption, **kwargs: Any) -> str:
    """Typer's default text for both its rich help and click's plain one; in Czech an id
    with its Czech name (`czech_default`)."""
    from muster.i18n import czech

    text = _typer_default(self, **kwargs)
    if not czech() or not re.fullmatch(r"[a-z][a-z0-9-]*", text):
        return text
    return czech_default(text, self.help or "")


def install() -> None:
    """Every click context formats plain help with `PlainHelp`, every command's short
    help is `short_help` (click.core looks the function up when it makes one), a range is
    described in the user's language (`_describe_range`) and a number refused by it in the
    words of a rule's bound (`_convert`), and lines break at spaces only
    (`_WholeWords`)."""
    click.Context.formatter_class = PlainHelp
    click._textwrap.TextWrapper = _WholeWords  # type: ignore[misc]  # click.formatting.wrap_text imports it when it wraps
    click.core.make_default_short_help = short_help
    # methods of click's and Typer's classes replaced, as the docstring says (mypy refuses
    # any assignment to a method: the four ignores below)
    click.types._NumberRangeBase._describe_range = _describe_range  # type: ignore[method-assign]
    click.types._NumberRangeBase.convert = _convert  # type: ignore[method-assign]
    typer.core.TyperOption._get_default_string = _default_string  # type: ignore[method-assign]
    click.Command.get_short_help_str = _short_help_str  # type: ignore[method-assign]
