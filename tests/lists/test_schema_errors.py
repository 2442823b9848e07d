"""`muster.lists.schema_errors`: a jsonschema error in muster's words, English for JSON and
the user's language when shown; the allowed values as the file may write them."""

from __future__ import annotations

import jsonschema

from muster.battle.store import definition
from muster.i18n import shown
from muster.lists.schema_errors import describe_schema_error


def _error(schema: dict, value: object) -> jsonschema.exceptions.ValidationError:
    found = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(schema).iter_errors(value))
    assert found is not None
    return found


def _words(schema: dict, value: object, **how: bool) -> tuple[str, str]:
    """(the English message, the message shown) of ``value``'s error against ``schema``."""
    message = describe_schema_error(_error(schema, value), **how)[0].message
    return str(message), shown(message)


def test_an_allowed_value_is_listed_by_its_czech_name_only_where_the_file_takes_it(czech):
    """A list file reads 'pěchota' as infantry, so Czech lists the Czech names; a battle
    file takes the ids alone (`by_name=False`), so Czech lists the ids, as it must write
    them."""
    kinds = {"enum": ["infantry", "cavalry", "monster"]}
    english = ("unknown value 'infantri' (allowed: infantry, cavalry, monster; did you mean "
               "'infantry'?)")
    assert _words(kinds, "infantri") == (
        english, "hodnota „infantri“ neexistuje (povolené hodnoty: pěchota, jízda, obluda; "
                 "nemysleli jste „infantry“, tedy pěchota?)")
    assert _words(kinds, "infantri", by_name=False) == (
        english, "hodnota „infantri“ neexistuje (povolené hodnoty: infantry, cavalry, "
                 "monster; nemysleli jste „infantry“?)")


def test_a_control_character_in_a_name_is_named_as_such_not_by_the_pattern(czech):
    """The schemas' pattern of a name (no control character: a battle file's) is worded as
    what is wrong, each control character written as Python writes it (none reaches the
    terminal); any other pattern is named as it is."""
    name = {"type": "string", "pattern": definition("name")["pattern"]}
    assert _words(name, "Pal\tadin\x1b") == (
        "'Pal\\tadin\\x1b' has a control character (a tab, a line break, an escape), which a "
        "name cannot have",
        "„Pal\\tadin\\x1b“ obsahuje řídicí znak (tabulátor, konec řádku, escape), který jméno "
        "mít nesmí")
    assert _words({"type": "string", "pattern": "^[a-z]+$"}, "Pal") == (
        "Pal is not written as this field asks (pattern ^[a-z]+$)",
        "Pal není zapsáno tak, jak tato položka žádá (vzor ^[a-z]+$)")
