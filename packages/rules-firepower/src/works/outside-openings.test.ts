import { describe, expect, it } from "vitest";
import { hexNeighbor } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { inImpulse, stand, variant } from "../play/authored-match.fixture";
import { boardForDocument } from "../core/board";

const at = (id: string) => {
  const h = boardForDocument(createFirepowerAuthoredSampleMap()).hexOf(id);
  if (!h) throw new Error(`no ${id}`);
  return h;
};
/** The authored map with a door or window on the north-east hexside (map direction 1) of 4B3, outside any building. */
const withOpening = (type: "door" | "window", open: boolean): MapDocument =>
  variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: at("4B3"), dir: 1, features: [{ type, open }] }] }));
const move = (id: string) => ({ type: "move", seat: "A", payload: { soldier: id } });
const FAR = [stand("B1", "4H6", 5)];

describe("Firepower 11.1.3: doors and windows on hexsides outside buildings", () => {
  it("firepower 11.1.3: a closed door on a hexside stops the move (code and rule); an open one is crossed by entering the next hex", () => {
    const closed = inImpulse([stand("A1", "4B3", 2)], FAR, "4B3", { map: withOpening("door", false) });
    expect(tryCommand(closed, move("A1"))).toMatchObject({ ok: false, error: { code: "move/closed_opening", rule: "Firepower 11.1.3" } });
    const open = run(inImpulse([stand("A1", "4B3", 2)], FAR, "4B3", { map: withOpening("door", true) }), move("A1"));
    expect(soldier(open, "A1").hex).toEqual(hexNeighbor(at("4B3"), 1));
  });

  it("firepower 11.1.3: no more than four soldiers cross one window in an Impulse Phase; the fifth is refused", () => {
    const five = ["A1", "A2", "A3", "A4", "A5"].map((id) => stand(id, "4B3", 2));
    let s = inImpulse(five, FAR, "4B3", { map: withOpening("window", true) });
    for (const id of ["A1", "A2", "A3", "A4"]) s = run(s, move(id));
    expect(Object.values(s.game.windowCrossings ?? {})).toEqual([4]);
    expect(tryCommand(s, move("A5"))).toMatchObject({ ok: false, error: { code: "move/window_full", rule: "Firepower 11.1.3" } });
    expect(soldier(s, "A5").hex).toEqual(at("4B3"));
  });

  it("firepower 11.1.3: a hexside without an opening is crossed as before", () => {
    const s = run(inImpulse([stand("A1", "4B3", 2)], FAR, "4B3"), move("A1"));
    expect(soldier(s, "A1").hex).toEqual(hexNeighbor(at("4B3"), 1));
  });
});
