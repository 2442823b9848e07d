#!/usr/bin/env python3
"""Resolve a merge conflict in the Czech catalog (muster.po / muster.mo).

    python scripts/po_merge.py     # during a `git merge` that stopped on the catalog

The catalog is generated from the code (scripts/i18n.py) except for its translations, so a
conflict is resolved entry by entry: every msgid of either side is kept, a translation one
side changed (against the merge base) wins over the other's unchanged one (ours wins if both
changed it). Then the catalog is extracted again from the merged code and compiled, and both
files are staged. Resolve the conflicts in the code first.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "cli"))

import i18n  # noqa: E402  (scripts/i18n.py)

REL = i18n.PO.relative_to(ROOT).as_posix()


def _stage(n: int):
    from babel.messages.pofile import read_po

    try:
        text = subprocess.run(["git", "show", f":{n}:{REL}"], cwd=ROOT, check=True,
                              capture_output=True).stdout
    except subprocess.CalledProcessError:
        return None
    return read_po(io.BytesIO(text), locale="cs", domain="muster")


def main() -> int:
    from babel.messages.pofile import write_po

    base, ours, theirs = _stage(1), _stage(2), _stage(3)
    if ours is None or theirs is None:
        print(f"{REL} is not in conflict (nothing to merge)")
        return 1
    merged = ours
    for message in theirs:
        if not message.id:
            continue
        ctx = message.context
        mine = merged.get(message.id, context=ctx)
        old = base.get(message.id, context=ctx) if base is not None else None
        if mine is not None and mine.pluralizable != message.pluralizable:
            # one side made the message plural (ngettext) or singular: the code extracted
            # again below decides which it is; ours stays if we changed its translation,
            # else theirs replaces it
            if mine.string and (old is None or mine.string != old.string):
                continue
            merged.delete(mine.id, context=ctx)
            mine = None
        if mine is None:
            merged.add(message.id, message.string, locations=message.locations, context=ctx)
        elif message.string and (not mine.string or (
                old is not None and mine.string == old.string and message.string != old.string)):
            mine.string = message.string
    buf = io.BytesIO()
    write_po(buf, merged, width=100, omit_header=False, sort_output=False, include_lineno=False)
    i18n.PO.write_bytes(buf.getvalue())
    i18n.update()  # extracted again from the merged code, and compiled
    subprocess.run(["git", "add", REL, i18n.MO.relative_to(ROOT).as_posix()], cwd=ROOT,
                   check=True)
    return i18n.check()


if __name__ == "__main__":
    sys.exit(main())
