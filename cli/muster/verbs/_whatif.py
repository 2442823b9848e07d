"""What every rolling command's ``--odds`` can add: what-if columns (``--vs``), the mean per
100 points (``--per-points``) and a chart (``--chart``, ``--chart-of``).

The options are declared once (`muster.verbs._rolling.odds_extras`) and attached to every
command that has ``--odds``; this module runs them. The command itself is run as it is, once
for the base and once per ``--vs`` (whose options are read by the same command's parser,
over the base's values), with its printing held back (`muster.engine.watch`): each run gives
the distribution its odds computed and the result it would have printed. No command knows
about any of this.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from muster.engine.render import Result, emit, shown_key
from muster.engine.watch import Watched, printed, watching
from muster.errors import MusterError, as_options
from muster.i18n import _, lang, say, set_lang
from muster.verbs._extras import BATTLE, COLUMN, WHOLE, extras

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution

Invoke = Callable[[click.Context], Any]


def invoke(cmd: click.Command, ctx: click.Context, call: Invoke) -> Any:
    """Run ``cmd`` with its extras: check them all, read every ``--vs`` (before anything is
    rolled), run each column, then print the comparison (or the command's own result with
    its mean per 100 points) and draw the chart."""
    ex = extras(ctx)
    vs: tuple[str, ...] = tuple(ex.get("vs") or ())
    points: int | None = ex.get("per_points")
    chart: str | None = ex.get("chart")
    chart_of: str = ex.get("chart_of") or "eq"
    odds = bool(ctx.params.get("odds"))
    _check(vs, points, chart, odds)
    if not (vs or points is not None or chart is not None):
        return call(ctx)
    contexts = [(text, _column(cmd, ctx, text)) for text in vs]
    as_json = bool(ctx.params.get("as_json"))
    seen, shown = _run(ctx, call, as_json)
    if not vs:
        return _alone(seen, shown, points, chart, chart_of, as_json)
    from muster.engine.whatif import Column, WhatIf

    base = _one(seen, shown, "")
    columns = [Column("", base[0].dist, base[1], points)]
    for text, column in contexts:
        try:
            got = _one(*_run(column, call, as_json), text)
        except MusterError as err:
            raise _in_vs(text, err) from None
        own = extras(column).get("per_points")
        columns.append(Column(text, got[0].dist, got[1], own if own is not None else points,
                              _label(text)))
    result = WhatIf(base[0].label, columns)
    if chart is not None:
        from muster.engine.whatif import title_of
        from muster.engine.whatif_views import after_colon

        _draw(chart, chart_of, _("What if: {title}").format(title=after_colon(title_of(base[1]))),
              base[0].label, [(c.name or _("base"), c.dist) for c in columns])
    emit(result, as_json)
    return None


def _check(vs: tuple[str, ...], points: int | None, chart: str | None, odds: bool) -> None:
    """The extras' own checks, before anything is read or rolled (their values' ranges
    are declared on the options: `muster.verbs._rolling.odds_extras`)."""
    if vs and not odds:
        raise MusterError(say("--vs compares the exact odds: use it with --odds"))
    if points is not None and not odds:
        raise MusterError(say("--per-points gives the mean of the exact odds per 100 "
                              "points: use it with --odds"))
    if chart is None:
        return
    if not odds:
        raise MusterError(say("--chart draws the odds: use it with --odds"))
    if chart == "":
        raise MusterError(say("--chart needs a file name (it is empty)"))
    from muster.files import FileRefused
    from muster.outputs import check_output

    try:
        check_output(chart)
    except FileRefused as err:
        raise MusterError(say("cannot write the chart: {reason}", reason=err.message),
                          file=chart) from None


def _label(text: str) -> str:
    """A column's name: the ``--vs`` as given ('3d6', '--to-hit 3'), a bare number with its
    option ('--vs 4', never '4', which reads as a row of the table)."""
    words = text.split()
    return f"--vs {text}" if words and words[0].isdigit() else text


def _run(ctx: click.Context, call: Invoke,
         as_json: bool = False) -> tuple[list[Watched], list[Result]]:
    """One run of the command: the distributions it computed and what it would print. JSON
    is English in every language, a column's title too (its odds view's first line): with
    ``as_json`` the run is made in English, and a refusal made again in the user's language,
    to be read in it."""

    def once() -> tuple[list[Watched], list[Result]]:
        with watching() as seen, printed() as shown:
            call(ctx)
        return seen, shown

    code = lang()
    if not as_json or code == "en":
        return once()
    set_lang("en")
    try:
        return once()
    except MusterError:
        pass
    finally:
        set_lang(code)
    return once()


def _one(seen: list[Watched], shown: list[Result], text: str) -> tuple[Watched, Result]:
    """A column's one distribution and its result; a command whose odds are not one
    distribution cannot be a column."""
    if len(seen) != 1 or len(shown) != 1:
        raise MusterError(say("--vs sets one exact distribution beside another; this "
                              "command's odds are {n} (compare one at a time)", n=len(seen))
                          if seen else
                          say("--vs cannot compare this command's odds (they are not one "
                              "distribution of outcomes)"))
    return seen[0], shown[0]


def _alone(seen: list[Watched], shown: list[Result], points: int | None, chart: str | None,
           chart_of: str, as_json: bool) -> None:
    """No --vs: the command's own output, with its mean per 100 points and its chart."""
    from muster.engine.whatif import WithPoints, numeric, title_of

    if points is not None:
        if len(seen) != 1 or len(shown) != 1 or not numeric(seen[0].dist):
            raise MusterError(say("--per-points gives the mean per 100 points of one count "
                                  "or total; this command's odds have no mean"))
        shown = [WithPoints(shown[0], seen[0].dist, points)]
    if chart is not None:
        if not seen:
            raise MusterError(say("--chart cannot draw this command's odds (they are not a "
                                  "distribution of outcomes)"))
        names = [w.name or (title_of(shown[0]) if len(seen) == 1 and shown else str(i + 1))
                 for i, w in enumerate(seen)]
        _draw(chart, chart_of, _(" vs ").join(names), seen[0].label,
              [(name, w.dist) for name, w in zip(names, seen, strict=True)])
    for result in shown:
        emit(result, as_json)


def _column(cmd: click.Command, ctx: click.Context, text: str) -> click.Context:
    """The context of one ``--vs``: its options read by the command's own parser, every
    option it does not give taken from the base command."""
    try:
        words = shlex.split(text)
    except ValueError:
        raise MusterError(say("--vs '{vs}': cannot read it (a quote is not closed, or it "
                              "ends in a backslash)", vs=text)) from None
    if not words:
        raise MusterError(say("--vs '{vs}' changes nothing: give the options of this "
                              "column, e.g. --vs '--to-hit 3'", vs=text))
    for word in words:
        if word in ctx.help_option_names or word == "--lang" or word.startswith("--lang="):
            raise MusterError(say("--vs '{vs}': {option} is the whole command's, not a "
                                  "column's", vs=text, option=word.partition("=")[0]))
    in_battle = any(f"{k.__module__}.{k.__name__}" == "muster.verbs._battle.BattleCommand"
                    for k in type(cmd).__mro__)  # by name: _battle imports the rolling options
    whole = WHOLE + BATTLE if in_battle else WHOLE
    words, off = _turned_off(cmd, words, text, whole)
    _values_given(cmd, words, text, whole)
    given = _positional(cmd, ctx, words)
    base = {**ctx.params, **off}
    if not given:  # the base's arguments (an expression), unless the column gives its own
        words = [*words, "--", *[str(v) for p in cmd.params if isinstance(p, click.Argument)
                                 for v in _values(base.get(p.name or ""))]]
    column = cmd.context_class(cmd, info_name=ctx.info_name, parent=ctx.parent,
                               default_map=base)
    setattr(column, COLUMN, True)  # noqa: B010  # click's context has no slot for it
    try:
        with column.scope(cleanup=False):
            cmd.parse_args(column, words)
    except click.ClickException as err:
        from muster.verbs._click import click_message

        raise MusterError(say("--vs '{vs}': {error}", vs=text,
                              error=click_message(err))) from None
    for param in cmd.params:
        name = param.name or ""
        if name in whole and column.get_parameter_source(name) \
                is click.core.ParameterSource.COMMANDLINE:
            raise MusterError(say("--vs '{vs}': {option} is the whole command's, not a "
                                  "column's", vs=text, option=param.opts[0]))
    return column


def _turned_off(cmd: click.Command, words: list[str], text: str,
                whole: tuple[str, ...]) -> tuple[list[str], dict[str, bool]]:
    """A column's ``--no-FLAG`` words (for a flag of the command that has no off-switch of
    its own, and is a column's to change): the words left, and the flags they turn off."""
    taken = {o for p in cmd.params for o in (*p.opts, *p.secondary_opts)}
    flags = {f"--no-{o[2:]}": p for p in cmd.params
             if isinstance(p, click.Option) and p.is_flag and not p.secondary_opts
             and isinstance(p.type, click.types.BoolParamType) and p.name not in whole
             for o in p.opts if o.startswith("--")}
    kept: list[str] = []
    off: dict[str, bool] = {}
    for i, word in enumerate(words):
        if word == "--":  # what follows is the command's arguments
            kept += words[i:]
            break
        flag = flags.get(word) if word not in taken else None
        if flag is None:
            kept.append(word)
            continue
        on = [w for w in words if w in flag.opts or any(w.startswith(f"{o}=")
                                                         for o in flag.opts)]
        if on:
            raise MusterError(say("--vs '{vs}': {off} and {on} both given; choose one",
                                  vs=text, off=word, on=on[0].partition("=")[0]))
        off[flag.name or ""] = False
    return kept, off


def _values_given(cmd: click.Command, words: list[str], text: str,
                  whole: tuple[str, ...]) -> None:
    """A column ending in an option that takes a value has none (else the base's arguments,
    added after ``--``, would be read as it)."""
    last = words[-1] if words else ""
    for p in cmd.params:
        if isinstance(p, click.Option) and not p.is_flag and p.nargs != 0 and last in p.opts:
            raise MusterError(say("--vs '{vs}': {option} is the whole command's, not a "
                                  "column's", vs=text, option=last) if p.name in whole else
                              say("--vs '{vs}': {option} needs a value", vs=text,
                                  option=last))


def _values(value: object) -> list[object]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _positional(cmd: click.Command, ctx: click.Context, words: list[str]) -> bool:
    """Whether the column's words give any of the command's arguments."""
    arguments = [p for p in cmd.params if isinstance(p, click.Argument)]
    if not arguments:
        return False
    probe = click.Context(cmd, info_name=ctx.info_name, parent=ctx.parent,
                          resilient_parsing=True)
    try:
        opts, rest, _order = cmd.make_parser(probe).parse_args(args=list(words))
    except click.ClickException:
        return False  # the column's own parse names the mistake
    return bool(rest) or any(_values(opts.get(p.name or "")) for p in arguments)


def _in_vs(text: str, err: MusterError) -> MusterError:
    """A column's refusal, saying which --vs it came from."""

    err = as_options(err)
    new = MusterError(say("--vs '{vs}': {error}", vs=text, error=err.message),
                      file=err.file, line=err.line, column=err.column)
    new.exit_code = err.exit_code
    return new


def _draw(path: str, of: str, title: str, label: str,
          series: list[tuple[str, Distribution]]) -> None:
    """The chart of ``series`` (one line each), through the output guard."""
    from muster.engine.chart import categorical, points, svg
    from muster.files import FileRefused
    from muster.outputs import write_output
    from muster.text import percent_space

    heading = {"eq": _("chance"), "ge": _("at least"), "le": _("at most")}[of]
    dists = [(name, _numbers(dist)) for name, dist in series]
    kinds = categorical([d for _n, d in dists])
    if kinds is not None and of != "eq":
        raise MusterError(say("--chart-of {of} needs outcomes that are numbers (at least and "
                              "at most need an order); this command's are not: draw the "
                              "chance of each (eq)", of=of))
    if kinds is None:
        lines = [(name, points(dist, of)) for name, dist in dists]
        picture = svg(title, _(label), heading, lines, percent=percent_space() + "%")
    else:
        lines = [(name, [(float(i), float(dist[k])) for i, k in enumerate(kinds)])
                 for name, dist in dists]
        picture = svg(title, _(label), heading, lines, percent=percent_space() + "%",
                      categories=[str(shown_key(k)) for k in kinds])
    try:
        write_output(path, picture.encode("utf-8"))
    except FileRefused as err:
        raise MusterError(say("cannot write the chart: {reason}", reason=err.message),
                          file=path) from None


def _numbers(dist: Distribution) -> Distribution:
    """A yes/no distribution as 1/0, to be drawn on a numeric axis beside totals."""
    if not any(isinstance(k, bool) for k in dist.weights):
        return dist
    from muster.engine.distribution import Distribution as Dist

    return Dist(weights={int(bool(k)): w for k, w in dist.weights.items()},
                denom=dist.denom, truncated_weight=dist.truncated_weight)
