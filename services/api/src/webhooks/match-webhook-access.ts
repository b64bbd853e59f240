import type { ClientInfo } from "../auth/caller";
import type { Caller } from "../auth/caller";
import { hasScope } from "../auth/scopes";
import { apiError } from "../errors";
import { viewerOf } from "../matches/stored-match";
import type { StoredMatch } from "../matches/stored-match";

/**
 * Who may follow a match by webhook (issue 17): an organise (or admin) key, or a play key that created the match or
 * sends the token of one of its seats (X-Seat-Token; the seat's own credential, held by whoever claimed it).
 * Anyone else - another player, a reader - gets `auth/forbidden`: turn notifications are not for strangers.
 */
export function assertMayFollowMatch(match: Pick<StoredMatch, "createdByClientId" | "seats">, client: ClientInfo, caller: Caller): void {
  if (hasScope(client.scopes, "organise")) return;
  const player = hasScope(client.scopes, "play");
  if (player && (match.createdByClientId === client.id || viewerOf(match, caller) !== "spectator")) return;
  throw apiError("auth/forbidden", "Only the match's creator, an organise key or a caller holding one of its seats (X-Seat-Token, play scope) may register a webhook on it.");
}
