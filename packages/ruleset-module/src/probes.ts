// Named rule computations a conformance case may call by name (tests/conformance, docs/conformance.md): the case
// file stays data, and another engine runs the same files by providing probes of the same names, inputs and
// outputs. A probe is pure (no dice, no clock); its input is validated, its output is plain JSON (exact fractions
// as "n/d" strings, never floats standing for them).
import type { z } from "zod";

/** Plain JSON: what a probe answers and what a case file can state. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Why a probe refused its input (probe/bad_input: the input does not fit the probe's schema). */
export type ProbeError = { readonly code: string; readonly message: string; readonly rule?: string };

export type ProbeAnswer = { readonly ok: true; readonly value: Json } | { readonly ok: false; readonly error: ProbeError };

/** One probe: what it computes, the rule sections it answers for, and its checked JSON input -> JSON answer. */
export type RuleProbe = {
  readonly description: string;
  /** The rule sections the computation implements ("Patrol 10.61"). */
  readonly rule: string;
  readonly run: (input: unknown) => ProbeAnswer;
};

/** A system's probes by name ("patrol/attack-strength"). */
export type RuleProbes = Readonly<Record<string, RuleProbe>>;

/**
 * A probe from a zod schema for its input and a pure computation on the parsed input. Input the schema refuses
 * is answered with probe/bad_input and the first problem's path and message, never thrown.
 */
export function defineProbe<S extends z.ZodType>(p: {
  readonly description: string;
  readonly rule: string;
  readonly input: S;
  readonly compute: (input: z.output<S>) => Json | ProbeAnswer;
}): RuleProbe {
  return {
    description: p.description,
    rule: p.rule,
    run(input) {
      const parsed = p.input.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
        return { ok: false, error: { code: "probe/bad_input", message: `The probe's input does not fit (${p.rule}): ${where}${issue?.message ?? "invalid"}.`, rule: p.rule } };
      }
      const out = p.compute(parsed.data);
      return isAnswer(out) ? out : { ok: true, value: out };
    },
  };
}

function isAnswer(v: Json | ProbeAnswer): v is ProbeAnswer {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return (o.ok === true && "value" in o && Object.keys(o).length === 2) || (o.ok === false && typeof o.error === "object" && Object.keys(o).length === 2);
}

/** Runs the probe of that name, or answers probe/unknown naming the probes there are. */
export function runProbe(probes: RuleProbes, name: string, input: unknown): ProbeAnswer {
  const probe = Object.hasOwn(probes, name) ? probes[name] : undefined;
  if (!probe) return { ok: false, error: { code: "probe/unknown", message: `No probe "${name}"; there are: ${Object.keys(probes).sort().join(", ") || "none"}.` } };
  return probe.run(input);
}
