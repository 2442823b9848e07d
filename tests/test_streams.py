"""muster.streams: a closed standard stream refused in the user's language."""

from __future__ import annotations

import errno

import pytest

from muster.i18n import shown
from muster.streams import ClosedInput, InputClosed, Output, OutputFailed


class _Closed:
    encoding = "utf-8"

    def write(self, _text: str) -> int:
        raise ValueError("I/O operation on closed file.")

    def flush(self) -> None:
        raise ValueError("I/O operation on closed file.")


@pytest.mark.parametrize("stream,act", [
    (None, lambda out: out.write("x")),
    (_Closed(), lambda out: out.write("x")),
    (_Closed(), lambda out: out.flush()),
])
@pytest.mark.parametrize("lang,text", [
    ("en", "cannot write the output: standard output is closed"),
    ("cs", "výstup nelze zapsat: standardní výstup je zavřený"),
])
def test_a_closed_output_is_refused_in_the_users_language(request, stream, act, lang, text):
    if lang == "cs":
        request.getfixturevalue("czech")
    with pytest.raises(OutputFailed) as err:
        act(Output(stream))
    assert shown(err.value.args[0]) == text


@pytest.mark.parametrize("lang,text", [
    ("en", "standard output is closed"),
    ("cs", "standardní výstup je zavřený"),
])
def test_no_output_has_no_file_number(request, lang, text):
    if lang == "cs":
        request.getfixturevalue("czech")
    with pytest.raises(OSError) as err:
        Output(None).fileno()
    assert err.value.errno == errno.EBADF and shown(err.value.strerror) == text


@pytest.mark.parametrize("lang,text", [
    ("en", "standard input is closed"),
    ("cs", "standardní vstup je zavřený"),
])
def test_a_closed_input_is_refused_in_the_users_language(request, lang, text):
    if lang == "cs":
        request.getfixturevalue("czech")
    with pytest.raises(InputClosed) as err:
        ClosedInput().readline()
    assert shown(err.value.args[0]) == text


class _Failing:
    encoding = "utf-8"

    def __init__(self, code: int) -> None:
        self.code = code

    def write(self, _text: str) -> int:
        raise OSError(self.code, "the system's own English words")

    def flush(self) -> None:
        raise OSError(self.code, "the system's own English words")


@pytest.mark.parametrize("act", [lambda out: out.write("x"), lambda out: out.flush()])
@pytest.mark.parametrize("code,lang,text", [
    (errno.ENOSPC, "en", "cannot write the output: no space left on the device"),
    (errno.ENOSPC, "cs", "výstup nelze zapsat: na zařízení není místo"),
    (errno.EIO, "en", "cannot write the output: input/output error"),
    (errno.EIO, "cs", "výstup nelze zapsat: chyba vstupu/výstupu"),
    (errno.EACCES, "en", "cannot write the output: permission denied"),
    (errno.EACCES, "cs", "výstup nelze zapsat: přístup odepřen"),
    # a reason muster does not word: the system's words in English, its code in Czech
    (errno.EROFS, "en", "cannot write the output: the system's own English words"),
    (errno.EROFS, "cs", "výstup nelze zapsat: systémová chyba EROFS"),
])
def test_a_failing_write_gives_its_reason_in_the_users_language(request, act, code, lang, text):
    if lang == "cs":
        request.getfixturevalue("czech")
    with pytest.raises(OutputFailed) as err:
        act(Output(_Failing(code)))
    assert shown(err.value.args[0]) == text
