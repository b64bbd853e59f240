// A and H ammunition fired by soldiers (Advanced Game) [12.3.1, 12.3.5]; C rounds go through canister.ts.
import type { AnyTable, Check, Provenance } from "@tactica/engine";
import { bodyArmorRollField, wearsBodyArmor } from "../fire-setup/body-armor";
import { lookupOrThrow, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { isSameHex, toHexKey } from "@tactica/hex";
import { z } from "zod";
import { hAsG } from "../advanced/weapons";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectBlastModifiers } from "../fire-setup/collect-fire-modifiers";
import { fieldModifiers } from "../fire/field-modifiers";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import type { AmmoStructure, AmmoType, AmmoWeaponLine } from "../tables/ammo-weapons";
import { AMMO_STRUCTURE_VALUES, AMMO_STRUCTURES, AMMO_TYPES, AMMO_WEAPON_CHART, STRUCTURE_HEIGHT_MODIFIER } from "../tables/ammo-weapons";
import type { BasicModifier } from "../tables/basic-fire-modifiers";
import { BASIC_FIRE_MODIFIERS, basicModifierSection } from "../tables/basic-fire-modifiers";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { losFrom } from "../combat/fire-context";
import { isInArc } from "../core/geometry";
import { storeyOf } from "../works/heights-movement";
import { obstacleAt } from "../works/obstacles";
import { fortificationAt, isInFortification, TOWER } from "../works/bunkers";
import { roadblockSidesAt } from "../works/roadblocks";
import { nbcFireModifiers } from "../optional/optional-nbc";
import { fieldConditionsOf } from "../blasts/smoke";
import { startFires } from "../fire-setup/fires";
import { checkActor, mfAllowance, patchSoldiers } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { chartMovementModifier, shootVehicle, targetSizeModifier } from "./vehicles-fire";
import { checkFiredAim, firedGRoundAt } from "./fired-openings";
import { movingLauncherModifier } from "./moving-launchers";
import { hitVehicle, vehicleHitEvent } from "../fire-setup/vehicle-hits";
import type { Vehicle } from "../vehicles/vehicles-state";
import { findVehicle, isShutIn } from "../vehicles/vehicles-state";
import { behindHighCover } from "../works/works";
import { blastHits } from "../optional/wounds";
import { launcherOf, roundsLeft, withRoundFired } from "../fire-setup/ammo-setup";
import { checkFiringOut } from "../works/bunkers-fire";
import type { BlastRoll } from "../combat/g-blast";
import { blastCoverTerrain } from "../blasts/tree-positions";
import { checkHrgRifleFire } from "../fire-setup/hrg-rifle";
import { toAim } from "../combat/hit-location-sides";
import { FIRED_OPENING_PAYLOAD, HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";
import { ammoBurstAt, keptOutByDeck } from "../blasts/bridges-ammo";
import { bridgeBurstField } from "../blasts/bridges-blasts";
import type { ImpactLocation } from "../blasts/storey-blasts";
import { A_BLOCK_BLAST } from "../options/rule-options";
export { A_BLOCK_BLAST } from "../options/rule-options";

/** Payload of `fire_ammo`: the soldier, the round, and (A/H) what it is fired at. */
export const ammoPayloadSchema = z.object({
  soldier: z.string().min(1),
  ammo: z.enum(AMMO_TYPES),
  /** H only, announced before firing: as armour piercing (default) or as G at a hex [12.3.5]. */
  use: z.enum(["armour", "general"]).optional(),
  /** An enemy vehicle (A, or H as armour piercing) [12.3.1]. */
  vehicle: z.string().min(1).optional(),
  /** The target hex (printed ID): the structure's hex, or the impact hex of H used as G. */
  hex: z.string().min(1).optional(),
  /** The wall, fence or block in `hex` an A or H round is fired at [12.3.1]. */
  structure: z.enum(AMMO_STRUCTURES).optional(),
  /** Advanced 12.7.1, 12.7.5 for H used as G: the hit-location sign and side designation (hit-location-sides.ts). */
  ...HIT_LOCATION_PAYLOAD,
  /** Advanced 12.7.3 for H used as G: the storey aimed at, or `inside` a bunker, pillbox, tower or cave (fired-openings.ts). */
  ...FIRED_OPENING_PAYLOAD,
}).strict();
/** Payload of `fire_ammo`. */
export type AmmoPayload = z.infer<typeof ammoPayloadSchema>;

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

/** What an A or H round is fired at. */
export type AmmoTarget =
  | { readonly kind: "vehicle"; readonly vehicle: Vehicle; readonly hex: Hex }
  | { readonly kind: "structure"; readonly structure: AmmoStructure; readonly hex: Hex; readonly height: number; readonly tv: number; readonly tvProvenance: Provenance }
  | { readonly kind: "hex"; readonly hex: Hex };

/** A checked shot: the firer, his weapon's line and its provenance, the target, hit number and modifiers. */
export type AmmoCheck = Check & {
  firer?: Soldier; line?: AmmoWeaponLine; lineProvenance?: Provenance; target?: AmmoTarget; range?: number; hit?: number; modifiers?: AppliedModifier[];
};

const FIRE_MF = 2;

/** A Basic-table modifier (the Advanced Game keeps their values, 12.2.2, 12.2.6). */
export function basicModifier(tables: ReadonlyMap<string, AnyTable> | undefined, id: BasicModifier, name: string, times = 1): AppliedModifier {
  const cell = lookupOrThrow(tableOf(tables, BASIC_FIRE_MODIFIERS), { modifier: id });
  return { name, value: cell.value * times, rule: `Firepower ${id === "firer_pinned" ? "12.2.2" : basicModifierSection(id)}`, provenance: cell.provenance };
}

/** Firer-status modifiers every A, C, G and H roll takes [12.2.2]. */
export function firerModifiers(s: Soldier, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  if (s.status === "pinned") return [basicModifier(tables, "firer_pinned", "firer Pinned")];
  return s.status === "suppressed" ? [basicModifier(tables, "firer_suppressed", "firer Suppressed")] : [];
}

/** Checks every round of a soldier's A/C/H weapon makes [6.2.5, 6.3.1.3, 6.3.5, 10.7(4), 11.3.1]. */
export function checkAmmoFirer(state: Pick<FirepowerState, "game" | "options">, seat: string, p: AmmoPayload, tables?: ReadonlyMap<string, AnyTable>): Check & { firer?: Soldier; line?: AmmoWeaponLine; lineProvenance?: Provenance } {
  if (state.game.rules !== "advanced") return reject("ammo/advanced_only", "A, C and H rounds are Advanced Game ammunition", "Firepower 12.3");
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  const launcher = launcherOf(s);
  if (!launcher) return reject("ammo/no_weapon", `${s.id} carries no weapon firing A, C or H rounds`, "Firepower 10.7");
  const cell = lookupOrThrow(tableOf(tables, AMMO_WEAPON_CHART), { weapon: launcher.weapon });
  if (!cell.value.ammo.includes(p.ammo)) return reject("ammo/wrong_type", `a ${launcher.weapon} fires ${cell.value.ammo.join("/")} rounds, not ${p.ammo}`, "Firepower 10.7(4)");
  if (roundsLeft(s, p.ammo) <= 0) return reject("ammo/none_left", `${s.id} has no ${p.ammo} round left`, "Firepower 10.7, 14.1.3");
  if (s.combatUsed) return reject("fire/combat_used", "one Combat Action per soldier per Impulse Phase", "Firepower 6.2.5");
  const out = checkFiringOut(state.game, s, []); // 8.8.4, 12.1.6: out of a unit only through a loophole (bunkers-fire.ts)
  if (!out.ok) return out;
  if (s.freeTurns.length > 0) return reject("fire/free_turn_taken", "a soldier who took a free turn does no firing this Impulse", "Firepower 11.3.1");
  if (s.mf + FIRE_MF > mfAllowance(s)) return reject("fire/no_mf", "firing costs 2 MF", "Firepower 6.3.5");
  if (state.game.impulse?.firedFrom.includes(toHexKey(s.hex))) return reject("fire/stack_fired", "only one soldier of a stack may fire while it stays together", "Firepower 6.3.1.3");
  return { ...OK, firer: s, line: cell.value, lineProvenance: cell.provenance };
}

/** The tallest wall or fence of `kind` on a hex's sides (0: none) [12.2.10]. */
export function structureHeight(board: Board, hex: Hex, kinds: readonly string[]): number {
  let h = 0;
  for (let d = 0; d < 6; d += 1) for (const f of board.sideFeatureHeights(hex, d)) if (kinds.includes(f.type)) h = Math.max(h, f.height);
  return h;
}

function structureTarget(game: FirepowerGame, board: Board, hex: Hex, structure: AmmoStructure, tables?: ReadonlyMap<string, AnyTable>): AmmoTarget | undefined {
  const tv = lookupOrThrow(tableOf(tables, AMMO_STRUCTURE_VALUES), { structure });
  if (structure === "block") return obstacleAt(game, hex)?.type === "block" ? { kind: "structure", structure, hex, height: 0, tv: tv.value, tvProvenance: tv.provenance } : undefined;
  // 8.8.4, 8.8.6: the bunker, pillbox or tower of the hex (bunkers.ts); 8.8.5.4: its roadblock hexsides (roadblocks.ts).
  if (structure === "bunker" || structure === "pillbox" || structure === "tower") return fortificationAt(game, hex)?.type === structure ? { kind: "structure", structure, hex, height: 0, tv: tv.value, tvProvenance: tv.provenance } : undefined;
  if (structure === "roadblock") {
    const sides = roadblockSidesAt(game, hex);
    return sides.length > 0 ? { kind: "structure", structure, hex, height: Math.max(...sides.map((x) => x.height)), tv: tv.value, tvProvenance: tv.provenance } : undefined;
  }
  const height = structureHeight(board, hex, [structure]);
  return height > 0 ? { kind: "structure", structure, hex, height, tv: tv.value, tvProvenance: tv.provenance } : undefined;
}

function toTarget(state: Pick<FirepowerState, "game" | "options">, seat: string, p: AmmoPayload, board: Board, tables?: ReadonlyMap<string, AnyTable>): Check & { target?: AmmoTarget } {
  const general = p.ammo === "H" && p.use === "general";
  if (p.ammo === "A" && p.use === "general") return reject("ammo/bad_use", "only H rounds may be used as G", "Firepower 12.3.5");
  if (general) {
    const hex = p.hex !== undefined ? board.hexOf(p.hex) : undefined;
    if (!hex || p.vehicle !== undefined || p.structure !== undefined) return reject("ammo/bad_target", "H used as G is fired at a target hex only", "Firepower 12.3.5.2, 12.3.4.1");
    return { ...OK, target: { kind: "hex", hex } };
  }
  if (p.vehicle !== undefined) {
    const v = findVehicle(state.game, p.vehicle);
    if (!v || v.side === seat || p.hex !== undefined || p.structure !== undefined) return reject("ammo/bad_target", "fire at one enemy vehicle", "Firepower 12.3.1");
    return { ...OK, target: { kind: "vehicle", vehicle: v, hex: v.hex } };
  }
  const hex = p.hex !== undefined ? board.hexOf(p.hex) : undefined;
  if (!hex || !p.structure) return reject("ammo/bad_target", `${p.ammo} rounds are fired only at vehicles, walls, fences, blocks, pillboxes, bunkers, towers, the well and roadblocks; name a vehicle, or a hex and its structure`, "Firepower 12.3.1");
  const target = structureTarget(state.game, board, hex, p.structure, tables);
  return target ? { ...OK, target } : reject("ammo/no_structure", `hex ${p.hex} has no ${p.structure}`, "Firepower 12.3.1");
}

/** Every check of an A round, or an H round as armour piercing or as G [12.3.1, 12.3.5, 12.2]; the hit number and modifiers when legal. */
export function checkAmmoFire(state: Pick<FirepowerState, "game" | "options">, seat: string, p: AmmoPayload, ctx: Ctx): AmmoCheck {
  if (p.ammo === "C") return reject("ammo/canister", "C rounds are not aimed: they go through the canister check", "Firepower 12.3.2");
  const f = checkAmmoFirer(state, seat, p, ctx.tables);
  if (!f.ok || !f.firer || !f.line) return f;
  const s = f.firer, line = f.line;
  const board = boardOf(state.game);
  const t = toTarget(state, seat, p, board, ctx.tables);
  if (!t.ok || !t.target) return t;
  const target = t.target;
  if (isSameHex(target.hex, s.hex)) return reject("ammo/own_hex", "fire at another hex", "Firepower 12.3");
  // 12.7.3: only H used as G is aimed at a storey or into a unit through an opening (fired-openings.ts).
  if ((p.storey !== undefined || p.inside) && target.kind !== "hex") return reject("ammo/aim_general_only", "only H used as G (use general) is aimed at a storey or inside a unit through an opening", "Firepower 12.7.3");
  const aim = target.kind === "hex" ? checkFiredAim(state, s, target.hex, p, "ammo") : OK;
  if (!aim.ok) return aim;
  const range = firepowerRange(s.hex, target.hex);
  const rifle = checkHrgRifleFire(s, range); // 12.4.1.2: an HRG round is fired as a rifle grenade (hrg-rifle.ts)
  if (!rifle.ok) return rifle;
  const band = line.hits.find((b) => range <= b.upTo);
  if (!band) return reject("fire/out_of_range", `range ${range} is beyond the weapon's (placeholder chart line)`, "Firepower 10.7(6)");
  const arc = ctx.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  if (!isInArc(s.hex, s.facing, target.hex, arc)) return reject("fire/out_of_arc", "the target is outside the firing arc", "Firepower 6.3.3");
  // 12.1: the LOS of an A or H round runs to the top of the structure it is fired at (a tower's 8 heights, 8.8.6).
  const top = target.kind !== "structure" ? 0 : target.structure === "tower" ? TOWER.total : target.height;
  const los = losFrom(board, state.game, s, { hex: target.hex, posture: "stand", ...(top > 0 ? { upHeight: top } : {}), ...(p.storey ? { level: p.storey } : {}) }, ctx.options);
  if (!los?.clear) return reject("fire/no_los", "the line of sight is blocked", "Firepower 12.1");
  // 12.2.6, 12.3.5: H shells may not be fired through a tree or hedge hex on the line of sight, as A or as G.
  if (p.ammo === "H" && los.modifier > 0) return reject("ammo/h_through_trees", "H rounds may not be fired through a tree or hedge hex in the line of sight", "Firepower 12.2.6, 12.3.5");
  const { field, treesReplaced } = fieldConditionsOf(board, state.game, s, los, target.hex, ctx.options);
  const general = target.kind === "hex";
  const mods: AppliedModifier[] = [...firerModifiers(s, ctx.tables)];
  const trees = los.modifier - treesReplaced;
  if (trees > 0) mods.push(basicModifier(ctx.tables, "tree_or_hedge_in_los", `${trees} tree/hedge in LOS`, trees));
  mods.push(...fieldModifiers(field, general ? "G" : p.ammo === "A" ? "A" : "H", ctx.tables), ...nbcFireModifiers(s));
  // 12.2.12: the Movement Modifiers Chart applies to A and H (not to G).
  if (!general) {
    const move = chartMovementModifier(s.nonCombatMf, false, target.kind === "vehicle" ? target.vehicle.hexesEntered : 0, ctx.tables);
    if (move) mods.push(move);
  } else {
    // 12.2.12.4: an MPL firing its H round as G after moving uses the chart too (moving-launchers.ts).
    const moving = movingLauncherModifier(launcherOf(s)?.weapon ?? "", "H", [s], false, ctx.tables);
    if (moving) mods.push(moving);
  }
  if (target.kind === "vehicle") {
    const size = targetSizeModifier(target.vehicle, ctx.tables);
    if (size) mods.push(size);
  }
  // 12.2.10: -1 per height of the wall, fence or roadblock shot at (A/H); for G it is enough that one stands in the hex.
  const height = target.kind === "structure" ? target.height : general ? structureHeight(board, target.hex, ["wall", "fence", "roadblock"]) : 0;
  if (height > 0) {
    const cell = lookupOrThrow(tableOf(ctx.tables, STRUCTURE_HEIGHT_MODIFIER), { per: "height" as const });
    mods.push({ name: `${height} height(s) of wall, fence or roadblock in the target hex`, value: cell.value * height, rule: "Firepower 12.2.10", provenance: cell.provenance });
  }
  return { ...OK, firer: s, line, ...(f.lineProvenance ? { lineProvenance: f.lineProvenance } : {}), target, range, hit: band.hit, modifiers: mods };
}

/**
 * The blast of a penetrating A or H round [12.3.1.2]: every soldier in the hex (a wall, fence, block or roadblock hit;
 * men inside a bunker, pillbox or tower there are shut out) or everyone inside the bunker, pillbox or tower hit (not
 * men on top or beside it) rolls once against the blast number with the blast modifiers (cover, posture); the missed
 * are Stunned. No blast zone. In a bridge hex `at` says whether it falls on the deck or under it: the deck keeps the
 * other level out (8.9, bridges-ammo.ts).
 */
export function blastInHex(game: FirepowerGame, hex: Hex, blast: number, dice: DiceSource, ctx: Ctx, inside = false, at?: ImpactLocation): { game: FirepowerGame; rolls: BlastRoll[] } {
  const board = boardOf(game);
  const rolls: BlastRoll[] = [];
  const stunned = new Set<string>();
  for (const s of game.soldiers) {
    if (s.eliminated || !isSameHex(s.hex, hex) || isShutIn(s) || isInFortification(s) !== inside || (!inside && storeyOf(s) !== 0) || s.inTunnel || keptOutByDeck(game, at, s)) continue; // 8.8.8: not men under ground in a tunnel (tunnels.ts); 8.9: the deck between (bridges-ammo.ts)
    // Advanced 10.4: a tree, stump or well position covers only over its thickened hexsides, none in the impact hex (tree-positions.ts).
    const mods = collectBlastModifiers({ posture: s.posture, terrain: blastCoverTerrain(board, game, hex, s), inWorks: s.inWorks === true, behindHighCover: behindHighCover(game, s, ctx.options), bodyArmor: wearsBodyArmor(s) }, 0, ctx.tables); // 12.4.8
    const total = totalModifier(mods);
    const roll = dice.roll(10);
    const hit = roll + total <= blast;
    if (!hit) stunned.add(s.id);
    rolls.push({ soldier: s.id, roll, total, result: hit ? "eliminated" : "stunned", ...bodyArmorRollField(s) });
  }
  const marked = patchSoldiers(game, (s) => (stunned.has(s.id) ? hitWithStatus(s, "stunned", ctx.options) : undefined));
  return blastHits(marked, rolls, dice, ctx);
}

/** The firer after a round: 2 MF, his Combat Action, one round fewer; his hex has fired [6.3.1.3, 6.3.5]. */
export function spendRound(game: FirepowerGame, firer: Soldier, ammo: AmmoType): FirepowerGame {
  const next = patchSoldiers(game, (s) => (s.id === firer.id ? { ...withRoundFired(s, ammo), combatUsed: true, mf: s.mf + FIRE_MF, afterFireMf: 0 } : undefined));
  const impulse = next.impulse;
  return impulse ? { ...next, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(firer.hex)] } } : next;
}

/** Resolve a checked A/H shot: the roll, then penetration and blast, or the G round of H used as G [12.3.1.2, 12.3.5]. */
export function resolveAmmoShot(game: FirepowerGame, c: AmmoCheck, p: AmmoPayload, dice: DiceSource, ctx: Ctx, round = 0) {
  const s = c.firer!, line = c.line!, target = c.target!;
  const total = totalModifier(c.modifiers ?? []);
  const roll = dice.roll(10);
  const hit = roll + total <= c.hit!;
  let next = spendRound(game, s, p.ammo);
  const board = boardOf(game);
  const head = {
    soldier: s.id, weapon: launcherOf(s)?.weapon, ammo: p.ammo,
    use: target.kind === "hex" ? "general" : "armour", hex: board.idOf(target.hex), range: c.range, hitNumber: c.hit, modifiers: c.modifiers, total, roll,
    result: hit ? "hit" : "missed", provenance: `${c.lineProvenance?.kind ?? "placeholder"} (firepower/ammo_weapon_chart)`,
  };
  const events: { type: string; data: Record<string, unknown> }[] = [];
  if (!hit) return { game: next, events: [{ type: "ammo/fired", data: { ...head, rule: "Firepower 12.3.1.1" } }] };
  if (target.kind === "hex") {
    // 12.3.5.2: blast halved, penetration 1. A miss does nothing: the G Spread Diagrams by blast are missing (as crews.ts).
    const g = hAsG(line.blast ?? 0);
    const out = firedGRoundAt(next, target.hex, target.hex, g.blast, dice, ctx, s.id, "Firepower 12.3.5.2", s, toAim(p, s.side), p); // from the firer: 12.7.1, 12.7.2 range, 19.3.1; 12.7.3 an opening (fired-openings.ts)
    // Option 21.1.1: the impact hex of H used as G may catch Fire like a G round's (fires.ts).
    const fire = startFires(board, out.game, [target.hex], "G", round, dice, ctx.options);
    return { game: fire.game, events: [{ type: "ammo/fired", data: { ...head, blast: g.blast, penetration: g.penetration, rule: "Firepower 12.3.5.2" } }, ...out.events, ...fire.events] };
  }
  if (target.kind === "vehicle") {
    // 19.1.7 T: an H rifle grenade (HRG) comes down on the top armour from any angle.
    const top = launcherOf(s)?.weapon === "HRG";
    const out = top
      ? (() => { const h = hitVehicle(next, target.vehicle, "T", line.penetration, line.blast, dice, ctx, "Firepower 12.3.5.1, 19.1.7"); return { game: h.game, events: [vehicleHitEvent(h.hit, { by: s.id })] }; })()
      : shootVehicle(next, s.hex, target.vehicle, { penetration: line.penetration, blast: line.blast }, false, dice, ctx, s.id);
    return { game: out.game, events: [{ type: "ammo/fired", data: { ...head, vehicle: target.vehicle.id, ...(top ? { face: "T" } : {}), rule: p.ammo === "H" ? "Firepower 12.3.5.1" : "Firepower 12.3.1.2" } }, ...out.events] };
  }
  const penetrated = line.penetration >= target.tv;
  const blasts = penetrated && line.blast !== null && (target.structure !== "block" || ctx.options[A_BLOCK_BLAST.id] !== "none");
  const inside = target.structure === "bunker" || target.structure === "pillbox" || target.structure === "tower";
  const data = {
    ...head, structure: target.structure, terrainValue: target.tv, terrainValueProvenance: target.tvProvenance.kind, penetration: line.penetration, penetrated,
    ...(blasts ? { blast: line.blast } : {}), rule: "Firepower 12.3.1.2",
  };
  events.push({ type: "ammo/fired", data });
  if (!blasts) return { game: next, events };
  const at = inside ? undefined : ammoBurstAt(next, target.hex, s); // 8.9: on the deck unless fired from below its floor
  const b = blastInHex(next, target.hex, line.blast ?? 0, dice, ctx, inside, at);
  next = b.game;
  events.push({ type: "ammo/blast", data: { hex: board.idOf(target.hex), blast: line.blast, ...(inside ? { inside: target.structure } : {}), ...(at ? bridgeBurstField(next, at, target.hex) : {}), rolls: b.rolls, rule: "Firepower 12.3.1.2" } });
  return { game: next, events };
}
