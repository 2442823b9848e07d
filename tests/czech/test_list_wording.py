"""The wording of list-validate, schema and names in Czech, held in the whole catalog (a
golden output shows it only by example): a thing named two ways is named one way, allowed
values are listed one way, so a new message cannot bring the other wording back."""

from __future__ import annotations

from helpers import catalog_found, translations


def _from(catalog, *sources: str) -> list[str]:
    """The Czech texts of the catalog's messages used in any of ``sources``."""
    return [s for m in catalog if m.id and any(loc.startswith(sources) for loc, _ in m.locations)
            for s in translations(m) if s]


def test_a_battlelore_adventure_is_named_as_the_rulebook_does(catalog):
    """'dobrodružství Agincourt' (seed 001 L1-2), never 'scénář' beside it in list-validate's
    findings and rosters."""
    texts = _from(catalog, "cli/muster/games/battlelore/")  # lists, scenarios, the deck
    assert texts
    assert not [s for s in texts if "scénář" in s]
    deck_help = [s for m in catalog if m.id and "adventure" in str(m.id) and "scenario" in
                 str(m.id) for s in translations(m) if s]  # 'a bundled adventure or a file'
    assert deck_help and not [s for s in deck_help if "scénář" in s]


def test_no_czech_message_names_a_file_path(catalog):
    """A thing in a file is named as the roster numbers it ('válečník 1'), never by its YAML
    path and zero-based index ('warriors[0]')."""
    assert not catalog_found(catalog, r"[a-z_]\[\{")


def test_a_catalogue_option_is_a_moznost(catalog):
    """'volba' is a command-line option only; a catalogue's option is a
    'možnost', as the --catalogue help says."""
    texts = _from(catalog, "cli/muster/lists/catalogue.py")
    assert texts
    assert not [s for s in texts if "volb" in s]


def test_a_difference_in_points_says_its_unit(catalog):
    """'soupiska uvádí 100 bodů (o 5 bodů méně)', never a bare '(o 5 méně)'."""
    assert not catalog_found(catalog, r"\(o \{\w+\} (?:\{side\}|méně|víc)\)")


def test_allowed_values_are_listed_one_way(catalog):
    """Every refusal lists its values as '(povolené hodnoty: …)', the did-you-mean inside;
    never a third pattern 'povolené hodnoty jsou …'."""
    assert not catalog_found(catalog, r"povolené hodnoty jsou")


def test_a_ratio_is_spaced(catalog):
    """Czech sets a ratio '2 : 1', spaced, as the siege warning does, never '2:1'
    or '{ratio}:1'."""
    assert not catalog_found(catalog, r"(?:\d|\}):(?:\d|\{)")


def test_names_lists_its_kinds_czech_first(muster):
    """`names GAME` names each kind as its refusals list them: Czech first, the id after a
    slash; English the ids."""
    cs = muster("--lang", "cs", "names", "void").out.splitlines()
    assert cs[0].split()[0] == "vybavení/gear" and cs[1].split()[0] == "povolání/classes"
    assert muster("names", "void").out.splitlines()[0].split()[0] == "gear"


def test_a_misspelt_schema_is_glossed_in_czech(muster):
    """A closest English id is glossed by its Czech name, as every other Czech refusal;
    English unchanged."""
    cs = muster("--lang", "cs", "schema", "fortres").err
    assert "; nemysleli jste „fortress“, tedy pevnost?)" in cs
    assert "catalogue; did you mean 'fortress'?)" in muster("schema", "fortres").err
    assert "nemysleli jste „pevnost“?)" in muster("--lang", "cs", "schema", "pevnst").err


def test_the_schema_listing_names_each_schema_czech_first(muster):
    """`schema` alone lists each schema as its refusal does: Czech name first."""
    cs = [line.split("  ")[0] for line in muster("--lang", "cs", "schema").out.splitlines()]
    assert cs[0] == "konfrontace/confrontation" and "pevnost/fortress" in cs
    assert "bombardovací žeton/bombard-token" in cs and "katalog/catalogue" in cs
    assert muster("schema").out.splitlines()[0].split()[0] == "confrontation"


def test_a_tent_is_listed_with_its_size(muster):
    """A tent's price is 10 x its size (seed 003 L23): the roster says which size,
    in English too."""
    army = "armies/void/legal-heavy-weapons-squad.yaml"
    cs = muster("--lang", "cs", "list-validate", army, "--format", "markdown").out
    assert "stan o velikosti 4 (40)" in cs
    assert "tent of size 4 (40)" in muster("list-validate", army, "--format", "markdown").out
