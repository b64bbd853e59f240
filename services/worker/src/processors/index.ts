import type { Processors } from "@tactica/queue";
import { processPing } from "./ping";
import { processWebhook } from "./webhook";

export type ProcessorDeps = { readonly workerName: string };

/** Every job processor, bound to its dependencies; used by the BullMQ worker and by the in-process queue. */
export function createProcessors(deps: ProcessorDeps): Processors {
  return {
    ping: (payload, ctx) => processPing(payload, ctx, deps),
    webhook: (payload, ctx) => processWebhook(payload, ctx),
  };
}
