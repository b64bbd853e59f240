import { canonicalJson, sha256Hex } from "@tactica/dice";
import { z } from "zod";
import type { TableOverride } from "../tables/table-override";
import { tableOverrideSchema } from "../tables/table-override";
import { toOptionInput } from "./read-option";

/** A tournament organiser's rulings: option choices plus table overrides, for one ruleset. */
export type RulingsPack = {
  readonly id: string;
  readonly ruleset: string;
  readonly title?: string;
  /** Option id -> chosen choice id, or a parameter's value as a string ("3", "true"). */
  readonly options: Readonly<Record<string, string>>;
  /** Table id -> override (see validateTableOverride). */
  readonly tables: Readonly<Record<string, TableOverride>>;
  readonly notes?: string;
};

/** A value as a pack may be written: a choice id, or a parameter's number or boolean (stored as a string). */
export type OptionInput = string | number | boolean;

/**
 * Build a pack from typed code; missing options/tables default to none. Numbers and booleans become the strings
 * a match stores (3 -> "3", true -> "true"), so a pack written either way has one hash.
 */
export function createRulingsPack(p: {
  readonly id: string;
  readonly ruleset: string;
  readonly title?: string;
  readonly options?: Readonly<Record<string, OptionInput>>;
  readonly tables?: Readonly<Record<string, TableOverride>>;
  readonly notes?: string;
}): RulingsPack {
  return {
    id: p.id,
    ruleset: p.ruleset,
    ...(p.title === undefined ? {} : { title: p.title }),
    options: Object.fromEntries(Object.entries(p.options ?? {}).map(([id, v]) => [id, toOptionInput(v)])),
    tables: { ...(p.tables ?? {}) },
    ...(p.notes === undefined ? {} : { notes: p.notes }),
  };
}

/** SHA-256 (hex) of the pack's canonical JSON; a match records it next to the pack. */
export function rulingsPackHash(pack: RulingsPack): string {
  return sha256Hex(canonicalJson(pack));
}

/** zod schema of an uploaded pack's outer shape (cell contents are checked per table by validateTableOverride). */
export const rulingsPackSchema = z.object({
  id: z.string().min(1),
  ruleset: z.string().min(1),
  title: z.string().optional(),
  // JSON numbers and booleans are a parameter's value; createRulingsPack stores them as strings.
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  tables: z.record(z.string(), tableOverrideSchema).default({}),
  notes: z.string().optional(),
}).strict();

/** One problem in an uploaded pack's shape: JSON path and reason. */
export type RulingsPackIssue = { readonly code: "rulings/bad_pack"; readonly path: readonly (string | number)[]; readonly reason: string };

/** Parse uploaded JSON into a pack (shape only; use resolveOptions / resolveTables against a ruleset). */
export function toRulingsPack(json: unknown):
  | { readonly ok: true; readonly pack: RulingsPack }
  | { readonly ok: false; readonly issues: readonly RulingsPackIssue[] } {
  const parsed = rulingsPackSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({
        code: "rulings/bad_pack" as const,
        path: i.path.map((p) => (typeof p === "number" ? p : String(p))),
        reason: i.message,
      })),
    };
  }
  return { ok: true, pack: createRulingsPack(parsed.data) };
}
