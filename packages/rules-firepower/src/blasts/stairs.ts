import type { AnyTable, Check, ChitTurn, Command, Provenance } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { STAIRS_MF } from "../tables/advanced-leg-mf";
import { boardOf } from "../core/board";
import { checkCollapsedFloor } from "./building-damage";
import { storeyOf } from "../works/heights-movement";
import { controllerOf } from "../optional/prisoners";
import { checkActor, nonCombatMfLeft, patchSoldiers, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";

const RULE = "Firepower 11.1.8";
const payload = z.object({ soldier: z.string().min(1), storey: z.number().int().min(-1).max(14) }).strict();
type Ctx = { readonly tables: ReadonlyMap<string, AnyTable> };

function checkStairs(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: Ctx): Check & { soldier?: Soldier; cost?: number; provenance?: Provenance } {
  if (state.game.rules !== "advanced") return reject("stairs/advanced_only", "stairs and upper floors are Advanced Game rules", RULE);
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  const board = boardOf(state.game);
  const from = storeyOf(s);
  if (Math.abs(p.storey - from) !== 1) return reject("stairs/one_flight", "stairs take a soldier up or down one flight at a time", RULE);
  if (!board.storeysOf(s.hex).includes(p.storey) || !board.stairsLink(s.hex, from, p.storey)) {
    return reject("stairs/none", `no stairs in ${board.idOf(s.hex)} link storey ${from} and storey ${p.storey}`, "Firepower 8.2.1, 11.1.8");
  }
  const collapsed = checkCollapsedFloor(state.game, s.hex, p.storey); // 12.3.4.2.7 (building-damage.ts)
  if (!collapsed.ok) return collapsed;
  // 11.1.1, 13: opposing soldiers on the floor above or below are met by melee, not walked past.
  const held = state.game.soldiers.some((o) => !o.eliminated && isSameHex(o.hex, s.hex) && storeyOf(o) === p.storey && controllerOf(o) !== s.side);
  if (held) return reject("stairs/enemy_floor", "the enemy holds that floor of the hex: take it by melee", "Firepower 11.1.1, 13");
  const cell = lookup(tableOf(ctx.tables, STAIRS_MF), { posture: s.posture });
  if (!cell.ok) throw new Error(`firepower/stairs_mf: ${cell.error.message}`);
  if (cell.value > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", RULE);
  return { ...OK, soldier: s, cost: cell.value, provenance: cell.provenance };
}

/** A soldier moved to another storey of his hex (the storey field is present only off the ground floor). */
function onStorey(game: FirepowerGame, id: string, storey: number, spent: Partial<Soldier>): FirepowerGame {
  return patchSoldiers(game, (x) => {
    if (x.id !== id) return undefined;
    const { storey: _old, ...rest } = x;
    return { ...rest, ...spent, ...(storey !== 0 ? { storey } : {}) };
  });
}

/**
 * `stairs`: up or down one flight of the stairs in the soldier's hex [11.1.8] (Advanced): he moves to that storey of
 * the building. Its MF cost is on the missing Leg MF chart: `firepower/stairs_mf` holds placeholders (the event's
 * provenance says so) that a rulings pack can replace.
 */
export const stairsCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkStairs(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkStairs(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.cost === undefined) throw new Error("stairs: resolve after a failed check");
    const game = onStorey(state.game, c.soldier.id, cmd.payload.storey, spendNonCombat(c.soldier, c.cost));
    const data = { soldier: c.soldier.id, hex: boardOf(state.game).idOf(c.soldier.hex), from: storeyOf(c.soldier), storey: cmd.payload.storey, mf: c.cost, ...(c.provenance ? { provenance: c.provenance } : {}), rule: RULE };
    return { state: { ...state, game }, events: [{ type: "move/stairs", data }] };
  },
});

/** Candidate `stairs` commands of a soldier: one flight up and one down where his hex has them (validated later). */
export function stairsCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced") return [];
  const storeys = boardOf(state.game).storeysOf(s.hex);
  if (storeys.length < 2) return [];
  const at = storeyOf(s);
  return [at - 1, at + 1].filter((n) => storeys.includes(n)).map((storey) => ({ type: "stairs", seat: s.side, payload: { soldier: s.id, storey } }));
}
