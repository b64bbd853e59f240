// Option 16.5 written combat orders: Opportunity (16.5.1) and Tracking (16.5.2). A soldier uses his Impulse to write
// one; it stays secret with his side, acts during the opponent's Impulse Phases and lapses when his side's next
// sequence unit is drawn. After each enemy move step, while the other side holds an order, a reaction window opens:
// that side fires a triggered order (`order_fire`, revealing it) or lets the mover go on (`hold_fire`).
import type { AfterCommandHook, Check, ChitTurn, Command, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexLineHexes, isSameHex } from "@tactica/hex";
import { z } from "zod";
import { toHitNumber } from "../fire/hit-number";
import { firepowerRange } from "../sighting/firepower-range";
import { BASIC_RATE_OF_FIRE } from "../tables/basic-firing-chart";
import { boardOf } from "../core/board";
import { losFrom, toViewpoint } from "../combat/fire-context";
import { fireCommand } from "../combat/fire-command";
import { isInArc } from "../core/geometry";
import { checkActor, findSoldier, mfAllowance, patchSoldiers, soldiersAt } from "../core/soldiers";
import { canSweep, MF_IN_HEX_COMMANDS, suppressionOnly, sweptAlready, SWEEP_RULE } from "../optional/optional-sweep";
import { secretTaskEvents } from "./secret-loading";
import type { CombatOrder, FirepowerGame, FirepowerState, PendingReaction, Side, Soldier } from "../state/types";

const RULE = "Firepower 16.5";
type Options = Readonly<Record<string, string>>;

/** Whether Option 16.5 is in use. */
export function ordersInUse(options: Options): boolean {
  return options["firepower/written_orders"] === "on";
}

/** The mode a weapon's order fires in: its usual mode (LMG and RFL auto, pistol semi) [6.3.5]. */
export const orderMode = (s: Soldier): "auto" | "semi" => (s.weapon === "PST" ? "semi" : "auto");

/** Whether `s` could fire his weapon at a soldier or hex `to`: range, arc and a clear LOS [6.3.2-6.3.4, 16.5.2]. */
function canFireAt(game: FirepowerGame, s: Soldier, to: { hex: Hex; posture: string }, options: Options): boolean {
  if (!toHitNumber(s.weapon, orderMode(s), firepowerRange(s.hex, to.hex), s.posture, options).ok) return false;
  if (!isInArc(s.hex, s.facing, to.hex, options["firepower/arc_boundary"] === "include" ? "include" : "exclude")) return false;
  return losFrom(boardOf(game), game, s, to, options)?.clear === true;
}

/** A soldier who may hold (and fire) an order: alive, free, unmarked (a status unit cancels it) [16.5]. */
const canHold = (s: Soldier | undefined): s is Soldier =>
  s !== undefined && !s.eliminated && s.status === "none" && s.prisonerOf === undefined && s.surrenderedTo === undefined;

/** The orders of `side` still in force. */
const liveOrders = (game: FirepowerGame, side: Side): CombatOrder[] =>
  (game.orders ?? []).filter((o) => o.side === side && o.bursts > 0 && canHold(findSoldier(game, o.soldier)));

const writePayload = z.object({
  soldier: z.string().min(1),
  kind: z.enum(["opportunity", "tracking", "sweep"]),
  /** Opportunity: the hex (printed ID) up to which the LOS is watched. */
  hex: z.string().min(1).optional(),
  /** Tracking: the enemy soldier nominated. */
  target: z.string().min(1).optional(),
}).strict();

type WritePayload = z.infer<typeof writePayload>;

function checkWrite(state: FirepowerState, seat: string, p: WritePayload, ctx: Pick<CommandContext, "options">): Check & { soldier?: Soldier; order?: CombatOrder } {
  if (!ordersInUse(ctx.options)) return reject("order/option_off", "written combat orders are Optional Rule 16.5, not in use", RULE);
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.status !== "none") return reject("order/marked", "a soldier marked with a status unit may not be given a written order", RULE);
  if (s.mf > 0 || s.combatUsed) return reject("order/impulse_used", "writing an order uses the soldier's Impulse: he must not have acted in it", RULE);
  const rof = BASIC_RATE_OF_FIRE[s.weapon][orderMode(s)];
  if (!rof) return reject("order/no_weapon", "his weapon cannot fire an order", RULE);
  const base = { side: s.side, soldier: s.id, bursts: rof.bursts };
  if (p.kind === "sweep") {
    if (!canSweep(s)) return reject("order/no_sweep", "only an L weapon with an automatic rate of fire can sweep", SWEEP_RULE);
    return { ...OK, soldier: s, order: { ...base, kind: "sweep" } };
  }
  if (p.kind === "opportunity") {
    const hex = p.hex ? boardOf(state.game).hexOf(p.hex) : undefined;
    if (!hex) return reject("order/unknown_hex", "an Opportunity order names a hex on the map", "Firepower 16.5.1");
    if (!canFireAt(state.game, s, { hex, posture: "stand" }, ctx.options)) return reject("order/not_in_sight", "the order's hex must be in his weapon's range, arc and line of sight", "Firepower 16.5.1");
    return { ...OK, soldier: s, order: { ...base, kind: "opportunity", hex } };
  }
  const target = p.target ? findSoldier(state.game, p.target) : undefined;
  if (!target || target.eliminated || target.side === s.side || target.inTunnel) return reject("order/bad_target", "a Tracking order nominates a living enemy soldier", "Firepower 16.5.2");
  if (!canFireAt(state.game, s, toViewpoint(target), ctx.options)) return reject("order/not_in_sight", "the nominated soldier must be in a hex he could fire into", "Firepower 16.5.2");
  return { ...OK, soldier: s, order: { ...base, kind: "tracking", target: target.id } };
}

/** `write_order`: the soldier uses his Impulse to write a secret Opportunity or Tracking order (one per soldier) [16.5.1-16.5.2]. */
export const writeOrderCommand = defineCommand<FirepowerGame, ChitTurn, WritePayload>({
  schema: writePayload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkWrite(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkWrite(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.order) throw new Error("write_order: resolve after a failed check");
    const s = c.soldier, order = c.order;
    const orders = [...(state.game.orders ?? []).filter((o) => o.soldier !== s.id), order];
    const game = patchSoldiers({ ...state.game, orders }, (x) => (x.id === s.id ? { ...x, mf: mfAllowance(x), combatUsed: true, afterFireMf: 0 } : undefined));
    const text = order.kind === "opportunity" ? `${s.id} Opportunity-${cmd.payload.hex}` : order.kind === "sweep" ? `${s.id} Sweep` : `${s.id}-Tracking-${order.target}`;
    return {
      state: { ...state, game },
      // 16.5 "secretly plotted": the other side sees a written note, the same one a secret loading shows (11.1.12).
      events: secretTaskEvents(s.side, s.id, { type: "order/text", data: { soldier: s.id, order: text, bursts: order.bursts, rule: RULE } }),
    };
  },
});

/**
 * Whether `order` is triggered by the MF the mover spent in `pending`, with him a legal target [16.5.1-16.5.3]: Opportunity,
 * a hex entered on its LOS (to the hex, inclusive); Tracking, the nominated soldier spending MF (moving, turning,
 * changing posture); Sweep, any MF spent in a hex of the firer's arc it has not swept yet.
 */
function triggered(game: FirepowerGame, order: CombatOrder, pending: PendingReaction, options: Options): boolean {
  const firer = findSoldier(game, order.soldier), mover = findSoldier(game, pending.mover);
  if (!canHold(firer) || !mover || mover.eliminated || !isSameHex(mover.hex, pending.hex)) return false;
  if (order.kind === "sweep") return !sweptAlready(order, pending.hex) && canFireAt(game, firer, toViewpoint(mover), options);
  // 16.5.1: "crosses a hexside ... in the designated line of sight": the traced line keeps both hexes of a hexside it runs
  // along (report-both), so the step across is an entry into the hex beyond, where the fire resolves as the book says.
  if (order.kind === "tracking" ? order.target !== mover.id : !order.hex || !pending.from || !hexLineHexes(firer.hex, order.hex).some((h) => isSameHex(h, pending.hex))) return false;
  return canFireAt(game, firer, toViewpoint(mover), options);
}

/**
 * After an enemy move step (`from` the hex he left), or MF spent in his hex (no `from`: only Tracking and Sweep orders
 * can trigger, 16.5.2-16.5.3): a reaction window for the side holding such orders (the window, not the orders, is public).
 */
export function openWindow(game: FirepowerGame, mover: Soldier, options: Options, from?: Hex): { game: FirepowerGame; events: GameEvent[] } | undefined {
  const other: Side = mover.side === "A" ? "B" : "A";
  if (!ordersInUse(options) || !liveOrders(game, other).some((o) => from !== undefined || o.kind !== "opportunity")) return undefined;
  const pendingReaction: PendingReaction = { side: other, mover: mover.id, hex: mover.hex, ...(from ? { from } : {}) };
  return { game: { ...game, pendingReaction }, events: [{ type: "order/window", data: { waitingFor: other, mover: mover.id, rule: RULE } }] };
}

/** A status unit (or death, capture, surrender) cancels the soldier's order [16.5]. */
function pruneOrders(game: FirepowerGame): FirepowerGame {
  if (!game.orders || game.orders.every((o) => canHold(findSoldier(game, o.soldier)))) return game;
  return { ...game, orders: game.orders.filter((o) => canHold(findSoldier(game, o.soldier))) };
}

/** After every command orders of marked soldiers are cancelled; each move step may open a reaction window (16.5). */
export const ORDER_WINDOWS_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "order-windows",
  rule: RULE,
  after: (state, out, cmd, _dice, ctx) => {
    if (!ordersInUse(ctx.options)) return out;
    const type = cmd.type;
    const game = pruneOrders(out.state.game);
    // 16.5.3: turning (not a free turn), a posture change or a climb spends MF in the hex as a move step does.
    const payload = cmd.payload as { soldier?: unknown; free?: unknown };
    const spends = type === "move" || (MF_IN_HEX_COMMANDS.includes(type) && payload.free !== true);
    const mover = spends ? findSoldier(game, String(payload.soldier)) : undefined;
    const from = type === "move" ? findSoldier(state.game, String(payload.soldier))?.hex : undefined;
    const opened = mover && !mover.eliminated ? openWindow(game, mover, ctx.options, from) : undefined;
    return opened ? { state: { ...out.state, game: opened.game }, events: [...out.events, ...opened.events] } : { ...out, state: { ...out.state, game } };
  },
};

const reacting = (state: FirepowerState, seat: string): Check & { pending?: PendingReaction } => {
  const pending = state.game.pendingReaction;
  if (!pending) return reject("order/no_window", "no enemy move is waiting for a written order", RULE);
  return pending.side === seat ? { ...OK, pending } : reject("order/not_your_window", "the other side decides on its orders now", RULE);
};

const firePayload = z.object({ soldier: z.string().min(1), targets: z.array(z.string().min(1)).min(1).max(4) }).strict();
type OrderFirePayload = z.infer<typeof firePayload>;

/** The match as the order's firer sees it for one shot: he alone in an Impulse of his side, his MF and Combat Action free. */
export function asOrderFirer(state: FirepowerState, firer: Soldier): FirepowerState {
  const game = patchSoldiers(state.game, (s) => (s.id === firer.id ? { ...s, mf: 0, combatUsed: false, freeTurns: [], afterFireMf: null } : undefined));
  return { ...state, game: { ...game, impulse: { hexId: boardOf(game).idOf(firer.hex), soldiers: [firer.id], firedFrom: [] } } };
}

function checkOrderFire(state: FirepowerState, seat: string, p: OrderFirePayload, ctx: CommandContext): Check & { order?: CombatOrder; firer?: Soldier } {
  const r = reacting(state, seat);
  if (!r.ok || !r.pending) return r;
  const order = liveOrders(state.game, seat as Side).find((o) => o.soldier === p.soldier);
  if (!order || !triggered(state.game, order, r.pending, ctx.options)) return reject("order/not_triggered", `${p.soldier} holds no order this move triggers`, RULE);
  if (p.targets.length > order.bursts) return reject("order/rof_used", `the order has ${order.bursts} burst(s) of its rate of fire left`, "Firepower 16.5.1");
  if (p.targets.some((id) => !soldiersAt(state.game, r.pending!.hex).some((t) => t.id === id && t.side !== seat))) {
    return reject("order/bad_target", "order fire goes at enemy soldiers in the hex the mover has just entered", "Firepower 16.5.1");
  }
  if (order.kind === "tracking" && p.targets.some((id) => id !== order.target)) return reject("order/bad_target", "a Tracking order fires only at its nominated soldier", "Firepower 16.5.2");
  if (order.kind === "sweep" && p.targets.length !== 1) return reject("order/sweep_one_burst", "a Sweep order fires one burst into each hex where it is triggered", SWEEP_RULE);
  const firer = findSoldier(state.game, p.soldier)!;
  const fire = fireCommand.validate(asOrderFirer(state, firer), { type: "fire", seat, payload: { soldier: p.soldier, targets: p.targets, mode: orderMode(firer), afterMf: 0 } }, ctx);
  return fire.ok ? { ...OK, order, firer } : fire;
}

/**
 * `order_fire`: the side holding a triggered order reveals it and fires it at soldiers in the hex just entered, with
 * the targets' current posture and speed; one burst per target up to the order's rate of fire over the phase; the
 * firer's own MF and Combat Action are not spent; Stun and Suppression take effect at once [16.5, 16.5.1-16.5.2].
 */
export const orderFireCommand = defineCommand<FirepowerGame, ChitTurn, OrderFirePayload>({
  schema: firePayload,
  rule: RULE,
  steps: ["impulse"],
  actor: "any",
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkOrderFire(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkOrderFire(state, cmd.seat, cmd.payload, ctx);
    if (!c.order || !c.firer) throw new Error("order_fire: resolve after a failed check");
    const firer = c.firer, order = c.order;
    const fired = fireCommand.resolve(asOrderFirer(state, firer), { type: "fire", seat: cmd.seat, payload: { soldier: firer.id, targets: cmd.payload.targets, mode: orderMode(firer), afterMf: 0 } }, dice, ctx);
    // 16.5.3: a Sweep burst's hits count only as a Suppression in the target hex.
    const hex = state.game.pendingReaction?.hex;
    const sweep = order.kind === "sweep" && hex ? suppressionOnly(state.game, fired.state.game, hex, cmd.seat === "A" ? "B" : "A", ctx.options) : undefined;
    // His own bookkeeping and the mover's Impulse stay as they were.
    const restored = patchSoldiers(sweep?.game ?? fired.state.game, (s) => (s.id === firer.id ? { ...s, mf: firer.mf, combatUsed: firer.combatUsed, freeTurns: firer.freeTurns, afterFireMf: firer.afterFireMf } : undefined));
    const bursts = order.bursts - cmd.payload.targets.length;
    const orders = (restored.orders ?? []).flatMap((o) => (o.soldier !== order.soldier ? [o] : bursts > 0 ? [{ ...o, bursts, ...(sweep && hex ? { swept: [...(o.swept ?? []), hex] } : {}) }] : []));
    const game: FirepowerGame = { ...restored, orders, impulse: state.game.impulse };
    const text = order.kind === "opportunity" && order.hex ? `${order.soldier} Opportunity-${boardOf(game).idOf(order.hex)}` : order.kind === "sweep" ? `${order.soldier} Sweep` : `${order.soldier}-Tracking-${order.target}`;
    const swept: GameEvent[] = sweep && sweep.soldiers.length > 0 ? [{ type: "order/sweep_suppression", data: { soldiers: sweep.soldiers, note: "a Sweep burst's hits count only as a Suppression", rule: SWEEP_RULE } }] : [];
    return { state: { ...state, game }, events: [{ type: "order/revealed", data: { soldier: order.soldier, order: text, rule: RULE } }, ...fired.events, ...swept] };
  },
});

/** `hold_fire`: the side holding orders lets the mover go on (its orders stay secret and in force) [16.5.1]. */
export const holdFireCommand = defineCommand<FirepowerGame, ChitTurn, Record<string, never>>({
  schema: z.object({}).strict(),
  rule: RULE,
  steps: ["impulse"],
  actor: "any",
  validate: (state, cmd) => reacting(state, cmd.seat),
  resolve(state) {
    const { pendingReaction: _closed, ...game } = state.game;
    return { state: { ...state, game }, events: [{ type: "order/window_closed", data: { rule: RULE } }] };
  },
});

/** The order commands; `order_fire` and `hold_fire` are the reaction commands of an open window. */
export const ORDER_COMMANDS = { write_order: writeOrderCommand, order_fire: orderFireCommand, hold_fire: holdFireCommand } as const;
/** Commands accepted while a window is open. */
export const ORDER_REACTIONS: readonly string[] = ["order_fire", "hold_fire"];

/** 16.5: a side's orders lapse when its next sequence unit is drawn (renew by writing again). */
export function lapseOrders(game: FirepowerGame, side: Side): { game: FirepowerGame; events: GameEvent[] } {
  const lapsed = (game.orders ?? []).filter((o) => o.side === side);
  if (lapsed.length === 0) return { game, events: [] };
  return {
    game: { ...game, orders: (game.orders ?? []).filter((o) => o.side !== side) },
    events: [{ type: "order/lapsed", data: { soldiers: lapsed.map((o) => o.soldier), rule: RULE }, visibleTo: [side] }],
  };
}

/** The view: a side sees its own orders only, until the match has a result [16.5]. */
export function toOrdersView(game: FirepowerGame, viewer: string): FirepowerGame {
  return game.orders && !game.result ? { ...game, orders: game.orders.filter((o) => o.side === viewer) } : game;
}

/** Candidates: in a window, hold or fire each triggered order at each enemy in the hex; in an Impulse, Tracking orders on enemies in sight. */
export function orderReactionCandidates(state: FirepowerState, seat: string): Command[] {
  const pending = state.game.pendingReaction;
  if (!pending || pending.side !== seat) return [];
  const out: Command[] = [{ type: "hold_fire", seat, payload: {} }];
  for (const o of liveOrders(state.game, seat as Side)) {
    if (!triggered(state.game, o, pending, state.options)) continue;
    for (const t of soldiersAt(state.game, pending.hex).filter((x) => x.side !== seat)) out.push({ type: "order_fire", seat, payload: { soldier: o.soldier, targets: [t.id] } });
  }
  return out;
}

/** A soldier's order candidates in his Impulse: Tracking each enemy and Opportunity at each enemy's hex. */
export function writeOrderCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (!ordersInUse(state.options) || s.mf > 0) return [];
  const board = boardOf(state.game);
  const sweep: Command[] = canSweep(s) ? [{ type: "write_order", seat: s.side, payload: { soldier: s.id, kind: "sweep" } }] : [];
  return [...sweep, ...state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side).flatMap((e) => [
    { type: "write_order", seat: s.side, payload: { soldier: s.id, kind: "tracking", target: e.id } },
    { type: "write_order", seat: s.side, payload: { soldier: s.id, kind: "opportunity", hex: board.idOf(e.hex) } },
  ])];
}

/** The bot in an order window: the triggered order whose shot `value` (expected eliminations) is best, if worth 0.1, else hold [16.5]. */
export function chooseOrderReaction<C extends { readonly type: string; readonly payload: unknown }>(legal: readonly C[], value: (c: C) => number): C | undefined {
  const hold = legal.find((c) => c.type === "hold_fire");
  if (!hold) return undefined;
  let best: { c?: C; v: number } = { v: 0.1 };
  for (const c of legal) if (c.type === "order_fire") { const v = value(c); if (v >= best.v) best = { c, v }; }
  return best.c ?? hold;
}
