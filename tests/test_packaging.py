"""Package metadata and the set-up commands: a distribution name of our own, a licence,
classifiers, `make demo` without the test tools."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_distribution_name_is_not_the_taken_one_and_the_command_stays_muster():
    # "muster" on PyPI is another project's (a classes framework, checked with pip download)
    assert PROJECT["name"] == "muster-wargames"
    assert PROJECT["scripts"] == {"muster": "muster.console:main"}  # Ctrl-C-guarded


def test_licence_and_classifiers():
    assert PROJECT["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    classifiers = PROJECT["classifiers"]
    assert "Programming Language :: Python :: 3.11" in classifiers
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers
    assert not any(c.startswith("License ::") for c in classifiers)  # PEP 639: the expression


def test_installed_metadata_matches():
    from importlib.metadata import metadata

    meta = metadata("muster-wargames")
    assert meta["Name"] == "muster-wargames"
    assert meta.get("License-Expression") == "MIT"
    assert "Topic :: Games/Entertainment :: Board Games" in meta.get_all("Classifier")


def test_make_demo_installs_no_test_tools():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    demo = re.search(r"^demo: (.*)$", makefile, re.M).group(1).split()
    assert demo == ["$(RUN)"]
    recipe = re.search(r"^\$\(RUN\):.*\n((?:\t.*\n)+)", makefile, re.M).group(1)
    assert "pip install --quiet -e ." in recipe and "[test]" not in recipe
    assert re.search(r"^test: \$\(TESTS\)$", makefile, re.M)
    assert "pre-commit" in " ".join(PROJECT["optional-dependencies"]["test"])
    assert not any(d.startswith(("pytest", "hypothesis", "pre-commit"))
                   for d in PROJECT["dependencies"])


def test_demo_opens_with_the_table_before_the_tournament():
    demo = (ROOT / "scripts" / "demo.sh").read_text(encoding="utf-8")
    shown = re.findall(r"^(?:show|check) (\S+)", demo, re.M)
    assert shown[0] == "roll" and shown.index("list-validate") > shown.index("wound")
