import { z } from "zod";
import type { CommandActor } from "./define-command";
import type { GeometryKind, Ruleset } from "./define-ruleset";

/** One command as clients see it: who may send it, when, which rule it implements, its payload as JSON Schema. */
export interface CommandDescription {
  readonly type: string;
  readonly owner: "ruleset" | "turn-model";
  readonly rule: string;
  readonly actor: CommandActor | "turn-model";
  readonly steps: readonly string[] | null;
  readonly tags: readonly string[];
  /** JSON Schema of the payload, or null when the zod schema has no JSON form (transforms, custom checks). */
  readonly payload: unknown;
}

/** A ruleset's public self-description, for API documentation and clients. */
export interface RulesetDescription {
  readonly id: string;
  readonly version: string;
  readonly geometry: GeometryKind;
  readonly turnModel: string;
  readonly commands: readonly CommandDescription[];
  readonly tables: readonly { readonly id: string; readonly version: string; readonly title?: string }[];
  readonly options: readonly { readonly id: string; readonly default: string; readonly choices: Readonly<Record<string, string>>; readonly citation: string }[];
}

function toJsonSchema(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  } catch {
    return null;
  }
}

/** Describe a ruleset as plain JSON: commands (game and turn), tables and options. */
export function describeRuleset<G, T, Sc>(ruleset: Ruleset<G, T, Sc>): RulesetDescription {
  const game = Object.entries(ruleset.commands).map(([type, spec]): CommandDescription => ({
    type, owner: "ruleset", rule: spec.rule, actor: spec.actor ?? "active", steps: spec.steps ?? null, tags: spec.tags ?? [],
    payload: toJsonSchema(spec.schema),
  }));
  const turn = Object.entries(ruleset.turnModel.commands).map(([type, spec]): CommandDescription => ({
    type, owner: "turn-model", rule: spec.rule, actor: "turn-model", steps: null, tags: [], payload: toJsonSchema(spec.schema),
  }));
  return {
    id: ruleset.id,
    version: ruleset.version,
    geometry: ruleset.geometry,
    turnModel: ruleset.turnModel.kind,
    commands: [...game, ...turn].sort((a, b) => a.type.localeCompare(b.type)),
    tables: ruleset.tables.map((t) => ({ id: t.id, version: t.version, ...(t.title === undefined ? {} : { title: t.title }) })),
    options: ruleset.options.map((o) => ({ id: o.id, default: o.default, choices: o.choices, citation: o.citation })),
  };
}
