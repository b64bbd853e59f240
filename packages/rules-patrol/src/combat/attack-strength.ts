import { fromBook, lookup } from "@tactica/engine";
import type { Firearm } from "../tables/firearm-attack";
import type { Modifier } from "./modifier";
import type { PatrolTableSet } from "./patrol-tables";
import { DEFAULT_TABLES } from "./patrol-tables";

/** How the firer fires [6.1]: Direct, Opportunity, Quick (KF) or Enfilade fire, or a night Fire Plan [16.45]. */
export type FireMode = "DF" | "OF" | "KF" | "EF" | "FP";

/** The firer's side of an attack [10.61]. */
export type AttackInput = {
  readonly weapon: Firearm;
  readonly range: number;
  readonly mode?: FireMode;
  readonly wounded?: boolean;
  readonly stunned?: boolean;
  /** Men attacked with the same fire (split [10.32] or enfilade [10.33]); default 1. */
  readonly targets?: number;
  /** Fixed basic AS instead of the table (GL inside 7 hexes = 5 [15.13]; solitaire MG 20 [28.64]). */
  readonly fixed?: { readonly as: number; readonly rule: string };
};

/** An attack strength per man attacked, with every step explained; undefined value = out of range (no cell). */
export type AttackStrength = { readonly value: number; readonly exact: number; readonly modifiers: readonly Modifier[] } | { readonly value: undefined; readonly reason: string };

/**
 * Attack Strength per target [10.61, 10.32, 10.5, 10.23, 19.11, 16.45]: basic AS from the table, then ÷2 wounded,
 * ÷2 stunned, ÷2 OF/KF, ÷ number of men attacked, ×⅓ Fire Plan; fractions rounded up at the end.
 */
export function toAttackStrength(input: AttackInput, tables: PatrolTableSet = DEFAULT_TABLES): AttackStrength {
  const mods: Modifier[] = [];
  let as: number;
  if (input.fixed) {
    as = input.fixed.as;
    mods.push({ name: "fixed attack strength", op: "base", value: as, rule: input.fixed.rule, provenance: fromBook(input.fixed.rule) });
  } else {
    const cell = lookup(tables.attack, { weapon: input.weapon, range: input.range });
    if (!cell.ok) return { value: undefined, reason: `no ${input.weapon} attack strength at range ${input.range} [10.8]` };
    as = cell.value;
    if (cell.provenance.kind === "placeholder" && tables.options["patrol/firearm_tail"] === "out_of_range") {
      return { value: undefined, reason: `the ${input.weapon} cell at range ${input.range} is lost (option patrol/firearm_tail)` };
    }
    if (as <= 0) return { value: undefined, reason: `${input.weapon} has no attack strength at range ${input.range}` };
    mods.push({ name: `${input.weapon} at range ${input.range}`, op: "base", value: as, rule: "10.8", provenance: cell.provenance });
  }
  const halve = (name: string, rule: string) => { as /= 2; mods.push({ name, op: "÷", value: 2, rule, provenance: fromBook(rule) }); };
  if (input.wounded) halve("firer wounded", "19.11");
  if (input.stunned) halve("firer stunned", "19.11");
  if (input.mode === "OF") halve("opportunity fire", "10.23");
  if (input.mode === "KF") halve("quick fire", "10.5");
  const n = input.targets ?? 1;
  if (n > 1) { as /= n; mods.push({ name: `split among ${n} men`, op: "÷", value: n, rule: "10.32", provenance: fromBook("10.32") }); }
  if (input.mode === "FP") { as /= 3; mods.push({ name: "night Fire Plan", op: "÷", value: 3, rule: "16.45", provenance: fromBook("16.45") }); }
  const exact = as;
  const value = Math.ceil(as - 1e-9);
  if (value !== exact) mods.push({ name: "fractions rounded up", op: "round_up", value, rule: "10.32", provenance: fromBook("10.32") });
  return { value, exact, modifiers: mods };
}
