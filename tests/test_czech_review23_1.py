"""Rules of the third Czech review of `roll` and `wound` (rev23-1) that a golden output shows
only by example: checked over the whole catalog, so that a new message cannot bring the
wording back (the lines themselves are in tests/golden/cs/review23-roll-wound.txt)."""

from __future__ import annotations

import pytest

from helpers import catalog_found


@pytest.mark.parametrize("pattern, why", [
    (r"\bn?dob[ýy]v\w*\s+území",
     "BattleLore's 'dobití území' (seed 001 L31; docs/usage/czech.md): never the verb "
     "'dobývat území' beside it (#9)"),
    (r"kostkou po druhé", "a calque of 'one after another': 'hází se po jedné kostce' (#3)"),
    (r"na 5 se hází", "'na 5' reads as a value, not a die's face: 'při pětce se hází dál' "
                      "(#4; seed 000 L1149-1150)"),
    (r"\b(Strength|Agility|Will|Armor|Durability|Luck)\s+k20",
     "a Void test reads 'k20 = N proti Agility M', the attribute beside its value (#11)"),
    (r"útoku na \{d\}", "a defence's difficulty is its own, never 'proti 6. útoku na 11' after "
                        "'6. útok na 7' (#1)"),
])
def test_no_czech_message_brings_back_a_reviewed_wording(catalog, pattern, why):
    assert not catalog_found(catalog, pattern), why
