// Advanced Game sections COVERAGE.md marked in play with no test that carried their number (issue 29). Fixed
// positions on the authored sample map (authored-match.fixture), fixed dice.
import { describe, expect, it } from "vitest";
import { headHeightAt } from "../advanced/heights";
import { soldier, tryCommand } from "../conformance/match-fixture";
import { inImpulse, stand, withOpeningsClosed } from "./authored-match.fixture";

const move = (soldierId: string) => ({ type: "move", seat: "A", payload: { soldier: soldierId } });
const B_FAR = stand("B1", "4H6", 5);

describe("Advanced Game sections named by their tests (issue 29)", () => {
  it("firepower 8.2.5 (the part in play): a door drawn open is crossed for the entry cost, the same door drawn closed is not", () => {
    const open = tryCommand(inImpulse([stand("A1", "4E2", 3)], [B_FAR], "4E2"), move("A1"));
    if (!open.ok) throw new Error(open.error.code);
    expect(soldier(open.state, "A1").mf).toBe(1);
    const closed = tryCommand(inImpulse([stand("A1", "4E2", 3)], [B_FAR], "4E2", { map: withOpeningsClosed() }), move("A1"));
    expect(closed).toMatchObject({ ok: false, error: { code: "move/closed_opening" } });
  });

  it("firepower 10.5: a soldier's head is his ground plus his posture's height (Standing 2, Crouching 1, Prone 0)", () => {
    expect([headHeightAt(0, "stand"), headHeightAt(0, "crouch"), headHeightAt(0, "prone")]).toEqual([2, 1, 0]);
    expect([headHeightAt(3, "stand"), headHeightAt(-2, "prone")]).toEqual([5, -2]);
  });
});
