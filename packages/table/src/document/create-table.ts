import type { TableUnit } from "../units";
import type { TableDocument } from "./schema";
import { TABLE_PRESETS, TABLE_SCHEMA_VERSION } from "./schema";

/** A new, empty table document of a preset size (6'x4' or 180x120cm) or a custom one (sub-mm). */
export function createTableDocument(spec: { id: string; unit: TableUnit; preset: "6x4ft" | "180x120cm" } | { id: string; unit: TableUnit; preset: "custom"; width: number; height: number }): TableDocument {
  const size = spec.preset === "custom" ? { preset: "custom" as const, width: spec.width, height: spec.height } : { preset: spec.preset, ...TABLE_PRESETS[spec.preset] };
  return { schemaVersion: TABLE_SCHEMA_VERSION, id: spec.id, provenance: "user", unit: spec.unit, size, pieces: [] };
}
