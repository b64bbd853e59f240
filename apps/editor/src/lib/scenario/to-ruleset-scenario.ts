import { toHexKey } from "@tactica/hex";
import type { MapDocument, ResolvedMap } from "@tactica/map";
import { FIREPOWER_POSTURES, FIREPOWER_RANKS } from "./scenario-document";
import type { ForceEntry, ScenarioDocument, ScenarioIssue, ScenarioSide } from "./scenario-document";

/** The rule system's own scenario document (what createMatch plays), or why the form cannot make one yet. */
export type RulesetScenarioOutcome = { ok: true; document: Record<string, unknown> } | { ok: false; issues: ScenarioIssue[] };

// Patrol! force tokens that are men (rifles, AR, MP, MG, GL, RL, FT); PB, mines, tanks... deploy no man [27.0].
const PATROL_MEN = /^(BR|SR|AW|AR|MP|MG|GL|RL|FT)(\/FT)?$/;

/** Rule systems whose scenario the editor can write; others are refused with a clear message. */
export const PLAYABLE_SYSTEMS = ["firepower", "patrol"] as const;

/** Firepower's weapon types, the unit types a Firepower force may name [Basic Game 2]. */
export const FIREPOWER_UNIT_TYPES = ["LMG", "RFL", "PST"] as const;

/** The printed IDs of a side's set-up hexes, in the order they were marked (the first ID where boards overlap). */
function setupIds(side: ScenarioSide, map: ResolvedMap, i: number, issues: ScenarioIssue[]): string[] {
  const ids: string[] = [];
  side.setupArea.forEach((h, j) => {
    const id = map.hexes.get(toHexKey(h))?.ids[0];
    if (id === undefined) issues.push({ path: `sides[${i}].setupArea[${j}]`, message: `hex ${h.q},${h.r} has no printed ID on this map` });
    else ids.push(id);
  });
  if (ids.length === 0) issues.push({ path: `sides[${i}].setupArea`, message: `${side.name} has no set-up hex to place its forces in` });
  return ids;
}

/** One entry per unit of a side's forces, in order (a force of 3 RFL gives three RFL). */
function expand(side: ScenarioSide): string[] {
  return side.forces.flatMap((f) => Array.from({ length: Math.max(0, Math.floor(f.count)) }, () => f.unitType.trim()));
}

function meanQ(side: ScenarioSide): number {
  return side.setupArea.reduce((s, h) => s + h.q, 0) / Math.max(1, side.setupArea.length);
}

/** A whole number from `min` to `max` typed in a system field (empty: undefined), or an issue naming the field. */
function countField(s: ScenarioDocument, name: string, min: number, max: number, issues: ScenarioIssue[]): number | undefined {
  const text = s.system?.[name]?.trim() ?? "";
  if (text === "") return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) { issues.push({ path: `system.${name}`, message: `a whole number from ${min} to ${max}` }); return undefined; }
  return n;
}

/** The q bounds of a side's set-up hexes: its 2.4 set-up area as the Firepower scenario gives one (axial q). */
function qBounds(side: ScenarioSide): { qAtLeast: number; qAtMost: number } {
  const qs = side.setupArea.map((h) => h.q);
  return { qAtLeast: Math.min(...qs), qAtMost: Math.max(...qs) };
}

/**
 * The Advanced parts of a Firepower scenario from the form's system fields: the 2.4 set-up phase (each side's area
 * the q span of its set-up hexes, who places first), the mines each side lays secretly in it (8.8.9) and the
 * defender's tunnel hexes (8.8.8). Mines and tunnels are Advanced units placed during set-up, so both need it.
 */
function firepowerSetup(s: ScenarioDocument, advanced: boolean, issues: ScenarioIssue[]): Record<string, unknown> {
  const first = s.system?.setup?.trim() ?? "";
  if (first !== "" && !["roll", "A", "B"].includes(first)) issues.push({ path: "system.setup", message: "who places first: roll (2.4), A or B" });
  const minesA = countField(s, "minesA", 0, 50, issues), minesB = countField(s, "minesB", 0, 50, issues);
  const tunnelSide = s.system?.tunnelSide?.trim() ?? "";
  const tunnels = countField(s, "tunnels", 1, 60, issues);
  if (tunnelSide !== "" && !["A", "B"].includes(tunnelSide)) issues.push({ path: "system.tunnelSide", message: "the defending side is A or B" });
  if (tunnelSide !== "" && tunnels === undefined) issues.push({ path: "system.tunnels", message: "say how many tunnel hexes the defender may record (1 to 60)" });
  if (tunnelSide === "" && tunnels !== undefined) issues.push({ path: "system.tunnelSide", message: "choose the defending side that records the tunnels" });
  const mines = (minesA ?? 0) + (minesB ?? 0) > 0;
  if ((mines || tunnels !== undefined) && !advanced) issues.push({ path: "system.rules", message: "mines and tunnels are Advanced Game units (8.8.8, 8.8.9): choose advanced rules" });
  if ((mines || tunnels !== undefined) && first === "") issues.push({ path: "system.setup", message: "mines and tunnels are recorded secretly during the set-up phase (2.4, 8.8.8, 8.8.9): choose who places first" });
  if (first === "" || s.sides.some((x) => x.setupArea.length === 0)) return {};
  return {
    setup: {
      areas: { A: qBounds(s.sides[0]!), B: qBounds(s.sides[1]!) }, first,
      ...(mines ? { mines: { A: minesA ?? 0, B: minesB ?? 0 } } : {}),
    },
    ...(tunnels !== undefined && (tunnelSide === "A" || tunnelSide === "B") ? { tunnels: { side: tunnelSide, hexes: tunnels } } : {}),
  };
}

/** A force line's men: posture, and (Advanced) rank and squad; refusals name the line at fault. */
function checkForce(f: ForceEntry, path: string, advanced: boolean, issues: ScenarioIssue[]): void {
  if (!(FIREPOWER_UNIT_TYPES as readonly string[]).includes(f.unitType.trim())) issues.push({ path: `${path}.unitType`, message: `Firepower's unit types are ${FIREPOWER_UNIT_TYPES.join(", ")}` });
  if (f.posture !== undefined && !(FIREPOWER_POSTURES as readonly string[]).includes(f.posture)) issues.push({ path: `${path}.posture`, message: `a posture is ${FIREPOWER_POSTURES.join(", ")}` });
  if (f.rank !== undefined && !(FIREPOWER_RANKS as readonly string[]).includes(f.rank)) issues.push({ path: `${path}.rank`, message: `a rank is ${FIREPOWER_RANKS.join(", ")}` });
  if (!advanced && f.rank !== undefined && f.rank !== "private") issues.push({ path: `${path}.rank`, message: "leaders are Advanced Game soldiers (8.5, 11.1): choose advanced rules" });
  if (!advanced && (f.squad ?? "").trim() !== "") issues.push({ path: `${path}.squad`, message: "several squads per side are Advanced (9.1-9.2): choose advanced rules" });
}

/**
 * Firepower [2, 3, 7]: each unit becomes a soldier (LMG/RFL/PST) on the side's set-up hexes in turn, facing the
 * enemy's edge, in its force line's posture (default standing); the side whose set-up lies further left takes edge
 * 5/6. Chits, Impulses and the victory points are the Basic Game's (3 sequence units, 2 Impulses; 1 VP per enemy
 * eliminated, 3 per survivor across the middle column). The form's stated victory conditions are stored beside the
 * document (saveScenario victoryConditions).
 * Advanced (`rules: "advanced"`, 8+): the map document the author drew is carried inline (`mapDocument`), so its
 * fortifications (foxholes, trenches, wire, abatis, blocks, ditches, bunkers, pillboxes, towers, caves, roadblocks)
 * are what the match plays, whatever the stored or shipped map of that id holds; force lines may name leaders
 * (rank A, S, C) and squads; a side with squads gets 3 sequence units and 2 Impulses per squad [9.1-9.2], its
 * unnamed lines forming the squad named after the side.
 */
function toFirepower(s: ScenarioDocument, map: ResolvedMap, doc: MapDocument | undefined): RulesetScenarioOutcome {
  const issues: ScenarioIssue[] = [];
  if (s.sides.length !== 2) return { ok: false, issues: [{ path: "sides", message: "Firepower is played by exactly two sides" }] };
  const rules = s.system?.rules?.trim() || "basic";
  if (rules !== "basic" && rules !== "advanced") issues.push({ path: "system.rules", message: "the rules are basic or advanced" });
  const advanced = rules === "advanced";
  if (advanced && doc === undefined) issues.push({ path: "mapId", message: "an Advanced scenario carries its map document: open the map in the editor first" });
  const qs = [...map.hexes.values()].map((h) => h.hex.q);
  const middle = Math.floor((Math.min(...qs) + Math.max(...qs) + 1) / 2);
  const leftIndex = meanQ(s.sides[0]!) <= meanQ(s.sides[1]!) ? 0 : 1;
  const keys = ["A", "B"] as const;
  const sides = s.sides.map((side, i) => {
    const key = keys[i]!;
    const left = i === leftIndex;
    const ids = setupIds(side, map, i, issues);
    side.forces.forEach((f, j) => checkForce(f, `sides[${i}].forces[${j}]`, advanced, issues));
    const squadOf = (f: ForceEntry) => f.squad?.trim() || key;
    const squaded = advanced && side.forces.some((f) => (f.squad?.trim() ?? "") !== "");
    const men = side.forces.flatMap((f) => Array.from({ length: Math.max(0, Math.floor(f.count)) }, () => f));
    const soldiers = men.map((f, n) => ({
      id: `${key}${n + 1}`, weapon: f.unitType.trim(), hex: ids[n % Math.max(1, ids.length)] ?? "", facing: left ? 2 : 6, posture: f.posture ?? "stand",
      ...(f.rank !== undefined && f.rank !== "private" ? { rank: f.rank } : {}),
      ...(squaded ? { squad: squadOf(f) } : {}),
    }));
    const squads = squaded ? Object.fromEntries([...new Set(side.forces.map(squadOf))].map((q) => [q, { chits: 3, impulses: 2 }])) : undefined;
    return { name: side.name, edge: left ? "5/6" : "2/3", chits: 3, impulses: 2, soldiers, ...(squads ? { squads } : {}) };
  });
  const setup = firepowerSetup(s, advanced, issues);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    document: {
      id: s.id, title: s.name, map: s.mapId, ...(advanced && doc ? { mapDocument: doc, rules: "advanced" } : {}), turns: s.turnLimit,
      sides: { A: sides[0], B: sides[1] },
      ...setup,
      victory: {
        perElimination: 1, perSurvivorAcross: 3,
        opposite: leftIndex === 0 ? { A: { qAtLeast: middle }, B: { qAtMost: middle - 1 } } : { A: { qAtMost: middle - 1 }, B: { qAtLeast: middle } },
      },
      ...(s.notes ? { notes: s.notes } : {}),
    },
  };
}

/**
 * Patrol! [26, 27]: the order of battle and General Situation from the form's system fields, the forces as
 * custom OB strings ("3BR 1MG", designer's notes 29.24) and each man deployed on his side's set-up hexes in turn
 * (men are numbered a01.., b01.. as Patrol!'s set-up numbers them), on a board as wide and deep as the map's
 * XXYY numbering (at most 48 x 30, sections A-F). Side 1 plays α, side 2 β.
 */
function toPatrol(s: ScenarioDocument, map: ResolvedMap): RulesetScenarioOutcome {
  const issues: ScenarioIssue[] = [];
  if (s.sides.length !== 2) return { ok: false, issues: [{ path: "sides", message: "Patrol! is played by exactly two sides" }] };
  const ob = s.system?.ob?.trim() ?? "";
  const situation = s.system?.situation?.trim() ?? "";
  if (ob === "") issues.push({ path: "system.ob", message: "name the order of battle (e.g. 27.11)" });
  if (situation === "") issues.push({ path: "system.situation", message: "choose the General Situation" });
  const deploy: Record<string, { hex: string }> = {};
  const forces = s.sides.map((side, i) => {
    const ids = setupIds(side, map, i, issues);
    expand(side).filter((u) => PATROL_MEN.test(u)).forEach((_, n) => {
      const hex = ids[n % Math.max(1, ids.length)];
      if (hex !== undefined) deploy[`${i === 0 ? "a" : "b"}${String(n + 1).padStart(2, "0")}`] = { hex };
    });
    return side.forces.map((f) => `${f.count}${f.unitType.trim()}`).join(" ");
  });
  // Patrol! plays on its own (placeholder) board of cols x rows XXYY hexes: make it as large as this map's numbering.
  const printed = [...map.hexes.values()].flatMap((h) => h.ids).filter((id) => /^\d{4}$/.test(id));
  if (printed.length === 0) issues.push({ path: "mapId", message: "this map has no Patrol! XXYY hex IDs (e.g. 0101) to deploy on" });
  const cols = Math.min(48, Math.max(4, ...printed.map((id) => Number(id.slice(0, 2)))));
  const rows = Math.min(30, Math.max(4, ...printed.map((id) => Number(id.slice(2)))));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, document: { ob, situation, turns: s.turnLimit, board: { cols, rows }, forces: { alpha: forces[0], bravo: forces[1] }, deploy } };
}

/**
 * The scenario in its rule system's own form, built from the editor's form and the map it is set on (`doc`, the map
 * document as authored: an Advanced Firepower scenario carries it inline).
 */
export function toRulesetScenario(s: ScenarioDocument, map: ResolvedMap, doc?: MapDocument): RulesetScenarioOutcome {
  if (s.rulesetId === "firepower") return toFirepower(s, map, doc);
  if (s.rulesetId === "patrol") return toPatrol(s, map);
  return { ok: false, issues: [{ path: "rulesetId", message: `the editor cannot write ${s.rulesetId || "this"} scenarios yet (it writes ${PLAYABLE_SYSTEMS.join(" and ")})` }] };
}
