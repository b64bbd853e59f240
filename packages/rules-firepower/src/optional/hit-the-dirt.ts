import type { Check, ChitTurn } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { z } from "zod";
import { findSoldier, mfAllowance, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, FirepowerState } from "../state/types";

const payload = z.object({ soldiers: z.array(z.string().min(1)).min(1).max(40) }).strict();

/** Every check of Hit the Dirt! [11.3.3]: Advanced, a fresh Impulse, soldiers of its squad who have not acted elsewhere. */
function checkHitTheDirt(state: FirepowerState, seat: string, ids: readonly string[]): Check {
  const rule = "Firepower 11.3.3";
  if (state.game.rules !== "advanced") return reject("dirt/advanced_only", "Hit the Dirt! is an Advanced Game action", rule);
  const impulse = state.game.impulse;
  if (!impulse || state.turn.impulse === null) return reject("dirt/no_impulse", "Hit the Dirt! uses an Impulse", rule);
  if (impulse.soldiers.some((id) => (findSoldier(state.game, id)?.mf ?? 0) > 0)) return reject("dirt/impulse_used", "the Impulse has already been used for other Actions", rule);
  if (new Set(ids).size !== ids.length) return reject("dirt/duplicate", "each soldier once", rule);
  for (const id of ids) {
    const s = findSoldier(state.game, id);
    if (!s || s.eliminated || s.side !== seat || s.squad !== state.turn.impulse.squad) return reject("dirt/not_in_squad", `${id} is not a living soldier of the Impulse's squad`, rule);
    if (s.acted && !impulse.soldiers.includes(id)) return reject("dirt/acted", `${id} has acted this Impulse Phase`, rule);
  }
  return OK;
}

/** `hit_the_dirt`: one Impulse sends any of the squad's soldiers, anywhere, Prone; they do nothing else this phase [11.3.3]. */
export const hitTheDirtCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: "Firepower 11.3.3",
  steps: ["impulse"],
  validate: (state, cmd) => checkHitTheDirt(state, cmd.seat, cmd.payload.soldiers),
  resolve(state, cmd) {
    const ids = cmd.payload.soldiers;
    const game = patchSoldiers(state.game, (s) => (ids.includes(s.id) ? { ...s, posture: "prone", running: false, acted: true, combatUsed: true, mf: mfAllowance(s), afterFireMf: 0 } : undefined));
    const impulse = game.impulse ? { ...game.impulse, soldiers: [] } : null;
    return { state: { ...state, game: { ...game, impulse } }, events: [{ type: "move/hit_the_dirt", data: { soldiers: ids } }] };
  },
});
