"""The parsed bundled data kept beside it (`muster.engine.data.parsed_bundled`), as Python
keeps bytecode: read back while the file is unchanged, parsed again when it changes or the
cache is unreadable, never written when Python is told not to write bytecode."""

from __future__ import annotations

import glob
import os
import sys
import tomllib

import pytest

from muster.engine import data

RULES = 'a = 1\nb = [2.5, "x"]\n[c]\nd = true\n'


@pytest.fixture
def writing(tmp_path, monkeypatch):
    """Caches allowed, kept under a scratch PYTHONPYCACHEPREFIX."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path / "prefix"))
    return tmp_path


def _no_parser(monkeypatch):
    def refused(fh):
        raise AssertionError("parsed, not read from the cache")

    monkeypatch.setattr(tomllib, "load", refused)


def test_a_file_is_parsed_once_then_read_from_its_cache(writing, monkeypatch):
    path = writing / "rules.toml"
    path.write_text(RULES, encoding="utf-8")
    first = data.parsed_bundled(str(path))
    assert first == {"a": 1, "b": [2.5, "x"], "c": {"d": True}}
    cached = data.cache_file(str(path))
    assert cached.startswith(str(writing / "prefix")) and os.path.exists(cached)
    _no_parser(monkeypatch)
    assert data.parsed_bundled(str(path)) == first


def test_a_changed_file_is_parsed_again(writing):
    path = writing / "rules.toml"
    path.write_text(RULES, encoding="utf-8")
    data.parsed_bundled(str(path))
    path.write_text("a = 2\n", encoding="utf-8")  # another size
    assert data.parsed_bundled(str(path)) == {"a": 2}
    path.write_text("a = 3\n", encoding="utf-8")  # the same size, another time
    info = os.stat(path)
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    assert data.parsed_bundled(str(path)) == {"a": 3}


def test_an_unreadable_cache_is_parsed_over(writing):
    path = writing / "rules.toml"
    path.write_text(RULES, encoding="utf-8")
    data.parsed_bundled(str(path))
    cached = data.cache_file(str(path))
    for junk in (b"", b"\x00garbage", b"\xe9"):
        with open(cached, "wb") as fh:
            fh.write(junk)
        assert data.parsed_bundled(str(path))["a"] == 1


def test_no_cache_is_written_when_python_writes_no_bytecode(writing, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = writing / "rules.toml"
    path.write_text(RULES, encoding="utf-8")
    assert data.parsed_bundled(str(path))["a"] == 1
    assert not os.path.exists(data.cache_file(str(path)))


def test_a_value_marshal_cannot_keep_is_parsed_every_time(writing):
    path = writing / "rules.toml"
    path.write_text("day = 1979-05-27\n", encoding="utf-8")
    assert str(data.parsed_bundled(str(path))["day"]) == "1979-05-27"
    assert not os.path.exists(data.cache_file(str(path)))


def test_every_bundled_file_reads_back_as_parsed(writing, monkeypatch):
    files = sorted(glob.glob(os.path.join(data._GAMES, "*", "data", "*.toml")))
    assert len(files) >= 30
    parsed = {}
    for path in files:
        with open(path, "rb") as fh:
            parsed[path] = tomllib.load(fh)
        assert data.parsed_bundled(path) == parsed[path]  # writes its cache
    _no_parser(monkeypatch)
    for path in files:
        assert data.parsed_bundled(path) == parsed[path]
