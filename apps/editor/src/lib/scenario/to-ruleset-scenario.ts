import { toHexKey } from "@tactica/hex";
import type { ResolvedMap } from "@tactica/map";
import type { ScenarioDocument, ScenarioIssue, ScenarioSide } from "./scenario-document";

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

/**
 * Firepower [2, 3, 7]: each unit becomes a soldier (LMG/RFL/PST) on the side's set-up hexes in turn, facing the
 * enemy's edge; the side whose set-up lies further left takes edge 5/6. Chits, Impulses and the victory points
 * are the Basic Game's (3 sequence units, 2 Impulses; 1 VP per enemy eliminated, 3 per survivor across the middle
 * column). The form's stated victory conditions are stored beside the document (saveScenario victoryConditions).
 */
function toFirepower(s: ScenarioDocument, map: ResolvedMap): RulesetScenarioOutcome {
  const issues: ScenarioIssue[] = [];
  if (s.sides.length !== 2) return { ok: false, issues: [{ path: "sides", message: "Firepower is played by exactly two sides" }] };
  const qs = [...map.hexes.values()].map((h) => h.hex.q);
  const middle = Math.floor((Math.min(...qs) + Math.max(...qs) + 1) / 2);
  const leftIndex = meanQ(s.sides[0]!) <= meanQ(s.sides[1]!) ? 0 : 1;
  const keys = ["A", "B"] as const;
  const sides = s.sides.map((side, i) => {
    const left = i === leftIndex;
    const ids = setupIds(side, map, i, issues);
    const units = expand(side);
    side.forces.forEach((f, j) => {
      if (!(FIREPOWER_UNIT_TYPES as readonly string[]).includes(f.unitType.trim())) {
        issues.push({ path: `sides[${i}].forces[${j}].unitType`, message: `Firepower's unit types are ${FIREPOWER_UNIT_TYPES.join(", ")}` });
      }
    });
    const soldiers = units.map((weapon, n) => ({ id: `${keys[i]}${n + 1}`, weapon, hex: ids[n % Math.max(1, ids.length)] ?? "", facing: left ? 2 : 6, posture: "stand" }));
    return { name: side.name, edge: left ? "5/6" : "2/3", chits: 3, impulses: 2, soldiers };
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    document: {
      id: s.id, title: s.name, map: s.mapId, turns: s.turnLimit,
      sides: { A: sides[0], B: sides[1] },
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

/** The scenario in its rule system's own form, built from the editor's form and the map it is set on. */
export function toRulesetScenario(s: ScenarioDocument, map: ResolvedMap): RulesetScenarioOutcome {
  if (s.rulesetId === "firepower") return toFirepower(s, map);
  if (s.rulesetId === "patrol") return toPatrol(s, map);
  return { ok: false, issues: [{ path: "rulesetId", message: `the editor cannot write ${s.rulesetId || "this"} scenarios yet (it writes ${PLAYABLE_SYSTEMS.join(" and ")})` }] };
}
