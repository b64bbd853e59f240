import { describe, expect, it } from "vitest";
import { ammunitionCheck, firingProfile, SNIPER_WEAPONS } from "./index";

describe("Sniper! weapons [3.0 C, 7.3, 12.8]", () => {
  it("sniper 12.8: MP, AR, assault rifle in AR mode and MG are automatic; the assault rifle in SR mode never runs out", () => {
    expect(["MP", "AR", "MG"].map((c) => SNIPER_WEAPONS[c as "MP"].automatic)).toEqual([true, true, true]);
    expect(firingProfile("AW", { awMode: "AR" })).toMatchObject({ row: "AR", automatic: true });
    expect(firingProfile("AW", { awMode: "SR" })).toMatchObject({ row: "SR", automatic: false });
    expect(SNIPER_WEAPONS.BR.automatic).toBe(false);
  });
  it("sniper 12.8: after each automatic fire 1-2 unloads; 3-6 does not; an MG with a loader never runs dry", () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => ammunitionCheck(SNIPER_WEAPONS.AR, d))).toEqual(["UNL", "UNL", "loaded", "loaded", "loaded", "loaded"]);
    expect(ammunitionCheck(SNIPER_WEAPONS.R, 1)).toBe("loaded");
    expect(ammunitionCheck(SNIPER_WEAPONS.MG, 1, true)).toBe("loaded");
    expect(ammunitionCheck(SNIPER_WEAPONS.AR, 1, true)).toBe("UNL");
  });
  it("sniper 12.8: an MG fired alone through an adjacent window fires as an AR; sniper 7.3: only R, AR, MG pierce interior walls", () => {
    expect(firingProfile("MG", { mgAloneAtWindow: true }).row).toBe("AR");
    expect(Object.values(SNIPER_WEAPONS).filter((w) => w.piercing && w.code !== "MR").map((w) => w.code)).toEqual(["R", "AR", "MG"]);
  });
  it("digest §15 item 39: MR reads as a rifle by default, as an automatic weapon by option", () => {
    expect(firingProfile("MR")).toMatchObject({ row: "R", automatic: false });
    expect(firingProfile("MR", { options: { "sniper/mr_weapon": "automatic" } })).toMatchObject({ row: "AR", automatic: true });
  });
});
