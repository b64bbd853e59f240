// Firepower 11.1.6 Acquire: a soldier picks up one item per Action from the ground of his place or from a casualty
// lying there (11.1.6.4), for the acquire MF (the Leg MF Expenditure Chart is missing: the placeholder cell
// `firepower/crew_action_mf` "acquire", which the event says). He carries one major personal weapon at most, so he
// must have discarded his own first (11.1.6.1); equipment needs no discard. An enemy weapon may be acquired but not used
// in the Advanced Game (11.1.6.1): he carries it and still counts as unarmed (no fire, 25.1 and 25.2 treat him so).
// Soldiers regaining control after surrendering (25.2.2) or liberated (25.4) re-arm this way: their weapons lie where
// they dropped them. Crewmen join and leave crewed weapons with `join_crew`/`leave_crew` (crews.ts, 11.1.6.2); wounded
// men are picked up with `carry_wounded` (wound-extras-carry.ts, 11.1.6.3).
import type { AnyTable, Check, ChitTurn, Command } from "@tactica/engine";
import { defineCommand, lookupOrThrow, OK, reject } from "@tactica/engine";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { CREW_ACTION_MF } from "../tables/crew-weapon-chart";
import type { AcquiringSoldier, ItemSource } from "./ground-weapons";
import { carriedCount, GROUND_ITEMS, placeOf, sourcesAt, takeFrom, withItem } from "./ground-weapons";
import { checkActor, nonCombatMfLeft, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";

const RULE = "Firepower 11.1.6";

const payload = z.object({ soldier: z.string().min(1), source: z.string().min(1), item: z.enum(GROUND_ITEMS) }).strict();
type AcquirePayload = z.infer<typeof payload>;

type Checked = Check & { soldier?: Soldier; got?: ItemSource; mf?: number };

function checkAcquire(state: FirepowerState, seat: string, p: AcquirePayload, tables: ReadonlyMap<string, AnyTable>): Checked {
  if (state.game.rules !== "advanced") return reject("acquire/advanced", "acquiring and discarding are Advanced Game Actions", RULE);
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier as AcquiringSoldier;
  if (s.riding) return reject("acquire/aboard", `${s.id} is aboard a vehicle: nothing on the ground is within his reach`, RULE);
  const got = sourcesAt(state.game, placeOf(s)).find((x) => x.source === p.source && x.item === p.item);
  if (!got) return reject("acquire/not_here", `no ${p.item === "weapon" ? "weapon" : p.item} from ${p.source} lies where ${s.id} is`, "Firepower 11.1.6, 11.1.6.4");
  if (p.item === "weapon" && carriedCount(s, "weapon") > 0) return reject("acquire/one_weapon", `${s.id} already carries a major personal weapon: he must discard it before acquiring another`, "Firepower 11.1.6.1");
  const mf = lookupOrThrow(tableOf(tables, CREW_ACTION_MF), { action: "acquire" as const }).value;
  if (mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors to acquire", RULE);
  return { ...OK, soldier: s, got, mf };
}

/** `acquire { soldier, source, item }`: one item picked up from a ground item or a casualty in his place [11.1.6]. */
export const acquireCommand = defineCommand<FirepowerGame, ChitTurn, AcquirePayload>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkAcquire(state, cmd.seat, cmd.payload, ctx.tables),
  resolve(state, cmd, _dice, ctx) {
    const c = checkAcquire(state, cmd.seat, cmd.payload, ctx.tables);
    if (!c.soldier || !c.got || c.mf === undefined) throw new Error("acquire: resolve after a failed check");
    const s = c.soldier, got = c.got, mf = c.mf;
    const taken = takeFrom(state.game, got.source, got.item);
    const next = { ...withItem(s, got), ...spendNonCombat(s, mf) };
    const game: FirepowerGame = { ...taken, soldiers: taken.soldiers.map((x) => (x.id === s.id ? next : x)) };
    const cell = lookupOrThrow(tableOf(ctx.tables, CREW_ACTION_MF), { action: "acquire" as const });
    const enemy = got.item === "weapon" && got.side !== s.side;
    return {
      state: { ...state, game },
      events: [{
        type: "equipment/acquired",
        data: {
          soldier: s.id, source: got.source, item: got.item, count: got.count, ...(got.weapon ? { weapon: got.weapon } : {}),
          ...(enemy ? { enemyWeapon: true, note: "an enemy weapon: carried, but not usable in the Advanced Game (11.1.6.1)" } : {}),
          mf, mfProvenance: cell.provenance.kind, mfNote: "acquire MF: placeholder cell of firepower/crew_action_mf (the Leg MF Expenditure Chart is missing)", rule: enemy ? "Firepower 11.1.6, 11.1.6.1" : RULE,
        },
      }],
    };
  },
});

/** Candidate acquisitions of a soldier of the Impulse (Advanced): every item lying where he is. */
export function acquireCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced" || s.riding) return [];
  return sourcesAt(state.game, placeOf(s)).map((x) => ({ type: "acquire", seat: s.side, payload: { soldier: s.id, source: x.source, item: x.item } }));
}
