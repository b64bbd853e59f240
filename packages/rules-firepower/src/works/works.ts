import type { AnyTable, Check, ChitTurn, Command } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { DEPTHS } from "../tables/advanced-data";
import { checkActor, nonCombatMfLeft, soldiersAt, spendNonCombat, updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { WORKS_TYPES } from "../state/works-state";
import type { Works } from "../state/works-state";

export { WORKS_TYPES } from "../state/works-state";
export type { Works } from "../state/works-state";

/** Whether a scenario `works` entry is a dug work (the others are obstacles, src/game/obstacles.ts). */
export const isDug = (type: string): type is Works["type"] => (WORKS_TYPES as readonly string[]).includes(type);

/** Soldiers of one side a foxhole holds (a trench holds any number) [8.8.2.1, 8.8.2.2]. */
export const FOXHOLE_CAPACITY = 4;

/**
 * Option 16.9: whether a soldier stands behind 2-height cover. In play that is a deep foxhole or trench (2 heights
 * deep) he is in; 2-height fences and defilade need the Advanced map heights, which play does not have yet.
 */
export function behindHighCover(game: FirepowerGame, s: Soldier, options: Readonly<Record<string, string>>): boolean {
  if (options["firepower/standing_behind_cover"] !== "on" || !s.inWorks || s.posture !== "stand") return false;
  const works = worksAt(game, s.hex);
  return works !== undefined && works.type !== "shallow_foxhole";
}

/** The dug work in a hex, if any. */
export function worksAt(game: FirepowerGame, hex: Hex): Works | undefined {
  return (game.works ?? []).find((w) => isSameHex(w.hex, hex));
}

type Ctx = { readonly tables: ReadonlyMap<string, AnyTable> };

/** MF to climb into or out of a work: one per height of its depth [11.1.11, 8.8.2]. */
export function climbCost(works: Works, tables?: ReadonlyMap<string, AnyTable>): number {
  const depth = lookup(tableOf(tables, DEPTHS), { item: works.type });
  if (!depth.ok) throw new Error(`no depth for ${works.type}`);
  return Math.abs(depth.value);
}

const payload = z.object({ soldier: z.string().min(1), into: z.boolean() }).strict();

function checkClimb(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: Ctx): Check & { soldier?: Soldier; cost?: number } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.riding) return reject("vehicle/dismount_first", `${s.id} rides vehicle ${s.riding.vehicle}: dismount first`, "Firepower 19.1.16");
  const works = worksAt(state.game, s.hex);
  if (!works) return reject("works/none", "there is no foxhole or trench in the soldier's hex", "Firepower 8.8.2");
  if (p.into === (s.inWorks === true)) return reject("works/already", p.into ? "the soldier is already in the work" : "the soldier is not in the work", "Firepower 8.8.1");
  if (s.posture !== "stand") return reject("works/stand_to_climb", "to start climbing a soldier must be Standing", "Firepower 11.1.11");
  if (p.into && works.type !== "trench" && soldiersAt(state.game, s.hex).filter((o) => o.inWorks && o.side === s.side).length >= FOXHOLE_CAPACITY) {
    return reject("works/full", "a foxhole holds up to four soldiers of one side", "Firepower 8.8.2.1");
  }
  const cost = climbCost(works, ctx.tables);
  if (cost > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", "Firepower 11.1.11");
  return { ...OK, soldier: s, cost };
}

/** `climb`: into or out of the foxhole or trench in the soldier's hex, 1 MF per height of depth [8.8.1, 8.8.2, 11.1.11]. */
export const climbCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: "Firepower 11.1.11",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkClimb(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkClimb(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.cost === undefined) throw new Error("climb: resolve after a failed check");
    const { inWorks: _was, ...rest } = updateSoldier(state.game, c.soldier.id, spendNonCombat(c.soldier, c.cost)).soldiers.find((x) => x.id === c.soldier?.id) ?? c.soldier;
    const moved: Soldier = cmd.payload.into ? { ...rest, inWorks: true } : rest;
    const game: FirepowerGame = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === moved.id ? moved : x)) };
    return { state: { ...state, game }, events: [{ type: "works/climbed", data: { soldier: moved.id, into: cmd.payload.into, mf: c.cost } }] };
  },
});

/** Candidate climbs of a soldier of the Impulse standing in a works hex. */
export function climbCandidates(state: FirepowerState, s: Soldier): Command[] {
  return worksAt(state.game, s.hex) ? [{ type: "climb", seat: s.side, payload: { soldier: s.id, into: s.inWorks !== true } }] : [];
}
