import type { Provenance } from "@tactica/engine";
import { builder } from "../builder";

/** The one GraphQL type for where a number comes from, shared by sighting and odds answers. */
export const ProvenanceRef = builder.objectRef<Provenance>("Provenance").implement({
  description: "Where a number comes from: book (section), external (source), reconstructed (method) or placeholder (note).",
  fields: (t) => ({
    kind: t.exposeString("kind"),
    detail: t.string({ resolve: (p) => (p.kind === "book" ? p.section : p.kind === "external" ? p.source : p.kind === "reconstructed" ? p.method : p.note) }),
  }),
});
