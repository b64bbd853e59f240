import { defineCommand, OK, reject, toEffectiveTable } from "@tactica/engine";
import type { GameEvent, PlotTurn } from "@tactica/engine";
import { z } from "zod";
import { toPatrolTables } from "../combat/patrol-tables";
import { isOnMap } from "../state/index";
import type { PatrolGame } from "../state/index";
import { artilleryScatterCoefficientTable } from "../tables/artillery-scatter";
import type { ArtilleryRound } from "./artillery-state";
import { resolveBarrage } from "./resolve-barrage";

const WEIGHT = z.enum(["L", "M", "H", "SH"]);
const listed = z.object({
  weight: WEIGHT,
  hex: z.string().regex(/^\d{4}$/),
  kind: z.enum(["HE", "smoke", "illumination"]).default("HE"),
  /** Planned fire: the Game-Turn of impact; absent = a Called round [17.82]. */
  turn: z.number().int().min(1).max(999).optional(),
}).strict();

/** Lead time of Called fire [17.82, 4.1 A]: at least ten Game-Turns ahead (digest §15.2 #12 reads "at least"). */
export const CALLED_FIRE_LEAD = 10;

/** `plan_artillery` [17.82]: before play (turn 1, before the side locks its plot) list each round's target hex, weight, and for Planned fire its impact turn. Secret. */
export const planArtillery = defineCommand<PatrolGame, PlotTurn, { rounds: z.output<typeof listed>[] }>({
  schema: z.object({ rounds: z.array(listed).min(1).max(100) }).strict(),
  rule: "patrol 17.82",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd) {
    const arty = state.game.artillery;
    const side = cmd.seat as "alpha" | "bravo";
    const allocation = arty?.allocation[side] ?? [];
    if (allocation.length === 0) return reject("artillery/none", "this side has no artillery in its order of battle", "patrol 17.81");
    if (state.turn.round !== 1 || state.turn.plots[side]?.locked) return reject("artillery/too_late", "target hexes are listed before play starts", "patrol 17.82");
    if (arty?.rounds.some((r) => r.side === side)) return reject("artillery/already_listed", "this side has already listed its rounds", "patrol 17.82");
    for (const r of cmd.payload.rounds) {
      if (!isOnMap(state.game.map, r.hex)) return reject("artillery/off_map", `target hex ${r.hex} is not on the map`, "patrol 17.82");
      if (r.turn !== undefined && r.turn > state.turn.turns) return reject("artillery/bad_turn", `turn ${r.turn} is after the last turn`, "patrol 17.82");
    }
    for (const a of allocation) {
      const n = cmd.payload.rounds.filter((r) => r.weight === a.weight && (r.turn !== undefined ? "planned" : "called") === a.fireClass).length;
      if (n > a.rounds) return reject("artillery/too_many_rounds", `the order of battle gives ${a.rounds} ${a.weight} rounds of ${a.fireClass} fire`, "patrol 17.81");
    }
    const fits = cmd.payload.rounds.every((r) => allocation.some((a) => a.weight === r.weight && a.fireClass === (r.turn !== undefined ? "planned" : "called")));
    return fits ? OK : reject("artillery/not_in_ob", "a round's weight or fire class (Planned needs a turn, Called none) is not in the order of battle", "patrol 17.81");
  },
  resolve(state, cmd) {
    const side = cmd.seat as "alpha" | "bravo";
    const arty = state.game.artillery!;
    const rounds: ArtilleryRound[] = cmd.payload.rounds.map((r, i) => ({
      id: `${side}-${i + 1}`, side, weight: r.weight, fireClass: r.turn !== undefined ? "planned" : "called", kind: r.kind, hex: r.hex, turn: r.turn ?? null, fired: false,
    }));
    const events: GameEvent[] = [{ type: "patrol/artillery_listed", data: { side, rounds, rule: "17.82" }, visibleTo: [side] }];
    return { state: { ...state, game: { ...state.game, artillery: { ...arty, rounds: [...arty.rounds, ...rounds] } } }, events };
  },
});

/** `call_artillery` [17.82]: set a Called round's impact turn, at least ten turns ahead; once set it cannot be stopped [29.12]. Secret. */
export const callArtillery = defineCommand<PatrolGame, PlotTurn, { round: string; turn: number }>({
  schema: z.object({ round: z.string().min(1).max(20), turn: z.number().int().min(1).max(999) }).strict(),
  rule: "patrol 17.82",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd) {
    const r = state.game.artillery?.rounds.find((x) => x.id === cmd.payload.round && x.side === cmd.seat);
    if (!r) return reject("artillery/unknown_round", "no such round in this side's list", "patrol 17.82");
    if (r.fireClass !== "called" || r.turn !== null) return reject("artillery/already_timed", "the round's impact turn is already set and cannot be stopped", "patrol 29.12");
    // Option patrol/called_lead_time exactly_10: 17.82's "ten turns in advance" read as exactly ten.
    if (state.options["patrol/called_lead_time"] === "exactly_10" && cmd.payload.turn !== state.turn.round + CALLED_FIRE_LEAD) {
      return reject("artillery/bad_turn", `Called fire lands exactly ${CALLED_FIRE_LEAD} turns ahead (turn ${state.turn.round + CALLED_FIRE_LEAD})`, "patrol 17.82");
    }
    if (cmd.payload.turn < state.turn.round + CALLED_FIRE_LEAD) return reject("artillery/too_soon", `Called fire lands at least ${CALLED_FIRE_LEAD} turns ahead (turn ${state.turn.round + CALLED_FIRE_LEAD} or later)`, "patrol 17.82");
    return OK;
  },
  resolve(state, cmd) {
    const arty = state.game.artillery!;
    const rounds = arty.rounds.map((r) => (r.id === cmd.payload.round ? { ...r, turn: cmd.payload.turn } : r));
    const events: GameEvent[] = [{ type: "patrol/artillery_called", data: { round: cmd.payload.round, turn: cmd.payload.turn, rule: "17.82" }, visibleTo: [cmd.seat] }];
    return { state: { ...state, game: { ...state.game, artillery: { ...arty, rounds } } }, events };
  },
});

/** The rounds whose impact turn is `turn` and that have not fired (F2 of that turn) [4.1 F2]. */
export function toDueRounds(game: PatrolGame, turn: number): string[] {
  return (game.artillery?.rounds ?? []).filter((r) => r.turn === turn && !r.fired).map((r) => r.id);
}

/**
 * F2 begins [4.1 F]: the rounds due this turn are named (ids only, public) and the turn waits in the explosives stage
 * until `resolve_barrage` resolves them.
 */
export function markDueRounds(game: PatrolGame, turn: number): { game: PatrolGame; events: GameEvent[] } {
  const due = toDueRounds(game, turn);
  if (!game.artillery || due.length === 0) return { game, events: [] };
  return { game: { ...game, artillery: { ...game.artillery, due } }, events: [{ type: "patrol/artillery_due", data: { rounds: due, turn, rule: "4.1 F2" } }] };
}

/** True while F2 rounds wait for their resolution (the turn model holds the explosives stage). */
export function isBarrageDue(game: PatrolGame): boolean {
  return (game.artillery?.due.length ?? 0) > 0;
}

/**
 * `resolve_barrage` [4.1 F2, 17.0]: the system command that resolves the rounds due now (the barrage job submits it;
 * any seat may too). It has no free input: it must name exactly the due rounds, and the match's dice decide, so
 * whoever sends it the result is the same.
 */
export const resolveBarrageCommand = defineCommand<PatrolGame, PlotTurn, { rounds: string[] }>({
  schema: z.object({ rounds: z.array(z.string().min(1).max(20)).min(1).max(200) }).strict(),
  rule: "patrol 17.0",
  steps: ["explosives"],
  actor: "any",
  validate(state, cmd) {
    const due = state.game.artillery?.due ?? [];
    if (due.length === 0) return reject("artillery/not_due", "no artillery is due now", "patrol 4.1 F2");
    const same = cmd.payload.rounds.length === due.length && due.every((id) => cmd.payload.rounds.includes(id));
    return same ? OK : reject("artillery/wrong_rounds", `the rounds due now are ${due.join(", ")}`, "patrol 4.1 F2");
  },
  resolve(state, cmd, dice, ctx) {
    const due = state.game.artillery?.due ?? cmd.payload.rounds;
    const out = resolveBarrage(state.game, due, dice, toPatrolTables(ctx.tables, ctx.options), ctx.turn.round, toEffectiveTable(ctx.tables, artilleryScatterCoefficientTable));
    return { state: { ...state, game: out.game }, events: out.events };
  },
});
