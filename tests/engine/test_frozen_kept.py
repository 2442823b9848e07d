"""The compiled ``__init__`` of `muster.engine.frozen`'s classes kept beside their module
(`muster.kept`): a module imported again reads it back instead of compiling, and gets the
same class; a changed module, or a kept file that is not one, compiles anew; nothing is
kept when Python is told not to write bytecode."""

from __future__ import annotations

import importlib.util
import inspect
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from muster import kept
from muster.engine import frozen as frozen_module

SOURCE = '''
from __future__ import annotations

from muster.engine.frozen import frozen


@frozen
class Spec:
    value: int
    names: tuple[str, ...] = ()
    seen: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", tuple(self.names))


@frozen(kw_only=True)
class Other:
    a: int
    b: str = "x"
'''


@pytest.fixture
def writing(tmp_path, monkeypatch):
    """Kept files allowed, under a scratch PYTHONPYCACHEPREFIX; the module's kept codes
    forgotten, as by a new run."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path / "prefix"))
    monkeypatch.setattr(frozen_module, "_KEPT", {})
    return tmp_path


def _imported(path: Path, name: str = "frozen_kept_sample") -> ModuleType:
    """The module at ``path`` imported afresh (as a new run would)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


def _compiles(monkeypatch) -> list[str]:
    """Every ``__init__`` text `frozen` compiles from now on."""
    texts: list[str] = []
    real = compile

    def counted(text, *args, **kwargs):
        texts.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(frozen_module, "compile", counted, raising=False)
    return texts


def _same_behaviour(module: ModuleType) -> None:
    spec = module.Spec(3, ["a"])
    assert spec == module.Spec(3, ("a",)) and hash(spec) == hash(module.Spec(3, ("a",)))
    assert repr(spec) == "Spec(value=3, names=('a',), seen=None)"
    assert str(inspect.signature(module.Spec)) == (
        "(value: 'int', names: 'tuple[str, ...]' = (), seen: 'int | None' = None) -> None")
    assert module.Spec.__init__.__module__ == module.__name__
    with pytest.raises(TypeError):
        module.Spec()
    assert module.Other(a=1) == module.Other(a=1, b="x")
    with pytest.raises(TypeError):
        module.Other(1)


def test_a_module_imported_again_reads_its_inits_back(writing, monkeypatch):
    path = writing / "sample.py"
    path.write_text(SOURCE, encoding="utf-8")
    texts = _compiles(monkeypatch)
    _same_behaviour(_imported(path))
    assert len(texts) == 2  # Spec's and Other's
    assert os.path.exists(kept.cache_file(str(path)))
    monkeypatch.setattr(frozen_module, "_KEPT", {})  # a new run
    _same_behaviour(_imported(path))
    assert len(texts) == 2  # nothing compiled again


def test_a_changed_module_compiles_anew(writing, monkeypatch):
    path = writing / "sample.py"
    path.write_text(SOURCE, encoding="utf-8")
    _imported(path)
    path.write_text(SOURCE.replace("seen: int | None = None", "seen: int | None = 7"),
                    encoding="utf-8")
    monkeypatch.setattr(frozen_module, "_KEPT", {})
    texts = _compiles(monkeypatch)
    module = _imported(path)
    assert len(texts) == 2  # the module's stamp changed: nothing of it is read back
    assert module.Spec(1).seen == 7


def test_a_kept_file_that_is_not_one_compiles(writing, monkeypatch):
    path = writing / "sample.py"
    path.write_text(SOURCE, encoding="utf-8")
    _imported(path)
    stamped = kept.stamp(str(path), frozen_module.KEPT_VERSION)
    # the right stamp, but the text of each __init__ kept as something not code
    kept.write(str(path), stamped, {text: "not code" for text in
                                    kept.read(str(path), stamped, dict)})
    monkeypatch.setattr(frozen_module, "_KEPT", {})
    texts = _compiles(monkeypatch)
    _same_behaviour(_imported(path))
    assert len(texts) == 2
    with open(kept.cache_file(str(path)), "wb") as fh:
        fh.write(b"garbled")
    monkeypatch.setattr(frozen_module, "_KEPT", {})
    _same_behaviour(_imported(path))
    assert len(texts) == 4


def test_nothing_is_kept_when_python_writes_no_bytecode(writing, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = writing / "sample.py"
    path.write_text(SOURCE, encoding="utf-8")
    _same_behaviour(_imported(path))
    assert not os.path.exists(kept.cache_file(str(path)))


def test_what_another_python_kept_is_compiled_anew(writing, monkeypatch):
    path = writing / "sample.py"
    path.write_text(SOURCE, encoding="utf-8")
    _imported(path)
    assert frozen_module.KEPT_VERSION & 0xFFFFFFFF == sys.hexversion
    monkeypatch.setattr(frozen_module, "KEPT_VERSION", frozen_module.KEPT_VERSION + 1)
    monkeypatch.setattr(frozen_module, "_KEPT", {})
    texts = _compiles(monkeypatch)
    _same_behaviour(_imported(path))
    assert len(texts) == 2
