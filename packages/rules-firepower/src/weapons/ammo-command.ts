// The `fire_ammo` command (A, C and H rounds of a soldier's weapon) and its candidates for legal actions and bots.
import type { ChitTurn, Command } from "@tactica/engine";
import { defineCommand } from "@tactica/engine";
import { hexDistance } from "@tactica/hex";
import { AMMO_WEAPON_CHART } from "../tables/ammo-weapons";
import { tableOf } from "../fire/table-of";
import { lookupOrThrow } from "@tactica/engine";
import type { AnyTable } from "@tactica/engine";
import { boardOf } from "../core/board";
import { obstacleAt } from "../works/obstacles";
import { fortificationAt } from "../works/bunkers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { vehiclesOf } from "../vehicles/vehicles-state";
import { launcherOf, roundsLeft } from "../fire-setup/ammo-setup";
import type { AmmoPayload } from "./ammo-fire";
import { ammoPayloadSchema, checkAmmoFire, resolveAmmoShot, structureHeight } from "./ammo-fire";
import { checkCanister, resolveCanister } from "./canister";
import { afterHrgRifleFire } from "../fire-setup/hrg-rifle";
import { firedAimTargets } from "./fired-openings";

/**
 * `fire_ammo { soldier, ammo, use?, vehicle? | hex + structure? }`: a soldier fires his A, C or H weapon (2 MF, his
 * Combat Action, one round) [12.3]: A, or H announced as armour piercing, at an enemy vehicle or at a wall, fence or
 * block in a hex (penetration against the terrain value or armour, then the blast, 12.3.1.2); H announced as G at a
 * hex (blast halved, penetration 1, 12.3.5.2); C into the whole firing arc (12.3.2).
 */
export const fireAmmoCommand = defineCommand<FirepowerGame, ChitTurn, AmmoPayload>({
  schema: ammoPayloadSchema,
  rule: "Firepower 12.3",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => (cmd.payload.ammo === "C" ? checkCanister(state, cmd.seat, cmd.payload, ctx) : checkAmmoFire(state, cmd.seat, cmd.payload, ctx)),
  resolve(state, cmd, dice, ctx) {
    if (cmd.payload.ammo === "C") {
      const c = checkCanister(state, cmd.seat, cmd.payload, ctx);
      if (!c.firer || c.blast === undefined) throw new Error("fire_ammo: resolve after a failed check");
      const out = resolveCanister(state.game, c, dice, ctx);
      return { state: { ...state, game: out.game }, events: out.events };
    }
    const c = checkAmmoFire(state, cmd.seat, cmd.payload, ctx);
    if (!c.firer || !c.line || !c.target || c.hit === undefined) throw new Error("fire_ammo: resolve after a failed check");
    const out = resolveAmmoShot(state.game, c, cmd.payload, dice, ctx, state.turn.round);
    return { state: { ...state, game: afterHrgRifleFire(out.game, c.firer) }, events: out.events }; // 12.4.1.2 (hrg-rifle.ts)
  },
});

/**
 * Candidate `fire_ammo` commands of a soldier (the framework keeps those that validate): A/H at enemy vehicles within
 * reach, A/H at walls, fences, blocks, roadblocks, bunkers, pillboxes and towers in enemy-held hexes, H as G at enemy-held hexes, and C when an enemy is in reach.
 */
export function ammoCandidates(state: FirepowerState, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  const launcher = launcherOf(s);
  if (state.game.rules !== "advanced" || !launcher) return [];
  const line = lookupOrThrow(tableOf(tables, AMMO_WEAPON_CHART), { weapon: launcher.weapon }).value;
  const reach = line.hits[line.hits.length - 1]?.upTo ?? 0;
  const board = boardOf(state.game);
  const seat = s.side;
  const out: Command[] = [];
  const cmd = (payload: AmmoPayload): Command => ({ type: "fire_ammo", seat, payload });
  const enemyHexes = [...new Map(state.game.soldiers.filter((e) => !e.eliminated && e.side !== seat && hexDistance(e.hex, s.hex) <= reach).map((e) => [board.idOf(e.hex), e.hex])).entries()];
  for (const ammo of line.ammo) {
    if (roundsLeft(s, ammo) <= 0) continue;
    if (ammo === "C") {
      if (enemyHexes.length > 0) out.push(cmd({ soldier: s.id, ammo }));
      continue;
    }
    for (const v of vehiclesOf(state.game)) if (v.side !== seat && hexDistance(v.hex, s.hex) <= reach) out.push(cmd({ soldier: s.id, ammo, vehicle: v.id }));
    for (const [id, hex] of enemyHexes) {
      if (ammo === "H") out.push(cmd({ soldier: s.id, ammo, use: "general", hex: id }));
      if (ammo === "H") for (const aim of firedAimTargets(state, s, 1, reach).filter((x) => x.hex === id)) out.push(cmd({ soldier: s.id, ammo, use: "general", ...aim })); // 12.7.3 (fired-openings.ts)
      if (obstacleAt(state.game, hex)?.type === "block") out.push(cmd({ soldier: s.id, ammo, hex: id, structure: "block" }));
      for (const structure of ["wall", "fence", "roadblock"] as const) if (structureHeight(board, hex, [structure]) > 0) out.push(cmd({ soldier: s.id, ammo, hex: id, structure }));
      const fort = fortificationAt(state.game, hex);
      if (fort) out.push(cmd({ soldier: s.id, ammo, hex: id, structure: fort.type }));
    }
  }
  return out;
}
