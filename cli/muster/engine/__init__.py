"""The shared engine: dice sources and drivers, odds, the notation, rendering, data."""
