"""Batch ergonomics for organisers: --quiet, --format csv and the progress line."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from lists.testgame import ILLEGAL, LEGAL, lines
from muster.lists.runner import Progress

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- --quiet


def test_quiet_lists_only_illegal_and_unreadable_files(muster, game, write, tmp_path):
    write("t/a-legal.yaml", LEGAL)
    bad = write("t/b-illegal.yaml", ILLEGAL)
    broken = write("t/c-broken.yaml", "game: warmaster\nfigures: [\n")
    write("t/d-notes.yaml", "title: notes\n")
    run = muster("list-validate", str(tmp_path / "t"), "--quiet")
    assert run.code == 2
    assert lines(run) == [
        f"{broken}:3:1: error [input.syntax] not valid YAML: did not find expected node "
        "content (while parsing a flow node)",
        f"{bad}:2:15: error [test.limit] 110 points, over the limit of 100",
        f"{bad}:6:11: error [test.bad-name] no figure may be called Bad",
        f"{bad}: ILLEGAL (2 errors), 110 of 100 points",
        f"{broken}: UNREADABLE",
        "4 files: 1 legal, 1 illegal, 1 unreadable, 1 skipped; 3 errors, 0 warnings; "
        "points: warmaster 210 points"]
    doc = muster("list-validate", str(tmp_path / "t"), "-q", "--json").json
    assert [Path(f["file"]).name for f in doc["files"]] == ["b-illegal.yaml", "c-broken.yaml"]
    assert doc["summary"]["files"] == 4 and doc["summary"]["legal"] == 1


def test_quiet_with_every_list_legal_prints_the_summary_alone(muster, game, write):
    run = muster("list-validate", write("a.yaml", LEGAL), "-q")
    assert run.code == 0
    assert run.out == ("1 file: 1 legal, 0 illegal, 0 unreadable; 0 errors, 0 warnings; "
                       "points: warmaster 100 points\n")


# ---------------------------------------------------------------- --format csv


def rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_csv_has_a_row_per_file_with_the_documented_columns(muster):
    files = ["armies/warmaster/legal-empire-2000.yaml",
             "armies/mageknight/legal-shyft-and-mage-spawn-250.json",
             "armies/confrontation/illegal-points-over-limit.yaml"]
    run = muster("list-validate", *files, "--format", "csv")
    assert run.code == 1
    assert run.out.splitlines()[0] == ("file,player,game,army,points,verdict,errors,warnings,"
                                       "fingerprint")
    doc = muster("list-validate", *files, "--json").json["files"]
    got = rows(run.out)
    assert [(r["file"], r["player"], r["game"], r["army"], r["points"], r["verdict"],
             r["errors"], r["warnings"]) for r in got] == [
        (files[0], "", "warmaster", "Empire", "1815", "legal", "0", "0"),
        (files[1], "Radek", "mageknight", "Shyft, Mage Spawn", "249", "legal", "0", "0"),
        (files[2], "", "confrontation", "dirz", "212", "illegal", "1", "0")]
    assert [r["fingerprint"] for r in got] == [f["fingerprint"] for f in doc]


def test_csv_is_the_same_in_czech(muster):
    files = ["armies/warmaster/", "armies/void/"]
    assert muster("--lang", "cs", "list-validate", *files, "-f", "csv").out == \
        muster("list-validate", *files, "-f", "csv").out


def test_csv_rows_for_unreadable_and_skipped_files(muster, game, write, tmp_path):
    write("t/broken.yaml", "game: warmaster\nfigures: [\n")
    write("t/notes.yaml", "title: notes\n")
    run = muster("list-validate", str(tmp_path / "t"), "--format", "csv")
    assert run.code == 2 and "[input.syntax]" in run.err
    assert [(r["verdict"], r["errors"], r["points"], r["fingerprint"])
            for r in rows(run.out)] == [("unreadable", "1", "", ""), ("skipped", "0", "", "")]


def test_csv_cells_never_become_formulas(muster, tmp_path):
    path = tmp_path / "wm.yaml"
    path.write_text((ROOT / "armies/warmaster/legal-empire-2000.yaml").read_text("utf-8")
                    + "player: '=HYPERLINK(1)'\n", "utf-8")
    run = muster("list-validate", str(path), "-f", "csv")
    assert rows(run.out)[0]["player"] == "'=HYPERLINK(1)"


# ---------------------------------------------------------------- progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def clock(times: list[float]):
    it = iter(times)
    return lambda: next(it)


def test_progress_appears_after_two_seconds_on_a_terminal_only():
    term = Terminal()
    # start at 0; files done at 1.0 s (too early), 2.5 s (drawn), 2.6 s (too soon), 3.0 s
    progress = Progress(4, term, clock([0.0, 1.0, 2.5, 2.6, 3.0]))
    for done in range(1, 5):
        progress.update(done)
    progress.close()
    assert term.getvalue() == ("\rchecked 2 of 4 files\033[K\rchecked 4 of 4 files\033[K"
                               "\r\033[K")
    piped = io.StringIO()
    quiet = Progress(4, piped, clock([0.0, 9.0, 9.0, 9.0, 9.0]))
    for done in range(1, 5):
        quiet.update(done)
    quiet.close()
    assert piped.getvalue() == ""


def test_a_quick_batch_draws_nothing():
    term = Terminal()
    progress = Progress(3, term, clock([0.0, 0.5, 0.6, 0.7]))
    for done in range(1, 4):
        progress.update(done)
    progress.close()
    assert term.getvalue() == ""


def test_piped_output_is_the_same_with_or_without_the_progress(muster, game, write, tmp_path):
    for i in range(5):
        write(f"t/{i}.yaml", LEGAL)
    first = muster("list-validate", str(tmp_path / "t"))
    second = muster("list-validate", str(tmp_path / "t"))
    assert first.out == second.out and first.err == second.err == ""
