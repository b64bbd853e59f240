// Exact odds of the L-burst fire commands a seat could issue now: `fire` (with Option 16.3.2 increased fire and
// 12.6.3 suppressive fire), `fire_pistol` (16.8), `port_fire` and `rider_fire` (19.3.9) and `order_fire` (16.5), and the L
// bursts of `fire_crewed` and `vehicle_fire`. Each is computed from what the command itself rolls against (`burstSetup`,
// `checkCrewFire`, `checkVehicleFire`) on the state the command fires from (`asPistol`, `atPort`, `outside`, `asOrderFirer`),
// so odds and rolls cannot drift. For the API's commandOdds (services/api/src/odds/command-odds-more.ts).
import type { CommandContext, Provenance } from "@tactica/engine";
import type { Rational } from "@tactica/dice";
import { add, complement, mul, rational, sub } from "@tactica/dice";
import { firepowerCheckChance } from "../odds/index";
import { toHexKey } from "@tactica/hex";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectFireModifiers } from "../fire-setup/collect-fire-modifiers";
import { boardOf } from "../core/board";
import { asPistol, checkCrewFire } from "./crews";
import type { FirePayload } from "../combat/fire-command";
import { burstSetup, checkFire, NON_AUTO_SUPPRESSION_SHOTS } from "../combat/fire-command";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { asOrderFirer, orderMode } from "./optional-orders";
import { findSoldier } from "../core/soldiers";
import type { FirepowerState, Soldier } from "../state/types";
import { checkVehicleFire } from "./vehicles-fire";
import type { VehicleFirePayload } from "./vehicles-fire";
import { atPort } from "./vehicles-ports";
import { outside } from "./vehicle-riders-fire";
import { findVehicle } from "../vehicles/vehicles-state";

/** One target's part: its outcome distribution ("eliminated", "stunned", "suppressed", "no effect", or "hit"/"miss"...) and what it is rolled against. */
export type ShotOddsPart = {
  readonly target: string;
  readonly outcomes: ReadonlyMap<string, Rational>;
  readonly modifiers: readonly AppliedModifier[];
  readonly details: Readonly<Record<string, unknown>>;
};

/** A command's explained odds: one part per thing its dice decide, the provenance of every number used, notes. */
export type ShotOdds = { readonly parts: readonly ShotOddsPart[]; readonly provenance: readonly Provenance[]; readonly notes: readonly string[] };
export type ShotOddsResult = { readonly ok: true; readonly value: ShotOdds } | { readonly ok: false; readonly error: { readonly code: string; readonly message: string; readonly rule: string } };

type Cmd = { readonly type: string; readonly seat: string; readonly payload: unknown };
type Ctx = Pick<CommandContext, "options" | "tables">;

const ORDER = ["eliminated", "stunned", "suppressed", "no effect"] as const;
const pow = (p: Rational, n: number): Rational => Array.from({ length: n }).reduce<Rational>((acc) => mul(acc, p), rational(1));
const refuse = (code: string, message: string, rule: string): ShotOddsResult => ({ ok: false, error: { code, message, rule } });

/** How the unhit are Suppressed after a burst: not at all, if a modified 10 could be rolled (`possible`), or if one was (`if_rolled`) [6.4.1, 12.6.3, 16.4]. */
type Suppression = { readonly on: boolean; readonly ifRolled: boolean; readonly possible: boolean };

/**
 * The outcome distribution of `shots` d10 at one soldier, each hitting on roll + total ≤ hitNumber [6.3.6.3]:
 * eliminated on any hit (unless `noHits`: 12.6.3 suppressive fire, or `hitsSuppress`: a 16.5.3 Sweep, where a hit
 * counts only as a Suppression); unhit, Suppressed as `s` says.
 */
export function burstOutcomes(hitNumber: number, total: number, shots: number, s: Suppression, opts: { readonly noHits?: boolean; readonly hitsSuppress?: boolean } = {}): Map<string, Rational> {
  const noHit = pow(complement(firepowerCheckChance(hitNumber, total)), shots);
  const allHigh = pow(complement(firepowerCheckChance(10, total)), shots);
  const hit = complement(noHit);
  const someLow = sub(noHit, allHigh);
  const out = new Map<string, Rational>(ORDER.map((o) => [o, rational(0)]));
  const put = (o: string, p: Rational) => out.set(o, add(out.get(o) ?? rational(0), p));
  // Without hits (suppressive fire) a roll within the hit number is also "a modified 10 or less".
  const missed = opts.noHits ? rational(1) : noHit;
  const rolledLow = opts.noHits ? complement(allHigh) : someLow;
  if (!opts.noHits) put(opts.hitsSuppress ? "suppressed" : "eliminated", hit);
  const suppressed = !s.on ? rational(0) : s.ifRolled ? rolledLow : s.possible ? missed : rational(0);
  put("suppressed", suppressed);
  put("no effect", sub(missed, suppressed));
  for (const [o, p] of out) if (p.num === 0n) out.delete(o);
  return out;
}

/** The state, payload and extras a soldier's L fire command fires with (the same transforms the command makes). */
function asFire(state: FirepowerState, cmd: Cmd): { state: FirepowerState; payload: FirePayload; sweep: boolean; notes: string[] } | undefined {
  const p = cmd.payload as Record<string, unknown>;
  const soldier = findSoldier(state.game, String(p.soldier));
  if (!soldier) return undefined;
  if (cmd.type === "fire") return { state, payload: cmd.payload as FirePayload, sweep: false, notes: [] };
  if (cmd.type === "fire_pistol") return { state: asPistol(state, soldier.id), payload: cmd.payload as FirePayload, sweep: false, notes: ["Option 16.8: he fires his extra pistol (semi-automatic unless the payload says otherwise), as a fire with a pistol [16.8, 6.3]"] };
  if (cmd.type === "port_fire") {
    const v = soldier.riding ? findVehicle(state.game, soldier.riding.vehicle) : undefined;
    if (!v) return undefined;
    const port = p.port as "left" | "right" | "rear";
    return { state: atPort(state, soldier, v, port), payload: { soldier: soldier.id, targets: p.targets as string[], afterMf: 0, ...(p.mode ? { mode: p.mode as "auto" | "semi" } : {}) }, sweep: false, notes: [`Option 19.3.9: he fires out of the ${port} port, from the vehicle's passenger hex with the port's direction as his arc [19.3.9]`] };
  }
  if (cmd.type === "rider_fire") {
    const v = soldier.riding ? findVehicle(state.game, soldier.riding.vehicle) : undefined;
    if (!v) return undefined;
    return { state: outside(state, soldier, v), payload: { soldier: soldier.id, targets: p.targets as string[], afterMf: 0, ...(p.mode ? { mode: p.mode as "auto" | "semi" } : {}) }, sweep: false, notes: ["a passenger inside a vehicle without ports fires Standing (or seated through an open hatch at a man on top), from the vehicle's passenger hex [19.3.9]"] };
  }
  if (cmd.type === "order_fire") {
    const order = (state.game.orders ?? []).find((o) => o.soldier === soldier.id && o.side === cmd.seat);
    return {
      state: asOrderFirer(state, soldier), payload: { soldier: soldier.id, targets: p.targets as string[], mode: orderMode(soldier), afterMf: 0 }, sweep: order?.kind === "sweep",
      notes: ["Option 16.5: the written order fires with the targets' current posture and speed, his own MF and Combat Action unspent; answering reveals nothing the seat does not hold [16.5.1, 16.5.2]", ...(order?.kind === "sweep" ? ["Option 16.5.3: a Sweep burst's hit counts only as a Suppression (\"suppressed\" includes it)"] : [])],
    };
  }
  return undefined;
}

/**
 * Exact odds of an already-validated `fire`, `fire_pistol`, `port_fire`, `rider_fire` or `order_fire` [6.3, 16.3.2,
 * 12.6.3, 16.8, 19.3.9, 16.5]: per target, the burst the command rolls (`burstSetup`: hit number, modifiers with increased fire's
 * +2, shots doubled by 16.3.2) and the Suppression it applies to an unhit target (6.4.1 by option
 * firepower/auto_fire_suppression, 12.6.3 suppressive fire, Option 16.4 volleys of non-automatic shots).
 */
export function explainFireCommand(state: FirepowerState, cmd: Cmd, ctx: Ctx): ShotOddsResult {
  const as = asFire(state, cmd);
  if (!as) return refuse("fire/bad_target", "the firer must be a living soldier", "Firepower 6.3.1");
  const s = as.state, p = as.payload;
  const checked = checkFire(s, cmd.seat, p, ctx);
  if (!checked.ok || !checked.firer || !checked.targets) return { ok: false, error: { code: checked.ok ? "fire/bad_target" : checked.error.code, message: checked.ok ? "no targets" : checked.error.message, rule: checked.ok ? "Firepower 6.3.1" : checked.error.rule ?? "" } };
  const firer = checked.firer;
  const mode = p.mode ?? (firer.weapon === "PST" ? "semi" : "auto");
  const board = boardOf(s.game);
  const setups = checked.targets.map((t) => ({ t, b: burstSetup(s, firer, t, p, ctx.tables) }));
  // Option 16.4: the fire's non-automatic shots added to the hex's this Impulse Phase make a volley that Suppresses.
  const semiShots = setups.reduce((n, x) => n + x.b.shots, 0);
  const hexKey = toHexKey(checked.targets[0]!.hex);
  const volley = mode === "semi" && s.options["firepower/non_auto_suppression"] === "on" && (s.game.semiShots?.[hexKey] ?? 0) + semiShots >= NON_AUTO_SUPPRESSION_SHOTS;
  const ifRolled = s.options["firepower/auto_fire_suppression"] === "if_rolled";
  const parts: ShotOddsPart[] = [];
  const provenance: Provenance[] = [];
  for (const { t, b } of setups) {
    // As the command: a target may be Suppressed when 1 + his auto-fire modifiers (announced MF counted) is 10 or less [6.4.1].
    const los = losFrom(board, s.game, firer, toViewpoint(t), s.options);
    const possible = los ? 1 + totalModifier(collectFireModifiers(toFireSituation(board, s.game, firer, t, "auto", p.afterMf, s.options, los))) <= 10 : false;
    const outcomes = burstOutcomes(b.hitNumber, b.total, b.shots, { on: mode === "auto" || volley, ifRolled, possible }, { noHits: p.suppressive === true, hitsSuppress: as.sweep });
    parts.push({ target: t.id, outcomes, modifiers: b.modifiers, details: { weapon: firer.weapon, mode, hitNumber: b.hitNumber, shots: b.shots, modifierTotal: b.total, perShot: firepowerCheckChance(b.hitNumber, b.total), ...(p.increased ? { increased: true } : {}), ...(p.suppressive ? { suppressive: true } : {}) } });
    for (const m of b.modifiers) if (!provenance.includes(m.provenance)) provenance.push(m.provenance);
  }
  const notes = [...as.notes, "each burst is rolled on its own: the parts are independent [6.3.5.1, 6.3.6.3]"];
  if (p.increased) notes.push("Option 16.3.2: increased fire doubles the rate of fire (one burst: twice the shots; else twice the bursts) at +2 on every shot [16.3.2]");
  if (p.suppressive) notes.push("12.6.3: suppressive fire scores no hits; it Suppresses where a modified 10 or less can be rolled [12.6.3]");
  if (mode === "auto" || volley) notes.push(`${volley ? "Option 16.4: with this fire three or more non-automatic shots hit the hex this Impulse Phase, so" : "automatic fire:"} the unhit soldiers in the target hex are Suppressed too [6.4.1]`);
  if (s.options["firepower/reliability"] === "on") notes.push("Option 16.3.1 (reliability) is on: a jam on the first die is not counted in these odds");
  if ((s.options["firepower/wounds"] ?? "off") !== "off") notes.push("Option 23.1: \"eliminated\" is a hit; the wound roll that follows it is not split out");
  return { ok: true, value: { parts, provenance, notes } };
}

/**
 * Exact odds of the L bursts of an already-validated `fire_crewed` or `vehicle_fire` (L at soldiers) [10.1, 12.3.6,
 * 12.6.1]: each target's hit number and modifiers from the command's own check, the chart's shots, and `lBurst`'s
 * Suppression of the unhit (a 1 could hit, not Stunned). Undefined when the command fires no L burst at soldiers.
 */
export function explainLBursts(state: FirepowerState, cmd: Cmd, ctx: Ctx): ShotOddsResult | undefined {
  const tables = ctx.tables;
  let bursts: { t: Soldier; hit: number; modifiers: readonly AppliedModifier[] }[];
  let shots: number;
  let details: Record<string, unknown>;
  if (cmd.type === "fire_crewed") {
    const c = checkCrewFire(state, cmd.seat, cmd.payload as Parameters<typeof checkCrewFire>[2], tables);
    if (!c.ok) return { ok: false, error: { code: c.error.code, message: c.error.message, rule: c.error.rule ?? "" } };
    if (!c.line || c.line.ammo !== "L" || c.vehicle || c.hit === undefined || !c.modifiers || !c.weapon) return undefined;
    const own = c.perTarget;
    bursts = (c.soldiers ?? []).map((t) => ({ t, hit: own?.get(t.id)?.hit ?? c.hit!, modifiers: own?.get(t.id)?.modifiers ?? c.modifiers! }));
    shots = c.line.shots;
    details = { weapon: c.weapon.weapon, crewWeapon: c.weapon.id, fullCrew: c.full === true };
  } else if (cmd.type === "vehicle_fire") {
    const p = cmd.payload as VehicleFirePayload;
    const c = checkVehicleFire(state, cmd.seat, p, { options: ctx.options, tables });
    if (!c.ok) return { ok: false, error: { code: c.error.code, message: c.error.message, rule: c.error.rule ?? "" } };
    if (p.ammo !== "L" || !c.targetSoldier || c.hit === undefined || !c.modifiers || !c.line) return undefined;
    bursts = [{ t: c.targetSoldier, hit: c.hit, modifiers: c.modifiers }];
    shots = c.line.shots;
    details = { vehicle: p.vehicle, weapon: p.weapon, ammo: "L" };
  } else return undefined;
  const parts: ShotOddsPart[] = [];
  const provenance: Provenance[] = [];
  for (const b of bursts) {
    const total = totalModifier(b.modifiers);
    // lBurst: unhit, he (and the other enemies in his hex) are Suppressed if a 1 could hit and he is not Stunned.
    const outcomes = burstOutcomes(b.hit, total, shots, { on: b.t.status !== "stunned", ifRolled: false, possible: 1 + total <= 10 });
    parts.push({ target: b.t.id, outcomes, modifiers: b.modifiers, details: { ...details, mode: "auto", hitNumber: b.hit, shots, modifierTotal: total, perShot: firepowerCheckChance(b.hit, total) } });
    for (const m of b.modifiers) if (!provenance.includes(m.provenance)) provenance.push(m.provenance);
  }
  const notes = [
    "each burst is rolled on its own: the parts are independent [6.3.5.1, 6.3.6.3]",
    "the hit number and shots are the placeholder weapon chart's (firepower/crew_weapon_chart, firepower/vehicle_weapons); the other enemy soldiers in the target hex are Suppressed too when a 1 could hit [12.3.6, 6.4.1]",
  ];
  return { ok: true, value: { parts, provenance, notes } };
}
