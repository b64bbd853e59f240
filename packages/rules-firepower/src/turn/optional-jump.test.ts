import { describe, expect, it } from "vitest";
import { soldier, tryCommand } from "../conformance/match-fixture";
import { inImpulse, stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";

const ON = { "firepower/jumping": "on" };
const jump = (id: string) => ({ type: "jump", seat: "A", payload: { soldier: id } });
// On the authored sample map the hill hex 4D2 is 3 heights up; facing 5 its soldier faces 4C3 on the ground.
const onHill = (b = [stand("B9", "4H1", 6)]) => inImpulse([stand("A1", "4D2", 5)], b, "4D2", { options: ON });

describe("Optional Rule 15.1: jumping", () => {
  it("firepower 15.1, 15.1.1: a jump down 3 heights costs 1 MF; d10 + 6: 16+ eliminated, 10-15 Stunned, else unhurt", () => {
    const safe = tryCommand(onHill(), jump("A1"), [3]);
    if (!safe.ok) throw new Error(safe.error.code);
    expect(safe.events[0]).toMatchObject({ type: "jump/landed", data: { soldier: "A1", hex: "4C3", heights: 3, roll: 3, total: 9, result: "no effect", impacts: [] } });
    expect(boardOf(safe.state.game).idOf(soldier(safe.state, "A1").hex)).toBe("4C3");
    expect(soldier(safe.state, "A1")).toMatchObject({ mf: 1, status: "none" });
    const stunned = tryCommand(onHill(), jump("A1"), [4]);
    expect(stunned.ok && soldier(stunned.state, "A1")).toMatchObject({ status: "stunned", posture: "prone" });
    const killed = tryCommand(onHill(), jump("A1"), [10]);
    expect(killed.ok && soldier(killed.state, "A1").eliminated).toBe(true);
  });

  it("firepower 15.1: jumps go down only, never without the option", () => {
    expect(tryCommand(inImpulse([stand("A1", "4C3", 2)], [stand("B9", "4H1", 6)], "4C3", { options: ON }), jump("A1"))).toMatchObject({ ok: false, error: { code: "jump/not_down" } });
    expect(tryCommand(inImpulse([stand("A1", "4D2", 5)], [stand("B9", "4H1", 6)], "4D2"), jump("A1"))).toMatchObject({ ok: false, error: { code: "jump/option_off" } });
  });

  it("firepower 15.1.2, 15.1.3: each soldier landed on rolls on the JUMP IMPACT TABLE (placeholder), then a normal melee if both sides remain", () => {
    // Injury 1 (unhurt), impact on B1: 5 (no effect, placeholder), melee roll 4: one against one, attacker wins on 5 or less.
    const r = tryCommand(onHill([stand("B1", "4C3", 2), stand("B9", "4H1", 6)]), jump("A1"), [1, 5, 4]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "jump/landed", data: { impacts: [{ soldier: "B1", roll: 5, result: "none", provenance: "placeholder" }] } });
    expect(r.events[1]).toMatchObject({ type: "melee/resolved", data: { attackers: ["A1"], defenders: ["B1"], roll: 4, winner: "attacker", rule: "Firepower 15.1.3" } });
    expect(soldier(r.state, "B1").eliminated).toBe(true);
    // An impact roll of 1 eliminates the man landed on: no melee follows.
    const crushed = tryCommand(onHill([stand("B1", "4C3", 2), stand("B9", "4H1", 6)]), jump("A1"), [1, 1]);
    expect(crushed.ok && crushed.events.map((e) => e.type)).toEqual(["jump/landed"]);
    expect(crushed.ok && soldier(crushed.state, "B1").eliminated).toBe(true);
  });
});
