import type { Ruleset } from "./define-ruleset";
import type { GameEvent } from "./event";
import type { Seat, Viewer } from "./seat";
import { toViewer } from "./view-for";

/** An event as a viewer receives it: no state hash (a hash over hidden data is a guessing oracle). */
export interface VisibleEvent extends GameEvent {
  readonly seq?: number;
}

/** True when `viewer` may see `event` at all: public, or addressed to that seat. */
export function canSeeEvent(event: GameEvent, viewer: Viewer): boolean {
  if (!event.visibleTo) return true;
  return viewer !== "spectator" && event.visibleTo.includes(viewer);
}

/**
 * Filter and redact events for one viewer: events addressed to other seats are dropped, the ruleset may
 * redact the rest, and state hashes are stripped. Unknown seats are treated as spectators.
 */
export function eventsFor<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: { readonly seats: readonly Seat[] },
  events: readonly (GameEvent & { readonly seq?: number })[],
  viewer: Viewer,
): VisibleEvent[] {
  const who = toViewer(state, viewer);
  const out: VisibleEvent[] = [];
  for (const event of events) {
    if (!canSeeEvent(event, who)) continue;
    const modelShown = ruleset.turnModel.eventView ? ruleset.turnModel.eventView(event, who) : event;
    if (!modelShown) continue;
    const shown = ruleset.eventView ? ruleset.eventView(modelShown, who) : modelShown;
    if (!shown) continue;
    out.push(stripHash(shown, event.seq));
  }
  return out;
}

function stripHash(event: GameEvent, seq: number | undefined): VisibleEvent {
  const base: GameEvent = { type: event.type };
  const withData = event.data === undefined ? base : { ...base, data: event.data };
  const withVisibility = event.visibleTo ? { ...withData, visibleTo: event.visibleTo } : withData;
  return seq === undefined ? withVisibility : { ...withVisibility, seq };
}
