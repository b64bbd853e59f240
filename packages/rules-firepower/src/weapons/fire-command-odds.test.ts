import { apply, checkCommand, createMatch, createRulingsPack } from "@tactica/engine";
import type { Command, MatchState } from "@tactica/engine";
import type { Rational } from "@tactica/dice";
import { add, rational, toFractionString } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse, run, toTestScenario } from "../conformance/match-fixture";
import type { CrewWeaponSpec } from "../tables/crew-weapon-chart";
import { explainFireCommand } from "./fire-command-odds";
import type { ShotOddsResult } from "./fire-command-odds";
import { explainShot, replayMarginals } from "./fired-round-odds";
import { checkCrewFire } from "./crews";
import { lBurst } from "./vehicles-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, V1, vehicleMatch, vehicleScenario, withMan } from "./vehicles.fixture";
import type { VehicleSpec } from "../vehicles/vehicles-state";

const board = (q: number, r: number) => hexId(q, r);
const withOptions = (s: FirepowerState, options: Record<string, string>): FirepowerState => ({ ...s, options: { ...s.options, ...options } });
const rifle = (id: string, q: number, facing: number, weapon: "RFL" | "PST" = "RFL") => ({ id, weapon, hex: board(q, 3), facing, posture: "stand" as const });
const basic = () => inImpulse([rifle("A1", 1, 3)], [rifle("B1", 3, 6), rifle("B2", 3, 6)], board(1, 3));

/** The command's own odds: its `apply` replayed with every face of every die it rolls (a full enumeration). */
function enumerated(s: FirepowerState, command: Command, read: (r: Extract<ReturnType<typeof apply>, { ok: true }>) => string): Map<string, Rational> {
  const out = new Map<string, Rational>();
  for (const { value, p } of replayMarginals((dice) => apply(firepowerRuleset, s, command, dice), 99)) {
    if (!value.ok) throw new Error(value.error.code);
    const o = read(value as Extract<ReturnType<typeof apply>, { ok: true }>);
    out.set(o, add(out.get(o) ?? rational(0), p));
  }
  return out;
}
const fractions = (m: ReadonlyMap<string, Rational>) => Object.fromEntries([...m].filter(([, p]) => p.num !== 0n).map(([o, p]) => [o, toFractionString(p)]));
const explain = (s: FirepowerState, command: Command, by: typeof explainShot | typeof explainFireCommand = explainFireCommand): NonNullable<ShotOddsResult> => {
  const checked = checkCommand(firepowerRuleset, s as MatchState<unknown, unknown>, command);
  if (!checked.ok) throw new Error(`${checked.error.code} ${checked.error.message}`);
  const r = by(s, checked.cmd, checked.ctx);
  if (!r) throw new Error("not explained");
  return r;
};
/** A soldier's outcome in the command's result: eliminated, or the status marker he got, else no effect. */
const fate = (before: FirepowerState, id: string) => (r: { state: MatchState<unknown, unknown> }): string => {
  const was = before.game.soldiers.find((x) => x.id === id)!;
  const now = (r.state as FirepowerState).game.soldiers.find((x) => x.id === id)!;
  if (now.eliminated) return "eliminated";
  return now.status !== was.status ? now.status : "no effect";
};

describe("exact odds of the fire commands, from their own dice (firepower 16.3.2, 12.6.3, 16.8, 19.3.9, 10.1, 12.4.1.1)", () => {
  it("firepower 12.7.1, 12.7.2: the replay enumerates the shot's own dice (hit, then a location roll only some shots make) and reads each later die on its own, exactly", () => {
    const run = (d: { roll(sides: number): number }) => { const hit = d.roll(10); const loc = hit <= 5 ? d.roll(10) : 0; return { hit, loc, b1: d.roll(10), b2: d.roll(10) }; };
    const paths = replayMarginals(run, (v) => (v.loc > 0 ? 2 : 1));
    const p = (f: (v: ReturnType<typeof run>) => boolean) => toFractionString(paths.filter((x) => f(x.value)).reduce((n, x) => add(n, x.p), rational(0)));
    expect(p(() => true)).toBe("1");
    expect(p((v) => v.loc > 0 && v.loc <= 3 && v.b1 <= 2)).toBe("3/100"); // 1/2 x 3/10 x 2/10: the location roll is not shared with the blast die
    expect(p((v) => v.hit > 5 && v.b1 <= 4)).toBe("1/5");
    expect(p((v) => v.b2 <= 2)).toBe("1/5");
    expect(paths.length).toBeLessThan(10 * 10 * 10 * 10);
  });

  it("firepower 16.3.2: increased fire's odds (the doubled rate of fire, +2 on each shot) equal the command's own over every face", () => {
    const s = withOptions(basic(), { "firepower/increased_fire": "on" });
    const command = cmd("fire", "A", { soldier: "A1", targets: ["B1"], increased: true });
    const r = explain(s, command);
    if (!r.ok) throw new Error(r.error.code);
    const part = r.value.parts[0]!;
    expect(part.modifiers).toContainEqual(expect.objectContaining({ name: "increased fire", value: 2, rule: "Firepower 16.3.2" }));
    const plain = explain(s, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }));
    if (!plain.ok) throw new Error(plain.error.code);
    expect(part.details.modifierTotal).toBe(Number(plain.value.parts[0]!.details.modifierTotal) + 2);
    expect(fractions(part.outcomes)).toEqual(fractions(enumerated(s, command, fate(s, "B1"))));
  });

  it("firepower 12.6.3: suppressive fire scores no hits; its odds of Suppressing the target are the command's own", () => {
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([rifle("A1", 1, 3)], [rifle("B1", 3, 6), rifle("B2", 3, 6)]), rules: "advanced" } });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", board(1, 3));
    const command = cmd("fire", "A", { soldier: "A1", targets: ["B1"], suppressive: true });
    const r = explain(s, command);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.parts[0]!.outcomes.has("eliminated")).toBe(false);
    expect(fractions(r.value.parts[0]!.outcomes)).toEqual(fractions(enumerated(s, command, fate(s, "B1"))));
    expect(r.value.notes.some((n) => n.includes("12.6.3"))).toBe(true);
  });

  it("firepower 6.4.1: with auto fire Suppressing only if rolled, the odds split eliminated / suppressed / no effect as the command does", () => {
    const s = withOptions(basic(), { "firepower/auto_fire_suppression": "if_rolled" });
    const command = cmd("fire", "A", { soldier: "A1", targets: ["B2"] });
    const r = explain(s, command);
    if (!r.ok) throw new Error(r.error.code);
    expect(fractions(r.value.parts[0]!.outcomes)).toEqual(fractions(enumerated(s, command, fate(s, "B2"))));
  });

  const crewMatch = (crewWeapons: CrewWeaponSpec[], b: ReturnType<typeof man>[], a: ReturnType<typeof man>[], options: Record<string, string> = {}, rules: "advanced" | "basic" = "advanced"): FirepowerState => {
    const made = createMatch(firepowerRuleset, { scenario: { ...vehicleScenario(a, b, [V1], { crewWeapons }), rules }, rulings: createRulingsPack({ id: "odds", ruleset: "firepower", options }) });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    return impulseAt(made.state as FirepowerState, "B", hexId(4, 2));
  };

  it("firepower 16.8: the extra pistol's odds are a pistol's semi shots, equal to the fire_pistol command's over every face", () => {
    const s = crewMatch([], [man("B1", 4, 2, 6, "LMG")], [man("A11", 3, 2, 3)], { "firepower/extra_weapons": "on" });
    const command = cmd("fire_pistol", "B", { soldier: "B1", targets: ["A11"] });
    const r = explain(s, command);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.parts[0]!.details).toMatchObject({ weapon: "PST", mode: "semi" });
    expect(fractions(r.value.parts[0]!.outcomes)).toEqual(fractions(enumerated(s, command, fate(s, "A11"))));
  });

  it("firepower 19.3.9: port fire and a Standing rider's fire are the fire from the vehicle's passenger hex; their odds equal the commands' over every face", () => {
    const withTwoInside: VehicleSpec = { ...V1, passengers: [...V1.passengers, { soldier: "A11", place: "inside" }] };
    const ported = impulseAt(vehicleMatch([], [man("B1", 1, 5, 1)], [withTwoInside]), "A", hexId(1, 2));
    const port = cmd("port_fire", "A", { soldier: "A9", port: "right", targets: ["B1"] });
    const r = explain(ported, port);
    if (!r.ok) throw new Error(r.error.code);
    expect(fractions(r.value.parts[0]!.outcomes)).toEqual(fractions(enumerated(ported, port, fate(ported, "B1"))));
    expect(r.value.notes.some((n) => n.includes("right port"))).toBe(true);
    const APC: VehicleSpec = { id: "P1", type: "APC2", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }], passengers: [{ soldier: "A9", place: "inside" }, { soldier: "A10", place: "rear" }] };
    const seated = withMan(impulseAt(vehicleMatch([], [man("B1", 1, 5, 1)], [APC]), "A", hexId(1, 2)), "A9", { facing: 4 });
    const up = run(seated, cmd("passenger_posture", "A", { soldier: "A9", posture: "stand" }));
    const rider = cmd("rider_fire", "A", { soldier: "A9", targets: ["B1"] });
    const out = explain(up, rider);
    if (!out.ok) throw new Error(out.error.code);
    expect(fractions(out.value.parts[0]!.outcomes)).toEqual(fractions(enumerated(up, rider, fate(up, "B1"))));
  });

  it("firepower 10.1, 12.3.6: a crewed MMG's L burst: the odds equal lBurst's (the function fire_crewed rolls with) over every face", () => {
    const s = crewMatch([{ id: "W1", side: "B", weapon: "MMG2", crew: ["B1", "B2"] }], [man("B1", 4, 2, 6), man("B2", 4, 2, 6)], [man("A11", 1, 3, 3), man("A12", 1, 3, 3)]);
    const command = cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["A11"] });
    const r = explain(s, command, explainShot);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.parts.map((p) => p.target)).toEqual(["A11"]);
    const checked = checkCommand(firepowerRuleset, s as MatchState<unknown, unknown>, command);
    if (!checked.ok) throw new Error(checked.error.code);
    const c = checkCrewFire(s, "B", checked.cmd.payload as Parameters<typeof checkCrewFire>[2], checked.ctx.tables);
    const d = r.value.parts[0]!.details;
    expect([d.hitNumber, d.modifierTotal]).toEqual([c.hit, c.modifiers?.reduce((n, m) => n + m.value, 0)]);
    const target = s.game.soldiers.find((x) => x.id === "A11")!;
    const out = new Map<string, Rational>();
    for (const { value, p } of replayMarginals((dice) => lBurst(s.game, "B", target, c.hit!, c.modifiers!, Number(d.shots), dice, s.options), 99)) {
      const o = String(value.data.result) === "eliminated" ? "eliminated" : (value.data.suppressed as string[]).includes("A11") ? "suppressed" : "no effect";
      out.set(o, add(out.get(o) ?? rational(0), p));
    }
    expect(fractions(r.value.parts[0]!.outcomes)).toEqual(fractions(out));
  });

  it("firepower 12.3.5: a launcher's H as G at soldiers: the hit chance and each man's blast odds equal the fire_crewed command's over every face", () => {
    const s = crewMatch([{ id: "W1", side: "B", weapon: "MPL19", crew: ["B1", "B2"] }], [man("B1", 4, 2, 6), man("B2", 4, 2, 6)], [man("A11", 2, 3, 3), man("A12", 2, 3, 3)]);
    const command = cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["A11"] });
    const r = explain(s, command, explainShot);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const shot = r.value.parts[0]!;
    expect(shot.target).toBe(`hex ${hexId(2, 3)}`);
    expect(fractions(shot.outcomes)).toEqual(fractions(enumerated(s, command, (x) => String((x.events.find((e) => e.type === "crew/fired")?.data as { result: string }).result))));
    for (const id of ["A11", "A12"]) {
      const part = r.value.parts.find((p) => p.target === id);
      expect(part, id).toBeDefined();
      expect(fractions(part!.outcomes)).toEqual(fractions(enumerated(s, command, fate(s, id))));
    }
  });

  it("firepower 19.2.3, 12.3.4: a vehicle's G round at a soldier and an H round at a vehicle: the hit chance and the blast equal the vehicle_fire command's over every face", () => {
    const V2: VehicleSpec = { id: "V2", type: "LTK3", side: "B", hex: hexId(5, 2), facing: 6, crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 9 }, { soldier: "B9", box: 11 }, { soldier: "B10", box: 12 }], passengers: [] };
    const atMen = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6), man("B2", 4, 2, 6)]), "A", hexId(1, 2));
    const g = cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "G", target: "B1" });
    const r = explain(atMen, g, explainShot);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.value.parts[0]!.target).toBe(`hex ${hexId(4, 2)}`);
    for (const id of ["B1", "B2"]) expect(fractions(r.value.parts.find((p) => p.target === id)!.outcomes), id).toEqual(fractions(enumerated(atMen, g, fate(atMen, id))));
    const atTank = impulseAt(vehicleMatch([], [], [V1, V2]), "A", hexId(1, 2));
    const h = cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "H", target: "V2" });
    const shot = explain(atTank, h, explainShot);
    if (!shot.ok) throw new Error(shot.error.code);
    expect(shot.value.parts.map((p) => p.target)).toEqual(["vehicle V2"]);
    const hitFaces = Array.from({ length: 10 }, (_, i) => i + 1).filter((f) => {
      const x = apply(firepowerRuleset, atTank, h, { roll: (sides: number) => (sides === 10 ? f : 1) });
      return x.ok && (x.events.find((e) => e.type === "vehicle/fired")?.data as { result: string }).result === "hit";
    }).length;
    expect(toFractionString(shot.value.parts[0]!.outcomes.get("hit") ?? rational(0))).toBe(toFractionString(rational(hitFaces, 10)));
    expect(shot.value.notes.some((n) => n.includes("not split out"))).toBe(true);
  });

  it("firepower 12.4.1.2, 6.3.6.3.2: an HRG thrown by hand: the landing and the blast on the men aimed at equal the throw_hrg command's over every face", () => {
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([{ ...man("A1", 2, 4, 3), launcher: { weapon: "HRG", rounds: { H: 2 } } }], [man("B1", 4, 4, 6)]), rules: "advanced" } });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", hexId(2, 4));
    const command = cmd("throw_hrg", "A", { soldier: "A1", hex: hexId(4, 4) });
    const r = explain(s, command, explainShot);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.value.parts[0]!.details).toMatchObject({ weapon: "HRG", mode: "throw" });
    expect(fractions(r.value.parts[0]!.outcomes)).toEqual(fractions(enumerated(s, command, (x) => String((x.events.find((e) => e.type === "grenade/thrown")?.data as { outcome: string }).outcome))));
    expect(fractions(r.value.parts.find((p) => p.target === "B1")!.outcomes)).toEqual(fractions(enumerated(s, command, fate(s, "B1"))));
  });

  it("firepower 12.4.1.1, 6.3.6.3.2.1: a rifle grenade's landing (hit, spread, dud, complete miss) and the blast on the man aimed at equal the fire_rgn command's over every face", () => {
    const made = createMatch(firepowerRuleset, { scenario: { ...vehicleScenario([{ ...man("A1", 1, 4, 3), rgn: { rounds: 1, loaded: true } }], [man("B1", 4, 4, 6)], []), rules: "advanced" } });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", hexId(1, 4));
    const command = cmd("fire_rgn", "A", { soldier: "A1", hex: hexId(4, 4) });
    const r = explain(s, command, explainShot);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(fractions(r.value.parts[0]!.outcomes)).toEqual(fractions(enumerated(s, command, (x) => String((x.events.find((e) => e.type === "rgn/fired")?.data as { outcome: string }).outcome))));
    const b1 = r.value.parts.find((p) => p.target === "B1");
    expect(b1).toBeDefined();
    expect(fractions(b1!.outcomes)).toEqual(fractions(enumerated(s, command, fate(s, "B1"))));
    expect(r.value.provenance.some((p) => p.kind === "placeholder")).toBe(true);
  });
});
