// Types of start-banner.mjs for the TypeScript tests that import it.
export type BannerOptions = { apiPort: string; dataDir: string; embedded: boolean };
export function firstMoveCommand(o: BannerOptions): string;
export function apiReadyLines(o: BannerOptions & { apiUrl: string; after: string }): string[];
