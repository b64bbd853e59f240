import type { ChitTurn, GameEvent } from "@tactica/engine";
import { isDeckBurst } from "../blasts/bridges-levels";
import { defineCommand, lookupOrThrow, reject } from "@tactica/engine";
import { hexDistance, toHexKey } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { SLEEVED_GRENADES, SLEEVES } from "../tables/sleeved-grenades";
import type { Sleeve } from "../tables/sleeved-grenades";
import { boardOf } from "../core/board";
import { blast, checkGrenade, throwGrenade } from "./grenade-command";
import { detonateMinesAt } from "./mines";
import { startFires } from "../fire-setup/fires";
import { updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { toAim } from "./hit-location-sides";
import { HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";
import { hitLocationData } from "./works-hit-location";

/** A soldier with offensive/defensive grenades HGN1/HGN2 (present only while he carries one) [12.4.1.3]. */
export type SleevedSoldier = Soldier & { readonly hgn1?: number };

/** Offensive/defensive grenades a soldier still carries [12.4.1.3]. */
export const sleevedCarried = (s: Soldier): number => (s as SleevedSoldier).hgn1 ?? 0;

/** Scenario soldiers' HGN1/HGN2 grenades (Advanced equipment, 12.4.1.3, 26.1) put on the soldiers. */
export function withSleevedGrenades(game: FirepowerGame, sc: Pick<FirepowerScenario, "rules" | "sides">): FirepowerGame {
  if (sc.rules !== "advanced") return game;
  const counts = new Map((["A", "B"] as const).flatMap((side) => sc.sides[side].soldiers.flatMap((s) => (s.hgn1 ? [[s.id, s.hgn1] as const] : []))));
  if (counts.size === 0) return game;
  return { ...game, soldiers: game.soldiers.map((s): Soldier => { const n = counts.get(s.id); return n ? ({ ...s, hgn1: n } as SleevedSoldier) : s; }) };
}

const payload = z.object({
  soldier: z.string().min(1),
  hex: z.string().min(1),
  /** 12.4.1.3: announced before the throw: sleeve on ("defensive") or off ("offensive"). */
  sleeve: z.enum(SLEEVES),
  /** When the LOS runs through a vertex of the target hex, the entry hexside (map direction 0-5) [6.3.6.3.2.1]. */
  side: z.number().int().min(0).max(5).optional(),
  /** Advanced 12.7.1, 12.7.5: the hit-location sign and side designation (hit-location-sides.ts). */
  ...HIT_LOCATION_PAYLOAD,
}).strict();

/** Payload of `throw_sleeved_grenade`. */
export type SleevedPayload = z.infer<typeof payload>;

const THROW_MF = 2;

/** Every check of a sleeved throw: Advanced, one carried, the configuration's reach, then the hand-grenade throw checks [12.4.1.3, 6.3]. */
function checkSleeved(state: FirepowerState, seat: string, p: SleevedPayload, tables: Parameters<typeof tableOf>[0]) {
  if (state.game.rules !== "advanced") return reject("hgn1/advanced_only", "offensive/defensive grenades are Advanced Game equipment", "Firepower 12.4.1.3");
  const s = state.game.soldiers.find((x) => x.id === p.soldier);
  if (s && sleevedCarried(s) <= 0) return reject("hgn1/none_carried", `${s.id} carries no offensive/defensive grenade (or has thrown them all)`, "Firepower 12.4.1.3, 8.5");
  const checked = checkGrenade(state, seat, { soldier: p.soldier, hex: p.hex, ...(p.side !== undefined ? { side: p.side } : {}) }, { options: state.options });
  if (!checked.ok || !checked.thrower || !checked.target) return checked;
  const line = lookupOrThrow(tableOf(tables, SLEEVED_GRENADES), { sleeve: p.sleeve });
  const range = hexDistance(checked.thrower.hex, checked.target);
  if (range > line.value.maxRange) {
    return reject("hgn1/out_of_range", `with the sleeve ${p.sleeve === "defensive" ? "on the grenade is heavier and" : "off it"} reaches ${line.value.maxRange} hexes (placeholder: the Weapon Chart line is missing), not ${range}`, "Firepower 12.4.1.3");
  }
  return { ...checked, line };
}

/**
 * `throw_sleeved_grenade`: an offensive (sleeve off) or defensive (sleeve on) HGN1/HGN2 grenade, the configuration
 * announced with the command, thrown by the hand-grenade procedure [12.4.1.3, 6.3.6.3.2]; its farthest throw and blast
 * come from the placeholder table `firepower/sleeved_grenades`, and the blast event says so.
 */
export const sleevedGrenadeCommand = defineCommand<FirepowerGame, ChitTurn, SleevedPayload>({
  schema: payload,
  rule: "Firepower 12.4.1.3",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkSleeved(state, cmd.seat, cmd.payload, ctx.tables),
  resolve(state, cmd, dice, ctx) {
    const checked = checkSleeved(state, cmd.seat, cmd.payload, ctx.tables);
    if (!checked.ok || !("line" in checked) || !checked.thrower || !checked.target) throw new Error("hgn1: resolve after a failed check");
    const s = checked.thrower;
    const { line } = checked;
    const thrown = throwGrenade(state.game, s, checked.target, { hex: cmd.payload.hex, ...(cmd.payload.side !== undefined ? { side: cmd.payload.side } : {}) }, dice, state.options, ctx.tables);
    let game = updateSoldier(state.game, s.id, { mf: s.mf + THROW_MF, combatUsed: true, afterFireMf: 0 });
    game = { ...game, soldiers: game.soldiers.map((x): Soldier => (x.id === s.id ? ({ ...x, hgn1: sleevedCarried(x) - 1 } as SleevedSoldier) : x)) };
    const impulse = game.impulse;
    if (impulse) game = { ...game, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(s.hex)] } };
    const events: GameEvent[] = [{ ...thrown.event, data: { ...(thrown.event.data as Record<string, unknown>), sleeve: cmd.payload.sleeve, rule: "Firepower 12.4.1.3, 6.3.6.3.2" } }];
    if (!thrown.impact) return { state: { ...state, game }, events };
    const board = boardOf(game);
    const zone = { blast: line.value.blast, radius: line.value.radius };
    const b = blast(board, game, thrown.impact, dice, state.options, zone, {}, ctx.tables, thrown.at, s.hex, toAim(cmd.payload, s.side));
    events.push({ type: "grenade/blast", data: { impact: board.idOf(thrown.impact), rolls: b.rolls, sleeve: cmd.payload.sleeve, blast: zone.blast, radius: zone.radius, provenance: line.provenance.kind, table: SLEEVED_GRENADES.id, rule: "Firepower 12.4.1.3, 6.3.6.3.2.2", ...hitLocationData(b), ...(b.obstacle ? { obstacle: b.obstacle } : {}), ...(b.building ? { building: b.building } : {}), ...(b.terrain ? { terrain: b.terrain } : {}) } });
    const mined = isDeckBurst(game, thrown.at) ? { game: b.game, events: [] } : detonateMinesAt(b.game, thrown.impact, dice, ctx); // 12.4.4.3; 8.9: not through a deck
    const fire = startFires(board, mined.game, [thrown.impact], "G", 0, dice, state.options); // Option 21.1.1
    return { state: { ...state, game: fire.game }, events: [...events, ...mined.events, ...fire.events] };
  },
});

/** Candidate `throw_sleeved_grenade` commands: each configuration at each enemy hex within 8 hexes (the framework keeps the legal ones). */
export function sleevedCandidates(state: FirepowerState, s: Soldier): { type: string; seat: string; payload: SleevedPayload }[] {
  if (state.game.rules !== "advanced" || sleevedCarried(s) <= 0) return [];
  const board = boardOf(state.game);
  const hexes = new Set(state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && hexDistance(e.hex, s.hex) <= 8).map((e) => board.idOf(e.hex)));
  return [...hexes].flatMap((hex) => SLEEVES.map((sleeve: Sleeve) => ({ type: "throw_sleeved_grenade", seat: s.side, payload: { soldier: s.id, hex, sleeve } })));
}
