"""Void: Sci-Fantasy (Gediman): d20 roll-under tests, the combat pipeline and gear lists."""
