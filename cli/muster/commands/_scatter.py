"""What every scatter command does around its rule, without Typer (`muster.commands`):
the --svg checks before rolling and the picture and text after (`muster.verbs.scatter`
declares the options)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from muster.roll_options import RollOptions


def start(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
          as_json: bool, svg: str | None) -> RollOptions:
    """The roll's options, and the --svg checks before anything is rolled: every game's
    scatter command starts here."""
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    check_svg(svg, times)
    return opts


def finish(result: Any, opts: RollOptions, svg: str | None,
           one: tuple[type, Callable[[Any], Any]] | None = None) -> None:
    """Write the SVG (when asked) and print the result: every scatter command ends here.
    ``one``: a game's single-roll result class and its view's picture of it (a game's
    picture is drawn by its view, not by the result)."""
    from muster.engine.render import emit
    from muster.errors import MusterError
    from muster.i18n import say

    if svg and one is not None and isinstance(result, one[0]):
        write_picture(svg, one[1](result))
        svg = None
    if svg is not None:
        picture = getattr(result, "picture", None)
        if picture is None:
            raise MusterError(say("--svg draws one roll or the odds; it cannot take --times"))
        from muster.engine.scatter_svg_views import write_svg

        write_svg(svg, picture())
    emit(result, opts.json)


def check_svg(svg: str | None, times: int | None) -> None:
    from muster.errors import MusterError
    from muster.i18n import say

    if svg is not None and times is not None:
        raise MusterError(say("--svg draws one roll or the odds; it cannot take --times"))
    if svg is not None:  # the output guard, before anything is rolled
        from muster.files import FileRefused
        from muster.outputs import check_output

        if svg == "":
            raise MusterError(say("--svg needs a file name (it is empty)"))
        try:
            check_output(svg)
        except FileRefused as err:
            raise MusterError(say("cannot write the SVG picture: {reason}",
                                  reason=err.message), file=svg) from None


def write_picture(svg: str, drawing: Any) -> None:
    """Write one roll's picture (its view's drawing) to ``svg``; the SVG writer is imported
    only then."""
    from muster.engine.scatter_svg_views import write_svg

    write_svg(svg, drawing)
