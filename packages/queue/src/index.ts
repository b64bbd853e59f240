export type { EnqueueOptions, JobContext, JobInfo, JobQueue, JobWorker, Processor, Processors } from "./types";
export { InvalidJobPayloadError, parseJobPayload } from "./validate";
export { createInProcessQueue } from "./in-process";
export { createBullQueue, createBullWorker, createRedis } from "./bullmq";
export { runProcessor } from "./run-processor";
