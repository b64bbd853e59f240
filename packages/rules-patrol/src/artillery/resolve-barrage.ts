import type { DiceSource } from "@tactica/dice";
import type { GameEvent, Provenance } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { applyResults, resolveBlast } from "../fire/index";
import { stepHex, toScatterVector, isOnMap, patchWork, withMen } from "../state/index";
import type { Vector, PatrolGame, PendingResult } from "../state/index";
import { artilleryScatterCoefficientTable } from "../tables/artillery-scatter";
import type { ArtilleryRound, ArtilleryState } from "./artillery-state";
import { BLAST_OF_WEIGHT } from "./artillery-state";

/** Where one round came down [17.1, 25.1, 17.71]: the scatter roll, the hexes and direction, the impact hex or a miss. */
export type RoundScatter = {
  readonly coefficient: number;
  readonly roll: number;
  readonly scatter: number;
  readonly vector: Vector | null;
  readonly impact: string | null;
  readonly provenance: readonly Provenance["kind"][];
};

/** Scatter of one round [25.1]: coefficient by weight, d6 on the results, d6 for the direction on S#; off the map = miss [17.71]. */
export function scatterRound(game: PatrolGame, round: ArtilleryRound, dice: DiceSource, tables: PatrolTableSet, coefficients = artilleryScatterCoefficientTable): RoundScatter {
  const c = lookupOrThrow(coefficients, { weight: round.weight });
  const roll = dice.roll(6);
  const s = lookupOrThrow(tables.scatter, { coefficient: c.value, roll });
  const provenance = [c.provenance.kind, s.provenance.kind];
  if (s.value === 0) return { coefficient: c.value, roll, scatter: 0, vector: null, impact: round.hex, provenance };
  const vector = toScatterVector(dice.roll(6), tables.options);
  let hex: string | undefined = round.hex;
  for (let i = 0; i < s.value && hex; i++) hex = stepHex(hex, vector);
  return { coefficient: c.value, roll, scatter: s.value, vector, impact: hex && isOnMap(game.map, hex) ? hex : null, provenance };
}

type Impact = { pending: PendingResult[]; stunned: string[]; events: GameEvent[]; crater: boolean };

/** An HE round's blast [17.2, 17.72, 25.2]: everyone in the radius, own troops included, LOS from the impact hex; X = eliminated (AMBIG). */
function blastRound(game: PatrolGame, round: ArtilleryRound, hex: string, dice: DiceSource, tables: PatrolTableSet): Impact {
  const blast = BLAST_OF_WEIGHT[round.weight];
  const cells = Array.from({ length: 11 }, (_, distance) => lookupOrThrow(tables.blast, { blast, distance }));
  const out = resolveBlast(game, hex, cells, dice, tables, `artillery ${round.id}`);
  const pending = [...out.pending], stunned = [...out.stunned], events: GameEvent[] = [...out.events];
  if (cells[0]?.value.x) {
    // digest §9.2: the X results [9.85] are lost; read here as everyone in the impact hex killed (placeholder reading).
    for (const id of game.order) {
      const m = game.men[id]!;
      if (m.hex !== hex || m.exited || m.status === "K") continue;
      pending.push({ man: id, result: "K", source: `artillery ${round.id}` });
      stunned.push(id);
      events.push({ type: "patrol/blast", data: { hex, man: id, distance: 0, as: "X", result: "K", rule: "25.2 X (placeholder reading)" } });
    }
  }
  const provenance = [...new Set(cells.map((c) => c.provenance.kind))];
  events.unshift({ type: "patrol/artillery_blast", data: { round: round.id, hex, blast, provenance, rule: "17.2, 17.72, 25.2" } });
  return { pending, stunned, events, crater: cells[0]?.value.crater === true };
}

/**
 * F2 Artillery [4.1 F, 17.0-17.72]: each listed round scatters, then bursts (HE: blast and stun on everyone in the
 * radius, craters), lays smoke in G2 like a smoke grenade [17.5] or lights the area at night [17.6]; then every F2
 * result is applied [19.12]. Pure: the same game, rounds and dice give the same events, in the command and in the job.
 */
export function resolveBarrage(game0: PatrolGame, ids: readonly string[], dice: DiceSource, tables: PatrolTableSet, turn: number,
  coefficients = artilleryScatterCoefficientTable): { game: PatrolGame; events: GameEvent[] } {
  const arty0 = game0.artillery;
  if (!arty0) return { game: game0, events: [] };
  const rounds = ids.map((id) => arty0.rounds.find((r) => r.id === id)).filter((r): r is ArtilleryRound => r !== undefined && !r.fired);
  const events: GameEvent[] = [];
  const pending: PendingResult[] = [];
  const stunnedNow = new Set<string>();
  const craters = [...arty0.craters], smoke: string[] = [], explosions: string[] = [];
  const illumination = [...arty0.illumination];
  for (const round of rounds) {
    const s = scatterRound(game0, round, dice, tables, coefficients);
    const landed = { round: round.id, side: round.side, weight: round.weight, kind: round.kind, target: round.hex, ...s };
    if (!s.impact) { events.push({ type: "patrol/artillery_miss", data: { ...landed, rule: "17.71" } }); continue; }
    events.push({ type: "patrol/artillery_impact", data: { ...landed, rule: "17.1, 25.1" } });
    if (round.kind === "smoke") { smoke.push(s.impact); continue; }
    if (round.kind === "illumination") {
      if (game0.night) illumination.push({ hex: s.impact, radius: 10, from: turn + 1, until: turn + 2 });
      events.push({ type: "patrol/illumination", data: { round: round.id, hex: s.impact, lit: game0.night !== undefined, from: turn + 1, until: turn + 2, rule: "17.6" } });
      continue;
    }
    explosions.push(s.impact);
    const b = blastRound(game0, round, s.impact, dice, tables);
    pending.push(...b.pending);
    for (const id of b.stunned) stunnedNow.add(id);
    events.push(...b.events);
    if (b.crater && !craters.includes(s.impact)) {
      craters.push(s.impact);
      events.push({ type: "patrol/crater", data: { hex: s.impact, rule: "25.2 c" } });
    }
  }
  const stunned = [...stunnedNow].map((id) => ({ ...game0.men[id]!, stunnedRound: turn }));
  if (stunned.length) events.push({ type: "patrol/stunned", data: { men: stunned.map((m) => m.id), rule: "4.1 F, 17.0" } });
  const fired = new Set(rounds.map((r) => r.id));
  const artillery: ArtilleryState = { ...arty0, rounds: arty0.rounds.map((r) => (fired.has(r.id) ? { ...r, fired: true } : r)),
    due: arty0.due.filter((id) => !fired.has(id)), craters, illumination };
  let game = withMen({ ...game0, artillery }, stunned);
  const applied = applyResults(game, pending, dice, turn);
  game = applied.game;
  if (game.work) {
    const w = game.work;
    game = patchWork(game, { newSmoke: [...w.newSmoke, ...smoke], stunnedNow: [...new Set([...w.stunnedNow, ...stunnedNow])], explosions: [...(w.explosions ?? []), ...explosions] });
  }
  return { game, events: [...events, ...applied.events] };
}
