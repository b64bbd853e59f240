import { describe, expect, it } from "vitest";
import { soldier, tryCommand } from "../conformance/match-fixture";
import { inImpulse, stand, withOpeningsClosed } from "../play/authored-match.fixture";
import { smokeOf } from "./smoke";

const molotov = (storey?: number) => ({ type: "fire_special", seat: "A", payload: { soldier: "A1", item: "MOLOTOV", hex: "4F2", ...(storey === undefined ? {} : { storey }) } });
const thrower = () => stand("A1", "4E2", 3, { carries: { MOLOTOV: 1 } });

describe("Firepower 12.7.3, 12.3.3: flame and smoke rounds into an upper floor", () => {
  it("firepower 12.7.3, 12.3.3: a Molotov through the open upper window burns that storey only: the man there rolls, the one below does not; its smoke stands on that floor (impact height 4)", () => {
    const s = inImpulse([thrower()], [stand("B1", "4F2", 6, { storey: 1 }), stand("B2", "4F2", 6)], "4E2");
    const r = tryCommand(s, molotov(1), [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "special/fired")?.data).toMatchObject({ outcome: "hit", storey: 1, impactHeight: 4, burst: "inside", opening: { opening: "window", automatic: true } });
    const blast = r.events.find((e) => e.type === "special/blast")?.data as { rolls: { soldier: string }[] };
    expect(blast.rolls.map((x) => x.soldier)).toEqual(["B1"]);
    expect(soldier(r.state, "B1").status).toBe("stunned");
    expect(smokeOf(r.state.game)).toEqual([expect.objectContaining({ source: "F", height: 4 })]);
  });

  it("firepower 12.7.3: through a closed window no round goes in (special/no_opening); a ground-level aim keeps its old burst", () => {
    const closed = inImpulse([thrower()], [stand("B1", "4F2", 6, { storey: 1 })], "4E2", { map: withOpeningsClosed() });
    expect(tryCommand(closed, molotov(1))).toMatchObject({ ok: false, error: { code: "special/no_opening", rule: "Firepower 12.1.6, 12.7.3" } });
    const s = inImpulse([thrower()], [stand("B1", "4F2", 6, { storey: 1 }), stand("B2", "4F2", 6)], "4E2");
    const r = tryCommand(s, molotov(), [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const blast = r.events.find((e) => e.type === "special/blast")?.data as { rolls: { soldier: string }[] };
    expect(blast.rolls.map((x) => x.soldier)).toEqual(["B2"]);
    expect(smokeOf(r.state.game)[0]).not.toHaveProperty("height");
  });
});
