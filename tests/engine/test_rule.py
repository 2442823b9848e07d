"""The rule registry: a key type's registered view shows it in a --times table, its JSON
label stays the key's English text."""

from dataclasses import dataclass

from muster.engine import run
from muster.engine.rule import key_view, key_view_for


@dataclass(frozen=True)
class Colour:
    name: str

    def __str__(self) -> str:
        return self.name


@key_view(Colour)
def _colour(key: Colour) -> str:
    return {"red": "červená"}.get(key.name, key.name) if run.czech() else key.name


def test_a_key_view_shows_the_key_and_the_json_label_stays_english(czech: None) -> None:
    assert key_view_for(Colour("red")) is _colour
    assert run._shown_key(Colour("red")) == "červená"
    assert run._english(Colour("red")) == "red"


def test_in_english_the_key_view_gives_english() -> None:
    assert run._shown_key(Colour("red")) == "red"


def test_a_key_without_a_view_is_shown_as_it_is() -> None:
    assert key_view_for(3) is None
    assert run._shown_key(3) == 3
