// What the PMN2 Claymore and the VMN1/VMN2 anti-vehicle mines do when they go off [12.4.4.1.2, 12.4.4.2, 12.3.2].
import type { AnyTable, GameEvent } from "@tactica/engine";
import { bodyArmorRollField, wearsBodyArmor } from "../fire-setup/body-armor";
import { lookup } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { totalModifier } from "../fire/applied-modifier";
import { collectBlastModifiers } from "../fire-setup/collect-fire-modifiers";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import type { Board } from "../core/board";
import { featureBetween } from "./fire-context";
import type { BlastRoll } from "./g-blast";
import { isInArc } from "../core/geometry";
import { patchSoldiers } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame, Mine } from "../state/types";
import { PMN2_RANGE_MODIFIERS, VMN_INSIDE_BLAST } from "../vehicles/vehicle-chart";
import { hitVehicle, vehicleHitEvent } from "../fire-setup/vehicle-hits";
import { isShutIn, vehicleAt } from "../vehicles/vehicles-state";
import { behindHighCover } from "../works/works";
import { shelteredFromBlast } from "../works/bunkers-fire"; // 8.8.4, 8.8.6: a Claymore does not reach men inside a unit
import { blastCoverTerrain } from "../blasts/tree-positions";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/**
 * A PMN2 Claymore fires [12.4.4.1.2, 12.3.2]: a C weapon, so every soldier (friend or foe) in its firing arc — the
 * 60° arc of the facing recorded at set-up, its own hex included — rolls against blast 8 with PMN2's own range
 * modifier (`firepower/pmn2_range_modifiers`, PLACEHOLDERS: the Weapon Chart line is missing) plus cover and posture;
 * missed soldiers are Suppressed if an unmodified 2 could have hit [12.3.2.2]. Soldiers shut inside armour are not
 * reached and C does no damage to armour [12.3.2.2]. The arc is not checked for LOS (the text does not say).
 */
export function claymoreBlast(board: Board, game: FirepowerGame, mine: Mine, blast: number, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; rolls: BlastRoll[] } {
  const facing = mine.facing ?? 1;
  const rolls: BlastRoll[] = [];
  const results = new Map<string, "eliminated" | "suppressed">();
  for (const s of game.soldiers) {
    if (s.eliminated || shelteredFromBlast(s) || isShutIn(s) || !isInArc(mine.hex, facing, s.hex) || s.inTunnel) continue; // 8.8.8: not men under ground in a tunnel (tunnels.ts)
    const range = firepowerRange(mine.hex, s.hex);
    const mod = lookup(tableOf(ctx.tables, PMN2_RANGE_MODIFIERS), { range });
    if (!mod.ok || mod.value === null) continue;
    const terrain = board.terrainOf(s.hex);
    const cover = collectBlastModifiers({
      posture: s.posture, terrain: game.rules === "advanced" ? blastCoverTerrain(board, game, mine.hex, s) : terrain === "tree" || terrain === "rough" ? terrain : "clear", fenceBetween: featureBetween(board, mine.hex, s.hex, ["fence"]), // 10.4
      inWorks: s.inWorks === true, behindHighCover: behindHighCover(game, s, ctx.options), bodyArmor: wearsBodyArmor(s), // 12.4.8 (body-armor.ts)
    }, 0, ctx.tables);
    const total = totalModifier(cover) + mod.value;
    const roll = dice.roll(10);
    const result = roll + total <= blast ? "eliminated" : 2 + total <= blast ? "suppressed" : undefined;
    if (result) results.set(s.id, result);
    rolls.push({ soldier: s.id, roll, total, result: result ?? "no effect", zoneProvenance: mod.provenance.kind, ...bodyArmorRollField(s) });
  }
  const next = patchSoldiers(game, (s) => {
    const r = results.get(s.id);
    return r === "eliminated" ? { ...s, eliminated: true } : r === "suppressed" ? hitWithStatus(s, "suppressed", ctx.options) : undefined;
  });
  return { game: next, rolls };
}

/**
 * A VMN goes off under the vehicle in its hex [12.4.4.2]: automatic hits on the bottom and the track armour, each
 * compared with the mine's penetration (VMN1 3, VMN2 6); a penetrated bottom is an inside blast with the
 * `firepower/vmn_inside_blast` number (PLACEHOLDER: the text gives none), penetrated tracks take a track hit [19.3.8].
 * With no vehicle in the hex (an impact set it off, 12.4.4.3) it does nothing.
 */
export function antiVehicleHit(game: FirepowerGame, mine: Mine, penetration: number, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const v = vehicleAt(game, mine.hex);
  if (!v || (mine.type !== "VMN1" && mine.type !== "VMN2")) return { game, events: [] };
  const blast = lookup(tableOf(ctx.tables, VMN_INSIDE_BLAST), { mine: mine.type });
  const inside = blast.ok ? blast.value : null;
  const bottom = hitVehicle(game, v, "B", penetration, inside, dice, ctx, "Firepower 12.4.4.2");
  const after = vehicleAt(bottom.game, mine.hex) ?? v;
  const tracks = hitVehicle(bottom.game, after, "TRK", penetration, null, dice, ctx, "Firepower 12.4.4.2");
  const note = blast.ok ? { blastProvenance: blast.provenance.kind } : {};
  return { game: tracks.game, events: [vehicleHitEvent(bottom.hit, { by: mine.id, ...note }), vehicleHitEvent(tracks.hit, { by: mine.id })] };
}
