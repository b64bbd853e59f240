// Option 23.3: carrying wounded soldiers (acquired and discarded like equipment, 11.1.6), and the recovery candidates.
import type { AfterCommandHook, AnyTable, Check, ChitTurn, Command } from "@tactica/engine";
import { defineCommand, lookupOrThrow, OK, reject } from "@tactica/engine";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { CREW_ACTION_MF } from "../tables/crew-weapon-chart";
import { checkActor, findSoldier, mfAllowance, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { isSeriousWound, woundsInUse } from "../optional/wounds";
import type { WoundExtrasSoldier } from "../core/wound-extras-marks";
import { mustRecover } from "../core/wound-extras-marks";
import { weighCarriers } from "../optional/wound-carry-load";

const carryPayload = z.object({ soldier: z.string().min(1), wounded: z.string().min(1) }).strict();
const downPayload = z.object({ soldier: z.string().min(1) }).strict();

/** Whether a soldier is wounded (a wound other than a weapon hit or a minor wound) and still on the map [23.1, 23.3]. */
export function isWounded(s: Soldier): boolean {
  return !s.eliminated && ((s as WoundExtrasSoldier).wounds ?? []).some(isSeriousWound);
}

const carriersOf = (game: FirepowerGame, id: string) => game.soldiers.filter((c) => !c.eliminated && (c as WoundExtrasSoldier).carrying?.soldier === id);

function cost(tables: ReadonlyMap<string, AnyTable>, action: "acquire" | "discard"): number {
  return lookupOrThrow(tableOf(tables, CREW_ACTION_MF), { action }).value;
}

function checkCarry(state: FirepowerState, seat: string, p: z.infer<typeof carryPayload>, tables: ReadonlyMap<string, AnyTable>): Check & { carrier?: Soldier; wounded?: Soldier; mf?: number } {
  if (!woundsInUse(state.options)) return reject("wound/off", "carrying wounded needs Option 23 wounds (firepower/wounds)", "Firepower 23.3");
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const carrier: WoundExtrasSoldier = a.soldier;
  const w = findSoldier(state.game, p.wounded);
  if (!w || w.side !== seat || w.id === carrier.id || !isWounded(w)) return reject("wound/not_wounded", `${p.wounded} is not a wounded soldier of your side`, "Firepower 23.3");
  if (!isSameHex(w.hex, carrier.hex) || (w.storey ?? 0) !== (carrier.storey ?? 0)) return reject("wound/not_here", "pick up a wounded man in your own hex", "Firepower 23.3, 11.1.6");
  if (carrier.carrying) return reject("wound/already_carrying", `${carrier.id} already carries ${carrier.carrying.soldier}`, "Firepower 23.3");
  if ((w as WoundExtrasSoldier).carrying) return reject("wound/carrier_wounded", `${w.id} is carrying someone`, "Firepower 23.3");
  if (carriersOf(state.game, w.id).length >= 2) return reject("wound/two_carriers", "one wounded man is carried by one soldier or a pair", "Firepower 23.3");
  const mf = cost(tables, "acquire");
  if (carrier.mf + mf > mfAllowance(carrier)) return reject("move/no_mf", "not enough movement factors to pick him up", "Firepower 11.1.6");
  return { ...OK, carrier, wounded: w, mf };
}

/** Pair flags follow who carries whom: one carrier alone (-2 MF) or two sharing (-1 each) [23.3]. */
function withPairs(game: FirepowerGame): FirepowerGame {
  return patchSoldiers(game, (s) => {
    const c = (s as WoundExtrasSoldier).carrying;
    if (!c) return undefined;
    const pair = carriersOf(game, c.soldier).length >= 2;
    return pair === c.pair ? undefined : ({ ...s, carrying: { ...c, pair } } as WoundExtrasSoldier);
  });
}

/**
 * `carry_wounded { soldier, wounded }`: a soldier picks up a wounded man of his side in his hex (an "acquire", its MF
 * a placeholder cell of `firepower/crew_action_mf`; no discard needed). Carrying costs 2 MF of his maximum, or 1 each
 * when two men carry him [23.3]; the wounded man goes where his carrier goes.
 */
export const carryWoundedCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof carryPayload>>({
  schema: carryPayload,
  rule: "Firepower 23.3",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkCarry(state, cmd.seat, cmd.payload, ctx.tables),
  resolve(state, cmd, _dice, ctx) {
    const c = checkCarry(state, cmd.seat, cmd.payload, ctx.tables);
    if (!c.carrier || !c.wounded || c.mf === undefined) throw new Error("carry_wounded: resolve after a failed check");
    const carrier = c.carrier, w = c.wounded, mf = c.mf;
    const game = withPairs(patchSoldiers(state.game, (s) => (s.id === carrier.id ? ({ ...s, mf: s.mf + mf, nonCombatMf: s.nonCombatMf + mf, carrying: { soldier: w.id, pair: false } } as WoundExtrasSoldier) : undefined)));
    const pair = (findSoldier(game, carrier.id) as WoundExtrasSoldier | undefined)?.carrying?.pair === true;
    return { state: { ...state, game }, events: [{ type: "wound/carried", data: { soldier: carrier.id, wounded: w.id, mf, pair, mfProvenance: "placeholder (firepower/crew_action_mf)", rule: "Firepower 23.3" } }] };
  },
});

function checkSetDown(state: FirepowerState, seat: string, id: string, tables: ReadonlyMap<string, AnyTable>): Check & { carrier?: WoundExtrasSoldier; mf?: number } {
  const a = checkActor(state, seat, id);
  if (!a.ok || !a.soldier) return a;
  const carrier: WoundExtrasSoldier = a.soldier;
  if (!carrier.carrying) return reject("wound/not_carrying", `${id} carries no wounded man`, "Firepower 23.3");
  const mf = Math.min(cost(tables, "discard"), Math.max(0, mfAllowance(carrier) - carrier.mf));
  return { ...OK, carrier, mf };
}

/** `set_down { soldier }`: the carrier sets the wounded man down in his hex (a "discard", placeholder MF) [23.3, 11.1.6]. */
export const setDownCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof downPayload>>({
  schema: downPayload,
  rule: "Firepower 23.3",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkSetDown(state, cmd.seat, cmd.payload.soldier, ctx.tables),
  resolve(state, cmd, _dice, ctx) {
    const c = checkSetDown(state, cmd.seat, cmd.payload.soldier, ctx.tables);
    if (!c.carrier || c.mf === undefined) throw new Error("set_down: resolve after a failed check");
    const carrier = c.carrier, mf = c.mf;
    const game = withPairs(patchSoldiers(state.game, (s) => {
      if (s.id !== carrier.id) return undefined;
      const { carrying: _c, ...rest } = s as WoundExtrasSoldier;
      return { ...rest, mf: s.mf + mf, nonCombatMf: s.nonCombatMf + mf };
    }));
    return { state: { ...state, game }, events: [{ type: "wound/set_down", data: { soldier: carrier.id, wounded: carrier.carrying?.soldier, mf, rule: "Firepower 23.3" } }] };
  },
});

/**
 * After any command: a carried man goes to the hex (and storey) his carrier moved to; a carrier who is out of the
 * game, or no longer with the man (his partner moved off with him), or whose man is gone, carries nobody [23.3].
 */
export function followCarriers(before: FirepowerGame, after: FirepowerGame): FirepowerGame {
  if (!after.soldiers.some((s) => (s as WoundExtrasSoldier).carrying)) return after;
  let next = after;
  for (const c of after.soldiers) {
    const carrying = (c as WoundExtrasSoldier).carrying;
    const old = before.soldiers.find((x) => x.id === c.id);
    if (!carrying || c.eliminated || !old || isSameHex(old.hex, c.hex)) continue;
    next = patchSoldiers(next, (s) => {
      if (s.id !== carrying.soldier || s.eliminated) return undefined;
      const { storey: _s, ...rest } = s;
      return { ...rest, hex: c.hex, ...(c.storey ? { storey: c.storey } : {}) };
    });
  }
  next = patchSoldiers(next, (s) => {
    const c = (s as WoundExtrasSoldier).carrying;
    if (!c) return undefined;
    const w = findSoldier(next, c.soldier);
    if (!s.eliminated && w && !w.eliminated && isSameHex(w.hex, s.hex)) return undefined;
    const { carrying: _c, ...rest } = s as WoundExtrasSoldier;
    return rest;
  });
  return withPairs(next);
}

/** After every command the carried wounded follow their carriers, weighed with Option 15.2 [23.3]. */
export const CARRYING_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "carried-wounded",
  rule: "Firepower 23.3",
  after: (state, out, _cmd, _dice, ctx) => {
    const followed = followCarriers(state.game, out.state.game);
    const { game, events } = weighCarriers(state.game, followed, ctx.options, ctx.tables); // 23.3 with 15.2
    return game === out.state.game ? out : { ...out, state: { ...out.state, game }, events: [...out.events, ...events] };
  },
};

/** Candidate 23.1.5 and 23.3 commands of a soldier: his recovery roll, picking up a wounded man of his hex, setting one down. */
export function woundExtraCandidates(state: FirepowerState, s: Soldier): Command[] {
  const seat = s.side;
  if (mustRecover(s)) return [{ type: "recover", seat, payload: { soldier: s.id } }];
  if (!woundsInUse(state.options)) return [];
  if ((s as WoundExtrasSoldier).carrying) return [{ type: "set_down", seat, payload: { soldier: s.id } }];
  return state.game.soldiers.filter((w) => w.side === seat && w.id !== s.id && isSameHex(w.hex, s.hex) && isWounded(w))
    .map((w) => ({ type: "carry_wounded", seat, payload: { soldier: s.id, wounded: w.id } }));
}
