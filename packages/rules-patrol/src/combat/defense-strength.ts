import { fromBook, lookup } from "@tactica/engine";
import type { TecEntry } from "../tables/terrain-effects";
import type { Modifier } from "./modifier";
import type { PatrolTableSet } from "./patrol-tables";
import { DEFAULT_TABLES } from "./patrol-tables";

/** Target posture for defense [7.55]: erect, prone-exposed (any task) or prone-hidden (no task). */
export type DefensePosture = "erect" | "prone" | "prone-hidden";

/** The target's side of an attack [10.62-10.64]. */
export type DefenseInput = {
  readonly mode: "open" | "mixed" | "closed";
  /** The hex's own terrain, or a crater / pillbox marker. */
  readonly terrain: "clear" | "rough-1" | "rough-2" | "crater";
  readonly posture: DefensePosture;
  /** Fire crosses a slope hexside of the target's hex [9.85 *]. */
  readonly throughSlope?: boolean;
  /** Hexes the target is plotted to move through this turn (movement multiple [10.63]); 0 for blasts [11.42]. */
  readonly hexesPlotted?: number;
  /** Target in smoke, fired on blind [11.55, 9.84 10T]. */
  readonly smoke?: boolean;
  /** A blast detonating in the target's hex: IC does not apply [9.85, 11.42]. */
  readonly blastInHex?: boolean;
  /** No multiples at all (flamethrower [28.12]). */
  readonly flame?: boolean;
  /** A garrison man firing out of a pillbox, hit through that aperture: DS x 20 (slit) or x 10 (door), erect [9.65, 9.84]. */
  readonly pillboxAperture?: "slit" | "door";
};

/** A defense strength (Infinity for IC) with every step explained. */
export type DefenseStrength = { readonly value: number; readonly modifiers: readonly Modifier[] };

/** Target Movement Multiple [10.63]: hexes plotted ÷ 2 rounded down, a half counting as one: max(1, floor(h/2)). */
export function toMovementMultiple(hexesPlotted: number): number {
  return Math.max(1, Math.floor(hexesPlotted / 2));
}

/** Defense Strength [10.62]: basic DS (1, or 10 blind into smoke) × Target Movement Multiple × Terrain Defense Multiple. */
export function toDefenseStrength(input: DefenseInput, tables: PatrolTableSet = DEFAULT_TABLES): DefenseStrength {
  if (input.flame) return { value: 1, modifiers: [{ name: "flamethrower: DS 1, no multiples", op: "base", value: 1, rule: "28.12", provenance: fromBook("28.12") }] };
  const mods: Modifier[] = [{ name: "basic defense strength", op: "base", value: 1, rule: "10.62", provenance: fromBook("10.62") }];
  if (input.pillboxAperture) {
    // 9.65: "treated as though he were standing erect behind some kind of super-slope hexside": the aperture multiple
    // only, read from the TEC's "20,10(f)" cell (slits 20, door 10; (f): only while he fires out, 9.84-9.85).
    const cell = lookup(tables.terrain, { mode: input.mode, terrain: "pillbox" as const });
    if (!cell.ok) throw new Error(cell.error.message);
    const x = input.pillboxAperture === "slit" ? cell.value.erect : cell.value.door ?? cell.value.erect;
    mods.push({ name: `pillbox ${input.pillboxAperture}`, op: "x", value: x, rule: "9.65, 9.84", provenance: cell.provenance });
    const smoke = input.smoke ? toSmokeMultiple(tables.options, mods) : 1;
    return { value: x * smoke, modifiers: mods };
  }
  let ds = 1;
  const mm = toMovementMultiple(input.hexesPlotted ?? 0);
  if (mm > 1) { ds *= mm; mods.push({ name: `moving ${input.hexesPlotted} hexes`, op: "x", value: mm, rule: "10.63", provenance: fromBook("10.63") }); }
  const row: "slope" | DefenseInput["terrain"] = input.throughSlope ? "slope" : input.terrain;
  const cell = lookup(tables.terrain, { mode: input.mode, terrain: row });
  if (!cell.ok) throw new Error(cell.error.message);
  const tec: TecEntry = cell.value;
  const prone = input.posture !== "erect";
  const ic = tec.ic && input.posture === "prone-hidden" && !input.blastInHex;
  if (ic) {
    mods.push({ name: `prone-concealed behind ${row}`, op: "x", value: Infinity, rule: "9.85 IC", provenance: cell.provenance });
    return { value: Infinity, modifiers: mods };
  }
  const tm = prone ? tec.prone ?? tec.erect : tec.erect;
  if (tm !== 1) { ds *= tm; mods.push({ name: `${row}, ${prone ? "prone" : "erect"} (${input.mode})`, op: "x", value: tm, rule: "9.8", provenance: cell.provenance }); }
  if (input.smoke) ds *= toSmokeMultiple(tables.options, mods);
  return { value: ds, modifiers: mods };
}

/**
 * The smoke multiple of blind fire [11.55, TEC 10T] (option patrol/smoke_times_10), its modifiers pushed on `mods`:
 * x10 once by default (11.55 and the TEC's 10T read as one effect); `twice` applies both (x100).
 */
function toSmokeMultiple(options: Readonly<Record<string, string>>, mods: Modifier[]): number {
  mods.push({ name: "smoke (blind fire)", op: "x", value: 10, rule: "11.55", provenance: fromBook("11.55") });
  if (options["patrol/smoke_times_10"] !== "twice") return 10;
  mods.push({ name: "smoke (TEC 10T)", op: "x", value: 10, rule: "9.85 10T", provenance: fromBook("9.85") });
  return 100;
}
