// Option 25.2 surrender calls: soldiers in the Impulse call on an enemy hex within two hexes; the callee's side rolls
// against the hex's best motivation (Option 22); above it every soldier there surrenders. Surrendered soldiers stand,
// perform no Actions, become prisoners when an enemy enters their hex (25.2.1) and are regained when left with no
// enemy within two hexes during their own Impulse Phase (25.2.2).
import type { AfterCommandHook, AnyTable, Check, ChitTurn, Command, CommandContext, GameEvent, Provenance } from "@tactica/engine";
import { defineCommand, lookup, OK, reject, summarizeProvenance } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { SURRENDER_CALL_MF } from "../tables/optional-rule-tables";
import { boardOf } from "../core/board";
import { characteristicsInUse, traitOf } from "./optional-characteristics";
import { prisonersInUse } from "./prisoners";
import { checkActor, nonCombatMfLeft, patchSoldiers, soldiersAt, spendNonCombat } from "../core/soldiers";
import { isStunned } from "../core/status-ladder";
import type { FirepowerAction } from "../state/bot-view";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";

const RULE = "Firepower 25.2";
type Options = Readonly<Record<string, string>>;
/** Callers may call on a hex within two hexes [25.2]. */
const CALL_RANGE = 2;
/** +5 when every soldier called on is Stunned, Inactive or unarmed [25.2]. */
const ALL_STUNNED_MODIFIER = 5;

/** Whether Option 25.2 is in use. */
export function surrenderCallsInUse(options: Options): boolean {
  return options["firepower/surrender_calls"] === "on";
}

const payload = z.object({
  /** Soldiers of the Impulse who make the call (each spends the call's MF). */
  soldiers: z.array(z.string().min(1)).min(1).max(12),
  /** The enemy hex called on (printed ID). */
  hex: z.string().min(1),
}).strict();

type SurrenderPayload = z.infer<typeof payload>;

/** The call's MF cost from its (placeholder) table cell, and that cell's provenance. */
function callCost(tables: ReadonlyMap<string, AnyTable> | undefined): { mf: number; provenance: string; cell: Provenance } {
  const cell = lookup(tableOf(tables, SURRENDER_CALL_MF), { action: "surrender_call" as const });
  if (!cell.ok) throw new Error("rules-firepower: no surrender call cost");
  return { mf: cell.value, provenance: cell.provenance.kind, cell: cell.provenance };
}

/** Soldiers in `hex` who may be called on by `side`: the other side's, neither prisoners nor already surrendered. */
const callees = (game: FirepowerGame, hex: Hex, side: Side): Soldier[] =>
  soldiersAt(game, hex).filter((s) => s.side !== side && s.prisonerOf === undefined && s.surrenderedTo === undefined);

function checkCall(state: FirepowerState, seat: string, p: SurrenderPayload, ctx: Pick<CommandContext, "options" | "tables">): Check & { callers?: Soldier[]; hex?: Hex; called?: Soldier[] } {
  if (!surrenderCallsInUse(ctx.options)) return reject("surrender/option_off", "surrender calls are Optional Rule 25.2, not in use", RULE);
  if (!characteristicsInUse(ctx.options) || !prisonersInUse(ctx.options)) {
    return reject("surrender/needs_options", "surrender calls need Option 22 (motivation) and Option 25 (prisoners) in use", RULE);
  }
  const hex = boardOf(state.game).hexOf(p.hex);
  if (!hex) return reject("surrender/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  if (new Set(p.soldiers).size !== p.soldiers.length) return reject("surrender/duplicate", "each caller once", RULE);
  const cost = callCost(ctx.tables).mf;
  const callers: Soldier[] = [];
  for (const id of p.soldiers) {
    const actor = checkActor(state, seat, id);
    if (!actor.ok || !actor.soldier) return actor;
    if (hexDistance(actor.soldier.hex, hex) > CALL_RANGE) return reject("surrender/too_far", "the hex called on must be within two hexes of every caller", RULE);
    if (cost > nonCombatMfLeft(actor.soldier)) return reject("move/no_mf", `a surrender call costs ${cost} MF`, RULE);
    callers.push(actor.soldier);
  }
  const called = callees(state.game, hex, seat as Side);
  if (called.length === 0) return reject("surrender/no_enemy", "a surrender call needs enemy soldiers in the hex", RULE);
  return { ...OK, callers, hex, called };
}

/** The callee's die modifier [25.2]: -1 per soldier called on, +1 per caller, +5 if all called on are Stunned, Inactive and/or unarmed. */
export function surrenderModifier(called: readonly Soldier[], callers: number): number {
  return -called.length + callers + (called.every((c) => isStunned(c) || c.unarmed === true) ? ALL_STUNNED_MODIFIER : 0);
}

/**
 * `surrender_call`: the callers spend the call's MF (a placeholder cell); the called side's die roll, modified, above
 * the best motivation in the hex surrenders every soldier there: he Stands (free), performs no Actions and is worth
 * double VP to the callers' side (25.6); at or below it nothing happens [25.2]. Unarmed soldiers are not modelled.
 */
export const surrenderCallCommand = defineCommand<FirepowerGame, ChitTurn, SurrenderPayload>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkCall(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkCall(state, cmd.seat, cmd.payload, ctx);
    if (!c.callers || !c.hex || !c.called) throw new Error("surrender_call: resolve after a failed check");
    const cost = callCost(ctx.tables);
    const motivation = c.called.map((s) => traitOf(s, "motivation", ctx.tables)).reduce((a, b) => (b.value > a.value ? b : a));
    const modifier = surrenderModifier(c.called, c.callers.length);
    const roll = dice.roll(10);
    const surrendered = roll + modifier > motivation.value;
    const callerIds = new Set(c.callers.map((s) => s.id)), calledIds = new Set(c.called.map((s) => s.id));
    const side = cmd.seat as Side;
    const game = patchSoldiers(state.game, (s) => {
      if (callerIds.has(s.id)) return { ...s, ...spendNonCombat(s, cost.mf) };
      return surrendered && calledIds.has(s.id) ? { ...s, surrenderedTo: side, posture: "stand", running: false } : undefined;
    });
    const events: GameEvent[] = [{
      type: surrendered ? "surrender/accepted" : "surrender/refused",
      data: {
        hex: cmd.payload.hex, callers: [...callerIds], called: [...calledIds], roll, modifier, motivation: motivation.value,
        motivationProvenance: motivation.provenance, mf: cost.mf, mfProvenance: cost.provenance, provenance: summarizeProvenance([cost.cell]), rule: RULE,
      },
    }];
    return { state: { ...state, game }, events };
  },
});

/** 25.2.1: surrendered soldiers with a (free, unsurrendered) soldier of the side they surrendered to in their hex become its prisoners. */
export function takeSurrendered(game: FirepowerGame): { game: FirepowerGame; events: GameEvent[] } {
  const taken = game.soldiers.filter((s) => !s.eliminated && s.surrenderedTo !== undefined
    && game.soldiers.some((o) => !o.eliminated && o.side === s.surrenderedTo && o.prisonerOf === undefined && o.surrenderedTo === undefined && isSameHex(o.hex, s.hex)));
  if (taken.length === 0) return { game, events: [] };
  const ids = new Set(taken.map((s) => s.id));
  const next = patchSoldiers(game, (s) => {
    if (!ids.has(s.id) || s.surrenderedTo === undefined) return undefined;
    const { surrenderedTo: captor, ...rest } = s;
    return { ...rest, prisonerOf: captor };
  });
  return { game: next, events: [{ type: "prisoners/taken", data: { soldiers: [...ids], rule: "Firepower 25.2.1" } }] };
}

/** 25.2.2: at the end of one of their side's Impulses, surrendered soldiers with no enemy within two hexes are regained. */
export function regainSurrendered(game: FirepowerGame, active: Side): { game: FirepowerGame; events: GameEvent[] } {
  const enemyNear = (s: Soldier) => game.soldiers.some((o) => !o.eliminated && o.side !== s.side && o.prisonerOf === undefined && o.surrenderedTo === undefined && hexDistance(o.hex, s.hex) <= CALL_RANGE);
  const freed = game.soldiers.filter((s) => !s.eliminated && s.side === active && s.surrenderedTo !== undefined && !enemyNear(s)).map((s) => s.id);
  if (freed.length === 0) return { game, events: [] };
  const next = patchSoldiers(game, (s) => {
    if (!freed.includes(s.id)) return undefined;
    const { surrenderedTo: _gone, ...rest } = s;
    return rest;
  });
  return { game: next, events: [{ type: "surrender/regained", data: { soldiers: freed, rule: "Firepower 25.2.2" } }] };
}

/**
 * After every command, surrendered soldiers whose hex an enemy has entered become prisoners (25.2.1); the ruleset
 * runs DISCARD_ON_CAPTURE_HOOK right after it (25.1, 25.2: the newly captured drop everything, optional-equipment-discard.ts).
 */
export const SURRENDER_TAKING_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "surrender-taking",
  rule: "Firepower 25.2.1",
  after: (_state, out, _cmd, _dice, ctx) => {
    if (!surrenderCallsInUse(ctx.options)) return out;
    const taken = takeSurrendered(out.state.game);
    return taken.events.length === 0 ? out : { state: { ...out.state, game: taken.game }, events: [...out.events, ...taken.events] };
  },
};

/** Candidate calls: each Impulse soldier alone at each enemy hex within two hexes (the framework keeps the valid ones). */
export function surrenderCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (!surrenderCallsInUse(state.options)) return [];
  const board = boardOf(state.game);
  const hexes = new Set(state.game.soldiers
    .filter((o) => !o.eliminated && o.side !== s.side && hexDistance(o.hex, s.hex) <= CALL_RANGE && o.prisonerOf === undefined && o.surrenderedTo === undefined)
    .map((o) => board.idOf(o.hex)));
  return [...hexes].map((hex) => ({ type: "surrender_call", seat: s.side, payload: { soldiers: [s.id], hex } }));
}

/**
 * The bot's estimate that a call at `hex` succeeds, from what it sees: the enemy's sheets are hidden, so every callee
 * is taken at the default motivation (5 unless a rulings pack says otherwise).
 */
export function surrenderChance(game: FirepowerGame, hex: Hex, side: Side, callers: number, tables?: ReadonlyMap<string, AnyTable>): number {
  const called = callees(game, hex, side);
  if (called.length === 0) return 0;
  const motivation = Math.max(...called.map((s) => traitOf(s, "motivation", tables).value));
  const need = motivation - surrenderModifier(called, callers) + 1;
  return Math.min(10, Math.max(0, 11 - need)) / 10;
}

/** The bot's call: the listed surrender call with the best estimated chance, if it is at least even [25.2]. */
export function chooseSurrenderCall(game: FirepowerGame, legal: readonly FirepowerAction[]): FirepowerAction | undefined {
  const board = boardOf(game);
  let best: { c?: FirepowerAction; p: number } = { p: 0 };
  for (const c of legal) {
    if (c.type !== "surrender_call") continue;
    const p = c.payload as { soldiers: string[]; hex: string };
    const hex = board.hexOf(p.hex);
    const caller = game.soldiers.find((s) => s.id === p.soldiers[0]);
    const chance = hex && caller ? surrenderChance(game, hex, caller.side, p.soldiers.length) : 0;
    if (chance > best.p) best = { c, p: chance };
  }
  return best.p >= 0.5 ? best.c : undefined;
}
