import type { UserConfig } from "vitest/config";

export declare const sharedConfig: Pick<UserConfig, "resolve">;
export declare const fastTest: { isolate: false };
