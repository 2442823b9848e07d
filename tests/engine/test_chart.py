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
