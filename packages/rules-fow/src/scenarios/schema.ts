// A Flames of War scenario document: the mission, the table it plays on (id + version of a stored table document,
// the document itself inlined when the server plays it), each side's units and their teams' deployed positions
// (sub-mm, facing in degrees), the objectives each side placed, the attacker and the turn limit.
import { tableDocumentSchema } from "@tactica/table";
import { z } from "zod";

const coord = z.number().int().min(0).max(1_000_000);
const teamAt = z.strictObject({ x: coord, y: coord, angle: z.number().min(-360).max(360) });
const unitSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
  name: z.string().min(1).max(80),
  force: z.string().min(1).max(64),
  ambush: z.boolean().optional(),
  teams: z.array(teamAt).min(1).max(20),
});
const sideSchema = z.strictObject({ name: z.string().min(1).max(80), formation: z.string().min(1).max(80), units: z.array(unitSchema).min(1).max(12) });

export const FOW_MISSIONS = ["free-for-all", "counterattack"] as const;

export const fowScenarioSchema = z.strictObject({
  mission: z.enum(FOW_MISSIONS),
  table: z.strictObject({ id: z.string().min(1).max(128), version: z.number().int().min(1) }),
  tableDocument: tableDocumentSchema.optional(),
  attacker: z.enum(["A", "B"]),
  turns: z.number().int().min(1).max(20),
  objectives: z.array(z.strictObject({ id: z.string().min(1).max(32), x: coord, y: coord, placedBy: z.enum(["A", "B"]) })).max(8),
  sides: z.strictObject({ A: sideSchema, B: sideSchema }),
});

export type FowScenario = z.infer<typeof fowScenarioSchema>;
