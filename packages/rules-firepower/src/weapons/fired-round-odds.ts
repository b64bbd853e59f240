// Exact odds of the one-roll fired rounds a seat could issue now: `fire_crewed` with H (at a vehicle, or as G at a
// soldier's hex), `vehicle_fire` with A, G or H, `fire_vehicle_missile`, `fire_rgn` (the G procedure with its
// spread), and the hand throws `throw_hrg` and `throw_sleeved_grenade`. The command's own `resolve` is replayed with
// every face its dice may show (`replayMarginals`), so the landing and each soldier's blast are the command's, never a
// copy of its rules. For the API's commandOdds.
import type { AnyTable, CommandContext, CommandSpec, ChitTurn, GameEvent, Provenance } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { DiceSource, Rational } from "@tactica/dice";
import { add, complement, rational } from "@tactica/dice";
import type { AppliedModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import { RGN_BLAST, RGN_HITS } from "../tables/rifle-grenade";
import { boardOf } from "../core/board";
import { CREW_WEAPON_CHART } from "../tables/crew-weapon-chart";
import { checkCrewFire, crewWeaponsOf, fireCrewedCommand } from "./crews";
import type { ShotOdds, ShotOddsPart, ShotOddsResult } from "./fire-command-odds";
import { explainLBursts } from "./fire-command-odds";
import { checkFireRgn, fireRgnCommand } from "./rifle-grenades";
import type { FirepowerGame, FirepowerState } from "../state/types";
import { VEHICLE_WEAPONS } from "../vehicles/vehicle-chart";
import type { VehicleWeaponId } from "../vehicles/vehicle-chart";
import { fireVehicleMissileCommand } from "./vehicles-control-box";
import { hrgThrowCommand } from "../combat/hrg-thrown";
import { throwModifiers } from "../combat/grenade-command";
import { sleevedGrenadeCommand } from "../combat/grenade-types";
import { checkVehicleFire, vehicleFireCommand } from "./vehicles-fire";
import type { VehicleFirePayload } from "./vehicles-fire";

type Cmd = { readonly type: string; readonly seat: string; readonly payload: unknown };
type Spec = CommandSpec<FirepowerGame, ChitTurn>;

class NeedsDie extends Error {}
class NeedsPrefix extends Error {
  constructor(readonly needed: number) { super("needs a longer prefix"); }
}

/**
 * Every way `run` can go, each with its exact probability, where the first dice (the prefix) are enumerated face by
 * face, lazily (a run that asks fewer dice has fewer branches), and every later die of one size shows one common face,
 * itself enumerated. So whatever depends on the prefix and on ONE later die (each soldier's blast roll, rolled one per
 * soldier after the to-hit, spread and hit-location rolls) has its exact probability in the paths; joint outcomes of
 * two later dice (two soldiers together, a blast roll and the wound roll after it) are not exact and are not read.
 * `prefix` is a number, or what a finished run says it needed (its to-hit, spread and hit-location rolls): a run that
 * needed more is replayed with those dice enumerated too.
 */
export function replayMarginals<T>(run: (dice: DiceSource) => T, prefix: number | ((value: T) => number)): { value: T; p: Rational }[] {
  const go = (faces: readonly { face: number; sides: number }[], tail: ReadonlyMap<number, number>, length: number): { value: T; p: Rational }[] => {
    let i = 0;
    let needs: { sides: number; tail: boolean } | undefined;
    const dice: DiceSource = {
      roll(sides) {
        if (i < length) {
          const f = faces[i];
          if (!f) { needs = { sides, tail: false }; throw new NeedsDie(); }
          i += 1;
          return f.face;
        }
        const t = tail.get(sides);
        if (t === undefined) { needs = { sides, tail: true }; throw new NeedsDie(); }
        return t;
      },
    };
    try {
      const value = run(dice);
      const needed = typeof prefix === "number" ? prefix : prefix(value);
      // Some of the run's own dice fell among the shared ones: it is replayed from where they began, with them enumerated.
      if (needed > length && tail.size > 0) throw new NeedsPrefix(needed);
      const den = faces.reduce((d, f) => d * BigInt(f.sides), 1n) * [...tail.keys()].reduce((d, n) => d * BigInt(n), 1n);
      return [{ value, p: rational(1n, den) }];
    } catch (e) {
      if (!(e instanceof NeedsDie) || !needs) throw e;
      const n = needs;
      const faceOf = Array.from({ length: n.sides }, (_, k) => k + 1);
      if (!n.tail) return faceOf.flatMap((face) => go([...faces, { face, sides: n.sides }], tail, length));
      if (tail.size > 0) return faceOf.flatMap((face) => go(faces, new Map([...tail, [n.sides, face]]), length));
      // The first shared die: every branch below it is replayed with a longer prefix if any one needs it.
      try {
        return faceOf.flatMap((face) => go(faces, new Map([[n.sides, face]]), length));
      } catch (more) {
        if (!(more instanceof NeedsPrefix)) throw more;
        return go(faces, tail, Math.max(more.needed, length + 1));
      }
    }
  };
  return go([], new Map(), typeof prefix === "number" ? prefix : 0);
}

/** The events that report a G burst's blast rolls: a fired round's, and a thrown grenade's. */
const BLAST_EVENTS = ["fire/g_round", "grenade/blast"];

/** The hit-location rolls a G burst reports (12.7.1 side, 12.7.2 works: objects with their `roll`), rolled before its blast rolls. */
const locationRolls = (events: readonly GameEvent[]): number => {
  const g = events.find((e) => BLAST_EVENTS.includes(e.type))?.data as Record<string, unknown> | undefined;
  return g ? Object.values(g).filter((v) => typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as { roll?: unknown }).roll === "number").length : 0;
};

/** The dice a throw reports (its roll, a spread's, a 12.7.3 pass through an opening): every numeric `roll` in its event. */
const rollsIn = (v: unknown): number =>
  typeof v !== "object" || v === null || Array.isArray(v) ? 0 : Object.entries(v).reduce((n, [k, x]) => n + (k === "roll" && typeof x === "number" ? 1 : rollsIn(x)), 0);

const BLAST_OUTCOMES = ["eliminated", "stunned", "suppressed", "no effect"] as const;
/** A blast roll's result as the parts name it: a wound record or other hit result (Option 23.1) is the blast's hit. */
const blastOutcome = (result: string): string => ((BLAST_OUTCOMES as readonly string[]).includes(result) ? result : "eliminated");

type Read = { landing: string; rolls: readonly { soldier: string; result: string; vehicle?: string }[]; impact?: string; blast?: number };

/** What the command's events say: the shot's result and the blast rolls of a G round (not those of men inside a vehicle hit). */
function readEvents(events: readonly GameEvent[], shotType: string): Read {
  const shot = events.find((e) => e.type === shotType)?.data as { result?: string; outcome?: string } | undefined;
  const g = events.find((e) => BLAST_EVENTS.includes(e.type))?.data as { hex?: string; impact?: string; blast?: number; burst?: string; rolls: Read["rolls"] } | undefined;
  // 12.7.3: a thrown grenade's burst (through an opening, or on the wall outside) is on its throw event, a fired round's on its G round (fired-openings.ts).
  const where = (shot as { burst?: string } | undefined)?.burst ?? g?.burst;
  return { landing: `${shot?.outcome ?? shot?.result ?? "missed"}${where ? ` (${where})` : ""}`, rolls: g ? g.rolls.filter((r) => r.vehicle === undefined) : [], ...(g ? { impact: g.hex ?? g.impact ?? "", ...(g.blast !== undefined ? { blast: g.blast } : {}) } : {}) };
}

/**
 * Exact odds of an already-validated one-roll fired round [10.1, 12.3.1, 12.3.4, 12.3.5, 12.4.1.1, 19.2.3, 19.3.2]:
 * the first part is the shot (hit / missed; for a rifle grenade hit / spread / dud / complete_miss), then one part
 * per soldier a G round's blast may reach with his blast outcome. Undefined for L bursts (`explainLBursts`).
 */
export function explainFiredRound(state: FirepowerState, cmd: Cmd, ctx: CommandContext): ShotOddsResult | undefined {
  const tables: ReadonlyMap<string, AnyTable> = ctx.tables;
  let spec: Spec, shotType: string, landingDice: (events: readonly GameEvent[]) => number, target: string;
  let modifiers: readonly AppliedModifier[] = [];
  const provenance: Provenance[] = [];
  const details: Record<string, unknown> = {};
  const notes: string[] = [];
  if (cmd.type === "fire_crewed") {
    const c = checkCrewFire(state, cmd.seat, cmd.payload as Parameters<typeof checkCrewFire>[2], tables);
    if (!c.ok) return { ok: false, error: { code: c.error.code, message: c.error.message, rule: c.error.rule ?? "" } };
    if (!c.line || c.line.ammo === "L" || !c.weapon || c.hit === undefined || !c.modifiers) return undefined;
    spec = fireCrewedCommand as unknown as Spec; shotType = "crew/fired"; landingDice = () => 1;
    modifiers = c.modifiers;
    target = c.vehicle ? `vehicle ${c.vehicle.id}` : `hex ${c.soldiers?.[0] ? boardOf(state.game).idOf(c.soldiers[0].hex) : ""}`;
    const line = lookup(tableOf(tables, CREW_WEAPON_CHART), { weapon: c.weapon.weapon });
    if (line.ok) provenance.push(line.provenance);
    Object.assign(details, { weapon: c.weapon.weapon, crewWeapon: c.weapon.id, ammo: c.line.ammo, hitNumber: c.hit, fullCrew: c.full === true });
  } else if (cmd.type === "vehicle_fire") {
    const p = cmd.payload as VehicleFirePayload;
    const c = checkVehicleFire(state, cmd.seat, p, { options: ctx.options, tables });
    if (!c.ok) return { ok: false, error: { code: c.error.code, message: c.error.message, rule: c.error.rule ?? "" } };
    if (p.ammo === "L" || c.hit === undefined || !c.modifiers) return undefined;
    spec = vehicleFireCommand as unknown as Spec; shotType = "vehicle/fired"; landingDice = () => 1;
    modifiers = c.modifiers;
    target = c.targetVehicle ? `vehicle ${c.targetVehicle.id}` : `hex ${c.hex ? boardOf(state.game).idOf(c.hex) : p.target}`;
    const line = lookup(tableOf(tables, VEHICLE_WEAPONS), { weapon: p.weapon as VehicleWeaponId });
    if (line.ok) provenance.push(line.provenance);
    Object.assign(details, { vehicle: p.vehicle, weapon: p.weapon, ammo: p.ammo, hitNumber: c.hit });
  } else if (cmd.type === "fire_vehicle_missile") {
    const p = cmd.payload as { vehicle: string; weapon: string; target: string };
    spec = fireVehicleMissileCommand as unknown as Spec; shotType = "vehicle/fired"; landingDice = () => 1;
    target = `vehicle ${p.target}`;
    const line = lookup(tableOf(tables, VEHICLE_WEAPONS), { weapon: p.weapon as VehicleWeaponId });
    if (line.ok) provenance.push(line.provenance);
    Object.assign(details, { vehicle: p.vehicle, weapon: p.weapon, ammo: "H" });
  } else if (cmd.type === "fire_rgn") {
    const p = cmd.payload as Parameters<typeof checkFireRgn>[2];
    const c = checkFireRgn(state, cmd.seat, p, tables);
    if (!c.ok || !("rgn" in c)) return { ok: false, error: { code: c.ok ? "rgn/not_loaded" : c.error.code, message: c.ok ? "no rifle grenade" : c.error.message, rule: c.ok ? "Firepower 12.4.1.1" : c.error.rule ?? "" } };
    spec = fireRgnCommand as unknown as Spec; shotType = "rgn/fired"; landingDice = (events) => ((events.find((e) => e.type === "rgn/fired")?.data as { spread?: unknown } | undefined)?.spread ? 2 : 1);
    modifiers = c.modifiers;
    target = `hex ${p.hex}`;
    for (const cell of [lookup(tableOf(tables, RGN_HITS), { range: c.range }), lookup(tableOf(tables, RGN_BLAST), { weapon: "RGN" as const })]) if (cell.ok) provenance.push(cell.provenance);
    Object.assign(details, { weapon: "RGN", range: c.range, hitNumber: c.hitNumber });
    notes.push("a rifle grenade goes by the G procedure: a miss of 10 or less spreads by the Spread Diagram (a dud off the map or out of LOS), more is a complete miss [12.4.1.1, 6.3.6.3.2.1]");
  } else if (cmd.type === "throw_hrg" || cmd.type === "throw_sleeved_grenade") {
    // A hand throw of an HRG round (12.4.1.2) or a sleeved grenade (12.4.1.3): the hand-grenade throw, then its own blast line.
    const p = cmd.payload as { soldier: string; hex: string; storey?: number };
    const thrower = state.game.soldiers.find((x) => x.id === p.soldier);
    const aimed = boardOf(state.game).hexOf(p.hex);
    if (thrower && aimed) modifiers = throwModifiers(state.game, thrower, aimed, p.storey, state.options, tables).modifiers;
    spec = (cmd.type === "throw_hrg" ? hrgThrowCommand : sleevedGrenadeCommand) as unknown as Spec; shotType = "grenade/thrown";
    landingDice = (events) => rollsIn(events.find((e) => e.type === "grenade/thrown")?.data);
    target = `hex ${p.hex}`;
    Object.assign(details, { weapon: cmd.type === "throw_hrg" ? "HRG" : "HGN1", mode: "throw" });
    notes.push("a hand throw: a miss of 10 or less spreads by the Spread Diagram (a dud off the map, out of range or out of LOS), more is a complete miss; a storey or unit throw's 12.7.3 pass roll is in the landing [6.3.6.3.2, 12.7.3]");
  } else return undefined;
  // The shot's own dice (to hit, spread, hit location) are enumerated; each blast roll after them is read on its own.
  const paths = replayMarginals((dice) => spec.resolve(state, { type: cmd.type, seat: cmd.seat, payload: cmd.payload }, dice, ctx).events, (events) => landingDice(events) + locationRolls(events));
  const landing = new Map<string, Rational>();
  const perSoldier = new Map<string, Map<string, Rational>>();
  const impacts = new Map<string, Rational>();
  let blast: number | undefined;
  let head: Record<string, unknown> | undefined;
  let passed = false;
  for (const { value, p } of paths) {
    const r = readEvents(value, shotType);
    passed ||= value.some((e) => e.type === "fire/g_round" && (e.data as { opening?: unknown }).opening !== undefined);
    head ??= value.find((e) => e.type === shotType)?.data as Record<string, unknown> | undefined;
    landing.set(r.landing, add(landing.get(r.landing) ?? rational(0), p));
    if (r.impact !== undefined) { impacts.set(r.impact, add(impacts.get(r.impact) ?? rational(0), p)); blast = r.blast; }
    for (const roll of r.rolls) {
      const m = perSoldier.get(roll.soldier) ?? new Map<string, Rational>();
      const o = blastOutcome(roll.result);
      m.set(o, add(m.get(o) ?? rational(0), p));
      perSoldier.set(roll.soldier, m);
    }
  }
  // The missile's modifiers are its event's (the command's own check).
  if (modifiers.length === 0 && Array.isArray(head?.modifiers)) modifiers = head.modifiers as AppliedModifier[];
  if (details.hitNumber === undefined && typeof head?.hitNumber === "number") details.hitNumber = head.hitNumber;
  for (const m of modifiers) if (!provenance.includes(m.provenance)) provenance.push(m.provenance);
  const shotDetails = { ...details, modifierTotal: typeof head?.total === "number" ? head.total : modifiers.reduce((n, m) => n + m.value, 0), ...(blast !== undefined ? { blastNumber: blast, impacts: [...impacts].map(([hex, p]) => ({ hex, probability: p })) } : {}) };
  const parts: ShotOddsPart[] = [{ target, outcomes: landing, modifiers, details: shotDetails }];
  for (const [soldier, m] of perSoldier) {
    const reached = [...m.values()].reduce((a, b) => add(a, b), rational(0));
    m.set("no effect", add(m.get("no effect") ?? rational(0), complement(reached)));
    const outcomes = new Map(BLAST_OUTCOMES.filter((o) => (m.get(o)?.num ?? 0n) !== 0n).map((o) => [o, m.get(o)!] as const));
    parts.push({ target: soldier, outcomes, modifiers: [], details: { blastNumber: blast ?? null } });
  }
  if (passed) notes.push("a fired G round at a storey or inside a bunker, pillbox, tower or cave first rolls to pass the opening (12.7.3, the grenade's pass numbers); the landing says where it burst (inside, or on the wall outside) and the blasts follow from there [12.7.3]");
  if (perSoldier.size > 0) notes.push("one round: the soldier parts share its landing, so they are not independent; each is every way his blast roll goes where the round bursts (friends too) [12.3.4, 6.3.6.3.2.2]");
  if (perSoldier.size > 0 || blast !== undefined) notes.push("a vehicle, wire or mine in the impact hex takes the blast too; what that does to men inside or after it is not counted [19.3, 12.4.4.3]");
  if (target.startsWith("vehicle")) notes.push("a hit's effect inside the vehicle (the side or tracks hit, penetration against the armour, damage and crew) is rolled after it and is not split out [12.3.1.2, 19.3.2]");
  if ((state.options["firepower/wounds"] ?? "off") !== "off" && perSoldier.size > 0) notes.push("Option 23.1: \"eliminated\" is a blast hit; the wound roll that follows it is not split out");
  if (cmd.type === "fire_crewed" && crewWeaponsOf(state.game).some((w) => w.id === details.crewWeapon)) notes.push("the hit numbers, blast and penetration are the placeholder crewed weapon chart's (firepower/crew_weapon_chart); a miss with H as G does nothing (no Spread Diagrams by blast number) [10.1, 12.3.5]");
  if (cmd.type === "vehicle_fire" || cmd.type === "fire_vehicle_missile") notes.push("the hit numbers and rounds are the placeholder vehicle weapon charts' (firepower/vehicle_weapons); a G or H-as-G miss does nothing [19.1.11, 12.3.5]");
  const value: ShotOdds = { parts, provenance, notes };
  return { ok: true, value };
}

/** Exact odds of any fire command this package explains beyond `fire`'s plain bursts: L bursts, else a one-roll round. */
export function explainShot(state: FirepowerState, cmd: Cmd, ctx: CommandContext): ShotOddsResult | undefined {
  return explainLBursts(state, cmd, ctx) ?? explainFiredRound(state, cmd, ctx);
}
