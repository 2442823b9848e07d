"""Rules of the Czech re-review 23 (material 2b: deploy-shuffle, scatter, siege-breach,
battle, config, alias) that a golden output shows only by example: each defect's class held
by the whole catalog or by the rule's outcome, so a new message cannot bring it back."""

from __future__ import annotations

import pytest

# -------------------------------------------------------------- 1: the eliminated bombarder


@pytest.mark.parametrize("eliminated", [True, False])
def test_a_critical_miss_says_the_pushing_damage_the_bombarder_takes(muster, eliminated):
    """Both rolls a natural 2 (seed 004 L11): 1 pushing damage each, none for a bombarder
    eliminated before resolution (L16, L75; RULINGS: Mage Knight bombard). The critical-miss
    lines say what the result holds, and name him one way (2b 1)."""
    args = ["scatter", "mk", "-D", "14", "--dice", "1,1,1,1,1"]
    args += ["--eliminated"] if eliminated else ["-a", "8", "-m", "2"]
    body = muster(*args, "--json").json
    assert body["pushing"] == (0 if eliminated else 2)
    cs, en = muster("--lang", "cs", *args), muster(*args)
    assert cs.code == en.code == 0, (cs.err, en.err)
    assert cs.out.count("Kritické minutí: padly dvě jedničky (2): míjí") == 2
    said = [line for line in cs.out.splitlines() + en.out.splitlines() if "pushing" in line
            or "nátlak" in line]
    assert said and not any("útočník" in line or "attacker" in line for line in said)
    if eliminated:
        assert cs.out.count("bombardující je vyřazen, nátlakové zranění neutrpí") == 2
        assert "utrpí 1" not in cs.out and "takes 1" not in en.out
        assert en.out.count("the bombarder is eliminated and takes no pushing damage") == 2
    else:
        assert cs.out.count("míjí, bombardující utrpí 1 nátlakové zranění") == 2
        assert "bombardující utrpí 2 nátlaková zranění za kritická minutí" in cs.out
        assert "neutrpí" not in cs.out and "takes no" not in en.out


# ------------------------------------------------------- 2: names that are one subject


@pytest.mark.parametrize("args, czech, english", [
    (["deploy-shuffle", "void", "-f", "Kara=2", "-f", "Bandit", "-f", "Rook", "--dice",
      "12,14,3,3,8"], "stejný součet: Kara a Bandit házejí znovu (Kara 3, Bandit 8)",
     "tie re-rolled among Kara, Bandit: Kara 3, Bandit 8"),
    (["deploy-shuffle", "void", "-f", "A", "-f", "B", "-f", "C", "--dice", "5,5,5,3,4,9"],
     "stejný součet: A, B a C házejí znovu (A 3, B 4, C 9)",
     "tie re-rolled among A, B, C: A 3, B 4, C 9"),
    (["deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=1",
      "--player", "Eva=1"],
     "mezi hráči Radek, Honza a Eva je stále nerozhodně; další rozhodující kritérium je "
     "nejvíc bodů za vyřazené figury (ř. 223): zadejte --eliminated JMÉNO=BODY pro Radek, "
     "Honza a Eva",
     "Radek, Honza and Eva are still tied; the next tie-break is the most points of figures "
     "eliminated (L223): give --eliminated NAME=POINTS for Radek, Honza and Eva"),
])
def test_a_list_of_names_ends_with_and(muster, args, czech, english):
    """A list that is a verb's subject (or a preposition's object) joins its last name with
    'a', 'and' in English; three names are never 'A and B and C' (2b 2)."""
    cs, en = muster("--lang", "cs", *args), muster(*args)
    assert czech in cs.out + cs.err
    assert english in en.out + en.err
