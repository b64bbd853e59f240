import { createFixedDice } from "@tactica/dice";
import { apply, eventsFor, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { aImpulse, endPhase, m1, mortarMatch, step } from "./mortar.fixture";
import { resolveMortarFire } from "./resolve-mortar-fire";

const code = (s: FirepowerState, type: string, payload: unknown) => {
  const r = apply(firepowerRuleset, s, { type, seat: "A", payload }, createFixedDice([5, 5, 5, 5, 5]));
  return r.ok ? "ok" : r.error.code;
};
/** A3 at 1A6 writes "A3 Observe-1H3" in A's first Impulse Phase; then A's next phase starts with the crew's Impulse at 1A3. */
function observed(b = [{ id: "B1", hex: "1H3" }], crew?: string[]) {
  const first = step(aImpulse(mortarMatch(b, crew ? { crew } : {}), "1A6"), "observe", "A", { observer: "A3", mortar: "M1", hex: "1H3" });
  return { first, next: aImpulse(endPhase(first), "1A3") };
}

describe("Firepower remote observation and mortar fire (Option 20, 12.4.2)", () => {
  it("firepower 20.1.2: the Observe order is written in one Impulse Phase and fired on in the next own one", () => {
    const { first, next } = observed();
    expect(m1(first).order).toEqual({ observer: "A3", hex: "1H3", phase: 1 });
    const r = apply(firepowerRuleset, next, { type: "fire_mortar", seat: "A", payload: { mortar: "M1", crewman: "A1", hex: "1H3" } }, createFixedDice([3, 2]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "mortar/fired", data: { observer: "A3", by: "observe_order", outcome: "hit", impact: "1H3" } });
    expect(m1(r.state as FirepowerState)).toMatchObject({ order: null, lastShot: { hex: "1H3", phase: 2, observer: "A3" }, loaded: true });
  });

  it("firepower 12.4.2, 20.1.1: minimum range, crew, observer in voice range, one crewman loads separately", () => {
    const s = aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }]), "1A3");
    expect(code(s, "fire_mortar", { mortar: "M1", crewman: "A1", hex: "1B2" })).toBe("mortar/inside_minimum_range");
    expect(code(s, "fire_mortar", { mortar: "M1", crewman: "A3", hex: "1H3" })).toBe("soldier/not_in_impulse");
    const far = aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }]), "1A6");
    expect(code(far, "observe", { observer: "A3", mortar: "M1", hex: "1H3" })).toBe("ok");
    expect(code(s, "fire_mortar", { mortar: "M1", crewman: "A1", hex: "1H3" })).toBe("mortar/no_observation"); // no order written last phase
    const fired = step(observed([{ id: "B1", hex: "1H3" }], ["A1"]).next, "fire_mortar", "A", { mortar: "M1", crewman: "A1", hex: "1H3" }, [9, 9, 9, 9, 9, 9]);
    expect(m1(fired).loaded).toBe(false);
    expect(code(aImpulse(endPhase(fired), "1A3"), "fire_mortar", { mortar: "M1", crewman: "A1", hex: "1H3" })).toBe("mortar/not_loaded");
  });

  it("firepower 16.5: a written Observe order is secret from the other side (events and views)", () => {
    const r = apply(firepowerRuleset, aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }]), "1A6"), { type: "observe", seat: "A", payload: { observer: "A3", mortar: "M1", hex: "1H3" } }, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(JSON.stringify(eventsFor(firepowerRuleset, r.state, r.events, "B"))).not.toContain("Observe");
    expect(JSON.stringify(eventsFor(firepowerRuleset, r.state, r.events, "A"))).toContain("A3 Observe-1H3");
    expect(JSON.stringify(viewFor(firepowerRuleset, r.state, "B"))).not.toContain('"observer":"A3"');
    expect(JSON.stringify(viewFor(firepowerRuleset, r.state, "A"))).toContain('"observer":"A3"');
  });

  it("firepower 12.4.2: fire_mortar through apply gives exactly resolveMortarFire's events with the same dice", () => {
    const { next } = observed([{ id: "B1", hex: "1H3" }, { id: "B2", hex: "1G3" }]);
    const faces = [6, 4, 7, 3, 8, 2];
    const r = apply(firepowerRuleset, next, { type: "fire_mortar", seat: "A", payload: { mortar: "M1", crewman: "A1", hex: "1H3" } }, createFixedDice(faces));
    if (!r.ok) throw new Error(r.error.code);
    const direct = resolveMortarFire(next.game, { mortar: "M1", crewman: "A1", observer: "A3", hex: "1H3", phase: 2, adjusted: false, by: "observe_order" }, createFixedDice(faces));
    expect(r.events.map(({ type, data }) => ({ type, data }))).toEqual(direct.events);
  });
});
