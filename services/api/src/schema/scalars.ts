import { Kind } from "graphql";
import type { ValueNode } from "graphql";
import { builder } from "../builder";
import { apiError } from "../errors";

/**
 * How deep a JSON argument may nest (shipped maps and scenarios nest 11 levels). Checked without recursion when the
 * value arrives, before any resolver walks it: 5,000 levels used to overflow the stack in the first recursive walk
 * (a 500) before any size check could run (issue 17).
 */
export const MAX_JSON_DEPTH = 64;

/** Refuses a JSON value nested deeper than MAX_JSON_DEPTH or holding U+0000 (PostgreSQL cannot store it); iterative. */
export function assertJsonInput(value: unknown): unknown {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop() as { v: unknown; depth: number };
    if (typeof v === "string") {
      if (v.includes("\u0000")) throw apiError("request/invalid", "JSON arguments cannot contain U+0000.");
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) throw apiError("request/too_large", `JSON arguments nest at most ${MAX_JSON_DEPTH} levels.`);
    if (Array.isArray(v)) for (const x of v) stack.push({ v: x, depth: depth + 1 });
    else {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes("\u0000")) throw apiError("request/invalid", "JSON arguments cannot contain U+0000.");
        stack.push({ v: x, depth: depth + 1 });
      }
    }
  }
  return value;
}

const literal = (node: ValueNode, depth = 0): unknown => {
  if (depth > MAX_JSON_DEPTH) throw apiError("request/too_large", `JSON arguments nest at most ${MAX_JSON_DEPTH} levels.`);
  switch (node.kind) {
    case Kind.STRING:
      if (node.value.includes("\u0000")) throw apiError("request/invalid", "JSON arguments cannot contain U+0000.");
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literal(v, depth + 1));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, depth + 1)]));
    default:
      throw new TypeError(`JSON literals cannot contain variables inline (${node.kind})`);
  }
};

/** Arbitrary JSON: used for documents (maps, scenarios) whose schema is published separately. */
builder.scalarType("JSON", {
  description: `Any JSON value (at most ${MAX_JSON_DEPTH} levels deep, no U+0000); documents carry their own published schema (see docs/map-format.md).`,
  serialize: (v) => v,
  parseValue: assertJsonInput,
  parseLiteral: (node) => literal(node),
});
