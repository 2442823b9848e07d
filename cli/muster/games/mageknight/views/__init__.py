"""Mage Knight views: the terminal text and the odds tables of the rules (the only place
with markup and translation). Each module registers its views when imported; a rule module
names its own (``VIEWS``), so showing one rule imports only those."""
