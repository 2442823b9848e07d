"""The SVG chart's own escaping: every text a user gives (an expression, a label) is safe
inside the picture, exactly as the standard library's XML escape makes it."""

from __future__ import annotations

from xml.sax.saxutils import escape as xml_escape

import pytest

from muster.engine.chart import escape, svg


@pytest.mark.parametrize("text", ["", "2d6", "a < b & c > d", "&amp; already",
                                  "<script>alert('x')</script>", "k6 vs \"2k6\"", "ø & ž"])
def test_escape_matches_the_standard_library(text):
    assert escape(text) == xml_escape(text)


def test_a_title_with_markup_stays_text():
    picture = svg("<b>1d6</b> & more", "total", "chance", [("<i>x</i>", [(1.0, 0.5)])])
    assert "<b>" not in picture and "&lt;b&gt;1d6&lt;/b&gt; &amp; more" in picture
    assert "&lt;i&gt;x&lt;/i&gt;" in picture and "<i>" not in picture


# ------------------------------------------------ roll EXPR --odds --chart

from helpers import assert_one_line_error  # noqa: E402


def _svg_lines(path):
    import xml.etree.ElementTree as ET

    root = ET.parse(path).getroot()  # well-formed, standalone
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == f"{ns}svg"
    lines = root.findall(f"{ns}polyline")
    texts = [t.text for t in root.iter(f"{ns}text")]
    return lines, texts


def test_chart_draws_one_line_per_expression(muster, tmp_path):
    path = tmp_path / "odds.svg"
    assert muster("roll", "2d6", "3d6", "--odds", "--chart", str(path)).code == 0
    lines, texts = _svg_lines(path)
    assert len(lines) == 2 and "2d6" in texts and "3d6" in texts and "chance" in texts
    two = [tuple(map(float, p.split(","))) for p in lines[0].get("points").split()]
    assert len(two) == 11  # 2..12
    # 7 is the top of 2d6: the highest point (smallest y) of its line
    assert min(two, key=lambda xy: xy[1]) == two[5]


def test_chart_of_at_least_falls_from_certainty(muster, tmp_path):
    path = tmp_path / "ge.svg"
    assert muster("--lang", "cs", "roll", "3k6", "--odds", "--chart", str(path),
                  "--chart-of", "ge").code == 0
    lines, texts = _svg_lines(path)
    ys = [float(p.split(",")[1]) for p in lines[0].get("points").split()]
    assert ys == sorted(ys)  # at least 3 is certain, each next is less likely (lower)
    assert "aspoň" in texts and "součet" in texts


@pytest.mark.parametrize("args,needle", [
    (["roll", "2d6", "--chart", "x.svg"], "--odds"),
    (["roll", "2d6", "--odds", "--chart-of", "gt"], "'gt' is not one of 'eq', 'ge', 'le'"),
    (["roll", "2d6", "--odds", "--chart", ""], "empty"),
])
def test_chart_mistakes(muster, args, needle):
    assert_one_line_error(muster(*args), needle)


def test_chart_refuses_a_folder_before_rolling(muster, tmp_path):
    assert_one_line_error(muster("roll", "2d6", "--odds", "--chart", str(tmp_path) + "/"),
                          "folder")
