import type { FastifyInstance } from "fastify";
import { Kind, visit } from "graphql";
import type { DocumentNode } from "graphql";
import { apiError } from "../errors";

/** True when any string (or object key) in a value holds U+0000; iterative, so any depth is safe. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

const documentHasNul = (document: DocumentNode): boolean => {
  let found = false;
  visit(document, { [Kind.STRING]: (node) => { if (node.value.includes("\u0000")) found = true; } });
  return found;
};

/**
 * Refuses U+0000 in any argument (`request/invalid`) before resolvers run: PostgreSQL cannot store it in text or
 * jsonb, so an id holding one reached the database as an `internal/error` (map(id:), lineOfSight's mapId,
 * publishMap; issue 17) - and no field has a use for it.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.graphql.addHook("preExecution", async (_schema, document, _context, variables) => {
    if (containsNul(variables) || documentHasNul(document)) throw apiError("request/invalid", "Arguments cannot contain U+0000.");
  });
}
