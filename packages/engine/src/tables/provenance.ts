import { z } from "zod";

/** Where one number comes from (docs/design.md "Tables are data with provenance"). */
export type Provenance =
  | { readonly kind: "book"; readonly section: string }
  | { readonly kind: "external"; readonly source: string }
  | { readonly kind: "reconstructed"; readonly method: string }
  | { readonly kind: "placeholder"; readonly note: string };

/** The four provenance kinds, most to least trusted. */
export const PROVENANCE_KINDS = ["book", "external", "reconstructed", "placeholder"] as const;

/** Provenance kind names. */
export type ProvenanceKind = Provenance["kind"];

/** zod schema for a provenance record (used to validate uploaded tables). */
export const provenanceSchema: z.ZodType<Provenance> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("book"), section: z.string().min(1) }).strict(),
  z.object({ kind: z.literal("external"), source: z.string().min(1) }).strict(),
  z.object({ kind: z.literal("reconstructed"), method: z.string().min(1) }).strict(),
  z.object({ kind: z.literal("placeholder"), note: z.string().min(1) }).strict(),
]);

/** Book provenance for a rulebook section. */
export function fromBook(section: string): Provenance {
  return { kind: "book", section };
}

/** Provenance for a number copied from outside the rulebook text (a scan, a reference card, a wiki). */
export function fromExternal(source: string): Provenance {
  return { kind: "external", source };
}

/** Provenance for a number rebuilt by a stated method (never presented as the book's). */
export function reconstructed(method: string): Provenance {
  return { kind: "reconstructed", method };
}

/** Provenance for a stand-in value that is known not to be the real one. */
export function placeholder(note: string): Provenance {
  return { kind: "placeholder", note };
}

/** True when a provenance is anything but the rulebook itself (answers must then say so). */
export function isNonBook(p: Provenance): boolean {
  return p.kind !== "book";
}

/** One-line human description, e.g. `book 6.3.4.4` or `reconstructed (linear fit of rows 1-3)`. */
export function describeProvenance(p: Provenance): string {
  switch (p.kind) {
    case "book":
      return `book ${p.section}`;
    case "external":
      return `external (${p.source})`;
    case "reconstructed":
      return `reconstructed (${p.method})`;
    case "placeholder":
      return `placeholder (${p.note})`;
  }
}
