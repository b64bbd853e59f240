import type { TableUnit } from "../units";
import { SMOKE_MARKER, SMOKE_PER_WEAPON, ruleDistance } from "../units";

/** A smoke screen: a straight line of 2"/5cm markers (Flames of War 6.2 smoke mode). */
export type SmokeScreen = {
  readonly id: string;
  /** Length in sub-mm: 4"/10cm per weapon firing. */
  readonly length: number;
  readonly markers: readonly { readonly x: number; readonly y: number; readonly r: number }[];
  readonly rule: string;
};

/**
 * Places a smoke screen from the aiming point at any angle (degrees clockwise): 4"/10cm per weapon firing, as a
 * chain of touching 2"/5cm markers [Smoke Bombardments › Smoke Screens].
 */
export function createSmokeScreen(id: string, aim: { x: number; y: number }, angle: number, weapons: number, unit: TableUnit): SmokeScreen {
  const length = weapons * ruleDistance(SMOKE_PER_WEAPON, unit);
  const d = ruleDistance(SMOKE_MARKER, unit);
  const n = Math.round(length / d);
  const a = (angle * Math.PI) / 180, ux = Math.cos(a), uy = Math.sin(a);
  const markers = Array.from({ length: n }, (_, k) => ({ x: aim.x + ux * d * (k + 0.5), y: aim.y + uy * d * (k + 0.5), r: d / 2 }));
  return { id, length, markers, rule: "FoW [Smoke Bombardments › Smoke Screens] 4\"/10cm per weapon, 2\"/5cm markers" };
}
