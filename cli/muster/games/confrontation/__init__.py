"""Confrontation (Rackham, 2004), from the Czech basic rules booklet (seed 000)."""
