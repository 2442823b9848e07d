"""Mage Knight in Czech: the --times outcome labels (hit pattern, wound, bombard), the
roster's factions, the item-slot and artifact findings with their plural forms; English
labels stay as --json writes them."""

from __future__ import annotations

from helpers import cs_lines, english, shown_key
from muster import i18n
from muster.games.mageknight.attack import HitPattern
from muster.games.mageknight.bombard import BombardKey
from muster.games.mageknight.wound import WoundOutcome

NBSP = "\u00a0"


def test_mage_knight_outcome_keys_in_czech(czech):
    assert shown_key(HitPattern((True, False))) == "zásah, minutí"
    key = WoundOutcome((((True, 2, None, True), (False, 0, None, False), (True, 0, 3, False)),
                        1))
    assert shown_key(key) == ("C1 zásah, zranění 2, vyřazen; C2 minutí; C3 zásah, léčení 3; "
                        "1 nátlakové zranění")
    assert english(key) == "T1 hit dmg 2 eliminated; T2 miss; T3 hit heal 3; pushing 1"
    assert shown_key(BombardKey(False, 1.5, 180, (True, False, True), 0)) == \
        "odchýlení o 1,5 palce pod úhlem 180°; zasažené figury: 1, 3"
    assert shown_key(BombardKey(True, 0, None, (False,), 1)) == \
        "žeton zůstane; zasažené figury: žádné; 1 nátlakové zranění"
    assert english(BombardKey(False, 1.5, 180, (True,), 0)) == \
        "scatters 1.5 in at 180 deg; figures hit: 1"


def test_mage_knight_roster_factions_in_czech(muster):
    out = "\n".join(cs_lines(muster, "list-validate",
                             "armies/mageknight/legal-shyft-and-mage-spawn-250.json",
                             "--format", "markdown"))
    assert "| 1 | Shyft Seer | 1 | 62 | 62 | Prism of Sight (18) | Shyftové |" in out
    assert "| 3 | Orc Warbeast | 1 | 55 | 55 |  | Magické stvůry |" in out


def test_mage_knight_slot_and_artifact_findings_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", "armies/mageknight/illegal-items-over-slots.yaml",
                 "armies/mageknight/illegal-two-artifacts-on-one-warrior.yaml")
    out = run.out.replace(NBSP, " ")
    assert "[mageknight.item-slots] Orc Hunter nese 2 předměty, ale má jen 1 otvor pro " \
        "předmět (o 1 víc, než smí)" in out
    assert "[mageknight.one-artifact-per-warrior] Gulthak Orc nese 2 artefakty (Stormcaller " \
        "Horn je navíc); válečník smí nést nejvýš 1" in out
    run = muster("list-validate", "armies/mageknight/illegal-items-over-slots.yaml")
    assert "Orc Hunter carries 2 item(s) but has 1 item slot(s); 1 too many" in run.out


def test_mage_knight_slot_plurals(czech):
    """The catalog's plural forms of the item-slot and artifact findings (1 předmět,
    2 předměty, 5 předmětů)."""

    def items(n: int, slots: int) -> str:
        return (i18n.ngettext("{name} carries {n} item(s)", "{name} carries {n} item(s)", n)
                .format(name="Ork", n=n)
                + i18n.ngettext(" but has {slots} item slot(s)", " but has {slots} item slot(s)",
                                slots).format(slots=slots))

    assert items(1, 0) == "Ork nese 1 předmět, ale má jen 0 otvorů pro předměty"
    assert items(5, 2) == "Ork nese 5 předmětů, ale má jen 2 otvory pro předměty"
    assert i18n.ngettext("{name} carries {n} artifacts", "{name} carries {n} artifacts",
                         5).format(name="Ork", n=5) == "Ork nese 5 artefaktů"


def test_mage_knight_outcome_keys_print_english_whatever_the_language(czech):
    """A key's own text is its JSON label (English); only its key view translates."""
    assert str(HitPattern((True, False))) == "hit, miss"
    assert str(BombardKey(True, 0, None, (False,), 1)) == "stays; figures hit: none; pushing 1"
    assert str(WoundOutcome((((True, 2, None, False),), 0))) == "T1 hit dmg 2"
