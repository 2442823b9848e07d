"""Every number format muster prints lives in the text leaf (`muster.text`): no other module
writes a percentage, a thousands grouping or a Czech decimal comma by hand."""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import source, walked

PACKAGE = Path(__file__).resolve().parent.parent / "cli" / "muster"
# the leaf (`muster.czech_numbers`, under it, words *z*/*ze* and formats no number)
LEAF = {"text.py"}
# the leaf's functions: a chance multiplied by 100 inside a call to one is a percent by hand
FORMATTERS = {"places", "significant", "measure", "number", "decimal", "cs_decimal", "general",
              "plain", "english", "whole", "format"}
HUNDRED = (100, 100.0)
# Python's general form skips the Czech decimal comma ('2.5' in a Czech line)
GENERAL = "a number in the general form by hand (text.general; text.shortest as an argument)"


def _constant(node: ast.AST, value: str) -> bool:
    return isinstance(node, ast.Constant) and node.value == value


def _hundredfold(node: ast.AST) -> bool:
    """Whether ``node`` holds ``x * 100`` (a chance made a percentage)."""
    return any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mult)
               and any(isinstance(side, ast.Constant) and side.value in HUNDRED
                       for side in (n.left, n.right)) for n in ast.walk(node))


def _spec(node: ast.FormattedValue) -> str:
    """A formatted value's format spec, as written (its fixed parts)."""
    if node.format_spec is None:
        return ""
    return "".join(str(part.value) for part in ast.walk(node.format_spec)
                   if isinstance(part, ast.Constant))


def _called(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def hand_formats(text: str) -> list[tuple[int, str]]:
    """(line, what) for each number format a module's source ``text`` writes by hand."""
    found = []
    for node in walked(text):
        if isinstance(node, ast.Call) and _called(node) == "replace" and len(node.args) == 2:
            old, new = node.args
            if _constant(old, ".") and _constant(new, ","):
                found.append((node.lineno, "a decimal comma by hand (text.cs_mark)"))
            if _constant(old, ",") and isinstance(new, ast.Constant) \
                    and new.value in ("\u00a0", "\u202f"):  # a no-break space, a narrow one
                found.append((node.lineno, "thousands grouped by hand (text.grouped)"))
        elif isinstance(node, ast.Call) and _called(node) in FORMATTERS \
                and any(_hundredfold(arg) for arg in node.args):
            found.append((node.lineno, "a percent by hand (text.percent_column, chance)"))
        elif isinstance(node, ast.Call) and _called(node) == "format" and len(node.args) == 2 \
                and isinstance(node.args[1], ast.Constant) and "," in str(node.args[1].value):
            found.append((node.lineno, "thousands grouped by hand (text.english)"))
        elif isinstance(node, ast.Call) and _called(node) == "format" and len(node.args) == 2 \
                and isinstance(node.args[1], ast.Constant) \
                and str(node.args[1].value).endswith(("g", "G")):
            found.append((node.lineno, GENERAL))
        elif isinstance(node, ast.FormattedValue):
            spec = _spec(node)
            if "," in spec or "_" in spec:
                found.append((node.lineno, "thousands grouped by hand (text.english)"))
            elif spec.endswith("%"):
                found.append((node.lineno, "a percent by hand (text.percent)"))
            elif spec.endswith(("g", "G")):
                found.append((node.lineno, GENERAL))
            elif _hundredfold(node.value):
                found.append((node.lineno, "a percent by hand (text.percent_column, chance)"))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and "\u00a0%" in node.value:
            found.append((node.lineno, "a Czech percent sign by hand (text.percent_space)"))
    return found


def test_no_module_but_the_text_leaf_formats_a_number_by_hand():
    found = [f"{path.relative_to(PACKAGE).as_posix()}:{line}: {what}"
             for path in sorted(PACKAGE.rglob("*.py"))
             if path.relative_to(PACKAGE).as_posix() not in LEAF
             for line, what in hand_formats(source(path))]
    assert found == [], "format numbers through muster.text:\n" + "\n".join(found)


PLANTED = '''
def views(p, n, value, text):
    a = f"{p * 100:6.2f}\\u00a0%".replace(".", ",")
    b = f"{float(p) * 100:6.2f} %"
    c = f"{n:,}"
    d = f"{n:,}".replace(",", "\\u00a0")
    e = str(value).replace(".", ",")
    f = f"{places(p * 100, 2):>6} %"
    g = f"{p:.1%}"
    h = format(n, ",")
    i = text + "\\u00a0%"
    j = f"{value:g}"
    k = format(value, ".3g")
    return a, b, c, d, e, f, g, h, i, j, k
'''


def test_the_guard_catches_each_hand_format():
    lines = sorted({line for line, _what in hand_formats(PLANTED)})
    assert lines == list(range(3, 14))
    assert hand_formats("def fine(p):\n    return chance(p), grouped(1000), f'{p:>6}'\n") == []
    assert hand_formats("x = round(allies * 100 / total, 1)\n") == []  # a JSON number, no text


def test_the_czech_number_words_format_no_number_of_their_own():
    """`muster.czech_numbers` is under the leaf: a number it would format by hand (thousands
    grouped, a decimal comma) is caught like any other module's."""
    assert hand_formats(source(PACKAGE / "czech_numbers.py")) == []
    assert hand_formats('def n(whole):\n    return f"{int(whole):,}".replace(",", "\\u00a0")\n')


def test_a_chart_labels_its_ticks_in_the_language_s_decimal_mark():
    """The SVG chart's axes: a tick between whole numbers is '2,5' in Czech, as every number
    muster prints; a whole one as it is."""
    from muster.engine import chart
    from muster.i18n import set_lang

    try:
        set_lang("cs")
        czech = [chart._number(v) for v in (2.5, 0.25, 3.0, 12)]
        set_lang("en")
        english = [chart._number(v) for v in (2.5, 0.25, 3.0, 12)]
    finally:
        set_lang("en")
    assert czech == ["2,5", "0,25", "3", "12"] and english == ["2.5", "0.25", "3", "12"]
