import type { Check, ChitTurn, Command, TurnGuard } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { z } from "zod";
import { POSTURES } from "../tables/basic-mf-chart";
import { boardOf } from "../core/board";
import { mineCandidates } from "../combat/mines";
import { tunnelPlaceCandidates } from "../works/tunnels";
import { obstacleAt } from "../works/obstacles";
import { findSoldier, otherSide, updateSoldier } from "../core/soldiers";
import { withGarrisonPlaced } from "../works/bunkers";
import type { FirepowerGame, FirepowerState, MineType, OppositeHalf, SetupState, Side } from "../state/types";
import { checkCraterSetup } from "../blasts/craters";
import { deckAfterPlacing } from "../blasts/bridges";

const RULE = "Firepower 2.4";
/** Re-rolls of a tied set-up roll before the engine gives up (a tie 50 times running is a broken dice stream). */
const MAX_TIE_ROLLS = 50;

/** Whether the match is still in its set-up phase (no chit may be drawn yet) [2.4]. */
export function isSettingUp(game: FirepowerGame): boolean {
  return game.setup !== undefined && game.setup.step !== "done";
}

/** Whether a hex (axial q) lies in a side's set-up area. */
export function inArea(q: number, area: OppositeHalf): boolean {
  return (area.qAtLeast === undefined || q >= area.qAtLeast) && (area.qAtMost === undefined || q <= area.qAtMost);
}

/** The set-up state a scenario starts with: a roll for order [2.4], or the scenario's fixed first side. */
export function initialSetup(setup: { areas: Readonly<Record<Side, OppositeHalf>>; first: "roll" | Side; mines?: Readonly<Record<Side, number>>; mineTypes?: readonly MineType[] | undefined }): SetupState {
  const base: SetupState = setup.first === "roll" ? { step: "roll", order: [], areas: setup.areas } : { step: "place", order: [setup.first, otherSide(setup.first)], areas: setup.areas };
  return setup.mines ? { ...base, mines: setup.mines, ...(setup.mineTypes ? { mineTypes: setup.mineTypes } : {}) } : base;
}

/** Whether `seat` is the side setting up now (the set-up phase on, its roll made) [2.4]. */
export const placingSide = (game: FirepowerGame, seat: string): Check => {
  if (!isSettingUp(game)) return reject("setup/over", "the set-up phase is over", RULE);
  if (game.setup?.step !== "place") return reject("setup/roll_first", "roll for the set-up order first", RULE);
  return game.setup.order[0] === seat ? OK : reject("setup/not_your_turn", "the other side sets up now (the low roll sets up first)", RULE);
};

/** `setup_roll`: both sides roll the die, ties re-rolled; the low roll sets up first [2.4]. */
export const setupRollCommand = defineCommand<FirepowerGame, ChitTurn, Record<string, never>>({
  schema: z.object({}).strict(),
  rule: RULE,
  steps: ["draw"],
  actor: "any",
  validate: (state) => (state.game.setup?.step === "roll" ? OK : reject("setup/no_roll", "there is no set-up roll to make now", RULE)),
  resolve(state, _cmd, dice) {
    const rolls: { A: number; B: number }[] = [];
    for (let i = 0; i < MAX_TIE_ROLLS; i += 1) {
      const r = { A: dice.roll(10), B: dice.roll(10) };
      rolls.push(r);
      if (r.A !== r.B) break;
    }
    const last = rolls[rolls.length - 1];
    if (!last || last.A === last.B) throw new Error("setup_roll: the dice tied every time");
    const first: Side = last.A < last.B ? "A" : "B";
    const setup = state.game.setup;
    if (!setup) throw new Error("setup_roll: resolve without a set-up phase");
    const game: FirepowerGame = { ...state.game, setup: { ...setup, step: "place", order: [first, otherSide(first)] } };
    return { state: { ...state, game }, events: [{ type: "setup/rolled", data: { rolls, first } }] };
  },
});

const placePayload = z.object({
  soldier: z.string().min(1),
  hex: z.string().min(1),
  facing: z.number().int().min(1).max(6).optional(),
  posture: z.enum(POSTURES).optional(),
}).strict();

function checkPlace(state: FirepowerState, seat: string, p: z.infer<typeof placePayload>): Check {
  const turn = placingSide(state.game, seat);
  if (!turn.ok) return turn;
  const s = findSoldier(state.game, p.soldier);
  if (!s) return reject("soldier/unknown", `no soldier ${p.soldier}`, RULE);
  if (s.side !== seat) return reject("soldier/not_yours", `${p.soldier} belongs to side ${s.side}`, RULE);
  // Option 19: crewmen and passengers set up aboard their vehicle, where the scenario puts it.
  if (s.riding) return reject("setup/aboard_vehicle", `${p.soldier} sets up aboard vehicle ${s.riding.vehicle}`, "Firepower 19.1.9");
  const hex = boardOf(state.game).hexOf(p.hex);
  if (!hex) return reject("setup/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  if (s.storey && !boardOf(state.game).storeysOf(hex).includes(s.storey)) return reject("setup/no_storey", `${p.hex} has no storey ${s.storey} for ${p.soldier}`, "Firepower 8.2.1");
  const crater = checkCraterSetup(state.game, s, hex, p.hex); // 8.7 (craters.ts)
  if (!crater.ok) return crater;
  const wire = obstacleAt(state.game, hex);
  if (wire?.type === "wire" || wire?.type === "double_wire") return reject("setup/wire", `no soldier may set up in the wire at ${p.hex}`, "Firepower 8.8.3");
  const area = state.game.setup?.areas[s.side];
  // 4.8: any number of soldiers may share a hex, so only the area limits where they go.
  return area && inArea(hex.q, area) ? OK : reject("setup/outside_area", `${p.hex} is outside side ${s.side}'s set-up area`, RULE);
}

/** `place_soldier`: the side setting up puts one of its soldiers in a hex of its area, with a facing and posture [2.4, 4.3]. */
export const placeSoldierCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof placePayload>>({
  schema: placePayload,
  rule: RULE,
  steps: ["draw"],
  actor: "any",
  validate: (state, cmd) => checkPlace(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const p = cmd.payload;
    const s = findSoldier(state.game, p.soldier);
    const hex = boardOf(state.game).hexOf(p.hex);
    if (!s || !hex) throw new Error("place_soldier: resolve after a failed check");
    const posture = p.posture ?? s.posture;
    const placed = updateSoldier(state.game, s.id, { hex, facing: p.facing ?? s.facing, posture });
    const decked = { ...placed, soldiers: placed.soldiers.map((x) => (x.id === s.id ? deckAfterPlacing(placed, x, hex) : x)) }; // 8.9: a deck man stays on a deck only in a bridge hex (bridges.ts)
    const game = withGarrisonPlaced(decked, s.id); // 8.8.1 (bunkers.ts)
    return { state: { ...state, game }, events: [{ type: "setup/placed", data: { soldier: s.id, hex: p.hex, facing: p.facing ?? s.facing, posture } }] };
  },
});

/** `end_setup`: the side setting up is done; the other side sets up next, and after both play begins [2.4]. */
export const endSetupCommand = defineCommand<FirepowerGame, ChitTurn, Record<string, never>>({
  schema: z.object({}).strict(),
  rule: RULE,
  steps: ["draw"],
  actor: "any",
  validate: (state, cmd) => placingSide(state.game, cmd.seat),
  resolve(state, cmd) {
    const setup = state.game.setup;
    if (!setup) throw new Error("end_setup: resolve without a set-up phase");
    const order = setup.order.slice(1);
    const game: FirepowerGame = { ...state.game, setup: { ...setup, order, step: order.length === 0 ? "done" : "place" } };
    return { state: { ...state, game }, events: [{ type: "setup/ended", data: { side: cmd.seat, next: order[0] ?? null } }] };
  },
});

/** The sides that may act in the set-up phase: both for the roll, then the side setting up [2.4]; none once it is done. */
export function setupActors(game: FirepowerGame): readonly Side[] {
  const setup = game.setup;
  if (!setup || setup.step === "done") return [];
  return setup.step === "roll" ? ["A", "B"] : setup.order.slice(0, 1);
}

/** Candidate set-up commands for a seat: the roll, or (for the side setting up) placements and end_setup. */
export function setupCandidates(state: FirepowerState, seat: string): Command[] {
  const setup = state.game.setup;
  if (!setup || setup.step === "done") return [];
  if (setup.step === "roll") return [{ type: "setup_roll", seat, payload: {} }];
  if (setup.order[0] !== seat) return [];
  const board = boardOf(state.game);
  const area = setup.areas[seat as Side];
  const hexes: string[] = [];
  for (let c = 0; c < board.map.cellCount; c += 1) {
    const hex = { q: board.map.qOf(c), r: board.map.rOf(c) };
    if (board.has(hex) && area && inArea(hex.q, area)) hexes.push(board.idOf(hex));
  }
  const out: Command[] = [{ type: "end_setup", seat, payload: {} }, ...mineCandidates(state, seat), ...tunnelPlaceCandidates(state, seat)]; // 8.8.9, 8.8.8
  for (const s of state.game.soldiers) {
    if (s.side !== seat) continue;
    for (const hex of hexes) out.push({ type: "place_soldier", seat, payload: { soldier: s.id, hex } });
    for (let facing = 1; facing <= 6; facing += 1) if (facing !== s.facing) out.push({ type: "place_soldier", seat, payload: { soldier: s.id, hex: board.idOf(s.hex), facing } });
  }
  return out;
}

/** The set-up phase comes before the chit draws: no chit is drawn until both sides have set up [2.4, 3]. */
export const SETUP_TURN_GUARD: TurnGuard<ChitTurn, FirepowerGame> = {
  name: "setup-first",
  rule: RULE,
  only: ["turn/draw_chit"],
  check: (_t, _cmd, ctx) => (isSettingUp(ctx.game) ? reject("setup/not_done", "play begins after both sides have set up", RULE) : OK),
};
