import { validateMapDocument } from "@tactica/map";
import type { RenderModel } from "./render-model";
import { toBoardSource } from "./to-board-source";
import { toRenderModel } from "./to-render-model";

/** A drawable model, or the document's problems with the path of each bad field. */
export type MapRenderOutcome =
  | { ok: true; model: RenderModel }
  | { ok: false; issues: readonly { path: string; message: string }[] };

/** The whole rendering pipeline: JSON from the API -> validated (migrated) document -> SVG geometry. */
export function toMapRenderModel(document: unknown): MapRenderOutcome {
  const validation = validateMapDocument(document);
  if (!validation.ok) return { ok: false, issues: validation.issues };
  return { ok: true, model: toRenderModel(toBoardSource(validation.map)) };
}
