// Firepower 8.8.7: the top of a cave. "For outside the cave, consider that the hex is a hill hex 3 heights higher than
// the hex's normal height": a soldier who steps into a cave hex across any hexside but its mouth stands on that hill,
// outside the cave (no cave cover, no firing out of the front, apart from the men inside). The moves and their height
// costs are in movement-commands.ts and heights-movement.ts (caves.ts `caveTopRise`, `caveEntry`); this module keeps
// each soldier's `caveTop` mark after every command and gives his head height and the line's ends to the LOS.
import type { AfterCommandHook, ChitTurn, GameEvent } from "@tactica/engine";
import type { Viewpoint } from "@tactica/sighting";
import { isSameHex } from "@tactica/hex";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import type { CaveTopEnds } from "./caves";
import { CAVE_HILL_HEIGHT, caveAt, entersCaveTop, onCaveTop } from "./caves";
import type { FirepowerGame, Soldier } from "../state/types";

/** His LOS head on a cave's top: the hill's 3 heights plus his posture, above the hex's ground [8.8.7, 10.5.2]. */
export function caveTopViewpoint(s: Soldier): { upHeight?: number } {
  return s.caveTop ? { upHeight: CAVE_HILL_HEIGHT + (FIREPOWER_POSTURE_HEIGHT[s.posture] ?? 0) } : {};
}

/**
 * Which ends of a line stand on a cave's top [8.8.7], so that the cave's mouth does not matter for them: the firer when
 * he is marked on it, the viewpoint when its head is at the top's height or above in a cave hex (inside, the cave is 2
 * heights high, so no head inside is that high).
 */
export function caveTopEnds(game: FirepowerGame, firer: Soldier, to: Viewpoint): CaveTopEnds {
  const toTop = caveAt(game, to.hex) !== undefined && (to.upHeight ?? 0) >= CAVE_HILL_HEIGHT;
  return { ...(onCaveTop(game, firer) ? { fromTop: true } : {}), ...(toTop ? { toTop: true } : {}) };
}

/**
 * Whether a soldier is on a cave's top after a command [8.8.7]: not aboard a vehicle, not in a tunnel, in a cave hex;
 * in the same hex as before he keeps his place (top or inside); come from the next hex he is on the top when he crossed
 * any hexside but the mouth (`entersCaveTop`); placed there any other way (set-up, a vehicle, a tunnel) he is inside.
 */
function topAfter(before: FirepowerGame, after: FirepowerGame, was: Soldier | undefined, s: Soldier): boolean {
  if (s.riding !== undefined || s.inTunnel === true || !caveAt(after, s.hex)) return false;
  if (!was || isSameHex(was.hex, s.hex)) return s.caveTop === true && was?.riding === undefined;
  return entersCaveTop(before, was, s.hex);
}

/** The game with every soldier's `caveTop` mark set by where the command took him [8.8.7]. */
export function placeOnCaveTops(before: FirepowerGame, after: FirepowerGame): FirepowerGame {
  if ((after.caves ?? []).length === 0 && !after.soldiers.some((s) => s.caveTop)) return after;
  const prev = new Map(before.soldiers.map((s) => [s.id, s]));
  let changed = false;
  const soldiers = after.soldiers.map((s) => {
    const top = topAfter(before, after, prev.get(s.id), s);
    if (top === (s.caveTop === true)) return s;
    changed = true;
    if (top) return { ...s, caveTop: true as const };
    const { caveTop: _off, ...rest } = s;
    return rest;
  });
  return changed ? { ...after, soldiers } : after;
}

/** A `move/entered` event of a soldier who came onto a cave's top says so. */
function noteTop(events: readonly GameEvent[], game: FirepowerGame): readonly GameEvent[] {
  if (!events.some((e) => e.type === "move/entered") || !game.soldiers.some((s) => s.caveTop)) return events;
  return events.map((e) => {
    if (e.type !== "move/entered") return e;
    const s = game.soldiers.find((x) => x.id === (e.data as { soldier?: string } | undefined)?.soldier);
    return s && onCaveTop(game, s) ? { ...e, data: { ...(e.data as Record<string, unknown>), cave: "on the top", caveRule: "Firepower 8.8.7" } } : e;
  });
}

/** After every command, the soldiers it moved are put on a cave's top or inside the cave as they came [8.8.7]. */
export const CAVE_TOPS_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "cave-tops",
  rule: "Firepower 8.8.7",
  after: (state, out, cmd) => {
    const game = placeOnCaveTops(state.game, out.state.game);
    const events = cmd.type === "move" || cmd.type === "melee" ? noteTop(out.events, game) : out.events;
    return game === out.state.game && events === out.events ? out : { ...out, state: { ...out.state, game }, events };
  },
};
