import type { AnyTable, ProvenanceSummary } from "@tactica/engine";
import { lookup, lookupOrThrow, summarizeProvenance } from "@tactica/engine";
import type { Distribution, OddsRow, Rational } from "@tactica/dice";
import { mapOutcomes, mul, rational, toFractionString, toOddsRows } from "@tactica/dice";
import { firepowerBlastOdds, firepowerCheckChance } from "../odds/index";
import { BLAST_ZONE_MODIFIERS } from "../tables/blast-zones";
import { GRENADE_SPREAD_DIAGRAM } from "../tables/grenade-spread";
import type { SpecialItem } from "../tables/special-weapons";
import { SPECIAL_AMMO, SPECIAL_WEAPON_BLAST, SPECIAL_WEAPON_HITS } from "../tables/special-weapons";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import type { FireOutcome } from "../fire-setup/fire-odds";
import { mixture } from "../fire-setup/fire-odds";
import { tableOf } from "../fire/table-of";

const ORDER: readonly FireOutcome[] = ["eliminated", "stunned", "suppressed", "no effect"];

/** The explained odds of one special round at a hex [12.3.3, 12.3.7-12.3.9]. */
export type SpecialOddsAnswer = {
  readonly item: SpecialItem;
  readonly ammo: "M" | "W" | "U" | "F";
  readonly range: number;
  readonly hitNumber: number;
  readonly modifiers: readonly AppliedModifier[];
  readonly modifierTotal: number;
  /** Where the round lands: on the target hex, spread elsewhere (M, U, W), or nowhere (complete miss; F: failed to ignite). */
  readonly landing: { readonly hit: Rational; readonly spread: Rational; readonly none: Rational };
  /** Aimed through an opening [12.7.3]: the chance a hit passes it (with the firer's 12.7.5 sign), and that it bursts outside. */
  readonly opening?: { readonly passed: Rational; readonly failed: Rational; readonly sign?: "+" };
  /** For F and W: what happens to one soldier in the target hex (behind the opening when aimed through one; cover and posture never count against F/W blasts). */
  readonly outcomes?: Distribution<FireOutcome>;
  readonly rows?: readonly OddsRow<FireOutcome>[];
  readonly provenance: ProvenanceSummary;
  readonly notes: readonly string[];
};

const diff = (a: Rational, b: Rational): Rational => rational(a.num * b.den - b.num * a.den, a.den * b.den);

/**
 * Exact odds of a special round at `range` with its roll modifiers [12.3]: the hit number from the item's line
 * (placeholder cells, said in `provenance`), a miss spreading by the diagram for M/U/W or failing to ignite for F
 * [12.3.3], and for F/W the blast on a soldier in the target hex (W also reaches him from a spread hex through its
 * zone). Undefined beyond the item's range.
 */
export function specialOdds(p: { readonly item: SpecialItem; readonly range: number; readonly modifiers: readonly AppliedModifier[]; readonly tables?: ReadonlyMap<string, AnyTable>; readonly opening?: { readonly passed: Rational; readonly sign?: "+" } }):
SpecialOddsAnswer | undefined {
  const line = lookup(tableOf(p.tables, SPECIAL_WEAPON_HITS), { item: p.item, range: p.range });
  if (!line.ok || line.value === null) return undefined;
  const ammo = SPECIAL_AMMO[p.item];
  const total = totalModifier(p.modifiers);
  const hit = firepowerCheckChance(line.value, total);
  const withinTen = ammo === "F" ? hit : firepowerCheckChance(10, total);
  const landing = { hit, spread: diff(withinTen, hit), none: diff(rational(1), withinTen) };
  const used: { provenance: AnyTable["cells"][number]["provenance"] }[] = [{ provenance: line.provenance }, ...p.modifiers];
  const notes = ["the hit number is a placeholder: the item's Weapon Chart line is missing [10.7]"];
  // 12.7.3, 12.7.5: a hit aimed through an opening passes it or bursts outside (the chance from the command's own roll, explain-special.ts).
  const opening = p.opening ? { passed: p.opening.passed, failed: diff(rational(1), p.opening.passed), ...(p.opening.sign ? { sign: p.opening.sign } : {}) } : undefined;
  if (opening) notes.push(`a hit passes the opening it must pass with probability ${toFractionString(opening.passed)}${opening.sign ? " (the firer's \"+\" sign: +2 in place of -2 at range 1 into a unit or cave)" : ""}; failed, it bursts on the wall outside [12.7.3, 12.7.5]`);
  if (ammo === "M" || ammo === "U") return { item: p.item, ammo, range: p.range, hitNumber: line.value, modifiers: p.modifiers, modifierTotal: total, landing, ...(opening ? { opening } : {}), provenance: summarizeProvenance(used), notes: [...notes, "smoke and illumination score no hits [12.3.7, 12.3.8]"] };
  const blast = lookupOrThrow(tableOf(p.tables, SPECIAL_WEAPON_BLAST), { item: p.item });
  used.push({ provenance: blast.provenance });
  const blastNumber = blast.value.blast ?? 0;
  const rename = (d: Distribution<string>): Distribution<FireOutcome> => mapOutcomes(d, (o): FireOutcome => (o === "no_effect" ? "no effect" : o === "eliminated" || o === "stunned" || o === "suppressed" ? o : "no effect"));
  const atImpact = rename(firepowerBlastOdds({ blastNumber, modifierTotal: 0, zone: "impact" }));
  const nothing: Distribution<FireOutcome> = new Map([["no effect" as FireOutcome, rational(1)]]);
  const parts: (readonly [Rational, Distribution<FireOutcome>])[] = opening
    ? [[mul(hit, opening.passed), atImpact], [diff(rational(1), mul(hit, opening.passed)), nothing]]
    : [[hit, atImpact], [landing.none, nothing]];
  if (opening) notes.push("the soldier is one behind the opening: a failed pass or a spread bursts outside, where the walls keep it from him [8.8.4, 12.1.6, 12.7.3]");
  else if (ammo === "W") {
    const zone = tableOf(p.tables, BLAST_ZONE_MODIFIERS);
    const cells = Array.from({ length: 10 }, (_, i) => lookupOrThrow(tableOf(p.tables, GRENADE_SPREAD_DIAGRAM), { roll: i + 1 }));
    const spread = mixture(cells.map((c) => {
      const ring = lookup(zone, { blast: blastNumber, ring: c.value.steps.length });
      if (ring.ok) used.push({ provenance: ring.provenance });
      const d = ring.ok ? rename(firepowerBlastOdds({ blastNumber, modifierTotal: ring.value, zone: "blast_zone" })) : new Map([["no effect" as FireOutcome, rational(1)]]);
      return [rational(1, 10), d] as const;
    }));
    parts.push([landing.spread, spread]);
    notes.push("spread hexes are assumed on-map, in range and in LOS (no dud); trees between a spread hex and the soldier are not counted [6.3.6.3.2.1, 12.2.6]");
  }
  const outcomes = mixture(parts);
  notes.push("with Option 23.1 an 'eliminated' result is a hit that then rolls on the Wound Tables [23.1]");
  return {
    item: p.item, ammo, range: p.range, hitNumber: line.value, modifiers: p.modifiers, modifierTotal: total, landing,
    ...(opening ? { opening } : {}), outcomes, rows: toOddsRows(outcomes, 4, ORDER), provenance: summarizeProvenance(used), notes,
  };
}
