import { describe, expect, it } from "vitest";
import { inImpulse, soldier, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const man = (sid: string, weapon: "RFL" | "PST", hex: string, facing: number) => ({ id: sid, weapon, hex, facing, posture: "stand" as const });
const withOptions = (s: FirepowerState, options: Record<string, string>): FirepowerState => ({ ...s, options: { ...s.options, ...options } });
const start = (weapon: "RFL" | "PST" = "RFL") => inImpulse([man("A1", weapon, id(1, 3), 3)], [man("B1", "RFL", id(3, 3), 6), man("B2", "RFL", id(3, 3), 6), man("B3", "RFL", id(3, 3), 6)], id(1, 3));
type Burst = { target: string; rolls: number[]; modifiers: { name: string; value: number }[] };
const burstsOf = (r: { events: readonly { type: string; data?: unknown }[] }) => (r.events.find((e) => e.type === "fire/resolved")?.data as { bursts: Burst[] }).bursts;

describe("Optional Rule 16.3: reliability and increased fire", () => {
  it("firepower 16.3.2: increased fire doubles a rifle's bursts (2x3 to 4x3) and a pistol's shots (2 to 4), at +2 on every shot; not without the option", () => {
    const three = { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1", "B2", "B3"], increased: true } };
    const on = { "firepower/increased_fire": "on" };
    const r = tryCommand(withOptions(start(), on), three, Array(9).fill(10));
    if (!r.ok) throw new Error(r.error.code);
    expect(burstsOf(r).map((b) => b.rolls.length)).toEqual([3, 3, 3]);
    expect(burstsOf(r)[0]?.modifiers).toContainEqual(expect.objectContaining({ name: "increased fire", value: 2 }));
    expect(tryCommand(withOptions(start(), on), { ...three, payload: { ...three.payload, increased: undefined } })).toMatchObject({ ok: false, error: { code: "fire/too_many_bursts" } });
    expect(tryCommand(start(), three)).toMatchObject({ ok: false, error: { code: "fire/no_increased_fire", rule: "Firepower 16.3.2" } });
    const pistol = tryCommand(withOptions(start("PST"), on), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], increased: true } }, [10, 10, 10, 10]);
    expect(pistol.ok && burstsOf(pistol)[0]?.rolls).toEqual([10, 10, 10, 10]);
  });

  it("firepower 16.3.1: a first die at the first reliability number calls a second roll; at the second the weapon jams: no hits, no Suppression, MF spent (placeholder numbers named)", () => {
    const s = withOptions(start(), { "firepower/reliability": "on" });
    const shot = { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } };
    const jammed = tryCommand(s, shot, [10, 1, 1, 9]);
    if (!jammed.ok) throw new Error(jammed.error.code);
    expect(jammed.events.find((e) => e.type === "fire/jammed")?.data).toMatchObject({ weapon: "RFL", firstDie: 10, second: 9, numbers: [10, 9], provenance: "placeholder", rule: "Firepower 16.3.1" });
    expect([soldier(jammed.state, "B1").eliminated, soldier(jammed.state, "B2").status, soldier(jammed.state, "A1").mf]).toEqual([false, "none", 2]);
    const held = tryCommand(s, shot, [10, 1, 1, 8]);
    expect(held.ok && held.events.some((e) => e.type === "fire/reliability_held")).toBe(true);
    expect(held.ok && soldier(held.state, "B1").eliminated).toBe(true);
    // A first die below the first number needs no second roll.
    expect(tryCommand(s, shot, [9, 10, 10]).ok).toBe(true);
  });
});
