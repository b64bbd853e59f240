// Option `firepower/missing_charts` (digest §15 item 25): where the Game Card's charts are missing from the text
// (Movement Modifiers 12.2.12, canister range 12.3.2, the blast and spread diagrams by blast number, the Hit Location
// thresholds 12.7), play uses the declared reconstructed or placeholder cells ("placeholders", the default, every
// answer naming them), or ("refuse") a match is not set up until a rulings pack supplies those tables with cells from
// the book or the printed cards (provenance book or external). The refusal comes at set-up, before any roll: a match
// never starts that a stand-in number could decide.
import type { AnyTable, Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import { MISSING_CHARTS } from "../options/options";
import { BLAST_ZONE_MODIFIERS } from "../tables/blast-zones";
import { GRENADE_SPREAD_DIAGRAM } from "../tables/grenade-spread";
import { HIT_LOCATION_SIDES } from "../tables/hit-location-sides";
import { MOVEMENT_MODIFIERS_CHART } from "../tables/movement-modifiers-chart";
import { CANISTER_RANGE_MODIFIERS } from "../tables/canister-range";
import { CANISTER_RANGE_PLAY } from "../tables/ammo-weapons";
import { WORKS_HIT_LOCATION } from "../tables/works-hit-location";

/** The tables of the charts the option names, and whether only the Advanced Game reads them. */
export const MISSING_CHART_TABLES: readonly { readonly id: string; readonly chart: string; readonly advancedOnly: boolean }[] = [
  { id: MOVEMENT_MODIFIERS_CHART.id, chart: "Movement Modifiers Chart (12.2.12)", advancedOnly: true },
  { id: CANISTER_RANGE_MODIFIERS.id, chart: "canister range modifiers (12.3.2)", advancedOnly: true },
  { id: CANISTER_RANGE_PLAY.id, chart: "canister range modifiers in play (12.3.2)", advancedOnly: true },
  { id: BLAST_ZONE_MODIFIERS.id, chart: "blast diagrams by blast number", advancedOnly: false },
  { id: GRENADE_SPREAD_DIAGRAM.id, chart: "grenade spread diagram", advancedOnly: false },
  { id: HIT_LOCATION_SIDES.id, chart: "Hit Location thresholds, fenced sides (12.7)", advancedOnly: true },
  { id: WORKS_HIT_LOCATION.id, chart: "Hit Location thresholds, works (12.7)", advancedOnly: true },
];

const SUPPLIED = new Set(["book", "external"]);

/**
 * With `firepower/missing_charts` = "refuse", the match is refused while a chart table its game reads still holds
 * reconstructed or placeholder cells (the rulings pack's tables are the ones checked); the refusal names each.
 */
export function checkMissingCharts(rules: "basic" | "advanced", options: Readonly<Record<string, string>>, tables: ReadonlyMap<string, AnyTable>): Check {
  if ((options[MISSING_CHARTS.id] ?? MISSING_CHARTS.default) !== "refuse") return OK;
  const missing = MISSING_CHART_TABLES.filter((t) => rules === "advanced" || !t.advancedOnly).flatMap((t) => {
    const table = tables.get(t.id);
    const stand = table ? table.cells.filter((c) => !SUPPLIED.has(c.provenance.kind)).length : 0;
    return stand > 0 ? [`${t.id} (${t.chart}): ${stand} of ${table?.cells.length ?? 0} cells not the book's`] : [];
  });
  if (missing.length === 0) return OK;
  return reject("setup/missing_charts", `option firepower/missing_charts is "refuse": a rulings pack must supply ${missing.join("; ")}`, "Firepower 12.2.12, 12.3.2, 12.7");
}
