import { Kind } from "graphql";
import type { ValueNode } from "graphql";
import { builder } from "../builder";

const literal = (node: ValueNode): unknown => {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      throw new TypeError(`JSON literals cannot contain variables inline (${node.kind})`);
  }
};

/** Arbitrary JSON: used for documents (maps, scenarios) whose schema is published separately. */
builder.scalarType("JSON", {
  description: "Any JSON value; documents carry their own published schema (see docs/map-format.md).",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});
