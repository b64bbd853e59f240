import type { Ruleset } from "./define-ruleset";
import type { GameEvent } from "./event";
import type { Viewer } from "./seat";
import { sideOf } from "./sides";
import type { SidesSource } from "./sides";
import { toViewer } from "./view-for";

/** An event as a viewer receives it: no state hash (a hash over hidden data is a guessing oracle). */
export interface VisibleEvent extends GameEvent {
  readonly seq?: number;
}

/**
 * True when `viewer` may see `event` at all: public, addressed to that seat, or addressed to its side. Without the
 * match's sides (`state`), side entries reach nobody (fail closed).
 */
export function canSeeEvent(event: GameEvent, viewer: Viewer, state?: SidesSource): boolean {
  if (!event.visibleTo) return true;
  if (viewer === "spectator") return false;
  const side = state ? sideOf(state, viewer) : undefined;
  return event.visibleTo.some((to) => (typeof to === "string" ? to === viewer : side !== undefined && to.side === side));
}

/**
 * Filter and redact events for one viewer: events addressed to other seats and sides are dropped, the ruleset may
 * redact the rest, and state hashes are stripped. Unknown seats are treated as spectators.
 */
export function eventsFor<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: SidesSource,
  events: readonly (GameEvent & { readonly seq?: number })[],
  viewer: Viewer,
): VisibleEvent[] {
  const who = toViewer(state, viewer);
  const out: VisibleEvent[] = [];
  for (const event of events) {
    if (!canSeeEvent(event, who, state)) continue;
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
