import type { CompiledMap } from "@tactica/map";
import { FLAG_SMOKE } from "@tactica/map";
import type { LosJudge, LosOutcome, Provenance, TieRule } from "@tactica/sighting";
import { BLOCKED, toLosError, toLosGrid } from "@tactica/sighting";
import { nightSpotLimit } from "./night-spotting";
import type { PatrolLosOptions } from "./patrol-los-options";
import { PATROL_POSTURES, PRONE_SIGHT_RANGE } from "./patrol-los-options";
import { LOS_B, LOS_NONE, LOS_PB, toPatrolHexLos } from "./patrol-terrain";

/** Why a hex blocks, for explanations. */
const CAUSE_TERRAIN = 1, CAUSE_SMOKE = 2, CAUSE_VEHICLE = 3, CAUSE_PILLBOX = 4, CAUSE_CRATER = 5;

/** The tie rule for the chosen grazing option (digest §6.1 / §15.3: the book is silent). */
export function toPatrolTie(grazing: PatrolLosOptions["grazing"]): TieRule {
  return {
    policy: grazing ?? "clear-if-either",
    rule: "Patrol 9.3, 10.12 (straight-edge calls; digest §6.1 suggested convention)",
    option: "patrol/los_grazing",
  };
}

/** Prepares the Patrol! LOS judge [9.3, 9.7, 9.85, 11.54, 16.0] for a compiled map and scenario options. */
export function createPatrolJudge(map: CompiledMap, options: PatrolLosOptions): LosOutcome<LosJudge> {
  if (!(options.mode in PRONE_SIGHT_RANGE)) return toLosError("los/bad_option", `mode must be open, mixed or closed, not "${String(options.mode)}"`, "Patrol 9.1");
  if (options.grazing !== undefined && options.grazing !== "clear-if-either" && options.grazing !== "blocked-if-either") {
    return toLosError("los/bad_option", 'grazing must be "clear-if-either" or "blocked-if-either"');
  }
  const grid = toLosGrid(map);
  const n = map.cellCount;
  const night = options.night === true;
  const hexLos = new Uint8Array(n);
  const cause = new Uint8Array(n);
  const clearHex = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    const id = map.terrainIds[map.terrain[c]!] ?? "";
    hexLos[c] = toPatrolHexLos(id, options.mode, night);
    if (hexLos[c] !== LOS_NONE) cause[c] = CAUSE_TERRAIN;
    clearHex[c] = hexLos[c] === LOS_NONE && (id === "" || id === "clear" || id === "open") ? 1 : 0;
    if ((map.flags[c]! & FLAG_SMOKE) !== 0) { hexLos[c] = LOS_B; cause[c] = CAUSE_SMOKE; }
  }
  const mark = (list: PatrolLosOptions["smoke"], what: number, label: string): LosOutcome<true> => {
    for (const h of list ?? []) {
      const c = map.indexOf(h.q, h.r);
      if (c < 0) return toLosError("los/off_map", `${label} hex (${h.q}, ${h.r}) is not on the map`);
      if (what === CAUSE_CRATER && !night) continue;
      hexLos[c] = LOS_B; cause[c] = what;
    }
    return { ok: true, value: true };
  };
  for (const [list, what, label] of [[options.smoke, CAUSE_SMOKE, "smoke"], [options.vehicles, CAUSE_VEHICLE, "vehicle"],
    [options.pillboxes, CAUSE_PILLBOX, "pillbox"], [options.craters, CAUSE_CRATER, "crater"]] as const) {
    const r = mark(list, what, label);
    if (!r.ok) return r;
  }
  const fired = new Uint8Array(n);
  for (const h of options.firedLastTurn ?? []) {
    const c = map.indexOf(h.q, h.r);
    if (c < 0) return toLosError("los/off_map", `hex (${h.q}, ${h.r}) of a man who fired is not on the map`, "Patrol 16.31");
    fired[c] = 1;
  }
  const slopeCode = map.featureTypes.indexOf("slope");
  // Fast-path masks: only terrain with a LOS effect and slope sides need the judge.
  const hexMask = new Uint8Array(n);
  for (let c = 0; c < n; c++) hexMask[c] = hexLos[c] === LOS_NONE ? 0 : 1;
  const sideMask = new Uint8Array(n * 3);
  if (slopeCode > 0) for (let s = 0; s < n * 3; s++) sideMask[s] = map.sideCode[s] === slopeCode ? 1 : 0;
  const proneLimit = PRONE_SIGHT_RANGE[options.mode];
  let prone = false;
  let reconUsed: Provenance | undefined;

  const judge: LosJudge = {
    grid, system: "patrol", tie: toPatrolTie(options.grazing), explain: false, note: undefined, hexMask, sideMask,
    usedProvenance: () => (reconUsed ? [reconUsed] : []),
    resetProvenance() { reconUsed = undefined; },
    resolve(v) {
      const cell = map.indexOf(v.hex.q, v.hex.r);
      if (cell < 0) return toLosError("los/off_map", `hex (${v.hex.q}, ${v.hex.r}) is not on the map`);
      const posture = (PATROL_POSTURES as readonly string[]).indexOf(v.posture);
      if (posture < 0) return toLosError("los/bad_posture", `posture "${v.posture}" is not ${PATROL_POSTURES.join(", ")}`, "Patrol 3.31");
      if ((v.level ?? 0) !== 0) return toLosError("los/bad_level", "Patrol! maps have no elevation or building levels", "Patrol 9.1");
      return { ok: true, value: { cell, q: v.hex.q, r: v.hex.r, level: 0, height: 0, posture, building: -1 } };
    },
    range(a, b) {
      const dq = a.q - b.q, dr = a.r - b.r;
      return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1;
    },
    lineHeight: () => undefined,
    begin(a, b, range) {
      prone = a.posture >= 2 || b.posture >= 2;
      if (prone && range > proneLimit) {
        if (this.explain) this.note = { feature: "prone sighting range", rule: "Patrol 9.7, 9.75", reason: `a prone man sees and is seen only to ${proneLimit} hexes in ${options.mode} terrain; range is ${range}` };
        return BLOCKED;
      }
      if (night && range > 0 && fired[b.cell] === 1) {
        if (this.explain) this.note = { feature: "automatic spotting", rule: "Patrol 16.31, 16.41", reason: "a man who fired last turn is spotted by everyone with an unblocked LOS, even prone-hidden" };
      } else if (night && range > 0) {
        const s = nightSpotLimit(b.posture, clearHex[b.cell] === 1, range);
        if (s.provenance.kind !== "book") reconUsed = s.provenance;
        if (range > s.limit) {
          if (this.explain) this.note = { feature: "night spotting", rule: "Patrol 16.1", provenance: s.provenance, reason: `at night this target can never be spotted beyond ${s.limit} hexes (Night Spotting Table "N")` };
          return BLOCKED;
        }
        if (this.explain) this.note = { feature: "night spotting", rule: "Patrol 16.1, 16.2", provenance: s.provenance, reason: "LOS is traceable; the spotter must still roll on the Night Spotting Table" };
      }
      return 0;
    },
    hex(cell, dA, dB) {
      // 9.3: you can always see into a blocking hex (the ends are never checked).
      if (dA === 0 || dB === 0) return 0;
      const k = hexLos[cell]!;
      if (k === LOS_B || (k === LOS_PB && prone)) {
        if (this.explain) this.note = hexNote(cause[cell]!, k, map.terrainIds[map.terrain[cell]!] ?? "", options.mode, night);
        return BLOCKED;
      }
      return 0;
    },
    side(from, to, dir, dA, dB) {
      // 9.3: hexsides common with or tangent to either end are not checked.
      if (dA === 1 || dB === 1 || slopeCode <= 0) return 0;
      const slot = dir < 3 ? from * 3 + dir : to * 3 + dir - 3;
      if (map.sideCode[slot] !== slopeCode) return 0;
      if (this.explain) this.note = { feature: "slope hexside", rule: "Patrol 9.3, 9.8", reason: "a slope hexside blocks (B) in every terrain mode" };
      return BLOCKED;
    },
    end: (m) => m,
  };
  return { ok: true, value: judge };
}

function hexNote(cause: number, k: number, terrain: string, mode: string, night: boolean) {
  if (cause === CAUSE_SMOKE) return { feature: "smoke", rule: "Patrol 11.54", reason: "no LOS into, through or out of smoke" };
  if (cause === CAUSE_VEHICLE) return { feature: "tank/APC", rule: "Patrol 23.61, 14.23", reason: "a tank or APC hull blocks LOS, live or destroyed" };
  if (cause === CAUSE_PILLBOX) return { feature: "pillbox", rule: "Patrol 9.68", reason: "the pillbox hex blocks LOS" };
  if (cause === CAUSE_CRATER) return { feature: "crater", rule: "Patrol 9.84, 16.0", reason: "a crater (-(N)) blocks at night" };
  return k === LOS_PB
    ? { feature: terrain, rule: "Patrol 9.85, 9.7", reason: `${terrain} is Pb in ${mode} terrain: it blocks LOS to or from a prone man` }
    : { feature: terrain, rule: night ? "Patrol 9.85 (N), 16.0" : "Patrol 9.8", reason: `${terrain} blocks (B) in ${mode} terrain${night ? " at night" : ""}` };
}
