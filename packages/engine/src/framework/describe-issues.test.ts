import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssues, describeIssuesMessage } from "./describe-issues";

const fail = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error("expected a failure");
  return r.error;
};

describe("describeIssues", () => {
  it("names the path and the values expected, inside the union branch the input meant", () => {
    const situation = z.union([
      z.object({ target: z.object({ posture: z.enum(["standing", "crouching", "prone"]) }).strict() }).strict(),
      z.object({ fixedOdds: z.number() }).strict(),
    ]);
    expect(describeIssuesMessage(fail(situation, { target: { posture: "lying" } }), "situation"))
      .toBe('situation.target.posture: expected one of "standing","crouching","prone"');
  });

  it("says a field is required, of which type, unknown fields and a bad discriminator, every issue with its path", () => {
    const s = z.object({ n: z.number(), list: z.array(z.object({ hex: z.string() })), kind: z.discriminatedUnion("type", [z.object({ type: z.literal("a") }), z.object({ type: z.literal("b") })]) }).strict();
    const issues = describeIssues(fail(s, { n: "3", list: [{}], kind: { type: "c" }, extra: 1 }), "payload");
    expect(issues.map((i) => i.message)).toEqual([
      "payload.n: expected number, got string",
      "payload.list.0.hex: required: expected string",
      'payload.kind.type: expected one of "a","b"',
      'payload: unknown field "extra"',
    ]);
    expect(issues[1]?.path).toEqual(["list", 0, "hex"]);
  });

  it("caps one message at `max` issues and says how many more", () => {
    const s = z.object({ a: z.string(), b: z.string(), c: z.string() });
    expect(describeIssuesMessage(fail(s, {}), "x", 2)).toBe("x.a: required: expected string; x.b: required: expected string; and 1 more");
  });
});
