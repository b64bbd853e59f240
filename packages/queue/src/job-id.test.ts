import { describe, expect, it } from "vitest";
import { enqueueSystemJob, toCanonicalJson, toClientJobId, toJobId, toKeyedJobId } from "./job-id";
import { createInProcessQueue } from "./in-process";

describe("deterministic job ids", () => {
  it("ignore key order and undefined fields, and differ when the payload does", () => {
    expect(toCanonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    const a = toJobId("ping", { message: "x" });
    expect(a).toMatch(/^ping-[0-9a-f]{40}$/);
    expect(toJobId("ping", { message: "x" })).toBe(a);
    expect(toJobId("ping", { message: "y" })).not.toBe(a);
  });
});

describe("system job ids (issue 17)", () => {
  it("keyed ids repeat with the same secret and cannot be computed without it; client ids never look like system ids", () => {
    const payload = { message: "x" };
    expect(toKeyedJobId("ping", payload, "s1")).toBe(toKeyedJobId("ping", payload, "s1"));
    expect(toKeyedJobId("ping", payload, "s1")).not.toBe(toKeyedJobId("ping", payload, "s2"));
    expect(toKeyedJobId("ping", payload, "s1")).not.toBe(toJobId("ping", payload));
    expect(toClientJobId("c1", toJobId("ping", payload))).toMatch(/^client-c1-ping-/);
  });

  it("enqueueSystemJob never hands back a job of another name sitting at the id, and finds its own job again", async () => {
    const processors = { ping: async (p: { message: string }) => ({ echo: p.message, processedBy: "t" }) } as unknown as Parameters<typeof createInProcessQueue>[0];
    const queue = createInProcessQueue(processors);
    try {
      await queue.enqueue("ping", { message: "squatter" }, { jobId: "sighting-abc" });
      const payload = { rulesetId: "firepower", viewshed: { posture: "stand" }, map: {} } as never;
      const first = await enqueueSystemJob(queue, "sighting", payload, { jobId: "sighting-abc" });
      expect(first.id).toBe("sighting-abc-2");
      expect((await queue.getJob(first.id))?.name).toBe("sighting");
      expect((await enqueueSystemJob(queue, "sighting", payload, { jobId: "sighting-abc" })).id).toBe(first.id);
    } finally {
      await queue.close();
    }
  });
});
