"""The language of this run, English or Czech: the one state muster's messages
(`muster.i18n`) and its number formats (`muster.text`) both read, and `Named`, a name in
both. `muster.i18n.set_lang` sets it (and loads the Czech catalog); nothing else should.
A leaf module: it imports nothing of muster's.
"""

from __future__ import annotations

code = "en"  # "en" or "cs"


def lang() -> str:
    return code


def czech() -> bool:
    return code == "cs"


class Named(str):
    """A name from a data file: its English text, and its Czech one for `muster.i18n.shown`."""

    cs: str

    def __new__(cls, en: str, cs: str | None = None) -> Named:
        obj = super().__new__(cls, en)
        obj.cs = cs or en
        return obj

    def __reduce__(self) -> tuple[type[Named], tuple[str, str]]:
        return (Named, (str(self), self.cs))
