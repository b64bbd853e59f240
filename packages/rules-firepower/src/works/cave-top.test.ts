import { createFixedDice } from "@tactica/dice";
import type { Command } from "@tactica/engine";
import { legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { advancedLosFrom, toSoldierViewpoint } from "../combat/advanced-los";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { CAVE, impulseAt, startUnderground, undergroundScenario } from "./caves.fixture";
import { caveHexsideForVehicle, entersCaveTop, inCave, onCaveTop } from "./caves";
import { hexAhead } from "../core/geometry";
import { playRecordedRandom } from "../play/play-match.fixture";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import { toFireSituation } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { gBlast } from "../combat/g-blast";
import type { FirepowerState, Mine, Soldier } from "../state/types";

// The cave of caves.fixture.ts: 4C3 (ground 0), mouth on hexside 5 toward 4B3, its back against 4D2 (3 heights up);
// 4C2 (hexside 1) and 4C4 (hexside 4) beside it are flat, at 0.
const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const move = (seat: "A" | "B", soldier: string, back?: boolean) => ({ type: "move", seat, payload: { soldier, ...(back ? { back } : {}) } });
const face = (seat: "A" | "B", soldier: string, facing: number) => ({ type: "change_facing", seat, payload: { soldier, facing } });
const entered = (r: { events: readonly { type: string; data?: unknown }[] }) => r.events.find((e) => e.type === "move/entered")?.data as Record<string, unknown> | undefined;
const applyOk = (s: FirepowerState, cmd: { type: string; seat: string; payload: unknown }, dice: number[] = []) => {
  const r = tryCommand(s, cmd, dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
};

/** A at 4C2 (beside the cave) and 4D2 (the hill behind it), A1 in the cave; B away east. */
function beside(extraA: Parameters<typeof stand>[] = []): FirepowerState {
  return startUnderground(undergroundScenario([stand("A1", "4C3", 5), stand("A2", "4C2", 4), stand("A3", "4D2", 5), ...extraA.map((a) => stand(...a))], [stand("B1", "4H3", 5)], { caves: [CAVE] }));
}

describe("the top of a cave (firepower 8.8.7)", () => {
  it("firepower 8.8.7, 11.1.4: a soldier stepping into a cave hex across a hexside other than its mouth stands on its top, crossing the hill's 3 heights as a height hexside", () => {
    const s = impulseAt(beside(), "A", "4C2");
    const flat = applyOk(s, move("A", "A2"));
    const a2 = flat.state.game.soldiers.find((x) => x.id === "A2")!;
    expect(a2).toMatchObject({ hex: find(s, "A1").hex, caveTop: true });
    expect(onCaveTop(flat.state.game, a2)).toBe(true);
    expect(inCave(flat.state.game, a2)).toBe(false);
    // From the flat hex beside it, up 3 heights: the Leg MF chart's height-hexside cost on top of entering.
    expect(entered(flat)).toMatchObject({ hex: "4C3", heightHexside: 3, cave: "on the top", caveRule: "Firepower 8.8.7" });
    const cost = entered(flat)!.mf as number;
    expect(cost).toBe(1 + (entered(flat)!.heightMf as number));
    // From the hill behind it (3 heights, the top's own height) there is no height hexside to cross.
    const level = applyOk(impulseAt(beside(), "A", "4D2"), move("A", "A3"));
    expect(entered(level)).toMatchObject({ hex: "4C3", mf: 1, cave: "on the top" });
    expect(entered(level)).not.toHaveProperty("heightHexside");
    expect(find(level.state as FirepowerState, "A3").caveTop).toBe(true);
    // The men inside are not met on the way: an enemy inside does not bar a step onto the top (and the other way round).
    const enemyInside = startUnderground(undergroundScenario([stand("A2", "4C2", 4)], [stand("B1", "4C3", 5)], { caves: [CAVE] }));
    expect(applyOk(impulseAt(enemyInside, "A", "4C2"), move("A", "A2")).state.game.soldiers.find((x) => x.id === "A2")?.caveTop).toBe(true);
  });

  it("firepower 8.8.7: a man on the top walks off it any way, but gets into the cave only round by its mouth", () => {
    let s = run(impulseAt(beside(), "A", "4C2"), move("A", "A2"));
    // Off the top across the mouth's hexside (a free 60-degree turn, 11.3.1): 3 heights down into 4B3, outside.
    s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A2", facing: 5, free: true } });
    const down = applyOk(s, move("A", "A2"));
    expect(entered(down)).toMatchObject({ hex: "4B3", heightHexside: 3 });
    expect(entered(down)).not.toHaveProperty("cave");
    const t = down.state as FirepowerState;
    expect(find(t, "A2").caveTop).toBeUndefined();
    expect(inCave(t.game, find(t, "A2"))).toBe(false);
    // There, facing the mouth, he would go in (caves.test.ts): the inside is reached from the top only round this way.
    // From the top the way to the hill behind is level; the tunnel entrance at the back is for the men inside only.
    const top = run(run(impulseAt(beside(), "A", "4C2"), move("A", "A2")), face("A", "A2", 2));
    const tunnel = tryCommand(run(top, { type: "change_posture", seat: "A", payload: { soldier: "A2", posture: "crouch" } }), { type: "tunnel_move", seat: "A", payload: { soldier: "A2" } });
    expect(tunnel.ok ? "moved" : tunnel.error.code).toBe("tunnel/no_entrance");
    const back = applyOk(top, move("A", "A2"));
    expect(entered(back)).toMatchObject({ hex: "4D2" });
    expect(entered(back)).not.toHaveProperty("heightHexside");
    // Legal actions offer the step onto the top, and each one offered is accepted.
    const offered = legalActionsFor(firepowerRuleset, impulseAt(beside(), "A", "4C2"), "A").filter((c) => c.type === "move");
    expect(offered).toContainEqual(move("A", "A2"));
    for (const c of offered) expect(tryCommand(impulseAt(beside(), "A", "4C2"), c).ok).toBe(true);
  });

  it("firepower 8.8.7, 12.1: a man on the top sees from the hill's 3 heights plus his posture, all round, and is seen there without the mouth", () => {
    const s = run(impulseAt(startUnderground(undergroundScenario([stand("A1", "4C3", 5), stand("A2", "4C2", 4)], [stand("B2", "4C5", 1)], { caves: [CAVE] })), "A", "4C2"), move("A", "A2"));
    const board = boardOf(s.game);
    const a1 = find(s, "A1"), a2 = find(s, "A2"), b2 = find(s, "B2");
    expect(toSoldierViewpoint(a2).upHeight).toBe(3 + 2);
    expect(toSoldierViewpoint(a1).upHeight).toBeUndefined();
    // 4C5 is off the side of the cave: the man inside neither sees nor is seen that way, the man on the top is.
    expect(advancedLosFrom(board, s.game, a1, { hex: b2.hex, posture: "stand" })?.blockedBy.map((n) => n.feature)).toContain("cave wall");
    expect(advancedLosFrom(board, s.game, a2, { hex: b2.hex, posture: "stand" })?.clear).toBe(true);
    expect(advancedLosFrom(board, s.game, b2, toSoldierViewpoint(a2))?.clear).toBe(true);
    expect(advancedLosFrom(board, s.game, b2, toSoldierViewpoint(a1))?.clear).toBe(false);
  });

  it("firepower 8.8.7, 12.2.3, 12.2.4: a man on the top has no cave cover or concealment", () => {
    const s = run(impulseAt(startUnderground(undergroundScenario([stand("A1", "4C3", 5), stand("A2", "4C2", 4)], [stand("B1", "4A3", 2)], { caves: [CAVE] })), "A", "4C2"), move("A", "A2"));
    const board = boardOf(s.game);
    const situation = (target: Soldier) => {
      const los = advancedLosFrom(board, s.game, find(s, "B1"), toSoldierViewpoint(target))!;
      return toFireSituation(board, s.game, find(s, "B1"), target, "auto", 0, {}, los).target;
    };
    expect(situation(find(s, "A1")).inWorks).toBe(true);
    expect(situation(find(s, "A2")).inWorks).toBeUndefined();
  });

  it("firepower 8.8.7, 12.2.3, 12.7.3: a burst inside the cave does not reach the men on its top, and one on the hill does not reach the men inside", () => {
    const s = run(impulseAt(beside(), "A", "4C2"), move("A", "A2"));
    const board = boardOf(s.game);
    const hex = board.hexOf("4C3")!;
    const hit = (at: { height: number; unit?: "inside" | "outside" }) => gBlast(board, s.game, hex, 5, createFixedDice([10, 10, 10, 10]), { options: {} }, { hex, storey: 0, inside: false, ...at }).rolls.map((r) => r.soldier).filter((id) => id === "A1" || id === "A2").sort();
    expect(hit({ height: 0, unit: "inside" })).toEqual(["A1"]);
    expect(hit({ height: 0 })).toEqual(["A1"]); // an ordinary burst in the cave hex is inside, as before the top was in play
    expect(hit({ height: 3, unit: "outside" })).toEqual(["A2"]);
  });

  it("firepower 8.8.7, 12.4.4: a mine in a cave hex lies on the cave's floor: a step onto the top trips none, a step in through the mouth does", () => {
    const start = startUnderground(undergroundScenario([stand("A2", "4C2", 4), stand("A4", "4B3", 2)], [stand("B1", "4H3", 5)], { caves: [CAVE] }));
    const mine: Mine = { id: "M1", side: "B", hex: boardOf(start.game).hexOf("4C3")!, type: "PMN1", exploded: false };
    const mined = { ...start, game: { ...start.game, mines: [mine] } };
    const top = applyOk(impulseAt(mined, "A", "4C2"), move("A", "A2"), [10, 10, 10]);
    expect(top.events.some((e) => e.type === "mine/exploded")).toBe(false);
    expect((top.state as FirepowerState).game.mines?.[0]?.exploded).toBe(false);
    const inside = applyOk(impulseAt(mined, "A", "4B3"), move("A", "A4"), [10, 10, 10, 10]);
    expect((inside.state as FirepowerState).game.mines?.[0]?.exploded).toBe(true);
  });

  it("firepower 8.8.7, 13: men on the top and men inside are not in the same place for melee", () => {
    // A2 climbs onto the top; A1 stays inside. B1 at the mouth, B3 beside the cave.
    let s = startUnderground(undergroundScenario([stand("A1", "4C3", 5), stand("A2", "4C2", 4)], [stand("B1", "4B3", 2), stand("B3", "4B2", 3)], { caves: [CAVE] }));
    s = run(impulseAt(s, "A", "4C2"), move("A", "A2"));
    s = run(run(s, { type: "turn/end_impulse", seat: "A", payload: {} }), { type: "turn/end_impulse_phase", seat: "A", payload: {} });
    const melee = (at: string, soldier: string) => {
      const r = tryCommand(impulseAt(s, "B", at), { type: "melee", seat: "B", payload: { soldiers: [soldier], hex: "4C3" } }, [10, 10, 10]);
      if (!r.ok) return r.error.code;
      return (r.events.find((e) => e.type === "melee/resolved")?.data as { defenders: string[] }).defenders;
    };
    // Through the mouth B1 meets only the man inside.
    expect(melee("4B3", "B1")).toEqual(["A1"]);
    // B3 in 4B2 faces 4C3 across its hexside 6, not the mouth: he comes onto the top and meets only the man there.
    expect(melee("4B2", "B3")).toEqual(["A2"]);
  });

  it("firepower 19.2.7.8, 8.8.7: no vehicle goes onto a cave's top: every hexside of a cave hex but the mouth is a height hexside from outside", () => {
    const s = beside();
    const board = boardOf(s.game);
    const hex = (id: string) => board.hexOf(id)!;
    const flatSide = caveHexsideForVehicle(s.game, board, hex("4C2"), hex("4C3"));
    expect(flatSide.ok ? "ok" : flatSide.error.code).toBe("vehicle/cave_hexside");
    expect(caveHexsideForVehicle(s.game, board, hex("4B3"), hex("4C3")).ok).toBe(true);
  });

  it("firepower 8.8.7: random legal play that takes a step onto the cave's top whenever one is offered stays legal and replays to the same hashes", () => {
    const scenario = undergroundScenario(
      [{ ...stand("A1", "4C3", 5), posture: "crouch" as const }, stand("A2", "4C2", 4), stand("A3", "4B2", 3)],
      [stand("B1", "4E2", 5), stand("B2", "4E3", 5), stand("B3", "4D4", 6)],
      { id: "fp-cave-top-playout", turns: 2, caves: [CAVE] },
    );
    let current = startUnderground(scenario);
    let tops = 0;
    const ontoTop = (c: Command) => {
      if (c.type !== "move") return false;
      const p = c.payload as { soldier: string; back?: boolean };
      const s = current.game.soldiers.find((x) => x.id === p.soldier);
      return s !== undefined && entersCaveTop(current.game, s, hexAhead(s.hex, p.back ? ((s.facing + 2) % 6) + 1 : s.facing));
    };
    const { record } = playRecordedRandom(scenario, "fp-cave-top-1", {
      steps: 1500,
      choose: (legal, roll) => {
        const top = legal.filter(ontoTop);
        if (top.length > 0) return top[roll(top.length) - 1]!;
        const moves = legal.filter((c) => c.type === "move" || c.type === "change_facing");
        return moves.length > 0 && roll(3) > 1 ? moves[roll(moves.length) - 1]! : legal[roll(legal.length) - 1]!;
      },
      onApplied: (_c, events, next) => {
        current = next;
        tops += events.filter((e) => e.type === "move/entered" && (e.data as { cave?: string }).cave === "on the top").length;
      },
    });
    expect(tops).toBeGreaterThan(0);
    expectReplaysToSameHashes(record);
  });
});
