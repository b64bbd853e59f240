// Option 16.1 grenade return throw: a reaction by the side with soldiers in a fused hand grenade's impact hex, inside
// the thrower's Impulse. The grenade waits (`pendingReturn`) until that side tries a return throw or lets it explode;
// meanwhile every other command is refused (`grenade/awaiting_return`, src/game/optional-reactions.ts).
import type { Check, ChitTurn, Command, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { z } from "zod";
import { boardOf } from "../core/board";
import { checkThrowTarget, explodeGrenade, throwGrenade } from "./grenade-command";
import { characteristicsInUse, traitOf } from "../optional/optional-characteristics";
import { findSoldier, otherSide, soldiersAt } from "../core/soldiers";
import { isStunned } from "../core/status-ladder";
import type { FirepowerAction } from "../state/bot-view";
import type { FirepowerGame, FirepowerState, PendingReturn, Side, Soldier } from "../state/types";

const RULE = "Firepower 16.1";
/** The die roll that returns the grenade [16.1], and with Option 22 for a reflex of 8 or more [22.1.6]. */
const RETURN_ON = 2, QUICK_RETURN_ON = 3, QUICK_REFLEX = 8;
/** A failed try: the soldier's own blast roll is modified by -2 [16.1]. */
export const FAILED_RETURN_MODIFIER = -2;

/** Whether Option 16.1 is in use. */
export function returnThrowInUse(options: Readonly<Record<string, string>>): boolean {
  return options["firepower/return_throw"] === "on";
}

/** Soldiers of `side` in the impact hex who can act: not Stunned/Inactive (6.2.8, 16.6), not held or surrendered (25). */
function returners(game: FirepowerGame, impact: Hex, side: Side): Soldier[] {
  return soldiersAt(game, impact).filter((s) => s.side === side && !isStunned(s) && s.prisonerOf === undefined && s.surrenderedTo === undefined);
}

/** The die roll or less that returns the grenade for `s` [16.1, 22.1.6], and where his reflex came from. */
export function returnNumber(s: Soldier, ctx: Pick<CommandContext, "options" | "tables">): { succeedsOn: number; reflex?: { value: number; provenance: string } } {
  if (!characteristicsInUse(ctx.options)) return { succeedsOn: RETURN_ON };
  const reflex = traitOf(s, "reflex", ctx.tables);
  return { succeedsOn: reflex.value >= QUICK_REFLEX ? QUICK_RETURN_ON : RETURN_ON, reflex };
}

/**
 * A hand grenade (fused: every hand grenade in play) has landed [16.1]: when the option is on and soldiers who can act
 * are in the impact hex, it waits for their side's decision: the opposing side's soldiers first, else the thrower's own
 * (a spread onto friends). The offer with each soldier's success number goes to that side only; the waiting is public.
 */
export function offerReturn(game: FirepowerGame, thrower: Soldier, impact: Hex, options: Readonly<Record<string, string>>, tables?: CommandContext["tables"]): { game: FirepowerGame; events: GameEvent[] } | undefined {
  if (!returnThrowInUse(options)) return undefined;
  const side = ([otherSide(thrower.side), thrower.side] as const).find((sd) => returners(game, impact, sd).length > 0);
  if (!side) return undefined;
  const pendingReturn: PendingReturn = { thrower: thrower.id, impact, side };
  const hex = boardOf(game).idOf(impact);
  const offer = returners(game, impact, side).map((s) => ({ soldier: s.id, succeedsOn: returnNumber(s, { options, tables: tables ?? new Map() }).succeedsOn }));
  return {
    game: { ...game, pendingReturn },
    events: [
      { type: "grenade/fused", data: { impact: hex, waitingFor: side, rule: RULE } },
      { type: "grenade/return_offered", data: { impact: hex, soldiers: offer, rule: RULE }, visibleTo: [side] },
    ],
  };
}

const decider = (state: FirepowerState, seat: string): Check & { pending?: PendingReturn } => {
  const pending = state.game.pendingReturn;
  if (!pending) return reject("grenade/nothing_to_return", "no fused grenade is waiting to be thrown back", RULE);
  if (pending.side !== seat) return reject("grenade/not_your_return", "the other side decides on this grenade", RULE);
  return { ...OK, pending };
};

const returnPayload = z.object({
  soldier: z.string().min(1),
  /** Where he throws it if he scoops it up (printed hex ID); his normal throw rules apply [16.1]. */
  hex: z.string().min(1),
  side: z.number().int().min(0).max(5).optional(),
}).strict();

function checkReturn(state: FirepowerState, seat: string, p: z.infer<typeof returnPayload>, ctx: Pick<CommandContext, "options">): Check & { returner?: Soldier; target?: Hex; pending?: PendingReturn } {
  const d = decider(state, seat);
  if (!d.ok || !d.pending) return d;
  const s = findSoldier(state.game, p.soldier);
  if (!s || !returners(state.game, d.pending.impact, d.pending.side).some((r) => r.id === s.id)) {
    return reject("grenade/not_in_impact_hex", `${p.soldier} is not a soldier of yours who can act in the grenade's impact hex`, RULE);
  }
  const target = checkThrowTarget(state, s, p, ctx);
  if (!target.ok || !target.target) return target;
  return { ...OK, returner: s, target: target.target, pending: d.pending };
}

const withoutPending = (game: FirepowerGame): FirepowerGame => {
  const { pendingReturn: _done, ...rest } = game;
  return rest;
};

/**
 * `return_grenade`: one soldier in the impact hex tries to scoop the grenade up (d10 <= 2, or <= 3 with a reflex of 8+
 * under Option 22) and throw it at `hex` as a normal throw, which nobody may return again; on a failure it explodes
 * where it lies and his blast roll takes -2 [16.1].
 */
export const returnGrenadeCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof returnPayload>>({
  schema: returnPayload,
  rule: RULE,
  steps: ["impulse"],
  actor: "any",
  validate: (state, cmd, ctx) => checkReturn(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkReturn(state, cmd.seat, cmd.payload, ctx);
    if (!c.returner || !c.target || !c.pending) throw new Error("return_grenade: resolve after a failed check");
    const number = returnNumber(c.returner, ctx);
    const roll = dice.roll(10);
    const success = roll <= number.succeedsOn;
    const game = withoutPending(state.game);
    const events: GameEvent[] = [
      { type: "grenade/return_tried", data: { soldier: c.returner.id, roll, success, rule: RULE } },
      // His reflex (a character sheet, 22) stays with his side.
      ...(number.reflex ? [{ type: "grenade/return_number", data: { soldier: c.returner.id, succeedsOn: number.succeedsOn, reflex: number.reflex.value, provenance: number.reflex.provenance, rule: "Firepower 16.1, 22.1.6" }, visibleTo: [c.pending.side] }] : []),
    ];
    if (!success) {
      const exploded = explodeGrenade(game, c.pending.impact, dice, ctx, { [c.returner.id]: FAILED_RETURN_MODIFIER });
      return { state: { ...state, game: exploded.game }, events: [...events, ...exploded.events] };
    }
    const thrown = throwGrenade(game, c.returner, c.target, cmd.payload, dice, ctx.options);
    const exploded = thrown.impact ? explodeGrenade(game, thrown.impact, dice, ctx) : { game, events: [] };
    return { state: { ...state, game: exploded.game }, events: [...events, thrown.event, ...exploded.events] };
  },
});

/** `let_grenade_explode`: the side in the impact hex does not try a return; the grenade explodes [16.1]. */
export const letGrenadeExplodeCommand = defineCommand<FirepowerGame, ChitTurn, Record<string, never>>({
  schema: z.object({}).strict(),
  rule: RULE,
  steps: ["impulse"],
  actor: "any",
  validate: (state, cmd) => decider(state, cmd.seat),
  resolve(state, cmd, dice, ctx) {
    const pending = state.game.pendingReturn;
    if (!pending) throw new Error("let_grenade_explode: resolve after a failed check");
    const exploded = explodeGrenade(withoutPending(state.game), pending.impact, dice, ctx);
    return { state: { ...state, game: exploded.game }, events: [{ type: "grenade/not_returned", data: { side: cmd.seat, rule: RULE } }, ...exploded.events] };
  },
});

/** The reaction commands, legal only while a grenade waits [16.1]. */
export const RETURN_THROW_COMMANDS = { return_grenade: returnGrenadeCommand, let_grenade_explode: letGrenadeExplodeCommand } as const;

/** The deciding side's candidates: each soldier's return throw at each hex with enemies within 8 hexes, or letting it explode. */
export function returnCandidates(state: FirepowerState, seat: string): Command[] {
  const pending = state.game.pendingReturn;
  if (!pending || pending.side !== seat) return [];
  const board = boardOf(state.game);
  const out: Command[] = [{ type: "let_grenade_explode", seat, payload: {} }];
  for (const s of returners(state.game, pending.impact, pending.side)) {
    const hexes = new Set(state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && hexDistance(e.hex, s.hex) <= 8 && !isSameHex(e.hex, s.hex)).map((e) => board.idOf(e.hex)));
    for (const hex of hexes) out.push({ type: "return_grenade", seat, payload: { soldier: s.id, hex } });
  }
  return out;
}

/**
 * The bot's 16.1 decision: a try risks -2 on the returner's own blast roll for a small chance to spare the whole hex,
 * so it tries when two or more of its men lie by the grenade or the best return hex holds two or more enemies; it
 * throws back at the hex with the most enemies and no friend within the blast's two hexes.
 */
export function chooseReturn(game: FirepowerGame, legal: readonly FirepowerAction[]): FirepowerAction | undefined {
  const letIt = legal.find((c) => c.type === "let_grenade_explode");
  const tries = legal.filter((c) => c.type === "return_grenade");
  if (!letIt && tries.length === 0) return undefined;
  const board = boardOf(game);
  const score = (c: FirepowerAction): number => {
    const p = c.payload as { soldier: string; hex: string };
    const me = findSoldier(game, p.soldier);
    const hex = board.hexOf(p.hex);
    if (!me || !hex) return 0;
    if (game.soldiers.some((f) => !f.eliminated && f.side === me.side && hexDistance(f.hex, hex) <= 2)) return 0;
    return soldiersAt(game, hex).filter((e) => e.side !== me.side).length;
  };
  const best = tries.reduce<{ c?: FirepowerAction; v: number }>((top, c) => { const v = score(c); return v > top.v ? { c, v } : top; }, { v: 0 });
  const men = new Set(tries.map((c) => (c.payload as { soldier: string }).soldier)).size;
  if (best.c && (men >= 2 || best.v >= 2)) return best.c;
  return letIt ?? best.c;
}
