// Steps 1-3 of a bombardment on the table (digest §6.2): the Spotting Team, the Aiming Point, the template placed
// with its sides towards the Bombarding Unit (RULING-10), Danger Close, and the teams and terrain under it, through
// @tactica/table's template kernels.
import type { CompiledTable, Footprint, TableUnit } from "@tactica/table";
import { createTemplate, dangerClose, teamsUnderTemplate, templateCoversSmoke, templateCoversTerrain } from "@tactica/table";
import type { TemplateKind } from "../tables/index";

export type SpotterFacts = {
  readonly role: "firing_team" | "formation_hq" | "observer" | "us_unit_leader" | "unit_aircraft" | "aop" | "other";
  readonly moved?: boolean; readonly triedToDigIn?: boolean; readonly aircraft?: boolean;
  readonly bombsOrRockets?: boolean; readonly fromBombardingUnit?: boolean; readonly seesAim: boolean; readonly repeat?: boolean;
};
/** Why a team may not spot this bombardment, or null [Artillery › 1. Pick Spotting Team; 3. Select Aiming Point]. */
export function spotterRefusal(s: SpotterFacts): { code: string; message: string; rule: string } | null {
  const rule = "FoW [Artillery › 1. Pick Spotting Team]";
  if (s.role === "other") return { code: "spot/not_a_spotter", message: "only a firing team, a Formation HQ team, an Observer, a US Unit Leader, the Unit's own aircraft or an AOP may spot", rule };
  if (s.bombsOrRockets && !s.fromBombardingUnit) return { code: "spot/bombs_rockets", message: "aircraft bombs and rockets are spotted only by the bombarding Unit", rule: "FoW [Weapon Special Rules › Bombs and Rockets]" };
  if ((s.moved || s.triedToDigIn) && !s.aircraft) return { code: "spot/moved", message: "a Spotting Team must not have Moved or tried to Dig In", rule };
  if (!s.seesAim && !s.repeat) return { code: "spot/no_los", message: "the Aiming Point must be in the Spotting Team's line of sight (a repeat bombardment excepted)", rule: "FoW [Artillery › 3. Select Aiming Point]" };
  return null;
}

const KIND: Record<TemplateKind, "standard" | "double-width" | "devastating"> = { standard: "standard", double_width: "double-width", devastating: "devastating" };

/**
 * Places the template at `aim` with its axis on the line from `firer` (the Unit Leader by RULING-10) and reports
 * Danger Close (friendly teams within 4"/10cm, aircraft 8"/20cm; not for smoke), the teams under it and whether it
 * covers Short/Tall terrain or smoke (the +1 to range in). Positions in sub-mm.
 */
export function placeTemplate(table: CompiledTable, p: {
  readonly kind: TemplateKind; readonly aim: { x: number; y: number }; readonly firer: { x: number; y: number };
  readonly friendly: readonly { id: string; footprint: Footprint }[]; readonly enemy: readonly { id: string; footprint: Footprint }[];
  readonly aircraft?: boolean; readonly smoke?: boolean; readonly smokeMarkers?: readonly { x: number; y: number; r: number }[];
  readonly unit?: TableUnit; readonly toleranceSubmm?: number;
}): { ok: boolean; dangerClose: string[]; under: string[]; onTerrain: string[]; onSmoke: boolean; rule: string } {
  const unit = p.unit ?? table.unit;
  const t = createTemplate(KIND[p.kind], p.aim, p.firer, unit);
  const close = p.smoke ? [] : dangerClose(t, p.friendly, unit, { aircraft: p.aircraft, ...(p.toleranceSubmm !== undefined ? { rulings: { tolerance: p.toleranceSubmm } } : {}) });
  return {
    ok: close.length === 0, dangerClose: close, under: teamsUnderTemplate(t, p.enemy),
    onTerrain: templateCoversTerrain(table, t), onSmoke: templateCoversSmoke(t, p.smokeMarkers ?? []),
    rule: "FoW [Artillery › 3. Select Aiming Point; Danger Close] (RULING-10)",
  };
}
