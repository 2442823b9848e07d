"""Mage Knight (WizKids), from the Czech rules, part 2 (seed 004)."""
