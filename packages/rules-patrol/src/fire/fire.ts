import type { DiceSource } from "@tactica/dice";
import { summarizeProvenance } from "@tactica/engine";
import type { GameEvent, Provenance } from "@tactica/engine";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { FireMode } from "../combat/attack-strength";
import type { DefensePosture } from "../combat/defense-strength";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { hexLineHexes } from "@tactica/hex";
import type { Firearm } from "../tables/firearm-attack";
import { rangeBetween, stepHex, toHex, toHexId, VECTOR_ORDER, isSlope } from "../state/index";
import { terrainOf, isShieldedFromFire, toShelter, toHorseTargets, toPillboxShield, toBlastExposure } from "../terrain/index";
import { canSee, toLosPosture } from "../spotting/index";
import type { Man, PatrolGame, PendingResult } from "../state/index";
import { blastOnHatches, blastOnStandingTargets, toStandingPassengerOdds } from "./vehicles-hatch";

/** The firearm column a man fires with [10.8]: RF by its rifle sub-type; GL inside 7 hexes fires as a rifle at AS 5 [15.13]. */
export function toFirearm(m: Man): Firearm | undefined {
  if (m.counter === "RF") return m.rifle ?? "BR";
  if (m.counter === "AR" || m.counter === "MP" || m.counter === "MG") return m.counter;
  return undefined;
}

/** True when fire from `from` into `target` crosses a slope hexside of the target's hex [9.85 *] (option patrol/slope_hex). */
export function isThroughSlope(game: PatrolGame, from: string, target: string, options: Readonly<Record<string, string>> = {}): boolean {
  if (options["patrol/slope_hex"] === "none") return false;
  const line = hexLineHexes(toHex(from), toHex(target)).map(toHexId);
  return VECTOR_ORDER.some((v) => {
    const n = stepHex(target, v);
    return n !== undefined && n !== from && isSlope(game.map, target, n) && line.includes(n);
  });
}

/** Defense posture of a man for fire [7.55]. */
export function toDefensePosture(m: Man): DefensePosture {
  return m.posture === "erect" ? "erect" : m.concealed ? "prone-hidden" : "prone";
}

/** One firearm attack on each listed man [10.0-10.9]: AS split among them [10.32], one d6 each; results returned, not applied. */
export function resolveFirearm(game: PatrolGame, firer: Man, targets: readonly Man[], mode: FireMode, hexesPlotted: Readonly<Record<string, number>>,
  dice: DiceSource, tables: PatrolTableSet, round: number, rangeHex?: string): { readonly pending: PendingResult[]; readonly events: GameEvent[]; readonly unloaded: boolean } {
  const weapon = toFirearm(firer);
  const pending: PendingResult[] = [];
  const events: GameEvent[] = [];
  if (!firer.hex || targets.length === 0) return { pending, events, unloaded: false };
  const gl = firer.counter === "GL";
  for (const t of targets) {
    if (!t.hex) continue;
    // 24.4, 24.8: passengers of an APC, or sitting in a halftrack, are out of reach of small arms.
    if (isShieldedFromFire(game, t)) { events.push({ type: "patrol/fire_shielded", data: { firer: firer.id, target: t.id, vehicle: t.aboard ?? null, rule: "24.4, 24.8" } }); continue; }
    // 10.2 (option patrol/of_range plotted_hex): opportunity fire may be ranged to its plotted hex (`rangeHex`).
    const range = rangeBetween(firer.hex, rangeHex ?? t.hex);
    // 9.64: small arms never pierce a pillbox; only a man firing out is hit, through his own aperture (9.65).
    const shield = toPillboxShield(game, firer.hex, t);
    if (shield?.immune) {
      pending.push({ man: t.id, result: "-", source: firer.id });
      events.push({ type: "patrol/fire", data: { mode, firer: firer.id, target: t.id, range, ds: "infinite", column: 0, roll: 0, result: "-", round, rule: shield.rule } });
      continue;
    }
    const odds = toStandingPassengerOdds(game, t, tables, fireOdds({
      attack: { weapon: weapon ?? "BR", range, mode, wounded: firer.status === "W", stunned: firer.stunnedRound !== null, targets: targets.length,
        ...(gl ? { fixed: { as: 5, rule: "15.13" } } : {}) },
      defense: { mode: game.mode, terrain: terrainOf(game, t.hex), posture: toDefensePosture(t), throughSlope: isThroughSlope(game, firer.hex, t.hex, tables.options),
        hexesPlotted: hexesPlotted[t.id] ?? 0, smoke: game.smoke.some((s) => s.hexes.includes(t.hex ?? "")), ...(shield ? { pillboxAperture: shield.aperture } : {}) },
    }, tables)); // 24.8: a halftrack passenger standing to fire defends at 4
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = toFireResult(odds, roll);
    pending.push({ man: t.id, result, source: firer.id });
    // Issue 29: the numbers behind the result (AS, DS, the Firearm Results column), as fireOdds answers say.
    events.push({ type: "patrol/fire", data: { mode, firer: firer.id, target: t.id, range, as: odds.as ?? 0, ds: Number.isFinite(odds.ds) ? odds.ds : "infinite", column: odds.column, roll, result, round, provenance: odds.provenance } });
  }
  // 10.8 *: AR, MP and MG unload on 1-2 after firing (still fire this turn); GL unloads after every shot [15.11].
  let unloaded = gl; // 15.11
  if (firer.counter === "AR" || firer.counter === "MP" || firer.counter === "MG") unloaded = dice.roll(6) <= 2;
  return { pending, events, unloaded };
}

/** One distance of a blast row: an AS, or the Blast table's answer (its provenance then goes into the blast events). */
export type BlastStep = number | { readonly value: { readonly as: number }; readonly provenance: Provenance };

/**
 * Everyone attacked by a blast and everyone stunned [11.4, 11.8, 25.2]: AS by distance, DS terrain only, LOS from the
 * detonation hex. Each blast event names the provenance of its AS cell and of the results column (issue 29).
 */
export function resolveBlast(game: PatrolGame, hex: string, row: readonly BlastStep[], dice: DiceSource, tables: PatrolTableSet, source: string):
  { readonly pending: PendingResult[]; readonly stunned: string[]; readonly events: GameEvent[] } {
  const pending: PendingResult[] = [];
  const stunned: string[] = [];
  const events: GameEvent[] = [];
  const asByDistance = row.map((x) => (typeof x === "number" ? x : x.value.as));
  for (const id of game.order) {
    const m = game.men[id]!;
    if (!m.hex || m.exited || m.status === "K") continue;
    const d = rangeBetween(hex, m.hex);
    const as = asByDistance[d] ?? 0;
    const cell = row[d];
    if (as <= 0) continue;
    // 9.68, 11.74: a blast outside does not reach inside a pillbox, except a man firing out of an aperture facing it (9.65).
    const exposure = toBlastExposure(game, hex, m);
    if (exposure === "skip") continue;
    // 24.4: APC passengers are safe from fragments and stun; 24.8: halftrack walls stop fragments, but a charge landing inside hits them.
    const shelter = toShelter(game, m);
    if (shelter === "sealed") continue;
    stunned.push(m.id);
    if (shelter === "walls" && d > 0) { events.push({ type: "patrol/blast_shielded", data: { man: m.id, hex, rule: "24.8" } }); continue; }
    if (d > 0 && tables.options["patrol/blast_los"] !== "ignore_los" && !canSee(game, hex, "erect", m.hex, toLosPosture(m))) {
      events.push({ type: "patrol/blast_shielded", data: { man: m.id, hex } });
      continue;
    }
    const odds = fireOdds({
      attack: { weapon: "BR", range: Math.max(1, d), fixed: { as, rule: "25.2" } },
      defense: { mode: game.mode, terrain: terrainOf(game, m.hex), posture: toDefensePosture(m), throughSlope: d > 0 && isThroughSlope(game, hex, m.hex, tables.options), blastInHex: d === 0,
        ...(exposure ? { pillboxAperture: exposure } : {}) },
    }, tables);
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = toFireResult(odds, roll);
    pending.push({ man: m.id, result, source });
    const provenance = summarizeProvenance([...(typeof cell === "object" ? [cell.provenance] : []), ...odds.provenance.sources]);
    events.push({ type: "patrol/blast", data: { hex, man: m.id, distance: d, as, ds: Number.isFinite(odds.ds) ? odds.ds : "infinite", column: odds.column, roll, result, provenance } });
  }
  const hatches = blastOnHatches(game, hex, asByDistance, dice, tables, source); // 23.32: open commanders
  const horses = blastOnStandingTargets(game, hex, asByDistance, toHorseTargets(game), dice, tables, source, "28.25"); // riderless horses
  return { pending: [...pending, ...hatches.pending, ...horses.pending], stunned, events: [...events, ...hatches.events, ...horses.events] };
}
