// Hand grenades [13.1]-[13.4] on the rural placeholder board (mixed terrain): column 7 rows 3-9 and column 8 rows
// 3-14 carry only clear and rough #1 hexes, which do not block a standing eye. The Scatter table is a placeholder
// (coefficient 2 + range / 2): a throw at 4 hexes has coefficient 4. The scatter diagram is reconstructed: face 3 is
// map direction 3 (south, down the column).
import { createFixedDice } from "@tactica/dice";
import { apply, checkCommand, createMatch } from "@tactica/engine";
import type { Command } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { sniperRuleset } from "../ruleset";
import type { Hex, SniperGame, SniperState, Soldier } from "../state/index";
import { fromColRow, NO_MARKERS } from "../state/index";

const at = (col: number, row: number): Hex => fromColRow(col, row);
const scenario = { situation: "patrol", ob: "naples-1943", entry: { alpha: 2, bravo: 2 }, turns: 3 };
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
const check = (state: SniperState, cmd: Command) => { const r = checkCommand(sniperRuleset, state, cmd); return r.ok ? "accepted" : r.error.code; };
function impulse(soldiers: Soldier[]): SniperState {
  const made = createMatch(sniperRuleset, { scenario });
  if (!made.ok) throw new Error(made.error.message);
  let s = { ...made.state, game: { ...(made.state.game as SniperGame), soldiers } } as SniperState;
  s = step(s, c("alpha", "turn/roll_observation"), [5, 2]);
  s = step(s, c("alpha", "turn/end_placement"));
  s = step(s, c("bravo", "turn/end_placement"));
  return step(s, c("alpha", "turn/draw_activation"), [6]);
}
const far = man("b09", { hex: at(15, 19), facing: 0 });

describe("Sniper! hand grenades", () => {
  it("sniper 13.1: preparing a grenade is his task; holding it he is not armed; without one he throws nothing", () => {
    const s = impulse([man("a01", { hex: at(7, 3) }), man("a02", { hex: at(8, 3) }), man("a03", { hex: at(6, 3), grenade: "offensive" }), man("b01", { hex: at(7, 8), facing: 0 }), far]);
    const r = apply(sniperRuleset, s, c("alpha", "prepare_grenade", { soldier: "a01", kind: "defensive" }), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect((r.state as SniperState).game.soldiers.find((x) => x.id === "a01")!.grenade).toBe("defensive");
    expect(r.events.find((e) => e.type === "sniper/grenade_prepared")?.visibleTo).toEqual(["alpha"]);
    expect(check(s, c("alpha", "fire", { soldier: "a03", target: "b01" }))).toBe("fire/grenade_in_hand");
    expect(check(s, c("alpha", "throw", { soldier: "a02", at: at(8, 7) }))).toBe("throw/no_grenade");
  });

  it("sniper 13.2: a grenade goes at a hex in his field of view within 20 modified hexes; prone doubles the range", () => {
    const standing = impulse([man("a01", { hex: at(8, 3), grenade: "offensive" }), far]);
    expect(check(standing, c("alpha", "throw", { soldier: "a01", at: at(8, 14) }))).toBe("accepted"); // 11 hexes
    expect(check(standing, c("alpha", "throw", { soldier: "a01", at: at(8, 1) }))).toBe("throw/out_of_field"); // behind him
    // Prone at column 7 row 3 (column 7 is clear to row 9: a prone eye sees down it [11.6]).
    const prone = impulse([man("a01", { hex: at(7, 3), grenade: "offensive", posture: "prone" }), far]);
    expect(check(prone, c("alpha", "throw", { soldier: "a01", at: at(7, 14) }))).toBe("throw/out_of_range"); // 11 x 2 = 22
    expect(check(prone, c("alpha", "throw", { soldier: "a01", at: at(7, 9) }))).toBe("accepted"); // 6 x 2 = 12
  });

  it("sniper 13.0, 13.3, 13.4: 2d6 of 6 against coefficient 4 lands in the target hex; the offensive burst strikes friend and foe within 3 hexes, stunned unless the dice show 2 or 3", () => {
    const s = impulse([man("a01", { hex: at(7, 3), grenade: "offensive" }), man("a02", { hex: at(7, 11) }), man("a03", { hex: at(7, 6) }), man("b01", { hex: at(7, 7), facing: 0 }), man("b02", { hex: at(7, 9), facing: 0 }), far]);
    // Throw 3+3; then the burst's dice in soldier order: a03 (1 hex away) 4+4, b01 (in the hex) 1+1, b02 (2 hexes) 3+4.
    const r = apply(sniperRuleset, s, c("alpha", "throw", { soldier: "a01", at: at(7, 7) }), createFixedDice([3, 3, 4, 4, 1, 1, 3, 4]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const thrown = r.events.find((e) => e.type === "sniper/grenade_thrown")!.data as { coefficient: number; roll: number; landed: Hex; provenance: { kind: string } };
    expect(thrown).toMatchObject({ coefficient: 4, roll: 6, landed: at(7, 7), provenance: { kind: "placeholder" } });
    const bursts = r.events.filter((e) => e.type === "sniper/grenade_burst").map((e) => e.data as { target: string; distance: number; stunned: boolean });
    // a01 (4 hexes) and a02 (4 hexes) are outside the radius of 3 [13.4].
    expect(bursts.map((b) => [b.target, b.distance, b.stunned])).toEqual([["a03", 1, true], ["b01", 0, false], ["b02", 2, true]]);
    const after = r.state as SniperState;
    expect(after.game.soldiers.find((x) => x.id === "a01")!.grenade).toBeUndefined();
  });

  it("sniper 13.3: below the coefficient it misses by the difference in the diagram's direction: 2 against 4, face 3, two hexes south", () => {
    const s = impulse([man("a01", { hex: at(7, 3), grenade: "offensive" }), far]);
    const r = apply(sniperRuleset, s, c("alpha", "throw", { soldier: "a01", at: at(7, 7) }), createFixedDice([1, 1, 3]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "sniper/grenade_thrown")!.data).toMatchObject({ roll: 2, face: 3, landed: at(7, 9) });
  });
});
