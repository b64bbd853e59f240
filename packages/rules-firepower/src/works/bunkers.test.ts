import { apply, createMatch, legalActionsFor, viewFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { createFirepowerSampleMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { fortificationInHex } from "./bunkers";
import { checkMortarOutOfUnit } from "./bunkers-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { explainFire } from "../combat/explain-fire";
import { explodeGrenade } from "../combat/grenade-command";
import { vehicleObstacleEntry } from "./obstacles";
import type { FirepowerState, Soldier } from "../state/types";
import { cmd, hexId, impulseAt, man, withMan } from "../weapons/vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Forts = NonNullable<FirepowerScenario["fortifications"]>;

const BUNKER_HEX = hexId(4, 4);
/** Door on hexside 6 (NW): the doorstep is (3, 4), and a pillbox's front loophole is hexside 3 (SE), toward (5..7, 4). */
const DOORSTEP = hexId(3, 4);

function fortMatch(a: Spec[], b: Spec[], fortifications: Forts, impulseHex: string, options: Record<string, string> = {}, extra: Partial<FirepowerScenario> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", fortifications, ...extra } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt({ ...made.state, options: { ...made.state.options, ...options } } as FirepowerState, "A", impulseHex);
}

const crouch = (s: Spec): Spec => ({ ...s, posture: "crouch" });
const fire = (sid: string, target: string) => cmd("fire", "A", { soldier: sid, targets: [target] });
const MISSES = Array.from({ length: 12 }, () => 10);
/** Whether a fire is accepted (rolled with misses). */
const fires = (s: FirepowerState, sid: string, target: string): boolean => tryCommand(s, fire(sid, target), MISSES).ok;

/** The first burst's modifier total and names of a fire that must be legal (all dice 10: misses). */
function burst(s: FirepowerState, sid: string, target: string): { total: number; names: string[] } {
  const r = apply(firepowerRuleset, s, fire(sid, target), createFixedDice(Array.from({ length: 12 }, () => 10)));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const b = (r.events[0]?.data as { bursts: { total: number; modifiers: { name: string }[] }[] }).bursts[0];
  return { total: b?.total ?? Number.NaN, names: b?.modifiers.map((m) => m.name) ?? [] };
}

describe("bunkers and pillboxes: getting in and out (firepower 8.8.4, 11.1.9-11.1.10)", () => {
  const bunker: Forts = [{ hex: BUNKER_HEX, type: "bunker", door: 6 }];

  it("firepower 8.8.4: a soldier enters a bunker only through its door, from the hex across the door hexside facing it, and leaves the same way", () => {
    let s = fortMatch([man("A1", 3, 4, 3)], [man("B1", 7, 0, 6)], bunker, DOORSTEP);
    s = run(s, cmd("fortification", "A", { soldier: "A1", into: true }));
    expect(soldier(s, "A1")).toMatchObject({ hex: { q: 4, r: 4 }, inFortification: "bunker", hexesEntered: 1 });
    expect(fortificationInHex(s.game, { q: 4, r: 4 })?.inside.map((x) => x.id)).toEqual(["A1"]);
    expect(tryCommand(s, cmd("move", "A", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "bunker/leave_first" } });
    s = run(s, cmd("fortification", "A", { soldier: "A1", into: false }));
    expect(soldier(s, "A1").inFortification).toBeUndefined();
    expect(boardOf(s.game).idOf(soldier(s, "A1").hex)).toBe(DOORSTEP);
    // From the hex across another hexside (2, 4)->(4,4) is not adjacent; (5, 4) faces it across hexside 3, no door there.
    const side = fortMatch([man("A1", 5, 4, 6)], [man("B1", 7, 0, 6)], bunker, hexId(5, 4));
    expect(tryCommand(side, cmd("fortification", "A", { soldier: "A1", into: true }))).toMatchObject({ ok: false, error: { code: "bunker/not_door", rule: "Firepower 8.8.4" } });
    // An ordinary move into the hex leaves him in the hex, not in the bunker (8.8.1).
    const beside = run(side, cmd("move", "A", { soldier: "A1" }));
    expect(soldier(beside, "A1")).toMatchObject({ hex: { q: 4, r: 4 } });
    expect(soldier(beside, "A1").inFortification).toBeUndefined();
  });

  it("firepower 8.8.4.2: a pillbox holds four soldiers of one side; a fifth is refused", () => {
    const five = ["A1", "A2", "A3", "A4", "A5"].map((id) => man(id, 3, 4, 3));
    let s = fortMatch(five, [man("B1", 7, 0, 6)], [{ hex: BUNKER_HEX, type: "pillbox", door: 6, garrison: [] }], DOORSTEP);
    for (const id of ["A1", "A2", "A3", "A4"]) s = run(s, cmd("fortification", "A", { soldier: id, into: true }));
    expect(tryCommand(s, cmd("fortification", "A", { soldier: "A5", into: true }))).toMatchObject({ ok: false, error: { code: "bunker/full", rule: "Firepower 8.8.4.2" } });
  });

  it("firepower 11.1.9-11.1.10: a closed door bars the way; from outside a roll of 1 breaks it open, 2 does not; broken, it cannot be closed again", () => {
    const closed: Forts = [{ hex: BUNKER_HEX, type: "bunker", door: 6, doorClosed: true, garrison: ["A2"] }];
    const s = fortMatch([man("A1", 3, 4, 3), man("A2", 4, 4, 1)], [man("B1", 7, 0, 6)], closed, DOORSTEP);
    expect(tryCommand(s, cmd("fortification", "A", { soldier: "A1", into: true }))).toMatchObject({ ok: false, error: { code: "bunker/door_closed" } });
    const failed = apply(firepowerRuleset, s, cmd("bunker_door", "A", { soldier: "A1", action: "break" }), createFixedDice([2]));
    if (!failed.ok) throw new Error(failed.error.code);
    expect(failed.events[0]).toMatchObject({ type: "bunker/break_attempt", data: { roll: 2, needed: 1, broken: false, numberProvenance: { kind: "book" }, provenance: { kind: "placeholder" } } });
    expect(failed.state.game.fortifications?.[0]?.doorClosed).toBe(true);
    expect(soldier(failed.state, "A1").mf).toBeGreaterThan(0);
    const broke = run(s, cmd("bunker_door", "A", { soldier: "A1", action: "break" }), [1]);
    expect(broke.game.fortifications?.[0]).toMatchObject({ doorBroken: true });
    expect(broke.game.fortifications?.[0]?.doorClosed).toBeUndefined();
    const inside = run(broke, cmd("fortification", "A", { soldier: "A1", into: true }));
    expect(tryCommand(inside, cmd("bunker_door", "A", { soldier: "A1", action: "close" }))).toMatchObject({ ok: false, error: { code: "bunker/door_broken" } });
  });

  it("firepower 11.1.9: from inside a soldier opens and closes the door; from outside he may only break it", () => {
    const s = fortMatch([man("A1", 4, 4, 1), man("A2", 3, 4, 3)], [man("B1", 7, 0, 6)], [{ hex: BUNKER_HEX, type: "pillbox", door: 6, garrison: ["A1"] }], BUNKER_HEX);
    const shut = run(s, cmd("bunker_door", "A", { soldier: "A1", action: "close" }));
    expect(shut.game.fortifications?.[0]?.doorClosed).toBe(true);
    const opened = run(shut, cmd("bunker_door", "A", { soldier: "A1", action: "open" }));
    expect(opened.game.fortifications?.[0]?.doorClosed).toBeUndefined();
    expect(tryCommand(s, cmd("bunker_door", "A", { soldier: "A1", action: "break" }))).toMatchObject({ ok: false, error: { code: "bunker/inside" } });
  });

  it("firepower 8.8.4, 19.2.1: vehicles may not enter a bunker or pillbox hex (a tower is another matter)", () => {
    const s = fortMatch([man("A1", 3, 4, 3)], [man("B1", 7, 0, 6)], [...bunker, { hex: hexId(6, 1), type: "tower" }], DOORSTEP);
    expect(vehicleObstacleEntry(s.game, { q: 4, r: 4 }, "T")).toMatchObject({ ok: false, error: { code: "vehicle/bunker" } });
    expect(vehicleObstacleEntry(s.game, { q: 6, r: 1 }, "T").ok).toBe(true);
  });

  it("firepower 8.8: bunkers are Advanced units with a door, one per hex, never on a works hex; garrisons start on their hex", () => {
    const bad = (fortifications: Forts, works?: FirepowerScenario["works"]) => firepowerRuleset.scenario.safeParse({ ...toTestScenario([man("A1", 4, 4, 1)], [man("B1", 7, 0, 6)]), rules: "advanced", fortifications, ...(works ? { works } : {}) }).success;
    expect(bad([{ hex: BUNKER_HEX, type: "bunker", door: 6, garrison: ["A1"] }])).toBe(true);
    expect(bad([{ hex: BUNKER_HEX, type: "bunker" }])).toBe(false);
    expect(bad([{ hex: BUNKER_HEX, type: "bunker", door: 6 }], [{ hex: BUNKER_HEX, type: "trench" }])).toBe(false);
    expect(bad([{ hex: BUNKER_HEX, type: "pillbox", door: 6, garrison: ["B1"] }])).toBe(false);
    const basic = firepowerRuleset.scenario.safeParse({ ...toTestScenario([man("A1", 4, 4, 1)], [man("B1", 7, 0, 6)]), fortifications: bunker });
    expect(basic.success).toBe(false);
  });
});

describe("fire out of and into bunkers and pillboxes (firepower 8.8.4, 12.1.6, 12.2.3-12.2.4)", () => {
  it("firepower 8.8.4.2: a pillbox fires only through its front loophole (opposite the door), and only Crouching", () => {
    const pbx: Forts = [{ hex: BUNKER_HEX, type: "pillbox", door: 6, garrison: ["A1"] }];
    const front = fortMatch([crouch(man("A1", 4, 4, 3))], [man("B1", 7, 4, 6)], pbx, BUNKER_HEX);
    expect(fires(front, "A1", "B1")).toBe(true);
    const standing = fortMatch([man("A1", 4, 4, 3)], [man("B1", 7, 4, 6)], pbx, BUNKER_HEX);
    expect(tryCommand(standing, fire("A1", "B1"))).toMatchObject({ ok: false, error: { code: "bunker/loophole_posture", rule: "Firepower 8.8.4.2" } });
    // Facing hexside 2 (NE) at (6, 2): a bunker fires that way, a pillbox does not.
    const side = fortMatch([crouch(man("A1", 4, 4, 2))], [man("B1", 6, 2, 5)], pbx, BUNKER_HEX);
    expect(tryCommand(side, fire("A1", "B1"))).toMatchObject({ ok: false, error: { code: "bunker/no_loophole" } });
    const bunkerSide = fortMatch([crouch(man("A1", 4, 4, 2))], [man("B1", 6, 2, 5)], [{ hex: BUNKER_HEX, type: "bunker", door: 6, garrison: ["A1"] }], BUNKER_HEX);
    expect(fires(bunkerSide, "A1", "B1")).toBe(true);
  });

  it("firepower 8.8.4.1: bunker loopholes are 1-2 heights up: Standing and Crouching men fire through them, a Prone one cannot", () => {
    const bkr = (posture: Spec["posture"]) => fortMatch([{ ...man("A1", 4, 4, 3), posture }], [man("B1", 7, 4, 6)], [{ hex: BUNKER_HEX, type: "bunker", door: 6, garrison: ["A1"] }], BUNKER_HEX);
    expect(fires(bkr("stand"), "A1", "B1")).toBe(true);
    expect(fires(bkr("crouch"), "A1", "B1")).toBe(true);
    expect(tryCommand(bkr("prone"), fire("A1", "B1"))).toMatchObject({ ok: false, error: { code: "bunker/loophole_posture" } });
  });

  it("firepower 12.2.3-12.2.4: a target at a loophole is +3 (+2 loophole, +1 concealment); option firepower/loophole_total plus_two makes it +2", () => {
    const open = fortMatch([man("A1", 7, 4, 6)], [crouch(man("B1", 4, 4, 3))], [], hexId(7, 4));
    const pbx: Forts = [{ hex: BUNKER_HEX, type: "pillbox", door: 6, garrison: ["B1"] }];
    const looped = fortMatch([man("A1", 7, 4, 6)], [crouch(man("B1", 4, 4, 3))], pbx, hexId(7, 4));
    const two = fortMatch([man("A1", 7, 4, 6)], [crouch(man("B1", 4, 4, 3))], pbx, hexId(7, 4), { "firepower/loophole_total": "plus_two" });
    const base = burst(open, "A1", "B1");
    const loophole = burst(looped, "A1", "B1");
    expect(loophole.total).toBe(base.total + 3);
    expect(loophole.names.some((n) => n.startsWith("target using a loophole"))).toBe(true);
    expect(burst(two, "A1", "B1").total).toBe(base.total + 2);
  });

  it("firepower 8.8.4, 12.1.6: a man inside is reached only through a loophole he is at or the open door; the door gives cover and concealment", () => {
    const pbx = (doorClosed: boolean): Forts => [{ hex: BUNKER_HEX, type: "pillbox", door: 6, doorClosed, garrison: ["B1"] }];
    // From (4, 7), across the pillbox's hexside 4: solid wall.
    const wall = fortMatch([man("A1", 4, 7, 1)], [crouch(man("B1", 4, 4, 3))], pbx(false), hexId(4, 7));
    expect(tryCommand(wall, fire("A1", "B1"))).toMatchObject({ ok: false, error: { code: "bunker/no_opening" } });
    // From (1, 4), through the open door on hexside 6.
    const open = fortMatch([man("A1", 1, 4, 3)], [crouch(man("B1", 7, 0, 3))], [], hexId(1, 4));
    const base = burst(withMan(open, "B1", { hex: { q: 4, r: 4 } }), "A1", "B1");
    const door = burst(fortMatch([man("A1", 1, 4, 3)], [crouch(man("B1", 4, 4, 3))], pbx(false), hexId(1, 4)), "A1", "B1");
    expect(door.total).toBe(base.total + 2);
    expect(door.names).toEqual(expect.arrayContaining(["target in cover (behind the open door)", "target in concealment (behind the open door)"]));
    const shut = fortMatch([man("A1", 1, 4, 3)], [crouch(man("B1", 4, 4, 3))], pbx(true), hexId(1, 4));
    expect(tryCommand(shut, fire("A1", "B1"))).toMatchObject({ ok: false, error: { code: "bunker/no_opening" } });
    // A Prone man in a bunker is below its loopholes: only the door shows him.
    const prone = fortMatch([man("A1", 4, 7, 1)], [{ ...man("B1", 4, 4, 3), posture: "prone" }], [{ hex: BUNKER_HEX, type: "bunker", door: 6, garrison: ["B1"] }], hexId(4, 7));
    expect(tryCommand(prone, fire("A1", "B1"))).toMatchObject({ ok: false, error: { code: "bunker/no_opening" } });
  });

  it("firepower 8.8.4, 12.2.3: the odds query gives the loophole modifier from the front and refuses a shot through the wall", () => {
    const pbx: Forts = [{ hex: BUNKER_HEX, type: "pillbox", door: 6, garrison: ["B1"] }];
    const s = fortMatch([man("A1", 7, 4, 6), man("A2", 4, 7, 1)], [crouch(man("B1", 4, 4, 3))], pbx, hexId(7, 4));
    const front = explainFire(s, "A1", "B1");
    expect(front.ok && front.value.odds.modifiers.some((m) => m.name.startsWith("target using a loophole") && m.value === 3)).toBe(true);
    expect(explainFire(s, "A2", "B1")).toMatchObject({ ok: false, error: { code: "bunker/no_opening" } });
  });

  it("firepower 8.8.4, 12.2.3: a grenade bursting in a bunker hex rolls for the men beside it, not for those inside", () => {
    const s = fortMatch([man("A1", 1, 0, 3)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], [{ hex: BUNKER_HEX, type: "bunker", door: 6, garrison: ["B1"] }], hexId(1, 0));
    const r = explodeGrenade(s.game, { q: 4, r: 4 }, createFixedDice(Array.from({ length: 10 }, () => 1)), { options: s.options, tables: new Map() });
    const rolls = (r.events[0]?.data as { rolls: { soldier: string }[] }).rolls.map((x) => x.soldier);
    expect(rolls).toEqual(["B2"]);
    expect(r.game.soldiers.find((x) => x.id === "B1")?.eliminated).toBe(false);
  });

  it("firepower 8.8.4, 12.3.3: an F blast in the hex misses the men inside", () => {
    const s = fortMatch([{ ...man("A1", 3, 4, 3), carries: { MOLOTOV: 1 } }], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], [{ hex: BUNKER_HEX, type: "bunker", door: 6, garrison: ["B1"] }], DOORSTEP);
    const r = apply(firepowerRuleset, s, cmd("fire_special", "A", { soldier: "A1", item: "MOLOTOV", hex: BUNKER_HEX }), createFixedDice([1, ...Array.from({ length: 10 }, () => 10)]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const blast = r.events.find((e) => e.type === "special/blast")?.data as { rolls: { soldier: string }[] } | undefined;
    expect(blast?.rolls.map((x) => x.soldier)).toEqual(["B2"]);
  });

  it("firepower 12.7.3, 12.1.6, 12.4.2: throws leave a unit through the loophole or door faced (they pass automatically), never at its own hex; no mortar fires out of a bunker", () => {
    const at = (facing: number) => fortMatch([{ ...man("A1", 4, 4, facing), carries: { MOLOTOV: 1 } }], [man("B1", 6, 4, 6), man("B2", 4, 4, 3)], [{ hex: BUNKER_HEX, type: "bunker", door: 6, doorClosed: true, garrison: ["A1"] }], BUNKER_HEX);
    expect(tryCommand(at(3), cmd("throw_grenade", "A", { soldier: "A1", hex: hexId(6, 4) }), MISSES).ok).toBe(true);
    expect(tryCommand(at(3), cmd("fire_special", "A", { soldier: "A1", item: "MOLOTOV", hex: hexId(6, 4) }), MISSES).ok).toBe(true);
    expect(tryCommand(at(6), cmd("throw_grenade", "A", { soldier: "A1", hex: hexId(1, 4) }), MISSES)).toMatchObject({ ok: false, error: { code: "bunker/no_loophole" } });
    expect(tryCommand(at(3), cmd("throw_grenade", "A", { soldier: "A1", hex: BUNKER_HEX }), MISSES)).toMatchObject({ ok: false, error: { code: "bunker/same_hex" } });
    expect(checkMortarOutOfUnit({ inFortification: "bunker" })).toMatchObject({ ok: false, error: { code: "mortar/covered", rule: "Firepower 12.4.2" } });
    expect(checkMortarOutOfUnit({ inFortification: "tower" }).ok).toBe(true);
  });

  it("firepower 8.8.4: men inside are public: both seats and spectators see the same units and garrisons", () => {
    const s = fortMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)], [{ hex: BUNKER_HEX, type: "bunker", door: 6, doorClosed: true, garrison: ["B1"] }], DOORSTEP);
    const a = viewFor(firepowerRuleset, s, "A"), b = viewFor(firepowerRuleset, s, "B"), none = viewFor(firepowerRuleset, s, "spectator");
    const forts = (v: { game: unknown }) => (v.game as { fortifications?: unknown }).fortifications;
    expect(forts(a)).toEqual(s.game.fortifications);
    expect(forts(b)).toEqual(forts(a));
    expect(forts(none)).toEqual(forts(a));
    const inside = (v: { game: unknown }) => (v.game as { soldiers: Soldier[] }).soldiers.find((x) => x.id === "B1")?.inFortification;
    expect([inside(a), inside(b), inside(none)]).toEqual(["bunker", "bunker", "bunker"]);
  });

  it("firepower 8.8.4: legal actions list the way in and the break-open attempt, and every listed one is accepted", () => {
    const s = fortMatch([man("A1", 3, 4, 3)], [man("B1", 7, 0, 6)], [{ hex: BUNKER_HEX, type: "bunker", door: 6, doorClosed: true }], DOORSTEP);
    const legal = legalActionsFor(firepowerRuleset, s, "A");
    expect(legal).toContainEqual(cmd("bunker_door", "A", { soldier: "A1", action: "break" }));
    expect(legal.some((c) => c.type === "fortification")).toBe(false);
    const broke = run(s, cmd("bunker_door", "A", { soldier: "A1", action: "break" }), [1]);
    expect(legalActionsFor(firepowerRuleset, broke, "A")).toContainEqual(cmd("fortification", "A", { soldier: "A1", into: true }));
  });
});

describe("melee into a bunker, pillbox or tower (firepower 10.8, 13)", () => {
  const pbx: Forts = [{ hex: BUNKER_HEX, type: "pillbox", door: 6, garrison: ["B1"] }];
  const melee = (ids: string[]) => cmd("melee", "A", { soldiers: ids, hex: BUNKER_HEX });

  it("firepower 10.8: attackers come through the open door at the men inside and end inside the pillbox", () => {
    const s = fortMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], pbx, DOORSTEP);
    const r = apply(firepowerRuleset, s, melee(["A1"]), createFixedDice([1]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]).toMatchObject({ type: "melee/resolved", data: { defenders: ["B1"], winner: "attacker" } });
    expect(r.events.at(-1)).toMatchObject({ type: "bunker/melee_inside", data: { unit: "pillbox", attackers: ["A1"], rule: "Firepower 10.8" } });
    expect(soldier(r.state, "A1").inFortification).toBe("pillbox");
    expect(soldier(r.state, "B1").eliminated).toBe(true);
    expect(soldier(r.state, "B2").eliminated).toBe(false);
  });

  it("firepower 10.8, 13: from another side the walls part them: only the men beside the pillbox can be met", () => {
    const alone = fortMatch([man("A1", 5, 4, 6)], [man("B1", 4, 4, 3)], pbx, hexId(5, 4));
    expect(tryCommand(alone, melee(["A1"]), [1])).toMatchObject({ ok: false, error: { code: "melee/no_enemy" } });
    const beside = fortMatch([man("A1", 5, 4, 6)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], pbx, hexId(5, 4));
    const r = apply(firepowerRuleset, beside, melee(["A1"]), createFixedDice([1]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "melee/resolved", data: { defenders: ["B2"] } });
    expect(soldier(r.state, "A1").inFortification).toBeUndefined();
  });

  it("firepower 10.8: no more attackers go in than the unit holds of one side; a closed door bars the melee; a plain entry is refused", () => {
    const five = ["A1", "A2", "A3", "A4", "A5"].map((id) => man(id, 3, 4, 3));
    const s = fortMatch(five, [man("B1", 4, 4, 3)], pbx, DOORSTEP);
    expect(tryCommand(s, melee(["A1", "A2", "A3", "A4", "A5"]), [1])).toMatchObject({ ok: false, error: { code: "bunker/full", rule: "Firepower 10.8" } });
    // The book's example: side B holds four men inside; side A may bring up to four more in for the melee.
    const full = fortMatch(five.slice(0, 4), ["B1", "B2", "B3", "B4"].map((id) => man(id, 4, 4, 3)), [{ ...pbx[0]!, garrison: ["B1", "B2", "B3", "B4"] }], DOORSTEP);
    const four = apply(firepowerRuleset, full, melee(["A1", "A2", "A3", "A4"]), createFixedDice([1]));
    if (!four.ok) throw new Error(four.error.code);
    expect(four.state.game.soldiers.filter((x) => x.inFortification === "pillbox" && !x.eliminated).map((x) => x.id)).toEqual(["A1", "A2", "A3", "A4"]);
    expect(tryCommand(s, cmd("fortification", "A", { soldier: "A1", into: true }))).toMatchObject({ ok: false, error: { code: "bunker/enemy_inside" } });
    const shut = fortMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)], [{ ...pbx[0]!, doorClosed: true }], DOORSTEP);
    expect(tryCommand(shut, melee(["A1"]), [1])).toMatchObject({ ok: false, error: { code: "melee/no_enemy" } });
  });
});

describe("bunkers at set-up (firepower 2.4, 8.8, 8.8.1)", () => {
  it("firepower 2.4, 8.8.1: a garrison soldier re-placed on his unit's hex stays in it; placed elsewhere he is out", () => {
    const scenario = { ...toTestScenario([man("A1", 4, 4, 3), man("A2", 4, 4, 3)], [man("B1", 7, 0, 6)]), rules: "advanced" as const, setup: { areas: { A: { qAtMost: 4 }, B: { qAtLeast: 5 } }, first: "A" as const }, fortifications: [{ hex: BUNKER_HEX, type: "bunker" as const, door: 6, garrison: ["A1", "A2"] }] };
    const made = createMatch(firepowerRuleset, { scenario });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    let s = run(made.state as FirepowerState, cmd("place_soldier", "A", { soldier: "A1", hex: BUNKER_HEX, facing: 2 }));
    s = run(s, cmd("place_soldier", "A", { soldier: "A2", hex: hexId(2, 4) }));
    expect(soldier(s, "A1").inFortification).toBe("bunker");
    expect(soldier(s, "A2").inFortification).toBeUndefined();
  });

  it("firepower 8.8, 8.8.4: a map may not hide a pillbox, and no scenario vehicle starts in a bunker hex", () => {
    const doc: MapDocument = createFirepowerSampleMap();
    const hidden: MapDocument = { ...doc, fortifications: [...(doc.fortifications ?? []), { type: "pillbox", hex: { q: 4, r: 4 }, facing: 2, hidden: true, apertures: [{ dir: 5, kind: "door" }] }] };
    const parsed = firepowerRuleset.scenario.safeParse({ ...toTestScenario([man("A1", 3, 4, 3)], [man("B1", 7, 4, 6)]), rules: "advanced", mapDocument: hidden });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues ?? [])).toContain("set up in the open (8.8)");
    const vehicle = { id: "V1", type: "BMP1", side: "A" as const, hex: BUNKER_HEX, facing: 3, crew: [] };
    const withVehicle = firepowerRuleset.scenario.safeParse({ ...toTestScenario([man("A1", 3, 4, 3)], [man("B1", 7, 4, 6)]), rules: "advanced", fortifications: [{ hex: BUNKER_HEX, type: "bunker", door: 6 }], vehicles: [vehicle] });
    expect(JSON.stringify(withVehicle.error?.issues ?? [])).toContain("vehicles may not enter a bunker or pillbox hex (8.8.4)");
  });
});

describe("bunkers drawn on an authored map (firepower 8.8.4)", () => {
  it("firepower 8.8.4: a pillbox in the map document's fortifications plays like a scenario one (door from its door aperture)", () => {
    const doc: MapDocument = createFirepowerSampleMap();
    const drawn: MapDocument = { ...doc, fortifications: [...(doc.fortifications ?? []), { type: "pillbox", hex: { q: 4, r: 4 }, facing: 2, apertures: [{ dir: 5, kind: "door" }, { dir: 2, kind: "loophole" }] }] };
    const s = fortMatch([man("A1", 3, 4, 3), crouch(man("A2", 5, 4, 6))], [man("B1", 7, 4, 6)], [], DOORSTEP, {}, { mapDocument: drawn });
    expect(s.game.fortifications).toEqual([{ hex: { q: 4, r: 4 }, type: "pillbox", door: 6, fromMap: true }]);
    const inside = run(s, cmd("fortification", "A", { soldier: "A1", into: true }));
    expect(soldier(inside, "A1").inFortification).toBe("pillbox");
  });
});
