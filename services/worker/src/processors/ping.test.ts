import { describe, expect, it } from "vitest";
import { createProcessors } from "./index";

describe("ping processor", () => {
  it("echoes the message, names the worker and reports progress", async () => {
    const progress: number[] = [];
    const p = createProcessors({ workerName: "w-1" });
    const result = await p.ping({ message: "hi" }, { jobId: "j", meta: {}, attempt: 1, progress: async (n) => { progress.push(n); } });
    expect(result).toEqual({ echo: "hi", processedBy: "w-1" });
    expect(progress).toEqual([50]);
  });
});
