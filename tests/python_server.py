"""``python -c CODE ARGS`` for the tests that watch what a fresh interpreter loads, at the
cost of a fork: `python_c`.

A test that lists the modules a command imports needs a process of its own, holding nothing
but what Python imports to start. Starting and ending one costs about 12 ms of CPU besides
the code's own work (and 7 ms more for the ``import json`` such a code begins with). Here a
waiting Python (a server) is started once per test process, start-up setting and first
imports; for each request it forks a child that takes the request's environment, folder and
output files and runs the code as ``python -c`` would. The child begins as a fresh
interpreter is once it has imported what the code imports first: the same modules and flags,
a new and empty ``__main__``, ``sys.argv`` as ``-c`` sets it. It ends as Python ends a run,
but without freeing each module's objects (see SERVER).

What an interpreter reads while it starts cannot change after the fork: the variables of
`startup_settings` (found by watching ``getenv`` and ``os.environ`` while ``python -c pass``
starts). A server is started for each set of their values, with those values, so a request is
answered as by a process started with its environment: a test that names its own (a scratch
PYTHONPYCACHEPREFIX) gets a server of its own. POSIX only: without ``os.fork``, or with
``fresh=True``, a request runs in a fresh process."""

from __future__ import annotations

import atexit
import locale
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Mapping
from pathlib import Path

# Run as ``python -c SERVER REQUESTS REPLIES [MODULE ...]``: file descriptors of the pipes it
# reads its requests from and writes its answers to, and the modules every code it runs
# imports first. It imports no other module (os and sys are imported by start-up), so a
# forked child holds what a fresh ``python -c`` holds once it has imported those. A request is
# NUL-separated: folder, stdout file, stderr file, code, the number of arguments, the
# arguments, then NAME=VALUE for each variable of the environment; its answer is the child's
# exit code (a signal's negative number, as subprocess gives it). Both ways, a message is
# its length in ten characters, then its bytes.
SERVER = """\
FRESH = dict(globals())
import os, sys


def read(fd, size):
    data = b""
    while len(data) < size:
        chunk = os.read(fd, size - len(data))
        if not chunk:  # the tests' process has closed its end, or is gone
            raise SystemExit(0)
        data += chunk
    return data


def framed(data):
    return b"%10d" % len(data) + data


def serve(requests, replies):
    while True:
        fields = read(requests, int(read(requests, 10))).split(b"\\0")
        pid = os.fork()
        if pid == 0:
            os.close(requests)
            os.close(replies)
            return fields
        os.write(replies, framed(b"%d" % os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])))


requests, replies = int(sys.argv[1]), int(sys.argv[2])
for name in sys.argv[3:]:
    __import__(name)
os.write(replies, framed(b"\\0".join(k + b"=" + v for k, v in os.environb.items())))
folder, out, err, code, count, *rest = serve(requests, replies)
os.chdir(folder)
for fd, path in ((1, out), (2, err)):
    opened = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(opened, fd)
    os.close(opened)
args, env = rest[:int(count)], rest[int(count):]
os.environ.clear()
os.environ.update(os.fsdecode(pair).split("=", 1) for pair in env)
code = os.fsdecode(code)
sys.argv = ["-c", *map(os.fsdecode, args)]
sys.orig_argv = [sys.executable, "-c", code, *sys.argv[1:]]
main = type(sys)("__main__")
main.__dict__.update(FRESH)
sys.modules["__main__"] = main
interrupted = False
try:
    exec(compile(code, "<string>", "exec"), main.__dict__)
    status = 0
except SystemExit as stop:
    status = stop.code
except BaseException as error:  # shown as python -c shows it, without the server's frame
    error = error.with_traceback(error.__traceback__.tb_next)
    sys.excepthook(type(error), error, error.__traceback__)
    status, interrupted = 1, isinstance(error, KeyboardInterrupt)
# the end of a run, as Python ends one: SystemExit's code (a text is printed, and exits 1),
# the other threads awaited, the atexit functions, the standard streams flushed (120 when
# stdout cannot take its last bytes), an interrupt's SIGINT. Python goes on to free every
# module's objects, writing to each page the child shares with the server (so copying it):
# that costs about as much as the start-up saved, and shows nowhere (but for a file the code
# left open with bytes unwritten, which loses them: no code sent here leaves one), so the
# child exits here.
if status is None:
    status = 0
elif not isinstance(status, int):
    print(status, file=sys.stderr)
    status = 1
if "threading" in sys.modules:
    sys.modules["threading"]._shutdown()
import atexit

atexit._run_exitfuncs()
if sys.stdout is not None and not sys.stdout.closed:
    try:
        sys.stdout.flush()
    except Exception as error:
        print(f"Exception ignored in: {sys.stdout!r}\\n{type(error).__name__}: {error}",
              file=sys.stderr)
        status = 120
if sys.stderr is not None and not sys.stderr.closed:
    try:
        sys.stderr.flush()
    except Exception:
        pass
if interrupted:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGINT)
os._exit(status)
"""

# read by the interpreter (PYTHON*, the locale and stdio encoding, the time zone, where it
# finds itself) and by site and the .pth files of the venv (the user's site folder, the
# setuptools shim) while it starts
STARTUP = frozenset({"LANG", "LC_ALL", "LC_CTYPE", "LOCPATH", "GCONV_PATH", "PATH", "TZ",
                     "HOME", "SETUPTOOLS_USE_DISTUTILS", "__PYVENV_LAUNCHER__"})


def startup_settings(env: Mapping[str, str]) -> dict[str, str]:
    """The variables of ``env`` a Python reads while it starts: a forked child keeps what its
    server read, so a server answers only requests with the same values."""
    return {k: v for k, v in env.items() if k.startswith("PYTHON") or k in STARTUP}


def _read(fd: int, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = os.read(fd, size - len(data))
        if not chunk:
            raise EOFError("the Python server is gone")
        data += chunk
    return data


def _text(data: bytes) -> str:
    """Output as ``subprocess.run(text=True)`` decodes it."""
    encoding = "utf-8" if sys.flags.utf8_mode else locale.getencoding()
    return data.decode(encoding).replace("\r\n", "\n").replace("\r", "\n")


class Server:
    """A waiting Python started with ``settings`` as its whole environment, having imported
    ``imported``; `run` forks it."""

    def __init__(self, settings: dict[str, str], imported: tuple[str, ...]):
        self.folder = Path(tempfile.mkdtemp(prefix="muster-python-server-"))
        theirs, self.requests = os.pipe()
        self.replies, ours = os.pipe()
        with open(self.folder / "server.err", "wb") as err:
            self.proc = subprocess.Popen([sys.executable, "-c", SERVER, str(theirs), str(ours),
                                          *imported],
                                         env=settings, stdout=subprocess.DEVNULL, stderr=err,
                                         pass_fds=(theirs, ours))
        os.close(theirs)
        os.close(ours)
        self.lock = threading.Lock()  # one request at a time: the answer comes in order
        environ = self._reply()
        # what start-up itself adds to the environment (LC_CTYPE when it coerces the C
        # locale): a fresh process started with the request's environment has it too
        added = dict(os.fsdecode(pair).split("=", 1) for pair in environ.split(b"\0") if pair)
        self.added = {k: v for k, v in added.items() if settings.get(k) != v}

    def run(self, code: str, args: tuple[str, ...], env: Mapping[str, str]) -> tuple[int, str,
                                                                                      str]:
        with self.lock:
            return self._run(code, args, env)

    def _run(self, code: str, args: tuple[str, ...], env: Mapping[str, str]) -> tuple[int, str,
                                                                                       str]:
        out, err = self.folder / "out", self.folder / "err"
        pairs = [f"{k}={v}" for k, v in {**env, **self.added}.items()]
        fields = [os.getcwd(), str(out), str(err), code, str(len(args)), *args, *pairs]
        request = b"\0".join(map(os.fsencode, fields))
        os.write(self.requests, b"%10d" % len(request) + request)
        return int(self._reply()), _text(out.read_bytes()), _text(err.read_bytes())

    def _reply(self) -> bytes:
        try:
            return _read(self.replies, int(_read(self.replies, 10)))
        except EOFError:  # what the server wrote before it ended
            raise EOFError((self.folder / "server.err").read_text()) from None

    def close(self) -> None:
        """Ends the server and waits for it (its CPU time, and its children's, is then this
        process's to count)."""
        os.close(self.requests)
        os.close(self.replies)
        self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


_SERVERS: dict[tuple[frozenset[tuple[str, str]], tuple[str, ...]], Server] = {}
_KEPT = 4  # servers kept at once; past that, the one least recently used is closed


def _server(settings: dict[str, str], imported: tuple[str, ...]) -> Server:
    key = (frozenset(settings.items()), imported)
    server = _SERVERS.pop(key, None) or Server(settings, imported)
    _SERVERS[key] = server  # the last one used comes last
    while len(_SERVERS) > _KEPT:
        _SERVERS.pop(next(iter(_SERVERS))).close()
    return server


@atexit.register
def close_servers() -> None:
    while _SERVERS:
        _SERVERS.popitem()[1].close()


def python_c(code: str, *args: str, env: Mapping[str, str] | None = None, check: bool = False,
             imported: tuple[str, ...] = (), fresh: bool = False
             ) -> subprocess.CompletedProcess[str]:
    """What ``subprocess.run([sys.executable, "-c", code, *args], capture_output=True,
    text=True, env=env, check=check)`` gives, run in a child forked from a server started with
    the same start-up settings (``fresh``: in a fresh process). In this process's folder,
    ``env`` (None: this process's environment) and its stdin. ``imported``: modules the code
    imports before anything else (``import json, sys``: json), imported by the server before
    it forks; a server is started for each such tuple, so it pays for a code run often."""
    command = [sys.executable, "-c", code, *args]
    if fresh or not hasattr(os, "fork"):
        return subprocess.run(command, capture_output=True, text=True, env=env, check=check)
    env = dict(os.environ if env is None else env)
    returncode, out, err = _server(startup_settings(env), imported).run(code, args, env)
    done = subprocess.CompletedProcess(command, returncode, out, err)
    if check:
        done.check_returncode()
    return done
