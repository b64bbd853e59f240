import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType } from "graphql";
import type { GraphQLField, GraphQLInputType, GraphQLObjectType } from "graphql";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi } from "../testing";
import type { TestApi } from "../testing";
import { ANONYMOUS_FIELDS } from "./anonymous-operations";

// Issue 17 finding 3: every root field of the printed schema that is not on the anonymous list refuses a caller
// without an API key, so a new field cannot slip through.
const printed = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "schema.graphql"), "utf8");
const schema = buildSchema(printed);

/** A value of the right type for a required argument (the check must happen before it is looked at). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
  }
  if (isScalarType(type)) return ({ Int: 1, Float: 1, Boolean: false, ID: "x", String: "x" } as Record<string, unknown>)[type.name] ?? {};
  return null;
}

/** One operation selecting `field` with every required argument given as a variable. */
function operationFor(kind: "query" | "mutation" | "subscription", field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const decl = required.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const args = required.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isObjectType(getNamedType(field.type)) || !isScalarType(getNamedType(field.type)) && !isEnumType(getNamedType(field.type)) ? " { __typename }" : "";
  const query = `${kind}${decl ? `(${decl})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`;
  return { query, variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])) };
}

const rootFields = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});

let t: TestApi;
let base = "";
beforeAll(async () => {
  t = await createTestApi();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await t?.close();
});

const post = async (body: { query: string; variables: Record<string, unknown> }) => {
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
};

/** A graphql-ws subscription without any key in connection_init: the first error or data message for it. */
async function anonymousSubscription(body: { query: string; variables: Record<string, unknown> }): Promise<{ type: string; payload: unknown }> {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no answer in 5 s")), 5_000);
      ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: {} })));
      ws.on("message", (raw: Buffer) => {
        const msg = JSON.parse(raw.toString()) as { type: string; payload: unknown };
        if (msg.type === "connection_ack") ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: body }));
        else if (msg.type === "error" || msg.type === "next") { clearTimeout(timer); resolve(msg); }
      });
      ws.on("close", (code: number) => { clearTimeout(timer); reject(new Error(`closed ${code}`)); });
    });
  } finally {
    ws.close();
  }
}

const codesOf = (errors: unknown) => (Array.isArray(errors) ? errors : []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);

describe("operations that need a key refuse anonymous callers (every root field of the printed schema)", () => {
  const keyed = (kind: "query" | "mutation" | "subscription", type: GraphQLObjectType | null | undefined) =>
    rootFields(type).filter((f) => !ANONYMOUS_FIELDS[kind].includes(f.name));

  it("the schema has the fields the list names, and the list is not everything", () => {
    for (const [kind, type] of [["query", schema.getQueryType()], ["mutation", schema.getMutationType()], ["subscription", schema.getSubscriptionType()]] as const) {
      const names = rootFields(type).map((f) => f.name);
      for (const open of ANONYMOUS_FIELDS[kind]) expect(names, `${kind} ${open}`).toContain(open);
    }
    expect(keyed("mutation", schema.getMutationType()).map((f) => f.name)).toEqual(expect.arrayContaining(["enqueuePing", "requestSighting", "createMatch"]));
  });

  it.each(["query", "mutation"] as const)("every %s root field not on the anonymous list answers auth/unauthenticated without a key", async (kind) => {
    const type = kind === "query" ? schema.getQueryType() : schema.getMutationType();
    const fields = keyed(kind, type);
    expect(fields.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const field of fields) {
      const res = await post(operationFor(kind, field));
      const value = res.body.data?.[field.name];
      if (res.status >= 500 || !codesOf(res.body.errors).includes("auth/unauthenticated") || (value !== undefined && value !== null)) {
        wrong.push(`${field.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every subscription root field not on the anonymous list refuses a connection without a key", async () => {
    const fields = keyed("subscription", schema.getSubscriptionType());
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const msg = await anonymousSubscription(operationFor("subscription", field));
      expect(msg.type, field.name).toBe("error");
      expect(codesOf(msg.payload), field.name).toContain("auth/unauthenticated");
    }
  });

  it("the anonymous reads stay open (they may fail on the sample input, never for want of a key)", async () => {
    for (const field of rootFields(schema.getQueryType()).filter((f) => ANONYMOUS_FIELDS.query.includes(f.name))) {
      const res = await post(operationFor("query", field));
      expect(res.status, field.name).toBeLessThan(500);
      expect(codesOf(res.body.errors), field.name).not.toContain("auth/unauthenticated");
    }
  });
});
