import { apply, createMatch, eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerGame, FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });
const MINED = id(2, 3);

/** A sets up first (nothing to do), B secretly mines 2D? (q2 r3), the hex in front of A1. */
function mined(): { placed: FirepowerState; placeEvents: Parameters<typeof eventsFor>[2] } {
  const sc: FirepowerScenario = {
    ...toTestScenario([rfl("A1", id(1, 3), 3), rfl("A2", id(0, 3), 3)], [rfl("B1", id(7, 3), 6)]),
    setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 6 } }, first: "A", mines: { A: 0, B: 1 } },
  };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(made.error.code);
  const aDone = run(made.state, cmd("end_setup", "A"));
  const r = apply(firepowerRuleset, aDone, cmd("place_mine", "B", { hex: MINED, type: "PMN1" }), createFixedDice([]));
  if (!r.ok) throw new Error(r.error.code);
  return { placed: r.state, placeEvents: r.events };
}

const minesSeenBy = (s: FirepowerState, viewer: string) => (viewFor(firepowerRuleset, s, viewer).game as FirepowerGame).mines;

describe("PMN1 mines (firepower 8.8.9, 12.4.4)", () => {
  it("firepower 8.8.9: the defender secretly records mine hexes at set-up; the other side and spectators see neither the mine nor the event", () => {
    const { placed, placeEvents } = mined();
    expect(minesSeenBy(placed, "B")).toEqual([expect.objectContaining({ side: "B", type: "PMN1", exploded: false })]);
    expect(minesSeenBy(placed, "A")).toEqual([]);
    expect(minesSeenBy(placed, "spectator")).toEqual([]);
    expect(eventsFor(firepowerRuleset, placed, placeEvents, "B").map((e) => e.type)).toEqual(["setup/mine_placed"]);
    expect(eventsFor(firepowerRuleset, placed, placeEvents, "A")).toEqual([]);
    expect(eventsFor(firepowerRuleset, placed, placeEvents, "spectator")).toEqual([]);
    expect(JSON.stringify(viewFor(firepowerRuleset, placed, "A"))).not.toContain('"q":2,"r":3');
    // One mine per hex, only as many as the scenario gives, only by the side setting up.
    expect(tryCommand(placed, cmd("place_mine", "B", { hex: id(3, 3), type: "PMN1" }))).toMatchObject({ ok: false, error: { code: "mine/none_left" } });
    expect(legalActionsFor(firepowerRuleset, placed, "B").some((c) => c.type === "place_mine")).toBe(false);
  });

  it("firepower 8.8.9, 3.3: one mine per hex binds the side's own record, so the other side's legal actions and answers do not reveal its mines", () => {
    const sc: FirepowerScenario = {
      ...toTestScenario([rfl("A1", id(1, 3), 3)], [rfl("B1", id(7, 3), 6)]),
      setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 6 } }, first: "B", mines: { A: 1, B: 2 } },
    };
    const made = createMatch(firepowerRuleset, { scenario: sc });
    if (!made.ok) throw new Error(made.error.code);
    const placeAt = (s: FirepowerState, seat: string, hex: string) => run(s, cmd("place_mine", seat, { hex, type: "PMN1" }));
    // Two histories that differ only in where B's secret mine is; A then sets up.
    const withMine = run(placeAt(made.state, "B", MINED), cmd("end_setup", "B"));
    const elsewhere = run(placeAt(made.state, "B", id(5, 1)), cmd("end_setup", "B"));
    const minesA = (s: FirepowerState) => legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "place_mine").map((c) => (c.payload as { hex: string }).hex);
    expect(minesA(withMine)).toEqual(minesA(elsewhere));
    expect(minesA(withMine)).toContain(MINED);
    // A may record a mine in the hex B mined: the answer is the same as anywhere else.
    expect(tryCommand(withMine, cmd("place_mine", "A", { hex: MINED, type: "PMN1" }))).toMatchObject({ ok: true });
    // His own record still holds one mine per hex.
    const second = placeAt(made.state, "B", MINED);
    expect(tryCommand(second, cmd("place_mine", "B", { hex: MINED, type: "PMN1" }))).toMatchObject({ ok: false, error: { code: "mine/hex_taken" } });
  });

  it("firepower 12.4.4.1.1: a soldier entering the mined hex sets off the PMN1 (blast 7); impact-hex survivors are Stunned and Prone, and the mine works once", () => {
    const { placed } = mined();
    let s = run(placed, cmd("end_setup", "B"));
    s = run(s, cmd("turn/draw_chit", "A"), [1]);
    s = run(s, cmd("turn/start_impulse", "A", { squad: "A", hex: id(1, 3) }));
    // Faces: A1 in the impact hex rolls 8 (8 + 0 > 7: survives, Stunned); A2 two hexes away rolls 4 (4 + 4 > 7, but
    // 2 + 4 <= 7: Suppressed); B1 is beyond the zone.
    const r = apply(firepowerRuleset, s, cmd("move", "A", { soldier: "A1" }), createFixedDice([8, 4]));
    if (!r.ok) throw new Error(r.error.code);
    const blast = r.events.find((e) => e.type === "mine/exploded");
    expect(blast?.data).toMatchObject({ side: "B", type: "PMN1", hex: MINED, blast: 7, rolls: [{ soldier: "A1", roll: 8, total: 0, result: "stunned" }, { soldier: "A2", roll: 4, total: 4, result: "suppressed", zoneProvenance: "placeholder" }] });
    expect((blast?.data as { note?: string }).note).toContain("placeholder");
    const a1 = r.state.game.soldiers.find((x) => x.id === "A1");
    expect(a1).toMatchObject({ status: "stunned", posture: "prone", eliminated: false });
    expect(r.state.game.soldiers.find((x) => x.id === "A2")?.status).toBe("suppressed");
    // Once gone off, everyone sees it; it cannot go off again.
    expect(minesSeenBy(r.state, "A")).toEqual([expect.objectContaining({ exploded: true })]);
    expect(eventsFor(firepowerRuleset, r.state, r.events, "spectator").some((e) => e.type === "mine/exploded")).toBe(true);
  });

  it("firepower 12.4.4.1.1: on a roll of 7 or less (standing, in the open) the soldier entering is eliminated", () => {
    const { placed } = mined();
    let s = run(placed, cmd("end_setup", "B"));
    s = run(s, cmd("turn/draw_chit", "A"), [1]);
    s = run(s, cmd("turn/start_impulse", "A", { squad: "A", hex: id(1, 3) }));
    const after = run(s, cmd("move", "A", { soldier: "A1" }), [7, 10]);
    expect(after.game.soldiers.find((x) => x.id === "A1")?.eliminated).toBe(true);
  });

  it("firepower 12.4.4.3: a grenade impact on a mined hex sets the mine off after the grenade's own blast", () => {
    const { placed } = mined();
    let s = run(placed, cmd("end_setup", "B"));
    s = run(s, cmd("turn/draw_chit", "A"), [1]);
    s = run(s, cmd("turn/start_impulse", "A", { squad: "A", hex: id(1, 3) }));
    // Throw 1 (hit the mined hex, 1 hex away); grenade blast rolls A1 10, A2 10; then the mine: A1 10, A2 10.
    const r = apply(firepowerRuleset, s, cmd("throw_grenade", "A", { soldier: "A1", hex: MINED }), createFixedDice([1, 10, 10, 10, 10]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.map((e) => e.type).filter((t) => t !== "turn/impulse_ended")).toEqual(["grenade/thrown", "grenade/blast", "mine/exploded"]);
    expect(r.state.game.mines?.[0]?.exploded).toBe(true);
  });
});
