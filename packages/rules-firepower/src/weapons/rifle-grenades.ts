// Rifle grenades (RGN) [12.4.1.1]: carried by a rifleman, loaded separately (11.1.12) or at the start, fired by the G
// procedure (hit, spread or complete miss, then the blast) at 3 hexes or more. Range, hit numbers and blast are
// placeholders (the Weapon Chart's RGN line is missing): tables firepower/rgn_hits and firepower/rgn_blast.
import type { ChitTurn, CommandSpec, GameEvent } from "@tactica/engine";
import { aimAt } from "../blasts/bridges-blasts";
import { defineCommand, lookup, lookupOrThrow, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex, toHexKey } from "@tactica/hex";
import { z } from "zod";
import { totalModifier } from "../fire/applied-modifier";
import { collectThrowModifiers } from "../fire-setup/collect-fire-modifiers";
import { toSpreadHex } from "../fire/spread-hex";
import { tableOf } from "../fire/table-of";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { RGN_BLAST, RGN_HITS } from "../tables/rifle-grenade";
import { boardOf } from "../core/board";
import { losFrom } from "../combat/fire-context";
import { entrySides, isInArc } from "../core/geometry";
import { checkActor, mfAllowance, updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { checkFiredAim, firedAimTargets, firedGRoundAt } from "./fired-openings";
import { storeyTarget } from "../blasts/storey-blasts-throw";
import { canFireHrgFromRifle, checkHrgLoad, hrgLoaded, throwableHrgs, withHrgLoaded } from "../fire-setup/hrg-rifle";
import { secretTaskEvents } from "./secret-loading";
import { toAim } from "../combat/hit-location-sides";
import { FIRED_OPENING_PAYLOAD, HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";

/** A rifleman's rifle grenades: rounds left and whether one is loaded on the rifle [12.4.1.1, 11.1.12]. */
export type RgnLoad = { readonly rounds: number; readonly loaded: boolean };
/** A soldier with rifle grenades (present only when the scenario gives him some). */
export type RgnSoldier = Soldier & { readonly rgn?: RgnLoad };

/** His rifle grenades, if any. */
export const rgnOf = (s: Soldier): RgnLoad | undefined => (s as RgnSoldier).rgn;

const withRgn = (game: FirepowerGame, id: string, rgn: RgnLoad): FirepowerGame => ({ ...game, soldiers: game.soldiers.map((s): Soldier => (s.id === id ? ({ ...s, rgn } as RgnSoldier) : s)) });

/** Scenario soldiers' rifle grenades put on the soldiers (Advanced) [12.4.1.1], and HRGs starting loaded on the rifle (`launcher.loaded`, 12.4.1.2). */
export function withRifleGrenades(game: FirepowerGame, sc: Pick<FirepowerScenario, "rules" | "sides">): FirepowerGame {
  if (sc.rules !== "advanced") return game;
  let out = game;
  for (const side of ["A", "B"] as const) for (const s of sc.sides[side].soldiers) {
    if (s.rgn) out = withRgn(out, s.id, { rounds: s.rgn.rounds, loaded: s.rgn.loaded === true });
    if (s.launcher?.loaded) out = withHrgLoaded(out, s.id, true);
  }
  return out;
}

/** Scenario check: rifle grenades are Advanced equipment fired from a rifle [12.4.1.1]. */
export function checkRgnScenario(sc: Pick<FirepowerScenario, "rules" | "sides">, ctx: z.RefinementCtx): void {
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      if (!s.rgn) return;
      if (sc.rules !== "advanced") ctx.addIssue({ code: "custom", message: "rifle grenades (RGN, 12.4.1.1) are Advanced Game equipment", path: ["sides", side, "soldiers", i, "rgn"] });
      else if (s.weapon !== "RFL") ctx.addIssue({ code: "custom", message: "a rifle grenade is fired from a rifle (RFL) (12.4.1.1)", path: ["sides", side, "soldiers", i, "rgn"] });
      if (s.rgn?.loaded && s.launcher?.loaded) ctx.addIssue({ code: "custom", message: "one rifle grenade at a time is loaded on a rifle: an RGN or an HRG (12.4.1.1, 12.4.1.2)", path: ["sides", side, "soldiers", i, "launcher", "loaded"] });
    });
    // 12.4.1.2: an HRG may start the game loaded as a rifle grenade (12.4.1.1 "or start the game already loaded"), on a rifle.
    sc.sides[side].soldiers.forEach((s, i) => {
      if (s.launcher?.loaded && (s.launcher.weapon !== "HRG" || s.weapon !== "RFL" || !s.launcher.rounds.H)) ctx.addIssue({ code: "custom", message: "only an HRG, with H rounds, carried by a rifleman (RFL) starts loaded as a rifle grenade (12.4.1.2)", path: ["sides", side, "soldiers", i, "launcher", "loaded"] });
    });
  }
}

const loadPayload = z.object({
  soldier: z.string().min(1),
  unload: z.boolean().optional(),
  /** What is loaded on the rifle: a rifle grenade (RGN, the default) or one of his HRG rounds as a rifle grenade [12.4.1.2]. */
  item: z.enum(["RGN", "HRG"]).optional(),
}).strict();

function checkLoad(state: FirepowerState, seat: string, p: z.infer<typeof loadPayload>) {
  if (p.item === "HRG") return checkHrgLoad(state, seat, p, (s) => rgnOf(s)?.loaded === true);
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const r = rgnOf(a.soldier);
  if (!r || (!p.unload && r.rounds <= 0)) return reject("rgn/none", `${p.soldier} has no rifle grenade`, "Firepower 12.4.1.1");
  if (!p.unload && hrgLoaded(a.soldier)) return reject("rgn/loaded", "an HRG is already loaded on his rifle as a rifle grenade", "Firepower 11.1.12, 12.4.1.2");
  if (p.unload ? !r.loaded : r.loaded) return reject(p.unload ? "rgn/not_loaded" : "rgn/loaded", p.unload ? `no rifle grenade (RGN) is loaded${hrgLoaded(a.soldier) ? " (the loaded one is an HRG: item HRG)" : ""}` : "a rifle grenade is already loaded", "Firepower 11.1.12");
  if (a.soldier.mf > 0 || a.soldier.combatUsed) return reject("rgn/load_all_mf", "loading or unloading expends all the soldier's MF", "Firepower 11.1.12");
  return { ...OK, soldier: a.soldier, rgn: r };
}

/**
 * `load_rgn`: a rifleman expends all his MF loading (or, `unload`, unloading) a rifle grenade on his rifle, or with
 * `item: "HRG"` one of his HRG rounds as a rifle grenade [11.1.12, 12.4.1.1, 12.4.1.2]. The note is written secretly:
 * the other side sees only `soldier/task_written` (secret-loading.ts).
 */
export const loadRgnCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof loadPayload>>({
  schema: loadPayload,
  rule: "Firepower 11.1.12",
  steps: ["impulse"],
  validate: (state, cmd) => checkLoad(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkLoad(state, cmd.seat, cmd.payload);
    if (!c.ok || !c.soldier) throw new Error("load_rgn: resolve after a failed check");
    const s = c.soldier, unload = cmd.payload.unload === true;
    let game = updateSoldier(state.game, s.id, { mf: mfAllowance(s), afterFireMf: 0 });
    const hrg = cmd.payload.item === "HRG";
    if (hrg) game = withHrgLoaded(game, s.id, !unload);
    else if ("rgn" in c && c.rgn) game = withRgn(game, s.id, { rounds: c.rgn.rounds, loaded: !unload });
    const detail: GameEvent = { type: unload ? "rgn/unloaded" : "rgn/loaded", data: { soldier: s.id, item: hrg ? "HRG" : "RGN", rule: hrg ? "Firepower 11.1.12, 12.4.1.2" : "Firepower 11.1.12, 12.4.1.1" } };
    return { state: { ...state, game }, events: secretTaskEvents(s.side, s.id, detail) };
  },
});

const firePayload = z.object({
  soldier: z.string().min(1),
  hex: z.string().min(1),
  /** When the LOS runs through a vertex of the target hex, the entry hexside for a spread (map direction 0-5) [6.3.6.3.2.1]. */
  side: z.number().int().min(0).max(5).optional(),
  /** Advanced 12.7.1, 12.7.5: the hit-location sign and side designation (hit-location-sides.ts). */
  ...HIT_LOCATION_PAYLOAD,
  /** Advanced 12.7.3: the storey aimed at, or `inside` a bunker, pillbox, tower or cave, through an opening (fired-openings.ts). */
  ...FIRED_OPENING_PAYLOAD,
}).strict();

type FireRgnPayload = z.infer<typeof firePayload>;

export function checkFireRgn(state: FirepowerState, seat: string, p: FireRgnPayload, tables: Parameters<typeof tableOf>[0]) {
  if (state.game.rules !== "advanced") return reject("rgn/advanced_only", "rifle grenades are Advanced Game equipment", "Firepower 12.4.1.1");
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  const r = rgnOf(s);
  if (hrgLoaded(s) && !r?.loaded) return reject("rgn/hrg_loaded", `${s.id}'s rifle grenade is an HRG, an H round: fire it with fire_ammo (ammo H, at a vehicle or structure, or use general at a hex)`, "Firepower 12.4.1.2");
  if (!r || !r.loaded || r.rounds <= 0) return reject("rgn/not_loaded", `${s.id} has no rifle grenade loaded (load it first: all MF of an Impulse)`, "Firepower 12.4.1.1, 11.1.12");
  if (s.combatUsed) return reject("fire/combat_used", "one Combat Action per soldier per Impulse Phase", "Firepower 6.2.5");
  if (s.mf > 0) return reject("rgn/other_mf", "a rifle grenade is fired only in an Impulse in which the soldier expends no movement factors for any other Action", "Firepower 12.4.1.1");
  if (s.freeTurns.length > 0) return reject("fire/free_turn_taken", "a soldier who took a free turn does no firing this Impulse", "Firepower 11.3.1");
  if (state.game.impulse?.firedFrom.includes(toHexKey(s.hex))) return reject("fire/stack_fired", "only one soldier of a stack may fire while it stays together", "Firepower 6.3.1.3");
  const board = boardOf(state.game);
  const target = board.hexOf(p.hex);
  if (!target) return reject("fire/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  const range = hexDistance(s.hex, target);
  if (range <= 2) return reject("rgn/too_close", "rifle grenades may not be fired at targets two or fewer hexes away", "Firepower 12.4.1.1");
  const hit = lookup(tableOf(tables, RGN_HITS), { range });
  if (!hit.ok || hit.value === null) return reject("rgn/out_of_range", `range ${range} is beyond the rifle grenade's (placeholder: the Weapon Chart line is missing)`, "Firepower 12.4.1.1");
  const arc = state.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  if (!isInArc(s.hex, s.facing, target, arc)) return reject("fire/out_of_arc", "the target hex is outside the firing arc", "Firepower 6.3.3");
  const aim = checkFiredAim(state, s, target, p, "rgn"); // 12.7.3: a storey or unit aimed into needs an opening facing him (fired-openings.ts)
  if (!aim.ok) return aim;
  const los = losFrom(board, state.game, s, aimAt(state.game, s, storeyTarget(target, p.storey))); // 8.9: at a bridge deck (bridges-blasts.ts)
  if (!los?.clear) return reject("fire/no_los", "the line of sight is blocked", "Firepower 6.3.4");
  if (p.side !== undefined && !entrySides(s.hex, target).includes(p.side)) return reject("fire/bad_side", "that hexside is not crossed by the line of sight", "Firepower 6.3.6.3.2.1");
  const modifiers = collectThrowModifiers({ weapon: "HGN", range: 1, firer: { posture: s.posture, suppressed: s.status === "suppressed", pinned: s.status === "pinned" }, target: { posture: "stand" }, treesAndHedges: los.modifier });
  return { ...OK, soldier: s, rgn: r, target, range, hitNumber: hit.value, hitProvenance: hit.provenance.kind, modifiers };
}

/**
 * `fire_rgn`: a loaded rifle grenade fired by the G procedure [12.4.1.1, 6.3.6.3.2]: d10 + modifiers against the
 * placeholder hit number; a miss of 10 or less spreads by the diagram (a dud off the map or out of LOS), more is a
 * complete miss; then the blast (placeholder blast number). Firing takes all his MF (no other Action this Impulse)
 * and unloads the rifle; its one shot replaces the rifle's rate of fire.
 */
export const fireRgnCommand = defineCommand<FirepowerGame, ChitTurn, FireRgnPayload>({
  schema: firePayload,
  rule: "Firepower 12.4.1.1",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkFireRgn(state, cmd.seat, cmd.payload, ctx.tables),
  resolve(state, cmd, dice, ctx) {
    const c = checkFireRgn(state, cmd.seat, cmd.payload, ctx.tables);
    if (!c.ok || !("rgn" in c) || !c.soldier || !c.target) throw new Error("fire_rgn: resolve after a failed check");
    const s = c.soldier;
    const board = boardOf(state.game);
    const total = totalModifier(c.modifiers);
    const roll = dice.roll(10);
    let impact: Hex | undefined;
    let spread: { roll: number; side: number } | undefined;
    if (roll + total <= c.hitNumber) impact = c.target;
    else if (roll + total <= 10) {
      const side = cmd.payload.side ?? entrySides(s.hex, c.target)[0] ?? 0;
      spread = { roll: dice.roll(10), side };
      const to = toSpreadHex(c.target, side, spread.roll, state.options, ctx.tables);
      impact = board.has(to) && losFrom(board, state.game, s, aimAt(state.game, s, { hex: to, posture: "stand" }))?.clear ? to : undefined;
    }
    const outcome = impact === undefined ? (spread ? "dud" : "complete_miss") : isSameHex(impact, c.target) ? "hit" : "spread";
    let game = updateSoldier(state.game, s.id, { mf: mfAllowance(s), combatUsed: true, afterFireMf: 0 });
    game = withRgn(game, s.id, { rounds: c.rgn.rounds - 1, loaded: false });
    const impulse = game.impulse;
    if (impulse) game = { ...game, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(s.hex)] } };
    const blast = lookupOrThrow(tableOf(ctx.tables, RGN_BLAST), { weapon: "RGN" as const });
    const events: GameEvent[] = [{ type: "rgn/fired", data: { soldier: s.id, target: cmd.payload.hex, range: c.range, roll, total, hitNumber: c.hitNumber, spread, outcome, impact: impact ? board.idOf(impact) : null, provenance: c.hitProvenance, table: RGN_HITS.id, rule: "Firepower 12.4.1.1, 6.3.6.3.2" } }];
    if (!impact) return { state: { ...state, game }, events };
    // 12.7.3: aimed at a storey or into a unit (or landing in a cave hex) it first passes the opening (fired-openings.ts).
    const out = firedGRoundAt(game, impact, c.target, blast.value, dice, { options: state.options, tables: ctx.tables }, s.id, "Firepower 12.4.1.1", s, toAim(cmd.payload, s.side), cmd.payload);
    events.push({ type: "rgn/blast", data: { impact: board.idOf(impact), blast: blast.value, provenance: blast.provenance.kind, table: RGN_BLAST.id, rule: "Firepower 12.4.1.1, 6.3.6.3.2.2" } });
    return { state: { ...state, game: out.game }, events: [...events, ...out.events] };
  },
});

/** 12.4.1.1: while a rifle grenade is loaded the rifle may not fire normally (the `fire` command is refused for him). */
export function withRgnLoadedFire(spec: CommandSpec<FirepowerGame, ChitTurn>): CommandSpec<FirepowerGame, ChitTurn> {
  return {
    ...spec,
    validate: (state, cmd, ctx) => {
      const id = (cmd.payload as { soldier?: unknown }).soldier;
      const s = typeof id === "string" ? state.game.soldiers.find((x) => x.id === id) : undefined;
      if (s && (rgnOf(s)?.loaded || hrgLoaded(s))) return reject("rgn/loaded_no_fire", `${s.id}'s rifle has a rifle grenade loaded: it may not fire normally until the grenade is fired or unloaded`, "Firepower 12.4.1.1");
      return spec.validate(state, cmd, ctx);
    },
  };
}

/**
 * Candidate rifle-grenade commands: load or unload an RGN or an HRG (12.4.1.2; the loaded HRG is fired by fire_ammo),
 * and fire the RGN at enemy hexes 3-15 hexes away, also aimed at their storey or inside their unit (12.7.3) (the
 * framework keeps the legal ones).
 */
export function rgnCandidates(state: FirepowerState, s: Soldier): { type: string; seat: string; payload: Record<string, unknown> }[] {
  if (state.game.rules !== "advanced") return [];
  const hrg = hrgLoaded(s) ? [{ type: "load_rgn", seat: s.side, payload: { soldier: s.id, item: "HRG", unload: true } }]
    : canFireHrgFromRifle(s) && throwableHrgs(s) > 0 && !rgnOf(s)?.loaded ? [{ type: "load_rgn", seat: s.side, payload: { soldier: s.id, item: "HRG" } }] : [];
  const r = rgnOf(s);
  if (!r) return hrg;
  if (!r.loaded) return [...hrg, ...(r.rounds > 0 && !hrgLoaded(s) ? [{ type: "load_rgn", seat: s.side, payload: { soldier: s.id } }] : [])];
  const board = boardOf(state.game);
  const hexes = new Set(state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && hexDistance(e.hex, s.hex) >= 3 && hexDistance(e.hex, s.hex) <= 15).map((e) => board.idOf(e.hex)));
  const aims = firedAimTargets(state, s, 3, 15).map((aim) => ({ type: "fire_rgn", seat: s.side, payload: { soldier: s.id, ...aim } })); // 12.7.3: upstairs or inside a unit (fired-openings.ts)
  return [{ type: "load_rgn", seat: s.side, payload: { soldier: s.id, unload: true } }, ...[...hexes].map((hex) => ({ type: "fire_rgn", seat: s.side, payload: { soldier: s.id, hex } })), ...aims];
}

/** The commands of this feature, for the ruleset. */
export const RGN_COMMANDS = { load_rgn: loadRgnCommand, fire_rgn: fireRgnCommand } as const;
