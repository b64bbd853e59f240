import type { ChitTurn, Command, Ruleset } from "@tactica/engine";
import { legalActionsFor, viewFor } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { toNumber } from "@tactica/dice";
import { hexDistance } from "@tactica/hex";
import { fireOdds } from "../fire-setup/fire-odds";
import { boardOf } from "../core/board";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { entrySides, isInArc } from "../core/geometry";
import { findSoldier, otherSide, soldiersAt } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { isAcross } from "../turn/victory";
import { chooseReturn } from "../combat/optional-return-throw";
import { chooseSurrenderCall } from "../optional/optional-surrender";
import { chooseOrderReaction } from "../weapons/optional-orders";
import { bestVehicleShot, vehicleManoeuvre } from "../weapons/vehicles-bot";
import { bestAmmoShot, recoveryFirst } from "./ammo-bot";
import { climbingManoeuvre } from "../movement/climbing-bot";
import { bestMelee } from "./melee-bot";
import type { FirepowerAction, FirepowerBotView } from "../state/bot-view";
export type { FirepowerAction, FirepowerBotView } from "../state/bot-view";


/**
 * Bot settings: `budget` = how many fire evaluations (LOS + exact odds) one decision may make; `shouldStop` = the
 * caller's stop signal (the ai-turn worker's deadline), polled before each evaluation.
 */
export type FirepowerBotOptions = { readonly budget: number; readonly shouldStop?: () => boolean };

type Budget = { left: number; stopped: boolean; readonly shouldStop?: () => boolean };
/** Anytime: once the stop signal fires, no more evaluations; the best found so far stands. */
const isStopped = (b: Budget): boolean => (b.stopped ||= b.shouldStop?.() === true);

type Payload = { soldier?: string; targets?: string[]; mode?: "auto" | "semi"; hex?: string; facing?: number; posture?: string; suppressive?: boolean };
const payloadOf = (c: FirepowerAction): Payload => c.payload as Payload;


/** Expected value of a fire command: expected eliminations plus a little for Suppressing or Stunning (exact odds) [6.3.6]. */
function fireValue(state: FirepowerBotView, c: FirepowerAction): number {
  const p = payloadOf(c);
  const firer = p.soldier ? findSoldier(state.game, p.soldier) : undefined;
  if (!firer) return 0;
  const board = boardOf(state.game);
  const targets = c.type === "fire"
    ? (p.targets ?? []).map((id) => findSoldier(state.game, id)).filter((t): t is Soldier => t !== undefined)
    : (() => { const hex = p.hex ? board.hexOf(p.hex) : undefined; return hex ? soldiersAt(state.game, hex) : []; })();
  // Never throw a grenade where it could catch a friend (the blast reaches 2 hexes) [6.3.6.3.2.2].
  if (c.type === "throw_grenade" && state.game.soldiers.some((f) => !f.eliminated && f.side === firer.side && targets[0] && hexDistance(f.hex, targets[0].hex) <= 2)) return 0;
  let value = 0;
  for (const t of targets) {
    if (t.side === firer.side) return 0;
    const los = losFrom(board, state.game, firer, toViewpoint(t), state.options);
    if (!los) continue;
    const odds = fireOdds(toFireSituation(board, state.game, firer, t, c.type === "fire" ? (p.mode ?? (firer.weapon === "PST" ? "semi" : "auto")) : "throw", 0, state.options, los));
    if (!odds.ok) continue;
    const o = odds.value.outcomes;
    // 12.6.3: suppressive fire makes no hits; a target it can reach is Suppressed (worth what a Suppression is).
    if (p.suppressive) value += 0.1 * (1 - toNumber(o.get("no effect") ?? { num: 0n, den: 1n }));
    else value += toNumber(o.get("eliminated") ?? { num: 0n, den: 1n }) + 0.2 * toNumber(o.get("stunned") ?? { num: 0n, den: 1n }) + 0.1 * toNumber(o.get("suppressed") ?? { num: 0n, den: 1n });
  }
  return value;
}

/** Best-valued command among `options` within the remaining budget; ties go to the first listed. */
function best(state: FirepowerBotView, options: readonly FirepowerAction[], budget: Budget): { cmd?: FirepowerAction; value: number } {
  let top: { cmd?: FirepowerAction; value: number } = { value: 0 };
  for (const c of options) {
    if (budget.left <= 0 || isStopped(budget)) break;
    budget.left -= 1;
    const v = fireValue(state, c);
    if (v > top.value) top = { cmd: c, value: v };
  }
  return top;
}

const nearestEnemy = (state: FirepowerBotView, s: Soldier) =>
  state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side).sort((a, b) => hexDistance(a.hex, s.hex) - hexDistance(b.hex, s.hex))[0];

/** A manoeuvre for one soldier: face the nearest enemy, advance while not yet across, else go Prone after firing. */
function manoeuvre(state: FirepowerBotView, s: Soldier, legal: readonly FirepowerAction[]): FirepowerAction | undefined {
  const mine = legal.filter((c) => payloadOf(c).soldier === s.id);
  const enemy = nearestEnemy(state, s);
  const climb = state.game.rules === "advanced" ? climbingManoeuvre(s, mine, enemy) : undefined; // 10.4, 11.1.11 (climbing-bot.ts)
  if (climb) return climb;
  if (enemy && !isInArc(s.hex, s.facing, enemy.hex)) {
    const d = entrySides(enemy.hex, s.hex)[0];
    const face = mine.find((c) => c.type === "change_facing" && payloadOf(c).facing === (d ?? 0) + 1);
    if (face) return face;
  }
  if (!isAcross(s, state.game.victory.opposite[s.side]) && !s.combatUsed && s.posture === "stand") {
    const move = mine.find((c) => c.type === "move");
    if (move) return move;
  }
  if (s.combatUsed && s.posture === "stand" && enemy) return mine.find((c) => c.type === "change_posture" && payloadOf(c).posture === "prone");
  return undefined;
}

/**
 * The Firepower bot: always legal (it picks from `legalActionsFor`), seeded (its own dice only break ties it
 * cannot otherwise order, so it never touches the match stream) and time-limited by an iteration budget.
 * It decides from the seat's view only (`chooseFirepowerCommandFromView`).
 */
export function chooseFirepowerCommand<Sc>(
  ruleset: Ruleset<FirepowerGame, ChitTurn, Sc>, state: FirepowerState, seat: string, _dice: DiceSource, options: FirepowerBotOptions,
): Command | undefined {
  const seen = viewFor(ruleset, state, seat);
  return chooseFirepowerCommandFromView({ game: seen.game as FirepowerGame, step: seen.step, options: seen.options }, seat, legalActionsFor(ruleset, state, seat), options);
}

/**
 * The bot's choice from what a seat may see: its view and its legal actions (as the API's `match { view }` and
 * `legalActions` give them). It starts the Impulse whose stack has the best exact-odds shot, fires the best shot
 * or throw by expected eliminations (LOS and odds from the rules), else faces the nearest enemy, advances, or
 * goes Prone. `legal` must be the seat's legal actions now; the choice is one of them (or undefined if none).
 */
export function chooseFirepowerCommandFromView(state: FirepowerBotView, seat: string, legal: readonly FirepowerAction[], options: FirepowerBotOptions): Command | undefined {
  const chosen = chooseAction(state, seat, legal, options);
  return chosen ? { type: chosen.type, seat, payload: chosen.payload } : undefined;
}

function chooseAction(state: FirepowerBotView, seat: string, legal: readonly FirepowerAction[], options: FirepowerBotOptions): FirepowerAction | undefined {
  if (legal.length === 0) return undefined;
  // 16.1: a fused grenade waits for this side's return-throw decision.
  const reaction = chooseReturn(state.game, legal) ?? chooseOrderReaction(legal, (c) => fireValue(state, { type: "fire", payload: c.payload }));
  if (reaction) return reaction;
  // Set-up [2.4]: roll for the order, then keep the scenario's placement.
  const setup = legal.find((c) => c.type === "setup_roll" || c.type === "end_setup");
  if (setup) return setup;
  const draw = legal.find((c) => c.type === "turn/draw_chit");
  if (draw) return draw;
  const budget: Budget = { left: options.budget, stopped: false, ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}) };
  if (state.step === "impulse_phase") {
    const starts = legal.filter((c) => c.type === "turn/start_impulse");
    const board = boardOf(state.game);
    let pick: FirepowerAction | undefined = starts[0];
    let top = 0;
    for (const c of starts) {
      const hex = board.hexOf(String((c.payload as { hex?: unknown }).hex));
      const stack = hex ? soldiersAt(state.game, hex).filter((s) => s.side === seat) : [];
      const shots: Command[] = stack.flatMap((s) => state.game.soldiers
        .filter((e) => !e.eliminated && e.side === otherSide(s.side))
        .map((e) => ({ type: "fire", seat, payload: { soldier: s.id, targets: [e.id] } })));
      const b = best(state, shots.filter((f) => {
        const firer = findSoldier(state.game, payloadOf(f).soldier ?? "");
        const target = findSoldier(state.game, payloadOf(f).targets?.[0] ?? "");
        return firer && target && isInArc(firer.hex, firer.facing, target.hex);
      }), budget);
      if (b.value > top) { top = b.value; pick = c; }
    }
    return pick ?? legal.find((c) => c.type === "turn/end_impulse_phase");
  }
  if (state.step === "impulse") {
    // 10.2: men of an off-map Impulse step onto the map first (the squad enters together, map-entry.ts).
    const entry = legal.find((c) => c.type === "enter_map");
    if (entry) return entry;
    // Option 19 and crewed weapons: the best vehicle or crew shot, valued from the rules' own checks (vehicles-bot.ts).
    const heavyLegal = legal.some((c) => c.type === "vehicle_fire" || c.type === "fire_crewed");
    const heavy = heavyLegal && !isStopped(budget) ? bestVehicleShot(state, seat, legal, budget.left) : { value: 0, used: 0 };
    budget.left -= heavy.used;
    const shot = best(state, legal.filter((c) => c.type === "fire" || c.type === "throw_grenade"), budget);
    // 23.1.5: a knocked-down wounded man rolls to recover first; 12.3: an A, C or H round that beats the shot (ammo-bot.ts).
    const recover = recoveryFirst(legal);
    if (recover) return recover;
    const ammo = bestAmmoShot(state, seat, legal, Math.max(0, budget.left));
    budget.left -= ammo.used;
    if (ammo.cmd && ammo.value >= 0.15 && ammo.value > shot.value && ammo.value > heavy.value) return ammo.cmd;
    if (heavy.cmd && heavy.value >= 0.15 && heavy.value > shot.value) return heavy.cmd;
    // 6.5, 13: a melee won at least half the time that beats the best shot (exact odds, melee-bot.ts).
    const melee = bestMelee(state, seat, legal);
    if (melee.cmd && melee.value >= 0.15 && melee.value > shot.value) return melee.cmd;
    if (shot.cmd && shot.value >= 0.15) return shot.cmd;
    // 25.2: a surrender call the bot expects to work at least half the time.
    const call = chooseSurrenderCall(state.game, legal);
    if (call) return call;
    for (const id of state.game.impulse?.soldiers ?? []) {
      const s = findSoldier(state.game, id);
      const move = s && !s.eliminated ? manoeuvre(state, s, legal) : undefined;
      if (move) return move;
    }
    const drive = vehicleManoeuvre(state, seat, legal);
    if (drive) return drive;
    // 16.5: an idle soldier writes a Tracking order on an enemy in sight before the Impulse ends.
    return legal.find((c) => c.type === "write_order" && (c.payload as { kind?: string }).kind === "tracking") ?? legal.find((c) => c.type === "turn/end_impulse");
  }
  return undefined;
}
