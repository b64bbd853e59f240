// Rulings decided during a match (`ruling/settle`): a dispute settles an option's reading "for the rest of the
// game", by every seat agreeing or by a roll of the match's dice, for options the ruleset declares `inPlay`.
// The command is logged and replayed like any other; the framework owns the `ruling/` prefix as the turn model
// owns `turn/`. This file imports nothing from framework/ (framework imports options/): states and commands are
// taken structurally.
import type { DiceSource } from "@tactica/dice";
import { z } from "zod";
import type { AnyOptionDef, RulingMethod } from "./define-option";
import { optionChoices, optionKind } from "./define-option";
import { readOptionValue } from "./read-option";

/** The prefix of commands owned by the framework's rulings rather than the ruleset or the turn model. */
export const RULING_COMMAND_PREFIX = "ruling/";

/** The one ruling command: propose/agree a value, or call for a roll. */
export const SETTLE_RULING = "ruling/settle";

/** True when a command type belongs to the framework's rulings (`ruling/...`). */
export function isRulingCommandType(type: string): boolean {
  return type.startsWith(RULING_COMMAND_PREFIX);
}

/** An option settled during the match: which reading, how, under which rule, at which step, by whom. */
export type SettledRuling = {
  readonly value: string;
  /** The reading before the ruling (the pack's or the default). */
  readonly previous: string;
  readonly method: RulingMethod;
  /** The section allowing the ruling in play (the option's `inPlay.rule`), then the option's own citation. */
  readonly rule: string;
  readonly citation: string;
  /** The step number of the command that settled it. */
  readonly seq: number;
  /** Agreement: every seat, in agreement order; roll: the seat that called for it. */
  readonly seats: readonly string[];
  /** A roll: the die (one face per reading, in declaration order) and the face rolled. */
  readonly roll?: { readonly sides: number; readonly face: number };
};

/** A value one or more seats have agreed to, waiting for the others. */
export type RulingProposal = { readonly value: string; readonly agreed: readonly string[] };

/**
 * What a match holds of in-play rulings, next to the pack's hash and tables (MatchState.rulings). Both fields
 * are absent until the first `ruling/settle`, so states of matches without one hash as they did before.
 */
export type InPlayRulings = {
  readonly settled?: Readonly<Record<string, SettledRuling>>;
  readonly proposals?: Readonly<Record<string, RulingProposal>>;
};

/** The payload of `ruling/settle`: the option, how, and (for agreement) the value as string, number or boolean. */
export const settleRulingPayload = z.object({
  optionId: z.string().min(1).max(100),
  method: z.enum(["agreement", "roll"]),
  value: z.union([z.string().max(100), z.number(), z.boolean()]).optional(),
}).strict();

/** A `ruling/settle` payload after its schema. */
export type SettleRulingPayload = z.infer<typeof settleRulingPayload>;

/** The parts of a match state a ruling reads and writes (MatchState has them all). */
type RulingsHolder = {
  readonly options: Readonly<Record<string, string>>;
  readonly rulings: InPlayRulings;
  readonly seats: readonly string[];
  readonly seq: number;
};
type AnyCommand = { readonly type: string; readonly seat: string; readonly payload: unknown };
type Refusal = { readonly ok: false; readonly error: { readonly code: string; readonly message: string; readonly rule: string } };

const refuse = (code: string, message: string, rule = ""): Refusal => ({ ok: false, error: { code, message, rule } });

/**
 * Every check of a `ruling/settle` before it resolves (no dice): the payload, an option this ruleset declares
 * decidable in play by this method, not settled already, a valid value for agreement (none for a roll), and a
 * seat that has not already agreed to that value. Returns the parsed command with the caller's context.
 */
export function checkRulingCommand<X>(
  options: readonly AnyOptionDef[],
  state: RulingsHolder,
  command: AnyCommand,
  ctx: X,
): { readonly ok: true; readonly cmd: AnyCommand; readonly ctx: X } | Refusal {
  if (command.type !== SETTLE_RULING) return refuse("command/unknown_type", `unknown ruling command ${command.type} (the one ruling command is ${SETTLE_RULING})`);
  const parsed = settleRulingPayload.safeParse(command.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue && issue.path.length > 0 ? issue.path.join(".") : "payload";
    return refuse("command/invalid_payload", `${path}: ${issue?.message ?? "invalid"}`);
  }
  const p = parsed.data;
  const option = options.find((o) => o.id === p.optionId);
  if (!option) return refuse("ruling/unknown_option", `this ruleset has no option "${p.optionId}"`);
  const inPlay = option.inPlay;
  if (!inPlay) return refuse("ruling/not_decidable", `option "${option.id}" is fixed for the match by its rulings pack; the ruleset does not let players settle it in play`, option.citation);
  if (!inPlay.by.includes(p.method)) {
    return refuse("ruling/method_not_allowed", `option "${option.id}" is settled by ${inPlay.by.join(" or ")}, not by ${p.method}`, inPlay.rule);
  }
  const done = state.rulings.settled?.[option.id];
  if (done) {
    return refuse("ruling/already_settled", `option "${option.id}" was settled at step ${done.seq} (${done.method}: ${done.value}) for the rest of the game`, done.rule);
  }
  const cmd: AnyCommand = { type: command.type, seat: command.seat, payload: p };
  if (p.method === "roll") {
    return p.value === undefined ? { ok: true, cmd, ctx } : refuse("ruling/value_with_roll", "a roll decides the value: send no value with method roll", inPlay.rule);
  }
  if (p.value === undefined) return refuse("ruling/value_required", `agreement needs the value the seat agrees to for "${option.id}"`, inPlay.rule);
  const read = readOptionValue(option, p.value);
  if (!read.ok) return refuse(read.error.code, read.error.message, inPlay.rule);
  const proposal = state.rulings.proposals?.[option.id];
  if (proposal && proposal.value === read.value && proposal.agreed.includes(command.seat)) {
    return refuse("ruling/already_agreed", `${command.seat} has already agreed to ${read.value} for "${option.id}"; waiting for the other seats`, inPlay.rule);
  }
  return { ok: true, cmd, ctx };
}

function without<V>(record: Readonly<Record<string, V>> | undefined, key: string): Readonly<Record<string, V>> | undefined {
  if (!record) return undefined;
  const rest = Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** The rulings with `proposals`/`settled` replaced, dropping a field that becomes empty (hashes stay as before). */
function withRulings<R extends InPlayRulings>(rulings: R, proposals: InPlayRulings["proposals"], settled: InPlayRulings["settled"]): R {
  const { proposals: _p, settled: _s, ...rest } = rulings;
  return { ...rest, ...(settled ? { settled } : {}), ...(proposals ? { proposals } : {}) } as R;
}

/**
 * Resolve a checked `ruling/settle` (run `checkRulingCommand` first). Agreement records the seat's agreement
 * (a different value replaces the proposal: a counter-proposal) and settles once every seat agreed; a roll
 * settles at once with one die of as many faces as the option's readings (face i = reading i in declaration
 * order). Settling writes the value into `options`, so every later command reads it, and records how.
 */
export function resolveRulingCommand<S extends RulingsHolder>(
  options: readonly AnyOptionDef[],
  state: S,
  cmd: AnyCommand,
  dice: DiceSource,
): { readonly state: S; readonly events: readonly { readonly type: string; readonly data: unknown }[] } {
  const p = settleRulingPayload.parse(cmd.payload);
  const option = options.find((o) => o.id === p.optionId);
  if (!option?.inPlay) throw new Error(`ruling/settle: option ${p.optionId} vanished after its check`);
  const { rule } = option.inPlay;
  const previous = state.options[option.id] ?? option.default;
  const settle = (value: string, seats: readonly string[], roll?: SettledRuling["roll"]) => {
    const ruling: SettledRuling = { value, previous, method: p.method, rule, citation: option.citation, seq: state.seq + 1, seats, ...(roll ? { roll } : {}) };
    const next = {
      ...state,
      options: { ...state.options, [option.id]: value },
      rulings: withRulings(state.rulings, without(state.rulings.proposals, option.id), { ...(state.rulings.settled ?? {}), [option.id]: ruling }),
    };
    return { state: next, events: [{ type: "ruling/settled", data: { optionId: option.id, ...ruling } }] };
  };
  if (p.method === "roll") {
    if (optionKind(option) === "number") throw new Error(`ruling/settle: number option ${option.id} cannot be rolled`);
    const readings = optionChoices(option);
    const face = dice.roll(readings.length);
    const value = readings[face - 1];
    if (value === undefined) throw new Error(`ruling/settle: a d${readings.length} gave ${face}`);
    return settle(value, [cmd.seat], { sides: readings.length, face });
  }
  const read = readOptionValue(option, p.value);
  if (!read.ok) throw new Error(`ruling/settle: value for ${option.id} vanished after its check`);
  const before = state.rulings.proposals?.[option.id];
  const agreed = before && before.value === read.value ? [...before.agreed, cmd.seat] : [cmd.seat];
  if (state.seats.every((s) => agreed.includes(s))) return settle(read.value, agreed);
  const proposal: RulingProposal = { value: read.value, agreed };
  const next = { ...state, rulings: withRulings(state.rulings, { ...(state.rulings.proposals ?? {}), [option.id]: proposal }, state.rulings.settled) };
  const waiting = state.seats.filter((s) => !agreed.includes(s));
  return {
    state: next,
    events: [{ type: "ruling/proposed", data: {
      optionId: option.id, value: read.value, method: "agreement", rule, seat: cmd.seat, agreed, waiting,
      ...(before && before.value !== read.value ? { replaces: before.value } : {}),
    } }],
  };
}
