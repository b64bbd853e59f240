import type { CompiledTable } from "../compile";
import { ROLE_FLAT } from "../compile";
import type { Footprint } from "../geometry";
import { footprintDistance, polygonsIntersect, rectCorners } from "../geometry";
import type { TableRulings, TableUnit } from "../units";
import { DANGER_CLOSE, DANGER_CLOSE_AIRCRAFT, DEFAULT_TABLE_RULINGS, TEMPLATE_SIDE, TEMPLATE_WIDE, isWithin, ruleDistance } from "../units";

/** Artillery templates (Flames of War 6.2 step 3, 6.4). */
export type TemplateKind = "standard" | "double-width" | "devastating";

/** A placed template: an oriented rectangle footprint, with what it is and the rules behind it. */
export type Template = { readonly kind: TemplateKind; readonly footprint: Extract<Footprint, { shape: "rect" }>; readonly rules: readonly string[] };

const RULES = {
  standard: "FoW [Artillery › 3. Select Aiming Point] 6\"/15cm square, sides pointing towards the Bombarding Unit (RULING-10)",
  "double-width": "FoW [Artillery › Rocket Launchers] counts as two: double-width 6\"x12\" (15x30cm)",
  devastating: "FoW [Artillery › Rocket Launchers] counts as four: Devastating Bombardment 12\"/30cm square (RULING-12: six counts as four)",
};

/** Which rocket template a salvo uses by how many weapons each launcher counts as (6.4, RULING-12). */
export function rocketTemplateKind(countsAs: number): TemplateKind {
  return countsAs >= 4 ? "devastating" : countsAs >= 2 ? "double-width" : "standard";
}

/**
 * A template centred on the aiming point, its depth axis along the line from the firing unit (its Unit Leader or
 * the firing teams' centroid, RULING-10) to the aiming point. Double width is 6" deep and 12" across.
 */
export function createTemplate(kind: TemplateKind, aim: { x: number; y: number }, firer: { x: number; y: number }, unit: TableUnit): Template {
  const side = ruleDistance(TEMPLATE_SIDE, unit), wide = ruleDistance(TEMPLATE_WIDE, unit);
  const angle = (Math.atan2(aim.y - firer.y, aim.x - firer.x) * 180) / Math.PI;
  const w = kind === "devastating" ? wide : side;
  const h = kind === "standard" ? side : wide;
  return { kind, footprint: { shape: "rect", x: aim.x, y: aim.y, w, h, angle }, rules: [RULES[kind], "RULING-10"] };
}

/** Ids of the teams at least partly under the template (6.2 step 6): their footprints touch or overlap it. */
export function teamsUnderTemplate(t: Template, teams: readonly { readonly id: string; readonly footprint: Footprint }[]): string[] {
  return teams.filter((x) => footprintDistance(t.footprint, x.footprint) === 0).map((x) => x.id);
}

/** Short or Tall pieces the template covers (the +1 to Range In, 6.2 step 5), found through the flatbush index. */
export function templateCoversTerrain(table: CompiledTable, t: Template): string[] {
  const xy = rectCorners(t.footprint.x, t.footprint.y, t.footprint.w, t.footprint.h, t.footprint.angle);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < 8; i += 2) { x0 = Math.min(x0, xy[i]!); x1 = Math.max(x1, xy[i]!); y0 = Math.min(y0, xy[i + 1]!); y1 = Math.max(y1, xy[i + 1]!); }
  return table.index.search(x0, y0, x1, y1)
    .filter((i) => table.role[i]! !== ROLE_FLAT && polygonsIntersect(xy, table.pieces[i]!.xy))
    .map((i) => table.pieces[i]!.id);
}

/** Does the template cover any part of a smoke screen (the other +1 to Range In)? */
export function templateCoversSmoke(t: Template, markers: readonly { x: number; y: number; r: number }[]): boolean {
  return markers.some((m) => footprintDistance(t.footprint, { shape: "circle", x: m.x, y: m.y, r: m.r }) === 0);
}

/** Friendly teams that make a placement Danger Close: within 4"/10cm of the template (aircraft 8"/20cm), 6.2 step 3. */
export function dangerClose(t: Template, friendly: readonly { readonly id: string; readonly footprint: Footprint }[], unit: TableUnit, o: { aircraft?: boolean; rulings?: Partial<TableRulings> } = {}): string[] {
  const r = { ...DEFAULT_TABLE_RULINGS, ...o.rulings };
  const limit = ruleDistance(o.aircraft ? DANGER_CLOSE_AIRCRAFT : DANGER_CLOSE, unit);
  return friendly.filter((f) => isWithin(footprintDistance(t.footprint, f.footprint), limit, unit, r)).map((f) => f.id);
}
