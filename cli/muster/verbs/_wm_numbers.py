"""The Warmaster numbers the commands' help quotes as ``{name}`` fields
(`muster.verbs._data_help`), from data/rolls.toml, siege.toml and combat.toml: the data
alone, no rule module, read only when a help is shown (house rules change them)."""

from __future__ import annotations


def numbers() -> dict[str, int | str]:
    from muster.engine.data import load  # a verb module's import: start-up reads no data
    from muster.i18n import listed

    r, siege, combat = load("warmaster", "rolls"), load("warmaster", "siege"), \
        load("warmaster", "combat")
    cast, command = r["casting"], r["command"]
    none, damaged, breached = siege["breach_table"]
    return {"natural_fail": cast["natural_fail"], "wand": cast["wand"]["bonus"],
            "spellbound": cast["spellbound"]["penalty"], "crown": command["crown"]["value"],
            "helm": command["helm"]["bonus"], "command_max": command["max_value"],
            "over_max": listed([str(n) for n in range(command["max_value"] + 1,
                                                      command["dice"] * command["sides"] + 1)]),
            "length_base": r["game_length"]["base"], "gerroff_dice": r["gerroff"]["dice"],
            "gerroff_cm": r["gerroff"]["multiplier"], "dispel": r["dispel"]["target"],
            "dispel_sides": r["dispel"]["sides"], "spellbind": r["spellbind"]["target"],
            "door": siege["small_door"]["stands_per_command_phase"],
            "hit_on": siege["fortified"]["hit_on"], "gate": siege["modifiers"]["gate"]["value"],
            "damaged": siege["modifiers"]["damaged"]["value"],
            "none_min": none["min"], "none_max": none["max"],
            "damaged_min": damaged["min"], "damaged_max": damaged["max"],
            "breached": breached["min"], "tower_mm": siege["targets"]["tower"]["max_base_mm"],
            "fortified": combat["fortified"]["to_hit"], "armour_best": combat["armour"]["best"],
            "armour_worst": combat["armour"]["worst"]}
