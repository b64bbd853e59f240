import type { ResolvedMap } from "@tactica/map";
import { FIREPOWER_POSTURES, FIREPOWER_RANKS } from "./scenario-document";
import type { ForceEntry, ScenarioDocument, ScenarioSide } from "./scenario-document";

type Hexes = { q: number; r: number }[];

/** Printed hex ID -> axial hex on this map (the first hex carrying the ID). */
function toHexFinder(map: ResolvedMap): (id: string) => { q: number; r: number } | undefined {
  const byId = new Map<string, { q: number; r: number }>();
  for (const h of map.hexes.values()) for (const id of h.ids) if (!byId.has(id)) byId.set(id, { q: h.hex.q, r: h.hex.r });
  return (id) => byId.get(id);
}

type Man = { unitType: string; posture?: ForceEntry["posture"]; rank?: ForceEntry["rank"]; squad?: string };

/** Consecutive equal men (unit type, and Firepower posture, rank, squad) as one force line (RFL, RFL, LMG -> 2 RFL, 1 LMG). */
function toForces(units: readonly (string | Man)[]): ForceEntry[] {
  const out: (Man & { count: number })[] = [];
  for (const u of units) {
    const man: Man = typeof u === "string" ? { unitType: u } : u;
    const last = out[out.length - 1];
    if (last !== undefined && last.unitType === man.unitType && last.posture === man.posture && last.rank === man.rank && last.squad === man.squad) last.count += 1;
    else out.push({ ...man, count: 1 });
  }
  return out;
}

type FirepowerSoldier = { weapon?: string; hex?: string; posture?: string; rank?: string; squad?: string };

/** A Firepower soldier as a force line's man: posture only when not standing, rank only a leader's, squad only a named one. */
function toMan(s: FirepowerSoldier, side: string): Man {
  const posture = FIREPOWER_POSTURES.find((p) => p === s.posture && p !== "stand");
  const rank = FIREPOWER_RANKS.find((r) => r === s.rank && r !== "private");
  return { unitType: s.weapon ?? "", ...(posture ? { posture } : {}), ...(rank ? { rank } : {}), ...(s.squad && s.squad !== side ? { squad: s.squad } : {}) };
}

/** The form's Firepower system fields back from a stored document: rules, set-up phase, mines, tunnels. */
function toFirepowerSystem(d: FirepowerDoc): Record<string, string> {
  const out: Record<string, string> = {};
  if (d.rules === "advanced") out.rules = "advanced";
  if (d.setup) out.setup = d.setup.first ?? "roll";
  if (d.setup?.mines?.A) out.minesA = String(d.setup.mines.A);
  if (d.setup?.mines?.B) out.minesB = String(d.setup.mines.B);
  if (d.tunnels) { out.tunnelSide = d.tunnels.side; out.tunnels = String(d.tunnels.hexes); }
  return out;
}

function distinct(hexes: readonly ({ q: number; r: number } | undefined)[]): Hexes {
  const seen = new Set<string>();
  const out: Hexes = [];
  for (const h of hexes) {
    if (h === undefined || seen.has(`${h.q},${h.r}`)) continue;
    seen.add(`${h.q},${h.r}`);
    out.push(h);
  }
  return out;
}

type FirepowerDoc = {
  title?: string; turns?: number; notes?: string; rules?: string; sides?: Record<string, { name?: string; soldiers?: FirepowerSoldier[] }>;
  setup?: { first?: string; mines?: { A?: number; B?: number } }; tunnels?: { side: string; hexes: number };
};
type PatrolDoc = { ob?: string; situation?: string; turns?: number; forces?: { alpha?: string; bravo?: string }; deploy?: Record<string, { hex?: string }> };

/**
 * Back from a stored rule-system scenario to the editor's form (the inverse of toRulesetScenario for what the form
 * can show): forces as consecutive unit-type lines, set-up areas as the distinct hexes units start on. Undefined
 * for a rule system the form does not write.
 */
export function fromRulesetScenario(rulesetId: string, document: unknown, map: ResolvedMap, ids: { id: string; name: string; mapId: string }): ScenarioDocument | undefined {
  const find = toHexFinder(map);
  const base = { schemaVersion: 1 as const, ...ids, rulesetId, victory: [], options: {} };
  if (rulesetId === "firepower") {
    const d = document as FirepowerDoc;
    const sides: ScenarioSide[] = (["A", "B"] as const).map((key) => {
      const soldiers = d.sides?.[key]?.soldiers ?? [];
      return { id: key, name: d.sides?.[key]?.name ?? `Side ${key}`, forces: toForces(soldiers.map((s) => toMan(s, key))), setupArea: distinct(soldiers.map((s) => find(s.hex ?? ""))) };
    });
    const system = toFirepowerSystem(d);
    return { ...base, name: d.title ?? ids.name, turnLimit: d.turns ?? 10, sides, ...(Object.keys(system).length > 0 ? { system } : {}), ...(d.notes ? { notes: d.notes } : {}) };
  }
  if (rulesetId === "patrol") {
    const d = document as PatrolDoc;
    const parse = (text: string | undefined): ForceEntry[] => (text ?? "").split(/\s+/).flatMap((token) => {
      const m = /^(\d+)(.+)$/.exec(token);
      return m ? [{ unitType: m[2] ?? "", count: Number(m[1]) }] : [];
    });
    const hexesOf = (prefix: string) => distinct(Object.entries(d.deploy ?? {}).filter(([man]) => man.startsWith(prefix)).map(([, v]) => find(v.hex ?? "")));
    const sides: ScenarioSide[] = [
      { id: "A", name: "α", forces: parse(d.forces?.alpha), setupArea: hexesOf("a") },
      { id: "B", name: "β", forces: parse(d.forces?.bravo), setupArea: hexesOf("b") },
    ];
    return { ...base, turnLimit: d.turns ?? 10, sides, system: { ob: d.ob ?? "", situation: d.situation ?? "" } };
  }
  return undefined;
}
