// Option 15.1 jumping: a Standing or Crouching soldier jumps down into the adjacent hex he faces for 1 MF; the injury
// roll d10 + 2 per height jumped (from his feet) eliminates on 16+ and Stuns on 10-15 (15.1.1); each soldier he lands
// on rolls on the JUMP IMPACT TABLE (15.1.2, missing: placeholder cells); then a normal melee if both sides remain
// (15.1.3). From the Up posture (climbing.ts) he may jump into his own hex or the faced one, from his feet's height;
// from a building storey through an open door, window or breach on the faced hexside, or off a roof's edge (helper 3).
import type { Check, ChitTurn, Command, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { MELEE_HIT_NUMBER } from "../tables/melee-modifiers";
import { JUMP_IMPACT } from "../tables/optional-rule-tables";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { storeyOf } from "../works/heights-movement";
import { feetOf, groundOf, isOnRoof } from "../works/climbing-terrain";
import { basicMeleeModifier } from "./melee-command";
import { advancedMeleeModifiers } from "../melee/melee-advanced";
import { totalModifier } from "../fire/applied-modifier";
import { checkActor, nonCombatMfLeft, patchSoldiers, soldiersAt, spendNonCombat } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";

const RULE = "Firepower 15.1";
/** The jump's MF [15.1]; a jump into an enemy hex needs one more for the melee [15.1.2]. */
const JUMP_MF = 1;
/** Injury roll thresholds [15.1.1]: 16+ eliminated, 10-15 Stunned; +2 per height jumped. */
const ELIMINATED_AT = 16, STUNNED_AT = 10, PER_HEIGHT = 2;
/** The 15.1.1 jump roll's thresholds and per-height modifier, shared with falls (23.1.3, climbing-gate.ts). */
export const JUMP_ELIMINATED_AT = ELIMINATED_AT, JUMP_STUNNED_AT = STUNNED_AT, JUMP_PER_HEIGHT = PER_HEIGHT;

/** Whether Option 15.1 is in use. */
export function jumpingInUse(options: Readonly<Record<string, string>>): boolean {
  return options["firepower/jumping"] === "on";
}

/** `same`: an Up soldier jumps down into his own hex (15.1: "into the same or an adjacent hex faced"). */
const payload = z.object({ soldier: z.string().min(1), same: z.boolean().optional() }).strict();

function checkJump(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: Pick<CommandContext, "options">): Check & { soldier?: Soldier; to?: Hex; heights?: number } {
  if (!jumpingInUse(ctx.options)) return reject("jump/option_off", "jumping is Optional Rule 15.1, not in use", RULE);
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.posture === "prone") return reject("jump/prone", "a soldier jumps from a Standing or Crouching posture", RULE);
  if (s.inWorks) return reject("jump/in_works", "jumps are always down: out of a foxhole or trench a soldier climbs (11.1.11)", RULE);
  const board = boardOf(state.game);
  const where = jumpFrom(board, s, p.same === true);
  if (!where.ok || !where.to || where.heights === undefined) return where;
  const { to, heights } = where;
  const enemy = soldiersAt(state.game, to).some((o) => o.side !== s.side);
  if (JUMP_MF + (enemy ? 1 : 0) > nonCombatMfLeft(s)) return reject("move/no_mf", enemy ? "a jump into an enemy hex needs 1 MF and one more for the melee" : "a jump costs 1 MF", "Firepower 15.1, 15.1.2");
  return { ...OK, soldier: s, to, heights };
}

/** Where a jump lands and how many heights it falls (from his feet) [15.1, 15.1.1]: from the ground, a storey or the Up posture. */
function jumpFrom(board: ReturnType<typeof boardOf>, s: Soldier, same: boolean): Check & { to?: Hex; heights?: number } {
  const storey = storeyOf(s);
  if (same && !s.up) return reject("jump/same_hex", "only an Up soldier jumps down within his own hex", RULE);
  if (same) return feetOf(s) > 0 ? { ...OK, to: s.hex, heights: feetOf(s) } : reject("jump/not_down", "his feet are on the ground", RULE);
  const to = hexAhead(s.hex, s.facing);
  if (!board.has(to)) return reject("move/off_map", "no hex to jump into there", "Firepower 4.9");
  if (storey !== 0 && !isOnRoof(board, s)) {
    // 8.2.3: soldiers are moved out of a building storey only through open doors and windows (or a breach).
    const side = board.levelSide(s.hex, s.facing - 1, storey);
    if (!side || !(side.type === "breach" || ((side.type === "door" || side.type === "window") && side.open))) return reject("jump/no_opening", "a soldier jumps out of a building storey only through an open door, window or breach he faces", "Firepower 8.2.3, 15.1");
  } else if (storey !== 0 && board.levelSide(s.hex, s.facing - 1, storey)) {
    return reject("jump/parapet", "a wall stands on that side of the roof", "Firepower 15.1");
  }
  if (board.storeysOf(to).length > 0) return reject("jump/into_building", "jumps land outside buildings (onto a roof, climb)", RULE);
  const feet = (storey !== 0 ? (board.floorOf(s.hex, storey) ?? 0) : groundOf(board, s.hex)) + feetOf(s);
  const heights = feet - groundOf(board, to);
  return heights > 0 ? { ...OK, to, heights } : reject("jump/not_down", "jumps are always down, into a lower hex he faces", RULE);
}

/** `jump`: down into the faced adjacent hex, then injury, impact and melee [15.1, 15.1.1-15.1.3]. */
export const jumpCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkJump(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkJump(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.to || c.heights === undefined) throw new Error("jump: resolve after a failed check");
    const s = c.soldier, to = c.to, board = boardOf(state.game);
    const landedOn = soldiersAt(state.game, to).filter((o) => o.id !== s.id); // not himself when jumping within his hex
    const injuryRoll = dice.roll(10);
    const injury = injuryRoll + PER_HEIGHT * c.heights;
    const hurt = injury >= ELIMINATED_AT ? "eliminated" : injury >= STUNNED_AT ? "stunned" : "no effect";
    const impacts = landedOn.map((o) => {
      const roll = dice.roll(10);
      const cell = lookup(tableOf(ctx.tables, JUMP_IMPACT), { column: o.side === s.side ? "friend" as const : "foe" as const, roll });
      if (!cell.ok) throw new Error("jump: no impact cell");
      return { soldier: o.id, roll, result: cell.value, provenance: cell.provenance.kind };
    });
    let game = patchSoldiers(state.game, (x) => {
      if (x.id === s.id) {
        const { up: _up, storey: _storey, ...landed } = x; // off the storey or what he climbed [15.1]
        const moved = { ...landed, ...spendNonCombat(x, JUMP_MF), hex: to, hexesEntered: x.hexesEntered + (isSameHex(to, x.hex) ? 0 : 1) };
        return hurt === "eliminated" ? { ...moved, eliminated: true } : hurt === "stunned" ? hitWithStatus(moved, "stunned", ctx.options) : moved;
      }
      const hit = impacts.find((i) => i.soldier === x.id);
      return hit?.result === "elim" ? { ...x, eliminated: true } : hit?.result === "stun" ? hitWithStatus(x, "stunned", ctx.options) : undefined;
    });
    const events: GameEvent[] = [{ type: "jump/landed", data: { soldier: s.id, hex: board.idOf(to), heights: c.heights, roll: injuryRoll, total: injury, result: hurt, impacts, rule: "Firepower 15.1.1, 15.1.2" } }];
    const melee = jumpMelee(game, s, to, dice, ctx.options);
    if (melee) { game = melee.game; events.push(melee.event); }
    return { state: { ...state, game }, events };
  },
});

/** 15.1.3: both sides still in the hex: a normal melee [6.5], the jumper's side attacking. */
function jumpMelee(game: FirepowerGame, jumper: Soldier, hex: Hex, dice: { roll(n: number): number }, options: Readonly<Record<string, string>> = {}): { game: FirepowerGame; event: GameEvent } | undefined {
  const here = soldiersAt(game, hex).filter((o) => o.prisonerOf === undefined);
  const attackers = here.filter((o) => o.side === jumper.side), defenders = here.filter((o) => o.side !== jumper.side);
  if (attackers.length === 0 || defenders.length === 0) return undefined;
  // Advanced: a normal melee rolls with the 13.1-13.5 modifiers (melee-advanced.ts; all are in the hex already: no rear, no height change).
  const advanced = game.rules === "advanced" ? advancedMeleeModifiers(boardOf(game), game, attackers, defenders, hex, options) : undefined;
  const modifier = advanced ? totalModifier(advanced) : basicMeleeModifier(attackers.length, defenders.length);
  const roll = dice.roll(10);
  const attackerWins = roll + modifier <= MELEE_HIT_NUMBER.value;
  const losers = new Set((attackerWins ? defenders : attackers).map((o) => o.id));
  const next = patchSoldiers(game, (o) => (losers.has(o.id) ? { ...o, eliminated: true } : o.id === jumper.id ? { ...o, combatUsed: true } : undefined));
  return { game: next, event: { type: "melee/resolved", data: { hex: boardOf(game).idOf(hex), attackers: attackers.map((o) => o.id), defenders: defenders.map((o) => o.id), roll, modifier, winner: attackerWins ? "attacker" : "defender", ...(advanced ? { modifiers: advanced } : {}), rule: "Firepower 15.1.3" } } };
}

/** A candidate jump for an Impulse soldier (the framework keeps it when legal). */
export function jumpCandidates(state: FirepowerState, s: Soldier): Command[] {
  return jumpingInUse(state.options) ? [{ type: "jump", seat: s.side, payload: { soldier: s.id } }] : [];
}
