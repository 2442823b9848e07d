"""Moving through a fortress on the terminal: the question, the answer and the rule."""

from __future__ import annotations

from muster.engine.render import esc
from muster.engine.rule import view
from muster.games.warmaster.passage import Passage, data
from muster.games.warmaster.siege import rules
from muster.i18n import N_p, _, czech, ngettext, pgettext


def _name(entry: dict[str, str]) -> str:
    """A data-file name: English 'en (cs)', Czech 'cs' (a troop type in the singular, its
    `cs_value`, as the refusals list it: 'obluda')."""
    if czech():
        return esc(entry.get("cs_value") or entry["cs"])
    return f"{esc(entry['en'])} ({esc(entry['cs'])})"


# 'standing' in Czech an adjective as the other states are, the opposite
# of the section's own fall: část hradeb neprolomená, věž nezřícená, brána
# nezničená, dveře nezničené; damaged or not
_STANDING = (N_p("wall", "standing"), N_p("tower", "standing"), N_p("feminine", "standing"),
             N_p("plural", "standing"))


def _state(r: Passage) -> str:
    """The section's state, agreeing in Czech with its noun (brána zničená, dveře zničené)."""
    gender = rules()["targets"][r.target]["gender"]
    if not r.destroyed:
        return pgettext(r.target if r.target in ("wall", "tower") else gender, "standing")
    word = {"wall": "breached", "tower": "collapsed", "gate": "destroyed", "door": "destroyed"}
    return pgettext(gender, word[r.target])


@view(Passage)
def passage_lines(r: Passage) -> list[str]:
    d = data()
    target = _name(rules()["targets"][r.target])
    where = (_("section {id}: {name}").format(id=esc(r.section), name=target)
             if r.section is not None else target)
    out = ["[bold]" + _("Fortress movement") + "[/]: " + _(
        "{troop}, {side}, {move}: {where}, {state}").format(
        troop=_name(d["troops"][r.troop]), side=_name(d["sides"][r.side]),
        move=_name(d["moves"][r.move]), where=where, state=_state(r))]
    case = d["cases"][r.case]
    verdict = ("[bold green]" + _("ALLOWED") + "[/]" if r.allowed else
               "[bold red]" + _("NOT ALLOWED") + "[/]")
    text, ref = esc(case["cs"] if czech() else case["en"]), f"seed {esc(r.ref)}"
    if czech() and text.endswith(")"):  # one parenthesis, not two in a row
        out.append(f"  {verdict}: {text[:-1]}; {ref})")
    else:
        out.append(f"  {verdict}: {text} ({ref})")
    if r.case == "walls-climb" and r.occupied is None:
        out.append("  [dim]" + _("the fortress does not say whether defenders stand there: "
                                 "occupied ramparts must be won in an assault first") + "[/]")
    if r.command_phases is not None:
        out.append("  " + ngettext("the unit's stands take {n} Command phase to pass",
                                   "the unit's stands take {n} Command phases to pass",
                                   r.command_phases).format(n=f"[bold]{r.command_phases}[/]"))
    return out
