import type { AnyTable, Check, ChitTurn, Command, GameEvent } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { DEMOLITION_CHARGE } from "../tables/demolition-charge";
import { boardOf } from "../core/board";
import { gBlast } from "./g-blast";
import { chargeBurstAt, chargeLevelField } from "../blasts/bridges-ammo";
import { bridgeBurstField } from "../blasts/bridges-blasts";
import { checkActor, mfAllowance } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";
import type { Charge } from "../state/works-state";

const RULE = "Firepower 12.4.9";

export type { Charge } from "../state/works-state";

const payload = z.object({ soldier: z.string().min(1) }).strict();

function checkArm(state: FirepowerState, seat: string, p: z.infer<typeof payload>): Check & { soldier?: Soldier } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if ((s.dmc ?? 0) <= 0) return reject("dmc/none", "the soldier carries no demolition charge", RULE);
  // 11.1.13: arming expends "all" movement factors, so the soldier must not have spent any this Impulse.
  if (s.mf > 0 || mfAllowance(s) <= 0) return reject("dmc/needs_all_mf", "arming a demolition charge expends all movement factors", "Firepower 11.1.13");
  return { ...OK, soldier: s };
}

/** `arm_charge`: a soldier arms a demolition charge he carries in his hex, expending all MF; a DMC unit shows it [12.4.9, 11.1.13]. */
export const armChargeCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd) => checkArm(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkArm(state, cmd.seat, cmd.payload);
    if (!c.soldier) throw new Error("arm_charge: resolve after a failed check");
    const s = c.soldier;
    const charges = state.game.charges ?? [];
    const charge: Charge = { id: `DMC${charges.length + 1}`, side: s.side, hex: s.hex, armedThisPhase: true, ...chargeLevelField(state.game, s) };
    const { dmc: _carried, ...rest } = s;
    const left = (s.dmc ?? 0) - 1;
    const armed: Soldier = { ...rest, ...(left > 0 ? { dmc: left } : {}), mf: mfAllowance(s), nonCombatMf: s.nonCombatMf + mfAllowance(s) - s.mf };
    const game: FirepowerGame = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? armed : x)), charges: [...charges, charge] };
    return { state: { ...state, game }, events: [{ type: "dmc/armed", data: { soldier: s.id, charge: charge.id, hex: boardOf(state.game).idOf(s.hex), ...(charge.deck ? { bridgeBurst: "deck" } : {}) } }] };
  },
});

/** Candidate `arm_charge` for a soldier of the Impulse who carries a charge and has spent no MF. */
export function armCandidates(s: Soldier): Command[] {
  return (s.dmc ?? 0) > 0 && s.mf === 0 ? [{ type: "arm_charge", seat: s.side, payload: { soldier: s.id } }] : [];
}

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/**
 * The end of `side`'s Impulse Phase [12.4.9]: its charges armed in this phase wait for its next one; those armed in
 * an earlier phase explode now (a G blast of the DMC's blast number at their hex; the number is a placeholder).
 */
export function chargesAtPhaseEnd(game: FirepowerGame, side: Side, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const charges = game.charges;
  if (!charges || !charges.some((c) => c.side === side)) return { game, events: [] };
  const data = lookup(tableOf(ctx.tables, DEMOLITION_CHARGE), { item: "DMC" as const });
  if (!data.ok) throw new Error("no DMC blast number");
  const board = boardOf(game);
  let next: FirepowerGame = { ...game, charges: charges.filter((c) => c.side !== side || c.armedThisPhase).map((c) => (c.side === side ? { ...c, armedThisPhase: false } : c)) };
  const events: GameEvent[] = [];
  for (const c of charges.filter((x) => x.side === side && !x.armedThisPhase)) {
    const at = chargeBurstAt(next, c); // 8.9: on the deck where he set it there (bridges-ammo.ts)
    const b = at ? gBlast(board, next, c.hex, data.value.blast, dice, ctx, at) : gBlast(board, next, c.hex, data.value.blast, dice, ctx);
    next = b.game;
    events.push({ type: "dmc/exploded", data: { charge: c.id, side: c.side, hex: board.idOf(c.hex), blast: data.value.blast, ...bridgeBurstField(next, at, c.hex), provenance: data.provenance.kind, rolls: b.rolls, ...(b.obstacle ? { obstacle: b.obstacle } : {}), ...(b.building ? { building: b.building } : {}), note: "the DMC blast number is a placeholder (firepower/demolition_charge)" } });
  }
  return { game: next, events };
}
