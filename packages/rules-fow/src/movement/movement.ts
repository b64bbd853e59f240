// Movement [Movement]: Tactical and Dash speeds from the Mobility and Movement Table, the Dash class from the
// terrain the path crosses (Road / Cross-country / Terrain, [Moving Through Terrain]), Impassable terrain, Cross
// tests on entering or starting in Difficult terrain, the 2"/5cm and 8"/20cm limits near enemy teams [Moving
// Through Teams], tank and gun teams never passing through tank or gun teams, and command distance [Staying In
// Command]. Distances are measured centre to centre (RULING-8 reading: the footprint's centre travels no further
// than the allowance, so no point of it does; pivots are free).
import type { CompiledTable, RuleDistance, TableUnit } from "@tactica/table";
import { footprintDistance, piecesAt, ruleDistance } from "@tactica/table";
import type { FowGame, Pair, Team } from "../state/index";
import { footprintOf, liveTeamsOf, onTable, teamById, unitById } from "../state/index";

/** One row of the Mobility and Movement Table: Tactical, Terrain Dash, Cross-country Dash, Road Dash, Cross. */
export type MobilityRow = { readonly tactical: Pair | null; readonly terrainDash: Pair; readonly crossCountryDash: Pair; readonly roadDash: Pair; readonly cross: number };

const p = (i: number, cm: number): Pair => ({ in: i, cm });
/** Rows of the book's table these scenarios use (provenance: book, [Mobility and Movement Table]); Auto Cross = 1. */
export const MOBILITY: Readonly<Record<string, MobilityRow>> = {
  "standard-tank": { tactical: p(10, 25), terrainDash: p(12, 30), crossCountryDash: p(18, 45), roadDash: p(20, 50), cross: 3 },
  "light-tank": { tactical: p(12, 30), terrainDash: p(16, 40), crossCountryDash: p(28, 70), roadDash: p(32, 80), cross: 3 },
  wheeled: { tactical: p(8, 20), terrainDash: p(8, 20), crossCountryDash: p(14, 35), roadDash: p(32, 80), cross: 5 },
  "light-gun": { tactical: p(4, 10), terrainDash: p(4, 10), crossCountryDash: p(6, 15), roadDash: p(8, 20), cross: 3 },
  infantry: { tactical: p(8, 20), terrainDash: p(8, 20), crossCountryDash: p(12, 30), roadDash: p(12, 30), cross: 1 },
};

/** The limits near enemy teams and command distances, as printed. */
export const NEAR_ENEMY: RuleDistance = { in: 2, cm: 5 };
export const DASH_NEAR_ENEMY: RuleDistance = { in: 8, cm: 20 };
export const COMMAND: RuleDistance = { in: 6, cm: 15 };
export const COMMAND_LARGE: RuleDistance = { in: 8, cm: 20 };

export type MoveRejection = { readonly ok: false; readonly code: string; readonly reason: string; readonly rule: string };
export type MovePlan = {
  readonly ok: true;
  readonly distance: number;
  readonly speed: "tactical" | "dash";
  readonly dashClass: "road" | "cross-country" | "terrain" | null;
  /** Difficult pieces entered or started in, in path order: one Cross test each [Difficult Terrain]. */
  readonly crossTests: readonly { readonly piece: string; readonly at: number }[];
  readonly cross: number;
  readonly outOfCommand: boolean;
};

const no = (code: string, reason: string, rule: string): MoveRejection => ({ ok: false, code, reason, rule });
const STEPS_PER_INCH = 2;

/** Terrain along the straight path, sampled every half inch: the pieces at each sample (movement class, id). */
function pathTerrain(table: CompiledTable, x0: number, y0: number, x1: number, y1: number): { t: number; pieces: { id: string; movement: string; kind: string }[] }[] {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const n = Math.max(1, Math.ceil((len / 254) * STEPS_PER_INCH));
  const out: { t: number; pieces: { id: string; movement: string; kind: string }[] }[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const ids = piecesAt(table, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
    out.push({ t, pieces: ids.map((k) => table.pieces[k]!).map((pc) => ({ id: pc.id, movement: pc.movement, kind: pc.kind })) });
  }
  return out;
}

/** The command distance of a unit: 8"/20cm with eight teams or more, else 6"/15cm [Staying In Command]. */
export function commandDistance(game: FowGame, unit: string): number {
  return ruleDistance(liveTeamsOf(game, unit).length >= 8 ? COMMAND_LARGE : COMMAND, game.unit);
}

/** Is `t` (at its position) In Command: the leader itself, or within command distance of it. */
export function inCommand(game: FowGame, t: Team): boolean {
  const u = unitById(game, t.unit);
  const leader = u ? teamById(game, u.leader) : undefined;
  if (!leader || leader.id === t.id || !onTable(leader)) return true;
  return footprintDistance(footprintOf(t), footprintOf(leader)) <= commandDistance(game, t.unit) + 5;
}

/**
 * Plan a team's move to (x, y): refusals with code, reason and rule, or the speed, Dash class, Cross tests and
 * command state. `seen(enemy)` says whether an enemy team is visible to the mover (the 2" limit is for visible ones).
 */
export function planMove(game: FowGame, table: CompiledTable, team: Team, to: { x: number; y: number; angle: number }, dash: boolean, seen: (enemy: Team) => boolean): MovePlan | MoveRejection {
  const u = unitById(game, team.unit)!;
  const row = MOBILITY[u.mobility];
  if (!row) return no("move/unknown_mobility", `no Mobility row "${u.mobility}"`, "fow Mobility and Movement Table");
  if (!team.at) return no("move/not_on_table", "the team is not on the table", "fow Mission Special Rules › Ambush");
  const unit: TableUnit = game.unit;
  if (to.x < 0 || to.y < 0 || to.x > table.width || to.y > table.height) return no("move/off_table", "no unit may leave the table once on it", "fow Missions › Deployment");
  const from = team.at;
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  if (!dash && !row.tactical) return no("move/no_tactical", "this team has no Tactical move", "fow Mobility and Movement Table");
  const path = pathTerrain(table, from.x, from.y, to.x, to.y);
  for (const s of path) {
    const blocked = s.pieces.find((pc) => pc.movement === "impassable" || (pc.kind === "building" && team.type !== "infantry"));
    if (blocked) return no("move/impassable", `the path crosses ${blocked.id}, Impassable to this team`, "fow Moving Through Terrain › Impassable Terrain; Terrain Types › Buildings");
  }
  let dashClass: MovePlan["dashClass"] = null;
  let allowance = ruleDistance(row.tactical ?? row.terrainDash, unit);
  if (dash) {
    const allRoad = path.every((s) => s.pieces.some((pc) => pc.movement === "road"));
    const anyTerrain = path.some((s) => !s.pieces.some((pc) => pc.movement === "road") && s.pieces.some((pc) => pc.movement === "terrain" || pc.movement === "difficult"));
    dashClass = allRoad ? "road" : anyTerrain ? "terrain" : "cross-country";
    allowance = ruleDistance(dashClass === "road" ? row.roadDash : dashClass === "terrain" ? row.terrainDash : row.crossCountryDash, unit);
  }
  if (distance > allowance + 5) return no("move/too_far", `${(distance / (unit === "inch" ? 254 : 100)).toFixed(1)} ${unit} is beyond the ${dash ? `${dashClass} Dash` : "Tactical"} speed`, "fow Movement › Tactical and Dash Speeds");
  // Teams near the path: 2"/5cm from visible enemies, 8"/20cm from any enemy at Dash, no tank or gun through tank or gun.
  const moved = { ...team, at: to };
  const near = ruleDistance(NEAR_ENEMY, unit), dashNear = ruleDistance(DASH_NEAR_ENEMY, unit);
  const samples = path.map((s) => ({ ...team, at: { x: from.x + (to.x - from.x) * s.t, y: from.y + (to.y - from.y) * s.t, angle: to.angle } }));
  for (const other of game.teams) {
    if (other.id === team.id || !onTable(other)) continue;
    const enemy = other.side !== team.side;
    const fOther = footprintOf(other);
    const closest = Math.min(...samples.map((s) => footprintDistance(footprintOf(s), fOther)));
    if (enemy && dash && closest < dashNear) return no("move/dash_near_enemy", `a Dash may not come within 8"/20cm of enemy team ${other.id}`, "fow Moving Through Teams");
    const limited = team.type === "tank" ? other.type !== "tank" : true;
    if (enemy && limited && closest < near && seen(other)) return no("move/near_enemy", `the move comes within 2"/5cm of visible enemy team ${other.id}`, "fow Moving Through Teams");
    const solid = (team.type === "tank" || team.type === "gun") && (other.type === "tank" || other.type === "gun");
    if (solid && closest <= 0) return no("move/through_team", `tank and gun teams never move through tank or gun team ${other.id}`, "fow Moving Through Teams");
    if (!solid && footprintDistance(footprintOf(moved), fOther) <= 0) return no("move/overlap", `the team would end on team ${other.id}`, "fow Moving Through Teams");
  }
  const crossTests: { piece: string; at: number }[] = [];
  const seenPieces = new Set<string>();
  for (const s of path) {
    for (const pc of s.pieces) {
      if (pc.movement !== "difficult" || seenPieces.has(pc.id)) continue;
      seenPieces.add(pc.id);
      crossTests.push({ piece: pc.id, at: s.t });
    }
  }
  const outOfCommand = !inCommand(game, moved);
  if (outOfCommand && dash) {
    const leader = teamById(game, u.leader);
    if (leader && onTable(leader) && footprintDistance(footprintOf(moved), footprintOf(leader)) >= footprintDistance(footprintOf(team), footprintOf(leader))) {
      return no("move/out_of_command", "an Out of Command team may Dash only directly towards its Unit Leader", "fow Staying In Command");
    }
  }
  return { ok: true, distance, speed: dash ? "dash" : "tactical", dashClass, crossTests, cross: row.cross, outOfCommand };
}
