// Vertical movement [10.0]-[10.4], walls [11.4] and crawling [9.4] on the urban placeholder board
// (scenarios/board.ts URBAN_STRIPS, offset col/row from 0): building A is column 3, rows 6-7, ground and first floor,
// roof at storey 2, a staircase in row 7, doors at both ends, a ground-floor window on row 6's south-east face and
// first-floor windows at both ends; building D is column 9, rows 7-8, one floor, roof at storey 1, a ladder in row 8.
import { createFixedDice } from "@tactica/dice";
import { apply, createMatch } from "@tactica/engine";
import type { Command } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { sniperRuleset } from "../ruleset";
import type { Hex, SniperGame, SniperState, Soldier } from "../state/index";
import { fromColRow, neighbor, NO_MARKERS } from "../state/index";

const scenario = { situation: "patrol", ob: "naples-1943", mapSide: "urban", entry: { alpha: 2, bravo: 2 }, turns: 3 };
const at = (col: number, row: number): Hex => fromColRow(col, row);
const STAIRS_A = at(3, 7), NORTH_A = at(3, 6), LADDER_D = at(9, 8);

function man(id: string, patch: Partial<Soldier>): Soldier {
  return {
    id, side: id.startsWith("a") ? "alpha" : "bravo", weapon: "BR", activation: 1, panic: 3, hex: { q: 0, r: 0 }, facing: 3, posture: "standing", level: 0,
    health: "healthy", stunned: false, unloaded: false, markers: NO_MARKERS, actedThisTurn: false, revealed: false, oppFired: false, reachedFarEdge: false, ...patch,
  };
}
const c = (seat: string, type: string, payload: object = {}): Command => ({ seat, type, payload });
function step(state: SniperState, cmd: Command, faces: number[] = []): SniperState {
  const r = apply(sniperRuleset, state, cmd, createFixedDice(faces));
  if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code} ${r.error.message}`);
  return r.state as SniperState;
}
const codeOf = (state: SniperState, cmd: Command, faces: number[] = []) => {
  const r = apply(sniperRuleset, state, cmd, createFixedDice(faces));
  return r.ok ? "accepted" : r.error.code;
};
/** Alpha's first impulse, marker 3, with these soldiers (a bravo soldier far away in the south-east corner). */
function impulse(soldiers: Soldier[]): SniperState {
  const made = createMatch(sniperRuleset, { scenario });
  if (!made.ok) throw new Error(made.error.message);
  let s = { ...made.state, game: { ...(made.state.game as SniperGame), soldiers: [...soldiers, man("b01", { hex: at(15, 19), facing: 0 })] } } as SniperState;
  s = step(s, c("alpha", "turn/roll_observation"), [5, 2]);
  s = step(s, c("alpha", "turn/end_placement"));
  s = step(s, c("bravo", "turn/end_placement"));
  return step(s, c("alpha", "turn/draw_activation"), [3]);
}
const soldierOf = (s: SniperState, id: string) => s.game.soldiers.find((x) => x.id === id)!;

describe("Sniper! vertical movement on the urban board", () => {
  it("sniper 10.1: in a staircase hex he climbs one level as his whole task; never two at once, never outside the staircase", () => {
    const s = impulse([man("a01", { hex: STAIRS_A }), man("a02", { hex: NORTH_A })]);
    expect(codeOf(s, c("alpha", "climb", { soldier: "a01", storey: 2 }))).toBe("climb/one_level");
    expect(codeOf(s, c("alpha", "climb", { soldier: "a02", storey: 1 }))).toBe("climb/no_stairs");
    const up = step(s, c("alpha", "climb", { soldier: "a01", storey: 1 }));
    expect(soldierOf(up, "a01")).toMatchObject({ level: 1, hex: STAIRS_A });
    // The climb spent all his movement points: the task is over [10.1, 6.0].
    expect(codeOf(up, c("alpha", "move", { soldier: "a01", to: NORTH_A }))).toBe("task/already_done");
  });

  it("sniper 10.4: a prone soldier may never change level", () => {
    const s = impulse([man("a01", { hex: STAIRS_A, posture: "prone" })]);
    expect(codeOf(s, c("alpha", "climb", { soldier: "a01", storey: 1 }))).toBe("climb/prone");
  });

  it("sniper 10.2: a wounded soldier may not climb a ladder; a healthy one climbs it to the roof", () => {
    const hurt = impulse([man("a01", { hex: LADDER_D, health: "wounded" })]);
    expect(codeOf(hurt, c("alpha", "climb", { soldier: "a01", storey: 1 }))).toBe("climb/wounded_ladder");
    const fit = step(impulse([man("a01", { hex: LADDER_D })]), c("alpha", "climb", { soldier: "a01", storey: 1 }));
    expect(soldierOf(fit, "a01").level).toBe(1);
  });

  it("sniper 11.4, 10.0: walls are crossed only through openings, and on the first floor he stays in the building", () => {
    const s = impulse([man("a01", { hex: STAIRS_A, level: 1 }), man("a02", { hex: STAIRS_A })]);
    // Inside, on the first floor, from row 7 to row 6: no wall between the two hexes of A.
    const inside = step(s, c("alpha", "move", { soldier: "a01", to: NORTH_A }));
    expect(soldierOf(inside, "a01")).toMatchObject({ hex: NORTH_A, level: 1 });
    // Out through the first-floor window to the north: no floor there (a jump is the way down) [10.0, 10.3].
    expect(codeOf(inside, c("alpha", "move", { soldier: "a01", to: neighbor(NORTH_A, 0) }))).toBe("move/no_floor");
    // On the ground, row 7's south-east face is an exterior wall; its south face is a door.
    expect(codeOf(s, c("alpha", "move", { soldier: "a02", to: neighbor(STAIRS_A, 2) }))).toBe("move/wall");
    expect(codeOf(s, c("alpha", "move", { soldier: "a02", to: neighbor(STAIRS_A, 3) }))).toBe("accepted");
  });

  it("sniper 10.3: he jumps from a first-floor window to the street, one level down and one hex on; the die wounds him on 2-3, knocks him out on 1", () => {
    const s = impulse([man("a01", { hex: STAIRS_A, level: 1 })]);
    const street = neighbor(STAIRS_A, 3);
    const hurt = step(s, c("alpha", "jump", { soldier: "a01", to: street }), [2]);
    expect(soldierOf(hurt, "a01")).toMatchObject({ hex: street, level: 0, health: "wounded", facing: 3 });
    expect(soldierOf(step(s, c("alpha", "jump", { soldier: "a01", to: street }), [1]), "a01")).toMatchObject({ health: "incap", posture: "prone" });
    expect(soldierOf(step(s, c("alpha", "jump", { soldier: "a01", to: street }), [4]), "a01").health).toBe("healthy");
    // Not through the wall of row 7's south-east face, and never from the ground.
    expect(codeOf(s, c("alpha", "jump", { soldier: "a01", to: neighbor(STAIRS_A, 2) }), [4])).toBe("jump/no_opening");
    const ground = impulse([man("a01", { hex: STAIRS_A })]);
    expect(codeOf(ground, c("alpha", "jump", { soldier: "a01", to: street }), [4])).toBe("jump/not_above");
  });

  it("sniper 10.3: never more than one level: from A's roof (storey 2) there is no landing on the street", () => {
    const s = impulse([man("a01", { hex: STAIRS_A, level: 2 })]);
    expect(codeOf(s, c("alpha", "jump", { soldier: "a01", to: neighbor(STAIRS_A, 3) }), [4])).toBe("jump/no_landing");
    // From D's roof (storey 1, one floor) he may jump down to the street.
    const d = impulse([man("a01", { hex: LADDER_D, level: 1 })]);
    expect(soldierOf(step(d, c("alpha", "jump", { soldier: "a01", to: neighbor(LADDER_D, 3) }), [5]), "a01")).toMatchObject({ level: 0, health: "healthy" });
  });
});

describe("Sniper! crawling", () => {
  it("sniper 9.4: a prone soldier crawls one hex per turn, through a door but not a window; crawling leaves no movement marker [9.6]", () => {
    const outside = neighbor(NORTH_A, 0); // north of A's north door
    const s = impulse([man("a01", { hex: outside, posture: "prone" }), man("a02", { hex: neighbor(NORTH_A, 2), posture: "prone" }), man("a03", { hex: at(8, 3) }), man("a04", { hex: at(10, 3), posture: "prone", crawled: true })]);
    const through = step(s, c("alpha", "crawl", { soldier: "a01", to: NORTH_A }));
    expect(soldierOf(through, "a01")).toMatchObject({ hex: NORTH_A, posture: "prone", crawled: true, markers: NO_MARKERS });
    expect(codeOf(s, c("alpha", "crawl", { soldier: "a02", to: NORTH_A }))).toBe("move/prone_window");
    expect(codeOf(s, c("alpha", "crawl", { soldier: "a03", to: at(8, 4) }))).toBe("crawl/standing");
    expect(codeOf(s, c("alpha", "crawl", { soldier: "a04", to: at(10, 4) }))).toBe("crawl/once_per_turn");
    expect(codeOf(s, c("alpha", "move", { soldier: "a01", to: NORTH_A }))).toBe("move/prone");
  });
});
