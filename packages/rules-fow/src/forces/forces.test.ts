import { describe, expect, it } from "vitest";
import { BOOK_TEAMS, BOOK_WEAPONS, movingRof, validateForceList } from "./index";

const base = {
  version: 1, name: "Grenadiers", nation: "German", points: 1500,
  units: [
    { id: "hq", name: "HQ Section", kind: "hq", teams: [{ profile: "rifle_team", count: 2 }, { profile: "kubelwagen", count: 1 }], leader: "rifle_team", motivation: "confident", skill: "trained" },
    { id: "gren", name: "Grenadier Platoon", kind: "combat", teams: [{ profile: "rifle_team", count: 6 }, { profile: "observer", count: 1 }], leader: "rifle_team", motivation: "confident", skill: "trained" },
  ],
  formations: [{ id: "f1", name: "Grenadier Company", hq: "hq", units: ["gren"] }],
};

describe("force lists [digest 1.1, 1.2, 1.3, 11]", () => {
  it("accepts a list using the book's teams, and the organiser may add teams and weapons", () => {
    const ok = validateForceList({ ...base, weapons: [{ id: "mg34", name: "MG34", range: { in: 16, cm: 40 }, rof: { halted: 3 }, antiTank: 2, firepower: 6, provenance: { kind: "organiser", source: "event pack" } }],
      teams: [{ id: "mg_team", name: "MG Team", type: "infantry", mobility: "infantry", save: 3, weapons: ["mg34"], provenance: { kind: "organiser", source: "event pack" } }] });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.teams.get("mg_team")?.weapons).toEqual(["mg34"]);
  });
  it("B13: one Observer Team per force - a second observer is refused with the rule", () => {
    const two = structuredClone(base);
    two.units.push({ id: "gren2", name: "Grenadier Platoon 2", kind: "combat", teams: [{ profile: "rifle_team", count: 6 }, { profile: "observer", count: 1 }], leader: "rifle_team", motivation: "confident", skill: "trained" });
    const r = validateForceList(two);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toEqual([expect.objectContaining({ code: "force/observers", rule: "FoW [Teams › Observers; Units › Attachments]" })]);
  });
  it("refuses unknown teams and weapons, a leader outside the unit, an armoured tank without armour", () => {
    const bad = structuredClone(base) as typeof base & { teams?: unknown[] };
    bad.units[1]!.leader = "tiger";
    bad.units[1]!.teams.push({ profile: "tiger", count: 1 } as never);
    bad.teams = [{ id: "t", name: "T", type: "tank", weapons: ["nope"], provenance: { kind: "organiser", source: "x" } }];
    const r = validateForceList(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.code)).toContain("force/schema");
    delete bad.teams;
    const r2 = validateForceList(bad);
    expect(r2.ok ? [] : r2.issues.map((i) => i.code)).toEqual(["force/unknown_team"]);
  });
  it("the book's profiles: sniper 16\"/40cm ROF 1 AT 0 FP 4+; flame-thrower 4\"/10cm ROF 2 AT 2 FP 1+; moving ROF halves", () => {
    expect(BOOK_WEAPONS.find((w) => w.id === "sniper_rifle")).toMatchObject({ range: { in: 16, cm: 40 }, rof: { halted: 1 }, antiTank: 0, firepower: 4 });
    expect(BOOK_WEAPONS.find((w) => w.id === "infantry_flame_thrower")).toMatchObject({ range: { in: 4, cm: 10 }, rof: { halted: 2 }, antiTank: 2, firepower: 1 });
    expect(movingRof({ rof: { halted: 5 } })).toBe(2);
    expect(movingRof({ rof: { halted: 1 } })).toBe(1);
    expect(movingRof({ rof: { halted: 3, moving: 3 } })).toBe(3);
    expect(BOOK_TEAMS.filter((t) => t.provenance.kind === "placeholder").map((t) => t.id)).toEqual(["panzer_iv_h"]);
  });
});
