// Option 15.2 equipment load: -1 MF per full ten points of the weapon and equipment a soldier carries (26.1-26.2 values).
import type { AnyTable, GameEvent, Provenance } from "@tactica/engine";
import { lookup, summarizeProvenance } from "@tactica/engine";
import { equipmentMfReduction } from "../tables/advanced-data";
import { EQUIPMENT_POINTS } from "../tables/equipment-points";
import { POINT_VALUES } from "../tables/optional-rule-tables";
import { tableOf } from "../fire/table-of";
import { SPECIAL_ITEMS } from "../tables/special-weapons";
import type { FirepowerGame, Side } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";
import { carriedWoundedPoints } from "../core/wound-extras-marks";
export { EQUIPMENT_LOAD } from "../options/rule-options";

const RULE = "Firepower 15.2";

/** Whether Option 15.2 is in use. */
export const equipmentLoadInUse = (options: Readonly<Record<string, string>>): boolean => options["firepower/equipment_load"] === "on";

/** A soldier's load: points of his weapon (unless lost or discarded), charges and special items, and the cells' provenance [15.2, 26.1-26.2]. */
export function loadOf(s: FieldSoldier, tables?: ReadonlyMap<string, AnyTable>): { points: number; provenance: string[]; sources: Provenance[] } {
  const kinds = new Set<string>();
  const sources: Provenance[] = [];
  let points = 0;
  // Only the cells of what he carries are looked up: an item he has none of decides nothing.
  const add = (find: () => ReturnType<typeof lookup<unknown, number>>, n: number) => {
    if (n <= 0) return;
    const found = find();
    if (!found.ok) return;
    points += found.value * n;
    kinds.add(found.provenance.kind);
    sources.push(found.provenance);
  };
  if (s.weaponLost !== true && s.unarmed !== true) add(() => lookup(tableOf(tables, POINT_VALUES), { item: s.weapon }), 1);
  add(() => lookup(tableOf(tables, POINT_VALUES), { item: "DMC" as const }), s.dmc ?? 0);
  for (const item of SPECIAL_ITEMS) add(() => lookup(tableOf(tables, EQUIPMENT_POINTS), { item }), s.carries?.[item] ?? 0);
  // 23.3: a carried wounded man weighs 20 points, 10 each for a pair (the book's numbers; wound-carry-load.ts).
  const wounded = carriedWoundedPoints(s);
  if (wounded > 0) { points += wounded; kinds.add("book"); }
  return { points, provenance: [...kinds].sort(), sources };
}

/**
 * A side's unit is drawn [15.2]: each of its soldiers' load is weighed again (rounds thrown, charges placed and weapons
 * lost lighten it) and `loadMf` set (present only when above 0); mfAllowance takes it off. An event, to the soldier's side
 * only (what a man carries is his side's list, 8.5), reports each change with the cells' provenance.
 */
export function weighLoads(game: FirepowerGame, side: Side, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): { game: FirepowerGame; events: GameEvent[] } {
  if (!equipmentLoadInUse(options)) return { game, events: [] };
  const events: GameEvent[] = [];
  const used: Provenance[] = [];
  const soldiers = game.soldiers.map((s) => {
    if (s.side !== side || s.eliminated) return s;
    const load = loadOf(s, tables);
    used.push(...load.sources);
    const mf = equipmentMfReduction(load.points);
    if (mf === (s.loadMf ?? 0)) return s;
    events.push({ type: "equipment/load", data: { soldier: s.id, points: load.points, mfLost: mf, provenance: load.provenance, rule: RULE }, visibleTo: [side] });
    const { loadMf: _old, ...rest } = s;
    return mf > 0 ? { ...rest, loadMf: mf } : rest;
  });
  // The point values decide each man's MF even when nothing changes: one event to the side names the cells weighed.
  if (used.length > 0) events.push({ type: "equipment/weighed", data: { side, provenance: summarizeProvenance(used), rule: RULE }, visibleTo: [side] });
  return { game: { ...game, soldiers }, events };
}
