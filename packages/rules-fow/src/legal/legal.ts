// Candidate commands for a seat (the framework keeps those that validate): the saves and assault answers it owes, every charge, every shoot of one of
// its units at an enemy unit, Dig In for its unmoved infantry and gun units, and for each unmoved team a few sample moves (half its Tactical speed in eight
// headings; a continuous table has no finite move list, so these are samples, not all the moves there are).
import type { LegalAction } from "@tactica/engine";
import { ruleDistance } from "@tactica/table";
import { MOBILITY } from "../movement/index";
import type { FowGame } from "../state/index";
import { liveTeamsOf, otherSide, unitById } from "../state/index";

export function toFowLegalActions(g: FowGame, seat: string): LegalAction[] {
  if (seat !== "A" && seat !== "B") return [];
  const out: LegalAction[] = [];
  if (g.pending && unitById(g, g.pending.target)?.side === seat) out.push({ type: "roll_saves", seat, payload: {} });
  // The assault windows [Assaults › 2. Opponent's Defensive Fire; 7. Counterattack or Break Off].
  if (g.assault && unitById(g, g.assault.defending)?.side === seat) {
    if (g.assault.window === "defensive_fire") out.push({ type: "defensive_fire", seat, payload: {} });
    else for (const choice of ["counterattack", "break_off"]) out.push({ type: "counterattack", seat, payload: { choice } });
  }
  for (const u of g.units.filter((x) => x.side === seat && !x.destroyed && !x.ambush)) {
    for (const v of g.units.filter((x) => x.side === otherSide(seat) && !x.destroyed && !x.ambush)) {
      out.push({ type: "shoot", seat, payload: { unit: u.id, target: v.id } });
      out.push({ type: "charge", seat, payload: { unit: u.id, target: v.id } });
    }
    if (u.type !== "tank" && u.order === null && liveTeamsOf(g, u.id).every((t) => t.moved === "none")) out.push({ type: "dig_in", seat, payload: { unit: u.id } });
    const row = MOBILITY[u.mobility];
    const speed = row?.tactical ? ruleDistance(row.tactical, g.unit) / 2 : 0;
    if (!speed) continue;
    for (const t of liveTeamsOf(g, u.id).filter((x) => x.moved === "none")) {
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        const x = Math.round(t.at!.x + Math.cos(a) * speed), y = Math.round(t.at!.y + Math.sin(a) * speed);
        if (x >= 0 && y >= 0) out.push({ type: "move", seat, payload: { team: t.id, x, y, angle: k * 45 }, details: { sample: "half Tactical speed" } });
      }
    }
  }
  return out;
}
