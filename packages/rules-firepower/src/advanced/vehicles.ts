// Vehicle data rules the text states (Option 19); the Vehicle Cards themselves are missing.
import { MOVE_ROWS } from "../tables/movement-modifiers-chart";

/** A vehicle crosses a hexside only up to its climb number [19.1.4.3]. */
export function canClimbHexside(climb: number, hexsideHeight: number): boolean {
  return hexsideHeight <= climb;
}

/** Vehicle height "3/2" = turret 3, hull 2; "T" = turret level with the hull [19.1.6]. */
export function parseVehicleHeight(text: string): { turret: number; hull: number } | undefined {
  const m = /^(\d+)\/(\d+|T)$/.exec(text.trim());
  if (m) return { turret: Number(m[1]), hull: m[2] === "T" ? Number(m[1]) : Number(m[2]) };
  const single = /^(\d+)$/.exec(text.trim());
  return single ? { turret: Number(single[1]), hull: Number(single[1]) } : undefined;
}

/** Movement Modifiers Chart row for a vehicle's non-Combat MF; a stabiliser uses the row above [12.2.12, 19.1.8]. */
export function movementRow(mf: number, stabilised = false): (typeof MOVE_ROWS)[number] {
  const row = mf <= 0 ? 0 : mf === 1 ? 1 : mf === 2 ? 2 : 3;
  return MOVE_ROWS[Math.max(0, stabilised ? row - 1 : row)]!;
}

/** Reduced crew layout [19.1.10]: the driver's box stays numbered, the turret boxes read I, II, ... in order. */
export function crewLayout(boxes: readonly number[]): { hull: number[]; turret: Record<string, number> } {
  const hull = boxes.filter((b) => b <= 6), turretBoxes = boxes.filter((b) => b >= 7);
  const roman = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
  return { hull, turret: Object.fromEntries(turretBoxes.map((b, i) => [roman[i] ?? String(i + 1), b])) };
}

const POSITIONS: Readonly<Record<string, string>> = {
  A: "forward turret", B: "bow/fixed", C: "forward open", D: "forward cupola", E: "forward shield", F: "side shield", G: "side shield",
  H: "turret top open", I: "turret top cupola", J: "coaxial", K: "centre/rear turret", L: "rear", M: "rear", N: "mortar",
};

/** Pair a vehicle's weapons with their positions ("9,1" at "A,J") [19.1.11-19.1.12]. */
export function weaponPositions(weapons: string, positions: string): { weapon: string; position: string; mount: string }[] {
  const w = weapons.split(",").map((x) => x.trim()), p = positions.split(",").map((x) => x.trim());
  return w.map((weapon, i) => ({ weapon, position: p[i] ?? "", mount: POSITIONS[p[i] ?? ""] ?? "unknown" }));
}

/** A hit penetrates when penetration ≥ the armour basis on the side hit [12.3.1, 19.3.2]. */
export function penetrates(penetration: number, armour: number): boolean {
  return penetration >= armour;
}

/** After penetration, one blast roll per crewman, passenger, weapon, engine, stabiliser, radio and gunsight (NBC lost) [19.3.2]. */
export function insideBlastRolls(v: { readonly crew: number; readonly passengers: number; readonly weapons: readonly string[]; readonly equipment: readonly string[] }): string[] {
  return [
    ...Array.from({ length: v.crew }, (_, i) => `crew ${i + 1}`),
    ...Array.from({ length: v.passengers }, (_, i) => `passenger ${i + 1}`),
    ...v.weapons.map((w) => `weapon ${w}`),
    "engine", ...v.equipment,
  ];
}

/** Riders on the hull of a two-height vehicle use the turret as 1 height of cover from the opposite direction [19.1.9.2]. */
export function riderCover(riding: "bow" | "rear", fireOver: "front" | "rear" | "side"): number {
  return (riding === "rear" && fireOver === "front") || (riding === "bow" && fireOver === "rear") ? 1 : 0;
}

/** The one LINE OF SIGHT CHART cell the text quotes for gun elevation [19.1.13]: line 18, column 11 → "4-5". */
export const ELEVATION_CELLS: readonly { readonly line: number; readonly column: number; readonly cell: readonly [number, number]; readonly section: string }[] = [
  { line: 18, column: 11, cell: [4, 5], section: "Firepower 19.1.13" },
];

/** Minimum range for a gun at an elevation/depression line and height difference [19.1.13]: the cell's highest number; undefined where the chart is missing. */
export function elevationMinRange(line: number, column: number): number | undefined {
  return ELEVATION_CELLS.find((c) => c.line === line && c.column === column)?.cell[1];
}
