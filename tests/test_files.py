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
    (errno.EROFS, "en", "Read-only file system"),
    (errno.EROFS, "cs", "systémová chyba EROFS"),
])
def test_a_reason_is_in_the_users_language(request, code, lang, text):
    if lang == "cs":
        request.getfixturevalue("czech")
    assert shown(os_reason(OSError(code, "Read-only file system"))) == text


def test_a_reason_without_a_code_is_the_systems_words():
    assert shown(os_reason(OSError("odd failure"))) == "odd failure"
