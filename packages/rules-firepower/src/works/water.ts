// Firepower 11.2.1, 11.2.1.1, 11.2.3, 12.2.4: water hexes with a depth (scenario `water`), fording and swimming.
import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { HexRecord, MapDocument } from "@tactica/map";
import { z } from "zod";
import type { Board } from "../core/board";
import { boardFrom, boardOf } from "../core/board";
import type { FirepowerGame, Soldier } from "../state/types";

/** Deepest water a Standing soldier fords, in inches [11.2.1.1]. */
export const STAND_FORD_INCHES = 48;
/** Deepest water a Crouching soldier fords, in inches [11.2.1.1]. */
export const CROUCH_FORD_INCHES = 24;
/** Shallowest water a soldier swims in, in inches [11.2.3]. */
export const SWIM_MIN_INCHES = 18;
/** MF to swim into a water hex [11.2.3]. */
export const SWIM_MF = 3;

/** A scenario water hex: its hex (printed ID) and depth in inches [11.2.1.1, 11.2.3]. */
export const waterSpecSchema = z.object({ hex: z.string().min(1), depth: z.number().int().min(1).max(600) }).strict();

/** A scenario water hex. */
export type WaterSpec = z.infer<typeof waterSpecSchema>;

/** A water hex in play with its depth in inches. */
export type WaterHex = { readonly hex: Hex; readonly depth: number };

/** The depth in inches of a water hex of the scenario's `water` list (undefined: no depth given, or no water). */
export function waterDepthAt(game: FirepowerGame, hex: Hex): number | undefined {
  return (game.water ?? []).find((w) => isSameHex(w.hex, hex))?.depth;
}

/** How a soldier of this posture goes into water this deep [11.2.1.1, 11.2.3]. */
export function waterMode(posture: Soldier["posture"], depth: number): "ford" | "swim" | { code: string; reason: string } {
  if (posture === "stand") return depth <= STAND_FORD_INCHES ? "ford" : { code: "water/too_deep_to_ford", reason: `Standing soldiers ford water up to ${STAND_FORD_INCHES}" deep; this is ${depth}": go Prone and swim` };
  if (posture === "crouch") return depth <= CROUCH_FORD_INCHES ? "ford" : { code: "water/too_deep_to_ford", reason: `Crouching soldiers ford water up to ${CROUCH_FORD_INCHES}" deep; this is ${depth}": Stand to ford or go Prone to swim` };
  if (posture === "prone") return depth >= SWIM_MIN_INCHES ? "swim" : { code: "water/too_shallow_to_swim", reason: `Prone soldiers may not ford, and swimming needs water at least ${SWIM_MIN_INCHES}" deep; this is ${depth}"` };
  return { code: "water/posture", reason: "only Standing or Crouching soldiers ford and only Prone soldiers swim" };
}

/** Whether a soldier in his hex is fording (in a water hex with a depth, not Prone) [11.2.1.1]. */
export function isFording(game: FirepowerGame, s: Soldier): boolean {
  return s.riding === undefined && waterDepthAt(game, s.hex) !== undefined && s.posture !== "prone";
}

/** Whether a soldier in his hex is swimming (in a water hex with a depth, Prone) [11.2.3]. */
export function isSwimming(game: FirepowerGame, s: Soldier): boolean {
  return s.riding === undefined && waterDepthAt(game, s.hex) !== undefined && s.posture === "prone";
}

/** Whether a soldier entering `to` fords into it (for 11.2.2: snow and mud are ignored while fording). */
export function fordsInto(game: FirepowerGame, s: Soldier, to: Hex): boolean {
  const depth = waterDepthAt(game, to);
  return depth !== undefined && waterMode(s.posture, depth) === "ford";
}

/**
 * Entering a water hex with a depth [11.2.1, 11.2.1.1, 11.2.3]: Standing soldiers ford up to 48", Crouching up to 24",
 * at twice the MF (`factor` 2, doubled again when backing, 11.2.1); Prone soldiers may not ford but swim in water 18"
 * deep or more for 3 MF (`mf`), only when no weapon or equipment reduces their MF ("Advanced Game ... all soldiers know
 * how to swim"). OK with nothing when `to` has no depth (a map water hex the scenario gave no depth moves as before).
 */
export function waterStep(game: FirepowerGame, s: Soldier, to: Hex): Check & { factor?: number; mf?: number; mode?: "ford" | "swim" } {
  const depth = waterDepthAt(game, to);
  if (depth === undefined || game.rules !== "advanced") return OK;
  const mode = waterMode(s.posture, depth);
  if (typeof mode !== "string") return reject(mode.code, mode.reason, mode.code === "water/too_deep_to_ford" ? "Firepower 11.2.1.1" : "Firepower 11.2.1.1, 11.2.3");
  if (mode === "ford") return { ...OK, factor: 2, mode };
  if ((s.loadMf ?? 0) > 0) return reject("water/encumbered", "only soldiers whose weapons and equipment do not reduce their movement factor may swim", "Firepower 11.2.3, 15.2");
  return { ...OK, mf: SWIM_MF, mode };
}

/**
 * Changing posture in a water hex with a depth [11.2.1.1, 11.2.3]: the new posture must be one that fords or swims
 * there (no Crouching in water over 24", no going Prone in water under 18", no Standing in water over 48"), and a man
 * going Prone to swim must carry nothing that reduces his MF.
 */
export function checkWaterPosture(game: FirepowerGame, s: Soldier, posture: Soldier["posture"]): Check {
  const depth = s.riding === undefined && game.rules === "advanced" ? waterDepthAt(game, s.hex) : undefined;
  if (depth === undefined) return OK;
  const mode = waterMode(posture, depth);
  if (typeof mode !== "string") return reject(mode.code, mode.reason, "Firepower 11.2.1.1, 11.2.3");
  if (mode === "swim" && (s.loadMf ?? 0) > 0) return reject("water/encumbered", "only soldiers whose weapons and equipment do not reduce their movement factor may swim", "Firepower 11.2.3, 15.2");
  return OK;
}

/** The move event's water note: fording (x2) or swimming (3 MF) with the depth [11.2.1.1, 11.2.3]. */
export function waterNote(game: FirepowerGame, s: Soldier, to: Hex): Record<string, unknown> {
  const step = waterStep(game, s, to);
  const depth = waterDepthAt(game, to);
  if (!step.ok || !step.mode || depth === undefined) return {};
  return { water: { mode: step.mode, depth, rule: step.mode === "ford" ? "Firepower 11.2.1, 11.2.1.1" : "Firepower 11.2.3" } };
}

/** Concealment for a target swimming or fording [12.2.4]: "+1 ... swimming or fording". */
export function waterConcealment(game: FirepowerGame, target: Soldier): { waterConcealed?: true } {
  return game.rules === "advanced" && (isFording(game, target) || isSwimming(game, target)) ? { waterConcealed: true } : {};
}

/** The map document with the scenario's water hexes drawn as water (their terrain set) [2.6]. */
function withWaterTerrain(doc: MapDocument, hexes: readonly Hex[]): MapDocument {
  const list: HexRecord[] = [...(doc.hexes ?? [])];
  for (const hex of hexes) {
    const at = list.findIndex((h) => isSameHex(h.hex, hex) && h.id === undefined);
    const prior = list[at];
    if (prior) list[at] = { ...prior, terrain: "water" };
    else list.push({ hex: { q: hex.q, r: hex.r }, terrain: "water" });
  }
  return { ...doc, hexes: list };
}

/** The game with the scenario's water depths, its water hexes drawn as water on its document (Advanced only). */
export function setupWater(game: FirepowerGame, sc: { readonly water?: readonly WaterSpec[] | undefined; readonly rules: "basic" | "advanced" }): FirepowerGame {
  if (sc.rules !== "advanced" || !sc.water || sc.water.length === 0) return game;
  const board = boardOf(game);
  const water: WaterHex[] = sc.water.flatMap((w) => { const hex = board.hexOf(w.hex); return hex ? [{ hex, depth: w.depth }] : []; });
  return { ...game, water, mapDocument: withWaterTerrain(board.document, water.map((w) => w.hex)) };
}

type ScenarioLike = Parameters<typeof boardFrom>[0] & {
  readonly rules?: string;
  readonly water?: readonly WaterSpec[] | undefined;
  readonly craters?: readonly { readonly hex: string }[] | undefined;
  readonly sides: Readonly<Record<"A" | "B", { readonly soldiers: readonly { readonly id: string; readonly hex: string; readonly posture: Soldier["posture"] }[] }>>;
};

/** Scenario check: water depths are Advanced (11.2.1.1, 11.2.3), on the map, outside buildings, one per hex, no crater there (8.7). */
export function checkWaterScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const list = sc.water ?? [];
  const board: Board | undefined = list.length === 0 ? undefined : boardFrom(sc);
  if (!board) return;
  const craters = new Set((sc.craters ?? []).map((c) => c.hex));
  const soldiers = [...sc.sides.A.soldiers, ...sc.sides.B.soldiers];
  const seen = new Set<string>();
  list.forEach((w, i) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message, path: ["water", i] });
    if (sc.rules !== "advanced") return issue("water depths, fording and swimming are Advanced Game rules (11.2.1.1, 11.2.3)");
    const hex = board.hexOf(w.hex);
    if (!hex) return issue(`no hex ${w.hex} on the map`);
    if (board.storeysOf(hex).length > 0) return issue(`${w.hex} is a building hex, not water`);
    if (craters.has(w.hex)) return issue(`no crater may be placed in the water hex ${w.hex} (8.7)`);
    if (seen.has(w.hex)) return issue(`${w.hex} is given a depth twice`);
    seen.add(w.hex);
    for (const m of soldiers.filter((x) => x.hex === w.hex)) {
      const mode = waterMode(m.posture, w.depth);
      if (typeof mode !== "string") return issue(`${m.id} starts ${m.posture} in ${w.hex}, ${w.depth}" deep: ${mode.reason} (11.2.1.1, 11.2.3)`);
    }
    return undefined;
  });
}
