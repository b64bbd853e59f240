import { isDistribution, probabilityOf, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { sniperExplosionOdds, sniperFaceChance, sniperFireRoll, sniperJumpOdds, sniperPanicOdds, sniperResultOdds } from "./sniper-dice-odds";

describe("sniper odds", () => {
  it("sniper 16.2: the fire roll is 2d6 + shooting ability", () => {
    const roll = sniperFireRoll(1);
    expect(isDistribution(roll)).toBe(true);
    expect(roll.get(13)).toEqual(rational(1, 36));
    expect(roll.get(2)).toBeUndefined();
    const column = sniperResultOdds(-1, (r) => (r >= 11 ? "K" : r >= 8 ? "W" : "-"));
    // 2d6 − 1 ≥ 11 needs double six.
    expect(column.get("K")).toEqual(rational(1, 36));
  });

  it("sniper 13.4: explosion victims are stunned unless the dice give 2 or 3, whatever the modifier", () => {
    const odds = sniperExplosionOdds(2, (r) => (r >= 10 ? "K" : "-"));
    expect(isDistribution(odds)).toBe(true);
    expect(probabilityOf(odds, (o) => o.endsWith("+stunned"))).toEqual(rational(11, 12));
    expect(odds.get("-")).toEqual(rational(3, 36));
  });

  it("sniper 10.3: jump 1 Incap, 2–3 Wnd, 4+ no effect; 13.5 smoke −2, minimum 1", () => {
    const clear = sniperJumpOdds();
    expect(clear.get("incapacitated")).toEqual(rational(1, 6));
    expect(clear.get("wounded")).toEqual(rational(1, 3));
    const smoke = sniperJumpOdds(true);
    expect(isDistribution(smoke)).toBe(true);
    expect(smoke.get("incapacitated")).toEqual(rational(1, 2));
    expect(smoke.get("wounded")).toEqual(rational(1, 3));
    expect(smoke.get("no_effect")).toEqual(rational(1, 6));
  });

  it("sniper 24.3: panic value 4 is passed on 4+; P1 takes 1 off the die", () => {
    expect(sniperPanicOdds(4).get("ok")).toEqual(rational(1, 2));
    expect(sniperPanicOdds(4, -1).get("panics")).toEqual(rational(2, 3));
  });

  it("sniper 12.8: automatic weapons unload on 1–2", () => {
    expect(sniperFaceChance([1, 2])).toEqual(rational(1, 3));
  });
});
