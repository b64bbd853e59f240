// Option 26 point values: each side's total points (26.2 base points per squad + 26.1 extra points); with the option
// a match starts only when both sides are worth the same.
import type { AnyTable, Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import { basePoints } from "../advanced/characteristics";
import { tableOf } from "../fire/table-of";
import { LEADER_POINTS } from "../tables/advanced-data";
import { POINT_VALUES } from "../tables/optional-rule-tables";
import type { FirepowerScenarioData } from "./scenario-schema";
import type { Side } from "../state/types";

type Tables = ReadonlyMap<string, AnyTable> | undefined;

/** A side's points with the provenance kinds of the cells that priced them. */
export type SidePoints = { readonly base: number; readonly extra: number; readonly total: number; readonly provenance: readonly string[] };

function cell<I>(tables: Tables, table: Parameters<typeof lookup<I, number>>[0], inputs: I): { value: number; kind: string } {
  const found = lookup(tableOf(tables, table), inputs);
  if (!found.ok) throw new Error(`rules-firepower: no ${table.id} cell`);
  return { value: found.value, kind: found.provenance.kind };
}

/**
 * Points of one side [26.1-26.3]: per squad ⌊(V·I·P + L)·T / 10⌋ with V the squad's weapon points, I its Impulses,
 * P its sequence units, L its leaders (A 6, C 14, S 10) and T the Turns; plus extra points for carried charges.
 * Rounds and items other helpers add to the scenario (smoke, flares...) are not priced.
 */
export function sidePoints(sc: FirepowerScenarioData, side: Side, tables?: Tables): SidePoints {
  const s = sc.sides[side];
  const squads = s.squads ?? { [side]: { chits: s.chits, impulses: s.impulses } };
  const kinds = new Set<string>();
  let base = 0, extra = 0;
  for (const [id, squad] of Object.entries(squads)) {
    const men = s.soldiers.filter((m) => (m.squad ?? side) === id);
    let value = 0, leaders = 0;
    for (const m of men) {
      const w = cell(tables, POINT_VALUES, { item: m.weapon });
      value += w.value;
      kinds.add(w.kind);
      if (m.rank !== "private") {
        const l = cell(tables, LEADER_POINTS, { leader: m.rank });
        leaders += l.value;
        kinds.add(l.kind);
      }
      if (m.dmc) {
        const d = cell(tables, POINT_VALUES, { item: "DMC" as const });
        extra += m.dmc * d.value;
        kinds.add(d.kind);
      }
    }
    base += basePoints({ value, impulses: squad.impulses, phases: squad.chits, leaders, turns: sc.turns });
  }
  return { base, extra, total: base + extra, provenance: [...kinds].sort() };
}

/** Option 26: a match starts only with sides of equal total points; the refusal gives both totals and what priced them. */
export function checkBalancedPoints(sc: FirepowerScenarioData, options: Readonly<Record<string, string>>, tables?: Tables): Check {
  if (options["firepower/balanced_points"] !== "on") return OK;
  const a = sidePoints(sc, "A", tables), b = sidePoints(sc, "B", tables);
  if (a.total === b.total) return OK;
  const priced = [...new Set([...a.provenance, ...b.provenance])].join(", ");
  return reject("points/unbalanced", `with Option 26 both sides must be worth the same points: A ${a.total} (base ${a.base}, extra ${a.extra}), B ${b.total} (base ${b.base}, extra ${b.extra}); values priced from ${priced} cells (firepower/point_values)`, "Firepower 26.3");
}
