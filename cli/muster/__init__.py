"""muster: a command-line toolkit for tabletop wargames."""

__version__ = "0.1.0"
