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


class Cased(str):
    """A Czech name with its other cases from a data file ('Angličané a Welšané', genitive
    'Angličanů a Welšanů'): a Czech message names the case as a format spec, ``{side:gen}``,
    ``{side:dat}``; a case the data does not give is the name as it is (the nominative)."""

    cases: dict[str, str]

    def __new__(cls, text: str, cases: dict[str, str] | None = None) -> Cased:
        obj = super().__new__(cls, text)
        obj.cases = dict(cases or {})
        return obj

    def __format__(self, spec: str) -> str:
        if spec in CASES:
            return self.cases.get(spec) or str(self)
        return str.__format__(str(self), spec)

    def __reduce__(self) -> tuple[type[Cased], tuple[str, dict[str, str]]]:
        return (Cased, (str(self), self.cases))


CASES = ("gen", "dat", "acc", "loc", "ins")  # the format specs `Cased` reads


class Named(str):
    """A name from a data file: its English text, and its Czech one for `muster.i18n.shown`
    (a `Cased` where the data gives its other cases: ``cases={"gen": ...}``)."""

    cs: str

    def __new__(cls, en: str, cs: str | None = None,
                cases: dict[str, str] | None = None) -> Named:
        obj = super().__new__(cls, en)
        obj.cs = Cased(cs or en, cases) if cases else cs or en
        return obj

    def __reduce__(self) -> tuple[type[Named], tuple[str, str | None, dict[str, str]]]:
        cs = self.cs
        return (Named, (str(self), str(cs), getattr(cs, "cases", {})))
