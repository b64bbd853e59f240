// Rulings decided during a match (`ruling/settle`): a dispute settles an option's reading "for the rest of the
// game", by every seat agreeing or by a roll of the match's dice, for options the ruleset declares `inPlay`
// (Flames of War, How It Works › Working It Out: "agree quickly, or roll a die: on 4, 5 or 6 your interpretation
// stands for the rest of the game; on 1, 2 or 3 the opponent's does").
// The command is logged and replayed like any other; the framework owns the `ruling/` prefix as the turn model
// owns `turn/`. This file imports nothing from framework/ (framework imports options/): states and commands are
// taken structurally.
import type { DiceSource } from "@tactica/dice";
import { z } from "zod";
import type { AnyOptionDef, RulingMethod } from "./define-option";
import { DEFAULT_DISPUTE_ROLL, optionChoices } from "./define-option";
import { readOptionValue } from "./read-option";

/** The prefix of commands owned by the framework's rulings rather than the ruleset or the turn model. */
export const RULING_COMMAND_PREFIX = "ruling/";

/** The one ruling command: propose/agree a value, or roll for one's reading. */
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
  /** Agreement: every seat, in agreement order; roll: the seat that rolled. */
  readonly seats: readonly string[];
  /** A roll: the die, the face needed for the roller's reading, the face rolled, and both readings. */
  readonly roll?: { readonly sides: number; readonly atLeast: number; readonly face: number; readonly claimed: string; readonly otherwise: string };
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
  /**
   * The in-play options the match's rulings pack sets: the organiser has ruled on them, so players may not settle
   * them again (ruling/fixed_by_pack). Absent when the pack sets none, so states of other matches hash as before.
   */
  readonly fixedByPack?: readonly string[];
};

/**
 * What createMatch stores of a pack for in-play rulings: the ids (declaration order) of the options declared
 * `inPlay` that the pack names, under `fixedByPack`; nothing when there are none.
 */
export function fixedByPack(options: readonly AnyOptionDef[], pack: { readonly options: Readonly<Record<string, string>> }): Pick<InPlayRulings, "fixedByPack"> {
  const ids = options.filter((o) => o.inPlay !== undefined && Object.prototype.hasOwnProperty.call(pack.options, o.id)).map((o) => o.id);
  return ids.length > 0 ? { fixedByPack: ids } : {};
}

const optionValueInput = z.union([z.string().max(100), z.number(), z.boolean()]);

/**
 * The payload of `ruling/settle`: the option, how, and the value the seat agrees to or rolls for (string, number
 * or boolean); a roll also names the opponent's reading (`otherwise`), which a two-reading option may leave out.
 */
export const settleRulingPayload = z.object({
  optionId: z.string().min(1).max(100),
  method: z.enum(["agreement", "roll"]),
  value: optionValueInput.optional(),
  otherwise: optionValueInput.optional(),
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
 * decidable in play by this method, not set by the match's rulings pack, not settled already, a valid value for agreement (none for a roll), and a
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
  if (state.rulings.fixedByPack?.includes(option.id)) {
    const value = state.options[option.id] ?? option.default;
    return refuse("ruling/fixed_by_pack", `option "${option.id}" is set to ${value} by the match's rulings pack (the organiser's ruling); players may not settle it in play`, option.citation);
  }
  const done = state.rulings.settled?.[option.id];
  if (done) {
    return refuse("ruling/already_settled", `option "${option.id}" was settled at step ${done.seq} (${done.method}: ${done.value}) for the rest of the game`, done.rule);
  }
  const cmd: AnyCommand = { type: command.type, seat: command.seat, payload: p };
  if (p.value === undefined) return refuse("ruling/value_required", `${p.method === "roll" ? "a roll needs the reading the seat rolls for" : "agreement needs the value the seat agrees to"} ("value") for "${option.id}"`, inPlay.rule);
  const read = readOptionValue(option, p.value);
  if (!read.ok) return refuse(read.error.code, read.error.message, inPlay.rule);
  if (p.method === "roll") {
    const other = otherReading(option, read.value, p.otherwise);
    return other.ok ? { ok: true, cmd, ctx } : refuse(other.code, other.message, inPlay.rule);
  }
  if (p.otherwise !== undefined) return refuse("ruling/otherwise_with_agreement", "only a roll names the opponent's reading (otherwise)", inPlay.rule);
  const proposal = state.rulings.proposals?.[option.id];
  if (proposal && proposal.value === read.value && proposal.agreed.includes(command.seat)) {
    return refuse("ruling/already_agreed", `${command.seat} has already agreed to ${read.value} for "${option.id}"; waiting for the other seats`, inPlay.rule);
  }
  return { ok: true, cmd, ctx };
}

/** The reading that stands if the roll fails: `otherwise` (valid, not the claimed one), or a two-reading option's other one. */
function otherReading(option: AnyOptionDef, claimed: string, otherwise: unknown):
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly code: string; readonly message: string } {
  if (otherwise === undefined) {
    const others = optionChoices(option).filter((c) => c !== claimed);
    if (others.length === 1 && others[0] !== undefined) return { ok: true, value: others[0] };
    return { ok: false, code: "ruling/otherwise_required", message: `"${option.id}" has more than two readings: name the opponent's (otherwise) to roll against` };
  }
  const read = readOptionValue(option, otherwise);
  if (!read.ok) return { ok: false, code: read.error.code, message: read.error.message };
  if (read.value === claimed) return { ok: false, code: "ruling/no_dispute", message: `both readings are ${claimed}: there is nothing to roll for` };
  return { ok: true, value: read.value };
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
 * settles at once: one die of the option's dispute roll (default d6), the roller's reading on `atLeast` or more,
 * the other reading otherwise. Settling writes the value into `options`, so every later command reads it, and
 * records how.
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
  const read = readOptionValue(option, p.value);
  if (!read.ok) throw new Error(`ruling/settle: value for ${option.id} vanished after its check`);
  if (p.method === "roll") {
    const other = otherReading(option, read.value, p.otherwise);
    if (!other.ok) throw new Error(`ruling/settle: the other reading of ${option.id} vanished after its check`);
    const { sides, atLeast } = option.inPlay.roll ?? DEFAULT_DISPUTE_ROLL;
    const face = dice.roll(sides);
    const value = face >= atLeast ? read.value : other.value;
    return settle(value, [cmd.seat], { sides, atLeast, face, claimed: read.value, otherwise: other.value });
  }
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
