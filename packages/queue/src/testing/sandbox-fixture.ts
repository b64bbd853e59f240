import type { Processors } from "../types";
import { toBullProcessor } from "../bullmq";

// A sandboxed processor file for sandbox.test.ts: "busy" blocks its process's event loop for 3 s.
const fail = () => Promise.reject(new Error("not in this test"));
const processors: Processors = {
  webhook: fail,
  sighting: fail,
  barrage: fail,
  "ai-turn": fail,
  ping: async (payload, ctx) => {
    await ctx.progress(10);
    if (payload.message === "busy") {
      const until = Date.now() + 3_000;
      while (Date.now() < until) { /* CPU-bound on purpose */ }
    }
    return { echo: payload.message, processedBy: `pid:${process.pid}` };
  },
};

export default toBullProcessor(processors);
