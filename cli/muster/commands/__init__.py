"""Command functions that run without Typer or click: the console script's quick door
(`muster.quick_games`) calls them with the arguments Typer would pass, reading the command
line by a table generated from their Typer declarations (`muster.quick_table`,
scripts/quick_table.py). Their options stay declared once, in `muster.verbs` (their
annotations name them; `muster.verbs._params.declared` evaluates them there). A module here
imports neither Typer nor click, nor click's context: the quick door has none.
"""
