// A scenario becomes the opening game state, through the pre-game steps in the order the text implies (digest
// 3.1): mission and roles, objectives, pre-planned artillery, unit arrangements (ambush), deployment (foxholes,
// gone to ground). Who has the first turn is the turn model's (a roll-off in Meeting Engagements).
import type { SetupStep } from "@tactica/engine";
import type { TableDocument } from "@tactica/table";
import { compileTable, piecesAt, ruleDistance, validateTableDocument } from "@tactica/table";
import { inCommand } from "../movement/index";
import type { FowGame, FowUnit, SideId, Team } from "../state/index";
import { SIDES } from "../state/index";
import { FOW_FORCE_TYPES } from "./forces";
import type { FowScenario } from "./schema";
import { FOW_FIELDS_TABLE } from "./table";

/** Tables this package ships, by id and version (a scenario may name one without inlining it). */
export const FOW_SHIPPED_TABLES: readonly { readonly version: number; readonly document: TableDocument }[] = [{ version: 1, document: FOW_FIELDS_TABLE }];

/** What a mission is made of [Missions; Mission Special Rules] (digest 10.3). */
export const MISSION_RULES: Readonly<Record<FowScenario["mission"], { readonly name: string; readonly meeting: boolean; readonly ambush: readonly ("attacker" | "defender")[]; readonly rule: string }>> = {
  "free-for-all": { name: "Free For All", meeting: true, ambush: [], rule: "fow Missions › Free For All" },
  counterattack: { name: "Counterattack", meeting: false, ambush: ["defender"], rule: "fow Missions › Counterattack" },
};

const DEPLOY = { in: 12, cm: 30 };

export type SetupProblem = { readonly path: string; readonly message: string };

/** The table a scenario plays: its inlined document (whose id must be the one named), else a shipped one. */
function tableOf(sc: FowScenario): TableDocument | SetupProblem {
  if (sc.tableDocument) {
    if (sc.tableDocument.id !== sc.table.id) return { path: "tableDocument.id", message: `the inlined table is ${sc.tableDocument.id}, the scenario names ${sc.table.id}` };
    const v = validateTableDocument(sc.tableDocument);
    return v.ok ? v.table : { path: `tableDocument.${v.issues[0]?.path}`, message: v.issues[0]?.message ?? "invalid" };
  }
  const shipped = FOW_SHIPPED_TABLES.find((t) => t.document.id === sc.table.id && t.version === sc.table.version);
  return shipped ? shipped.document : { path: "table", message: `no table ${sc.table.id} version ${sc.table.version} is shipped; inline it as tableDocument` };
}

/** The opening game state, or the first problem (path and message). */
export function toFowGame(sc: FowScenario): { ok: true; game: FowGame } | { ok: false; problem: SetupProblem } {
  const doc = tableOf(sc);
  if ("path" in doc) return { ok: false, problem: doc };
  const table = compileTable(doc);
  const unit = doc.unit;
  const depth = ruleDistance(DEPLOY, unit);
  const deployment: FowGame["deployment"] = { A: { y0: 0, y1: depth }, B: { y0: doc.size.height - depth, y1: doc.size.height } };
  const mission = MISSION_RULES[sc.mission];
  const units: FowUnit[] = [];
  const teams: Team[] = [];
  for (const side of SIDES) {
    const role = side === sc.attacker ? "attacker" : "defender";
    for (const [ui, u] of sc.sides[side].units.entries()) {
      const path = `sides.${side}.units[${ui}]`;
      const force = FOW_FORCE_TYPES[u.force];
      if (!force) return { ok: false, problem: { path: `${path}.force`, message: `unknown force type ${u.force} (known: ${Object.keys(FOW_FORCE_TYPES).join(", ")})` } };
      if (u.ambush && !mission.ambush.includes(role)) return { ok: false, problem: { path: `${path}.ambush`, message: `${mission.name} gives the ${role} no Ambush` } };
      if (units.some((x) => x.id === u.id)) return { ok: false, problem: { path: `${path}.id`, message: `duplicate unit id ${u.id}` } };
      const ids = u.teams.map((_, i) => `${u.id}-${i + 1}`);
      units.push({
        id: u.id, side, name: u.name, formation: `${side}-${sc.sides[side].formation}`, type: force.type, mobility: force.mobility, ratings: force.ratings,
        save: force.save, armour: force.armour, weapon: force.weapon, leader: ids[0]!, pinned: false, destroyed: false, ambush: u.ambush === true, order: null, hitsThisStep: 0, provenance: force.provenance,
      });
      for (const [ti, at] of u.teams.entries()) {
        teams.push({ id: ids[ti]!, unit: u.id, side, type: force.type, at: u.ambush ? null : at, size: force.size, state: "ok", foxholes: false, goneToGround: false, moved: "none", outOfCommand: false, shot: false });
        if (u.ambush) continue;
        const d = deployment[side];
        if (at.y < d.y0 || at.y > d.y1 || at.x > doc.size.width) return { ok: false, problem: { path: `${path}.teams[${ti}]`, message: `team ${ids[ti]} deploys outside ${side}'s deployment area (within 12"/30cm of its edge)` } };
        if (piecesAt(table, at.x, at.y).some((k) => table.pieces[k]!.movement === "impassable")) return { ok: false, problem: { path: `${path}.teams[${ti}]`, message: `team ${ids[ti]} deploys in Impassable terrain` } };
      }
    }
  }
  const game: FowGame = {
    mission: sc.mission, unit, table: sc.table, tableDocument: doc, attacker: sc.attacker, meetingEngagement: mission.meeting, deployment,
    objectives: [], units, teams, turnOf: { A: 0, B: 0 }, pending: null, pregame: [], result: null,
  };
  for (const t of teams) {
    if (t.at && !inCommand(game, t)) return { ok: false, problem: { path: `sides.${t.side}.units`, message: `team ${t.id} deploys out of command [Missions › Deployment: all of a Unit's Teams are placed In Command]` } };
  }
  return { ok: true, game };
}

const logged = (g: FowGame, step: string, rule: string, detail: string): FowGame => ({ ...g, pregame: [...g.pregame, { step, rule, detail }] });

/** The pre-game steps in order (digest 3.1), each recorded in `pregame`. */
export const FOW_SETUP_STEPS: readonly SetupStep<FowGame, FowScenario>[] = [
  { name: "mission", rule: "fow Missions", apply: (g, sc) => logged(g, "mission", MISSION_RULES[sc.mission].rule, `${MISSION_RULES[sc.mission].name}${MISSION_RULES[sc.mission].meeting ? " (Meeting Engagement)" : ""}`) },
  { name: "attacker", rule: "fow Missions › Who Attacks", apply: (g, sc) => logged(g, "attacker", "fow Missions › Who Attacks", `${sc.attacker} attacks (the scenario names the attacker)`) },
  {
    name: "objectives", rule: "fow Objectives",
    apply: (g, sc) => logged({ ...g, objectives: sc.objectives.map((o) => ({ ...o })) }, "objectives", "fow Objectives", `${sc.objectives.length} objectives placed`),
  },
  {
    name: "pre-planned-artillery", rule: "fow Artillery › Pre-planned Artillery Targets",
    apply: (g) => logged(g, "pre-planned-artillery", "fow Artillery › Pre-planned Artillery Targets", g.meetingEngagement ? "none: not allowed in Meeting Engagements" : "none: no artillery units fielded"),
  },
  {
    name: "reserves-and-ambush", rule: "fow Mission Special Rules › Reserves; Ambush",
    apply: (g) => logged(g, "reserves-and-ambush", "fow Mission Special Rules › Ambush", `${g.units.filter((u) => u.ambush).length} unit(s) held in Ambush; no reserves`),
  },
  {
    name: "deployment", rule: "fow Missions › Deployment",
    apply: (g) => logged({ ...g, teams: g.teams.map((t) => ({ ...t, foxholes: t.at !== null && (t.type === "infantry" || t.type === "gun"), goneToGround: true })) },
      "deployment", "fow Missions › Deployment", "Infantry and Gun teams start in Foxholes; every team starts Gone to Ground"),
  },
  { name: "spearhead", rule: "fow Special Abilities › Spearhead", apply: (g) => logged(g, "spearhead", "fow Special Abilities › Spearhead", "none: no Spearhead units fielded") },
];

export const deploymentSides = (g: FowGame, side: SideId) => g.deployment[side];
