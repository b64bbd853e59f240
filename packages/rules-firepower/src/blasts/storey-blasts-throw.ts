// Throwing into an upper floor (Advanced Game) [8.2.3, 12.1.6, 12.2.8, 12.7.3].
import type { AnyTable, Check, Command, Provenance } from "@tactica/engine";
import { defineTable, lookup, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Direction, Hex } from "@tactica/hex";
import { hexDistance, hexNeighbor } from "@tactica/hex";
import type { Viewpoint } from "@tactica/sighting";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { missing, recon } from "../tables/sources";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { entrySides } from "../core/geometry";
import { storeyOf } from "../works/heights-movement";
import type { ImpactLocation } from "./storey-blasts";
import { impactAt, soldierSpan } from "./storey-blasts";
import { roofLevelOf } from "../works/climbing-terrain";
import type { FirepowerState, Soldier } from "../state/types";

/** Highest d10 (after modifiers) that takes a projectile through a door or window [12.7.3]. */
export const OPENING_PASS_NUMBERS = defineTable<{ opening: "door" | "window" }, number>({
  id: "firepower/opening_pass_numbers",
  version: "1",
  title: "Through a door or window: highest roll that passes (Hit Location Tables, missing)",
  inputs: z.object({ opening: z.enum(["door", "window"]) }),
  output: z.number().int().min(0).max(10),
  cells: [
    { inputs: { opening: "window" }, value: 3, provenance: recon("12.7.3's example: a hand grenade through a window passes on a roll of 1-3 (the Hit Location Tables are missing; read as the window's number)") },
    { inputs: { opening: "door" }, value: 5, provenance: missing("Hit Location Tables (Game Card) missing; placeholder: a door (two heights, 8.2.3) passes on 1-5") },
  ],
});

/** The Viewpoint a throw aims at: the hex at Standing height, on `storey` when one is named [12.1.6]. */
export function storeyTarget(hex: Hex, storey?: number): Viewpoint {
  return { hex, posture: "stand", ...(storey ? { level: storey } : {}) };
}

/** An open door or window of `storey` on a side of `target` facing the thrower (the opening the throw goes through). */
type Opening = { readonly dir: number; readonly type: "door" | "window"; readonly bottom: number; readonly top: number };

function openingToward(board: Board, from: Hex, target: Hex, storey: number): Opening | undefined {
  const floor = board.floorOf(target, storey) ?? 0;
  for (const dir of entrySides(from, target)) {
    const side = board.levelSide(target, dir, storey);
    if (!side?.open || (side.type !== "door" && side.type !== "window")) continue;
    // 8.2.3: a window is one height high, one above its floor; a door two heights from the floor.
    return side.type === "window" ? { dir, type: "window", bottom: floor + 1, top: floor + 2 } : { dir, type: "door", bottom: floor, top: floor + 2 };
  }
  return undefined;
}

/**
 * The storey checks of a throw at an upper (or lower) floor [8.2.1, 12.1.6, 12.7.3]: Advanced Game only; the target hex
 * must have that storey; from outside the building the grenade goes in through an open door or window of that storey on
 * a side of the target hex facing the thrower (from inside, on his own storey, none is needed; LOS decides the rest).
 */
export function checkStoreyThrow(state: Pick<FirepowerState, "game">, s: Soldier, target: Hex, storey: number | undefined, area = "grenade"): Check {
  if (storey === undefined || storey === 0) return OK;
  const rule = "Firepower 12.1.6, 12.7.3";
  if (state.game.rules !== "advanced") return reject(`${area}/advanced_only`, "building storeys are Advanced Game terrain", "Firepower 8.2.1");
  const board = boardOf(state.game);
  if (!board.storeysOf(target).includes(storey)) return reject(`${area}/no_storey`, `${board.idOf(target)} has no storey ${storey}`, "Firepower 8.2.1");
  // 11.1.11.2: a roof is open to the sky; only the line of sight decides a throw onto it.
  const inside = (board.storeysOf(s.hex).length > 0 && storeyOf(s) === storey) || roofLevelOf(board, target)?.storey === storey;
  if (!inside && !openingToward(board, s.hex, target, storey)) {
    return reject(`${area}/no_opening`, "a grenade or round gets into an upper floor only through an open door or window of that storey facing the firer", rule);
  }
  return OK;
}

/** The 12.7.3 roll of a throw through an opening, as events report it. */
export type OpeningPass = {
  readonly opening: "door" | "window"; readonly roll?: number; readonly modifier: number; readonly needed: number; readonly passed: boolean;
  readonly automatic?: true; readonly provenance: Provenance; readonly rule: string;
};

/**
 * Where a grenade that hit its hex on `storey` bursts [12.7.3, 12.2.8]: on that storey if it passes the opening (at its
 * floor height), else against the wall outside the opening, at the opening's lowest height. The pass is automatic when
 * the opening is on a side of the thrower's own hex (12.7.3: "in the same hex as the firing unit"), and for a thrower
 * on that storey inside; otherwise d10 +1 per height from the thrower to the nearest height of the
 * opening, against `firepower/opening_pass_numbers` (the Hit Location Tables are missing).
 */
export function throughOpening(board: Board, s: Soldier, target: Hex, storey: number, dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>): { at: ImpactLocation; pass?: OpeningPass } {
  const inside = impactAt(board, target, storey);
  const onRoof = roofLevelOf(board, target)?.storey === storey;
  const opening = onRoof || (board.storeysOf(s.hex).length > 0 && storeyOf(s) === storey) ? undefined : openingToward(board, s.hex, target, storey);
  if (!opening) return { at: inside };
  const cell = lookup(tableOf(tables, OPENING_PASS_NUMBERS), { opening: opening.type });
  if (!cell.ok) throw new Error(`firepower/opening_pass_numbers: ${cell.error.message}`);
  const rule = "Firepower 12.7.3";
  if (hexDistance(s.hex, target) <= 1) return { at: inside, pass: { opening: opening.type, modifier: 0, needed: cell.value, passed: true, automatic: true, provenance: cell.provenance, rule } };
  const span = soldierSpan(board, s);
  const gap = span.head < opening.bottom ? opening.bottom - span.head : span.feet > opening.top ? span.feet - opening.top : 0;
  // 12.7.3's -2 at range 1 never applies here: hexside openings at range 1 lie on a side of the thrower's hex.
  const modifier = gap;
  const roll = dice.roll(10);
  const passed = roll + modifier <= cell.value;
  const pass: OpeningPass = { opening: opening.type, roll, modifier, needed: cell.value, passed, provenance: cell.provenance, rule };
  if (passed) return { at: inside, pass };
  // 12.7.3: it hits the wall around the opening and bursts there, on the thrower's side of the wall.
  const outside = hexNeighbor(target, opening.dir as Direction);
  return { at: { hex: board.has(outside) ? outside : target, storey: 0, height: opening.bottom, inside: false }, pass };
}

/** The hexes and storeys (other than the ground) holding enemies of `s` within 8 hexes, once each [8.2.1]. */
export function storeyTargets(state: FirepowerState, s: Soldier): { hex: string; storey: number }[] {
  if (state.game.rules !== "advanced") return [];
  const board = boardOf(state.game);
  const seen = new Set<string>();
  const out: { hex: string; storey: number }[] = [];
  for (const e of state.game.soldiers) {
    const storey = storeyOf(e);
    const key = `${board.idOf(e.hex)}@${storey}`;
    if (e.eliminated || e.side === s.side || storey === 0 || hexDistance(e.hex, s.hex) > 8 || seen.has(key)) continue;
    seen.add(key);
    out.push({ hex: board.idOf(e.hex), storey });
  }
  return out;
}

/** Candidate throws at enemies on another storey than the ground (the framework keeps the legal ones). */
export function storeyThrowCandidates(state: FirepowerState, s: Soldier): Command[] {
  return storeyTargets(state, s).map((t) => ({ type: "throw_grenade", seat: s.side, payload: { soldier: s.id, hex: t.hex, storey: t.storey } }));
}
