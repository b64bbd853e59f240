// Leaders in play [22.1]-[22.3], [51.4]: on the rural placeholder board, columns 6-9 rows 3-9 are clear hexes.
import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, viewFor } from "@tactica/engine";
import type { Command } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { sniperRuleset } from "../ruleset";
import { toSniperGame } from "../scenarios/index";
import { sniperScenarioSchema } from "../scenarios/index";
import type { Hex, SniperGame, SniperState, Soldier } from "../state/index";
import { fromColRow, NO_MARKERS } from "../state/index";

const at = (col: number, row: number): Hex => fromColRow(col, row);
const NAPLES = { situation: "patrol", ob: "naples-1943", entry: { alpha: 2, bravo: 2 }, turns: 3 };
// Milne Bay with the Japanese as Alpha [37.6, 51.4].
const MILNE_BAY = { situation: "patrol", ob: "milne-bay-1942", alphaSide: 1, entry: { alpha: 2, bravo: 2 }, turns: 3 };

function man(id: string, patch: Partial<Soldier>): Soldier {
  return {
    id, side: id.startsWith("a") ? "alpha" : "bravo", weapon: "BR", activation: 6, panic: 3, hex: { q: 0, r: 0 }, facing: 3, posture: "standing", level: 0,
    health: "healthy", stunned: false, unloaded: false, markers: NO_MARKERS, actedThisTurn: false, revealed: false, oppFired: false, reachedFarEdge: false, ...patch,
  };
}
const c = (seat: string, type: string, payload: object = {}): Command => ({ seat, type, payload });
function step(state: SniperState, cmd: Command, faces: number[] = []): SniperState {
  const r = apply(sniperRuleset, state, cmd, createFixedDice(faces));
  if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code} ${r.error.message}`);
  return r.state as SniperState;
}
const codeOf = (state: SniperState, cmd: Command) => {
  const r = apply(sniperRuleset, state, cmd, createFixedDice([]));
  return r.ok ? "accepted" : r.error.code;
};
/** Alpha's first impulse under marker `marker`, with these soldiers and a bravo soldier far away. */
function impulse(soldiers: Soldier[], marker: number, scenario: object = NAPLES): SniperState {
  const made = createMatch(sniperRuleset, { scenario });
  if (!made.ok) throw new Error(made.error.message);
  let s = { ...made.state, game: { ...(made.state.game as SniperGame), soldiers: [...soldiers, man("b01", { hex: at(15, 19), facing: 0 })] } } as SniperState;
  s = step(s, c("alpha", "turn/roll_observation"), [5, 2]);
  s = step(s, c("alpha", "turn/end_placement"));
  s = step(s, c("bravo", "turn/end_placement"));
  return step(s, c("alpha", "turn/draw_activation"), [marker]);
}
// The leader (activation 1) at column 7 row 3 facing south; soldiers of activation 6 around him.
const leader = man("a01", { hex: at(7, 3), activation: 1, leader: "leader" });

describe("Sniper! leaders", () => {
  it("sniper 22.2, 22.3: under marker 2 the leader activates up to 2 soldiers within 8 hexes in his sight (all round), who then act whatever their activation", () => {
    const s = impulse([leader, man("a02", { hex: at(7, 5) }), man("a03", { hex: at(7, 1) }), man("a04", { hex: at(8, 4) }), man("a05", { hex: at(7, 12) }), man("a06", { hex: at(6, 3), activation: 1 })], 2);
    expect(codeOf(s, c("alpha", "move", { soldier: "a02", to: at(7, 6) }))).toBe("task/not_activated");
    expect(codeOf(s, c("alpha", "lead", { soldier: "a01", soldiers: ["a02", "a03", "a04"] }))).toBe("lead/too_many");
    // a05 is 9 hexes down column 7: beyond 8 [22.2].
    expect(codeOf(s, c("alpha", "lead", { soldier: "a01", soldiers: ["a05"] }))).toBe("lead/out_of_reach");
    expect(codeOf(s, c("alpha", "lead", { soldier: "a06", soldiers: ["a03"] }))).toBe("lead/not_leader");
    // a03 is behind him (north): the leader's sight for this is 360 degrees [22.2].
    const led = step(s, c("alpha", "lead", { soldier: "a01", soldiers: ["a02", "a03"] }));
    expect(codeOf(led, c("alpha", "move", { soldier: "a02", to: at(7, 6) }))).toBe("accepted");
    expect(codeOf(led, c("alpha", "move", { soldier: "a04", to: at(8, 5) }))).toBe("task/not_activated");
    expect(codeOf(led, c("alpha", "lead", { soldier: "a01", soldiers: ["a04"] }))).toBe("lead/already");
  });

  it("sniper 22.2: a prone leader reaches 3 hexes only", () => {
    const s = impulse([{ ...leader, posture: "prone" }, man("a02", { hex: at(7, 6) }), man("a03", { hex: at(7, 7) })], 2);
    expect(codeOf(s, c("alpha", "lead", { soldier: "a01", soldiers: ["a03"] }))).toBe("lead/out_of_reach");
    expect(codeOf(s, c("alpha", "lead", { soldier: "a01", soldiers: ["a02"] }))).toBe("accepted");
  });

  it("sniper 22.3: the leader activates before he moves; a stunned leader activates no one", () => {
    const s = impulse([leader, man("a02", { hex: at(7, 5) })], 2);
    const moved = step(s, c("alpha", "move", { soldier: "a01", to: at(7, 4) }));
    expect(codeOf(moved, c("alpha", "lead", { soldier: "a01", soldiers: ["a02"] }))).toBe("task/already_done");
    const stunned = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "a01" ? { ...x, stunned: true } : x)) } };
    expect(codeOf(stunned, c("alpha", "lead", { soldier: "a01", soldiers: ["a02"] }))).toBe("soldier/stunned");
  });

  it("sniper 22.3: a leader does a preparation or combat task only if the soldiers he activated do the same; a move leaves them free", () => {
    const s = step(impulse([leader, man("a02", { hex: at(7, 5) }), man("a03", { hex: at(7, 1) })], 2), c("alpha", "lead", { soldier: "a01", soldiers: ["a02", "a03"] }));
    // The leader observes: a02 may then only observe too.
    const watching = step(s, c("alpha", "observe", { soldier: "a01" }));
    expect(codeOf(watching, c("alpha", "move", { soldier: "a02", to: at(7, 6) }))).toBe("lead/task_lock");
    expect(codeOf(watching, c("alpha", "observe", { soldier: "a02" }))).toBe("accepted");
    // a02 moved first: the leader may no longer observe, but may move.
    const a02moved = step(s, c("alpha", "move", { soldier: "a02", to: at(7, 6) }));
    expect(codeOf(a02moved, c("alpha", "observe", { soldier: "a01" }))).toBe("lead/task_lock");
    expect(codeOf(a02moved, c("alpha", "move", { soldier: "a01", to: at(7, 4) }))).toBe("accepted");
  });

  it("sniper 51.4: a Japanese leader activates one soldier more than the marker shows", () => {
    const four = [man("a02", { hex: at(7, 5) }), man("a03", { hex: at(7, 1) }), man("a04", { hex: at(8, 4) }), man("a05", { hex: at(6, 4) })];
    const japanese = impulse([leader, ...four], 2, MILNE_BAY);
    expect(japanese.game.sides.alpha.nation).toBe("Japanese");
    expect(codeOf(japanese, c("alpha", "lead", { soldier: "a01", soldiers: ["a02", "a03", "a04"] }))).toBe("accepted");
    expect(codeOf(japanese, c("alpha", "lead", { soldier: "a01", soldiers: ["a02", "a03", "a04", "a05"] }))).toBe("lead/too_many");
    const american = impulse([leader, ...four], 2);
    expect(codeOf(american, c("alpha", "lead", { soldier: "a01", soldiers: ["a02", "a03", "a04"] }))).toBe("lead/too_many");
  });

  it("sniper 22.1: the document names each side's leader and deputy; the other seat never learns who they are, nor that he led", () => {
    const doc = sniperScenarioSchema.parse({ ...NAPLES, leaders: { alpha: ["a03", "a01"], bravo: ["b02", "b05"] } });
    const g = toSniperGame(doc);
    if (!g.ok) throw new Error(g.message);
    expect(g.game.soldiers.filter((x) => x.leader).map((x) => `${x.id}:${x.leader}`)).toEqual(["a01:deputy", "a03:leader", "b02:leader", "b05:deputy"]);
    expect(toSniperGame(sniperScenarioSchema.parse({ ...NAPLES, leaders: { alpha: ["a01", "a01"], bravo: ["b01", "b02"] } })).ok).toBe(false);
    expect(toSniperGame(sniperScenarioSchema.parse({ ...NAPLES, leaders: { alpha: ["b01", "a01"], bravo: ["b02", "b03"] } })).ok).toBe(false);
    // Alpha's leader leads within sight of bravo's soldier: bravo sees a01 but not that he is the leader.
    const s = impulse([leader, man("a02", { hex: at(7, 5) }), man("b02", { hex: at(7, 9), facing: 0 })], 2);
    const led = apply(sniperRuleset, s, c("alpha", "lead", { soldier: "a01", soldiers: ["a02"] }), createFixedDice([]));
    if (!led.ok) throw new Error(led.error.code);
    expect(led.events.find((e) => e.type === "sniper/led")?.visibleTo).toEqual(["alpha"]);
    const view = viewFor(sniperRuleset, led.state, "bravo").game as SniperGame;
    expect(view.soldiers.map((x) => x.id)).toContain("a01");
    expect(JSON.stringify(view.soldiers)).not.toContain("leader");
    expect(JSON.stringify(view.impulse)).not.toContain("led");
  });
});
