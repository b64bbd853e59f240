import { z } from "zod";
import { describeRuleset, optionKind } from "@tactica/engine";
import type { AnyOptionDef, RulesetDescription } from "@tactica/engine";
import { builder } from "../builder";
import type { RulesetEntry } from "../deps";

type TableShape = RulesetDescription["tables"][number];
type CommandShape = RulesetDescription["commands"][number];

const RulesetOptionChoice = builder.objectRef<{ id: string; description: string }>("RulesetOptionChoice").implement({
  fields: (t) => ({ id: t.exposeString("id"), description: t.exposeString("description") }),
});

const KINDS = { choice: "CHOICE", number: "NUMBER", boolean: "BOOLEAN" } as const;
const RulesetOptionKind = builder.enumType("RulesetOptionKind", {
  description: "What an option takes: one of its named readings (CHOICE), a number of its range (NUMBER), or true/false (BOOLEAN).",
  values: Object.values(KINDS),
});

const numberRange = (o: AnyOptionDef) => (o.kind === "number" ? o.range : undefined);

const RulesetOption = builder.objectRef<AnyOptionDef>("RulesetOption").implement({
  description: "An ambiguity of the rulebook (or an optional rule) as a named option: its kind, choices or range, the default, and where the question is raised.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: RulesetOptionKind, resolve: (o) => KINDS[optionKind(o)] }),
    description: t.exposeString("description"),
    default: t.exposeString("default", { description: "The engine's reading: a choice id, a canonical decimal (\"3\", \"2.5\") or \"true\"/\"false\"." }),
    citation: t.exposeString("citation"),
    choices: t.field({
      type: [RulesetOptionChoice],
      description: "The readings a rulings pack may choose (\"true\" and \"false\" for a BOOLEAN; none for a NUMBER).",
      resolve: (o) => Object.entries(o.choices).map(([id, description]) => ({ id, description: String(description) })),
    }),
    min: t.string({ nullable: true, description: "NUMBER only: the least value, as a canonical decimal.", resolve: (o) => numberRange(o)?.min ?? null }),
    max: t.string({ nullable: true, description: "NUMBER only: the greatest value, as a canonical decimal.", resolve: (o) => numberRange(o)?.max ?? null }),
    step: t.string({ nullable: true, description: "NUMBER only: values run min, min + step, ... up to max.", resolve: (o) => numberRange(o)?.step ?? null }),
    unit: t.string({ nullable: true, description: "NUMBER only: what the number counts (hexes, inches), when the ruleset names it.", resolve: (o) => numberRange(o)?.unit ?? null }),
    settledInPlayBy: t.stringList({
      description: "How players may settle it during a match (ruling/settle): agreement, roll; empty when only the rulings pack sets it.",
      resolve: (o) => [...(o.inPlay?.by ?? [])],
    }),
  }),
});

const RulesetTable = builder.objectRef<TableShape>("RulesetTable").implement({
  description: "A versioned table of the rule system; organisers may replace it in a rulings pack.",
  fields: (t) => ({ id: t.exposeID("id"), version: t.exposeString("version"), title: t.exposeString("title", { nullable: true }) }),
});

const RulesetCommand = builder.objectRef<CommandShape>("RulesetCommand").implement({
  description: "A command a seat may send in a match: who sends it, in which steps, the rule it implements, its payload schema.",
  fields: (t) => ({
    type: t.exposeString("type"),
    owner: t.exposeString("owner"),
    rule: t.exposeString("rule"),
    actor: t.exposeString("actor"),
    steps: t.exposeStringList("steps", { nullable: true }),
    payloadSchema: t.field({
      type: "JSON",
      nullable: true,
      description:
        "JSON Schema (draft 2020-12, input form) of the command's `payload` (submitCommand, legalActions, commandOdds); " +
        "a payload that fails it is refused with `command/invalid_payload`, the message naming each path and the shape " +
        "expected there. Null only when the zod schema has no JSON form.",
      resolve: (c) => c.payload,
    }),
  }),
});

// A ruleset never changes while the process runs: describe each once.
const descriptions = new WeakMap<object, RulesetDescription>();
const describe = (e: RulesetEntry): RulesetDescription | undefined => {
  if (!e.ruleset) return undefined;
  let d = descriptions.get(e.ruleset);
  if (!d) { d = describeRuleset(e.ruleset); descriptions.set(e.ruleset, d); }
  return d;
};

// Each module's fire situation schema, converted once.
const fireSchemas = new WeakMap<object, unknown>();
function fireSituationSchemaOf(e: RulesetEntry): unknown {
  const schema = e.module?.odds.fire?.situationSchema;
  if (!schema) return null;
  if (!fireSchemas.has(schema)) {
    let json: unknown = null;
    try {
      json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    } catch {
      // no JSON form (custom types): described as null; validation still runs on the server
    }
    fireSchemas.set(schema, json);
  }
  return fireSchemas.get(schema);
}

export const RulesetRef = builder.objectRef<RulesetEntry>("Ruleset").implement({
  description: "A rule system the engine serves, at one version.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    version: t.exposeString("version"),
    geometry: t.string({ nullable: true, resolve: (e) => describe(e)?.geometry ?? null }),
    turnModel: t.string({ nullable: true, resolve: (e) => describe(e)?.turnModel ?? null }),
    playable: t.boolean({ description: "True when matches can be played under it.", resolve: (e) => e.ruleset !== undefined }),
    sighting: t.boolean({ description: "True when lineOfSight, range and visibility are served.", resolve: (e) => e.module?.sighting !== undefined }),
    options: t.field({ type: [RulesetOption], resolve: (e) => e.ruleset?.options ?? [] }),
    tables: t.field({ type: [RulesetTable], resolve: (e) => describe(e)?.tables ?? [] }),
    commands: t.field({ type: [RulesetCommand], description: "Every command, each with its payload's JSON Schema (`payloadSchema`).", resolve: (e) => describe(e)?.commands ?? [] }),
    fireOddsSituationSchema: t.field({
      type: "JSON",
      nullable: true,
      description:
        "JSON Schema (draft 2020-12, input form) of `fireOdds(input: { situation })` for this ruleset; null when it serves " +
        "no fire odds. A situation that fails it is refused with `odds/invalid_situation`, naming each path and the " +
        "shape expected there. The scenario document's schema is `scenarioSchema`.",
      resolve: (e) => fireSituationSchemaOf(e),
    }),
  }),
});

builder.queryField("rulesets", (t) =>
  t.field({
    type: [RulesetRef],
    description: "The rule systems this server can rule on.",
    resolve: (_root, _args, ctx) => ctx.rulesets,
  }),
);
