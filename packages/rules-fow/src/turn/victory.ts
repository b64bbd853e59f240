// Holding objectives, good spirits and the end of the game [Objectives; Unit Last Stand; Formation Last Stand;
// Missions › Winning the Game; Victory Points].
import { footprintDistance, ruleDistance } from "@tactica/table";
import type { FowGame, FowResult, FowUnit, Objective, SideId, Team } from "../state/index";
import { inCommand } from "../movement/index";
import { unitInGoodSpirits } from "../motivation/index";
import { footprintOf, liveTeamsOf, onTable, otherSide, unitById } from "../state/index";

export const HOLD_DISTANCE = { in: 4, cm: 10 };
export const COUNTERATTACK_DENIAL = { in: 16, cm: 40 };

const objectiveFootprint = (o: Objective) => ({ shape: "rect" as const, x: o.x, y: o.y, w: 635, h: 500, angle: 0 });

/** May this team hold or contest: a Tank, Infantry or Gun team on the table, not Bailed Out, not moved at Dash [Objectives]. */
const canHold = (g: FowGame, t: Team): boolean => onTable(t) && t.state === "ok" && t.moved !== "dash" && !unitById(g, t.unit)?.ambush;

/** Teams of `side` within 4"/10cm of the objective that may hold or contest it. */
export function nearObjective(g: FowGame, o: Objective, side: SideId, distance = HOLD_DISTANCE): Team[] {
  const d = ruleDistance(distance, g.unit) + 5;
  return g.teams.filter((t) => t.side === side && canHold(g, t) && footprintDistance(footprintOf(t), objectiveFootprint(o)) <= d);
}

/** `side` holds `o`: one of its teams within 4"/10cm, none of the enemy's [Objectives › Holding an Objective]. */
export const holds = (g: FowGame, o: Objective, side: SideId): boolean => nearObjective(g, o, side).length > 0 && nearObjective(g, o, otherSide(side)).length === 0;

/** In Good Spirits [Unit Last Stand] (motivation/ unitInGoodSpirits), counting only teams In Command of the leader. */
export function inGoodSpirits(g: FowGame, u: FowUnit): boolean {
  if (u.destroyed) return false;
  const teams = g.teams.filter((t) => t.unit === u.id);
  const leader = teams.find((t) => t.id === u.leader);
  const inCmd = liveTeamsOf(g, u.id).filter((t) => inCommand(g, t));
  return unitInGoodSpirits({
    anyBailedOrDestroyed: teams.some((t) => t.state !== "ok"),
    leaderAlive: leader !== undefined && leader.state !== "destroyed",
    inCommand: {
      tanksNotBailed: inCmd.filter((t) => t.type === "tank" && t.state === "ok").length,
      guns: inCmd.filter((t) => t.type === "gun").length,
      infantry: inCmd.filter((t) => t.type === "infantry").length,
      aircraft: 0,
    },
  }).inGoodSpirits;
}

/** Formations of a side in good spirits: at least two units on the table or in reserve [Formation Last Stand]. */
export function formationsInGoodSpirits(g: FowGame, side: SideId): string[] {
  const formations = [...new Set(g.units.filter((u) => u.side === side).map((u) => u.formation))];
  return formations.filter((f) => g.units.filter((u) => u.formation === f && !u.destroyed).length >= 2);
}

/** Victory points from the winner's destroyed units [Missions › Victory Points]; both "lose" on time (RULING-18). */
export function victoryPoints(g: FowGame, winner: SideId | null): Record<SideId, number> {
  const lost = (s: SideId) => g.units.filter((u) => u.side === s && u.destroyed).length;
  const loserColumn = (n: number) => (n <= 1 ? 1 : n === 2 ? 2 : 3);
  if (winner === null) return { A: loserColumn(lost("B")), B: loserColumn(lost("A")) };
  const w = lost(winner);
  const vp = w <= 1 ? 8 : w === 2 ? 7 : 6;
  return { [winner]: vp, [otherSide(winner)]: 9 - vp } as Record<SideId, number>;
}

const won = (g: FowGame, winner: SideId | null, reason: string, rule: string): FowResult => ({ winner, reason, rule, vp: victoryPoints(g, winner) });

/**
 * Victory at the start of `side`'s turn, after Last Stand tests [Turn Sequence › Starting Step 5]: no formation in
 * good spirits loses; Free For All: holding an objective you placed; Counterattack (not before turn 6, RULING-27:
 * the player's own turn): the attacker holding an objective, the defender with no attacking teams within 16"/40cm.
 */
export function checkVictory(g: FowGame, side: SideId): FowResult | null {
  for (const s of [side, otherSide(side)]) {
    if (formationsInGoodSpirits(g, s).length === 0) return won(g, otherSide(s), `${s} has no formation in good spirits`, "fow Missions › Winning the Game; Formation Last Stand");
  }
  if (g.mission === "free-for-all") {
    const held = g.objectives.find((o) => o.placedBy === side && holds(g, o, side));
    return held ? won(g, side, `${side} holds ${held.id} at the start of its turn`, "fow Missions › Free For All") : null;
  }
  if (g.turnOf[side] < 6) return null;
  if (side === g.attacker) {
    const held = g.objectives.find((o) => holds(g, o, side));
    return held ? won(g, side, `the attacker holds ${held.id}`, "fow Missions › Counterattack") : null;
  }
  const near = g.objectives.some((o) => nearObjective(g, o, otherSide(side), COUNTERATTACK_DENIAL).some((t) => t.type !== "gun"));
  return near ? null : won(g, side, "no attacking Tank or Infantry team within 16\"/40cm of an objective", "fow Missions › Counterattack");
}

/** Time ran out: no draws, both players lose and take the Loser's column (RULING-18) [There Are No Draws]. */
export const timeOut = (g: FowGame): FowResult => won(g, null, "the turn limit ran out: no draws, both players lose", "fow Missions › Victory Points › There Are No Draws (RULING-18)");
