/**
 * A rules ambiguity made explicit (docs/design.md "Ambiguities are options, not guesses"):
 * each choice is one reading, described in a sentence; `default` is the engine's reading; `citation`
 * names the digest entry and rule section that raise the question.
 */
export type OptionDef<C extends string = string> = {
  readonly id: string;
  readonly description: string;
  readonly choices: Readonly<Record<C, string>>;
  readonly default: C;
  readonly citation: string;
};

/** Option ids look like `firepower/auto_fire_suppression`: ruleset, slash, snake_case name. */
export const OPTION_ID_PATTERN = /^[a-z][a-z0-9-]*\/[a-z][a-z0-9_]*$/;

/** Declare an option; a malformed declaration (bad id, no choices, default not a choice) is a bug and throws. */
export function defineOption<const C extends string>(def: {
  readonly id: string;
  readonly description: string;
  readonly choices: Readonly<Record<C, string>>;
  readonly default: NoInfer<C>;
  readonly citation: string;
}): OptionDef<C> {
  if (!OPTION_ID_PATTERN.test(def.id)) throw new Error(`option id "${def.id}" must look like ruleset/snake_name`);
  const choices = Object.keys(def.choices);
  if (choices.length < 2) throw new Error(`option ${def.id}: an ambiguity needs at least two readings`);
  if (!choices.includes(def.default)) throw new Error(`option ${def.id}: default "${def.default}" is not a choice`);
  if (def.citation.trim() === "") throw new Error(`option ${def.id}: citation is required`);
  return Object.freeze({ ...def, choices: Object.freeze({ ...def.choices }) });
}

/** The choice ids of an option, in declaration order. */
export function optionChoices<C extends string>(option: OptionDef<C>): C[] {
  return Object.keys(option.choices) as C[];
}

/** True when `choice` is one of the option's choices. */
export function isOptionChoice<C extends string>(option: OptionDef<C>, choice: unknown): choice is C {
  return typeof choice === "string" && Object.prototype.hasOwnProperty.call(option.choices, choice);
}
