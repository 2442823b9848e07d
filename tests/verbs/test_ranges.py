"""The constant bounds of what muster takes (`muster.limits`, docs/architecture.md "Ranges:
on the parameter or in the spec"): each is declared on its option, so click refuses a value
outside it naming the option, in one line in English and in Czech, in the words of a rule's
own bound, and the help shows the range; the spec keeps the same bound for a library caller,
naming its field."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error
from muster.errors import RangeError

MELEE = ("wound", "conf", "melee", "--str", "5", "--res", "3", "--attack-at", "4")

# (the command line with the value out of range, its refusal in English and in Czech, in the
# words of a rule's bound (`muster.errors.within`), the range as the English help shows it)
REFUSED = [
    (("roll", "wm", "storm", "--count", "101"), "--count / -k must be between 1 and 100, not 101",
     "--count / -k musí být mezi 1 a 100, ne 101", "1<=x<=100"),
    (("roll", "wm", "storm", "--count", "0"), "--count / -k must be between 1 and 100, not 0",
     "--count / -k musí být mezi 1 a 100, ne 0", "1<=x<=100"),
    (("scatter", "wm", "--edge-cm", "-1"), "--edge-cm must be between 0 and 10000, not -1",
     "--edge-cm musí být mezi 0 a 10\u00a0000, ne −1", "0<=x<=10000"),
    (("scatter", "conf", "--mov", "10", "--edge-cm", "10001"),
     "--edge-cm must be between 0 and 10000, not 10001",
     "--edge-cm musí být mezi 0 a 10\u00a0000, ne 10\u00a0001", "0<=x<=10000"),
    (("scatter", "any", "--distance", "2", "--radius", "1000001"),
     "--radius must be between 0 and 1000000, not 1000001",
     "--radius musí být mezi 0 a 1\u00a0000\u00a0000, ne 1\u00a0000\u00a0001", "0<=x<=1000000"),
    (("scatter", "any", "--distance", "2", "--radius", "2", "--base", "-1"),
     "--base must be between 0 and 1000000, not -1",
     "--base musí být mezi 0 a 1\u00a0000\u00a0000, ne −1", "0<=x<=1000000"),
    (("wound", "void", "--fall", "100001"), "--fall must be between 0 and 100000, not 100001",
     "--fall musí být mezi 0 a 100\u00a0000, ne 100\u00a0001", "0<=x<=100000"),
    (("wound", "void", "--weapon", "sword", "--targets", "51"),
     "--targets must be between 1 and 50, not 51", "--targets musí být mezi 1 a 50, ne 51",
     "1<=x<=50"),
    (("roll", "conf", "--odds", "-v", "99999999999999999999"),
     "--value / -v must be between -20 and 20, not 99999999999999999999",
     "--value / -v musí být mezi −20 a 20,"
     " ne 99\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999",
     "-20<=x<=20"),
    (("roll", "conf", "-v", "4", "--versus", "21"), "--versus must be between -20 and 20, not 21",
     "--versus musí být mezi −20 a 20, ne 21", "-20<=x<=20"),
    (("roll", "conf", "-v", "4", "--versus", "3", "--group", "999999"),
     "--group / -g must be between 1 and 100, not 999999",
     "--group / -g musí být mezi 1 a 100, ne 999\u00a0999", "1<=x<=100"),
    (("roll", "conf", "-v", "4", "--versus", "3", "--versus-group", "0"),
     "--versus-group must be between 1 and 100, not 0",
     "--versus-group musí být mezi 1 a 100, ne 0", "1<=x<=100"),
    (("roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "21"),
     "--fanatic must be between -20 and 20, not 21", "--fanatic musí být mezi −20 a 20, ne 21",
     "-20<=x<=20"),
    (("roll", "conf", "--mutagenic", "-21"), "--mutagenic must be between -20 and 20, not -21",
     "--mutagenic musí být mezi −20 a 20, ne −21", "-20<=x<=20"),
    (("wound", "conf", "--res", "3", "--str", "99999999999999999999999999"),
     "--str / -s must be between -20 and 100, not 99999999999999999999999999",
     "--str / -s musí být mezi −20 a 100,"
     " ne 99\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999",
     "-20<=x<=100"),
    (("wound", "conf", "--str", "5", "--res", "21"), "--res / -r must be 20 or less, not 21",
     "--res / -r musí být 20 nebo méně, ne 21", "x<=20"),
    (("wound", "conf", "--str", "5", "--res", "3", "--gigantic", "--killed-before", "-1"),
     "--killed-before / -k must be 0 or more, not -1",
     "--killed-before / -k musí být 0 nebo víc, ne −1", "x>=0"),
    (("wound", "conf", "--str", "5", "--res", "3", "--melee", "--att", "4", "--def", "3",
      "--attack-at", "4", "--parries", "13"),
     "--parries must be between 0 and 12, not 13", "--parries musí být mezi 0 a 12, ne 13",
     "0<=x<=12"),
    (("wound", "conf", "--str", "5", "--res", "3", "--melee", "--att", "4", "--def", "3",
      "--attack-at", "4", "--opponents", "0"),
     "--opponents must be between 1 and 100, not 0", "--opponents musí být mezi 1 a 100, ne 0",
     "1<=x<=100"),
    (("roll", "conf", "shoot", "--range", "short", "--aim", "21"),
     "--aim must be between -20 and 20, not 21", "--aim musí být mezi −20 a 20, ne 21",
     "-20<=x<=20"),
    (("scatter", "conf", "--mov", "10", "--fear", "3", "--courage", "-21"),
     "--courage must be between -20 and 20, not -21", "--courage musí být mezi −20 a 20, ne −21",
     "-20<=x<=20"),
    (("roll", "conf", "melee-setup", "--ini", "3", "--versus-ini", "-1"),
     "--versus-ini must be between 0 and 20, not -1", "--versus-ini musí být mezi 0 a 20, ne −1",
     "0<=x<=20"),
    (("roll", "conf", "melee-setup", "--ini", "3", "--versus-ini", "3", "--figures", "101"),
     "--figures must be between 1 and 100, not 101", "--figures musí být mezi 1 a 100, ne 101",
     "1<=x<=100"),
    (("roll", "bl", "0"), "N must be between 1 and 10000, not 0",
     "N musí být mezi 1 a 10\u00a0000, ne 0", "1<=x<=10000"),
    (("wound", "bl", "-w", "short-sword", "-t", "red", "-a", "red", "--extra", "-2"),
     "--extra must be 0 or more, not -2", "--extra musí být 0 nebo víc, ne −2", "x>=0"),
    (("roll", "wm", "door", "--troop", "infantry", "--characters", "-1"),
     "--characters must be 0 or more, not -1", "--characters musí být 0 nebo víc, ne −1", "x>=0"),
    (("roll", "conf", "fly", "--air-mov", "20", "--start", "1", "--obstacle", "-1"),
     "--obstacle must be 0 or more, not -1", "--obstacle musí být 0 nebo víc, ne −1", "x>=0"),
    (("wound", "void", "--weapon", "pistol", "--situation", "cover", "--cover-armor", "-1"),
     "--cover-armor must be 0 or more, not -1", "--cover-armor musí být 0 nebo víc, ne −1", "x>=0"),
    (("siege-breach", "wm", "--target", "wall", "--shots", "0"),
     "--shots must be between 1 and 200, not 0", "--shots musí být mezi 1 a 200, ne 0",
     "1<=x<=200"),
    (("siege-breach", "wm", "--target", "wall", "--rams", "201"),
     "--rams must be between 1 and 200, not 201", "--rams musí být mezi 1 a 200, ne 201",
     "1<=x<=200"),
    (("wound", "mk", "-a", "8", "-m", "2", "-D", "17", "--formation-attack", "-1"),
     "--formation-attack must be 0 or more, not -1",
     "--formation-attack musí být 0 nebo víc, ne −1", "x>=0"),
    (("roll", "mk", "ranged", "--formation-attack", "-1"),
     "--formation-attack must be 0 or more, not -1",
     "--formation-attack musí být 0 nebo víc, ne −1", "x>=0"),
    # a figure's characteristic: one table wherever it is an option (muster.limits)
    ((*MELEE, "--def", "3", "--att", "-5"), "--att must be between 0 and 20, not -5",
     "--att musí být mezi 0 a 20, ne −5", "0<=x<=20"),
    ((*MELEE, "--att", "4", "--def", "21"), "--def must be between 0 and 20, not 21",
     "--def musí být mezi 0 a 20, ne 21", "0<=x<=20"),
    ((*MELEE, "--att", "4", "--def", "3", "--attacker-extra", "-1"),
     "--attacker-extra must be between 0 and 12, not -1",
     "--attacker-extra musí být mezi 0 a 12, ne −1", "0<=x<=12"),
    ((*MELEE, "--att", "4", "--def", "3", "--defender-extra", "13"),
     "--defender-extra must be between 0 and 12, not 13",
     "--defender-extra musí být mezi 0 a 12, ne 13", "0<=x<=12"),
    (("roll", "conf", "melee-setup", "--ini", "3", "--versus-ini", "3", "--att", "-1"),
     "--att must be between 0 and 20, not -1", "--att musí být mezi 0 a 20, ne −1", "0<=x<=20"),
    (("roll", "conf", "melee-setup", "--ini", "3", "--versus-ini", "3", "--versus-str", "21"),
     "--versus-str must be between 0 and 20, not 21", "--versus-str musí být mezi 0 a 20, ne 21",
     "0<=x<=20"),
    (("battle", "add", "--battle", "b.json", "a", "Hero", "--cou", "25"),
     "--cou must be between -20 and 20, not 25", "--cou musí být mezi −20 a 20, ne 25",
     "-20<=x<=20"),
    (("battle", "add", "--battle", "b.json", "a", "Hero", "--att", "21"),
     "--att must be between 0 and 20, not 21", "--att musí být mezi 0 a 20, ne 21", "0<=x<=20"),
    # Void's attributes: the rules' range (data), as wound void takes them
    (("battle", "add", "--battle", "b.json", "a", "Hero", "--cc", "0"),
     "--cc must be between 1 and 19, not 0", "--cc musí být mezi 1 a 19, ne 0", "1<=x<=19"),
    (("battle", "add", "--battle", "b.json", "a", "Hero", "--hp", "1001"),
     "--hp must be between 1 and 1000, not 1001",
     "--hp musí být mezi 1 a 1\u00a0000, ne 1\u00a0001", "1<=x<=1000"),
    (("roll", "conf", "--mutagenic", "2", "--points", "-1"), "--points must be 0 or more, not -1",
     "--points musí být 0 nebo víc, ne −1", "x>=0"),
    (("roll", "conf", "toxic", "--points", "-1"), "--points must be 0 or more, not -1",
     "--points musí být 0 nebo víc, ne −1", "x>=0"),
    (("wound", "bl", "-w", "short-sword", "-t", "red", "-a", "red", "--banners", "-1"),
     "--banners must be 0 or more, not -1", "--banners musí být 0 nebo víc, ne −1", "x>=0"),
    (("wound", "bl", "-w", "short-sword", "-t", "red", "-a", "red", "--victory", "0"),
     "--victory must be 1 or more, not 0", "--victory musí být 1 nebo víc, ne 0", "x>=1"),
    (("wound", "bl", "-w", "short-sword", "-t", "red", "-a", "red", "--room", "-1"),
     "--room must be 0 or more, not -1", "--room musí být 0 nebo víc, ne −1", "x>=0"),
    (("wound", "bl", "-w", "short-sword", "-t", "red", "-a", "red", "--blocked", "-1"),
     "--blocked must be 0 or more, not -1", "--blocked musí být 0 nebo víc, ne −1", "x>=0"),
    (("wound", "bl", "-w", "short-sword", "-t", "red", "-a", "red", "--moved-hexes", "-1"),
     "--moved-hexes must be 0 or more, not -1", "--moved-hexes musí být 0 nebo víc, ne −1", "x>=0"),
    (("scatter", "bl", "--battle-dice", "21"), "--battle-dice must be between 0 and 20, not 21",
     "--battle-dice musí být mezi 0 a 20, ne 21", "0<=x<=20"),
    (("wound", "void", "--weapon", "sword", "--target-hp", "0"),
     "--target-hp must be between 1 and 1000, not 0",
     "--target-hp musí být mezi 1 a 1\u00a0000, ne 0", "1<=x<=1000"),
    (("wound", "void", "jump", "--hp", "0"), "--hp must be between 1 and 1000, not 0",
     "--hp musí být mezi 1 a 1\u00a0000, ne 0", "1<=x<=1000"),
    (("wound", "void", "--weapon", "pistol", "--range", "-1"), "--range must be 0 or more, not -1",
     "--range musí být 0 nebo víc, ne −1", "x>=0"),
    (("wound", "void", "--weapon", "sword", "--charge-distance", "-1"),
     "--charge-distance must be 0 or more, not -1", "--charge-distance musí být 0 nebo víc, ne −1",
     "x>=0"),
    (("deploy-shuffle", "void", "--fighter", "a", "--fighter", "b", "--round", "0"),
     "--round / -r must be 1 or more, not 0", "--round / -r musí být 1 nebo víc, ne 0", "x>=1"),
    (("roll", "mk", "ranged", "--range", "0"), "--range must be 1 or more, not 0",
     "--range musí být 1 nebo víc, ne 0", "x>=1"),
    (("wound", "mk", "-a", "8", "-m", "2", "-D", "17", "--range", "0"),
     "--range must be 1 or more, not 0", "--range musí být 1 nebo víc, ne 0", "x>=1"),
    (("scatter", "mk", "--aim-distance", "2", "--range", "0"), "--range must be 1 or more, not 0",
     "--range musí být 1 nebo víc, ne 0", "x>=1"),
]


# a value the rules refuse, now naming the option it came from (English, Czech)
NAMED = [
    (("roll", "conf", "--feat", "climb", "--mov", "-3", "--res", "2", "--height", "5"),
     "--mov must be between 0 and 100 cm, not '-3'", "--mov musí být mezi 0 a 100 cm, ne „-3“"),
    (("roll", "conf", "--regeneration", "0"), "--regeneration must be between 1 and 6, not 0",
     "--regeneration musí být mezi 1 a 6, ne 0"),
    (("wound", "void", "--weapon", "sword", "--target-armor", "50"),
     "--target-armor must be between 0 and 19, not 50",
     "--target-armor musí být mezi 0 a 19, ne 50"),
    (("deploy-shuffle", "void", *(w for i in range(31) for w in ("--fighter", f"f{i}"))),
     "the number of fighters (--fighter NAME[=MOD], once per fighter) must be between 2 and "
     "30, not 31",
     "počet bojovníků (--fighter JMÉNO[=MOD], jednou pro každého) musí být mezi 2 a 30, ne 31"),
    (("deploy-shuffle", "void", "--fighter", "a"),
     "the number of fighters (--fighter NAME[=MOD], once per fighter) must be between 2 and "
     "30, not 1",
     "počet bojovníků (--fighter JMÉNO[=MOD], jednou pro každého) musí být mezi 2 a 30, ne 1"),
    (("deploy-shuffle", "wm", "--units", "orcs=3", "-u", "orcs=2"),
     "--units: side 'orcs' is given twice", "--units: strana „orcs“ je zadána dvakrát"),
    (("deploy-shuffle", "wm", "maps", "--side", "orcs", "--side", "orcs"),
     "--side: side 'orcs' is given twice", "--side: strana „orcs“ je zadána dvakrát"),
    (("deploy-shuffle", "wm", "alternate", "--units", "orcs=0", "--units", "elves=0"),
     "alternate placement: neither side has a unit to place (--units is 0 for both)",
     "střídavé rozmisťování: žádná strana nemá jednotku k rozmístění (--units je u obou 0)"),
    (("scatter", "mk", "--aim-distance", "2", "--at", "3"),
     "--at '3' is not a point: give X,Y (e.g. --at 3,-2)",
     "--at „3“ není bod: zadejte X,Y (např. --at 3,-2)"),
    (("scatter", "any", "--distance", "2", "--target", "3"),
     "--target '3' is not a point: give X,Y (e.g. --target 3,-2)",
     "--target „3“ není bod: zadejte X,Y (např. --target 3,-2)"),
]


@pytest.mark.parametrize(("args", "english", "czech"), NAMED)
def test_a_rule_s_refusal_names_the_option(muster, args, english, czech):
    run = muster(*args)
    assert_one_line_error(run)
    assert run.err == f"muster: error: {english}\n"
    run = muster("--lang", "cs", *args)
    assert_one_line_error(run)
    assert run.err == f"muster: chyba: {czech}\n"


def test_a_side_s_dis_is_refused_naming_the_option(muster, tmp_path):
    args = ("deploy-shuffle", "conf", "new", "--deck", str(tmp_path / "game.json"), "--dis",
            "lions=21", "--dis", "acheron=3", "--card", "lions=Paladin", "--card",
            "acheron=Zombies", "--seed", "1")
    assert_one_line_error(muster(*args), "--dis lions must be between 0 and 20, not 21")
    assert_one_line_error(muster("--lang", "cs", *args), "--dis lions musí být mezi 0 a 20, ne 21")


@pytest.mark.parametrize(("args", "english", "czech", "shown"), REFUSED)
def test_a_value_out_of_its_options_range_is_refused_naming_the_option(
        muster, args, english, czech, shown):
    run = muster(*args)
    assert_one_line_error(run)
    assert run.err.startswith(f"muster: error: {english} (see 'muster "), run.err
    run = muster("--lang", "cs", *args)
    assert_one_line_error(run)
    assert run.err.startswith(f"muster: chyba: {czech} (viz „muster "), run.err


@pytest.mark.parametrize(("args", "english", "czech", "shown"), REFUSED)
def test_the_help_the_refusal_points_at_shows_the_range(muster, args, english, czech, shown):
    pointer = muster(*args).err.rsplit("(see 'muster ", 1)[1].split("'")[0].split()
    if args[:2] == ("scatter", "any"):  # (its refusal points at the scatter group's help)
        pointer = ["scatter", "any", "--help"]
    run = muster(*pointer)
    assert run.code == 0
    assert shown in run.out, run.out


def _spec_refuses(build, field: str, value: float, low: float, high: float | None) -> None:
    with pytest.raises(RangeError) as err:
        build(value)
    assert (err.value.field, err.value.value, err.value.low, err.value.high) == \
        (field, value, low, high)
    assert str(err.value).startswith(f"{field} "), str(err.value)


def test_the_specs_keep_their_bounds_for_a_library_caller():
    from muster.engine.scatter_generic import GenericSpec
    from muster.games.confrontation.flight import FlightSpec
    from muster.games.void.athletics import AthleticsSpec
    from muster.games.void.attack import AttackSpec
    from muster.games.void.fall import FallSpec
    from muster.games.void.volley import VolleySpec
    from muster.games.warmaster.driveback import DriveBackSpec
    from muster.games.warmaster.storm import StormSpec

    _spec_refuses(StormSpec, "count", 101, 1, 100)
    _spec_refuses(StormSpec, "count", 0, 1, 100)
    _spec_refuses(FallSpec, "fall", 100_001, 0, 100_000)
    _spec_refuses(lambda h: AthleticsSpec("climb", 10, height=h), "height", -1, 0, 100_000)
    _spec_refuses(lambda cm: DriveBackSpec(edge_cm=cm), "edge_cm", 10_001, 0, 10_000)
    _spec_refuses(lambda cm: FlightSpec(10, edge_cm=cm), "edge_cm", -1, 0, 10_000)
    _spec_refuses(lambda r: GenericSpec("2", "d12", 0, r, 0, None, "in"), "radius",
                  1_000_001, 0, 1_000_000)
    _spec_refuses(lambda d: GenericSpec(str(d), "d12", 0, 0, 0, None, "in"), "distance",
                  2_000_000, 0, 1_000_000)
    _spec_refuses(lambda n: VolleySpec(AttackSpec("sword"), n), "targets", 51, 1, 50)


def test_the_rules_keep_their_bounds_for_a_library_caller():
    from muster.games.battlelore.cards import chance_in_next
    from muster.games.confrontation.abilities import MutagenicSpec, RegenerationSpec
    from muster.games.confrontation.characteristic import CharacteristicSpec
    from muster.games.confrontation.damage import DamageSpec
    from muster.games.confrontation.deploy import WithinSpec
    from muster.games.confrontation.feat import FeatSpec
    from muster.games.confrontation.flight import FlightSpec
    from muster.games.confrontation.melee_setup import Fighter, MeleeSetupSpec
    from muster.games.confrontation.shooting import ShotSpec
    from muster.games.confrontation.tables import check_dis
    from muster.games.mageknight.ranged import RangedSpec
    from muster.games.void.attack import AttackSpec
    from muster.games.void.initiative import InitiativeSpec
    from muster.games.warmaster.siege import Attack

    # a test's value may carry its modifiers (a dive's +3): 30 either way
    _spec_refuses(CharacteristicSpec, "value", 31, -30, 30)
    _spec_refuses(CharacteristicSpec, "value", -31, -30, 30)
    _spec_refuses(lambda f: CharacteristicSpec(4, 7, over=True, fanatic=f), "fanatic", 21,
                  -20, 20)
    _spec_refuses(lambda a: ShotSpec(a, range="short"), "aim", 21, -20, 20)
    _spec_refuses(lambda c: FlightSpec(10, courage=c, fear=3), "courage", 21, -20, 20)
    _spec_refuses(lambda i: MeleeSetupSpec(Fighter(i), Fighter(3)), "first.ini", 21, 0, 20)
    _spec_refuses(lambda n: MeleeSetupSpec(Fighter(3), Fighter(3, figures=n)),
                  "second.figures", 101, 1, 100)
    _spec_refuses(lambda n: CharacteristicSpec(4, group=n), "group", 101, 1, 100)
    _spec_refuses(lambda n: CharacteristicSpec(4, group=n), "group", 0, 1, 100)
    _spec_refuses(lambda x: MutagenicSpec(x), "x", -21, -20, 20)
    _spec_refuses(lambda s: DamageSpec(s, 3), "strength", 101, -20, 100)
    _spec_refuses(lambda r: DamageSpec(5, r), "resilience", 21, 0, 20)
    _spec_refuses(lambda k: DamageSpec(5, 3, toughness="gigantic", killed_before=k),
                  "killed_before", -1, 0, None)
    _spec_refuses(lambda n: WithinSpec("deck", 3, 0, n), "within", 0, 1, None)
    _spec_refuses(lambda n: check_dis("lions", n), "dis", 21, 0, 20)
    _spec_refuses(lambda n: Attack("shots", n), "shots", 201, 1, 200)
    _spec_refuses(lambda n: Attack("hits", n), "hits", 0, 1, 200)
    _spec_refuses(lambda n: RangedSpec(formation_attack=n), "formation_attack", -1, 0, None)
    _spec_refuses(lambda n: RangedSpec(formation_damage=n), "formation_damage", -1, 0, None)
    _spec_refuses(lambda m: FeatSpec("climb", m, res=2, height=5), "mov", -3, 0, 100)
    with pytest.raises(RangeError) as err:  # the die's faces: data (tests.toml)
        RegenerationSpec(7, "light")
    assert (err.value.field, err.value.low, err.value.high) == ("x", 1, 6)
    with pytest.raises(RangeError) as err:  # L9: Armor at most 19 (rules.toml)
        AttackSpec("sword", target_armor=20)
    assert (err.value.field, err.value.high) == ("target_armor", 19)
    with pytest.raises(RangeError) as err:  # the most fighters: data (rules.toml)
        InitiativeSpec(tuple((f"f{i}", 0) for i in range(31)))
    assert (err.value.field, err.value.value, err.value.high) == ("fighters", 31, 30)
    _spec_refuses(lambda n: chance_in_next(None, "12", n), "within", 0, 1, None)


def test_the_bounds_declared_on_options_are_kept_for_a_library_caller():
    from muster.games.battlelore.after_battle import AfterBattle
    from muster.games.confrontation.abilities import MutagenicSpec, ToxicSpec
    from muster.games.confrontation.melee import MeleeSpec
    from muster.games.confrontation.melee_setup import Fighter, MeleeSetupSpec
    from muster.games.mageknight.ranged import RangedSpec
    from muster.games.void.athletics import AthleticsSpec
    from muster.games.void.attack import AttackSpec
    from muster.games.void.initiative import InitiativeSpec

    def melee(**given):
        return MeleeSpec(**{"att": 4, "difficulties": (4,), "defence": 3, "parries": 0,
                            "strength": 5, "resilience": 3, **given})

    _spec_refuses(lambda a: melee(att=a), "att", -5, 0, 20)
    _spec_refuses(lambda d: melee(defence=d), "defence", 21, 0, 20)
    _spec_refuses(lambda n: melee(attacker_extra=n), "attacker_extra", -1, 0, 12)
    _spec_refuses(lambda n: melee(defender_extra=n), "defender_extra", -1, 0, 12)
    _spec_refuses(lambda a: MeleeSetupSpec(Fighter(3, att=a), Fighter(3)), "first.att", -1, 0,
                  20)
    _spec_refuses(lambda s: MeleeSetupSpec(Fighter(3), Fighter(3, strength=s)),
                  "second.strength", 21, 0, 20)
    _spec_refuses(lambda p: MutagenicSpec(2, p), "points", -1, 0, None)
    _spec_refuses(lambda p: ToxicSpec(p), "points", -1, 0, None)
    _spec_refuses(lambda n: AfterBattle(banners=n), "banners", -1, 0, None)
    _spec_refuses(lambda n: AfterBattle(victory=n), "victory", 0, 1, None)
    _spec_refuses(lambda hp: AttackSpec("sword", target_hp=hp), "target_hp", 0, 1, 1000)
    _spec_refuses(lambda m: AttackSpec("pistol", range_m=m), "range_m", -1, 0, None)
    _spec_refuses(lambda hp: AthleticsSpec("jump", 10, hp=hp), "hp", 0, 1, 1000)
    _spec_refuses(lambda r: InitiativeSpec((("a", 0), ("b", 0)), round=r), "round", 0, 1, None)
    _spec_refuses(lambda r: RangedSpec(range=r), "range", 0, 1, None)
    _spec_refuses(lambda d: RangedSpec(distance=d), "distance", -0.5, 0, None)
    with pytest.raises(RangeError):  # not a number: refused too
        RangedSpec(distance=float("nan"))


def test_a_battle_profile_takes_what_the_commands_take():
    """One table: a Confrontation profile's characteristic has the bounds of the roll and
    wound commands' options for it, so a stored value is one they take."""
    from muster.games.confrontation.battle import check_profile
    from muster.games.void.battle import check_profile as check_void
    from muster.limits import CHARACTERISTICS, MOST_CHARACTERISTIC

    assert CHARACTERISTICS["cou"] == CHARACTERISTICS["fear"] == CHARACTERISTICS["aim"] == \
        (-MOST_CHARACTERISTIC, MOST_CHARACTERISTIC)
    for key, (low, high) in CHARACTERISTICS.items():
        _spec_refuses(lambda v, key=key: check_profile({key: v}), key, high + 1, low, high)
    _spec_refuses(lambda v: check_void({"cc": v}), "cc", 0, 1, 19)
    _spec_refuses(lambda v: check_void({"armor": v}), "armor", 20, 0, 19)
