"""An option's NAME=VALUE value ('--dis lions=4', '--units orcs=12', '--player Radek=3'): read
one way by every command, and refused in one shape that names the option, its placeholder
and an example. Here, not in `muster.verbs`: the console script's quick door runs these
commands without the verbs (`muster.commands`)."""

from __future__ import annotations

from muster.errors import MusterError


def name_value(text: str, option: str, shape: str, example: str) -> tuple[str, str]:
    """``NAME=VALUE`` as (NAME, VALUE), each without the spaces round it; neither may be
    empty. ``shape`` is the option's placeholder ('SIDE=N'), ``example`` a value it takes
    ('orcs=12', or a `Named` with its Czech words), both shown in the refusal."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip() or not value.strip():
        raise refusal(text, option, shape, example)
    return name.strip(), value.strip()


def name_int(text: str, option: str, shape: str, example: str,
             bare: int | None = None) -> tuple[str, int]:
    """``NAME=N`` as (NAME, N), N a whole number as `muster.numbers.parse_int` reads it;
    with ``bare``, a NAME alone too, as (NAME, bare) ('--fighter Kara' for Kara=0)."""
    from muster.numbers import NotANumber, parse_int

    if bare is not None and "=" not in text and text.strip():
        return text.strip(), bare
    name, value = name_value(text, option, shape, example)
    try:
        return name, parse_int(value)
    except NotANumber:
        raise refusal(text, option, shape, example) from None


def refusal(text: str, option: str, shape: str, example: str) -> MusterError:
    """'--dis takes SIDE=DIS (e.g. --dis lions=4), not 'lions4'': the placeholder's words in
    the user's language (Czech 'STRANA=DIS'), the user's text as typed."""
    from functools import partial

    from muster.i18n import Worded, say
    from muster.language import Named

    shown = example if isinstance(example, Named) else Named(example, example)
    return MusterError(say("{option} takes {shape} (e.g. {option} {example}), not '{value}'",
                           option=option, shape=Worded(shape, partial(_placeholder, shape)),
                           example=shown, value=Named(text, text)))


def _placeholder(shape: str) -> str:
    """A placeholder's words in the user's language ('STRANA=JMÉNO[,JMÉNO…]': Czech sets an
    ellipsis as one character)."""
    from muster import language
    from muster.help_text import metavar_text

    said = metavar_text(shape)
    return said.replace("...", "\u2026") if language.code == "cs" else said
