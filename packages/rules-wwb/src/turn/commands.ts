// The soldiers' actions as commands (WWB 4.0, 7.0, 8.1, 8.2, 2.0 Round in the Chamber): in the Fire/Action phase
// each soldier of the active team does one action (fire, set opportunity fire, reload) and may take the free 1 Hx or
// stance step; in the Movement phase each moves once along a path. Opportunity fire answers every step.
import { z } from "zod";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Check, CommandSpec, GameEvent, InitiativeTurn, MatchState } from "@tactica/engine";
import { directionTo, edgePolicyOf, facingToward, inFrontArc, isInMegahex, megahexCentre, mhxRange, onBoard, sameHex } from "../grids/index";
import type { Hex } from "../grids/index";
import { checkMove, isStanceStep, MOVE_MODES, stepCost } from "../movement/index";
import type { MoveMode } from "../movement/index";
import { isOnMap, isReady, soldierById, withSoldier } from "../state/index";
import type { Soldier, WwbGame } from "../state/index";
import type { Stance } from "../tables/index";
import { reload as reloadWeapon, suppressionDie, suppressionSucceeds, useAttack, useSuppressionAttacks } from "../fire/index";
import { woundPenalty } from "../health/index";
import { resolveSpottingTest, spottingTest } from "../spotting/index";
import type { SpotParty } from "../spotting/index";
import { addStatus } from "../morale/index";
import { facesOf } from "./faces";
import { throwGrenade, throwRange } from "./grenade";
import { playShot, shotFigures, weaponOf } from "./shot";
import { audienceOf, sightOf, sideSees } from "./sight";
import { checkEnd } from "./victory";

type S = MatchState<WwbGame, InitiativeTurn>;
const soldierId = z.string().min(1).max(16);
const hexSchema = z.object({ q: z.number().int(), r: z.number().int() }).strict();
const stanceSchema = z.enum(["standing", "kneeling", "prone"]);
const isCheck = (x: Soldier | Check): x is Check => "ok" in x;

/** A soldier of the active team who may act now (WWB 5.0 activation by team; 10.0 shaken/suppressed skip). */
function ofActiveTeam(state: S, seat: string, id: string): Soldier | Check {
  const s = soldierById(state.game, id);
  const team = state.turn.activeTeam;
  if (!s || state.game.teams.find((t) => t.id === s.team)?.seat !== seat) return reject("soldier/unknown", `no soldier ${id} of yours`, "WWB 1.0");
  if (s.team !== team) return reject("soldier/team_not_active", `${s.callSign}'s team ${s.team} is not the active team`, "WWB 5.0");
  if (!isOnMap(s) || s.health.condition !== "ok") return reject("soldier/out_of_action", `${s.callSign} is ${s.health.condition}`, "WWB 9.0");
  if (!isReady(s)) return reject("soldier/cannot_act", `${s.callSign} is ${s.morale} and skips the active phases`, "WWB 10.0");
  return s;
}

function readyForAction(state: S, seat: string, id: string): Soldier | Check {
  const s = ofActiveTeam(state, seat, id);
  if (isCheck(s)) return s;
  if (s.acted) return reject("action/already_done", `${s.callSign} has done his action this phase`, "WWB 4.0");
  return s;
}

const done = (state: S, events: GameEvent[]) => ({ state: { ...state, game: checkEnd(state.game) }, events });

/** Direct fire (WWB 8.1): a visible enemy, an attack left in the clip, in range. */
const fire = defineCommand<WwbGame, InitiativeTurn, { soldier: string; target: string; head?: boolean }>({
  schema: z.object({ soldier: soldierId, target: soldierId, head: z.boolean().optional() }).strict(),
  rule: "WWB 8.1", steps: ["fire"],
  validate(state, cmd, ctx) {
    const s = readyForAction(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    const t = soldierById(state.game, cmd.payload.target);
    if (!t || t.side === s.side || !isOnMap(t) || !sideSees(state.game, s.side, t)) return reject("fire/no_target", "no enemy soldier your side sees there", "WWB 8.1 step 1");
    if (!sightOf(state.game, s, t).sees && !state.game.identified[s.side].includes(t.id)) return reject("fire/not_visible", `${t.callSign} is not visible to ${s.callSign}`, "WWB 8.1 step 1, 6.0");
    const card = weaponOf(s);
    if (!card) return reject("fire/no_weapon", `${s.callSign} has no weapon card`, "WWB 2.0");
    const a = useAttack(card, s.ammo, ctx.options);
    if (!a.ok) return reject(a.error.code, a.error.message, a.error.rule);
    const f = shotFigures(state.game, s, t, ctx.options, cmd.payload.head === true);
    if ("refused" in f) return reject("fire/no_shot", f.refused, "WWB 8.1 steps 3-4");
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const t = soldierById(state.game, cmd.payload.target)!;
    const facing = facingToward(s.hex, t.hex);
    const game = withSoldier(state.game, s.id, { acted: true, facing: inFrontArc(s.hex, s.facing, t.hex) ? s.facing : facing });
    const shot = playShot(game, soldierById(game, s.id)!, t, dice, ctx.options, "direct", cmd.payload.head === true, facesOf(ctx.tables));
    return done({ ...state, game: shot.game }, shot.events);
  },
});

/** Set opportunity fire (WWB 8.2 steps 1-2): face the arc to cover; the OPF marker is open information (digest 3.5). */
const opportunity = defineCommand<WwbGame, InitiativeTurn, { soldier: string; facing: number }>({
  schema: z.object({ soldier: soldierId, facing: z.number().int().min(0).max(5) }).strict(),
  rule: "WWB 8.2", steps: ["fire"],
  validate(state, cmd, ctx) {
    const s = readyForAction(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    const card = weaponOf(s);
    if (!card) return reject("fire/no_weapon", `${s.callSign} has no weapon card`, "WWB 2.0");
    const a = useAttack(card, s.ammo, ctx.options);
    if (!a.ok) return reject(a.error.code, a.error.message, a.error.rule);
    return OK;
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const game = withSoldier(state.game, s.id, { acted: true, opf: true, facing: cmd.payload.facing });
    return done({ ...state, game }, [{ type: "wwb/opportunity_set", data: { soldier: s.id, facing: cmd.payload.facing }, ...audienceOf(game, soldierById(game, s.id)!) }]);
  },
});

/**
 * Suppression fire (WWB 8.3): at one MegaHex in his arc, not his own; the die moves right by the card's suppression
 * boxes and the card's suppression die is rolled (the fire chapter's). On success every soldier in that MegaHex,
 * friend or foe, gets a Suppressed marker; an empty MegaHex is held (entering it is the morale chapter's test, not
 * in play yet). The shooter cannot move for the rest of the turn (step 7).
 */
const suppress = defineCommand<WwbGame, InitiativeTurn, { soldier: string; mhx: Hex }>({
  schema: z.object({ soldier: soldierId, mhx: hexSchema }).strict(),
  rule: "WWB 8.3", steps: ["fire"],
  validate(state, cmd, ctx) {
    const s = readyForAction(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    const card = weaponOf(s);
    if (!card) return reject("fire/no_weapon", `${s.callSign} has no weapon card`, "WWB 2.0");
    const a = useSuppressionAttacks(card, s.ammo);
    if (!a.ok) return reject(a.error.code, a.error.message, a.error.rule);
    const grid = state.game.board.megahex;
    const d = suppressionDie(card, { weaponsSkill: s.skills.weapons ?? 0, ownMhx: isInMegahex(grid, s.hex, cmd.payload.mhx), woundPenalty: woundPenalty(s.health, { options: ctx.options }), options: ctx.options });
    if (!d.ok) return reject(d.error.code, d.error.message, d.error.rule);
    const centre = megahexCentre(grid, cmd.payload.mhx);
    if (!onBoard(state.game.board, centre)) return reject("suppress/off_board", "that MegaHex is not on the battlefield", "WWB 8.3 step 3");
    if (!inFrontArc(s.hex, s.facing, centre)) return reject("suppress/out_of_arc", "the target MegaHex must lie in his field of view", "WWB 8.3 step 3");
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const card = weaponOf(s)!;
    const grid = state.game.board.megahex;
    const a = useSuppressionAttacks(card, s.ammo);
    const d = suppressionDie(card, { weaponsSkill: s.skills.weapons ?? 0, ownMhx: false, woundPenalty: woundPenalty(s.health, { options: ctx.options }), options: ctx.options });
    const roll = dice.roll(6);
    const hit = d.ok ? suppressionSucceeds(d.value, roll, { options: ctx.options, faces: facesOf(ctx.tables) }) : { success: false, face: "none", rule: "WWB 8.3 step 6", faces: "" };
    let game = withSoldier(state.game, s.id, { acted: true, pinned: true, suppressing: hit.success ? cmd.payload.mhx : null, ammo: a.ok ? { clips: a.value.clips, box: a.value.box } : s.ammo });
    const inside = game.soldiers.filter((o) => isOnMap(o) && isInMegahex(grid, o.hex, cmd.payload.mhx));
    if (hit.success) {
      for (const o of inside) game = withSoldier(game, o.id, { morale: addStatus(o.morale, "suppressed").morale, opf: false, suppressing: null });
      if (inside.length === 0) game = { ...game, areas: [...game.areas, { mhx: cmd.payload.mhx, by: s.id }] };
    }
    const event: GameEvent = { type: "wwb/suppression_fire", data: { soldier: s.id, mhx: cmd.payload.mhx, die: d.ok ? d.value.die : "none", roll, success: hit.success, faces: hit.faces, suppressed: hit.success ? inside.map((o) => o.id) : [] }, ...audienceOf(game, soldierById(game, s.id)!) };
    const told: GameEvent[] = [event];
    // The side whose men were suppressed learns it even when the shooter is unseen (not who fired).
    if (event.visibleTo && hit.success && inside.some((o) => o.side !== s.side)) told.push({ type: "wwb/suppressed_by_unseen", data: { mhx: cmd.payload.mhx, suppressed: inside.filter((o) => o.side !== s.side).map((o) => o.id) }, visibleTo: [{ side: s.side === "allies" ? "axis" : "allies" }] });
    return done({ ...state, game }, told);
  },
});

/** The spotter as the Spotting Test reads him (his Observation Skill). */
const partyView = (s: Soldier): SpotParty => ({ stance: s.stance, observation: s.skills.observation ?? 0 });

/** A soldier who moved or changed stance hides again: identifications of him lapse (WWB 12.0 Sniper; wwb/spotting_persistence). */
const unidentify = (game: WwbGame, id: string): WwbGame => ({ ...game, identified: { allies: game.identified.allies.filter((x) => x !== id), axis: game.identified.axis.filter((x) => x !== id) } });

/**
 * A Spotting Test (WWB 6.0): at an enemy the spotter can only find by a test (woods edge, kneeling behind 1/2 CL,
 * a building corner, a camouflaged Sniper). The test die's OK or medal identifies him for the spotter's side; a Red
 * skull makes the target open fire on the spotter at once, first. Free once a phase, or the soldier's action (option
 * wwb/spotting_test_cost).
 */
const spotTest = defineCommand<WwbGame, InitiativeTurn, { soldier: string; target: string }>({
  schema: z.object({ soldier: soldierId, target: soldierId }).strict(),
  rule: "WWB 6.0 Spotting Test", steps: ["fire"],
  validate(state, cmd, ctx) {
    const costly = ctx.options["wwb/spotting_test_cost"] === "action";
    const s = costly ? readyForAction(state, cmd.seat, cmd.payload.soldier) : ofActiveTeam(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    if (s.tested) return reject("spot/already_tested", `${s.callSign} has made his Spotting Test this phase`, "WWB 6.0 Spotting Test; option wwb/spotting_test_cost");
    const t = soldierById(state.game, cmd.payload.target);
    if (t && t.side === s.side) return reject("spot/own_side", "a Spotting Test looks for the enemy", "WWB 6.0 Spotting Test");
    // Any other name is accepted alike (an unseen enemy's existence must not leak through a refusal): the test is
    // rolled, and finds him only if he is there to be found by a test.
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const found = soldierById(state.game, cmd.payload.target);
    const t = found && isOnMap(found) && !state.game.identified[s.side].includes(found.id) && sightOf(state.game, s, found, ctx.options).needsTest ? found : undefined;
    const spec = t ? sightOf(state.game, s, t, ctx.options).verdict.test! : spottingTest(partyView(s), { stance: "kneeling" }, { illumination: state.game.illumination, options: ctx.options });
    const faces = facesOf(ctx.tables);
    const rolls = spec.die === "impossible" ? [] : spec.withRed ? [dice.roll(6), dice.roll(6)] : [dice.roll(6)];
    const rolled = resolveSpottingTest(spec, rolls, faces);
    const out = t ? rolled : { ...rolled, identified: false, medal: false, ambush: false };
    let game = withSoldier(state.game, s.id, { tested: true, ...(ctx.options["wwb/spotting_test_cost"] === "action" ? { acted: true } : {}) });
    if (t && out.identified) game = { ...game, identified: { ...game.identified, [s.side]: [...game.identified[s.side], t.id] } };
    const events: GameEvent[] = [{ type: "wwb/spotting_test", data: { soldier: s.id, target: cmd.payload.target, die: spec.die, withRed: spec.withRed, rolls, identified: out.identified, medal: out.medal, ambush: out.ambush, faces: out.faces }, visibleTo: [{ side: s.side }] }];
    // The Red skull: the target fires first at the spotter (WWB 6.0 Spotting Test), if he can.
    const target = t ? soldierById(game, t.id)! : undefined;
    const card = target ? weaponOf(target) : undefined;
    if (target && out.ambush && isReady(target) && card && useAttack(card, target.ammo, ctx.options).ok) {
      const shot = playShot(game, target, soldierById(game, s.id)!, dice, ctx.options, "direct", false, faces);
      game = shot.game;
      events.push(...shot.events);
    }
    return done({ ...state, game }, events);
  },
});

/** Throw a frag grenade at a Hex in range (WWB 8.5 Launch procedure in the open). */
const throwCmd = defineCommand<WwbGame, InitiativeTurn, { soldier: string; to: Hex }>({
  schema: z.object({ soldier: soldierId, to: hexSchema }).strict(),
  rule: "WWB 8.5", steps: ["fire"],
  validate(state, cmd) {
    const s = readyForAction(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    if (!s.equipment.includes("frag")) return reject("grenade/none_left", `${s.callSign} has no frag grenade left`, "WWB 8.5 Grenades");
    if (!onBoard(state.game.board, cmd.payload.to)) return reject("grenade/off_board", "the target Hex is not on the battlefield", "WWB 8.5 step 1");
    const range = throwRange(state.game, s, cmd.payload.to);
    const d = mhxRange(state.game.board.megahex, s.hex, cmd.payload.to, edgePolicyOf(state.options));
    return d <= range ? OK : reject("grenade/out_of_range", `the target is ${d} MHx away; he throws ${range} MHx`, "WWB 8.5 Grenades; 11.0 Strength");
  },
  resolve(state, cmd, dice, ctx) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const r = throwGrenade(state.game, s, cmd.payload.to, dice, ctx.options, facesOf(ctx.tables));
    return done({ ...state, game: r.game }, r.events);
  },
});

/** Reload (WWB 2.0 Round in the Chamber): the die's value drops by 1 and returns to the first box; at 0 no more. */
const reloadCmd = defineCommand<WwbGame, InitiativeTurn, { soldier: string }>({
  schema: z.object({ soldier: soldierId }).strict(),
  rule: "WWB 2.0 Round in the Chamber", steps: ["fire"],
  validate(state, cmd, ctx) {
    const s = readyForAction(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    const card = weaponOf(s);
    if (!card) return reject("fire/no_weapon", `${s.callSign} has no weapon card`, "WWB 2.0");
    if (s.ammo.box === 1 && !s.ammo.needsBoltReload) return reject("reload/full", `${s.callSign}'s clip is full`, "WWB 2.0");
    const r = reloadWeapon(card, s.ammo, ctx.options);
    return r.ok ? OK : reject(r.error.code, r.error.message, r.error.rule);
  },
  resolve(state, cmd, _dice, ctx) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const r = reloadWeapon(weaponOf(s)!, s.ammo, ctx.options);
    const game = withSoldier(state.game, s.id, { acted: true, ammo: r.ok ? r.value : s.ammo });
    return done({ ...state, game }, [{ type: "wwb/reloaded", data: { soldier: s.id }, visibleTo: [{ side: s.side }] }]);
  },
});

/** The Fire/Action phase's free movement (WWB 4.0): one adjacent hex. */
const step = defineCommand<WwbGame, InitiativeTurn, { soldier: string; to: Hex }>({
  schema: z.object({ soldier: soldierId, to: hexSchema }).strict(),
  rule: "WWB 4.0", steps: ["fire"],
  validate(state, cmd) {
    const s = ofActiveTeam(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    if (s.freeUsed) return reject("free/used", `${s.callSign} has used his free movement this phase`, "WWB 4.0");
    const c = stepCost(state.game.board, s.hex, cmd.payload.to);
    if (!c.ok) return reject(c.code, c.reason, c.rule);
    if (c.whole || c.cost > 1) return reject("free/too_costly", "the free movement is 1 Hx; this step costs more", "WWB 4.0, 7.0");
    if (state.game.soldiers.some((o) => isOnMap(o) && sameHex(o.hex, cmd.payload.to))) return reject("move/occupied", "another soldier holds that hex", "WWB 7.0; digest 13.3");
    return OK;
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const facing = directionTo(s.hex, cmd.payload.to) ?? s.facing;
    const game = withSoldier(unidentify(state.game, s.id), s.id, { hex: cmd.payload.to, facing, freeUsed: true });
    return done({ ...state, game }, [{ type: "wwb/stepped", data: { soldier: s.id, to: cmd.payload.to }, ...audienceOf(game, soldierById(game, s.id)!) }]);
  },
});

/**
 * Change stance (WWB 4.0, 7.0 Changing stance): in the Fire/Action phase it is the free movement, one step and never
 * prone to standing; in the Movement phase it is free (the Additional 1 MP rule is not played: moves are whole paths).
 */
const stance = defineCommand<WwbGame, InitiativeTurn, { soldier: string; stance: Stance }>({
  schema: z.object({ soldier: soldierId, stance: stanceSchema }).strict(),
  rule: "WWB 4.0, 7.0 Changing stance", steps: ["fire", "movement"],
  validate(state, cmd) {
    const s = ofActiveTeam(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    if (s.stance === cmd.payload.stance) return reject("stance/unchanged", `${s.callSign} is already ${s.stance}`, "WWB 7.0");
    if (state.turn.step === "fire") {
      if (s.freeUsed) return reject("free/used", `${s.callSign} has used his free movement this phase`, "WWB 4.0");
      if (!isStanceStep(s.stance, cmd.payload.stance)) return reject("stance/not_one_step", "the free change is one step: not prone to standing", "WWB 4.0");
    } else if (s.acted) return reject("action/already_done", `${s.callSign} has moved this phase`, "WWB 7.0");
    return OK;
  },
  resolve(state, cmd) {
    const s = soldierById(state.game, cmd.payload.soldier)!;
    const game = withSoldier(unidentify(state.game, s.id), s.id, { stance: cmd.payload.stance, ...(state.turn.step === "fire" ? { freeUsed: true } : {}) });
    return done({ ...state, game }, [{ type: "wwb/stance", data: { soldier: s.id, stance: cmd.payload.stance }, ...audienceOf(game, soldierById(game, s.id)!) }]);
  },
});

/** Enemy soldiers with opportunity fire who would shoot the mover where he now stands (WWB 8.2 step 3). */
function opportunityFirers(game: WwbGame, mover: Soldier): Soldier[] {
  return game.soldiers.filter((o) => o.side !== mover.side && o.opf && isReady(o) && inFrontArc(o.hex, o.facing, mover.hex) && sightOf(game, o, mover).sees);
}

/**
 * Move (WWB 7.0): run 8, walk 4, stealth 3 along a path of adjacent hexes; facing follows the last step. At every
 * hex an enemy holding opportunity fire who sees him in his arc fires once (WWB 8.2 steps 3-6; the holder's choice
 * to hold fire for a later target is read as "fire at the first", option of the fire chapter); a mover suppressed,
 * wounded out of action or killed stops there (WWB 10.0).
 */
const move = defineCommand<WwbGame, InitiativeTurn, { soldier: string; mode: MoveMode; path: Hex[] }>({
  schema: z.object({ soldier: soldierId, mode: z.enum(MOVE_MODES as unknown as [MoveMode, ...MoveMode[]]), path: z.array(hexSchema).min(1).max(8) }).strict(),
  rule: "WWB 7.0, 8.2", steps: ["movement"],
  validate(state, cmd) {
    const s = readyForAction(state, cmd.seat, cmd.payload.soldier);
    if (isCheck(s)) return s;
    if (s.pinned) return reject("move/pinned", `${s.callSign} fired suppression or assaulted and cannot move this turn`, "WWB 8.3 step 7, 8.4");
    const g = state.game;
    const occupied = (h: Hex) => g.soldiers.some((o) => o.id !== s.id && isOnMap(o) && sameHex(o.hex, h));
    const c = checkMove(g.board, s, cmd.payload.mode, cmd.payload.path, occupied, { woodsRun: true });
    if (!c.ok) return reject(c.code, c.reason, c.rule);
    if (cmd.payload.path.some((h, i) => i < cmd.payload.path.length - 1 && occupied(h))) return reject("move/through_soldier", "the path crosses a hex another soldier holds (engine reading)", "WWB 7.0; digest 13.3");
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const id = cmd.payload.soldier;
    let game = unidentify(state.game, id);
    const events: GameEvent[] = [];
    let at = soldierById(game, id)!.hex;
    for (const to of cmd.payload.path) {
      const facing = directionTo(at, to) ?? soldierById(game, id)!.facing;
      game = withSoldier(game, id, { hex: to, facing, acted: true });
      at = to;
      const mover = soldierById(game, id)!;
      events.push({ type: "wwb/moved", data: { soldier: id, to, mode: cmd.payload.mode }, ...audienceOf(game, mover) });
      for (const o of opportunityFirers(game, mover)) {
        const firer = soldierById(game, o.id)!;
        if (!firer.opf || !isReady(firer)) continue;
        const shot = playShot(game, firer, soldierById(game, id)!, dice, ctx.options, "opportunity", false, facesOf(ctx.tables));
        game = withSoldier(shot.game, o.id, { opf: false });
        events.push(...shot.events);
        if (!isReady(soldierById(game, id)!)) break;
      }
      if (!isReady(soldierById(game, id)!)) break;
    }
    game = withSoldier(game, id, { acted: true });
    return done({ ...state, game }, events);
  },
});

export const WWB_COMMANDS: Readonly<Record<string, CommandSpec<WwbGame, InitiativeTurn>>> = {
  fire, opportunity, suppress, spot: spotTest, throw_grenade: throwCmd, reload: reloadCmd, step, stance, move,
};

