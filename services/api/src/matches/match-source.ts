import type { Viewer } from "@tactica/engine";
import type { StoredMatch } from "./stored-match";

/** What the Match GraphQL type resolves from: the stored row and who is looking. */
export type MatchSource = { readonly row: StoredMatch; readonly viewer: Viewer };

/** One stored event row as one viewer may see it. */
export type MatchEventSource = {
  readonly eventNumber: number;
  readonly events: readonly unknown[];
  /** The command, only for its own seat (or everyone once the match has ended). */
  readonly command: unknown;
  readonly createdAt: Date;
};
