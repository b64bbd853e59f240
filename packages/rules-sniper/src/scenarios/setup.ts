// A Sniper! game from a scenario document [36.0], [37.1]: the roster (activation values from the absent Counter
// Index: placeholder), each side on its entry hexes, the activation tracks.
import type { SideId, SniperGame, Soldier, TerrainMode, Weapon } from "../state/index";
import { fromColRow, NO_MARKERS } from "../state/index";
import { createRuralBoard, createUrbanBoard } from "./board";
import { findOb } from "./orders-of-battle";
import type { SniperScenario } from "./schema";
import { COUNTER_IDS, sniperLookup, trackThresholds, TRACKS } from "../tables/index";
import type { Nationality, TrackId } from "../tables/index";

/** The counter colour of an OB's nation [3.0 C]. */
const NATIONALITY: Readonly<Record<string, Nationality>> = {
  American: "us_uk_nato", British: "us_uk_nato", Australian: "us_uk_nato", Canadian: "us_uk_nato", German: "german",
  Soviet: "soviet", Japanese: "japanese", "Chinese PLA": "asian_communist", "Viet Cong": "asian_communist", NVA: "asian_communist",
};

/**
 * Entry hexes per chit [37.1 Step 1], printed on the 39-column two-sheet map (Alpha row 01, Bravo row 53/54).
 * Reconstructed for this board: the printed first column scaled by cols/39; each side fills five columns of its
 * first three rows, one soldier per hex.
 */
export const ENTRY_FIRST_COLUMN: Readonly<Record<number, number>> = { 1: 1, 2: 8, 3: 22, 4: 36 };

function entryHexes(chit: number, homeRow: number, rows: number, cols: number): { col: number; row: number }[] {
  const first = Math.min(cols - 5, Math.floor(((ENTRY_FIRST_COLUMN[chit]! - 1) * cols) / 39));
  const step = homeRow === 0 ? 1 : -1;
  const out: { col: number; row: number }[] = [];
  for (let k = 0; k < 3; k++) for (let c = 0; c < 5; c++) out.push({ col: first + c, row: homeRow + step * k });
  return out.filter((h) => h.row >= 0 && h.row < rows);
}

export type SetupOutcome = { ok: true; game: SniperGame; tracks: Record<SideId, readonly number[]>; turns: number } | { ok: false; message: string };

export function toSniperGame(sc: SniperScenario, scenarioId = sc.ob): SetupOutcome {
  const ob = findOb(sc.ob);
  if (!ob) return { ok: false, message: `no order of battle ${sc.ob} in the Patrol situation [37.6]` };
  const mode: TerrainMode = sc.terrainMode ?? ob.terrain[0] ?? "mixed";
  const board = sc.mapSide === "urban" ? createUrbanBoard(mode) : createRuralBoard(mode);
  const obSides = { alpha: ob.sides[sc.alphaSide]!, bravo: ob.sides[sc.alphaSide === 0 ? 1 : 0]! };
  const homeRow: Record<SideId, number> = { alpha: 0, bravo: board.rows - 1 };
  const soldiers: Soldier[] = [];
  const tracks = {} as Record<SideId, readonly number[]>;
  for (const side of ["alpha", "bravo"] as const) {
    const obSide = obSides[side];
    if (!(TRACKS as readonly string[]).includes(obSide.track)) return { ok: false, message: `${obSide.nation}: no activation track ${obSide.track} [5.2]` };
    tracks[side] = trackThresholds(obSide.track as TrackId);
    const nationality = NATIONALITY[obSide.nation] ?? "us_uk_nato";
    const weapons: Weapon[] = [];
    for (const [w, n] of Object.entries(obSide.force)) for (let i = 0; i < (n ?? 0); i++) weapons.push(w as Weapon);
    const hexes = entryHexes(sc.entry[side], homeRow[side], board.rows, board.cols);
    if (hexes.length < weapons.length) return { ok: false, message: `${obSide.nation}: ${weapons.length} soldiers do not fit the entry hexes` };
    if (weapons.length > COUNTER_IDS.max) return { ok: false, message: `${obSide.nation}: more soldiers than the Counter Index numbers` };
    weapons.forEach((weapon, i) => {
      const at = hexes[i]!;
      soldiers.push({
        id: `${side[0]}${String(i + 1).padStart(2, "0")}`, side, weapon,
        // Counter i + 1 of the nation's index [36.0] (absent: reconstructed activation, placeholder panic).
        activation: sniperLookup.counterActivation(nationality, i + 1).value, panic: sniperLookup.counterPanic(nationality, i + 1).value,
        hex: fromColRow(at.col, at.row), facing: side === "alpha" ? 3 : 0, posture: "standing", level: 0,
        health: "healthy", stunned: false, unloaded: false, markers: NO_MARKERS, actedThisTurn: false, revealed: false, oppFired: false, reachedFarEdge: false,
      });
    });
  }
  // The leader and deputy [22.1]: soldiers of their own side, two different ones.
  for (const side of ["alpha", "bravo"] as const) {
    const pair = sc.leaders?.[side];
    if (!pair) continue;
    if (pair[0] === pair[1]) return { ok: false, message: `${side}: the leader and the deputy leader are two soldiers [22.1]` };
    for (const [i, id] of pair.entries()) {
      const k = soldiers.findIndex((x) => x.id === id && x.side === side);
      if (k < 0) return { ok: false, message: `${side}: no soldier ${id} to be ${i === 0 ? "leader" : "deputy leader"} [22.1]` };
      soldiers[k] = { ...soldiers[k]!, leader: i === 0 ? "leader" : "deputy" };
    }
  }
  const game: SniperGame = {
    scenarioId, situation: sc.situation, board,
    sides: {
      alpha: { nation: obSides.alpha.nation, track: obSides.alpha.track, morale: obSides.alpha.morale, homeRow: homeRow.alpha },
      bravo: { nation: obSides.bravo.nation, track: obSides.bravo.track, morale: obSides.bravo.morale, homeRow: homeRow.bravo },
    },
    soldiers, placed: { alpha: 0, bravo: 0 }, impulse: null, result: null,
  };
  return { ok: true, game, tracks, turns: sc.turns };
}
