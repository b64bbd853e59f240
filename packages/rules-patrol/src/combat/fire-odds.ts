import { summarizeProvenance } from "@tactica/engine";
import type { Provenance, ProvenanceSummary } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { Distribution } from "@tactica/dice";
import { certain, fromEntries, rational } from "@tactica/dice";
import { patrolFireColumn } from "../odds/index";
import type { Rational } from "@tactica/dice";
import type { FireResult } from "../tables/firearm-results";
import type { AttackInput } from "./attack-strength";
import { toAttackStrength } from "./attack-strength";
import type { DefenseInput } from "./defense-strength";
import { toDefenseStrength } from "./defense-strength";
import type { Modifier } from "./modifier";
import type { PatrolTableSet } from "./patrol-tables";
import { DEFAULT_TABLES } from "./patrol-tables";

/** A fire situation: the firer's attack and the target's defense. */
export type FireSituation = { readonly attack: AttackInput; readonly defense: DefenseInput } | { readonly fixedOdds: number; readonly rule: string };

/** The exact answer: column (0 = below 1-1), per-roll results with provenance, distribution, modifiers, summary. */
export type FireOdds = {
  readonly as: number | undefined;
  readonly ds: number;
  readonly column: 0 | 1 | 2 | 3 | 4 | 5;
  readonly rolls: readonly { readonly roll: number; readonly result: FireResult; readonly provenance: Provenance }[];
  readonly distribution: Distribution<FireResult>;
  readonly modifiers: readonly Modifier[];
  readonly provenance: ProvenanceSummary;
};

/** The Firearm Results column for AS:DS [10.0, 10.9] (IC: infinite DS = column 0). */
export function toFireColumn(as: number, ds: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (!Number.isFinite(ds)) return 0;
  return patrolFireColumn(as, ds);
}

/** Exact odds of one attack [10.0-10.9]: AS and DS explained, the column, the six results and their provenance. */
export function fireOdds(situation: FireSituation, tables: PatrolTableSet = DEFAULT_TABLES): FireOdds {
  let as: number | undefined, ds: number, column: 0 | 1 | 2 | 3 | 4 | 5;
  const modifiers: Modifier[] = [];
  if ("fixedOdds" in situation) {
    as = situation.fixedOdds; ds = 1;
    column = toFireColumn(as, ds);
  } else {
    const a = toAttackStrength(situation.attack, tables);
    const d = toDefenseStrength(situation.defense, tables);
    as = a.value; ds = d.value;
    if (a.value !== undefined) modifiers.push(...a.modifiers);
    modifiers.push(...d.modifiers);
    column = as === undefined ? 0 : toFireColumn(as, ds);
  }
  const used: Provenance[] = modifiers.map((m) => m.provenance);
  if (column === 0) {
    return { as, ds, column, rolls: [], distribution: certain<FireResult>("-"), modifiers, provenance: summarizeProvenance(used) };
  }
  const rolls = [1, 2, 3, 4, 5, 6].map((roll) => {
    const cell = lookupOrThrow(tables.results, { column, roll });
    used.push(cell.provenance);
    return { roll, result: cell.value, provenance: cell.provenance };
  });
  const counts = new Map<FireResult, number>();
  for (const r of rolls) counts.set(r.result, (counts.get(r.result) ?? 0) + 1);
  const distribution = fromEntries<FireResult>([...counts].map(([k, n]): [FireResult, Rational] => [k, rational(n, 6)]));
  return { as, ds, column, rolls, distribution, modifiers, provenance: summarizeProvenance(used) };
}

/** The result of one attack for a rolled d6 (column 0 is always a miss). */
export function toFireResult(odds: FireOdds, roll: number): FireResult {
  return odds.rolls.find((r) => r.roll === roll)?.result ?? "-";
}
