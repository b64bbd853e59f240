// Firepower 12.2.12 Movement Modifiers (A,H,L,S): in the Advanced Game a soldier's L fire takes the MOVEMENT MODIFIERS
// CHART instead of the Basic Game's +2 target Running (6.3.6.2.6) and +1 per firer MF (6.3.6.2.7). The line is the MF
// the firer spent on Actions that are not Combat Actions this Impulse, before and after firing (12.2.12.1: the MF he
// announced for after the shot count, as the Basic rule counts them; a crew's is its crewman who spent the most,
// `crewFirer`); the column is the hexes the target entered as his speed unit shows (12.2.12.2: Run for a Running
// soldier, a rider's his vehicle's, l-fire-movement-target.ts). A side shot at riders of a fast vehicle drops one line
// (19.3.6). The chart itself is missing from the text: one book cell (1 MF x Run = +3, 12.2.12.3), the rest
// reconstructed or placeholder (tables/movement-modifiers-chart.ts).
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { AppliedModifier } from "../fire/applied-modifier";
import type { FireSituation } from "../fire/fire-situation";
import { tableOf } from "../fire/table-of";
import { MOVE_ROWS, MOVEMENT_MODIFIERS_CHART, toMoveRow, toSpeedColumn } from "../tables/movement-modifiers-chart";
import type { Soldier } from "../state/types";

const COLUMN_NAMES = { none: "no speed unit", run: "Run", S: "speed S", M: "speed M", F: "speed F" } as const;

/** New hexes a target's speed unit shows for the chart: `speedHexes` when the situation gives it, else Run (4) for a Running soldier. */
function targetHexes(s: FireSituation): number {
  return Math.max(s.target.speedHexes ?? 0, s.target.running ? 4 : 0);
}

/**
 * The Movement Modifiers Chart cell of an Advanced L shot [12.2.12]: the firer's non-Combat MF line x the target's
 * speed column, one line lower for a side shot at a fast vehicle's rider (19.3.6, kept on the last line). None when the
 * cell is 0, in the Basic Game (its own +2 / +1 apply), or when the caller adds the chart itself (`movementApart`).
 */
export function lFireMovementModifier(s: FireSituation, tables: ReadonlyMap<string, AnyTable> | undefined = s.tables): AppliedModifier | undefined {
  if (s.advanced !== true || s.movementApart === true) return undefined;
  const mf = s.firer.nonCombatMf ?? 0;
  const side = s.target.sideShot === true;
  const r = MOVE_ROWS.indexOf(toMoveRow(mf)) + (side ? 1 : 0);
  const row = MOVE_ROWS[Math.min(MOVE_ROWS.length - 1, r)]!;
  const column = toSpeedColumn(targetHexes(s));
  const cell = lookupOrThrow(tableOf(tables, MOVEMENT_MODIFIERS_CHART), { row, column });
  if (cell.value === 0) return undefined;
  const lower = side ? `, side shot at a fast vehicle: line ${row}` : "";
  return {
    name: `Movement Modifiers Chart: firer spent ${mf} non-Combat MF, target ${COLUMN_NAMES[column]}${lower}`,
    value: cell.value,
    rule: side ? "Firepower 12.2.12, 19.3.6" : "Firepower 12.2.12",
    provenance: cell.provenance,
  };
}

/** A crewed weapon's firer for the chart line [12.2.12.1]: the gunner, carrying the most non-Combat MF any firing crewman spent. */
export function crewFirer(gunner: Soldier, helpers: readonly Soldier[]): Soldier {
  const most = Math.max(gunner.nonCombatMf, ...helpers.map((h) => h.nonCombatMf));
  return most === gunner.nonCombatMf ? gunner : { ...gunner, nonCombatMf: most };
}
