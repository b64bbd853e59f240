// Firepower 11.1.11 climbing (Advanced Game): `climb_up` and `climb_down` one height at a time (1 MF per height, 2 for
// walls, fences and roadblocks; started Standing), the Up posture with its height unit (10.5.1) meanwhile, and
// `climb_over` the top of a hexside (11.1.11.2: "if a hexside is climbed, MF must be expended to enter the new hex to
// complete the climb"): onto the higher hex or a roof, over a fence or wall to climb down its far side, or over an
// edge to climb down a cliff or an outside wall. A climber on a hexside is kept in the lower hex (the hex he climbs
// from going up, the hex he climbs into going down), so his LOS, and fire at him, start from the hex beside the
// height he clings to. The works `climb` (foxholes, trenches) stays in works.ts.
import type { Check, ChitTurn, Command, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { z } from "zod";
import { boardOf } from "../core/board";
import type { Board } from "../core/board";
import { hexAhead } from "../core/geometry";
import { detonateMinesAt } from "./mines";
import { burnOnEntry } from "../fire-setup/fires";
import { feetOf, groundOf, HEAD_ABOVE_FEET, kitMfReduction, mfPerHeight, needsFreeKit, roofLevelOf, isOnRoof, sideHold, treeHold, CLIMBED_FEATURES, unitHold } from "../works/climbing-terrain";
import { insideWallHold, treeHeightOf } from "../fire-setup/climbing-more";
import { actionCost, checkActor, maxNewHexes, nonCombatMfLeft, soldiersAt, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier, UpState } from "../state/types";
import { TREE_CLIMB_LIMIT } from "../options/rule-options";
export { TREE_CLIMB_LIMIT } from "../options/rule-options";

const RULE = "Firepower 11.1.11";
type Ctx = Pick<CommandContext, "options" | "tables">;

const upPayload = z.object({ soldier: z.string().min(1), on: z.enum(["tree", "side", "unit"]).optional() }).strict();
const soldierPayload = z.object({ soldier: z.string().min(1) }).strict();

function checkClimber(state: FirepowerState, seat: string, id: string): Check & { soldier?: Soldier } {
  if (state.game.rules !== "advanced") return reject("climb/advanced_only", "climbing is an Advanced Game action", RULE);
  const actor = checkActor(state, seat, id);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.riding) return reject("vehicle/dismount_first", `${s.id} rides vehicle ${s.riding.vehicle}: dismount first`, "Firepower 19.1.16");
  if (s.inWorks) return reject("climb/in_works", "a soldier in a foxhole or trench climbs out with `climb` first", "Firepower 8.8.2, 11.1.11");
  if (s.inFortification) return reject("climb/inside_unit", `he is inside the ${s.inFortification}: leave it first`, "Firepower 8.8.4, 11.1.11");
  return { ...OK, soldier: s };
}

function costCheck(s: Soldier, cost: number): Check {
  return cost > nonCombatMfLeft(s) ? reject("move/no_mf", `climbing one height here costs ${cost} MF`, RULE) : OK;
}

/** 11.1.11.1 with option firepower/tree_climb_limit: someone already holds his place up this tree. */
function treeTaken(game: FirepowerGame, s: Soldier, options: Readonly<Record<string, string>>): Check {
  const up = soldiersAt(game, s.hex).filter((o) => o.id !== s.id && o.up?.hold === "tree");
  if (options[TREE_CLIMB_LIMIT.id] === "position") {
    const p = s.treePosition;
    if (!p) return reject("climb/tree_position", "take a tree position first: one soldier per tree side may be up a tree", "Firepower 11.1.11.1, 10.4.4");
    return up.some((o) => o.treePosition?.kind === p.kind && o.treePosition.dir === p.dir)
      ? reject("climb/tree_full", "another soldier is already up the tree on that side", "Firepower 11.1.11.1") : OK;
  }
  return up.some((o) => o.side === s.side) ? reject("climb/tree_full", "no more than one soldier per side may be up a single tree", "Firepower 11.1.11.1") : OK;
}

function checkUp(state: FirepowerState, seat: string, p: z.infer<typeof upPayload>, ctx: Ctx): Check & { soldier?: Soldier; up?: UpState; cost?: number } {
  const c = checkClimber(state, seat, p.soldier);
  if (!c.ok || !c.soldier) return c;
  const s = c.soldier, board = boardOf(state.game);
  const tree = treeHeightOf(state.game).height; // 8.2.2: the scenario's tree height, else the placeholder 6
  const side = sideHold(board, s) ?? insideWallHold(state.game, board, s); // 11.1.11.2: an inside wall under a destroyed roof (climbing-more.ts)
  let hold = s.up;
  if (!hold) {
    if (s.posture !== "stand") return reject("climb/stand_to_climb", "to start climbing a soldier must be Standing", RULE);
    hold = p.on === "tree" ? treeHold(board, s, tree) : p.on === "side" ? side : p.on === "unit" ? unitHold(state.game, s, ctx.tables)
      : (side ?? treeHold(board, s, tree) ?? unitHold(state.game, s, ctx.tables));
    if (!hold) return reject("climb/nothing", p.on === "tree" ? "there is no tree to climb in his hex" : p.on === "unit" ? "there is no bunker or pillbox in his hex to climb on top of" : "nothing to climb on the hexside he faces (a height hexside up, a fence, wall or roadblock, or a building's outside wall)", RULE);
    if (hold.hold === "tree") { const taken = treeTaken(state.game, s, ctx.options); if (!taken.ok) return taken; }
  } else if (p.on && p.on !== (hold.hold === "tree" || hold.hold === "unit" ? hold.hold : "side")) {
    return reject("climb/other_hold", `he is climbing a ${hold.hold}: climb down first`, RULE);
  }
  if (feetOf(s) + 1 > hold.top) return reject("climb/at_top", hold.hold === "tree" ? `a tree ${tree} heights high is climbed to a head height of ${tree - 2}` : "his feet are at the top: climb over it or down", "Firepower 11.1.11.1, 11.1.11.2");
  if (needsFreeKit(hold) && kitMfReduction(s) > 0) return reject("climb/kit", "trees, walls and fences are climbed only by soldiers whose weapons and equipment reduce no MF", RULE);
  const cost = mfPerHeight(hold);
  const mf = costCheck(s, cost);
  if (!mf.ok) return mf;
  return { ...OK, soldier: s, up: { ...hold, height: feetOf(s) + 1 + HEAD_ABOVE_FEET }, cost };
}

function checkDown(state: FirepowerState, seat: string, p: z.infer<typeof soldierPayload>): Check & { soldier?: Soldier; up?: UpState; cost?: number } {
  const c = checkClimber(state, seat, p.soldier);
  if (!c.ok || !c.soldier) return c;
  const s = c.soldier;
  if (!s.up) return reject("climb/not_up", "he is not climbing: to climb down a cliff or an outside wall, climb over its edge first", RULE);
  const cost = mfPerHeight(s.up);
  const mf = costCheck(s, cost);
  if (!mf.ok) return mf;
  return { ...OK, soldier: s, up: { ...s.up, height: s.up.height - 1 }, cost };
}

/** Where climbing over the hexside he faces puts him: the new hex, his storey there (a roof) or his Up state. */
type Over = { readonly to: Hex; readonly storey?: number; readonly up?: UpState };

function overTarget(board: Board, s: Soldier): Check & { over?: Over } {
  const dir = s.up?.side ?? s.facing;
  const to = hexAhead(s.hex, dir);
  if (!board.has(to)) return reject("move/off_map", "no hex beyond that hexside", "Firepower 4.9");
  const feetAbs = (s.storey ? (board.floorOf(s.hex, s.storey) ?? 0) : groundOf(board, s.hex)) + feetOf(s);
  const back = ((dir + 2) % 6) + 1;
  if (board.storeysOf(to).length > 0) {
    const roof = roofLevelOf(board, to);
    if (!roof || roof.floor !== feetAbs) return reject("climb/no_roof", "there is no roof at his feet's height beyond: a roof is reached only by climbing an outside wall to it", "Firepower 11.1.11.2");
    return { ...OK, over: { to, storey: roof.storey } };
  }
  const feet = feetAbs - groundOf(board, to);
  if (feet < 0) return reject("climb/not_at_top", "the hex beyond is higher than his feet: climb on", "Firepower 11.1.11.2");
  if (feet === 0) return { ...OK, over: { to } };
  const hold = s.up?.hold === "fence" ? "fence" : isOnRoof(board, s) || s.up?.hold === "building" ? "building" : "hexside";
  return { ...OK, over: { to, up: { height: feet + HEAD_ABOVE_FEET, hold, side: back, top: feet } } };
}

function checkOver(state: FirepowerState, seat: string, p: z.infer<typeof soldierPayload>, ctx: Ctx): Check & { soldier?: Soldier; over?: Over; cost?: number } {
  const c = checkClimber(state, seat, p.soldier);
  if (!c.ok || !c.soldier) return c;
  const s = c.soldier, board = boardOf(state.game);
  if (s.up?.hold === "tree" || s.up?.hold === "unit") return reject("climb/tree", `a ${s.up.hold === "tree" ? "tree" : "bunker or pillbox"} is climbed down, not over`, RULE);
  if (s.up && feetOf(s) !== s.up.top) return reject("climb/not_at_top", "his feet are not at the top yet: climb on", "Firepower 11.1.11.2");
  if (!s.up) {
    if (s.posture !== "stand") return reject("climb/stand_to_climb", "to start climbing a soldier must be Standing", RULE);
    if ((s.storey ?? 0) !== 0 && !isOnRoof(board, s)) return reject("climb/inside", "from inside a building a soldier leaves by the stairs, doors or windows", "Firepower 11.1.8, 11.1.11.2");
    if (board.sideFeatureHeights(s.hex, s.facing - 1).some((f) => CLIMBED_FEATURES.has(f.type))) return reject("climb/fence_first", "climb the fence or wall on that hexside up first", RULE);
    if (s.storey && board.levelSide(s.hex, s.facing - 1, s.storey)) return reject("climb/parapet", "a wall stands on that side of the roof", "Firepower 11.1.11.2");
  }
  const t = overTarget(board, s);
  if (!t.ok || !t.over) return t;
  if (!s.up && t.over.up === undefined) return reject("climb/nothing", "the hex beyond is not lower: walk, or climb the hexside", RULE);
  if (soldiersAt(state.game, t.over.to).some((o) => o.side !== s.side && o.prisonerOf === undefined)) return reject("move/enemy_hex", "enter an enemy hex only by melee", "Firepower 6.2.1");
  if (s.hexesEntered >= maxNewHexes(s)) return reject("move/leader_hexes", `a soldier with 5 MF enters at most ${maxNewHexes(s)} new hexes per Impulse`, "Firepower 11.1");
  // 11.1.11: Up soldiers expend MF using the Stand column; the new hex's entry completes the climb.
  const cost = actionCost(ctx.tables, ctx.options, "enter_hex", { ...s, posture: "stand" }) ?? 1;
  const mf = costCheck(s, cost);
  if (!mf.ok) return reject("move/no_mf", `entering the hex beyond costs ${cost} MF`, "Firepower 11.1.11.2");
  return { ...OK, soldier: s, over: t.over, cost };
}

/** The soldier with his new Up state (or none: feet back on the ground). */
function withUp(s: Soldier, up: UpState | undefined): Soldier {
  const { up: _old, ...rest } = s;
  return up && up.height > HEAD_ABOVE_FEET ? { ...rest, up } : rest;
}

function replace(game: FirepowerGame, s: Soldier): FirepowerGame {
  return { ...game, soldiers: game.soldiers.map((x) => (x.id === s.id ? s : x)) };
}

function climbEvent(board: Board, s: Soldier, mf: number, dir: "up" | "down", game: FirepowerGame): GameEvent {
  const up = s.up;
  const tree = treeHeightOf(game);
  return {
    type: "climb/height", data: {
      soldier: s.id, hex: board.idOf(s.hex), direction: dir, mf, up: up !== undefined, ...(up ? { height: up.height, hold: up.hold, top: up.top } : {}),
      ...(up?.hold === "tree" ? { treeHeight: tree.height, provenance: tree.provenance, ...(tree.provenance === "placeholder" ? { note: "tree height: the scenario gives tree heights (8.2.2); the default is a placeholder" } : {}) } : {}),
      ...(up?.hold === "unit" ? { provenance: "placeholder", note: "the bunker's or pillbox's height is a placeholder (firepower/fortification_top_height)" } : {}),
      rule: up?.hold === "tree" ? "Firepower 10.5.1, 11.1.11, 11.1.11.1" : up?.hold === "unit" ? "Firepower 8.8.4, 10.5.1, 11.1.11" : "Firepower 10.5.1, 11.1.11",
    },
  };
}

/** `climb_up`: one height up a tree (`on: "tree"`), the hexside he faces (`on: "side"`) or his hex's bunker or pillbox (`on: "unit"`, 8.8.4), or on up what he climbs [11.1.11]. */
export const climbUpCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof upPayload>>({
  schema: upPayload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkUp(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkUp(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.up || c.cost === undefined) throw new Error("climb_up: resolve after a failed check");
    const s = withUp({ ...c.soldier, ...spendNonCombat(c.soldier, c.cost), running: false }, c.up);
    return { state: { ...state, game: replace(state.game, s) }, events: [climbEvent(boardOf(state.game), s, c.cost, "up", state.game)] };
  },
});

/** `climb_down`: one height down what he climbs; feet on the ground end the climb, Standing [11.1.11, 11.1.11.2]. */
export const climbDownCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof soldierPayload>>({
  schema: soldierPayload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd) => checkDown(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkDown(state, cmd.seat, cmd.payload);
    if (!c.soldier || !c.up || c.cost === undefined) throw new Error("climb_down: resolve after a failed check");
    const s = withUp({ ...c.soldier, ...spendNonCombat(c.soldier, c.cost) }, c.up);
    return { state: { ...state, game: replace(state.game, s) }, events: [climbEvent(boardOf(state.game), s, c.cost, "down", state.game)] };
  },
});

/** `climb_over`: over the top of the hexside into the hex beyond, paying its entry [11.1.11.2]. */
export const climbOverCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof soldierPayload>>({
  schema: soldierPayload,
  rule: "Firepower 11.1.11.2",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkOver(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkOver(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.over || c.cost === undefined) throw new Error("climb_over: resolve after a failed check");
    const board = boardOf(state.game), o = c.over;
    const { storey: _st, ...base } = { ...c.soldier, ...spendNonCombat(c.soldier, c.cost), hex: o.to, facing: c.soldier.up?.side ?? c.soldier.facing, hexesEntered: c.soldier.hexesEntered + 1, running: false };
    const s = withUp(o.storey ? { ...base, storey: o.storey } : base, o.up);
    // 12.4.4: a mine goes off as he enters; Option 21.3: a Fire there attacks him (as for `move`).
    const mined = detonateMinesAt(replace(state.game, s), o.to, dice, ctx, "soldier");
    const burned = burnOnEntry(board, mined.game, s.id, dice, ctx);
    const events: GameEvent[] = [{ type: "climb/over", data: { soldier: s.id, hex: board.idOf(o.to), mf: c.cost, ...(o.storey !== undefined ? { roof: true, storey: o.storey } : {}), up: s.up !== undefined, ...(s.up ? { height: s.up.height, hold: s.up.hold } : {}), rule: "Firepower 11.1.11.2" } }];
    return { state: { ...state, game: burned.game }, events: [...events, ...mined.events, ...burned.events] };
  },
});

/** The climbing commands, by type. */
export const CLIMB_COMMANDS = { climb_up: climbUpCommand, climb_down: climbDownCommand, climb_over: climbOverCommand } as const;

/** Candidate climbs of an Impulse soldier in the Advanced Game (the framework keeps the legal ones). */
export function climbingCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced") return [];
  const seat = s.side, payload = { soldier: s.id };
  const ups = s.up ? [{ type: "climb_up", seat, payload }] : (["tree", "side", "unit"] as const).map((on) => ({ type: "climb_up", seat, payload: { soldier: s.id, on } }));
  return [...ups, { type: "climb_down", seat, payload }, { type: "climb_over", seat, payload }];
}
