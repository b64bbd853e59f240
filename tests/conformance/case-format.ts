import { z } from "zod";

/** A sighting action: observer/target (or units) as the API takes them. */
const viewpoint = z.object({
  hexId: z.string().optional(), q: z.number().int().optional(), r: z.number().int().optional(),
  level: z.number().int().optional(), posture: z.string(), upHeight: z.number().int().optional(),
});

/** One conformance case (docs/conformance.md): situation, action, expected answer. */
export const ConformanceCaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+\/[A-Za-z0-9_.-]+$/),
  system: z.string(),
  section: z.string().describe("Rule section the case comes from, e.g. 12.1.4.4"),
  title: z.string(),
  source: z.string().describe("Where the example is printed (book section, digest case number)"),
  situation: z.object({
    map: z.unknown().optional().describe("An inline map document or fragment (docs/map-format.md)"),
    mapId: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  }).default({}),
  action: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("lineOfSight"), observer: viewpoint, target: viewpoint }),
    z.object({ kind: z.literal("range"), observer: viewpoint, target: viewpoint }),
    z.object({ kind: z.literal("visibility"), units: z.array(viewpoint).min(1) }),
    z.object({ kind: z.literal("graphql"), query: z.string(), variables: z.record(z.string(), z.unknown()).optional(), field: z.string() }),
  ]),
  expect: z.unknown().optional().describe("Deep subset of the answer: objects match by listed keys, arrays element by element"),
  expectError: z.object({ code: z.string() }).optional(),
}).refine((c) => (c.expect === undefined) !== (c.expectError === undefined), { message: "give exactly one of expect or expectError" });

export type ConformanceCase = z.infer<typeof ConformanceCaseSchema>;
