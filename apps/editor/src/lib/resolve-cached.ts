import { resolveMap } from "@tactica/map";
import type { MapDocument, ResolvedMap } from "@tactica/map";

// Documents are immutable values (commands return new ones), so one resolution per document object is enough.
const cache = new WeakMap<MapDocument, ResolvedMap>();

/** resolveMap, computed once per document object: commands, rendering and panels share it. Treat the result as read-only. */
export function resolveCached(doc: MapDocument): ResolvedMap {
  let resolved = cache.get(doc);
  if (resolved === undefined) {
    resolved = resolveMap(doc);
    cache.set(doc, resolved);
  }
  return resolved;
}
