import type { ResolvedMap } from "@tactica/map";
import type { OrderOfBattleFormat, RulesetCatalogue } from "../catalogue";
import { setPath } from "./document-paths";
import { checkScenarioFields } from "./form-fields";
import type { ForceEntry, ScenarioDocument, ScenarioIssue, ScenarioSide } from "./scenario-document";
import type { RulesetScenarioOutcome } from "./scenario-outcome";
import { distinct, setupIds, toHexFinder } from "./setup-hexes";
import { toSystemValues } from "./soldiers-format";

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * An order-of-battle scenario (the catalogue's scenarioFormat, citing the rules it follows): the scenario fields
 * where their paths say, each side's forces as text ("2BR 1PB"), and each man (the unit types' men; equipment
 * deploys none) numbered after his side's manPrefix and deployed on the side's set-up hexes in turn, on a board as
 * wide and deep as the map's printed numbering (within the format's bounds).
 */
export function toOrderOfBattleScenario(s: ScenarioDocument, catalogue: RulesetCatalogue, format: OrderOfBattleFormat, map: ResolvedMap): RulesetScenarioOutcome {
  const issues: ScenarioIssue[] = [];
  if (s.sides.length !== catalogue.sides.length) return { ok: false, issues: [{ path: "sides", message: `this rule system's scenarios have the sides ${catalogue.sides.map((x) => x.name).join(", ")}` }] };
  const values = checkScenarioFields(s, catalogue.scenarioFields, issues);
  const menOf = (unitType: string) => catalogue.unitTypes.find((u) => u.id === unitType)?.men ?? 0;
  const deploy: Record<string, { hex: string }> = {};
  const forces: Record<string, string> = {};
  s.sides.forEach((side, i) => {
    const ids = setupIds(side, map, i, issues);
    const prefix = catalogue.sides[i]?.manPrefix ?? side.id;
    const men = side.forces.reduce((n, f) => n + Math.max(0, Math.floor(f.count)) * menOf(f.unitType.trim()), 0);
    for (let n = 0; n < men; n++) {
      const hex = ids[n % Math.max(1, ids.length)];
      if (hex !== undefined) deploy[`${prefix}${String(n + 1).padStart(format.manDigits, "0")}`] = { hex };
    }
    forces[side.id] = side.forces.map((f) => `${f.count}${f.unitType.trim()}`).join(" ");
  });
  const { columnDigits: cd, rowDigits: rd } = format.hexIds;
  const pattern = new RegExp(`^\\d{${cd + rd}}$`);
  const printed = [...map.hexes.values()].flatMap((h) => h.ids).filter((id) => pattern.test(id));
  if (printed.length === 0) issues.push({ path: "mapId", message: `this map has no ${cd + rd}-digit hex IDs (e.g. ${"0".repeat(cd - 1)}1${"0".repeat(rd - 1)}1) to deploy on` });
  if (issues.length > 0) return { ok: false, issues };
  const cols = clamp(Math.max(...printed.map((id) => Number(id.slice(0, cd)))), format.board.minCols, format.board.maxCols);
  const rows = clamp(Math.max(...printed.map((id) => Number(id.slice(cd)))), format.board.minRows, format.board.maxRows);
  const document: Record<string, unknown> = {};
  for (const f of catalogue.scenarioFields) {
    const v = values.get(f.name);
    if (f.path && v !== undefined) setPath(document, f.path, v);
  }
  Object.assign(document, { turns: s.turnLimit, board: { cols, rows }, forces, deploy });
  return { ok: true, document };
}

/** A stored order-of-battle scenario back in the form: force lines from each side's text, set-up areas from the deployment. */
export function fromOrderOfBattleScenario(document: unknown, catalogue: RulesetCatalogue, map: ResolvedMap): Pick<ScenarioDocument, "sides" | "system" | "turnLimit"> {
  const d = (document ?? {}) as { turns?: number; forces?: Record<string, string>; deploy?: Record<string, { hex?: string }> };
  const find = toHexFinder(map);
  const parse = (text: string | undefined): ForceEntry[] => (text ?? "").split(/\s+/).flatMap((token) => {
    const m = /^(\d+)(.+)$/.exec(token);
    return m ? [{ unitType: m[2] ?? "", count: Number(m[1]) }] : [];
  });
  const sides: ScenarioSide[] = catalogue.sides.map((cs) => ({
    id: cs.id, name: cs.name, forces: parse(d.forces?.[cs.id]),
    setupArea: distinct(Object.entries(d.deploy ?? {}).filter(([man]) => man.startsWith(cs.manPrefix ?? cs.id)).map(([, v]) => find(v.hex ?? ""))),
  }));
  return { sides, turnLimit: d.turns ?? 10, system: toSystemValues(d, catalogue) };
}
