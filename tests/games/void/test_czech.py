"""Void in Czech: every terminal text of `roll void`, `wound void`, `scatter void`,
`deploy-shuffle void` and Void list findings under --lang cs, checked against Czech text
worked out by hand; English output and --json stay as they were."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, cs_lines

NBSP = "\u00a0"


def cs_error(muster, *args: str) -> str:
    run = muster("--lang", "cs", *args)
    assert_one_line_error(run)
    return run.err.strip().replace(NBSP, " ")


# ----------------------------------------------------------------------------- roll void


def test_roll_void_odds_title_and_lines_in_czech(muster):
    # d20 <= 8 with a spoiling roll: success needs a first roll in 1-8 and a reroll in 1-8:
    # 8/20 * 8/20 = 4/25; Luck is a 1 on the reroll (8/20 * 1/20 = 1/50); Bad luck a 20 first
    # (1/20) or on the reroll (8/20 * 1/20): 1/20 + 1/50 = 7/100
    assert cs_lines(muster, "roll", "void", "--target", "8", "--spoiling", "--odds") == [
        "Podhazování: k20 ≤ 8, s kazícím hodem",
        "  úspěch: 16,00 % (4/25)",
        "  Štěstí: 2,00 % (1/50)",
        "  Smůla: 7,00 % (7/100)"]
    assert cs_lines(muster, "roll", "void", "--control", "--odds")[0] == \
        "Kontrolní hod (k20): Štěstí na 1, Smůla na 20"


def test_roll_void_errors_in_czech(muster):
    assert cs_error(muster, "roll", "void") == (
        "muster: chyba: zadejte --target T (atribut nebo Armor, který se podhazuje), nebo "
        "--control pro kontrolní hod")
    assert cs_error(muster, "roll", "void", "--target", "5", "--corrective", "--spoiling") == (
        "muster: chyba: --corrective a --spoiling nelze kombinovat (pravidla neříkají, který "
        "přijde dřív); zvolte jeden")


# ---------------------------------------------------------------------------- wound void


def test_a_laser_shot_at_range_in_czech(muster):
    # automatic fire beyond the optimal 100 m: the laser's range penalty -10 DAM doubled;
    # the hit 9 <= RC 10, the automatic-hits d20 3 (1-10): one hit, 40 - 20 = 20 damage
    assert cs_lines(muster, "wound", "void", "--weapon", "laser rifle", "--range", "150",
                    "--mode", "automatic", "--dice", "9,3") == [
        "automatická laserová puška: střelba",
        "  vzdálenost: 150 m je za optimálním dostřelem 100 m: −20 DAM (dvojnásobek: automatická)",
        "  zásah: k20 = 9 proti RC 10: ZÁSAH",
        "  automatické zásahy: k20 = 3 → zásahy: 1",
        "  poškození za zásah: 40 − 20 (postih laseru za vzdálenost) = 20",
        "  Armor 0: každý zásah zraňuje, bez hodu na Armor",
        "  poškození: 1 × 20 = 20",
        "  HP cíle: 40 → 20 ze 40"]


def test_luck_against_zero_armor_and_pain_in_czech(muster):
    # a natural 1: no Armor roll; against zero Armor double damage, 2 x 20 = 40 of 80 HP
    lines = cs_lines(muster, "wound", "void", "--weapon", "sword", "--dice", "1",
                     "--target-hp", "80")
    assert lines[1] == "  zásah: k20 = 1 proti CC 10: ZÁSAH, Štěstí: zranitelné místo"
    assert lines[3:] == ["  Štěstí: bez hodu na Armor, každý zásah zraňuje",
                         "  nulový Armor a Štěstí: dvojnásobné poškození",
                         "  poškození: 1 × 40 = 40",
                         "  HP cíle: 80 → 40 z 80"]
    # 30 of 40 HP, 20 damage: 10 left, more than half of 40 lost -> Pain (L51)
    lines = cs_lines(muster, "wound", "void", "--weapon", "sword", "--dice", "3",
                     "--target-hp", "30", "--target-max-hp", "40")
    assert lines[-1] == ("  HP cíle: 30 → 10 ze 40; cíl ztratil víc než polovinu HP: hází "
                         "si na Bolest")
    # Bad luck breaks the weapon
    assert cs_lines(muster, "wound", "void", "--weapon", "sword", "--dice", "20")[1:3] == [
        "  zásah: k20 = 20 proti CC 10: VEDLE, Smůla", "  zbraň se rozbije"]


def test_armour_piercing_and_a_special_attack_in_czech(muster):
    # monomolecular: Armor 8 - 5 = 3, the Armor roll 9 > 3 wounds
    lines = cs_lines(muster, "wound", "void", "--weapon", "sword", "--modification",
                     "monomolecular", "--target-armor", "8", "--dice", "3,9")
    assert lines[3] == "  zranění proti Armor 8 − 5 (průraz) = 3: 9 – zraňuje 1 z 1 (hod > 3)"
    # pierce: -4 to hit (CC 10 - 4 = 6), -4 to the target's parry (CC 9 - 4 = 5)
    lines = cs_lines(muster, "wound", "void", "--weapon", "sword", "--special", "pierce",
                     "--defence", "parry", "--target-cc", "9", "--target-armor", "5",
                     "--dice", "3,12,9")
    assert lines[:3] == ["meč: zblízka, probodnutí: −4 na zásah, −4 na vykrytí cíle",
                         "  zásah: k20 = 3 proti CC 10 − 4 = 6: ZÁSAH",
                         "  vykrytí: k20 = 12 proti CC 5: SELHAL"]


@pytest.mark.parametrize("roll, minutes", [("9", "1 minutu"), ("10", "2 minuty"),
                                           ("13", "5 minut")])
def test_stunned_minutes_plural_in_czech(muster, roll, minutes):
    # stun: the target rolls Durability 8 instead of Armor; stunned (roll - 8) minutes (L33)
    lines = cs_lines(muster, "wound", "void", "--weapon", "hammer", "--special", "stun",
                     "--target-durability", "8", "--dice", f"5,{roll}")
    assert lines[0] == ("kladivo: zblízka, omráčení: bez zranění, cíl místo hodu na Armor "
                        "hází na Durability")
    assert lines[2] == (f"  omráčení: k20 = {roll} proti Durability 8: omráčen na tolik minut, "
                        "o kolik hod přesáhl Durability")
    assert lines[3] == f"  omráčen na {minutes} ({roll} \u2212 8)"


def test_a_sweep_in_czech(muster):
    # sweep: CC 10 - 2 (a cutting sword) = 8; 7 hits all three; dodges 9 and 10 fail against
    # Agility 8, 2 succeeds; Armor rolls 3 (no wound) and 12 (a wound of 20)
    lines = cs_lines(muster, "wound", "void", "--weapon", "sword", "--action", "sweep",
                     "--targets", "3", "--defence", "dodge", "--target-agility", "8",
                     "--target-armor", "5", "--dice", "7,9,3,10,12,2")
    assert lines[0] == "Rozmáchnutí: jeden hod proti 3 cílům v úhlu 180°"
    assert lines[1:4] == ["cíl 1:", "  zásah: k20 = 7 proti CC 10 − 2 (rozmáchnutí) = 8: ZÁSAH",
                          "  úhyb: k20 = 9 proti Agility 8: SELHAL"]
    # the shared hit roll is shown once, under the first target
    assert lines[8:10] == ["cíl 2:", "  úhyb: k20 = 10 proti Agility 8: SELHAL"]
    assert lines[-3:] == ["  úhyb: k20 = 2 proti Agility 8: ODVRÁCENO",
                          "  HP cíle: 40 → 40 ze 40",
                          "zraněno 1 ze 3, poškození celkem 20"]


@pytest.mark.parametrize("targets, against, title", [("1", "1 cíli", "1 cíl"),
                                                     ("2", "2 cílům", "2 cíle"),
                                                     ("5", "5 cílům", "5 cílů")])
def test_target_counts_plural_in_czech(muster, targets, against, title):
    sweep = ("wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", targets,
             "--target-armor", "5")
    assert cs_lines(muster, *sweep, "--dice", "19")[0] == \
        f"Rozmáchnutí: jeden hod proti {against} v úhlu 180°"
    assert cs_lines(muster, *sweep, "--odds")[0] == f"meč, rozmáchnutí: {title}"


def test_sweep_odds_in_czech(muster):
    # hit on 1-8 of 20 (2/5); a 1 is Luck (every target wounded), 2-8 a hit that each
    # target's Armor roll (> 5: 3/4) turns into a wound: P(none) = 12/20 + 7/20 * (1/4)^3
    # = 155/256; mean damage 3 targets x 20 x (1/20 + 7/20 x 3/4) = 18.75
    assert cs_lines(muster, "wound", "void", "--weapon", "sword", "--action", "sweep",
                    "--targets", "3", "--target-armor", "5", "--odds") == [
        "meč, rozmáchnutí: 3 cíle",
        "  aspoň jeden zásah: 40,00 % (2/5)",
        "  zbraň zničena: 5,00 % (1/20)",
        "  zraněné cíle:",
        "      0: 60,55 % (155/256), aspoň 100,00 %",
        "      1: 4,92 % (63/1 280), aspoň 39,45 %",
        "      2: 14,77 % (189/1 280), aspoň 34,53 %",
        "      3: 19,77 % (253/1 280), aspoň 19,77 %",
        "  průměrné poškození celkem 18,75"]


def test_wound_odds_in_czech(muster):
    # two-handed axe, Strength 12: DAM 50 + 20 = 70, a kill on any wound of a 40 HP target;
    # the hit on 1-10: a 1 is Luck (no Armor roll), 2-10 (9/20) need an Armor roll above 8
    # (9-20: 12/20): 1/20 + 9/20 * 12/20 = 128/400 = 8/25
    lines = cs_lines(muster, "wound", "void", "--weapon", "two-handed axe", "--strength",
                     "12", "--target-armor", "8", "--odds")
    assert lines[0] == "obouruční sekyra proti Armor 8, 40 HP"
    assert lines[1] == "  zásah: 50,00 % (1/2)"
    assert lines[2] == "  zraněn: 32,00 % (8/25)"
    assert lines[4] == "  mrtev: 32,00 % (8/25)"
    assert lines[6].split() == ["poškození", "šance", "aspoň", "nejvýš"]


def test_a_covering_fire_and_a_shotgun_in_czech(muster):
    assert cs_lines(muster, "wound", "void", "--weapon", "laser rifle", "--mode", "automatic",
                    "--action", "covering-fire", "--targets", "3", "--target-will", "9",
                    "--dice", "8,3,10,15") == [
        "Krycí palba: jeden hod proti 3 cílům v úhlu 90°",
        "  zásah: k20 = 8 proti RC 10 − 2 (krycí palba) = 8: ZÁSAH",
        "cíl 1: k20 = 3 proti Will 9: odolá",
        "cíl 2: k20 = 10 proti Will 9: další akcí musí zalehnout",
        "cíl 3: k20 = 15 proti Will 9: další akcí musí zalehnout",
        "zalehnout musí 2 ze 3"]
    lines = cs_lines(muster, "wound", "void", "--weapon", "shotgun", "--targets", "2",
                     "--squad", "--dice", "4,12")
    assert lines[0] == "Rojová zbraň: hod na každý cíl, 2 cíle v úhlu 45°"
    assert lines[3] == ("  poškození za zásah: 10 + 10 (rojová zbraň proti Oddílu nebo Roji: "
                        "dvojnásobek) = 20")
    assert lines[-1] == "zraněno 1 ze 2, poškození celkem 20"


def test_a_thrown_grenade_that_misses_in_czech(muster):
    # RC 10, a 15: it lands 15 - 10 = 5 m off towards the d12 bearing 3 (RULINGS 25) and
    # explodes there: the target, at the 5 m edge, is in the blast (L45): 10 damage
    assert cs_lines(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "he",
                    "--dice", "15,3") == [
        "výbušný nárazový granát: vrh",  # the charge agrees with granát (L45)
        "  zásah: k20 = 15 proti RC 10: VEDLE",
        "  granát dopadne 5 m od cíle (směr k12 = 3) a vybuchne tam",
        "  (domácí pravidlo o směru odchylky granátu v oddílu Void v docs/RULINGS.md: pravidla "
        "směr neurčují; 12 hodin míří rovně za cíl)",
        "  cíl je ve výbuchu o dosahu 5 m",
        "  poškození za zásah: 10",
        "  Armor 0: každý zásah zraňuje, bez hodu na Armor",
        "  poškození: 1 × 10 = 10",
        "  HP cíle: 40 → 30 ze 40"]
    # a timed grenade's blast: the Agility roll to get away (L45)
    lines = cs_lines(muster, "wound", "void", "--weapon", "timed grenade", "--charge", "frag",
                     "--target-agility", "8", "--dice", "18,6,8")
    assert "  časovaný granát: k20 = 8 proti Agility 8: uniká nezasažen" in lines
    assert lines[-1] == "  HP cíle: 40 → 40 ze 40"


def test_falls_and_moves_in_czech(muster):
    # a fall of 3 m, size 2: 1 m above the size x DAM 10 (L21)
    assert cs_lines(muster, "wound", "void", "--fall", "3", "--target-size", "2") == [
        "Pád z výšky: 3 m, velikost 2: 1 m nad velikost × 10 = poškození 10 (automatické: "
        "na Strength, Durability ani Armor nezáleží)",
        "  HP: 40 → 30 ze 40"]
    assert cs_lines(muster, "wound", "void", "--action", "grab", "--strength", "12",
                    "--target-strength", "10", "--defence", "parry", "--target-cc", "8",
                    "--dice", "5,3") == [
        "Chycení: Strength 12 proti 10, smí chytit",
        "  hod na CC: k20 = 5 proti CC 10: ZÁSAH",
        "  vykrytí: 3 proti 8: ODVRÁCENO",
        "  NECHYCEN"]
    # grab odds: CC 10 hits 1/2; the parry 8 of 20 turns 2/5 of those aside
    odds = cs_lines(muster, "wound", "void", "--action", "grab", "--strength", "12",
                    "--target-strength", "10", "--defence", "parry", "--target-cc", "8",
                    "--odds")
    assert odds[0] == "Chycení: CC 10, vykrytí 8"
    assert odds[1].split() == ["výsledek", "šance"]
    assert [x.split()[0] for x in odds[2:]] == ["chycen", "odvráceno", "vedle"]
    assert odds[2].split()[1:] == ["30,00", "%", "(3/10)"]
    assert cs_lines(muster, "wound", "void", "--action", "break-free", "--strength", "12",
                    "--target-strength", "14") == [
        "Vymanění z chycení: Strength 14 je vyšší než chytajícího 12: VOLNÝ hned, bez hodu"]
    # a size-1 body thrown 5 m into Durability 10 (no Armor: DAM 1 x 10 x 2 = 20); a 14
    # fails, the struck one loses 20 of 30; the thrown one falls 5 m: (5 - 1) x 10 = 40
    assert cs_lines(muster, "wound", "void", "--action", "throw-opponent", "--size", "5",
                    "--target-size", "1", "--strength", "12", "--distance", "5", "--struck",
                    "durability", "--struck-value", "10", "--struck-hp", "30",
                    "--dice", "14") == [
        "Vrhání protivníkem: bojovník velikosti 5 hází protivníkem velikosti 1 oběma "
        "končetinami (nejdřív ho musí chytit); "
        "Strength 12 dohodí 10 m, hozen 5 m",
        "  náraz do objektu: poškození = velikost 1 × 10 × 2 = 20; hod na Durability (bez Armor: "
        "dvojnásobné poškození): k20 = 14 proti Durability 10: poškození 20",
        "  HP zasaženého: 30 → 10 ze 30; cíl ztratil víc než polovinu HP: hází si na Bolest",
        "  dopad jako pád z 5 m: poškození 40 (automatické)",
        "  HP hozeného: 40 → 0 ze 40, mrtev"]


@pytest.mark.parametrize("args, message", [
    (("--weapon", "block cannon", "--dice", "7"),
     "blokokanon je těžká zbraň: nestřílí, dokud není fixována na trojnožce (ř. 37); až bude "
     "postavena, přidejte --fixed"),
    (("--weapon", "sword", "--targets", "99"),
     "--targets musí být mezi 1 a 50, ne 99 (viz „muster wound void attack --help“)"),
    (("--weapon", "block rifle", "--modification", "rapid-fire"),
     "na rychlopalnou lze modifikovat jen automatickou pušku (tato zbraň: samonabíjecí "
     "blokopuška)"),
    (("--fall", "-1"),
     "--fall musí být mezi 0 a 100 000, ne −1 (viz „muster wound void fall --help“)"),
    # a fall is a subcommand of its own: an attack's option is no option of it
    (("--fall", "3", "--weapon", "sword"),
     "neznámá volba „--weapon“; je to volba příkazu „muster wound void attack“ (viz "
     "„muster wound void fall --help“)"),
    ((), "zadejte útočící zbraň --weapon (nebo --fall M, nebo --action grab, break-free či "
         "throw-opponent)"),
])
def test_wound_void_errors_in_czech(muster, args, message):
    assert cs_error(muster, "wound", "void", *args) == "muster: chyba: " + message


# --------------------------------------------------------------------------- scatter void


def test_a_grenade_scatter_in_czech(muster):
    lines = cs_lines(muster, "scatter", "void", "--rc", "10", "--charge", "he", "--timed",
                     "--target-agility", "8", "--dice", "15,3,12")
    assert lines[0] == "Výbušný časovaný granát, výbuch 5 m: RC 10"
    assert lines[1] == "vrh: k20 = 15 proti RC 10: VEDLE"
    assert lines[2].startswith("odchylka 15 − 10 = 5 m, směr k12 = 3 → dopadne ")
    assert lines[4:6] == [
        "cíl je v dosahu výbuchu (5 m od bodu dopadu, výbuch má dosah 5 m)",
        "časovaný granát: cíl má čas utéct: k20 = 12 proti Agility 8: ZASAŽEN, je zasažen"]
    lines = cs_lines(muster, "scatter", "void", "--rc", "10", "--charge", "frag", "--dice",
                     "20,9")
    assert lines[1:3] == ["vrh: k20 = 20 proti RC 10: VEDLE, Smůla",
                          "  zásoba granátů je ztracena (ř. 41); tento granát přesto dopadne a "
                          "vybuchne"]
    assert cs_lines(muster, "scatter", "void", "--rc", "10", "--charge", "shaped", "--dice",
                    "10")[2:4] == ["granát dopadne na cíl a vybuchne tam",
                                   "kumulativní nálož nemá výbuch: cíl je zasažen"]


def test_grenade_odds_in_czech(muster):
    # RC 12 - 2 (indirect) = 10: a hit on 1-10; a miss by 1-10 m, each 1/20; a 5 m blast
    # catches the target on a hit or a miss by up to 5 m: 10/20 + 5/20 = 3/4
    lines = cs_lines(muster, "scatter", "void", "--rc", "12", "--indirect", "--charge", "he",
                     "--odds")
    assert lines[:6] == ["Výbušný nárazový granát, výbuch 5 m: RC 12 − 2 (nepřímé vrhání) = 10",
                         "zásah: 50,00 % (1/2)",
                         "cíl zasažen výbuchem: 75,00 % (3/4)",
                         "ztráta zásoby granátů (Smůla – padla 20): 5,00 % (1/20)",
                         "odchylka:",
                         "    1 m:   5,00 % (1/20)"]
    assert cs_error(muster, "scatter", "void", "--rc", "10", "--target-agility", "8") == (
        "muster: chyba: --target-agility je hod na únik před časovaným granátem: zadejte i "
        "--timed (nárazový granát na únik nedá čas)")


# ------------------------------------------------------------- initiative and army lists


def test_initiative_errors_in_czech(muster):
    assert cs_error(muster, "deploy-shuffle", "void", "--fighter", "Kara", "--fighter",
                    "Bandit", "--expected", "Kara", "--surprised", "Kara") == (
        "muster: chyba: Kara nemůže útok zároveň očekávat a být jím překvapen (--expected a "
        "--surprised)")
    assert cs_error(muster, "deploy-shuffle", "void", "--fighter", "Kara") == (
        "muster: chyba: počet bojovníků (--fighter JMÉNO[=MOD], jednou pro každého) musí být "
        "mezi 2 a 30, ne 1")


def test_void_list_findings_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", "armies/void/")
    out = run.out.replace(NBSP, " ")
    assert ("[void.modification] Josef Král: na rychlopalnou lze modifikovat jen "
            "automatickou pušku (tato zbraň: samonabíjecí blokopuška)") in out
    assert ("[void.one-modification] Filip Černý: meč má 2 modifikace (adamantiová, "
            "monomolekulární); zbraň smí mít jen jednu") in out
    assert ("[void.hud] Klára Veselá: nese dva taktické HUD; postava smí mít najednou dva "
            "monokulární HUD, jen když jsou různého typu" in out)
    assert ("[void.attributes] Zdeněk Pokorný: Agility 9 − 9 za vybavení = 0, mimo povolený "
            "rozsah 1–19") in out
    run = muster("--lang", "cs", "list-validate", "armies/void/legal-bc110-recon-team.yaml",
                 "--rule", "budget=-5")
    # a bad option (a bad --rule), not a bad file: one line on stderr, exit 2
    assert run.code == 2 and run.out == ""
    assert run.err == "muster: chyba: --rule budget=-5: rozpočet nemůže být záporný\n"
    # and in English
    out = muster("list-validate", "armies/void/").out
    assert ("[void.one-modification] Filip Černý: the sword has 2 modifications (adamantium, "
            "monomolecular); a weapon may have only one") in out
    assert ("[void.modification] Josef Král: rapid-fire fits automatic rifles only, not the "
            "semi-automatic block rifle") in out


# ------------------------------------------------------------------ English and JSON


def test_english_stays_as_it_was(muster):
    out = muster("wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", "3",
                 "--target-armor", "5", "--odds").out.splitlines()
    assert out[:2] == ["sword, sweep: 3 target(s)", "  at least one hit: 40.00 % (2/5)"]
    assert out[-1] == "  mean damage in all 18.75"
    out = muster("scatter", "void", "--rc", "10", "--charge", "high-explosive", "--dice",
                 "15,3").out.splitlines()
    assert out[:2] == ["High-explosive impact grenade (výbušný nárazový granát), blast 5 m: "
                       "RC 10", "throw: d20 = 15 vs RC 10: MISS"]
    assert out[2].startswith("missed by 15 - 10 = 5 m, towards 3 o'clock (d12) -> lands ")
    assert muster("wound", "void", "--fall", "3").out.splitlines() == [
        "Falling (pád z výšky): 3 m, size 2: 1 m above the size x 10 = 10 damage (automatic: "
        "Strength, Durability and armour do not matter)", "  HP: 40 -> 30 of 40"]


@pytest.mark.parametrize("args", [
    ("roll", "void", "--target", "8", "--spoiling", "--dice", "3,5"),
    ("roll", "void", "--target", "8", "--spoiling", "--odds"),
    ("wound", "void", "--weapon", "meč", "--target-armor", "5", "--dice", "8,6"),
    ("wound", "void", "--weapon", "hammer", "--special", "stun", "--target-durability", "8",
     "--dice", "5,13"),
    ("wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", "3", "--defence",
     "dodge", "--target-agility", "8", "--target-armor", "5", "--dice", "7,9,3,10,12,2"),
    ("wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", "3",
     "--target-armor", "5", "--odds"),
    ("wound", "void", "--weapon", "two-handed axe", "--strength", "12", "--target-armor", "8",
     "--odds"),
    ("wound", "void", "--weapon", "laser rifle", "--mode", "automatic", "--action",
     "covering-fire", "--targets", "3", "--target-will", "9", "--dice", "8,3,10,15"),
    ("wound", "void", "--weapon", "shotgun", "--targets", "2", "--squad", "--dice", "4,12"),
    ("wound", "void", "--weapon", "sword", "--times", "30", "--seed", "4"),
    ("wound", "void", "--fall", "3", "--seed", "1"),
    ("wound", "void", "--action", "grab", "--strength", "12", "--target-strength", "10",
     "--defence", "parry", "--target-cc", "8", "--odds"),
    ("wound", "void", "--action", "throw-opponent", "--size", "5", "--target-size", "1",
     "--strength", "12", "--distance", "5", "--struck", "armor", "--struck-value", "10",
     "--dice", "14"),
    ("scatter", "void", "--rc", "10", "--charge", "he", "--timed", "--target-agility", "8",
     "--dice", "15,3,8"),
    ("scatter", "void", "--rc", "12", "--indirect", "--charge", "he", "--odds"),
    ("scatter", "void", "--rc", "10", "--times", "20", "--seed", "2"),
    ("list-validate", "armies/void/"),
    ("list-validate", "armies/void/legal-bc110-recon-team.yaml", "--rule", "budget=100"),
])
def test_void_json_is_the_same_in_czech(muster, args):
    english = muster(*args, "--json")
    czech = muster("--lang", "cs", *args, "--json")
    assert english.out and english.code == czech.code
    assert czech.out == english.out


def test_void_roster_figures_in_czech(muster):
    # Karel: 431 of the 2000 money spent (the roster's details are not in the JSON)
    args = ("list-validate", "armies/void/legal-bc110-recon-team.yaml", "--format", "markdown")
    out = muster("--lang", "cs", *args).out.replace(NBSP, " ")
    assert "| halapartna (80); adamantiový meč (100); střední brnění (60);" in out
    assert "| Zápasník, CC 11, RC 11, Perception 9, Agility 1, Armor 19, zbývá 1 569 ze 2 000 " \
        "peněz |" in out
    out = muster(*args).out
    assert "| brawler, CC 11, RC 11, Perception 9, Agility 1, Armor 19, 1569 of 2000 money " \
        "left |" in out


def test_a_stunned_fighter_in_czech(muster):
    # Kara 8 + 2 = 10 before Bandit 10 - 2 (panic) = 8; Zed is stunned and sits out (L27)
    lines = cs_lines(muster, "deploy-shuffle", "void", "--fighter", "Kara=2", "--fighter",
                     "Bandit", "--fighter", "Zed", "--panic", "Bandit", "--stunned", "Zed",
                     "--dice", "8,10")
    assert lines[-1] == "  Zed: omráčen, neúčastní se"
    assert cs_error(muster, "deploy-shuffle", "void", "--fighter", "Kara", "--fighter", "Bob",
                    "--panic", "Zed") == (
        "muster: chyba: --panic uvádí „Zed“, který není mezi bojovníky --fighter (bojovníci: Kara, "
        "Bob)")


def test_overheating_in_czech(muster):
    # a semi-automatic laser overheats on an RC roll of 15-19 (L39): a 16 misses RC 10
    assert cs_lines(muster, "wound", "void", "--weapon", "laser rifle", "--dice", "16")[:3] == [
        "samonabíjecí laserová puška: střelba",
        "  zásah: k20 = 16 proti RC 10: VEDLE",
        "  laser se přehřívá (přehřátí, hod 15–19): do konce boje se nedá použít"]
    assert cs_lines(muster, "wound", "void", "--weapon", "laser pistol", "--second-weapon",
                    "block pistol", "--dice", "16")[2] == (
        "  laserová pistole se přehřívá (přehřátí, hod 15–19): do konce boje se nedá použít")


def test_rarer_void_list_findings_in_czech(muster, tmp_path):
    team = tmp_path / "team.yaml"
    team.write_text("game: void\ncharacters:\n  - name: Eva\n    class: strelec\n    gear: "
                    "[small shield, {item: tent, size: 7}, {item: sword, mode: automatic}, "
                    "{item: hud}, {item: canteen, size: 2}]\n", encoding="utf-8")
    out = muster("--lang", "cs", "list-validate", str(team)).out
    for text in ("varování [void.class-equipment] Eva: malý štít patří podle pravidel jen k "
                 "povolání Zápasník",
                 "chyba [void.tent-size] Eva: stan potřebuje velikost 2, 4, 6, 8, 10 (zadáno 7)",
                 "chyba [void.mode] Eva: meč nemá režim palby (jen střelné zbraně)",
                 "chyba [void.hud] Eva: HUD potřebuje typ (taktický, vědecký nebo průzkumný)",
                 "chyba [void.type] Eva: čutora nemá velikosti",
                 "NEPLATNÁ (4 chyby, 1 varování)"):
        assert text in out, text
    out = muster("list-validate", str(team)).out
    assert "warning [void.class-equipment] Eva: the small shield is described for the " \
        "zápasník (brawler) only" in out
    assert "error [void.tent-size] Eva: a tent needs a size of 2, 4, 6, 8, 10 (got 7)" in out
    assert muster("--lang", "cs", "list-validate", str(team), "--json").out == \
        muster("list-validate", str(team), "--json").out
