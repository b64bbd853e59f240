// tables/: the charts digest §12 lists as absent, as data with provenance per cell (leaf folder: imports no other
// folder). Book cells are the values the text leaks; every other cell is `placeholder` or `reconstructed`.
import { lookupOrThrow, toEffectiveTable } from "@tactica/engine";
import type { AnyTable, ProvenanceKind } from "@tactica/engine";
import type { TrackId } from "./activation-tracks";
import type { Nationality } from "./counter-index";
import type { Firearm } from "./firepower";
import type { FixedEffect, TerrainMode, TerrainType } from "./terrain-effects";
import { activationTrackTable, TRACK_BOXES } from "./activation-tracks";
import { counterActivationTable, counterPanicTable } from "./counter-index";
import { fireResultsTable } from "./fire-results";
import { firepowerTable } from "./firepower";
import { burstTable, scatterTable } from "./grenades";
import type { GrenadeKind } from "./grenades";
import { fixedEffectsTable, proneSightTable, terrainEffectsTable } from "./terrain-effects";

export * from "./activation-tracks";
export * from "./counter-index";
export * from "./fire-results";
export * from "./firepower";
export * from "./grenades";
export * from "./terrain-effects";

/** Every Sniper! table the ruleset declares (a rulings pack may override any of them). */
export const SNIPER_TABLES = [
  fireResultsTable, firepowerTable, terrainEffectsTable, proneSightTable, fixedEffectsTable, activationTrackTable,
  counterActivationTable, counterPanicTable, scatterTable, burstTable,
] as const;

/** Cells of every table by provenance kind (the README's provenance counts). */
export function countSniperTableProvenance(): Record<ProvenanceKind, number> {
  const out: Record<ProvenanceKind, number> = { book: 0, external: 0, reconstructed: 0, placeholder: 0 };
  for (const t of SNIPER_TABLES) for (const c of t.cells) out[c.provenance.kind] += 1;
  return out;
}

/** Typed lookups (inputs already checked by the caller's types; a missing cell is a bug and throws). */
export const sniperLookup = {
  firepower: (weapon: Firearm, band: number) => lookupOrThrow(firepowerTable, { weapon, band }),
  fireResult: (column: number, roll: number) => lookupOrThrow(fireResultsTable, { column, roll }),
  terrain: (mode: TerrainMode, terrain: TerrainType) => lookupOrThrow(terrainEffectsTable, { mode, terrain }),
  proneSight: (mode: TerrainMode) => lookupOrThrow(proneSightTable, { mode }),
  fixed: (effect: FixedEffect) => lookupOrThrow(fixedEffectsTable, { effect }),
  track: (track: TrackId, box: number) => lookupOrThrow(activationTrackTable, { track, box }),
  counterActivation: (nationality: Nationality, counter: number) => lookupOrThrow(counterActivationTable, { nationality, counter }),
  counterPanic: (nationality: Nationality, counter: number) => lookupOrThrow(counterPanicTable, { nationality, counter }),
  scatter: (range: number) => lookupOrThrow(scatterTable, { range }),
  burst: (kind: GrenadeKind, distance: number) => lookupOrThrow(burstTable, { kind, distance }),
};

export type SniperLookup = typeof sniperLookup;

/**
 * The same lookups over a match's effective tables: a rulings pack's table (an organiser's chart replacing a
 * placeholder one) wins; its cells carry the pack's provenance, so every answer that read one names it.
 */
export function sniperLookupIn(tables?: ReadonlyMap<string, AnyTable>): SniperLookup {
  if (!tables || tables.size === 0) return sniperLookup;
  const t = <I, O>(declared: Parameters<typeof toEffectiveTable<I, O>>[1]) => toEffectiveTable(tables, declared);
  const fr = t(fireResultsTable), fp = t(firepowerTable), te = t(terrainEffectsTable), ps = t(proneSightTable), fx = t(fixedEffectsTable), tr = t(activationTrackTable), ca = t(counterActivationTable), cp = t(counterPanicTable), sc = t(scatterTable), bu = t(burstTable);
  if (fr === fireResultsTable && fp === firepowerTable && te === terrainEffectsTable && ps === proneSightTable && fx === fixedEffectsTable && tr === activationTrackTable && ca === counterActivationTable && cp === counterPanicTable && sc === scatterTable && bu === burstTable) return sniperLookup;
  return {
    firepower: (weapon, band) => lookupOrThrow(fp, { weapon, band }),
    fireResult: (column, roll) => lookupOrThrow(fr, { column, roll }),
    terrain: (mode, terrain) => lookupOrThrow(te, { mode, terrain }),
    proneSight: (mode) => lookupOrThrow(ps, { mode }),
    fixed: (effect) => lookupOrThrow(fx, { effect }),
    track: (track, box) => lookupOrThrow(tr, { track, box }),
    counterActivation: (nationality, counter) => lookupOrThrow(ca, { nationality, counter }),
    counterPanic: (nationality, counter) => lookupOrThrow(cp, { nationality, counter }),
    scatter: (range) => lookupOrThrow(sc, { range }),
    burst: (kind, distance) => lookupOrThrow(bu, { kind, distance }),
  };
}

/** A track's six thresholds in box order (what the sequence's initSniperTurn takes). */
export function trackThresholds(track: TrackId): number[] {
  return Array.from({ length: TRACK_BOXES }, (_, i) => sniperLookup.track(track, i + 1).value);
}
