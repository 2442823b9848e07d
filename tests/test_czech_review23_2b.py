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
