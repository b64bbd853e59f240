import type { UserConfig } from "vitest/config";

export declare const sharedConfig: Pick<UserConfig, "resolve">;
