// Canister ("C") rounds fired by soldiers (Advanced Game) [12.3.2]: every hex of the firing arc is a blast zone.
import type { AnyTable, Check, Provenance } from "@tactica/engine";
import { lookupOrThrow, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { isSameHex } from "@tactica/hex";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { fieldModifiers } from "../fire/field-modifiers";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import type { AmmoWeaponLine } from "../tables/ammo-weapons";
import { CANISTER_RANGE_PLAY } from "../tables/ammo-weapons";
import { boardOf } from "../core/board";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { isInArc } from "../core/geometry";
import { storeyOf } from "../works/heights-movement";
import { nbcFireModifiers } from "../optional/optional-nbc";
import { patchSoldiers } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { isShutIn } from "../vehicles/vehicles-state";
import { blastHits } from "../optional/wounds";
import type { AmmoPayload } from "./ammo-fire";
import { basicModifier, checkAmmoFirer, firerModifiers, spendRound } from "./ammo-fire";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

/** One soldier in the canister's arc, with his roll's modifiers. */
export type CanisterTarget = { readonly soldier: Soldier; readonly range: number; readonly modifiers: readonly AppliedModifier[] };

/** A checked canister shot: the firer, his weapon's line, the G blast number its C rounds use, every soldier it may hit. */
export type CanisterCheck = Check & { firer?: Soldier; line?: AmmoWeaponLine; lineProvenance?: Provenance; blast?: number; targets?: CanisterTarget[] };

/** The weapon's reach: the last range band of its line [10.7(6)]. */
const reachOf = (line: AmmoWeaponLine) => line.hits[line.hits.length - 1]?.upTo ?? 0;

/**
 * The modifiers of one soldier's canister roll [12.3.2.1, 12.2]: the range modifier (`firepower/canister_range_play`,
 * placeholder but range 5's +1), the firer Suppressed or Pinned (12.2.2), target cover (12.2.3), Crouching or Prone
 * (12.2.5), trees and hedges in the LOS (12.2.6), smoke (12.2.7) and the firer's wounds. Concealment, night and the
 * Movement Modifiers Chart do not list C (12.2.4, 12.2.11, 12.2.12).
 */
function canisterModifiers(state: Pick<FirepowerState, "game">, firer: Soldier, t: Soldier, range: number, ctx: Ctx): AppliedModifier[] | undefined {
  const board = boardOf(state.game);
  const los = losFrom(board, state.game, firer, toViewpoint(t), ctx.options);
  if (!los?.clear) return undefined;
  const sit = toFireSituation(board, state.game, firer, t, "auto", 0, ctx.options, los);
  const cell = lookupOrThrow(tableOf(ctx.tables, CANISTER_RANGE_PLAY), { range });
  const mods: AppliedModifier[] = [{ name: `canister at range ${range}`, value: cell.value, rule: "Firepower 12.3.2.1", provenance: cell.provenance }, ...firerModifiers(firer, ctx.tables)];
  const tg = sit.target;
  if (tg.terrain === "tree" || tg.terrain === "rough" || tg.fenceBetween || tg.inWorks || tg.blockCover || tg.openingCover || tg.vehicleCover || tg.positionCover) mods.push(basicModifier(ctx.tables, "target_cover", "target in cover"));
  if (tg.posture === "crouch") mods.push(basicModifier(ctx.tables, "target_crouching", "target Crouching"));
  if (tg.posture === "prone") mods.push(basicModifier(ctx.tables, "target_prone", "target Prone"));
  if (tg.behindHighCover && tg.posture === "stand") mods.push(basicModifier(ctx.tables, "standing_behind_high_cover", "target Standing behind 2-height cover"));
  const trees = sit.treesAndHedges ?? 0;
  if (trees > 0) mods.push(basicModifier(ctx.tables, "tree_or_hedge_in_los", `${trees} tree/hedge in LOS`, trees));
  return [...mods.filter((m) => m.value !== 0), ...fieldModifiers(sit.field, "C", ctx.tables), ...nbcFireModifiers(firer)];
}

/**
 * Every check of a canister round [12.3.2]: not aimed (no target may be named), the weapon's G blast number, and each
 * soldier, friend or foe, in the firing arc within the weapon's reach and in the firer's LOS who could possibly be hit.
 */
export function checkCanister(state: Pick<FirepowerState, "game" | "options">, seat: string, p: AmmoPayload, ctx: Ctx): CanisterCheck {
  if (p.vehicle !== undefined || p.hex !== undefined || p.structure !== undefined || p.use !== undefined) {
    return reject("ammo/bad_target", "C rounds are not fired at a unit or hex: every hex of the firing arc is a blast zone", "Firepower 12.3.2.1");
  }
  const f = checkAmmoFirer(state, seat, p, ctx.tables);
  if (!f.ok || !f.firer || !f.line) return f;
  const firer = f.firer, line = f.line;
  if (line.gBlast === null) return reject("ammo/no_g_blast", "the weapon's line gives no G blast number for its C rounds", "Firepower 12.3.2.1");
  const arc = ctx.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  const targets: CanisterTarget[] = [];
  for (const t of state.game.soldiers) {
    if (t.eliminated || t.id === firer.id || isSameHex(t.hex, firer.hex) || isShutIn(t) || storeyOf(t) !== storeyOf(firer) || t.inTunnel) continue; // 8.8.8: not men under ground in a tunnel (tunnels.ts)
    const range = firepowerRange(firer.hex, t.hex);
    if (range > reachOf(line) || !isInArc(firer.hex, firer.facing, t.hex, arc)) continue;
    const mods = canisterModifiers(state, firer, t, range, ctx);
    // 12.3.2.2: a roll only for soldiers who could possibly be hit (one who cannot is not Suppressed either).
    if (mods && 1 + totalModifier(mods) <= line.gBlast) targets.push({ soldier: t, range, modifiers: mods });
  }
  return { ...OK, firer, line, ...(f.lineProvenance ? { lineProvenance: f.lineProvenance } : {}), blast: line.gBlast, targets };
}

/**
 * Resolve a checked canister round [12.3.2.2]: one roll per soldier in the arc; a roll ≤ the blast number hits (Option
 * 23.1 wounds aside), a missed soldier is Suppressed if an unmodified 2 could have hit (6.4.2). No Stun, no terrain damage.
 */
export function resolveCanister(game: FirepowerGame, c: CanisterCheck, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: { type: string; data: Record<string, unknown> }[] } {
  const blast = c.blast!;
  const rolls: { soldier: string; range: number; roll: number; total: number; result: string; modifiers: readonly AppliedModifier[] }[] = [];
  const suppressed = new Set<string>();
  for (const t of c.targets ?? []) {
    const total = totalModifier(t.modifiers);
    const roll = dice.roll(10);
    const result = roll + total <= blast ? "eliminated" : 2 + total <= blast ? "suppressed" : "no effect";
    if (result === "suppressed") suppressed.add(t.soldier.id);
    rolls.push({ soldier: t.soldier.id, range: t.range, roll, total, result, modifiers: t.modifiers });
  }
  let next = spendRound(game, c.firer!, "C");
  next = patchSoldiers(next, (s) => (suppressed.has(s.id) ? hitWithStatus(s, "suppressed", ctx.options) : undefined));
  const hit = blastHits(next, rolls, dice, ctx);
  const placeholder = rolls.some((r) => r.modifiers.some((m) => m.provenance.kind === "placeholder"));
  const data = {
    soldier: c.firer!.id, ammo: "C", blast, rolls: hit.rolls, provenance: `${c.lineProvenance?.kind ?? "placeholder"} (firepower/ammo_weapon_chart: the G blast of the weapon)`,
    ...(placeholder ? { rangeModifiers: "placeholder (firepower/canister_range_play: only range 5 is the book's)" } : {}), rule: "Firepower 12.3.2",
  };
  return { game: hit.game, events: [{ type: "ammo/canister", data }] };
}
