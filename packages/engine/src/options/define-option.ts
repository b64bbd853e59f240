import { compareDecimals, isOnStep, toCanonicalDecimal } from "./decimal";

/**
 * How players may settle an option's reading during a match (`ruling/settle`): every seat agreeing on a value,
 * or a dispute roll with the match's dice. `rule` is the section that allows it.
 */
export type InPlayRuling = {
  readonly by: readonly RulingMethod[];
  readonly rule: string;
  /** The dispute roll: the caller's reading stands on `atLeast` or more on a d`sides`, else the other reading. Default d6, 4+. */
  readonly roll?: DisputeRoll;
};

/** One die: the caller's reading stands on a face of `atLeast` or more (Flames of War: 4, 5 or 6 on a d6). */
export type DisputeRoll = { readonly sides: number; readonly atLeast: number };

/** The dispute roll when an option names none: a d6, the caller's reading on 4+ (an even chance). */
export const DEFAULT_DISPUTE_ROLL: DisputeRoll = Object.freeze({ sides: 6, atLeast: 4 });

/** "agreement": every seat sends the same value; "roll": the caller names its reading and rolls for it. */
export type RulingMethod = "agreement" | "roll";

type OptionBase = {
  readonly id: string;
  readonly description: string;
  readonly citation: string;
  /** Present when the option may be settled during a match instead of only by the rulings pack. */
  readonly inPlay?: InPlayRuling;
};

/**
 * A rules ambiguity made explicit (docs/design.md "Ambiguities are options, not guesses"):
 * each choice is one reading, described in a sentence; `default` is the engine's reading; `citation`
 * names the digest entry and rule section that raise the question.
 */
export type OptionDef<C extends string = string> = OptionBase & {
  /** Absent on choice options (every option declared before parameters existed). */
  readonly kind?: "choice";
  readonly choices: Readonly<Record<C, string>>;
  readonly default: C;
};

/** A yes/no parameter: its readings are the choices "true" and "false", stored as those strings. */
export type BooleanOptionDef = OptionBase & {
  readonly kind: "boolean";
  readonly choices: Readonly<Record<"true" | "false", string>>;
  readonly default: "true" | "false";
};

/** The allowed values of a numeric parameter, as canonical decimals: min, min + step, ..., up to max. */
export type NumberRange = { readonly min: string; readonly max: string; readonly step: string; readonly unit?: string };

/** A numeric parameter: any value of `range`, stored as its canonical decimal string ("3", "2.5"). */
export type NumberOptionDef = OptionBase & {
  readonly kind: "number";
  /** No named readings: the range says what is allowed. */
  readonly choices: Readonly<Record<never, string>>;
  readonly default: string;
  readonly range: NumberRange;
};

/** Any option a ruleset may declare. Every kind has `choices` and a string `default`, so lists of them read alike. */
export type AnyOptionDef = OptionDef | BooleanOptionDef | NumberOptionDef;

/** Option ids look like `firepower/auto_fire_suppression`: ruleset, slash, snake_case name. */
export const OPTION_ID_PATTERN = /^[a-z][a-z0-9-]*\/[a-z][a-z0-9_]*$/;

function checkBase(def: OptionBase): void {
  if (!OPTION_ID_PATTERN.test(def.id)) throw new Error(`option id "${def.id}" must look like ruleset/snake_name`);
  if (def.citation.trim() === "") throw new Error(`option ${def.id}: citation is required`);
  if (def.inPlay === undefined) return;
  const by = def.inPlay.by;
  if (by.length === 0 || new Set(by).size !== by.length) throw new Error(`option ${def.id}: inPlay.by names each method once, at least one`);
  if (def.inPlay.rule.trim() === "") throw new Error(`option ${def.id}: inPlay.rule (the section allowing it) is required`);
  const roll = def.inPlay.roll;
  if (roll && (!Number.isInteger(roll.sides) || roll.sides < 2 || !Number.isInteger(roll.atLeast) || roll.atLeast < 2 || roll.atLeast > roll.sides)) {
    throw new Error(`option ${def.id}: inPlay.roll needs a die of 2+ sides and a winning face from 2 to its sides`);
  }
  if (roll && !by.includes("roll")) throw new Error(`option ${def.id}: inPlay.roll is given but "roll" is not a method`);
}

function freezeInPlay(inPlay: InPlayRuling | undefined): { readonly inPlay?: InPlayRuling } {
  if (inPlay === undefined) return {};
  const roll = inPlay.roll === undefined ? {} : { roll: Object.freeze({ sides: inPlay.roll.sides, atLeast: inPlay.roll.atLeast }) };
  return { inPlay: Object.freeze({ by: Object.freeze([...inPlay.by]), rule: inPlay.rule, ...roll }) };
}

/** Declare an option; a malformed declaration (bad id, no choices, default not a choice) is a bug and throws. */
export function defineOption<const C extends string>(def: {
  readonly id: string;
  readonly description: string;
  readonly choices: Readonly<Record<C, string>>;
  readonly default: NoInfer<C>;
  readonly citation: string;
  readonly inPlay?: InPlayRuling;
}): OptionDef<C> {
  checkBase(def);
  const choices = Object.keys(def.choices);
  if (choices.length < 2) throw new Error(`option ${def.id}: an ambiguity needs at least two readings`);
  if (!choices.includes(def.default)) throw new Error(`option ${def.id}: default "${def.default}" is not a choice`);
  const { inPlay, ...rest } = def;
  return Object.freeze({ ...rest, choices: Object.freeze({ ...def.choices }), ...freezeInPlay(inPlay) });
}

/** Declare a yes/no parameter: `whenTrue` and `whenFalse` describe the two readings. */
export function defineBooleanOption(def: {
  readonly id: string;
  readonly description: string;
  readonly whenTrue: string;
  readonly whenFalse: string;
  readonly default: boolean;
  readonly citation: string;
  readonly inPlay?: InPlayRuling;
}): BooleanOptionDef {
  checkBase(def);
  return Object.freeze({
    kind: "boolean" as const, id: def.id, description: def.description, citation: def.citation,
    choices: Object.freeze({ true: def.whenTrue, false: def.whenFalse }),
    default: def.default ? ("true" as const) : ("false" as const),
    ...freezeInPlay(def.inPlay),
  });
}

/**
 * Declare a numeric parameter: integers or plain decimals from `min` to `max` in steps of `step` (from min).
 * A range that is empty, a step that is not positive or a default off the range is a bug and throws.
 */
export function defineNumberOption(def: {
  readonly id: string;
  readonly description: string;
  readonly min: number | string;
  readonly max: number | string;
  readonly step: number | string;
  readonly default: number | string;
  readonly unit?: string;
  readonly citation: string;
  readonly inPlay?: InPlayRuling;
}): NumberOptionDef {
  checkBase(def);
  const [min, max, step, dflt] = [def.min, def.max, def.step, def.default].map((v) => {
    const d = toCanonicalDecimal(v);
    if (d === undefined) throw new Error(`option ${def.id}: ${String(v)} is not a plain decimal`);
    return d;
  }) as [string, string, string, string];
  if (compareDecimals(step, "0") <= 0) throw new Error(`option ${def.id}: step must be positive`);
  if (compareDecimals(min, max) > 0) throw new Error(`option ${def.id}: min ${min} is above max ${max}`);
  const range: NumberRange = Object.freeze({ min, max, step, ...(def.unit === undefined ? {} : { unit: def.unit }) });
  if (!isInRange(range, dflt)) throw new Error(`option ${def.id}: default ${dflt} is not in ${describeRange(range)}`);
  return Object.freeze({
    kind: "number" as const, id: def.id, description: def.description, citation: def.citation,
    choices: Object.freeze({}), default: dflt, range, ...freezeInPlay(def.inPlay),
  });
}

/** True when canonical decimal `value` is within [min, max] and on a step from min. */
export function isInRange(range: NumberRange, value: string): boolean {
  return compareDecimals(value, range.min) >= 0 && compareDecimals(value, range.max) <= 0 && isOnStep(value, range.min, range.step);
}

/** "1 to 6 in steps of 1 (hexes)": the range as a player reads it. */
export function describeRange(range: NumberRange): string {
  return `${range.min} to ${range.max} in steps of ${range.step}${range.unit === undefined ? "" : ` (${range.unit})`}`;
}

/** The kind of any option ("choice" for options declared without one). */
export function optionKind(option: AnyOptionDef): "choice" | "boolean" | "number" {
  return option.kind ?? "choice";
}

/** The choice ids of an option, in declaration order ("true", "false" for a boolean; none for a number). */
export function optionChoices<C extends string>(option: OptionDef<C>): C[];
export function optionChoices(option: AnyOptionDef): string[];
export function optionChoices(option: AnyOptionDef): string[] {
  return Object.keys(option.choices);
}

/** True when `choice` is one of the option's choices. */
export function isOptionChoice<C extends string>(option: OptionDef<C>, choice: unknown): choice is C;
export function isOptionChoice(option: AnyOptionDef, choice: unknown): choice is string;
export function isOptionChoice(option: AnyOptionDef, choice: unknown): choice is string {
  return typeof choice === "string" && Object.prototype.hasOwnProperty.call(option.choices, choice);
}
