import { parse } from "graphql";
import type { FragmentDefinitionNode, OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { countSelectedFields } from "./query-complexity";

const count = (q: string, cap = 10_000) => {
  const doc = parse(q);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  const frags = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === "FragmentDefinition").map((f) => [f.name.value, f]));
  if (!op) throw new Error("no operation");
  return countSelectedFields(op.selectionSet, frags, cap);
};

describe("countSelectedFields", () => {
  it("counts fields, expanding fragments at every use", () => {
    expect(count("{ a b { c d } }")).toBe(4);
    expect(count("{ x: a y: a z: a }")).toBe(3);
    expect(count("query { a { ...F } b { ...F } } fragment F on T { p q r }")).toBe(8);
    expect(count("{ a { ... on T { b c } } }")).toBe(3);
  });

  it("stops early on fragment bombs", () => {
    const frags = Array.from({ length: 20 }, (_, i) => `fragment F${i} on T { a: f { ...F${i + 1} } b: f { ...F${i + 1} } }`).join("\n");
    expect(count(`{ ...F0 } ${frags} fragment F20 on T { z }`, 1_000)).toBeGreaterThan(1_000);
  });

  it("counts each fragment once, so a bomb of spreads alone (ending in a cycle) takes linear time (issue 17)", () => {
    // Each fragment spreads the next twice and holds no field: expanded use by use, 40 levels are 2^40 visits.
    const frags = Array.from({ length: 40 }, (_, i) => `fragment F${i} on T { ...F${i + 1} ...F${i + 1} }`).join("\n");
    expect(count(`{ ...F0 } ${frags} fragment F40 on T { ...F0 }`)).toBe(0);
    expect(count(`{ ...F0 } ${frags} fragment F40 on T { z }`)).toBeGreaterThan(10_000);
  });
});
