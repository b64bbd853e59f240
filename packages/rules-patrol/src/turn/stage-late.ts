import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { lookupOrThrow, summarizeProvenance } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { applyResults, resolveBlast, clearMinesAt, toReloadBroken, toReloaded, withKeptPreparation, hitVehiclesAt } from "../fire/index";
import { stepHex, toScatterVector, isOnMap, isActive, patchWork, withMen, workOf } from "../state/index";
import type { Vector, Man, PatrolGame } from "../state/index";
import { resolveSolitaireArtillery } from "../solitaire/index";
import { destroyWireAt, prepareDetonation, keepsRiderErect } from "../terrain/index";
import { toStuckHex } from "../vehicles/index";
import { rememberSmokeSightings } from "../spotting/index";

/** Phase E Stun Recovery [4.1 E, 6.22]: stuns from an earlier turn are removed (a stun lasts through the next turn's E). */
export function resolveStunRecovery(game: PatrolGame, round: number): { game: PatrolGame; events: GameEvent[] } {
  const changed: Man[] = [];
  for (const id of game.order) {
    const m = game.men[id]!;
    if (m.stunnedRound !== null && m.stunnedRound < round) changed.push({ ...m, stunnedRound: null });
  }
  return { game: withMen(game, changed), events: changed.length ? [{ type: "patrol/stun_recovered", data: { men: changed.map((m) => m.id) } }] : [] };
}

/** Phase F Explosives [4.1 F, 11.4, 11.8]: frag grenades detonate (20/10/5, everyone in the radius stunned); smoke waits for G2. */
export function resolveExplosives(game0: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const events: GameEvent[] = [];
  let pending = [...workOf(game).pending];
  const stunnedNow = new Set<string>();
  const newSmoke: string[] = [];
  const explosions: string[] = [];
  const fragCells = [0, 1, 2].map((distance) => lookupOrThrow(tables.blast, { blast: "frag" as const, distance }));
  // The satchel row of 25.2 is lost (invented): looked up only when a satchel goes off, so that only its events say so.
  const blastRow = (satchel: boolean) => (satchel ? Array.from({ length: 11 }, (_, distance) => lookupOrThrow(tables.blast, { blast: "satchel" as const, distance })) : fragCells);
  // The blast cells a detonation reads, as fireOdds answers say.
  const blastProvenance = (satchel: boolean) => summarizeProvenance(blastRow(satchel).filter((c) => c.value.as > 0));
  if (game.solitaire) {
    const arty = resolveSolitaireArtillery(game, dice, tables);
    pending = [...pending, ...arty.pending];
    for (const id of arty.stunned) stunnedNow.add(id);
    events.push(...arty.events);
  }
  // 11.62: a satchel plotted to explode on the next Game-Turn stays on the map until then.
  const later = game.grenades.filter((g) => (g.round ?? round) > round);
  for (const g0 of game.grenades.filter((g) => (g.round ?? round) <= round)) {
    // 11.45, 11.53, 11.65, 11.73: inside a pillbox or a crater the blast is confined to the hex (pillbox-blast.ts).
    const pre = prepareDetonation(game, g0, dice, tables);
    game = pre.game;
    events.push(...pre.events);
    if (pre.done) {
      pending = [...pending, ...pre.pending];
      for (const id of pre.stunned) stunnedNow.add(id);
      explosions.push(g0.hex);
      continue;
    }
    const g = { ...g0, hex: toStuckHex(game, g0) ?? pre.hex }; // 11.91: a satchel on a tank went where the tank went
    if (g.kind === "S") { newSmoke.push(g.hex); continue; }
    const satchel = g.kind === "SC";
    events.push({ type: "patrol/detonation", data: { hex: g.hex, kind: satchel ? "satchel" : "frag", by: g.by, provenance: blastProvenance(satchel) } });
    explosions.push(g.hex);
    if (satchel) { // 18.4, 28.3
      const cleared = clearMinesAt(game, g.hex);
      const cut = destroyWireAt(cleared.game, g.hex);
      const hit = hitVehiclesAt(cut.game, g.hex, "satchel", dice, tables, round); // 11.91: as a rocket hit (14.23)
      game = hit.game;
      events.push(...cleared.events, ...cut.events, ...hit.events);
    }
    const out = resolveBlast(game, g.hex, blastRow(satchel), dice, tables, g.by);
    // 11.65: a satchel's K becomes I for men in the open (confined blasts in pillboxes and craters are handled above).
    pending = [...pending, ...out.pending.map((p) => (satchel && p.result === "K" ? { ...p, result: "I" as const } : p))];
    for (const id of out.stunned) stunnedNow.add(id);
    events.push(...out.events);
  }
  const stunned: Man[] = [...stunnedNow].map((id) => ({ ...game.men[id]!, stunnedRound: round }));
  if (stunned.length) events.push({ type: "patrol/stunned", data: { men: stunned.map((m) => m.id) } });
  game = withMen(game, stunned);
  const applied = applyResults(game, pending, dice, round);
  game = patchWork({ ...applied.game, grenades: later }, { pending: [], newSmoke, stunnedNow: [...stunnedNow], explosions });
  return { game, events: [...events, ...applied.events] };
}

function layPattern(game: PatrolGame, from: string, dice: DiceSource, options: Readonly<Record<string, string>>): string[] {
  const vector: Vector = toScatterVector(dice.roll(6), options);
  const length = dice.roll(6);
  const hexes = [from];
  let at = from;
  for (let i = 1; i < length; i++) {
    const next = stepHex(at, vector);
    if (!next || !isOnMap(game.map, next)) break;
    hexes.push(next);
    at = next;
  }
  return hexes;
}

/**
 * Phase G Maintenance [4.1 G]: G1 smoke drifts (d6 1 = dissipates, else re-laid from its farthest hex) [11.59];
 * G2 new smoke patterns (d6 direction, d6 length) [11.52]; G3 reload; G4 grenades armed (void if stunned this
 * turn [6.1 notes]); RA rearms; G7 men fall prone (MV-P, TG-P, PP, panicked).
 */
export function resolveMaintenance(game0: PatrolGame, dice: DiceSource, options: Readonly<Record<string, string>> = {}): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const work = workOf(game);
  const events: GameEvent[] = [];
  const smoke: { hexes: string[]; origin: string }[] = [];
  for (const s of game.smoke) {
    if (dice.roll(6) === 1) { events.push({ type: "patrol/smoke_dissipated", data: { origin: s.origin } }); continue; }
    const far = s.hexes[s.hexes.length - 1] ?? s.origin;
    const hexes = layPattern(game, far, dice, options);
    smoke.push({ hexes, origin: s.origin });
    events.push({ type: "patrol/smoke_drifted", data: { origin: s.origin, hexes } });
  }
  for (const hex of work.newSmoke) {
    const hexes = layPattern(game, hex, dice, options);
    smoke.push({ hexes, origin: hex });
    events.push({ type: "patrol/smoke_laid", data: { origin: hex, hexes } });
  }
  game = { ...game, smoke };
  const sighted = rememberSmokeSightings(game0, game); // 11.56: what each tank saw before it became smoke
  game = sighted.game;
  events.push(...sighted.events);
  const changed: Man[] = [];
  const armed: string[] = [], reloaded: string[] = [], prone: string[] = [];
  const exchanges: [string, string][] = [];
  for (const id of game.order) {
    const before = game.men[id]!;
    if (!isActive(before)) continue;
    const tasks = withKeptPreparation(before, work.orders[id] ?? [], work.panicked.includes(id)); // 13.12
    let m = toReloadBroken(before, tasks); // 14.31
    // 13.15 (option patrol/rifle_grenade_quit must_stop): a wounded or stunned preparer stops.
    if (m.preparingRifleGrenade && (m.status !== "fit" || m.stunnedRound !== null) && options["patrol/rifle_grenade_quit"] !== "may_stop") m = { ...m, preparingRifleGrenade: false };
    for (const t of tasks) {
      if (t.code === "RL") { // 14.31, 14.32: an RL man needs two turns, one with a helper
        const r = toReloaded(game, m, t, work);
        m = r.man;
        if (r.done) reloaded.push(id); else events.push({ type: "patrol/reloading", data: { man: id, turns: r.turns, of: 2, rule: "14.31" } });
      }
      if (t.code === "RA") m = { ...m, unarmed: false, grenade: null };
      if (t.code === "PG" && m.stunnedRound === null && m.posture === "erect") { m = { ...m, grenade: t.type, unarmed: true }; armed.push(id); }
      const side = game.sides[m.side];
      // G5 [13.13]: a rifle grenade is armed on 1-3; on 4-6 he must try again next turn.
      if (t.code === "PR" && m.stunnedRound === null) {
        const roll = dice.roll(6);
        if (roll <= 3) { m = { ...m, rifleGrenade: true, unarmed: false }; armed.push(id); }
        m = { ...m, preparingRifleGrenade: roll > 3 }; // 13.12: begun, he keeps trying until he succeeds
        events.push({ type: "patrol/rifle_grenade_prepared", data: { man: id, roll, armed: roll <= 3 } });
      }
      if (t.code === "PS" && m.stunnedRound === null && m.posture === "erect" && (side.satchels ?? 0) > 0) {
        m = { ...m, grenade: "SC", unarmed: true };
        armed.push(id);
        game = { ...game, sides: { ...game.sides, [m.side]: { ...side, satchels: (side.satchels ?? 0) - 1 } } };
      }
      if ((t.code === "PP") || (t.code === "TG" && t.prone)) prone.push(id);
      if (t.code === "WE") exchanges.push([id, t.with]);
    }
    if (work.fallProne.includes(id) || (work.panicked.includes(id) && options["patrol/panic_freeze_prone"] !== "stay")) prone.push(id);
    if (prone.includes(id) && keepsRiderErect(m)) events.push({ type: "patrol/rider_stays_erect", data: { man: id, horse: m.mounted, rule: "28.22" } });
    else if (prone.includes(id)) m = { ...m, posture: "prone" };
    if (m !== before) changed.push(m);
  }
  game = withMen(game, changed);
  // G6 Weapon Exchange [22.0]: the counters' weapons swap; combat effects and posture stay with each man.
  const both = options["patrol/weapon_exchange_plot"] === "both";
  for (const [i, [a, b]] of exchanges.entries()) {
    // 22.0 (option patrol/weapon_exchange_plot both): both men plot the one exchange; it happens once.
    if (both && exchanges.slice(0, i).some(([c, d]) => c === b && d === a)) continue;
    const x = game.men[a]!, y = game.men[b]!;
    if (!isActive(x) || x.hex !== y.hex) continue;
    game = withMen(game, [{ ...x, counter: y.counter, rifle: y.rifle, unloaded: y.unloaded }, { ...y, counter: x.counter, rifle: x.rifle, unloaded: x.unloaded }]);
    events.push({ type: "patrol/weapons_exchanged", data: { men: [a, b] } });
  }
  events.push({ type: "patrol/maintenance", data: { grenadesArmed: armed.length, reloaded, prone: [...new Set(prone)].filter((id) => game.men[id]!.posture === "prone") } });
  return { game, events };
}
