"""BattleLore (Days of Wonder, 2006): battle dice, the weapon matrix, retreats, scenario lists."""
