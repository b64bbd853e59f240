import { canonicalJson } from "@tactica/dice";
import type { Provenance, ProvenanceKind } from "./provenance";
import { describeProvenance, PROVENANCE_KINDS } from "./provenance";

/** What an answer says about the numbers it used. */
export type ProvenanceSummary = {
  /** True when every number came from the rulebook. */
  readonly allBook: boolean;
  /** The least trusted kind used (book < external < reconstructed < placeholder); undefined when nothing was used. */
  readonly weakest: ProvenanceKind | undefined;
  /** Uses per kind. */
  readonly counts: Readonly<Record<ProvenanceKind, number>>;
  /** Distinct provenances, in first-use order. */
  readonly sources: readonly Provenance[];
  /** Human sentence, e.g. "book 6.3.6.3; reconstructed (RECON rows 4-6)". */
  readonly text: string;
};

/** Summarise the provenances behind an answer (accepts provenances or anything carrying one, e.g. lookups). */
export function summarizeProvenance(used: Iterable<Provenance | { readonly provenance: Provenance }>): ProvenanceSummary {
  const counts: Record<ProvenanceKind, number> = { book: 0, external: 0, reconstructed: 0, placeholder: 0 };
  const seen = new Map<string, Provenance>();
  for (const item of used) {
    const p = "kind" in item ? item : item.provenance;
    counts[p.kind] += 1;
    const key = canonicalJson(p);
    if (!seen.has(key)) seen.set(key, p);
  }
  const weakest = [...PROVENANCE_KINDS].reverse().find((k) => counts[k] > 0);
  const sources = [...seen.values()];
  return {
    allBook: weakest === undefined || weakest === "book",
    weakest,
    counts,
    sources,
    text: sources.map(describeProvenance).join("; "),
  };
}
