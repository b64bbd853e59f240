import { describe, expect, it } from "vitest";
import { createKeyedMutex } from "./keyed-mutex";

describe("createKeyedMutex", () => {
  it("serializes tasks of one key, runs other keys alongside, and survives a failing task", async () => {
    const lock = createKeyedMutex();
    const log: string[] = [];
    const task = (name: string, ms: number, fail = false) => async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([lock("a", task("a1", 20, true)), lock("a", task("a2", 1)), lock("b", task("b1", 5))]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(log.indexOf("end a1")).toBeLessThan(log.indexOf("start a2"));
    expect(log.indexOf("start b1")).toBeLessThan(log.indexOf("end a1"));
  });
});
