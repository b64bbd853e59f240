import type { AnyTable, CommandContext } from "@tactica/engine";
import { defineCommand, OK, reject, summarizeProvenance } from "@tactica/engine";
import type { Check, ChitTurn, GameEvent } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { toHexKey } from "@tactica/hex";
import { z } from "zod";
import { totalModifier } from "../fire/applied-modifier";
import { collectFireModifiers } from "../fire-setup/collect-fire-modifiers";
import { toHitNumber } from "../fire/hit-number";
import { resolveShots } from "../fire/resolve-shots";
import { firepowerRange } from "../sighting/firepower-range";
import { boardOf } from "../core/board";
import { losFrom, toFireSituation, toViewpoint } from "./fire-context";
import { isInArc } from "../core/geometry";
import { checkActor, findSoldier, mfAllowance, patchSoldiers, soldiersAt, updateSoldier } from "../core/soldiers";
import { hitWithStatus, worsenStatus } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { checkAboardTargets } from "../vehicles/vehicle-targets";
import { weaponLost } from "../core/wound-effects";
import { hitSoldiers } from "../optional/wounds";
import { checkIncreased, firingRof, increasedModifiers, reliabilityCheck } from "../optional/optional-reliability";
import { checkFortificationFire } from "../works/bunkers-fire";
import { checkLoopholeFire } from "../works/loopholes";
import { checkPostureFire, postureCellOf } from "../fire-setup/weapon-notes";
import { checkTargetHexes, multiHexNote, targetHexes } from "./multi-hex-fire";

const payload = z.object({
  soldier: z.string().min(1),
  targets: z.array(z.string().min(1)).min(1).max(6),
  mode: z.enum(["auto", "semi"]).optional(),
  afterMf: z.number().int().min(0).max(2).default(0),
  /** Option 16.3.2: up to double the rate of fire, +2 on every shot. */
  increased: z.boolean().optional(),
  /** 12.6.3: suppressive fire, one burst per hex (one target unit named per hex), no hits (multi-hex-fire.ts). */
  suppressive: z.boolean().optional(),
}).strict();

/** Payload of `fire`: the firer, one target unit per burst (one hex, or several under 12.6), rate of fire, MF announced for after firing. */
export type FirePayload = z.infer<typeof payload>;

const FIRE_MF = 2;

/** Option 16.4: combined non-automatic L shots at one hex in one Impulse Phase that Suppress as automatic fire. */
export const NON_AUTO_SUPPRESSION_SHOTS = 3;

/** Mode a weapon fires in: the payload's, else auto for LMG/RFL and semi for the pistol [6.3.5]. */
function modeOf(s: Soldier, p: FirePayload): "auto" | "semi" {
  return p.mode ?? (s.weapon === "PST" ? "semi" : "auto");
}

/** Every check a fire makes [6.2.5, 6.3.1-6.3.5]; returns the firer and targets when legal. */
export function checkFire(state: FirepowerState, seat: string, p: FirePayload, ctx: Pick<CommandContext, "options">): Check & { firer?: Soldier; targets?: Soldier[] } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const firer = actor.soldier;
  if (weaponLost(firer)) return reject("fire/weapon_destroyed", `${firer.id}'s ${firer.weapon} was destroyed by a weapon hit`, "Firepower 23.1.4.2.1");
  if (firer.unarmed) return reject("fire/unarmed", `${firer.id} has no major personal weapon: he discarded or dropped it`, "Firepower 11.1.6, 25.1");
  if (firer.combatUsed) return reject("fire/combat_used", "one Combat Action per soldier per Impulse Phase", "Firepower 6.2.5");
  const posture = checkPostureFire(state.game, firer, (ctx as Partial<Pick<CommandContext, "tables">>).tables); // 12.2.1 (weapon-notes.ts)
  if (!posture.ok) return posture;
  if (firer.freeTurns.length > 0) return reject("fire/free_turn_taken", "a soldier who took a free turn does no firing this Impulse", "Firepower 11.3.1");
  if (firer.mf + FIRE_MF + p.afterMf > mfAllowance(firer)) return reject("fire/no_mf", "firing costs 2 MF plus the MF announced for after", "Firepower 6.3.5");
  const stackHex = toHexKey(firer.hex);
  if (state.game.impulse?.firedFrom.includes(stackHex)) return reject("fire/stack_fired", "only one soldier of a stack may fire while it stays together", "Firepower 6.3.1.3");
  if (new Set(p.targets).size !== p.targets.length) return reject("fire/one_burst_per_target", "one burst per target unit per Impulse Phase", "Firepower 6.3.5.1");
  const targets = p.targets.map((id) => findSoldier(state.game, id));
  if (targets.some((t) => !t || t.eliminated || t.side === firer.side || t.inTunnel)) return reject("fire/bad_target", "targets must be living enemy soldiers", "Firepower 6.3.1.1");
  const live = targets as Soldier[];
  const hex = live[0]!.hex;
  const mode = modeOf(firer, p);
  const spread = checkTargetHexes(state.game, firer, live, mode, p.suppressive === true, { options: ctx.options, tables: (ctx as Partial<Pick<CommandContext, "tables">>).tables }); // 6.3.5.1, 12.6 (multi-hex-fire.ts)
  if (!spread.ok) return spread;
  const hit = toHitNumber(firer.weapon, mode, firepowerRange(firer.hex, hex), firer.posture, ctx.options);
  if (!hit.ok) return reject(hit.error.code, hit.error.message, hit.error.rule);
  for (const h of targetHexes(live).slice(1)) { // 12.6: every target hex in range
    const other = toHitNumber(firer.weapon, mode, firepowerRange(firer.hex, h), firer.posture, ctx.options);
    if (!other.ok) return reject(other.error.code, other.error.message, other.error.rule);
  }
  const increased = checkIncreased(p.increased, ctx.options);
  if (!increased.ok) return increased;
  const bursts = firingRof(hit.value, p.increased).bursts;
  if (live.length > bursts) return reject("fire/too_many_bursts", `${firer.weapon} fires ${bursts} burst(s)`, "Firepower 6.3.5.1");
  const arc = ctx.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  if (targetHexes(live).some((h) => !isInArc(firer.hex, firer.facing, h, arc))) return reject("fire/out_of_arc", "the target hex is outside the firing arc", "Firepower 6.3.3, 12.6.1");
  const board = boardOf(state.game);
  if (live.some((t) => !losFrom(board, state.game, firer, toViewpoint(t), state.options)?.clear)) return reject("fire/no_los", "the line of sight is blocked", "Firepower 6.3.4");
  // 19.3.5.1: soldiers shut inside a vehicle are hit only through armour the bullet penetrates.
  const armour = checkAboardTargets(state.game, firer, live, (ctx as Partial<Pick<CommandContext, "tables">>).tables);
  if (!armour.ok) return armour;
  // 8.8.4, 8.8.6, 12.1.6: out of and into bunkers, pillboxes and towers only through loopholes and open doors (bunkers-fire.ts).
  const fort = checkFortificationFire(state.game, firer, live);
  if (!fort.ok) return fort;
  const hole = checkLoopholeFire(board, firer, live); // 8.2.4, 12.1.6 (loopholes.ts)
  if (!hole.ok) return hole;
  return { ...OK, firer, targets: live };
}

/** What one burst at a target is rolled against [6.3.6.3, 16.3.2]: hit number, modifiers, total, shots (fire-command-odds.ts explains it). */
export function burstSetup(state: FirepowerState, firer: Soldier, target: Soldier, p: FirePayload, tables?: ReadonlyMap<string, AnyTable>) {
  const board = boardOf(state.game);
  const los = losFrom(board, state.game, firer, toViewpoint(target), state.options);
  if (!los) throw new Error("fire: LOS vanished after validation");
  // The match's tables (rulings overrides) reach the modifiers, e.g. the L penetrations of 12.3.6 (ammo-l-cover.ts).
  const situation = { ...toFireSituation(board, state.game, firer, target, modeOf(firer, p), p.afterMf, state.options, los), ...(tables ? { tables } : {}) };
  const hit = toHitNumber(firer.weapon, modeOf(firer, p), situation.range, firer.posture, state.options);
  if (!hit.ok) throw new Error("fire: hit number vanished after validation");
  const mods = [...collectFireModifiers(situation), ...increasedModifiers(p.increased)];
  return { target: target.id, hitNumber: hit.value.hitNumber, modifiers: mods, total: totalModifier(mods), shots: firingRof(hit.value, p.increased).shots };
}

/** Roll one burst (or the semi shots) at a target [6.3.6.3]: any modified roll ≤ the hit number eliminates. */
function rollBurst(state: FirepowerState, firer: Soldier, target: Soldier, p: FirePayload, dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>) {
  const { shots, ...b } = burstSetup(state, firer, target, p, tables);
  const rolls = Array.from({ length: shots }, () => dice.roll(10));
  return { ...b, rolls, hit: resolveShots(b.hitNumber, b.total, rolls).hit };
}

/**
 * Automatic fire Suppresses every unhit soldier in the target hex [6.4.1] (option auto_fire_suppression), dropping
 * Running [6.4.3]; with Option 16.6 a Suppressed soldier becomes Pinned.
 */
function suppressHex(game: FirepowerGame, hexOf: Soldier, possible: (s: Soldier) => boolean, options: Readonly<Record<string, string>>): { game: FirepowerGame; ids: string[] } {
  const ids = soldiersAt(game, hexOf.hex).filter((s) => !s.inTunnel && worsenStatus(s.status, "suppressed", options) !== s.status && possible(s)).map((s) => s.id); // 8.8.8: not men under ground in a tunnel (tunnels.ts)
  return { game: patchSoldiers(game, (s) => (ids.includes(s.id) ? hitWithStatus(s, "suppressed", options) : undefined)), ids };
}

/** Option 16.4: non-automatic L shots at the hex this Impulse Phase, with this fire's; 3 or more Suppress as auto fire. */
function semiShotsAt(game: FirepowerGame, hexKey: string, shots: number): Readonly<Record<string, number>> {
  return { ...(game.semiShots ?? {}), [hexKey]: (game.semiShots?.[hexKey] ?? 0) + shots };
}

/** `fire`: one soldier fires his major personal weapon, one burst per target unit in one hex [6.3]. */
export const fireCommand = defineCommand<FirepowerGame, ChitTurn, FirePayload>({
  schema: payload,
  rule: "Firepower 6.3",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkFire(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const checked = checkFire(state, cmd.seat, cmd.payload, { options: state.options });
    if (!checked.firer || !checked.targets) throw new Error("fire: resolve after a failed check");
    const firer = checked.firer;
    const rolled = checked.targets.map((t) => rollBurst(state, firer, t, cmd.payload, dice, ctx?.tables));
    // Option 16.3.1: a jam (first die, then a second roll) makes no hits and no damage; the MF are spent all the same.
    const jam = reliabilityCheck(firer.weapon, rolled[0]?.rolls[0], cmd.payload.increased, dice, state.options, ctx?.tables);
    // 12.6.3: suppressive fire scores no hits.
    const bursts = jam.jammed || cmd.payload.suppressive ? rolled.map((b) => ({ ...b, hit: false })) : rolled;
    const hitIds = bursts.filter((b) => b.hit).map((b) => b.target);
    // A hit eliminates [6.3.6.3.1]; with Option 23.1 each hit rolls on the Wound Tables (src/game/wounds.ts).
    const wounded = hitSoldiers(state.game, hitIds.map((id) => ({ id, by: "L" as const, weapon: firer.weapon })), dice, { options: state.options, ...(ctx?.tables ? { tables: ctx.tables } : {}) });
    let game = wounded.game;
    const spread = multiHexNote(state.game, firer, checked.targets, cmd.payload, state.options, ctx?.tables); // 12.6 (multi-hex-fire.ts)
    // Cells that decided with no modifier of their own: the firer's Weapon Chart posture column ("X": may fire, no
    // modifier, 12.2.1) and the reliability numbers the first die passed (16.3.1).
    const posture = state.game.rules === "advanced" ? postureCellOf(firer.weapon, firer.posture, ctx?.tables) : undefined;
    const decided = [...(posture ? [posture.provenance] : []), ...(jam.provenance ? [jam.provenance] : [])];
    const provenance = decided.length > 0 ? { provenance: summarizeProvenance([...decided, ...bursts.flatMap((b) => b.modifiers.map((m) => m.provenance))]) } : {};
    const events: GameEvent[] = [{ type: "fire/resolved", data: { firer: firer.id, weapon: firer.weapon, mode: modeOf(firer, cmd.payload), bursts, ...spread, ...provenance } }, ...jam.events, ...wounded.events];
    const semi = modeOf(firer, cmd.payload) === "semi" && state.options["firepower/non_auto_suppression"] === "on";
    const targetKey = toHexKey(checked.targets[0]!.hex);
    if (semi) game = { ...game, semiShots: semiShotsAt(game, targetKey, bursts.reduce((n, b) => n + b.rolls.length, 0)) };
    const semiVolley = semi && (game.semiShots?.[targetKey] ?? 0) >= NON_AUTO_SUPPRESSION_SHOTS;
    if (!jam.jammed && (modeOf(firer, cmd.payload) === "auto" || semiVolley)) {
      const ifRolled = state.options["firepower/auto_fire_suppression"] === "if_rolled";
      const board = boardOf(state.game);
      const possible = (s: Soldier): boolean => {
        if (hitIds.includes(s.id)) return false; // 6.4.1: only soldiers not hit are Suppressed (a wounded one was hit)
        if (!checkFortificationFire(state.game, firer, [s]).ok) return false; // 8.8.4: walls between, fire cannot reach him
        const burst = bursts.find((b) => b.target === s.id);
        if (burst && ifRolled) return burst.rolls.some((r) => r + burst.total <= 10);
        const los = losFrom(board, state.game, firer, toViewpoint(s), state.options);
        const mods = los ? collectFireModifiers(toFireSituation(board, state.game, firer, s, "auto", cmd.payload.afterMf, state.options, los)) : [];
        return 1 + totalModifier(mods) <= 10;
      };
      // 6.4.1 in every target hex; 12.6.3: suppressive fire Suppresses wherever a modified 10 or less can be rolled.
      const ids: string[] = [];
      for (const hexOf of targetHexes(checked.targets).map((h) => checked.targets!.find((t) => toHexKey(t.hex) === toHexKey(h))!)) {
        const suppressed = suppressHex(game, hexOf, possible, state.options);
        game = suppressed.game;
        ids.push(...suppressed.ids);
      }
      if (ids.length > 0) events.push({ type: "fire/suppressed", data: { soldiers: ids, rule: semiVolley ? "Firepower 16.4" : cmd.payload.suppressive ? "Firepower 12.6.3" : "Firepower 6.4.1" } });
    }
    game = updateSoldier(game, firer.id, { mf: firer.mf + FIRE_MF, combatUsed: true, afterFireMf: cmd.payload.afterMf });
    const impulse = state.game.impulse;
    if (impulse) game = { ...game, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(firer.hex)] } };
    const killed = hitIds.filter((id) => game.soldiers.some((s) => s.id === id && s.eliminated));
    if (killed.length > 0) events.push({ type: "fire/eliminated", data: { soldiers: killed } });
    return { state: { ...state, game }, events };
  },
});
