import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { boardOf } from "../core/board";
import { burnSoldiers, isBurning, spreadFires, startFires } from "./fires";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { addSmoke, smokeAt } from "../blasts/smoke";
import { onFirepowerTurnEvent } from "../turn/turn-events";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const TREE = { q: 3, r: 0 };
const CLEAR = { q: 3, r: 3 };
const FIRES_ON = { "firepower/fires": "on" };
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const at = (id: string, q: number, r: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex: board.idOf({ q, r }), facing, posture: "stand", ...extra });

function match(extra: Partial<FirepowerScenario> = {}, options: Record<string, string> = FIRES_ON): FirepowerState {
  const sc: FirepowerScenario = { ...toTestScenario([at("A1", 1, 0, 3, { carries: { MOLOTOV: 1 } })], [at("B1", 3, 0, 6), at("B2", 3, 0, 6)]), rules: "advanced", ...extra };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run({ ...made.state, options: { ...made.state.options, ...options } }, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: board.idOf({ q: 1, r: 0 }) } });
}

describe("Fires (firepower Optional Rule 21)", () => {
  it("firepower 21.1.1, 21.1.2, 21.3: a Molotov hit on a tree hex starts a Fire on 4 or less; the Fire is a +3 smoke hex that outlasts every Turn Record Phase", () => {
    const r = apply(firepowerRuleset, match(), { type: "fire_special", seat: "A", payload: { soldier: "A1", item: "MOLOTOV", hex: board.idOf(TREE) } }, createFixedDice([1, 10, 10, 4]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "fire/start_roll")?.data).toMatchObject({ by: "F", roll: 4, need: 4, started: true, rule: "Firepower 21.1.1" });
    expect(isBurning(r.state.game, TREE)).toBe(true);
    const later = onFirepowerTurnEvent(r.state, { type: "turn/turn_record", data: { round: 9 } }).state;
    expect(smokeAt(later.game, TREE, {})).toEqual({ source: "fire", value: 3 });
    // Without the option nothing is rolled for Fires.
    const off = apply(firepowerRuleset, match({}, {}), { type: "fire_special", seat: "A", payload: { soldier: "A1", item: "MOLOTOV", hex: board.idOf(TREE) } }, createFixedDice([1, 10, 10]));
    expect(off.ok && off.events.some((e) => e.type.startsWith("fire/"))).toBe(false);
  });

  it("firepower 21.1, 21.1.1: clear hexes burn only in Dry conditions; G impacts start Fires on 1 or less and never in Wet conditions; W-started Fire smoke follows option fire_smoke", () => {
    const normal = match().game;
    expect(startFires(board, normal, [CLEAR], "F", 1, createFixedDice([]), FIRES_ON).events).toEqual([]);
    const dry = match({ fireConditions: "dry" }).game;
    expect(startFires(board, dry, [CLEAR], "G", 1, createFixedDice([2]), FIRES_ON).events[0]?.data).toMatchObject({ roll: 2, need: 1, started: false });
    expect(startFires(board, dry, [CLEAR], "G", 1, createFixedDice([1]), FIRES_ON).events[0]?.data).toMatchObject({ started: true });
    const wet = match({ fireConditions: "wet" }).game;
    expect(startFires(board, wet, [TREE], "G", 1, createFixedDice([]), FIRES_ON).events).toEqual([]);
    const w = startFires(board, normal, [TREE], "W", 1, createFixedDice([1]), FIRES_ON).game;
    expect(smokeAt(w, TREE, { "firepower/fire_smoke": "plus_two" })).toEqual({ source: "w_fire", value: 2 });
    expect(smokeAt(w, TREE, {})).toEqual({ source: "w_fire", value: 3 });
  });

  it("firepower 21.1.3: at the start of a Turn each Fire rolls: 7 or more it stays, 1-6 it spreads that way into a hex that can burn", () => {
    const dry = match({ fireConditions: "dry" }).game;
    const burning = addSmoke(dry, { hex: CLEAR, source: "fire", round: 1, by: "test" });
    expect(spreadFires(board, burning, 2, createFixedDice([7]), FIRES_ON).events[0]?.data).toMatchObject({ roll: 7, to: null });
    const spread = spreadFires(board, burning, 2, createFixedDice([3]), FIRES_ON);
    const to = (spread.events[0]?.data as { to: string }).to;
    expect(to).not.toBeNull();
    expect(isBurning(spread.game, board.hexOf(to)!)).toBe(true);
    // The Fire Phase runs on the turn model's round start.
    const s = match({ fireConditions: "dry" });
    const viaTurn = onFirepowerTurnEvent({ ...s, game: burning }, { type: "turn/round_started", data: { round: 2 } }, createFixedDice([3]));
    expect(viaTurn.events.map((e) => e.type)).toEqual(["fire/spread_roll"]);
  });

  it("firepower 21.3: soldiers in a Fire hex roll against F blast 6 when their side's Impulse Phase starts; the missed are not Stunned", () => {
    const s = match();
    const burning = { ...s, game: addSmoke(s.game, { hex: TREE, source: "fire", round: 1, by: "test" }) };
    const out = burnSoldiers(board, burning.game, "B", createFixedDice([6, 7]), { options: FIRES_ON });
    expect(out.events[0]?.data).toMatchObject({ blast: 6, rolls: [{ soldier: "B1", roll: 6, result: "eliminated" }, { soldier: "B2", roll: 7, result: "no effect" }], rule: "Firepower 21.3" });
    expect(out.game.soldiers.find((x) => x.id === "B1")?.eliminated).toBe(true);
    expect(out.game.soldiers.find((x) => x.id === "B2")).toMatchObject({ eliminated: false, status: "none" });
    const drawn = onFirepowerTurnEvent(burning, { type: "turn/chit_drawn", data: { side: "B" } }, createFixedDice([1, 10]));
    expect(drawn.events.map((e) => e.type)).toEqual(["fire/burned"]);
    expect(soldier(drawn.state, "B1").eliminated).toBe(true);
  });

  it("firepower 21.3: a soldier who enters a burning hex rolls against its F blast 6 at once", () => {
    const s = match();
    const ahead = hexAhead(board.hexOf(board.idOf({ q: 1, r: 0 }))!, 3);
    const burning = { ...s, game: addSmoke(s.game, { hex: ahead, source: "fire", round: 1, by: "test" }) };
    const r = apply(firepowerRuleset, burning, { type: "move", seat: "A", payload: { soldier: "A1" } }, createFixedDice([6]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.map((e) => e.type)).toEqual(["move/entered", "fire/burned"]);
    expect(soldier(r.state, "A1").eliminated).toBe(true);
  });
});
