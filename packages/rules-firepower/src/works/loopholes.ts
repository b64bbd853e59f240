// Firepower 8.2.4, 12.1.6, 12.2.3-12.2.4: loopholes in building walls "if so defined in a scenario" (or drawn on the
// map document as a building level side of type loophole): too small to move through, fired through only from their
// own hex by a soldier facing them, +2 and concealment for a target using one.
import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import { z } from "zod";
import type { Board } from "../core/board";
import { entrySides } from "../core/geometry";
import { openingKey, storeyOf } from "./heights-movement";
import type { FirepowerGame, Soldier } from "../state/types";

/** A scenario loophole: the building wall on hexside `side` (1-6) of `hex` (printed ID), on `storey` (0 ground) [8.2.4]. */
export const loopholeSpecSchema = z.object({
  hex: z.string().min(1),
  side: z.number().int().min(1).max(6),
  storey: z.number().int().min(-1).max(14).optional(),
}).strict();
export type LoopholeSpec = z.infer<typeof loopholeSpecSchema>;

const WALLS = new Set(["exterior-wall", "interior-wall", "loophole"]);

/** Scenario checks [8.2.4]: each loophole is in a wall of a building level (not a door, window or open hexside). */
export function loopholeIssues(specs: readonly LoopholeSpec[], board: Board | undefined): { path: (string | number)[]; message: string }[] {
  return specs.flatMap((l, i) => {
    const hex = board?.hexOf(l.hex);
    const wall = hex ? board?.levelSide(hex, l.side - 1, l.storey ?? 0) : undefined;
    return wall && WALLS.has(wall.type) ? [] : [{ path: ["loopholes", i], message: `a loophole is an opening in a building wall (8.2.4): ${l.hex} has no wall on hexside ${l.side} at storey ${l.storey ?? 0}` }];
  });
}

/**
 * The game with the scenario's loopholes cut into its building walls [8.2.4]: the map document (flattened to map-level
 * records, as doors and windows are in play) gets a `loophole` side there, open (nothing in the book closes one), so
 * moves refuse it (11.1.3) and sight passes it only from its own hex (12.1.6, src/sighting/judge-level-side.ts).
 */
export function withScenarioLoopholes(game: FirepowerGame, board: Board, specs: readonly LoopholeSpec[] | undefined): FirepowerGame {
  if (!specs || specs.length === 0 || game.rules !== "advanced") return game;
  const keys = new Set(specs.flatMap((l) => { const hex = board.hexOf(l.hex); return hex ? [openingKey(hex, l.side - 1, l.storey ?? 0)] : []; }));
  const doc: MapDocument = board.document.boards && board.document.boards.length > 0 ? flattenMapDocument(board.document) : board.document;
  const mapDocument: MapDocument = {
    ...doc,
    buildings: (doc.buildings ?? []).map((b) => ({
      ...b,
      levels: b.levels.map((l) => (l.sides ? { ...l, sides: l.sides.map((x) => (keys.has(openingKey(x.hex, x.dir, l.storey)) ? { ...x, type: "loophole" as const, open: true } : x)) } : l)),
    })),
  };
  return { ...game, mapDocument };
}

/** Loophole hexsides (0-5) of the soldier's hex and storey that a line toward `to` leaves through. */
function loopholeExits(board: Board, s: Soldier, to: Soldier["hex"]): number[] {
  if (board.storeysOf(s.hex).length === 0) return [];
  return entrySides(to, s.hex).filter((d) => board.levelSide(s.hex, d, storeyOf(s))?.type === "loophole");
}

/**
 * 12.1.6: "soldiers in loophole hexes must face and be in the hex with the wall containing the loophole to fire
 * through the loophole". Mostly the arc (6.3.3) already sees to it; with option arc_boundary `include` a hex touching
 * the arc's edge can lie beyond a neighbouring hexside, and its loophole is then refused.
 */
export function checkLoopholeFire(board: Board, firer: Soldier, targets: readonly Soldier[]): Check {
  for (const t of targets) {
    const exits = loopholeExits(board, firer, t.hex);
    if (exits.length > 0 && !exits.includes(firer.facing - 1)) {
      return reject("fire/loophole_facing", `${firer.id} fires through a loophole only facing the wall that holds it`, "Firepower 12.1.6");
    }
  }
  return OK;
}

/**
 * A target in a wall hex whose loophole (on his storey) lies between the firer and him uses it [12.2.3-12.2.4]: +2 and
 * concealment (option `firepower/loophole_total`, src/game/bunkers-fire.ts), in place of the building's concealment
 * (each modifier counts once).
 */
export function wallLoopholeCover(board: Board, game: FirepowerGame, firer: Soldier, target: Soldier): { fortification?: "loophole"; inBuilding?: boolean } {
  if (game.rules !== "advanced" || board.storeysOf(target.hex).length === 0) return {};
  const through = entrySides(firer.hex, target.hex).some((d) => board.levelSide(target.hex, d, storeyOf(target))?.type === "loophole");
  return through ? { fortification: "loophole", inBuilding: false } : {};
}
