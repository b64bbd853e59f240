import type { AnyTable } from "@tactica/engine";
import { bodyArmorRollField, wearsBodyArmor } from "../fire-setup/body-armor";
import { lookup } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance } from "@tactica/hex";
import { blastCoverTerrain } from "../blasts/tree-positions";
import { totalModifier } from "../fire/applied-modifier";
import { collectBlastModifiers } from "../fire-setup/collect-fire-modifiers";
import { tableOf } from "../fire/table-of";
import { BLAST_ZONE_MODIFIERS } from "../tables/blast-zones";
import type { Board } from "../core/board";
import { blastLineModifier } from "../blasts/blast-line";
import { fenceBetweenBurst } from "./hit-location-sides";
import type { ImpactLocation } from "../blasts/storey-blasts";
import { impactAt, reachFields, storeyReach } from "../blasts/storey-blasts";
import { damageBuilding } from "../blasts/building-damage";
import type { BuildingHit } from "../blasts/building-damage";
import type { ObstacleDamage } from "../works/obstacles";
import { blastObstacle } from "../works/obstacles";
import { patchSoldiers } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame } from "../state/types";
import { behindHighCover } from "../works/works";
import { blastHits } from "../optional/wounds";
import { G_PENETRATION } from "../vehicles/vehicle-chart";
import { blastOnVehicle, toBlastRolls } from "../fire-setup/vehicle-hits";
import { locatedBlastOnVehicle } from "../fire-setup/vehicles-hit-location";
import { isShutIn } from "../vehicles/vehicles-state";
import { unitShelters } from "./opening-blasts";
import { caveShieldsFromBlast, inCave } from "../works/caves";
import { blastShield } from "../blasts/shield-blasts";
import type { TerrainHit } from "../blasts/terrain-damage";
import { damageTerrain } from "../blasts/terrain-damage";

/** `from`: the firer's hex, when known, locates the hit in a vehicle hex (19.3.1, vehicles-hit-location.ts). */
type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable>; readonly from?: Hex };

/** One soldier's blast roll, as events report it (`zoneProvenance` when a blast-zone cell was used). */
export type BlastRoll = { readonly soldier: string; readonly roll: number; readonly total: number; readonly result: string; readonly zoneProvenance?: string; readonly vehicle?: string; readonly heightModifier?: number; readonly confinedModifier?: number; readonly bodyArmor?: string };

/**
 * A G blast at `hex` with `blastNumber` [12.3.4]: every soldier in the impact hex, and in the blast zone the
 * `firepower/blast_zone_modifiers` table gives for that number (none: impact hex only), rolls once, friends
 * included, with cover, posture and trees in the blast line. Impact-hex survivors are Stunned, zone survivors
 * Suppressed if an unmodified 2 could hit [12.3.4.2, 6.4.2]. `placeholder` says a placeholder zone cell was used.
 */
export function gBlast(board: Board, game: FirepowerGame, hex: Hex, blastNumber: number, dice: DiceSource, ctx: Ctx, at: ImpactLocation = impactAt(board, hex)): { game: FirepowerGame; rolls: BlastRoll[]; placeholder: boolean; obstacle?: ObstacleDamage; building?: BuildingHit; terrain?: TerrainHit[] } {
  const zone = tableOf(ctx.tables, BLAST_ZONE_MODIFIERS);
  let rolls: BlastRoll[] = [];
  const results = new Map<string, "eliminated" | "stunned" | "suppressed">();
  for (const s of game.soldiers) {
    const distance = hexDistance(s.hex, hex);
    // 19.3.2: soldiers shut inside a vehicle's armour are reached only through penetration (vehicle-hits.ts).
    if (s.eliminated || distance > 2 || isShutIn(s) || unitShelters(game, s, at) || s.inTunnel) continue; // 8.8.4, 8.8.6, 12.7.3: a unit's walls, unless through its opening (opening-blasts.ts); 8.8.8: under ground in a tunnel (tunnels.ts)
    // 12.1.6, 12.2.3, 12.2.8, 16.2.3: floors shut other storeys out; +1 per height from the impact height (storey-blasts.ts).
    const reach = storeyReach(board, game, at, s, "G", ctx.options);
    if (!reach || caveShieldsFromBlast(game, hex, s, at) || blastShield(board, game, at, s, G_PENETRATION, ctx.tables)) continue; // 8.8.7, 12.2.3: the hill round a cave (caves.ts); a hill, fence, wall or roadblock (shield-blasts.ts)
    const ring = distance === 0 ? undefined : lookup(zone, { blast: blastNumber, ring: distance });
    if (ring && !ring.ok) continue;
    const terrain = board.terrainOf(s.hex);
    const treesBetween = distance === 0 ? 0 : blastLineModifier(board, hex, s, ctx.options);
    const cover = collectBlastModifiers({
      posture: s.posture, terrain: game.rules === "advanced" ? blastCoverTerrain(board, game, hex, s) : terrain === "tree" || terrain === "rough" ? terrain : "clear", fenceBetween: fenceBetweenBurst(board, hex, at, s), // 10.4 positions (tree-positions.ts); 12.7.1 side hit (hit-location-sides.ts)
      treesBetween, inWorks: s.inWorks === true || inCave(game, s), behindHighCover: behindHighCover(game, s, ctx.options), bodyArmor: wearsBodyArmor(s), // 12.4.8 (body-armor.ts)
    }, 0, ctx.tables);
    const total = totalModifier(cover) + (ring?.ok ? ring.value : 0) + reach.heights + reach.confined;
    const roll = dice.roll(10);
    const result = roll + total <= blastNumber ? "eliminated" : distance === 0 ? "stunned" : 2 + total <= blastNumber ? "suppressed" : undefined;
    if (result) results.set(s.id, result);
    rolls.push({ soldier: s.id, roll, total, result: result ?? "no effect", ...(ring?.ok ? { zoneProvenance: ring.provenance.kind } : {}), ...reachFields(reach), ...bodyArmorRollField(s) });
  }
  const marked = patchSoldiers(game, (s) => {
    const r = results.get(s.id);
    return r === "stunned" || r === "suppressed" ? hitWithStatus(s, r, ctx.options) : undefined;
  });
  // A hit eliminates, or with Option 23.1 wounds (src/game/wounds.ts).
  const hit = blastHits(marked, rolls, dice, ctx);
  const next = hit.game;
  rolls = hit.rolls;
  // 12.3.4.2.6, 19.3.3: a vehicle in the impact hex takes the blast on top (or inside, if penetrated).
  const onVehicle = ctx.from ? locatedBlastOnVehicle(next, hex, blastNumber, G_PENETRATION, ctx.from, dice, ctx) : blastOnVehicle(next, hex, blastNumber, G_PENETRATION, dice, ctx);
  rolls.push(...toBlastRolls(onVehicle.hit));
  // 12.3.4.2.1: wire, double wire or abatis in the impact hex take the penetration as damage (obstacles.ts).
  const cut = blastObstacle(onVehicle.game, hex, G_PENETRATION, ctx.tables);
  // 12.3.4.2.7: a building impact hex takes the penetration on its walls, doors and windows, and roof (building-damage.ts).
  const built = damageBuilding(board, cut.game, hex, G_PENETRATION, ctx);
  // 12.3.4.2-12.3.4.2.5: trees, stumps, fences, walls, hedges, roadblocks and units of the impact hex (terrain-damage.ts).
  const torn = damageTerrain(board, built.game, hex, G_PENETRATION, ctx);
  return { game: torn.game, rolls, placeholder: rolls.some((r) => r.zoneProvenance === "placeholder"), ...(cut.damage ? { obstacle: cut.damage } : {}), ...(built.hit ? { building: built.hit } : {}), ...(torn.hits.length > 0 ? { terrain: torn.hits } : {}) };
}
