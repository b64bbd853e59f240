import type { DiceSource } from "@tactica/dice";
import type { Check, GameEvent } from "@tactica/engine";
import { lookupOrThrow, OK, reject } from "@tactica/engine";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { PatrolTableSet } from "../combat/patrol-tables";
import type { Task } from "../plot/task";
import { rangeBetween, stepHex, toScatterVector, isOnMap, isActive, patchWork, workOf } from "../state/index";
import { toHorseTargets, pillboxAt, toBlastExposure } from "../terrain/index";
import { canSee, toLosPosture } from "../spotting/index";
import type { Man, PatrolGame, PendingResult } from "../state/index";

/**
 * Flamethrowers (optional rule 28.1, scenario `flamethrower: true`). In the Assault of a WWII or later OB (27.3
 * onward) α's first RL man carries a flamethrower instead [28.1]; a force may also list FT men directly. An FT man
 * has MA 5 (3 wounded) and may not go prone [28.11]; he attacks a hex within 8 with the RG task ("Direct Fire at a
 * hex"), scattering by the Flamethrower row of 25.1 (lost: placeholder coefficients); the flame attacks every man
 * in the landing hex at 20 and in the adjacent hexes at 5 (25.2 FT row, printed), each against the basic Defense
 * Strength 1 with no terrain or movement multiple [28.12], results with phase C's; each status change it causes
 * draws two Preservation chits [28.13]. The text gives no fuel or shot limit, so an FT never runs dry (reading),
 * and no stun (it is a fire attack, not an explosion; reading). Never exchanged, no other weapon [28.14, 22.1].
 */
export const FLAME_RANGE = 8;
/** MA of an FT man: 5, wounded 3 [28.11] (stunned: halved, as for any man [6.22]). */
export function toFlamethrowerMa(m: Man): number {
  if (m.status === "I" || m.status === "K") return 0;
  const ma = m.status === "W" ? 3 : 5;
  return m.stunnedRound !== null ? Math.floor(ma / 2) : ma;
}

/** The set-up of 28.1: α's first RL man becomes an FT man in the Assault of a WWII or later OB. */
export function withFlamethrower(game: PatrolGame): PatrolGame {
  if (game.scenario.situation !== "assault" || game.scenario.ob < "27.3") return game;
  const rl = game.order.find((id) => game.men[id]!.side === "alpha" && game.men[id]!.counter === "RL");
  return rl ? { ...game, men: { ...game.men, [rl]: { ...game.men[rl]!, counter: "FT", rifle: null } } } : game;
}

const R = (code: string, message: string, rule: string) => reject(`plot/${code}`, message, `patrol ${rule}`);

/** The plot checks of an FT man [28.11, 28.12]: never prone; the flame at a hex in sight within 8. */
export function checkFlamethrowerTasks(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  if (m.counter !== "FT") return OK;
  const prone = tasks.find((t) => t.code === "PP" || ("prone" in t && t.prone === true));
  if (prone) return R("ft_prone", "a flamethrower man may not go prone", "28.11");
  const flame = tasks.find((t) => t.code === "RG");
  if (flame?.code !== "RG" || !m.hex) return OK;
  if (!isOnMap(game.map, flame.hex) || flame.hex === m.hex || rangeBetween(m.hex, flame.hex) > FLAME_RANGE) return R("ft_range", `a flame reaches ${FLAME_RANGE} hexes`, "28.12");
  return canSee(game, m.hex, toLosPosture(m), flame.hex, "erect") ? OK : R("no_los", "the target hex must be in sight", "28.12, 10.12");
}

/**
 * 28.12: "Flame attacks may not scatter through pillbox hexsides (Aperture or not)": a scatter step out of or into a
 * pillbox hex stops the flame short, in the hex it had reached. Only pillboxes on the firer's map count (the Recon's
 * hidden one is not there yet, 26.66 a; stopping at it would give it away).
 */
export function crossesPillboxHexside(game: PatrolGame, from: string, to: string, side: string): boolean {
  return pillboxAt(game, from, side) !== undefined || pillboxAt(game, to, side) !== undefined;
}

/**
 * C3 flame attacks [28.12]: each FT man with an RG task scatters (wounded: the range doubled for the row, as for the
 * other hex weapons) and burns the landing hex (AS 20) and the adjacent hexes (AS 5) at DS 1; the blast's line of
 * sight from the landing hex shields adjacent men as for a blast (option patrol/blast_los). Results with phase C's.
 */
export function flameSegment(game: PatrolGame, dice: DiceSource, tables: PatrolTableSet): { game: PatrolGame; events: GameEvent[] } {
  const work = workOf(game);
  const pending: PendingResult[] = [...work.pending];
  const fired = [...work.fired];
  const events: GameEvent[] = [];
  const row = [0, 1].map((distance) => lookupOrThrow(tables.blast, { blast: "flamethrower" as const, distance }).value.as);
  for (const id of game.order) {
    const m = game.men[id]!;
    const task = work.orders[id]?.find((t) => t.code === "RG");
    if (task?.code !== "RG" || m.counter !== "FT" || !isActive(m) || !m.hex || work.panicked.includes(id)) continue;
    const range = rangeBetween(m.hex, task.hex);
    const coefficient = lookupOrThrow(tables.scatterCoefficient, { weapon: "flamethrower" as const, range: Math.min(FLAME_RANGE, Math.max(1, m.status === "W" ? range * 2 : range)) }).value;
    const roll = dice.roll(6);
    const n = lookupOrThrow(tables.scatter, { coefficient, roll }).value;
    const vector = n > 0 ? toScatterVector(dice.roll(6), tables.options) : null;
    let hex = task.hex, stopped = false;
    for (let i = 0; i < n && vector; i++) {
      const next = stepHex(hex, vector);
      if (!next || !isOnMap(game.map, next)) break;
      if (crossesPillboxHexside(game, hex, next, m.side)) { stopped = true; break; }
      hex = next;
    }
    events.push({ type: "patrol/flame", data: { firer: id, target: task.hex, roll, scatter: n, vector, landed: hex, ...(stopped ? { stoppedBy: "pillbox_hexside" } : {}), rule: stopped ? "28.12 (no scatter through pillbox hexsides)" : "28.12" } });
    // 28.25: a riderless horse burns like a man.
    for (const v of [...game.order.map((vid) => game.men[vid]!), ...toHorseTargets(game)]) {
      const vid = v.id;
      if (!v.hex || v.exited || v.status === "K") continue;
      // 9.68: the garrison of a pillbox is untouched by a flame outside it, unless he fires out into its path (9.65).
      if (toBlastExposure(game, hex, v) === "skip") continue;
      const d = rangeBetween(hex, v.hex);
      const as = row[d] ?? 0;
      if (as <= 0) continue;
      if (d > 0 && tables.options["patrol/blast_los"] !== "ignore_los" && !canSee(game, hex, "erect", v.hex, toLosPosture(v))) {
        events.push({ type: "patrol/blast_shielded", data: { man: vid, hex, rule: "28.12" } });
        continue;
      }
      // 28.12: only the basic Defense Strength of 1 counts: AS:1 odds.
      const odds = fireOdds({ fixedOdds: as, rule: "28.12" }, tables);
      const r = odds.column === 0 ? 0 : dice.roll(6);
      const result = toFireResult(odds, r);
      pending.push({ man: vid, result, source: id, flame: true });
      events.push({ type: "patrol/flame_attack", data: { hex, man: vid, distance: d, as, ds: 1, column: odds.column, roll: r, result, rule: "28.12", provenance: odds.provenance } });
    }
    fired.push(id);
  }
  return { game: patchWork(game, { pending, fired }), events };
}
