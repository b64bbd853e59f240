import { describe, expect, it } from "vitest";
import { legalActionsFor } from "@tactica/engine";
import { hexNeighbor } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { inImpulse, stand, variant } from "../play/authored-match.fixture";
import { boardForDocument } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playRandomLegal } from "../play/play-match.fixture";

const at = (id: string) => {
  const h = boardForDocument(createFirepowerAuthoredSampleMap()).hexOf(id);
  if (!h) throw new Error(`no ${id}`);
  return h;
};
/** The authored map with a door or window on side 2 (map direction 1) of 4B3, outside any building. */
const withOpening = (type: "door" | "window", open: boolean): MapDocument =>
  variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: at("4B3"), dir: 1, features: [{ type, open }] }] }));
const move = (id: string) => ({ type: "move", seat: "A", payload: { soldier: id } });
const openClose = (id: string, side: number, open: boolean) => ({ type: "open_close", seat: "A", payload: { soldier: id, side, open } });
const breakOpen = (id: string, side: number) => ({ type: "break_open", seat: "A", payload: { soldier: id, side } });
const FAR = [stand("B1", "4H6", 5)];

describe("Firepower 11.1.9-11.1.10: opening, closing and breaking doors and windows outside buildings", () => {
  it("firepower 11.1.9: a soldier beside a closed garden door opens it (placeholder MF, cited) and walks through; closed again, it stops the next man", () => {
    const s = inImpulse([stand("A1", "4B3", 2), stand("A2", "4B3", 2)], FAR, "4B3", { map: withOpening("door", false) });
    expect(legalActionsFor(firepowerRuleset, s, "A")).toContainEqual(openClose("A1", 2, true));
    const r = tryCommand(s, openClose("A1", 2, true));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "opening/opened", data: { soldier: "A1", side: 2, opening: "door", provenance: { kind: "placeholder" }, rule: "Firepower 11.1.9" } });
    const through = run(r.state, move("A1"));
    expect(soldier(through, "A1").hex).toEqual(hexNeighbor(at("4B3"), 1));
    const shut = run(through, openClose("A2", 2, false));
    expect(tryCommand(shut, move("A2"))).toMatchObject({ ok: false, error: { code: "move/closed_opening" } });
  });

  it("firepower 11.1.9: from the hex across the hexside it is worked the same (each side its room, option either); bad input changes nothing", () => {
    const across = hexNeighbor(at("4B3"), 1);
    const id = boardForDocument(createFirepowerAuthoredSampleMap()).idOf(across);
    const s = inImpulse([stand("A1", id, 5)], FAR, id, { map: withOpening("door", false) });
    const r = tryCommand(s, openClose("A1", 5, true));
    expect(r.ok).toBe(true);
    expect(tryCommand(s, openClose("A1", 5, false))).toMatchObject({ ok: false, error: { code: "opening/unchanged" } });
    expect(tryCommand(s, openClose("A1", 4, true))).toMatchObject({ ok: false, error: { code: "opening/none" } });
  });

  it("firepower 11.1.10, 11.1.3: a closed window faced from outside breaks open on 4 or less and stays open; four men cross it in the Impulse Phase, not a fifth", () => {
    const five = ["A1", "A2", "A3", "A4", "A5"].map((x) => stand(x, "4B3", 2));
    const s = inImpulse(five, FAR, "4B3", { map: withOpening("window", false) });
    const miss = tryCommand(s, breakOpen("A1", 2), [5]);
    if (!miss.ok) throw new Error(miss.error.code);
    expect(miss.events[0]).toMatchObject({ type: "opening/break_attempt", data: { opening: "window", roll: 5, needed: 4, broken: false } });
    const hit = tryCommand(s, breakOpen("A1", 2), [4]);
    if (!hit.ok) throw new Error(hit.error.code);
    expect(hit.events[0]).toMatchObject({ data: { broken: true } });
    expect(tryCommand(hit.state, openClose("A2", 2, false))).toMatchObject({ ok: false, error: { code: "opening/broken", rule: "Firepower 11.1.10" } });
    let x = hit.state;
    for (const id of ["A2", "A3", "A4", "A5"]) x = run(x, move(id));
    expect(tryCommand(x, move("A1"))).toMatchObject({ ok: false, error: { code: "move/window_full" } });
  });

  it("firepower 11.1.9 (option outside_opening_inside none): nobody is inside, so the door is only broken open", () => {
    const s = inImpulse([stand("A1", "4B3", 2)], FAR, "4B3", { map: withOpening("door", false), options: { "firepower/outside_opening_inside": "none" } });
    expect(tryCommand(s, openClose("A1", 2, true))).toMatchObject({ ok: false, error: { code: "opening/no_inside" } });
    const legal = legalActionsFor(firepowerRuleset, s, "A");
    expect(legal.some((c) => c.type === "open_close")).toBe(false);
    expect(legal).toContainEqual(breakOpen("A1", 2));
  });

  it("firepower 11.1.9-11.1.10: random legal play next to a closed garden door accepts every listed door action", () => {
    const s = inImpulse([stand("A1", "4B3", 2), stand("A2", "4B3", 2)], FAR, "4B3", { map: withOpening("door", false) });
    const r = playRandomLegal(s, "outside-door-1", { steps: 300, choose: (legal, roll) => legal.find((c) => c.type === "open_close" || c.type === "break_open") ?? legal[roll(legal.length) - 1] });
    expect(r.seen.has("open_close")).toBe(true);
  });
});
