import type { GameEvent } from "@tactica/engine";
import { canSee } from "./sight";
import type { PatrolGame, SmokeSight } from "../state/index";
import { workOf } from "../state/index";
import type { Vehicle } from "../terrain/index";
import { patchVehicle, vehiclesOf, isSmokeHex } from "../terrain/index";
export type { SmokeSight } from "../state/index";

const smokeHexes = (game: PatrolGame) => new Set(game.smoke.flatMap((s) => s.hexes));

/**
 * G (after G1 drift and G2 creation) [11.56, 11.59, 11.52]: a tank that plotted MV this turn forgets what it saw;
 * then every tank remembers the hexes that just became smoke and that it had in sight before (judged on the game
 * before the new smoke), and keeps the remembered hexes that are still smoke. A hex that clears is forgotten: if it
 * fills again, it is judged again.
 */
export function rememberSmokeSightings(before: PatrolGame, after: PatrolGame): { game: PatrolGame; events: GameEvent[] } {
  const was = smokeHexes(before);
  const now = smokeHexes(after);
  const fresh = [...now].filter((h) => !was.has(h));
  const orders = workOf(after).orders;
  let game = after;
  const events: GameEvent[] = [];
  for (const v of vehiclesOf(after)) {
    if (v.kind !== "tank" || v.destroyed || v.bailedOut) continue;
    const moved = (orders[v.id] ?? []).some((t) => t.code === "MV");
    const kept = !moved && v.smokeSight?.from === v.hex ? v.smokeSight.hexes.filter((h) => now.has(h)) : [];
    const seen = fresh.filter((h) => canSee(before, v.hex, "erect", h, "erect"));
    const hexes = [...new Set([...kept, ...seen])].sort();
    const next = hexes.length > 0 ? { from: v.hex, hexes } : undefined;
    if (sameSight(v.smokeSight, next)) continue;
    game = patchVehicle(game, v.id, { smokeSight: next });
    if (seen.length > 0) events.push({ type: "patrol/smoke_sighted", data: { vehicle: v.id, hexes: seen.sort(), from: v.hex, rule: "11.56" }, visibleTo: [v.side] });
  }
  return { game, events };
}

function sameSight(a: SmokeSight | undefined, b: SmokeSight | undefined): boolean {
  return a?.from === b?.from && (a?.hexes ?? []).join(",") === (b?.hexes ?? []).join(",");
}

/** The smoke hexes this tank's turret gun treats as clear now: none once it has left the sighting position [11.56]. */
export function toSightedSmoke(v: Vehicle): readonly string[] {
  return v.smokeSight && v.smokeSight.from === v.hex ? v.smokeSight.hexes : [];
}

const cleared = new WeakMap<PatrolGame["smoke"], Map<string, PatrolGame["smoke"]>>();

/** The smoke list without the given hexes (memoized, so the LOS judge memo in sight.ts still holds). */
function withoutSmoke(smoke: PatrolGame["smoke"], hexes: readonly string[]): PatrolGame["smoke"] {
  let byKey = cleared.get(smoke);
  if (!byKey) { byKey = new Map(); cleared.set(smoke, byKey); }
  const key = hexes.join(",");
  let out = byKey.get(key);
  if (!out) {
    out = smoke.map((s) => ({ ...s, hexes: s.hexes.filter((h) => !hexes.includes(h)) }));
    byKey.set(key, out);
  }
  return out;
}

/**
 * True when the tank's turret gun (main gun, coaxial MG) has a line of fire to `to` [10.12, 11.54, 11.56]: the
 * smoke it sighted from where it stands counts as clear, into, through or out of; all other smoke still blocks.
 */
export function turretSees(game: PatrolGame, v: Vehicle, to: string, toPosture: string): boolean {
  const sighted = toSightedSmoke(v);
  const view = sighted.length > 0 ? { ...game, smoke: withoutSmoke(game.smoke, sighted) } : game;
  if (isSmokeHex(view, v.hex)) return false; // 11.54: no firing out of smoke it did not sight
  return canSee(view, v.hex, "erect", to, toPosture);
}

/** True unless `hex` is smoke the tank did not sight before it filled: its main gun fires into no other smoke [11.54, 11.56]. */
export function turretFiresInto(game: PatrolGame, v: Vehicle, hex: string): boolean {
  return !isSmokeHex(game, hex) || toSightedSmoke(v).includes(hex);
}
