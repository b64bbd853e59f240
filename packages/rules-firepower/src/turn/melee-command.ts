import type { AnyTable } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Check, ChitTurn, GameEvent } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { MELEE_HIT_NUMBER } from "../tables/melee-modifiers";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { enterCost } from "./movement-commands";
import { checkAdvancedStep, storeyOf } from "../works/heights-movement";
import { meleeHeightsMeet } from "../works/climbing-terrain";
import { checkActor, mfAllowance, patchSoldiers, soldiersAt } from "../core/soldiers";
import { canTakePrisoners, controllerOf, prisonersInUse } from "../optional/prisoners";
import { strengthMeleeModifier } from "../optional/optional-characteristics";
import { woundMeleeModifier } from "../core/wound-effects";
import { hitSoldiers } from "../optional/wounds";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";
import { checkFortificationMove, meleeReaches } from "../works/bunkers-fire";
import { isShutIn } from "../vehicles/vehicles-state";
import { advancedMeleeModifiers } from "../melee/melee-advanced";
import { checkCollapsedFloor } from "../blasts/building-damage";
import { totalModifier } from "../fire/applied-modifier";
import { checkTowerFootMelee, isTowerFootMelee } from "../melee/tower-melee";
import { tunnelMeleeOf } from "../melee/tunnel-melee";
import { meetsOnBridge } from "../blasts/bridges-levels";
import { caveEntry, caveSidesMeet, caveTopRise } from "../works/caves";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

const payload = z.object({
  soldiers: z.array(z.string().min(1)).min(1).max(12),
  hex: z.string().min(1),
  /** Option 25.1: take the (all Stunned/Inactive) defenders prisoner instead of resolving the melee. */
  takePrisoners: z.boolean().optional(),
}).strict();

/** Payload of `melee`: the attackers (each facing the hex) and the enemy hex they enter. */
export type MeleePayload = z.infer<typeof payload>;

/** Basic melee modifier [6.5.2]: −2 per attacker in excess of the defenders, +2 per defender in excess. */
export function basicMeleeModifier(attackers: number, defenders: number): number {
  return 2 * (defenders - attackers);
}

/** The enemies an attacker meets in melee in `hex` [6.5, 13]: same storey and heights, not shut in a vehicle, in or outside a unit as he comes (8.8.4), not in a tunnel under it (8.8.8), on a cave's top or inside it as he comes (8.8.7). */
export function meleeDefenders(game: FirepowerGame, seat: string, attacker: Soldier, hex: Hex): Soldier[] {
  const board = boardOf(game);
  return soldiersAt(game, hex).filter((o) => controllerOf(o) !== seat && o.prisonerOf === undefined && storeyOf(o) === storeyOf(attacker) && !isShutIn(o) && meleeReaches(game, attacker, o) && !o.inTunnel && caveSidesMeet(game, attacker, hex, o) && (game.rules !== "advanced" || meleeHeightsMeet(board, attacker, hex, o)) && meetsOnBridge(game, attacker, hex, o)); // 8.9: the deck's level (bridges-levels.ts)
}

/** Every check a melee makes [6.5]: each attacker can enter the hex ahead and keeps MF for the melee. */
export function checkMelee(state: FirepowerState, seat: string, p: MeleePayload, ctx: Ctx): Check & { attackers?: Soldier[]; hex?: Hex; defenders?: Soldier[] } {
  const board = boardOf(state.game);
  const hex = board.hexOf(p.hex);
  if (!hex) return reject("melee/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  if (new Set(p.soldiers).size !== p.soldiers.length) return reject("melee/duplicate", "each attacker once", "Firepower 6.5");
  const attackers: Soldier[] = [];
  for (const id of p.soldiers) {
    const actor = checkActor(state, seat, id);
    if (!actor.ok || !actor.soldier) return actor;
    const s = actor.soldier;
    if (s.combatUsed) return reject("melee/combat_used", "one Combat Action per soldier per Impulse Phase", "Firepower 6.2.5");
    if (s.riding) return reject("vehicle/dismount_first", `${s.id} rides vehicle ${s.riding.vehicle}: dismount first`, "Firepower 19.1.16");
    const inside = checkFortificationMove(s); // 8.8.4, 8.8.6: leave the bunker, pillbox or tower first (bunkers-fire.ts)
    if (!inside.ok) return inside;
    // 8.8.6, 10.8: a man at the foot of an enemy-held tower melees up its stairs in his own hex (tower-melee.ts).
    const foot = isTowerFootMelee(state.game, s, hex) ? checkTowerFootMelee(s, ctx) : undefined;
    if (foot && !foot.ok) return foot;
    if (!foot && !isSameHex(hexAhead(s.hex, s.facing), hex)) return reject("melee/not_ahead", "an attacker enters only the hex directly in front", "Firepower 6.2.1");
    // 8.8.8, 11.5, 13: under ground a man melees only along the tunnel (tunnel-melee.ts); a tunnel is 1 height high.
    const under = state.game.rules === "advanced" ? tunnelMeleeOf(state.game, seat, s, hex) : undefined;
    if (s.inTunnel && !under) return reject("tunnel/melee_underground", "a soldier in a tunnel meets only the enemies along it: the tunnel hex ahead, or the cave it comes out into", "Firepower 8.8.8, 13");
    if (under?.kind === "into_tunnel" && s.posture === "stand") return reject("tunnel/posture", "a tunnel is 1 height high: soldiers must be Prone or Crouching to enter one, in a melee too", "Firepower 8.8.8");
    // Advanced: the attacker must be able to step into the hex on his storey (walls, closed openings, heights) [11.1.1, 13].
    const step = state.game.rules === "advanced" && !foot && !under ? checkAdvancedStep(board, s, s.facing - 1, hex, ctx.tables, undefined, caveTopRise(state.game, s, hex)) : undefined; // 8.8.7: onto a cave top (caves.ts)
    if (step && !step.ok) return step;
    const floor = step ? checkCollapsedFloor(state.game, hex, storeyOf(s)) : OK; // 12.3.4.2.7 (building-damage.ts)
    if (!floor.ok) return floor;
    const entry = foot ? foot.mf : ctx.options["firepower/melee_cost"] === "one" ? 0 : enterCost(board, s, ctx, false, step?.step?.extra);
    if (entry === undefined || entry + 1 > mfAllowance(s) - s.mf) return reject("melee/no_mf", "the attacker must be able to enter and have 1 MF left for the melee", "Firepower 6.5");
    attackers.push(s);
  }
  // 25.3, 25.5: soldiers held by the other side are with their captors; prisoners of the attacker's side are not defenders.
  // 13: only soldiers on the attackers' storey can be met in melee (floors above or below are out of reach).
  const storey = storeyOf(attackers[0]!);
  if (attackers.some((a) => storeyOf(a) !== storey)) return reject("melee/storeys", "the attackers of one melee stand on one storey", "Firepower 13, 8.2.1");
  // 13: no melee into a vehicle: men shut inside (hatch closed) are out of reach; riders and Standing crew are not.
  const under = state.game.rules === "advanced" ? attackers.map((a) => tunnelMeleeOf(state.game, seat, a, hex)) : [];
  if (under.some((u) => u?.kind !== under[0]?.kind)) return reject("tunnel/melee_mixed", "the attackers of one melee all come along the tunnel or all from above ground", "Firepower 8.8.8, 13");
  const defenders = under[0] ? under[0].defenders : meleeDefenders(state.game, seat, attackers[0]!, hex);
  if (defenders.length === 0) return reject("melee/no_enemy", "melee needs opposing soldiers in the hex", "Firepower 6.5");
  const outOfCave = under[0] ? undefined : attackers.map((a) => caveEntry(state.game, a, a.facing, hex)).find((c) => !c.ok); // 8.8.7: out of a cave by its mouth only (caves.ts)
  if (outOfCave) return outOfCave;
  if (p.takePrisoners) {
    if (!prisonersInUse(ctx.options)) return reject("melee/no_prisoners", "taking prisoners is Optional Rule 25, not in use", "Firepower 25.1");
    if (!canTakePrisoners(defenders)) return reject("melee/not_all_stunned", "prisoners are taken only when every defender is Stunned, Inactive or unarmed", "Firepower 25.1");
  }
  return { ...OK, attackers, hex, defenders };
}

/** `melee`: attackers enter an enemy hex; one d10, modified ≤ 5 the defenders are eliminated, else the attackers [6.5.1]. */
export const meleeCommand = defineCommand<FirepowerGame, ChitTurn, MeleePayload>({
  schema: payload,
  rule: "Firepower 6.5",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkMelee(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkMelee(state, cmd.seat, cmd.payload, ctx);
    if (!c.attackers || !c.hex || !c.defenders) throw new Error("melee: resolve after a failed check");
    const hex = c.hex;
    const atk = new Set(c.attackers.map((a) => a.id)), def = new Set(c.defenders.map((d) => d.id));
    if (cmd.payload.takePrisoners) {
      // 25.1: no melee roll; the defenders are taken prisoner (and discard their equipment), the attackers enter.
      const side = cmd.seat as Side;
      const taken = patchSoldiers(state.game, (s) => {
        if (def.has(s.id)) return { ...s, prisonerOf: side, running: false };
        return atk.has(s.id) ? { ...s, hex, combatUsed: true, mf: mfAllowance(s) } : undefined;
      });
      return { state: { ...state, game: taken }, events: [{ type: "melee/prisoners_taken", data: { hex: cmd.payload.hex, attackers: [...atk], prisoners: [...def], rule: "Firepower 25.1" } }] };
    }
    // Option 22.1.3: the strongest soldier on each side modifies the roll.
    // Option 23.1.1: nM wounds, + attacking and − defending.
    // Advanced 13.1-13.6 replace 6.5.2 (melee-advanced.ts), each listed in the event with its rule and provenance.
    const advanced = state.game.rules === "advanced" ? advancedMeleeModifiers(boardOf(state.game), state.game, c.attackers, c.defenders, hex, ctx.options, ctx.tables) : undefined;
    const modifier = (advanced ? totalModifier(advanced) : basicMeleeModifier(c.attackers.length, c.defenders.length)) + strengthMeleeModifier(c.attackers, c.defenders, ctx.options) + woundMeleeModifier(c.attackers, c.defenders);
    const roll = dice.roll(10);
    const attackerWins = roll + modifier <= MELEE_HIT_NUMBER.value;
    const moved = patchSoldiers(state.game, (s) => {
      if (!atk.has(s.id)) return undefined;
      // Winning attackers are in the hex and end their Actions [6.5.3].
      return attackerWins ? { ...s, hex, combatUsed: true, mf: mfAllowance(s) } : { ...s, hex, combatUsed: true };
    });
    // The losers are eliminated [6.5.1]; with Option 23.1 each is wounded instead, and Stunned (src/game/wounds.ts).
    const losers = [...(attackerWins ? def : atk)].map((id) => ({ id, by: "melee" as const }));
    const hit = hitSoldiers(moved, losers, dice, { options: state.options, ...(ctx.tables ? { tables: ctx.tables } : {}) });
    const events: GameEvent[] = [{ type: "melee/resolved", data: { hex: cmd.payload.hex, attackers: [...atk], defenders: [...def], roll, modifier, winner: attackerWins ? "attacker" : "defender", ...(advanced ? { modifiers: advanced, rule: "Firepower 13" } : {}) } }, ...hit.events];
    return { state: { ...state, game: hit.game }, events };
  },
});
