"""The physical feat (seed 000 L557-605): a characteristic test on MOV / 2.5 (a 6 rolls on, a
natural 1 fails) against the feat's difficulty (above it: swimming, jumps, climbing, a
deliberate fall), and the wound a failure costs (a damage roll, often to the legs). The
numbers are in ``data/rolls.toml``."""

from __future__ import annotations

from dataclasses import field, fields
from fractions import Fraction
from functools import cached_property
from typing import TYPE_CHECKING, Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, RangeError, within
from muster.games.confrontation.characteristic_roll import (
    CharacteristicRoll,
    characteristic_test,
)
from muster.games.confrontation.tables import (
    GAME,
    ability_applies,
    ability_taken,
    char_rules,
    current_key,
    plain,
    roll_rules,
    size_key,
    wound_name,
    wound_rules,
)
from muster.games.confrontation.wound_state import apply_wound
from muster.i18n import N_, named, say
from muster.language import Named
from muster.limits import CHARACTERISTICS, MOST_STRENGTH
from muster.text import exact

if TYPE_CHECKING:  # a failure's wound: its rule is imported when a feat fails (start-up)
    from muster.games.confrontation.damage import WoundRoll

VIEWS = "muster.games.confrontation.views.feat"  # its text and odds tables

FEATS = ("plain", "swim", "long-jump", "high-jump", "climb", "fall")
NEEDS_RES = ("swim", "high-jump", "climb", "long-jump", "fall")

_OUTCOMES = (N_("falls"), N_("unharmed"), N_("leg wound"), N_("success"), N_("failure"))


def _feats() -> Lookup:
    r = roll_rules()["feat"]
    return Lookup(N_("feat"), {k: r[k] if k in r else {"cs": r["cs"]} for k in FEATS})


def feat_key(name: str, field: str = "kind") -> str:
    """A feat by its id or its English or Czech name ('high-jump', 'skok do výšky'); a plain
    feat is the rulebook's bare 'tělesný úkon' (L557-561)."""
    return _feats().find(name, field=field,
                         template=N_("unknown feat '{name}' (allowed: {allowed})"))


def feat_named(name: str) -> str | None:
    """The feat ``name`` names (as `feat_key` reads it), or None."""
    return _feats().key(name)


# how a MOV in inches ends ('4.8in', '4.8"', '4,8 palce'), and the most cm shown for one
# (a refused MOV past it is shown as typed alone)
_INCHES = ("in", '"', "palců", "palcu", "palce", "palec")
MOST_SHOWN_CM = 10**6
MOV_STEP = Fraction(1, 1000)  # the finest MOV taken, in cm (RULINGS): 4.85in is 12.125 cm


def parse_mov(text: str, field_name: str = "mov") -> Fraction:
    """MOV in cm: '12', '12/4.8' (cm / inches, as cards print it) or '4.8in'."""
    per_inch = Fraction(str(roll_rules()["feat"]["cm_per_inch"]))
    t = text.strip().lower().replace(",", ".")
    for word in _INCHES[2:]:  # '4,8 palce', as Czech writes it
        t = t.removesuffix(word).strip() + "in" if t.endswith(word) else t
    try:
        if t.endswith(("in", '"')):
            return Fraction(t.rstrip('in"').strip()) * per_inch
        cm, slash, inches = t.partition("/")
        if slash and not inches.strip():  # '12/': cm / inches with the inches left out
            raise ValueError(text)
        value = Fraction(cm.strip())
        if inches and Fraction(inches.strip()) * per_inch != value:
            raise FieldError(field_name, "MOV {mov}: {inches} inches is not {cm} cm (1 inch "
                             "= {per} cm)", mov=text, inches=inches.strip(), cm=cm.strip(),
                             per=float(per_inch))
        return value
    except (ValueError, ZeroDivisionError):
        raise FieldError(field_name, "{field} takes cm ('12'), cm / inches ('12/4.8') or "
                         "inches ('4.8in'), not '{mov}'", mov=text) from None


def _mov_within(mov: Fraction, given: object) -> None:
    """MOV within a figure's range, in cm as its card gives it, to a thousandth of a cm at
    most (RULINGS); a MOV given as text is refused as it was typed (in every language:
    '-0.5', not the Czech '-0,5'), the range with its unit (and, typed in inches, what it is
    in cm)."""
    low, high = CHARACTERISTICS["mov"]
    try:
        within("mov", mov, low, high)
    except RangeError as err:
        if not isinstance(given, str):
            raise
        typed = given.strip()
        cm: object = ""
        if typed.rstrip().lower().endswith(_INCHES) and abs(mov) < MOST_SHOWN_CM:
            # inches: what they are in cm, every digit (-0.001in is -0.0025 cm, never a -0
            # that reads as in range; one that does not end, never the bound it crossed),
            # the same in both languages
            cm = say(" ({cm} cm)", cm=exact(mov, low if mov < low else high))
        err.message = say("{field} must be between {low} and {high} cm, not '{typed}'{cm}",
                          field=Field("mov"), low=low, high=high, typed=Named(typed, typed),
                          cm=cm)
        err.args = (err.message,)
        raise
    if (mov / MOV_STEP).denominator != 1:  # a total shown to its last digit decides alike
        typed = given.strip() if isinstance(given, str) else str(given)
        raise FieldError("mov", "{field} is given to a thousandth of a cm at most, as a card "
                         "gives it ('12', '12.5', '4.8in'), not '{mov}'",
                         mov=Named(typed, typed))


# what each kind of feat takes besides its kind, MOV and abilities (its subcommand's options)
OWN_FIELDS = {"plain": ("difficulty",), "swim": ("res", "current", "stunned"),
              "long-jump": ("res", "bases", "depth", "current", "stunned"),
              "high-jump": ("res", "height", "over_models", "smaller", "current", "stunned"),
              "climb": ("res", "height", "on_flat", "current", "stunned"),
              "fall": ("res", "height", "current", "stunned")}


@frozen
class FeatSpec:
    """A physical feat of ``kind`` (one of FEATS) by a figure with ``mov`` (cm, or text as
    `parse_mov` reads it) and ``res``; the other fields are the feat's own."""

    kind: str
    mov: Fraction | int | str
    res: int | None = None
    difficulty: int | None = None
    bases: int | None = None
    height: int | None = None
    smaller: bool = False
    over_models: str | None = None
    depth: int | None = None
    on_flat: bool = False
    current: str = "none"
    abilities: tuple[str, ...] = ()
    stunned: bool = False  # stunned already this round: a failure's wound keeps the stun

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", feat_key(self.kind))
        mov = parse_mov(self.mov) if isinstance(self.mov, str) else Fraction(self.mov)
        _mov_within(mov, self.mov)
        object.__setattr__(self, "mov", mov)
        object.__setattr__(self, "current", current_key(self.current))
        # one a feat does not take is refused below with the rule's reason
        keys = tuple(ability_taken(a, "physical_feat") for a in self.abilities)
        rules = char_rules()["ability"]
        for key in keys:
            if not rules[key].get("physical_feat", False):
                raise FieldError("abilities", "{ability} does not change a physical feat's "
                                 "die ({applies}); Hardened and Vivacity do (L1306-1309, "
                                 "L1440-1443)", ability=named(rules[key]),
                                 applies=ability_applies(key))
        object.__setattr__(self, "abilities", keys)
        if self.kind in NEEDS_RES and self.res is None:
            raise FieldError("res", "the {feat} needs the figure's {field} (its RES)",
                             feat=named(self.entry))
        if self.kind == "plain" and self.difficulty is None:
            raise FieldError("difficulty", "a physical feat needs its {field}")
        if self.kind != "plain" and self.difficulty is not None:
            raise FieldError("difficulty", "the {feat} sets its own difficulty; {field} is "
                             "for a plain feat", feat=named(self.entry))
        self._own_fields()
        if self.kind == "long-jump":
            if self.bases is None or self.depth is None:
                raise FieldError("bases", "a long jump needs {field} (base lengths to clear) "
                                 "and {depth} (cm to the bottom, the STR of a failure)",
                                 depth=Field("depth"))
            within("bases", self.bases, 0)
            within("depth", self.depth, 0, MOST_STRENGTH)  # the STR of a failure
        if self.kind == "high-jump":
            if self.over_models and self.height is not None:
                raise FieldError("height", "give {field} or {over_models}, not both",
                                 over_models=Field("over_models"))
            if self.over_models:
                object.__setattr__(self, "over_models", size_key(self.over_models,
                                                                 "over_models"))
            elif self.height is None:
                raise FieldError("height", "a high jump needs {field} (cm) or {over_models} "
                                 "SIZE", over_models=Field("over_models"))
        if self.height is not None:
            within("height", self.height, 0, MOST_STRENGTH)  # a fall's STR, as a jump's
        if self.kind in ("climb", "fall") and self.height is None:
            if self.kind == "climb":
                raise FieldError("height", "a climb needs {field} (cm above the ground where "
                                 "the roll is made)")
            raise FieldError("height", "a deliberate fall needs {field} (cm to the ground)")

    def _own_fields(self) -> None:
        """Refuse another kind's field given a value (its command takes no such option)."""
        own = OWN_FIELDS[self.kind]
        for f in fields(self):
            if f.name in ("kind", "mov", "abilities", *own) or f.name == "difficulty":
                continue  # a difficulty off a plain feat has its own refusal (above)
            if getattr(self, f.name) != f.default:
                raise FieldError(f.name, "{feat} does not use {field}", feat=named(self.entry))

    @cached_property
    def entry(self) -> dict[str, Any]:
        """The feat's data (its names, its numbers), read once."""
        return dict(roll_rules()["feat"].get(self.kind, {}))

    @cached_property  # a spec's derived numbers: worked out once (the exact driver's runs)
    def inches(self) -> Fraction:
        return Fraction(self.mov) / Fraction(str(roll_rules()["feat"]["cm_per_inch"]))

    @property
    def minus_res(self) -> bool:
        return bool(self.entry.get("minus_res"))

    @cached_property
    def shown(self) -> tuple[object, object, object]:
        """MOV in cm, in inches, and the test's value, as JSON numbers (worked out once:
        the exact driver's runs)."""
        return plain(self.mov), plain(self.inches), plain(self.value)

    @cached_property
    def value(self) -> Fraction:
        """What the test adds to the die: MOV / 2.5 (less RES when swimming)."""
        return self.inches - (self.res or 0 if self.minus_res else 0)

    @property
    def target(self) -> int | None:
        """The difficulty the total must be above (None: a climb or fall has none)."""
        s = self.entry
        if self.kind == "plain":
            return self.difficulty
        if self.kind == "swim":
            return 0
        if self.kind == "long-jump":
            assert self.bases is not None
            return int(s["base_difficulty"] + s["per_base"] * self.bases)
        if self.kind == "high-jump":
            assert self.res is not None
            return self.jump_height + self.res + (s["smaller_obstacle"] if self.smaller else 0)
        return None

    @property
    def jump_height(self) -> int:
        if self.over_models:
            return int(self.entry["over_models"][self.over_models])
        assert self.height is not None
        return self.height

    @property
    def failure_strength(self) -> int | None:
        """The STR of the leg wound a failed jump costs."""
        if self.kind == "long-jump":
            return self.depth
        if self.kind == "high-jump":
            return self.jump_height
        return None

    @property
    def location(self) -> str | None:
        return None if self.kind == "climb" else "legs"


@frozen
class FeatRoll(JsonResult):
    GAME = GAME

    feat: str
    mov_cm: object
    mov_inches: object
    value: object
    difficulty: int | None
    dice: tuple[int, ...]
    total: object
    automatic_failure: bool
    success: bool
    outcome: str
    wound_str: object
    wound: WoundRoll | None
    state: str | None
    seed: int | None = None
    spec: FeatSpec | None = field(default=None, metadata={"json": False})
    penalty: int | None = field(default=None, metadata={"json": False})
    key: str = field(default="", metadata={"json": False})


def _key(result: FeatRoll) -> str:
    return result.key


def _test(src: Source, spec: FeatSpec) -> CharacteristicRoll:
    """The feat's characteristic test (MOV / 2.5 against its difficulty; a deliberate fall
    rolls on only while its total is below the height: RULINGS 2, past it more dice only
    risk a 1)."""
    rules = char_rules()["ability"]
    fall = spec.kind == "fall"
    return characteristic_test(
        src, spec.value, spec.height if fall else spec.target, over=not fall,
        abilities=spec.abilities,
        five_as_six=any(rules[a]["five_as_six"] for a in spec.abilities),
        no_automatic_failure=any(rules[a]["no_automatic_failure"] for a in spec.abilities),
        no_modified_failure=any(rules[a].get("no_modified_failure", False)
                                for a in spec.abilities))


@frozen
class _Read:
    """What a feat reads from its test (a stage's reduction: equal readers weigh a test
    once): an automatic failure (whatever its total), and then for a climb the total (the
    centimetres climbed), for a fall the total up to the height (more only spares the
    model), for the other feats only whether the test succeeded."""

    kind: str
    height: int | None

    def __call__(self, test: CharacteristicRoll) -> tuple[bool, Any, bool]:
        if test.automatic_failure:
            return True, None, False
        if self.kind == "climb":
            return False, test.total, bool(test.success)
        if self.kind == "fall":
            assert self.height is not None  # a fall has its height
            return False, min(test.total, self.height), bool(test.success)
        return False, None, bool(test.success)


@rule(FeatSpec, key=_key, label=N_("outcome"))
def feat(src: Source, spec: FeatSpec) -> FeatRoll:
    # a stage: the exact driver weighs the test once, by what the feat reads from it
    (auto_fail, total, passed), test = src.stage(_test, spec, _Read(spec.kind, spec.height))
    dice: tuple[int, ...] = ()
    strength: Fraction | int | float | None = None
    if spec.kind == "climb":
        climbed = None if auto_fail else total
        fell = climbed is None or climbed < 0
        assert spec.height is not None
        if fell and not spec.on_flat and spec.height > 0:
            strength = spec.height
        outcome = say("falls") if fell else say("climbs {cm} cm", cm=plain(climbed))
        success = not fell
    elif spec.kind == "fall":
        assert spec.height is not None
        fall = spec.height - (0 if auto_fail else total)
        strength = fall if fall > 0 else None
        success = strength is None
        outcome = say("unharmed") if success else say("leg wound")
    else:
        success = passed
        outcome = say("success") if success else say("failure")
        if not success:
            strength = spec.failure_strength
    state: dict[str, Any] | None = None
    wound = None
    if not success and spec.kind == "swim":
        state = apply_wound(spec.entry["failure_wound"], spec.current, None, 0)
        if spec.stunned and not state["removed"]:  # the stun stays, and its penalty
            state["penalty"] -= wound_rules()["result"]["stunned"]["penalty"]
    elif strength is not None and strength > 0 and spec.res is not None:
        from muster.games.confrontation.damage import damage_roll  # start-up: a failure's damage

        wound = damage_roll(src, strength, spec.res, current=spec.current,
                            location=spec.location, stunned=spec.stunned)
        state = {"state": wound.state, "penalty": wound.penalty}
    key = outcome if state is None else say("{outcome}: {state}", outcome=outcome,
                                            state=wound_name(state["state"]))
    if test is not None:  # the test's own dice and total (the exact driver has neither)
        dice, total = test.dice, test.total
    return FeatRoll(spec.kind, *spec.shown, spec.target, dice, plain(total), auto_fail,
                    success, outcome,
                    plain(strength) if wound is not None else None, wound,
                    state["state"] if state else None, spec=spec,
                    penalty=state["penalty"] if state else None, key=key)
