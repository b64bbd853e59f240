import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { inImpulse, stand, variant, withOpeningsClosed } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const B_FAR = stand("B1", "4H6", 5);
const move = { type: "move", seat: "A", payload: { soldier: "A1" } };
const breakDoor = { type: "break_open", seat: "A", payload: { soldier: "A1", side: 3 } };

describe("Firepower doors and windows in play (Advanced, 11.1.9-11.1.10)", () => {
  it("firepower 11.1.10: from outside, facing a closed building door, a roll of 4 fails and 3 breaks it open (placeholder MF per attempt); then he walks in", () => {
    const s = inImpulse([stand("A1", "4E2", 3)], [B_FAR], "4E2", { map: withOpeningsClosed() });
    expect(tryCommand(s, move)).toMatchObject({ ok: false, error: { code: "move/closed_opening" } });
    const failed = tryCommand(s, breakDoor, [4]);
    if (!failed.ok) throw new Error(failed.error.code);
    expect(failed.events[0]).toMatchObject({ type: "opening/break_attempt", data: { roll: 4, needed: 3, broken: false, mf: 2, provenance: { kind: "placeholder" } } });
    expect(tryCommand(failed.state, move)).toMatchObject({ ok: false, error: { code: "move/closed_opening" } });
    const broken = tryCommand(s, breakDoor, [3]);
    if (!broken.ok) throw new Error(broken.error.code);
    expect(broken.events[0]?.data).toMatchObject({ broken: true, numberProvenance: { kind: "book" } });
    const inside = run(broken.state, move);
    expect(soldier(inside, "A1")).toMatchObject({ mf: 3 });
  });

  it("firepower 11.1.10: only a soldier facing the opening tries, and only from outside", () => {
    const s = inImpulse([stand("A1", "4E2", 2)], [B_FAR], "4E2", { map: withOpeningsClosed() });
    expect(tryCommand(s, breakDoor, [1])).toMatchObject({ ok: false, error: { code: "opening/not_facing" } });
    const inside = inImpulse([stand("A1", "4F2", 6)], [B_FAR], "4F2", { map: withOpeningsClosed() });
    expect(tryCommand(inside, { type: "break_open", seat: "A", payload: { soldier: "A1", side: 6 } }, [1])).toMatchObject({ ok: false, error: { code: "opening/inside" } });
  });

  it("firepower 11.1.9, 12.1.6: from inside a soldier closes the door of his hex (placeholder MF): the line through it is then blocked, and opening it again clears it", () => {
    let s = inImpulse([stand("A1", "4F2", 6)], [stand("B1", "4D1", 3)], "4F2");
    expect(explainFire(s, "A1", "B1")).toMatchObject({ ok: true, value: { los: { clear: true } } });
    const closed = tryCommand(s, { type: "open_close", seat: "A", payload: { soldier: "A1", side: 6, open: false } });
    if (!closed.ok) throw new Error(closed.error.code);
    expect(closed.events[0]).toMatchObject({ type: "opening/closed", data: { opening: "door", storey: 0, mf: 1, provenance: { kind: "placeholder" } } });
    s = closed.state;
    expect(explainFire(s, "A1", "B1")).toMatchObject({ ok: true, value: { los: { clear: false } } });
    expect(tryCommand(s, { type: "open_close", seat: "A", payload: { soldier: "A1", side: 6, open: false } })).toMatchObject({ ok: false, error: { code: "opening/unchanged" } });
    s = run(s, { type: "open_close", seat: "A", payload: { soldier: "A1", side: 6, open: true } });
    expect(explainFire(s, "A1", "B1")).toMatchObject({ ok: true, value: { los: { clear: true } } });
  });

  it("firepower 11.1.10: a door broken open cannot be closed again", () => {
    const s = inImpulse([stand("A1", "4E2", 3), stand("A2", "4E2", 3)], [B_FAR], "4E2", { map: withOpeningsClosed() });
    let t = run(s, breakDoor, [1]);
    t = run(t, { type: "move", seat: "A", payload: { soldier: "A2" } });
    expect(tryCommand(t, { type: "open_close", seat: "A", payload: { soldier: "A2", side: 6, open: false } })).toMatchObject({ ok: false, error: { code: "opening/broken" } });
  });

  it("firepower 11.1.9 on the shipped sample map (panels placed and turned): opening its closed window keeps every printed hex ID where it was", () => {
    const scenario = { ...toTestScenario([stand("A1", "1F3", 1)], [stand("B1", "2B2", 5)]), rules: "advanced" as const };
    const made = createMatch(firepowerRuleset, { scenario });
    if (!made.ok) throw new Error(made.error.code);
    let s = run(made.state as FirepowerState, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    s = run(s, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: "1F3" } });
    const before = boardOf(s.game);
    const opened = run(s, { type: "open_close", seat: "A", payload: { soldier: "A1", side: 2, open: true } });
    const after = boardOf(opened.game);
    expect(after).not.toBe(before);
    expect(after.levelSide(soldier(opened, "A1").hex, 1, 0)).toMatchObject({ type: "window", open: true });
    const ids = [...before.map.idToHex.keys()].sort();
    expect([...after.map.idToHex.keys()].sort()).toEqual(ids);
    for (const id of ids) expect(after.hexOf(id)).toEqual(before.hexOf(id));
  });

  it("firepower 11.1.3: no more than four soldiers cross one window in an Impulse Phase; the count starts again with the next draw", () => {
    const groundWindow = variant((d) => ({ ...d, buildings: (d.buildings ?? []).map((b) => ({ ...b, levels: b.levels.map((l) => ({ ...l, sides: (l.sides ?? []).map((x) => (x.type === "door" ? { ...x, type: "window" as const } : x)) })) })) }));
    const five = ["A1", "A2", "A3", "A4", "A5"].map((id) => stand(id, "4E2", 3));
    let s = inImpulse(five, [B_FAR], "4E2", { map: groundWindow });
    for (const id of ["A1", "A2", "A3", "A4"]) s = run(s, { type: "move", seat: "A", payload: { soldier: id } });
    expect(Object.values(s.game.windowCrossings ?? {})).toEqual([4]);
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A5" } })).toMatchObject({ ok: false, error: { code: "move/window_full", rule: "Firepower 11.1.3" } });
    s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
    s = run(s, { type: "turn/end_impulse_phase", seat: "A", payload: {} });
    s = run(s, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    expect(s.game.windowCrossings).toEqual({});
  });
});
