import { describe, expect, it } from "vitest";
import { blastDie, chargeDestroys, checkLoadout, defuseCharge, landing, maxThrow, mayDetonateRemotely, placeCharge, smokeLifecycle, tickFuse, windowResult, windowThrow } from "./index";

// Placeholder faces: Grey rolls 4-6 carry OK/medal, 1-3 null; Blue and Red rolls read their number; the Red "1" is the skull.
describe("wwb 8.5 grenades", () => {
  it("wwb 8.5: 3 MHx, -1/-2 behind a 1/2-level obstacle, +1/+2 Strength; satchel 2", () => {
    expect([maxThrow("grenade"), maxThrow("grenade", 1), maxThrow("grenade", 2, 1), maxThrow("satchel"), maxThrow("satchel", 0, 2)]).toEqual([3, 2, 2, 2, 4]);
  });
  it("wwb 8.5 steps 2-3: precise Grey + Blue = d on target, > d forward, < d back; null scatters 3 Hex toward Blue", () => {
    expect(landing([4, 2], 2).kind).toBe("on_target");
    expect(landing([4, 5], 2).kind).toBe("forward");
    expect(landing([4, 1], 2).kind).toBe("backward");
    expect(landing([1, 4], 2)).toMatchObject({ kind: "scatter", hexes: 3, direction: 4 });
    expect(landing([4, 1], 0).kind).toBe("on_target");
    expect(landing([4, 1], 0, { options: { "wwb/same_mhx_throw": "literal_forward" } }).kind).toBe("forward");
  });
  it("wwb 8.5 step 4 (T9): ring 2 in the open Purple, behind a bush Red, behind a wall no effect", () => {
    expect([blastDie(0, "open").die, blastDie(1, "light").die, blastDie(1, "hard").die]).toEqual(["black", "blue", "white"]);
    expect([blastDie(2, "open").die, blastDie(2, "light").die, blastDie(2, "hard").die]).toEqual(["purple", "red", "none"]);
  });
  it("wwb 8.5 into buildings: adjacent automatic; Green -1 per MHx, -1 for a slit; elevation shortens; below White impossible", () => {
    expect(windowThrow({ adjacent: true, mhxFromWindow: 0 })).toEqual({ kind: "automatic" });
    expect(windowThrow({ adjacent: false, mhxFromWindow: 0 })).toEqual({ kind: "roll", die: "green" });
    expect(windowThrow({ adjacent: false, mhxFromWindow: 2, slit: true })).toEqual({ kind: "roll", die: "white" });
    expect(windowThrow({ adjacent: false, mhxFromWindow: 3, slit: true }).kind).toBe("impossible");
    expect(windowThrow({ adjacent: false, mhxFromWindow: 3, elevation: 1 }).kind).toBe("impossible");
    expect(windowResult("green", 5)).toMatchObject({ enters: true, occupantsRoll: "blue" });
    expect(windowResult("green", 1)).toMatchObject({ enters: false, bounceHex: 2 });
  });
});

describe("wwb 8.5 charges", () => {
  it("wwb 8.5: placement Red + 2/+3 >= 5; skull explodes; L2 re-rolls one skull; no Explosives no charge", () => {
    expect(placeCharge([3], 1).outcome).toBe("placed");
    expect(placeCharge([2], 1).outcome).toBe("failed");
    expect(placeCharge([1], 1).outcome).toBe("exploded");
    expect(placeCharge([1, 2], 2)).toMatchObject({ outcome: "placed", rerolled: true });
    expect(placeCharge([6], 0).outcome).toBe("not_allowed");
  });
  it("wwb 8.5: explosive destroys on Red 3+, satchel on 4+ (and collapses a house)", () => {
    expect([chargeDestroys("explosive", 3).destroyed, chargeDestroys("explosive", 2).destroyed, chargeDestroys("satchel", 3).destroyed, chargeDestroys("satchel", 4).collapse]).toEqual([true, false, false, true]);
  });
  it("wwb 8.5: a time fuse explodes when it drops below 1; remote within 1 MHx beyond", () => {
    expect(tickFuse(2)).toMatchObject({ value: 1, explodes: false });
    expect(tickFuse(1)).toMatchObject({ value: 0, explodes: true });
    expect([mayDetonateRemotely(1), mayDetonateRemotely(2)]).toEqual([true, false]);
  });
  it("wwb 11.0: defusing against a placeholder value; the bonus only by option", () => {
    expect(defuseCharge([3], 1)).toMatchObject({ outcome: "failed", provenance: "placeholder" });
    expect(defuseCharge([3], 1, { options: { "wwb/defuse_bonus": "both" } }).outcome).toBe("defused");
  });
  it("wwb 3.0, 8.5: two Equipment boxes; a satchel takes both; charges need Explosives", () => {
    expect(checkLoadout(["frag", "smoke"], 0).ok).toBe(true);
    expect(checkLoadout(["satchel", "frag"], 1)).toMatchObject({ ok: false, error: { code: "wwb/loadout_slots" } });
    expect(checkLoadout(["explosive"], 0)).toMatchObject({ ok: false, error: { code: "wwb/loadout_explosives" } });
  });
});

describe("wwb 8.5 smoke grenades", () => {
  it("wwb 8.5 Smoke grenades: drifts to the adjacent MHx downwind in that turn's Resolution phase, gone in the next one's", () => {
    expect(smokeLifecycle(2)).toMatchObject({ drift: { turn: 2, phase: "resolution", to: "adjacent_mhx_downwind" }, removed: { turn: 3, phase: "resolution" } });
  });
});
