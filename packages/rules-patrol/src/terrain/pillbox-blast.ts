import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { fromBook, summarizeProvenance } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { toCraterHexes } from "./craters";
import { rangeBetween, toVector } from "../state/index";
import type { Grenade, Man, PatrolGame, PendingResult } from "../state/index";
import { apertureKind, aperturesOf, attackAtOdds, firingAperture, isInField, pillboxAt, pillboxOf, withPillbox } from "./pillbox";
import type { Pillbox } from "./pillbox";

/**
 * Explosions and pillboxes or craters [9.65, 9.68, 11.33, 11.45, 11.53, 11.65, 11.7]: where a thrown grenade or
 * satchel lands, how a blast outside reaches the garrison, and the confined blast inside a pillbox or a crater.
 */

/** How an exterior blast from `hex` reaches a man [9.65, 9.68, 11.74]: "skip" for a sheltered garrison man, the aperture he is exposed at, or undefined (not inside). */
export function toBlastExposure(game: PatrolGame, hex: string, m: Man): "skip" | "slit" | "door" | undefined {
  const p = pillboxOf(game, m.id);
  if (!p || m.hex !== p.hex) return undefined;
  const v = firingAperture(game, m.id);
  // 9.65: a man firing out is hit by fragments bursting in that aperture's field of fire, at the aperture multiple.
  if (hex === p.hex || !v || !isInField(p.hex, v, hex)) return "skip";
  return apertureKind(p, v) ?? "skip";
}

/**
 * Where a thrown grenade goes in [11.71, 11.72]: into a pillbox the thrower can see on the map, from on top of it
 * (inserted, no scatter) or from the hex just outside a slit or the entrance (subject to scatter). Undefined otherwise.
 */
export function toPillboxThrow(game: PatrolGame, thrower: Man, target: string): { readonly pillbox: Pillbox; readonly inserted: boolean } | undefined {
  const p = pillboxAt(game, target, thrower.side);
  if (!p || !thrower.hex || p.inside.includes(thrower.id)) return undefined;
  if (thrower.hex === p.hex) return { pillbox: p, inserted: true };
  const v = toVector(p.hex, thrower.hex);
  return v && aperturesOf(p).includes(v) ? { pillbox: p, inserted: false } : undefined;
}

/** Hexes a scattered grenade may not land in [11.33]: craters and (placed) pillboxes. */
export function toNoLandingHexes(game: PatrolGame, side: string): readonly string[] {
  const boxes = (game.pillboxes ?? []).filter((p) => !p.destroyed && !(p.hidden && p.side !== side)).map((p) => p.hex);
  return boxes.length === 0 ? toCraterHexes(game) : [...toCraterHexes(game), ...boxes];
}

/** A detonation prepared for F1: either resolved here (confined, smoke inside) or to burst in the open at `hex`. */
export type Detonation =
  | { readonly done: true; readonly game: PatrolGame; readonly pending: PendingResult[]; readonly stunned: string[]; readonly events: GameEvent[] }
  | { readonly done: false; readonly game: PatrolGame; readonly hex: string; readonly events: GameEvent[] };

/**
 * F1 for one grenade or satchel before the open-air blast [11.45, 11.53, 11.65, 11.73]:
 * - inside a pillbox: an unwounded occupant with no task this turn may try to throw it back (option
 *   patrol/pillbox_ejection): d6 1-3 it bursts in the hex it came from, in the open; otherwise (or smoke) it stays;
 *   smoke fills the interior [11.53]; an explosive attacks every occupant at 20-1 and stuns them, nobody outside;
 * - in a crater (not scattered there, 11.33): everyone in the crater hex at 20-1, stunned, nobody outside;
 * - a satchel's W is an I inside a pillbox or crater [11.65].
 */
export function prepareDetonation(game: PatrolGame, g: Grenade, dice: DiceSource, tables: PatrolTableSet): Detonation {
  const events: GameEvent[] = [];
  const p = g.inside ? (game.pillboxes ?? []).find((x) => x.id === g.inside && !x.destroyed) : undefined;
  if (p) {
    const orders = game.work?.orders ?? {};
    // "(a) unwounded and (b) unoccupied by any current task"; a stunned man is left out too (reading: he may not throw, 29.13).
    const ejector = tables.options["patrol/pillbox_ejection"] === "never" ? undefined
      : p.inside.find((id) => { const m = game.men[id]; return m !== undefined && m.hex === p.hex && m.status === "fit" && m.stunnedRound === null && (orders[id] ?? []).length === 0; });
    if (ejector && g.from) {
      const roll = dice.roll(6);
      const out = roll <= 3;
      events.push({ type: "patrol/explosive_ejected", data: { pillbox: p.id, man: ejector, roll, thrownBack: out, to: out ? g.from : null, rule: "11.73" } });
      if (out) return { done: false, game, hex: g.from, events };
    }
    if (g.kind === "S") {
      events.push({ type: "patrol/pillbox_smoke", data: { pillbox: p.id, rule: "11.53" } });
      return { done: true, game: withPillbox(game, { ...p, smoke: true }), pending: [], stunned: [], events };
    }
    const inside = p.inside.filter((id) => game.men[id]?.hex === p.hex);
    return confined(game, g, inside, `pillbox ${p.id}`, { pillbox: p.id }, events, dice, tables);
  }
  if (g.kind !== "S" && toCraterHexes(game).includes(g.hex) && !pillboxAt(game, g.hex)) {
    const inHex = game.order.filter((id) => { const m = game.men[id]!; return m.hex === g.hex && !m.exited; });
    return confined(game, g, inHex, "crater", {}, events, dice, tables);
  }
  return { done: false, game, hex: g.hex, events };
}

function confined(game: PatrolGame, g: Grenade, men: readonly string[], where: string, tag: Record<string, string>, events: GameEvent[], dice: DiceSource, tables: PatrolTableSet): Detonation {
  const satchel = g.kind === "SC";
  // Confined, the blast rows are not read: everyone inside is attacked at 20-1 (11.45, printed).
  events.push({ type: "patrol/detonation", data: { hex: g.hex, kind: satchel ? "satchel" : "frag", by: g.by, confined: where, ...tag, rule: "11.45", provenance: summarizeProvenance([fromBook("11.45")]) } });
  const out = attackAtOdds(game, men, 20, "11.45", dice, tables, g.by);
  // 11.65: a satchel's W becomes I for men caught inside a pillbox or crater.
  const pending = out.pending.map((r) => (satchel && r.result === "W" ? { ...r, result: "I" as const } : r));
  const stunned = men.filter((id) => { const m = game.men[id]!; return m.status !== "K" && rangeBetween(m.hex ?? g.hex, g.hex) === 0; });
  return { done: true, game, pending, stunned, events: [...events, ...out.events.map((e) => ({ ...e, data: { ...(e.data as object), ...tag } }))] };
}

/**
 * A satchel dropped during movement [11.63]: when the man enters the hex his MV names (`drop`), the charge he holds
 * lies there, no MP, no scatter; dropped from on top of a pillbox it goes inside (inserted, 11.72). It explodes in
 * this turn's F1, or the next turn's when the plot says so (`delay`, 11.62). The drop is seen like a throw.
 */
export function dropSatchel(game: PatrolGame, manId: string, hex: string, round: number): { readonly game: PatrolGame; readonly events: GameEvent[] } {
  const m = game.men[manId];
  const task = (game.work?.orders[manId] ?? []).find((t) => t.code === "MV");
  if (!m || m.grenade !== "SC" || task?.code !== "MV" || task.drop !== hex) return { game, events: [] };
  const into = toPillboxThrow(game, m, hex);
  const inside = into?.inserted ? into.pillbox.id : undefined;
  const later = task.delay === true;
  const grenade: Grenade = { hex, kind: "SC", by: manId, from: hex, ...(inside ? { inside } : {}), ...(later ? { round: round + 1 } : {}) };
  const men = { ...game.men, [manId]: { ...m, grenade: null, unarmed: true } };
  const events: GameEvent[] = [{ type: "patrol/satchel_dropped", data: { man: manId, hex, ...(inside ? { inside, rule: "11.63, 11.72" } : { rule: "11.63" }) } }];
  if (later) events.push({ type: "patrol/satchel_delayed", data: { thrower: manId, hex, explodes: round + 1, rule: "11.62" }, visibleTo: [m.side] });
  return { game: { ...game, men, grenades: [...game.grenades, grenade] }, events };
}
