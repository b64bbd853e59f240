import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { applyResult } from "../combat/casualty";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { FireOdds } from "../combat/fire-odds";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { terrainOf, patchVehicle, toShelter, vehiclesOf } from "../terrain/index";
import { rangeBetween } from "../state/index";
import { canSee } from "../spotting/index";
import type { Man, PatrolGame, PendingResult } from "../state/index";
import type { Vehicle } from "../terrain/index";

const SUFFIX = "/commander";

/** The commander standing in an open hatch [23.32, 24.3]: he may be shot at and hit by fragments like an erect man. */
function isExposed(v: Vehicle): boolean {
  const c = v.crew.commander;
  return v.open && !v.destroyed && !v.bailedOut && (c === "fit" || c === "W");
}

/**
 * The open commander of vehicle `id` as a target [23.32]: an erect man in the vehicle's hex, id `<vehicle>/commander`,
 * so a DF or KF at the vehicle's id strikes him (his results go to the crew chart, `toHatchResults`). Undefined when
 * the vehicle is buttoned (nothing to shoot at: 23.6).
 */
export function toHatchTarget(game: PatrolGame, id: string): Man | undefined {
  const v = game.vehicles?.[id];
  if (!v || !isExposed(v)) return undefined;
  return { id: `${v.id}${SUFFIX}`, side: v.side, name: "commander", counter: "MG", rifle: null, hex: v.hex, posture: "erect", concealed: false,
    status: v.crew.commander!, stunnedRound: null, unloaded: false, unarmed: false, grenade: null, exited: false, firedRound: null, threwRound: null };
}

/** Results on open commanders [23.32] change the crew chart (a hurt commander makes the vehicle inert, 23.22); the rest go on to the men. */
export function toHatchResults(game: PatrolGame, pending: readonly PendingResult[]): { game: PatrolGame; rest: PendingResult[]; events: GameEvent[] } | undefined {
  const hits = pending.filter((p) => p.man.endsWith(SUFFIX) && game.vehicles?.[p.man.slice(0, -SUFFIX.length)]);
  if (hits.length === 0) return undefined;
  let next = game;
  const events: GameEvent[] = [];
  for (const p of hits) {
    const v = next.vehicles![p.man.slice(0, -SUFFIX.length)]!;
    const before = v.crew.commander ?? "K";
    const status = applyResult(before, p.result);
    if (status === before) continue;
    next = patchVehicle(next, v.id, { crew: { ...v.crew, commander: status } });
    events.push({ type: "patrol/crew_hit", data: { vehicle: v.id, post: "commander", result: p.result, status, source: p.source, rule: "23.32" } });
  }
  return { game: next, rest: pending.filter((p) => !hits.includes(p)), events };
}

/** A blast reaches every open commander in its radius with a clear line from the burst [23.32, 25.2]: attacked as an erect man. */
export function blastOnHatches(game: PatrolGame, hex: string, asByDistance: readonly number[], dice: DiceSource, tables: PatrolTableSet, source: string): { pending: PendingResult[]; events: GameEvent[] } {
  const commanders = vehiclesOf(game).filter(isExposed).map((v) => toHatchTarget(game, v.id)).filter((t): t is Man => t !== undefined);
  return blastOnStandingTargets(game, hex, asByDistance, commanders, dice, tables, source, "23.32");
}

/**
 * A blast on targets that stand erect and are not men of the order (open commanders 23.32, riderless horses 28.25):
 * each one in the radius with a clear line from the burst is attacked as an erect man in its hex's terrain [25.2].
 */
export function blastOnStandingTargets(game: PatrolGame, hex: string, asByDistance: readonly number[], targets: readonly Man[], dice: DiceSource, tables: PatrolTableSet, source: string, rule: string):
  { pending: PendingResult[]; events: GameEvent[] } {
  const pending: PendingResult[] = [];
  const events: GameEvent[] = [];
  for (const t of targets) {
    if (!t.hex) continue;
    const d = rangeBetween(hex, t.hex);
    const as = asByDistance[d] ?? 0;
    if (as <= 0 || (d > 0 && !canSee(game, hex, "erect", t.hex, "erect"))) continue;
    const odds = fireOdds({ attack: { weapon: "BR", range: Math.max(1, d), fixed: { as, rule: "25.2" } },
      defense: { mode: game.mode, terrain: terrainOf(game, t.hex), posture: "erect", blastInHex: d === 0 } }, tables);
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = toFireResult(odds, roll);
    pending.push({ man: t.id, result, source });
    events.push({ type: "patrol/blast", data: { hex, man: t.id, distance: d, as, column: odds.column, roll, result, rule, provenance: odds.provenance } });
  }
  return { pending, events };
}

/**
 * A halftrack passenger standing to fire "exposes himself partially and defends with a strength of four points"
 * [24.8]: DS 4 flat, read as replacing terrain, posture and movement multiples (digest §8.4 AMBIG), same AS.
 */
export function toStandingPassengerOdds(game: PatrolGame, target: Man, tables: PatrolTableSet, odds: FireOdds): FireOdds {
  const v = target.aboard ? game.vehicles?.[target.aboard] : undefined;
  if (v?.kind !== "halftrack" || toShelter(game, target) !== "exposed" || odds.as === undefined) return odds;
  return { ...fireOdds({ fixedOdds: odds.as / 4, rule: "24.8" }, tables), as: odds.as, ds: 4 };
}
