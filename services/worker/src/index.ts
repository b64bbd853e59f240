export { createProcessors } from "./processors/index";
export type { ProcessorDeps } from "./processors/index";
export { startWorker } from "./worker";
export type { StartWorkerOptions } from "./worker";
