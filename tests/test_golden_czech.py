"""Golden Czech output: every command of tests/golden/cs/*.txt run with ``--lang cs`` and its
output compared, whole, with the text under it (reviewed once by a Czech reader, so that
agreement, cases, terms and typography are checked in context, not sentence by sentence).

The help-*.txt files hold help screens read line by line in Czech (their terms are the
results' and the rulebooks'). A file is a sequence of blocks:
``$ ARGS`` (the command, without ``muster --lang cs``), then its stdout; stderr lines start
with ``! ``, a non-zero exit is ``[exit N]``. The commands of one file run in order in a
scratch copy of examples/ and armies/ (a fortress file or deck they change is the copy), with
the broken army files of golden/cs/inputs/ as wrong/.
After a deliberate change, write the files anew and review the diff:
``MUSTER_GOLDEN=write pytest tests/test_golden_czech.py``.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import shutil
from pathlib import Path

import pytest

from helpers import source

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden" / "cs"
FILES = sorted(GOLDEN.glob("*.txt"))


def _blocks(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if line.startswith("$ "):
            out.append((line[2:], []))
        elif out:
            out[-1][1].append(line)
    return [(cmd, "\n".join(lines).rstrip("\n")) for cmd, lines in out]


def _golden(path: Path) -> tuple[tuple[str, str], ...]:
    """The blocks of a golden file, read (`helpers.source`: anew once the file changes) and
    split once per test process (each check of this module walks every file)."""
    return _split_blocks(source(path))


@functools.cache
def _split_blocks(text: str) -> tuple[tuple[str, str], ...]:
    return tuple(_blocks(text))


def _shown(run) -> str:
    lines = run.out.rstrip("\n").splitlines()
    lines += ["! " + line for line in run.err.rstrip("\n").splitlines()]
    if run.code:
        lines.append(f"[exit {run.code}]")
    return "\n".join(line.rstrip() for line in lines).rstrip("\n")


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_is_as_reviewed(path, muster, tmp_path, monkeypatch):
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    shutil.copytree(ROOT / "armies", tmp_path / "armies")
    shutil.copytree(GOLDEN / "inputs", tmp_path / "wrong")  # broken lists, as organisers get
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "100")
    blocks = _golden(path)
    got = [(cmd, _shown(muster("--lang", "cs", *shlex.split(cmd)))) for cmd, _ in blocks]
    if os.environ.get("MUSTER_GOLDEN") == "write":
        path.write_text("".join(f"$ {cmd}\n{out}\n\n" for cmd, out in got), encoding="utf-8")
        return
    for (cmd, expected), (_, actual) in zip(blocks, got, strict=True):
        assert actual == expected, f"muster --lang cs {cmd}"


def _without_examples(help_screen: str) -> str:
    """A help screen without its example paragraphs ('  muster roll 2d6 --odds', which may
    wrap): the prose, option help and defaults, where a die is named the rulebooks' way
    ('--direction k6|k8|k12|degrees', '[výchozí: k12]')."""
    paragraphs = re.split(r"\n\s*\n", help_screen)
    return "\n\n".join(p for p in paragraphs if not p.strip().startswith("muster "))


FINGERPRINT = re.compile(r"\b[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}\b")
ENGLISH_DIE = re.compile(r"(?<![\w{-])\d*[dD](?:[2-9]|[1-9]\d+|%|F)(?![\w}])")


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_names_dice_as_the_rulebooks_do(path):
    """k6, 2k6, k20 (seed 003 L9, seed 002 L177): an English die name in Czech output is
    only the player's own notation echoed back (a `d6` the command itself has)."""
    bad = []
    for cmd, out in _golden(path):
        typed = set(ENGLISH_DIE.findall(cmd))
        if cmd.endswith("--help"):  # a help's examples are commands, typed as a player may
            out = _without_examples(out)
        out = FINGERPRINT.sub("", out)  # a roster's fingerprint ('d428-1bc4-231b') is no die
        # a help's example command is typed as it stands (either notation is read), and the
        # notation's help says that 'd' is read too ('k6, 3k6, k20, k%; také 3d6')
        out = re.sub(r"\bmuster [^()\n]*|také \d*d\d+", "", out)
        bad += [(cmd, d) for d in ENGLISH_DIE.findall(out) if d not in typed]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_cites_rulebook_lines_as_czech_does(path):
    """'ř. 739–740': no 'L739-740' or 'seed L27' in Czech output."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if re.search(r"(?<![\w/])L\d+\b", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_dashes_a_sentence_with_an_en_dash(path):
    """'lions 5, acheron 2 – vyhrává lions': a hyphen between two parts of a
    sentence is an en dash in Czech; a minus ('STR 13 - RES 7', '+ 4 - 3') is followed by a
    number or a capital abbreviation, a dash by a word."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if re.search(r" - (?:[a-záčďéěíňóřšťúůýž]|-\d)", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_has_no_e_notation(path):
    """'4,4 · 10⁻⁵ %', 'pod 10⁻⁹', '1 z 10⁷⁷': never '4,4e-05' or '10^77'
    (a list's fingerprint, 'otisk 623e-31a6-d1aa', is hexadecimal, not a number)."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines()
           if re.search(r"\d[eE][-+]\d|\d\^\d", re.sub(r"otisk [0-9a-f-]+", "", line))]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_has_no_english_words(path):
    """No English sentence in Czech output (Warmaster fortress
    passage, Mage Knight gang-up, lunge and bombard, BattleLore hexes, --times labels such
    as 'drive-back'); a name the user typed, a file and an option are not English text."""
    from test_docs_examples import QUOTED, english_lines

    bad = []
    for cmd, out in _golden(path):
        if cmd.endswith("--help"):  # help names the values one types ('none', 'side', 'units')
            continue
        bad += [(cmd, line) for line in english_lines(out, [])]
        if path.stem == "english-sweep":  # the commands swept, word by word
            bad += [(cmd, line) for line in out.splitlines()
                    if SWEPT_WORDS.search(QUOTED.sub("", ID.sub("", line)))]
    assert not bad, bad


ID = re.compile(r"\([\w-]+\)")  # an id to type beside its Czech name: 'brána (gate)'
# the words the sweep found or looked for, beyond the docs check's list
SWEPT_WORDS = re.compile(r"\b(drive-back|driven|seed|breached|destroyed|standing|gate|walls?|"
                         r"towers?|ramparts|lunge|gang-up|rear arc|bombard|token|pushing|"
                         r"retreat|flags?|morale|range|melee|\d+(?:,\d+)? in)\b", re.I)


def test_chains_cut_off_at_the_limit_are_noted_one_way():
    """The note of an --odds whose exploding or open-ended chains were cut off at the dice
    limit is one message in every command (it was three: 'chains past the limit', 'chains
    of sixes past the dice limit' and the deck's 'not exact: open-ended chains past 100
    dice'), so it reads the same in Czech wherever it is printed."""
    from muster.engine.odds_tables import CHAINS_LEFT_OUT

    source = ROOT / "cli" / "muster"
    msgids = {m for path in source.rglob("*.py")
              for m in re.findall(r'"(\([^"]*chains[^"]*\))"', path.read_text(encoding="utf-8"))}
    assert msgids == {CHAINS_LEFT_OUT}
    notes = {re.sub(r": [^)]*%\)", ": … %)", line.strip()) for path in FILES
             for _cmd, out in _golden(path)
             for line in out.splitlines() if "řetěz" in line}
    notes = {n[n.index("("):] for n in notes}
    # in the table's unit, percent, as the hidden rows' note
    assert notes == {"(řetězy hodů za limitem kostek vynechány: … %)"}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_names_a_roll_once(path):
    """'Hod na Střelbu: kostka 4 = 4, …': a roll is named once, as the
    rulebook names it ('hod na střelbu', seed 000 L782; 'test na Odvahu', L695), never under
    two headings ('Hod na Střelbu: Hod na charakteristiku: kostka 4')."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines()
           if re.search(r"^\s*[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][^:]*: [A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][^:]*: kostk", line)]
    assert not bad, bad


# an option's help line: '  -q, --quiet   Vypíše …' (its description starts after two spaces;
# 'cast: …', the form an option serves, is no verb)
OPTION_LINE = re.compile(r"^\s+(?:-\w, )?--[\w-]+(?: [^\s]+)?\s{2,}"
                         r"(?:Nejdřív |Také |Jen )?(\w+)\b(?!:)")
INFINITIVE = re.compile(r"\w+(?:at|it|ít|et|ět|out|ýt)")
NOUNS_LIKE_INFINITIVES = frozenset(("Počet", "Součet", "Návrat"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_option_help_says_what_the_option_does(path):
    """'-q, --quiet  Vypíše jen neplatné …', 'Hodí i délku hry': every option
    described in the third person, as the others are ('Zvolí …', 'Ukáže …'), never a bare
    infinitive ('Vypsat jen …', 'Nejdřív hodit test Odvahy')."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           if cmd.endswith("--help") for line in out.splitlines()
           if (m := OPTION_LINE.match(line)) and INFINITIVE.fullmatch(m.group(1))
           and m.group(1) not in NOUNS_LIKE_INFINITIVES]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_left_out_rows_are_named_in_the_tables_unit(path):
    """'(9 438 krajních výsledků, každý s pravděpodobností pod 10⁻⁷ %, …)' under a column of
    percentages: never a bare probability such as 'pod 10⁻⁹'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines()
           if re.search(r"s pravděpodobností pod [^,;%]*[,;]", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_void_initiative_names_what_each_modifier_is(path):
    """'+2 vlastní bonus', '−2 vlastní postih' (the rulebook's 'bonusy a
    postihy', seed 003 L27): a fighter's own modifier is named, not a bare '+2 vlastní'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           if cmd.startswith("deploy-shuffle void") for line in out.splitlines()
           if re.search(r"[+−-]\d+ vlastní(?! (?:bonus|postih)\b)", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_fractions_group_their_digits(path):
    """'28,23 % (2 117 137/7 500 000)', '(29 791/46 656)' as every Czech number is grouped,
    never '(2117137/7500000)'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if re.search(r"\(\d{4,}/|/\d{4,}\)", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_output_names_an_edge_one_way(path):
    """One edge word per output, its rulebook's: a fleeing Confrontation
    fighter leaves the battlefield, 'okraj bojiště' (seed 000 L670-671) in the title, the
    lines and the picture's legend alike; a Warmaster unit its table edge ('hrana stolu')."""
    bad = [(cmd, "bojiště and stolu") for cmd, out in _golden(path)
           if "okraj bojiště" in out and re.search(r"(?:okraj|hran\w*) stolu", out)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_help_shows_ranges_in_words(path):
    """'[aspoň 0]', '[1 až 1 000 000]', '[výchozí: 1; 1 až 100]' (the refusal of a value
    outside them: '--seed musí být 0 nebo víc, ne −1'), never click's '[x>=0]' or
    '[1<=x<=1000000]'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if re.search(r"\bx[<>]=?-?\d|\d<=?x\b", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_refusals_are_in_one_style(path):
    """Every refusal in muster's style, click's as muster's own: a small
    letter after 'chyba:' (unless a name: 'BattleLore nemá …') and no full stop closing the
    message ('… aspoň 0 (viz …)', not 'Neplatná hodnota … aspoň 0. (viz …)')."""
    bad = []
    for cmd, out in _golden(path):
        for line in out.splitlines():
            m = re.match(r"! muster: chyba: (.*)", line)
            if m is None:
                continue
            text = re.sub(r" \(viz „[^“]*“\)$", "", m.group(1))
            first = re.match(r"[^\W\d_]+", text)
            capital = first is not None and first.group()[0].isupper() \
                and first.group()[1:].islower() and first.group() not in GAME_WORDS \
                and first.group() not in cmd  # a name the user typed ('Skeletons není …')
            if capital or re.search(r"[^.]\.$", text):
                bad.append((cmd, line))
    assert not bad, bad


# names the games give, capital as a name is: a BattleLore side ("Angličané a Welšané v tomto
# kole nezahráli …")
GAME_WORDS = {"Confrontation", "Warmaster", "Void", "Mage", "Angličané", "Francouzi"}


TIE_GAMES = {"conf": "confrontation", "confrontation": "confrontation", "mk": "mageknight",
             "mageknight": "mageknight"}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_tie_is_each_rulebook_s_word(path):
    """'remíza' is the Confrontation rulebook's word for tied dice (seed 000
    L468, L842: 'Pokud je výsledkem remíza, přehazujte znova'), so Confrontation says it
    throughout (not 'při shodě'); Warmaster and Void have no word for it ('stejný počet', seed
    002 L202; 'stejný součet'), BattleLore no tie; Mage Knight keeps its own."""
    bad = []
    for cmd, out in _golden(path):
        words = cmd.split()
        game = TIE_GAMES.get(words[1], "other") if len(words) > 1 else "other"
        if game == "confrontation" and re.search(r"\bshod[aěy]\b", out):
            bad.append((cmd, "shoda"))
        if game == "other" and re.search(r"(?i)\bremíz", out):
            bad.append((cmd, "remíza"))
    assert not bad, bad


def test_a_negative_number_takes_the_minus_sign_and_is_read_back(muster):
    """A negative number in Czech text takes the minus sign, whatever it
    follows ('--surprised −5', '(--mod −2)', '--attacks −1 není možné'); only an example's
    command keeps the hyphen it is typed with, and the minus sign copied from the output is
    read as the hyphen ('--mod −2', 'Kara=−2')."""
    bad = []
    for path in FILES:
        for cmd, out in _golden(path):
            text = " ".join(line.strip() for line in out.splitlines()
                            if not line.strip().startswith("muster "))
            bad += [(cmd, text[max(0, m.start() - 40):m.end() + 20])
                    for m in re.finditer(r"(?<![\w-])-\d", text)]
    assert not bad, bad
    typed = muster("--lang", "cs", "roll", "void", "--target", "12", "--mod", "\u22122",
                   "--dice", "9")
    assert typed.code == 0 and "12 \u2212 2 = 10" in typed.out
    fighter = muster("deploy-shuffle", "void", "-f", "Kara=\u22122", "-f", "Bandit", "--dice",
                     "4,5", "--json")
    assert fighter.code == 0 and '"value": -2' in fighter.out


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_rulebook_reference_names_its_page_first(path):
    """'s. 4, ř. 11', and a list grouped by page, 's. 3, ř. 9; s. 4, ř. 11'
    (the page is where a Czech reader looks first), never the flat 'ř. 9, s. 3, ř. 11, s. 4'
    that reads as one list of lines and pages."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if re.search(r"ř\. \d+(?:–\d+)?, s\. \d", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_roster_counts_before_its_noun(path):
    """A roster's army line counts as Czech counts, '2 postavy',
    '9 jednotek', '3 akce na tah', 'válečníci 106 bodů', never a label before its number
    ('postavy 2', 'jednotky 19', 'body válečníků 106', 'akce na tah pravidla …')."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if line.startswith(("**Armáda:**", "**Tým:**"))
           and re.search(r"\b(?:(?:postavy|jednotky|figurky|akce na tah) "
                         r"\d[\d\u00a0]*(?![\d\u00a0]| bod)|body \w+ \d|akce na tah pravidla)",
                         line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_command_list_shows_whole_phrases(path):
    """A command's line in a list is a whole phrase ('roll  Hod
    kostkami'), never one cut off mid-word with three ASCII dots ('Hod kostkami: obecný
    zápis (muster roll 3d6) nebo...'); a phrase too long is cut at a word with '…'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines()
           if re.search(r"\w\.\.\.$", line) and not re.search(r"[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]\.\.\.$", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_damage_is_counted_before_its_noun(path):
    """'utrpí 3 zranění', 'útočník utrpí 1 nátlakové zranění', the
    rulebook's verb and the number before the noun (seed 004 L11), not 'utrží zranění 3'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines()
           if re.search(r"utr[žp]í (?:nátlakové )?zranění \d|utrží (?:nátlakové )?zran", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_help_ends_a_list_with_atd(path):
    """'frakce atd.;', '+2, +4 atd. proti zbylým zásahům': never three dots
    after a space closing a list ('frakce ...;', '+2, +4, ... proti'); a placeholder's
    'CESTA...' and a command's elision stay."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           if cmd.endswith("--help") for line in out.splitlines()
           if re.search(r", \.\.\.|\w \.\.\.;", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_re_rolled_tie_is_a_roll_not_a_round(path):
    """A tie rolled again is 'hod po hodu', '1. hod', '2. hod' (seed 000 L842
    'přehazujte znova'), never 'kolo po kole' or 'po kolech': a kolo is the game's turn."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if re.search(r"kolo po kole|po kolech", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_zblizka_is_one_word(path):
    """'střelba zblízka' (seed 003 L13 'boj zblízka'), never 'z blízka'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if re.search(r"\bz blízka\b", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_pushing_damage_names_its_reason(path):
    """'utrpí 1 nátlakové zranění za druhý akční žeton',
    'za výpad a druhý akční žeton', never a label with its number in brackets
    ('(druhý akční žeton 1)', '(výpad 1)')."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines()
           if re.search(r"(?:výpad|akční žeton|kritické minutí) \d", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_battlelore_side_is_shown_by_its_name(path):
    """A BattleLore side in Czech output is the scenario's name
    ('Francouzi', 'Angličané a Welšané'; seed 001 L9), as the deck prints it, never its id
    ('french', 'english') in a roster's column or a finding, except as the did-you-mean of a
    misspelt id, glossed ('„english“, tedy Angličané a Welšané'); and a unit's
    banner is dashed inside a finding's brackets ('zelený prapor – nepravidelné jednotky'),
    never bracketed twice."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           if not cmd.endswith("--help") for line in out.splitlines()
           if re.search(r"„(?:english|french)“(?!, tedy)|\| (?:english|french) \||"
                        r"\([^()]*prapor \(",
                        line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_an_inch_is_a_palec(path):
    """Czech output counts inches as the rulebooks' *palec*, declined with
    the number ('3 palce', '6 palců', '0,5 palce', 'do 3 palců'), never the symbol 'in'
    ('6 in'); a unit the user types with --unit is echoed as typed."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           if not cmd.endswith("--help") and "--unit" not in cmd for line in out.splitlines()
           if re.search(r"\d in\b", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_default_id_shows_its_czech_name(path):
    """An option's default is shown with the Czech name its help gives it
    ('[výchozí: fragmentation (tříštivá)]'), or not at all where the help already says
    which is the default ('normal (normální, výchozí)'); never the bare English id
    ('[výchozí: none]') beside 'none (beze zranění)', nor beside the Czech name it glosses
    ('„žádná“/„none“': '[výchozí: žádná]')."""
    bad = []
    for cmd, out in _golden(path):
        if not cmd.endswith("--help"):
            continue
        prose = re.sub(r"\s+", " ", out)
        bad += [(cmd, m.group(0)) for m in re.finditer(r"\[výchozí: ([a-z][a-z0-9-]*)\]", prose)
                if re.search(rf"(?<![\w-]){re.escape(m.group(1))} \(|“/„{re.escape(m.group(1))}“",
                             prose)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_reads_without_a_label_before_its_number(path):
    """One *nebo* in a list of suggestions;
    a title after 'Co kdyby:' starts small ('šance na seslání'); one 'ř.' per list of
    lines ('ř. 19, 23'); counts before their nouns, not a label and a number ('generálové
    v armádě: 2', 'má podílů: 1'); keys and units are not 'povolené hodnoty'."""
    wrong = re.compile(
        r"nebo „[^“]*“ nebo „|"
        r"Srovnání \(--vs\), základ – (?!Mage|Confrontation|BattleLore|Warmaster|Void)"
        r"[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][a-záčďéěíňóřšťúůýž]|ř\. \d+(?:–\d+)?, ř\. \d|"
        r"generálové v armádě: \d|má podílů: \d|drží karet: \d|ustupuje o 0|"
        # (a BattleLore unit named by its number and quoted name is the finding's subject)
        r"(?:klíč\w*|pole|jednotka)(?! \d+ „) [^(]*\(povolené hodnoty")
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines() if wrong.search(line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_an_exploding_six_is_marked_in_czech(path):
    """A six that rolled on reads '6! + 2' in every Confrontation roll, the
    deployment roll-off too (seed 000 L372), never '6+2'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           if not cmd.endswith("--help") for line in out.splitlines()
           if re.search(r"(?<![\w!])6\+\d", line)]
    assert not bad, bad


def _command_lines(out: str) -> list[str]:
    """The lines of a help screen's list of commands ('Příkazy:'), one command each."""
    lines, inside = [], False
    for line in out.splitlines():
        if line.strip().endswith(":") and not line.startswith(" "):
            inside = line.strip() == "Příkazy:"
        elif inside and re.match(r"  [a-z][a-z-]*\s{2,}\S", line):
            lines.append(line)
    return lines


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_command_list_line_is_a_phrase_without_a_full_stop(path):
    """A command's line in a list is a whole phrase, never cut after a
    conjunction ('… bombardování nebo…'), and without a full stop ('Hody ve Warmasteru na
    k6', as 'Podhazování na k20 ve hře Void'); a group's line names what it does ('Příprava
    a konec hry v Mage Knightu'), not the game alone."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           if cmd.endswith("--help") for line in _command_lines(out)
           if re.search(r"\b(?:a|i|nebo|či|s|v|k|z)…$|(?<!\.)\.$|\s{2}Mage Knight$", line)]
    assert not bad, bad


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_battle_counts_each_game_s_own_figures(path):
    """A battle's sides count Void's *postavy*, Mage Knight's *válečníci* and
    Confrontation's *bojovníci* (as their rosters and cards do; seed 003 L11, seed 004
    L191); Warmaster and BattleLore keep *jednotky*."""
    bad = []
    for cmd, out in _golden(path):
        game = None
        for line in out.splitlines():
            head = re.match(r"(Void: Sci-Fantasy|Mage Knight|Confrontation|Warmaster|"
                            r"BattleLore), \d+\. kolo", line)
            if head:
                game = head.group(1)
            elif game in ("Void: Sci-Fantasy", "Mage Knight", "Confrontation") and \
                    re.match(r"\S[^:]*: \d+ jednot", line):
                bad.append((cmd, line))
    assert not bad, bad


# a die and its bare value, 'k6 3' (reads as three dice): never a target ('k6 4+'), a range
# ('k6 1–2') or a list ('k6 2, 3')
BARE_DIE_VALUE = re.compile(r"(?<![\w{])\d*k\d+ \d+(?![\d+–,\w])")


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_czech_writes_a_die_with_its_value_and_no_penalty_in_words(path):
    """A die and what it rolled is 'k6 = 3' wherever a result shows it
    (`muster.engine.render.rolled`, as 'k20 = 9' and 'k6 = 2 → k3 = 1'); no penalty is said
    in words ('bez postihu na kostky'), never 'postih na kostky 0'."""
    bad = [(cmd, line) for cmd, out in _golden(path)
           for line in out.splitlines()
           if BARE_DIE_VALUE.search(line) or re.search(r"postih\w* (?:na kostk\w+ )?0\b", line)]
    assert not bad, bad
