import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { isPanicHex, toLeaderInfluence, toPanicChitCount, toPanicDigits } from "../rules/panic";
import { toPreservationChitCount, toPreservationChits } from "../rules/preservation";
import type { FirstChitReading, PreservationClass } from "../rules/preservation";
import { rangeBetween, stepHex, isOnMap, VECTOR_ORDER, isActive, patchWork, workOf } from "../state/index";
import type { Vector, Man, PatrolGame, Side } from "../state/index";
import { toMoveCost } from "../terrain/index";
import { seesMan } from "../spotting/index";
import { isExitingMove, toLeaderInCharge } from "../movement/index";

/** Hexes a panic move of `mp` MP along `vector` can enter (prone: 1) [20.11]. */
function toPanicHexes(game: PatrolGame, from: string, vector: string, mp: number, prone: boolean): number {
  if (prone) return 1;
  let at = from, spent = 0, n = 0;
  for (;;) {
    const next = stepHex(at, vector as Vector);
    if (!next || !isOnMap(game.map, next)) return n;
    spent += toMoveCost(game, at, next);
    if (spent > mp) return n;
    n += 1;
    at = next;
  }
}

/**
 * How many of the last drawn chits a man ignores thanks to his side's leader in charge [28.41-28.46] (the leader
 * himself: 2; at night only his hex and, erect, the adjacent ones). A fallen leader's successor leads only from the
 * turn after he reaches him [28.45].
 */
function toInfluence(game: PatrolGame, m: Man, round: number): 0 | 1 | 2 {
  const leader = toLeaderInCharge(game, m.side, round);
  if (!leader?.hex || !m.hex) return 0;
  return toLeaderInfluence({ leaderProne: leader.posture === "prone", distance: rangeBetween(leader.hex, m.hex), leaderLos: leader.id === m.id || seesMan(game, leader, m), night: game.night !== undefined });
}

/**
 * Phase B Panic [20.0-20.2, 32.1]: from the turn after Contact, each side draws Panic%/10 chits (0-9) in order;
 * its men on hexes ending in a drawn digit panic. Movers get a random straight move (d6 direction, d6 MP; 1 hex if
 * prone) and fall prone; the others lose every task and drop prone (option patrol/panic_freeze_prone).
 */
export function resolvePanic(game: PatrolGame, dice: DiceSource, round: number, options: Readonly<Record<string, string>> = {}): { game: PatrolGame; events: GameEvent[] } {
  if (game.contactRound === null || game.contactRound >= round) return { game, events: [] };
  const work = workOf(game);
  const orders = { ...work.orders };
  const panicked: string[] = [];
  const panicMoves: Record<string, { vector: string; mp: number }> = {};
  const hexesPlotted = { ...work.hexesPlotted };
  const events: GameEvent[] = [];
  for (const side of ["alpha", "bravo"] as Side[]) {
    const normal = toPanicChitCount(game.sides[side].panic);
    // 21.21-21.23: from the turn after the Preservation Level is reached, the firing men (DF, KF, EF) panic at +40%
    // (4 more chits) and men moving toward or off the map edge to exit at 10% (one chit); option
    // patrol/preservation_first_chit: whether that chit is one of the normal total (rules/preservation.ts).
    const preserving = game.sides[side].reachedRound !== null && game.sides[side].reachedRound! < round;
    const reading: FirstChitReading = options["patrol/preservation_first_chit"] === "extra" ? "extra" : "counts";
    const n = preserving ? toPreservationChitCount(normal, reading) : normal;
    if (n === 0) continue;
    const cup = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const drawn: number[] = [];
    for (let i = 0; i < n; i++) drawn.push(cup.splice(dice.roll(cup.length) - 1, 1)[0]!);
    const chitsFor = (m: Man): readonly number[] => {
      if (!preserving) return drawn;
      const tasks = orders[m.id] ?? [];
      const cls: PreservationClass = tasks.some((t) => t.code === "DF" || t.code === "KF" || t.code === "EF") ? "firing"
        : isExitingMove(game, m, tasks, options) ? "exiting" : "other";
      return toPreservationChits(drawn, cls, normal, reading);
    };
    const men: string[] = [];
    for (const id of game.order) {
      const m = game.men[id]!;
      if (m.side !== side || !isActive(m) || !isPanicHex(m.hex!, toPanicDigits(chitsFor(m), toInfluence(game, m, round)))) continue;
      men.push(id);
      panicked.push(id);
      const moving = (orders[id] ?? []).some((t) => t.code === "MV" || t.code === "PMV");
      if (moving) {
        const vector = VECTOR_ORDER[dice.roll(6) - 1]!;
        const mp = m.posture === "prone" ? 1 : dice.roll(6);
        panicMoves[id] = { vector, mp };
        // Movement multiple of a panicked man [10.63]: the panic path (option patrol/panic_movement_multiple).
        if (options["patrol/panic_movement_multiple"] !== "original_plot") hexesPlotted[id] = toPanicHexes(game, m.hex!, vector, mp, m.posture === "prone");
      } else hexesPlotted[id] = 0;
      orders[id] = [];
    }
    events.push({ type: "patrol/panic", data: { side, chits: drawn, men, moves: Object.fromEntries(men.filter((id) => panicMoves[id]).map((id) => [id, panicMoves[id]])) } });
  }
  return { game: patchWork(game, { orders, panicked, panicMoves, hexesPlotted }), events };
}
