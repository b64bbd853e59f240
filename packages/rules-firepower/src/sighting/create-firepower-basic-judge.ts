import type { CompiledMap } from "@tactica/map";
import type { Eye, LosJudge, LosOutcome } from "@tactica/sighting";
import { BLOCKED, toLosError, toLosGrid } from "@tactica/sighting";
import { FIREPOWER_TIE } from "./create-firepower-judge";
import type { FirepowerLosOptions } from "./firepower-los-options";
import { FIREPOWER_POSTURE_HEIGHT } from "./firepower-los-options";

const FENCES = new Set(["fence", "wall", "roadblock", "barricade"]);
// Basic terrain classes [6.3.4.4]: hills highest, depressions lowest, everything else between.
const CLASS_DEPRESSION = 0, CLASS_LEVEL = 1, CLASS_HILL = 2;

/**
 * Firepower Basic Game LOS [6.3.4]: an intervening hill hex (or its hexside) blocks unless both units are in
 * hill hexes; a fence crossed blocks when either unit is Prone; friendly soldiers of the firer's posture or
 * higher on the same terrain height block; trees and hedges add +1 each [6.3.6.2.5].
 */
export function createFirepowerBasicJudge(map: CompiledMap, options: FirepowerLosOptions): LosOutcome<LosJudge> {
  const grid = toLosGrid(map);
  const n = map.cellCount;
  const cls = new Uint8Array(n), tree = new Uint8Array(n), friend = new Int8Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    const id = map.terrainIds[map.terrain[c]!] ?? "";
    cls[c] = id === "hill" ? CLASS_HILL : id === "depression" ? CLASS_DEPRESSION : CLASS_LEVEL;
    tree[c] = id === "tree" ? 1 : 0;
  }
  for (const f of options.friendlies ?? []) {
    const c = map.indexOf(f.hex.q, f.hex.r);
    if (c < 0) return toLosError("los/off_map", `friendly soldier hex (${f.hex.q}, ${f.hex.r}) is not on the map`, "Firepower 6.3.4.3");
    friend[c] = Math.max(friend[c]!, f.headHeight);
  }
  let bothHill = false, prone = false, firerPosture = 0, firerClass = 0;
  const judge: LosJudge = {
    grid, system: "firepower-basic", tie: FIREPOWER_TIE, explain: false, note: undefined,
    resolve(v) {
      const cell = map.indexOf(v.hex.q, v.hex.r);
      if (cell < 0) return toLosError("los/off_map", `hex (${v.hex.q}, ${v.hex.r}) is not on the map`);
      const ph = FIREPOWER_POSTURE_HEIGHT[v.posture];
      if (ph === undefined) return toLosError("los/bad_posture", `posture "${v.posture}" is not stand, crouch or prone`, "Firepower 6.3.4.4");
      if ((v.level ?? 0) !== 0) return toLosError("los/bad_level", "the Basic Game has no building levels", "Firepower 6.3.4");
      return { ok: true, value: { cell, q: v.hex.q, r: v.hex.r, level: 0, height: ph, posture: ph, building: -1 } };
    },
    range(a, b) {
      const dq = a.q - b.q, dr = a.r - b.r;
      return Math.max(1, (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1);
    },
    lineHeight: () => undefined,
    begin(a: Eye, b: Eye) {
      bothHill = cls[a.cell] === CLASS_HILL && cls[b.cell] === CLASS_HILL;
      prone = a.posture === 0 || b.posture === 0;
      firerPosture = a.posture; firerClass = cls[a.cell]!;
      return 0;
    },
    hex(cell, dA, dB) {
      if (dA === 0 || dB === 0) return 0;
      if (cls[cell] === CLASS_HILL && !bothHill) {
        if (this.explain) this.note = { feature: "hill", rule: "Firepower 6.3.4.1", reason: "an intervening hill hex (or its hexside) blocks unless both units are in hill hexes" };
        return BLOCKED;
      }
      if (friend[cell]! >= firerPosture && cls[cell] === firerClass) {
        if (this.explain) this.note = { feature: "friendly soldier", rule: "Firepower 6.3.4.3", reason: "friendly soldiers of the firer's posture or higher on the same terrain height block" };
        return BLOCKED;
      }
      if (tree[cell] === 1) {
        if (this.explain) this.note = { feature: "tree", modifier: 1, rule: "Firepower 6.3.6.2.5", reason: "each tree hex in the line of sight adds +1" };
        return 1;
      }
      return 0;
    },
    side(from, to, dir) {
      const slot = dir < 3 ? from * 3 + dir : to * 3 + dir - 3;
      const type = map.featureTypes[map.sideCode[slot]!] ?? "";
      if (type === "hedge") {
        if (this.explain) this.note = { feature: "hedge", modifier: 1, rule: "Firepower 6.3.6.2.5", reason: "each hedge crossed adds +1" };
        return 1;
      }
      if (prone && FENCES.has(type)) {
        if (this.explain) this.note = { feature: type, rule: "Firepower 6.3.4.2", reason: "a fence crossed blocks when either unit is Prone" };
        return BLOCKED;
      }
      return 0;
    },
    end: (m) => m,
  };
  return { ok: true, value: judge };
}
