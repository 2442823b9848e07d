"""muster.files.os_reason: the operating system's reason in the user's language."""

from __future__ import annotations

import errno

import pytest

from muster.files import os_reason
from muster.i18n import shown


@pytest.mark.parametrize("code,lang,text", [
    (errno.ENOENT, "en", "no such file"),
    (errno.ENOENT, "cs", "takový soubor neexistuje"),
    (errno.EPERM, "en", "permission denied"),
    (errno.EPERM, "cs", "přístup odepřen"),
    (errno.ENOSPC, "en", "no space left on the device"),
    (errno.ENOSPC, "cs", "na zařízení není místo"),
    (errno.EIO, "en", "input/output error"),
    (errno.EIO, "cs", "chyba vstupu/výstupu"),
    (errno.EPIPE, "en", "the pipe is closed"),
    (errno.EPIPE, "cs", "roura je uzavřená"),
    (errno.ENOTDIR, "en", "a part of the path is not a folder"),
    (errno.ENOTDIR, "cs", "část cesty není složka"),
    (errno.EROFS, "en", "Read-only file system"),
    (errno.EROFS, "cs", "systémová chyba EROFS"),
])
def test_a_reason_is_in_the_users_language(request, code, lang, text):
    if lang == "cs":
        request.getfixturevalue("czech")
    assert shown(os_reason(OSError(code, "Read-only file system"))) == text


def test_a_reason_without_a_code_is_the_systems_words():
    assert shown(os_reason(OSError("odd failure"))) == "odd failure"


def test_a_file_where_a_folder_should_be_is_named_so(muster, tmp_path):
    """A new deck in a 'folder' that is a file: not a folder, rather than missing."""
    (tmp_path / "afile").write_text("x")
    deck = str(tmp_path / "afile" / "d.json")
    args = ("deploy-shuffle", "conf", "new", "--deck", deck, "--dis", "a=3", "--dis", "b=3",
            "--card", "a=X", "--card", "b=Y")
    run = muster(*args)
    assert (run.code, run.err) == (2, f"muster: error: {deck}: not a folder: {tmp_path}/afile\n")
    run = muster("--lang", "cs", *args)
    assert (run.code, run.err) == (2, f"muster: chyba: {deck}: není složka: {tmp_path}/afile\n")
    missing = str(tmp_path / "nope" / "d.json")
    run = muster(*args[:3], "--deck", missing, *args[5:])
    assert (run.code, run.err) == (2, f"muster: error: {missing}: no such folder: "
                                      f"{tmp_path}/nope\n")
