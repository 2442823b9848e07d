"""Warmaster (Games Workshop): rolls, wounds, army-list rules and sieges."""
