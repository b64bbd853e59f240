// Firepower 12.4.1.2 Hand/Rifle Grenades (HRG): "These may be used either as a rifle grenade or as a hand grenade when
// fired, as the controlling player wishes (once separately loaded as a rifle grenade it must be used as a rifle grenade
// unless later separately unloaded). Normal hand grenade rules apply if used as a hand grenade, and normal rifle grenade
// rules apply if used as a rifle grenade." As a rifle grenade an HRG is the soldier's `launcher` firing H rounds
// (loaded by `load_rgn` item HRG, fired by `fire_ammo`: hrg-rifle.ts); this file throws one of those same rounds by hand (`throw_hrg`): the hand-grenade throw
// (checkGrenade/throwGrenade, 6.3.6.3.2: reach, arc, LOS, hit/spread/miss, 2 MF, one Combat Action) and a G blast at
// the impact whose number and radius are on the missing Weapon Chart: placeholder table `firepower/hrg_thrown`. A round
// loaded on the rifle as a rifle grenade is not thrown until unloaded (`hrg/loaded_as_rifle_grenade`); his others are.
import type { ChitTurn, GameEvent } from "@tactica/engine";
import { isDeckBurst } from "../blasts/bridges-levels";
import { defineCommand, lookupOrThrow, reject } from "@tactica/engine";
import { hexDistance, toHexKey } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { HRG_THROWN } from "../tables/hrg-thrown";
import { launcherOf, roundsLeft, withRoundFired } from "../fire-setup/ammo-setup";
import { hrgLoaded, throwableHrgs } from "../fire-setup/hrg-rifle";
import { boardOf } from "../core/board";
import { startFires } from "../fire-setup/fires";
import { blast, checkGrenade, throwGrenade } from "./grenade-command";
import { detonateMinesAt } from "./mines";
import { updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { toAim } from "./hit-location-sides";
import { HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";
import { hitLocationData } from "./works-hit-location";

const RULE = "Firepower 12.4.1.2";
const payload = z.object({
  soldier: z.string().min(1),
  hex: z.string().min(1),
  /** When the LOS runs through a vertex of the target hex, the entry hexside (map direction 0-5) [6.3.6.3.2.1]. */
  side: z.number().int().min(0).max(5).optional(),
  /** Advanced 12.7.1, 12.7.5: the hit-location sign and side designation (hit-location-sides.ts). */
  ...HIT_LOCATION_PAYLOAD,
}).strict();

/** Payload of `throw_hrg`. */
export type HrgThrowPayload = z.infer<typeof payload>;

const THROW_MF = 2;

/** Whether the soldier carries an HRG round he could throw [12.4.1.2]: not the one loaded on his rifle (hrg-rifle.ts). */
export const carriesHrg = (s: Soldier): boolean => launcherOf(s)?.weapon === "HRG" && throwableHrgs(s) > 0;

/** Every check of a thrown HRG: Advanced, an HRG round carried, then the hand-grenade throw checks [12.4.1.2, 6.3]. */
function checkHrgThrow(state: FirepowerState, seat: string, p: HrgThrowPayload) {
  if (state.game.rules !== "advanced") return reject("hrg/advanced_only", "hand/rifle grenades (HRG) are Advanced Game equipment", RULE);
  const s = state.game.soldiers.find((x) => x.id === p.soldier);
  if (s && hrgLoaded(s) && throwableHrgs(s) <= 0) return reject("hrg/loaded_as_rifle_grenade", `${s.id}'s HRG is loaded on his rifle as a rifle grenade: it must be fired as one (fire_ammo) unless first unloaded (load_rgn item HRG, unload)`, RULE);
  if (s && !carriesHrg(s)) return reject("hrg/none_carried", `${s.id} carries no hand/rifle grenade (HRG) to throw`, `${RULE}, 8.5`);
  return checkGrenade(state, seat, { soldier: p.soldier, hex: p.hex, ...(p.side !== undefined ? { side: p.side } : {}) }, { options: state.options });
}

/**
 * `throw_hrg`: one HRG round thrown as a hand grenade [12.4.1.2] by the hand-grenade procedure [6.3.6.3.2]; the
 * round is used up whatever the throw does, and the blast event names the placeholder table it used.
 */
export const hrgThrowCommand = defineCommand<FirepowerGame, ChitTurn, HrgThrowPayload>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd) => checkHrgThrow(state, cmd.seat, cmd.payload),
  resolve(state, cmd, dice, ctx) {
    const checked = checkHrgThrow(state, cmd.seat, cmd.payload);
    if (!checked.ok || !checked.thrower || !checked.target) throw new Error("hrg: resolve after a failed check");
    const s = checked.thrower;
    const line = lookupOrThrow(tableOf(ctx.tables, HRG_THROWN), { use: "thrown" as const });
    const thrown = throwGrenade(state.game, s, checked.target, { hex: cmd.payload.hex, ...(cmd.payload.side !== undefined ? { side: cmd.payload.side } : {}) }, dice, state.options, ctx.tables);
    let game = updateSoldier(state.game, s.id, { mf: s.mf + THROW_MF, combatUsed: true, afterFireMf: 0 });
    game = { ...game, soldiers: game.soldiers.map((x): Soldier => (x.id === s.id ? withRoundFired(x, "H") : x)) };
    const impulse = game.impulse;
    if (impulse) game = { ...game, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(s.hex)] } };
    const events: GameEvent[] = [{ ...thrown.event, data: { ...(thrown.event.data as Record<string, unknown>), item: "HRG", roundsLeft: roundsLeft(s, "H") - 1, rule: `${RULE}, 6.3.6.3.2` } }];
    if (!thrown.impact) return { state: { ...state, game }, events };
    const board = boardOf(game);
    const zone = { blast: line.value.blast, radius: line.value.radius };
    const b = blast(board, game, thrown.impact, dice, state.options, zone, {}, ctx.tables, thrown.at, s.hex, toAim(cmd.payload, s.side));
    events.push({ type: "grenade/blast", data: { impact: board.idOf(thrown.impact), rolls: b.rolls, item: "HRG", blast: zone.blast, radius: zone.radius, provenance: line.provenance.kind, table: HRG_THROWN.id, rule: `${RULE}, 6.3.6.3.2.2`, ...hitLocationData(b), ...(b.obstacle ? { obstacle: b.obstacle } : {}), ...(b.building ? { building: b.building } : {}), ...(b.terrain ? { terrain: b.terrain } : {}) } });
    const mined = isDeckBurst(game, thrown.at) ? { game: b.game, events: [] } : detonateMinesAt(b.game, thrown.impact, dice, ctx); // 12.4.4.3; 8.9: not through a deck
    const fire = startFires(board, mined.game, [thrown.impact], "G", 0, dice, state.options); // Option 21.1.1
    return { state: { ...state, game: fire.game }, events: [...events, ...mined.events, ...fire.events] };
  },
});

/** Candidate `throw_hrg` commands: each enemy hex within 8 hexes while he has an HRG round (the framework keeps the legal ones). */
export function hrgThrowCandidates(state: FirepowerState, s: Soldier): { type: string; seat: string; payload: HrgThrowPayload }[] {
  if (state.game.rules !== "advanced" || !carriesHrg(s)) return [];
  const board = boardOf(state.game);
  const hexes = new Set(state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && hexDistance(e.hex, s.hex) <= 8).map((e) => board.idOf(e.hex)));
  return [...hexes].map((hex) => ({ type: "throw_hrg", seat: s.side, payload: { soldier: s.id, hex } }));
}
