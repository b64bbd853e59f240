import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { lookupOrThrow, summarizeProvenance } from "@tactica/engine";
import { handToHandOdds } from "../combat/hand-to-hand";
import type { HandToHandWeapon } from "../combat/hand-to-hand";
import type { PatrolTableSet } from "../combat/patrol-tables";
import type { Task } from "../plot/task";
import { applyResults, flameSegment, resolveBlast, resolveFirearm, hitVehiclesAt, toHatchTarget, claymoreSegment, toPhaseCStunRound } from "../fire/index";
import { keepsRiderErect, toHorseTarget, toRiderHandToHand, firesOutOfSmoke, mayFireOutAt, pillboxOf, rocketOnPillbox, toNoLandingHexes, toPillboxThrow } from "../terrain/index";
import { rangeBetween, stepHex, toScatterVector, VECTOR_ORDER, isOnMap, isActive, patchWork, withMen, workOf } from "../state/index";
import { seesMan } from "../spotting/index";
import type { Man, PatrolGame, PendingResult } from "../state/index";
import { isPlacedOnVehicle, stickSatchels, vehicleFireSegment } from "../vehicles/index";

const taskOf = <C extends Task["code"]>(tasks: readonly Task[] | undefined, code: C) =>
  tasks?.find((t): t is Extract<Task, { code: C }> => t.code === code);

/** C1 Initial Posture [4.1 C, 7.54, 7.55]: ER men stand; prone men with no task are prone-hidden. Public. */
function initialPosture(game: PatrolGame, options: Readonly<Record<string, string>>): { game: PatrolGame; events: GameEvent[] } {
  const work = workOf(game);
  const changed: Man[] = [];
  for (const id of game.order) {
    const m = game.men[id]!;
    if (!isActive(m)) continue;
    const tasks = work.orders[id] ?? [];
    const stand = tasks.some((t) => t.code === "ER");
    const freeze = work.panicked.includes(id) && options["patrol/panic_freeze_prone"] !== "stay" && !keepsRiderErect(m); // 28.22: a horse never goes prone
    const posture = stand ? "erect" as const : freeze ? "prone" as const : m.posture;
    const concealed = posture === "prone" && tasks.length === 0 && !work.panicked.includes(id);
    if (posture !== m.posture || concealed !== m.concealed) changed.push({ ...m, posture, concealed });
  }
  const next = withMen(game, changed);
  return { game: next, events: [{ type: "patrol/posture", data: { men: changed.map((m) => ({ man: m.id, posture: m.posture, concealed: m.concealed })) } }] };
}

function toHandToHandWeapon(m: Man): HandToHandWeapon {
  if (m.unarmed || m.grenade) return "Ua";
  return m.counter === "RF" ? m.rifle ?? "BR" : m.counter;
}

/** C2 Hand-to-Hand [12.0-12.5]: every attacker rolls before any result; results apply at once [12.32]. */
function handToHand(game: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number) {
  const work = workOf(game);
  const pending: PendingResult[] = [];
  const events: GameEvent[] = [];
  const grappled: string[] = [];
  for (const id of game.order) {
    const a = game.men[id]!;
    const task = taskOf(work.orders[id], "HH");
    if (!task || !isActive(a) || work.panicked.includes(id) && a.posture !== "prone") continue;
    const d = game.men[task.target];
    if (!d || d.side === a.side || d.hex !== a.hex || d.status === "K" || d.exited) continue;
    // 12.42: men fighting hand-to-hand inside a pillbox count as erect.
    // 28.23: a man on horseback fights as an RF(BR/SR) erect, normal man.
    const riderA = toRiderHandToHand(a), riderD = toRiderHandToHand(d);
    const odds = handToHandOdds({ weapon: riderA?.weapon ?? toHandToHandWeapon(a), attackerProne: !riderA && a.posture === "prone" && !pillboxOf(game, a.id), attackerWounded: !riderA && a.status === "W",
      defenderWounded: !riderD && d.status === "W", defenderIncapacitated: d.status === "I" }, tables);
    const roll = d.status === "I" ? 0 : dice.roll(6);
    const result = d.status === "I" ? "K" : odds.rolls[roll - 1] ?? "-";
    pending.push({ man: d.id, result, source: a.id });
    if (!taskOf(work.orders[d.id], "HH")) grappled.push(d.id);
    events.push({ type: "patrol/hand_to_hand", data: { attacker: a.id, defender: d.id, line: odds.line, roll, result, provenance: odds.provenance, ...(riderA || riderD ? { riders: [riderA ? a.id : null, riderD ? d.id : null].filter((x) => x !== null), riderRule: "28.23" } : {}) } });
  }
  const applied = applyResults(game, pending, dice, round);
  const orders = { ...work.orders };
  for (const id of grappled) orders[id] = (orders[id] ?? []).filter((t) => t.code === "MV"); // 12.31
  return { game: patchWork(applied.game, { orders, grappled }), events: [...events, ...applied.events] };
}

/** True when a man can fire his firearm now [10.11]: active, not panicked, armed and loaded. */
function canFire(game: PatrolGame, m: Man): boolean {
  const work = workOf(game);
  return isActive(m) && !work.panicked.includes(m.id) && !m.unarmed && !m.unloaded && m.grenade === null && !m.rifleGrenade && m.counter !== "RL" && m.counter !== "FT";
}

/** Targets of a DF/KF task: the named man, or every enemy in his hex with the AS split [10.32]. */
function targetsOf(game: PatrolGame, firer: Man, task: { target: string; all?: boolean | undefined }): Man[] {
  const t = game.men[task.target] ?? toHatchTarget(game, task.target) ?? toHorseTarget(game, task.target); // 23.32: an open vehicle's commander; 28.25: a riderless horse
  if (!t?.hex || t.side === firer.side || t.status === "K" || t.exited) return [];
  if (!task.all) return [t];
  return game.order.map((id) => game.men[id]!).filter((m) => m.side === t.side && m.hex === t.hex && m.status !== "K");
}

/** C3 rifle grenades [13.2, 13.3]: scatter by the Rifle Grenade row, a frag blast on impact; results with phase C's. */
function rifleGrenadeSegment(game0: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number) {
  let game = game0;
  const work = workOf(game);
  let pending = [...work.pending];
  const events: GameEvent[] = [];
  const fired = [...work.fired];
  const stunned: string[] = [];
  const fragCells = [0, 1, 2].map((distance) => lookupOrThrow(tables.blast, { blast: "frag" as const, distance }));
  for (const id of game.order) {
    const m = game.men[id]!;
    const task = taskOf(work.orders[id], "RG");
    const launcher = !m.rifleGrenade && (m.counter === "RL" || m.counter === "GL") && !m.unloaded;
    if (!task || !isActive(m) || !(m.rifleGrenade || launcher) || work.panicked.includes(id) || !m.hex) continue;
    const range = rangeBetween(m.hex, task.hex);
    // Scatter rows [25.1]: the Rifle Grenade row is printed; the RL and GL rows are lost (placeholders).
    const weapon = m.rifleGrenade ? "rifle-grenade" as const : m.counter === "RL" ? "rocket" as const : "grenade-launcher" as const;
    const coefficientCell = lookupOrThrow(tables.scatterCoefficient, { weapon, range: Math.min(weapon === "rifle-grenade" ? 20 : weapon === "rocket" ? 30 : 60, Math.max(1, m.status === "W" ? range * 2 : range)) });
    const coefficient = coefficientCell.value;
    const roll = dice.roll(6);
    const scatterCell = lookupOrThrow(tables.scatter, { coefficient, roll });
    const n = scatterCell.value;
    let hex = task.hex;
    const vector = n > 0 ? toScatterVector(dice.roll(6), tables.options) : null;
    for (let i = 0; i < n && vector; i++) {
      const next = stepHex(hex, vector);
      if (!next || !isOnMap(game.map, next)) break;
      hex = next;
    }
    // The cells that decided it (the rocket and GL coefficient rows are invented): as fireOdds answers say.
    events.push({ type: "patrol/rifle_grenade", data: { firer: id, weapon, target: task.hex, roll, scatter: n, vector, landed: hex, provenance: summarizeProvenance([coefficientCell, scatterCell, ...fragCells]) } });
    const out = resolveBlast(game, hex, fragCells, dice, tables, id);
    pending = [...pending, ...out.pending];
    stunned.push(...out.stunned);
    events.push(...out.events);
    if (weapon === "rocket") { // 14.22: a rocket landing in a pillbox hex attacks the garrison at 10-1, stuns it, smokes it
      const hit = rocketOnPillbox(game, hex, dice, tables);
      game = hit.game;
      pending = [...pending, ...hit.pending];
      stunned.push(...hit.stunned);
      events.push(...hit.events);
    }
    if (weapon === "rocket") { // 14.21, 14.23: a rocket landing in a vehicle's hex rolls on the damage table
      const hit = hitVehiclesAt(game, hex, "rocket", dice, tables, round);
      game = hit.game;
      events.push(...hit.events);
    }
    fired.push(id);
    // 13.42: unarmed until RA; RL and GL are unloaded after every shot [14.31, 15.11].
    game = withMen(game, [launcher ? { ...m, unloaded: true } : { ...m, rifleGrenade: false, unarmed: true }]);
  }
  // 6.22 / option patrol/phase_c_stun: a phase-C stun lasts through the next turn's phase E, or only this turn's (phase-c-stun.ts).
  game = withMen(game, [...new Set(stunned)].map((sid) => ({ ...game.men[sid]!, stunnedRound: toPhaseCStunRound(round, tables.options) })));
  return { game: patchWork(game, { pending, fired, stunnedNow: [...work.stunnedNow, ...stunned] }), events };
}

/** C3 Enfilade Fire [10.33]: the AS split evenly over a row of erect men, each attacked separately. */
function enfiladeSegment(game: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number) {
  const work = workOf(game);
  let pending = [...work.pending];
  const events: GameEvent[] = [];
  const fired = [...work.fired];
  const unloaded: Man[] = [];
  for (const id of game.order) {
    const firer = game.men[id]!;
    const task = taskOf(work.orders[id], "EF");
    if (!task || !canFire(game, firer)) continue;
    const targets = firesOutOfSmoke(game, firer) ? [] : task.targets.map((t) => game.men[t]).filter((t): t is Man => t !== undefined && t.hex !== null && t.status !== "K" && seesMan(game, firer, t)); // 11.54
    if (targets.length === 0) continue;
    const out = resolveFirearm(game, firer, targets, "EF", work.hexesPlotted, dice, tables, round);
    pending = [...pending, ...out.pending];
    events.push(...out.events);
    fired.push(id);
    if (out.unloaded) unloaded.push({ ...firer, unloaded: true });
  }
  return { game: patchWork(withMen(game, unloaded), { pending, fired }), events };
}

/** C3 Direct Fire and C4 Quick Fire [4.1 C, 10.1-10.5]: results wait for the end of the phase [10.7]. */
function fireSegment(game: PatrolGame, code: "DF" | "KF", dice: DiceSource, tables: PatrolTableSet, round: number) {
  const work = workOf(game);
  let pending = [...work.pending];
  const events: GameEvent[] = [];
  const fired = [...work.fired];
  const unloaded: Man[] = [];
  for (const id of game.order) {
    const firer = game.men[id]!;
    const task = taskOf(work.orders[id], code);
    if (!task || !canFire(game, firer)) continue;
    // 9.61, 9.63: a garrison man fires only through his plotted aperture, into its field of fire.
    const targets = firesOutOfSmoke(game, firer) ? [] : targetsOf(game, firer, task).filter((t) => seesMan(game, firer, t) && mayFireOutAt(game, firer, t.hex!)); // 11.54: none out of smoke
    // A fire that cannot happen reveals nothing to the other side: only the plotter learns why [5.1].
    if (targets.length === 0) { events.push({ type: "patrol/fire_void", data: { firer: id, reason: "no target in sight" }, visibleTo: [firer.side] }); continue; }
    const out = resolveFirearm(game, firer, targets, code, work.hexesPlotted, dice, tables, round);
    pending = [...pending, ...out.pending];
    events.push(...out.events);
    fired.push(id);
    if (out.unloaded) unloaded.push({ ...firer, unloaded: true });
  }
  return { game: patchWork(withMen(game, unloaded), { pending, fired }), events };
}

/** Maximum throw [11.23, 19.11]: erect 8, prone 2 (option patrol/prone_throw), halved when wounded. */
export function toThrowRange(m: Man, options: Readonly<Record<string, string>> = {}): number {
  if (m.posture === "prone" && options["patrol/prone_throw"] === "never") return 0;
  if (m.grenade === "SC") {
    // 11.61: satchel 4, prone 1; wounded halved, at least 1 (option patrol/satchel_wounded_range).
    const base = m.posture === "prone" ? 1 : 4;
    return m.status === "W" && options["patrol/satchel_wounded_range"] !== "unchanged" ? Math.max(1, Math.floor(base / 2)) : base;
  }
  const base = m.posture === "prone" ? 2 : 8;
  return m.status === "W" ? Math.floor(base / 2) : base;
}

/** C5 Grenade Throw [11.2, 11.3]: scatter at once (wounded: range doubled; prone: at most 1 hex); landing marked, no detonation yet. */
function throwSegment(game: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number) {
  const work = workOf(game);
  const events: GameEvent[] = [];
  const grenades = [...game.grenades];
  const threw = [...work.threw];
  const changed: Man[] = [];
  for (const id of game.order) {
    const m = game.men[id]!;
    const task = taskOf(work.orders[id], "TG");
    if (!task || !isActive(m) || !m.grenade || work.panicked.includes(id) || !m.hex) continue;
    const range = rangeBetween(m.hex, task.hex);
    // 9.67: a man throwing out of a pillbox counts as prone for range and accuracy.
    const insideBox = pillboxOf(game, id) !== undefined;
    if (range > toThrowRange(insideBox ? { ...m, posture: "prone" } : m, tables.options)) continue;
    const satchel = m.grenade === "SC";
    // 11.71, 11.72: into a pillbox from the hex outside an aperture (with scatter) or from on top (inserted).
    const into = toPillboxThrow(game, m, task.hex);
    const scatterRange = Math.min(satchel ? 4 : 8, m.status === "W" ? range * 2 : range);
    const coefficientCell = lookupOrThrow(tables.scatterCoefficient, { weapon: satchel ? "satchel" as const : "grenade" as const, range: scatterRange });
    const coefficient = coefficientCell.value;
    const roll = dice.roll(6);
    // 11.91: a satchel placed on a vehicle from an adjacent hex does not scatter.
    const scatterCell = into?.inserted || isPlacedOnVehicle(game, m, task.hex) ? undefined : lookupOrThrow(tables.scatter, { coefficient, roll });
    let n = scatterCell?.value ?? 0;
    if (m.posture === "prone" || insideBox) n = Math.min(1, n);
    let hex = task.hex;
    let vector: string | null = null;
    if (n > 0) {
      vector = toScatterVector(dice.roll(6), tables.options);
      for (let i = 0; i < n; i++) {
        const next = stepHex(hex, vector as "A");
        if (!next || !isOnMap(game.map, next)) break;
        hex = next;
      }
    }
    // 11.33: a grenade that scatters may not land in a crater or a pillbox; it lands in the adjacent hex nearest the target.
    const craters = toNoLandingHexes(game, m.side);
    let deflected = false;
    if (n > 0 && craters.includes(hex)) {
      const around = VECTOR_ORDER.map((v) => stepHex(hex, v)).filter((h): h is string => h !== undefined && isOnMap(game.map, h) && !craters.includes(h));
      const best = around.reduce<string | undefined>((b, h) => (b === undefined || rangeBetween(h, task.hex) < rangeBetween(b, task.hex) ? h : b), undefined);
      if (best) { hex = best; deflected = true; }
    }
    const inside = into && n === 0 ? into.pillbox.id : undefined;
    // 11.62: a satchel plotted to explode on the next Game-Turn waits a turn.
    const later = task.delay === true && m.grenade === "SC";
    grenades.push({ hex, kind: m.grenade, by: id, from: m.hex, ...(inside ? { inside } : {}), ...(later ? { round: round + 1 } : {}) });
    threw.push(id);
    changed.push({ ...m, grenade: null, unarmed: true });
    events.push({ type: "patrol/grenade_thrown", data: { thrower: id, target: task.hex, roll, scatter: n, vector, landed: hex, ...(deflected ? { deflected: "11.33" } : {}),
      provenance: summarizeProvenance(scatterCell ? [coefficientCell, scatterCell] : [coefficientCell]),
      ...(inside ? { inside, rule: into?.inserted ? "11.72" : "11.71" } : {}) } });
    if (later) events.push({ type: "patrol/satchel_delayed", data: { thrower: id, hex, explodes: round + 1, rule: "11.62" }, visibleTo: [m.side] });
  }
  return { game: patchWork(withMen({ ...game, grenades }, changed), { threw }), events };
}

/** Phase C Initial Combat [4.1 C]: C1 posture, C2 hand-to-hand, C3 DF, C4 KF, C5 throws, then every C result at once. */
export function resolveInitialCombat(game0: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let game = game0;
  for (const step of [
    (g: PatrolGame) => initialPosture(g, tables.options),
    (g: PatrolGame) => handToHand(g, dice, tables, round),
    (g: PatrolGame) => fireSegment(g, "DF", dice, tables, round),
    (g: PatrolGame) => vehicleFireSegment(g, dice, tables, round), // 23.3, 24.3
    (g: PatrolGame) => claymoreSegment(g, dice, tables, round), // 18.51: manual Claymores in the DF segment
    (g: PatrolGame) => enfiladeSegment(g, dice, tables, round),
    (g: PatrolGame) => rifleGrenadeSegment(g, dice, tables, round),
    (g: PatrolGame) => flameSegment(g, dice, tables), // 28.12
    (g: PatrolGame) => fireSegment(g, "KF", dice, tables, round),
    (g: PatrolGame) => throwSegment(g, dice, tables, round),
    (g: PatrolGame) => stickSatchels(g), // 11.91
  ]) {
    const out = step(game);
    game = out.game;
    events.push(...out.events);
  }
  const applied = applyResults(game, workOf(game).pending, dice, round);
  return { game: patchWork(applied.game, { pending: [] }), events: [...events, ...applied.events] };
}

