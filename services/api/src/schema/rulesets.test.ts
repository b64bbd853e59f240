import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

type RulesetView = {
  id: string; version: string; playable: boolean; sighting: boolean; geometry: string; turnModel: string;
  options: Array<{ id: string; kind: string; default: string; citation: string; min: string | null; max: string | null; step: string | null; choices: Array<{ id: string }> }>;
  tables: Array<{ id: string; version: string }>;
  commands: Array<{ type: string; rule: string; payloadSchema: unknown }>;
};

describe("rulesets", () => {
  it("lists Firepower and Patrol! with their options, tables and commands", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/graphql",
      payload: { query: "{ rulesets { id version playable sighting geometry turnModel options { id kind default citation min max step choices { id } } tables { id version } commands { type rule payloadSchema } } }" },
    });
    const list = (res.json() as { data: { rulesets: RulesetView[] } }).data.rulesets;
    expect(list.map((r) => r.id).sort()).toEqual(["firepower", "fow", "patrol", "sniper", "wwb"]);
    // The table system plays on a continuous table: no hex sighting judge; its options and tables come with issue 23.
    const fow = list.find((r) => r.id === "fow")!;
    expect(fow).toMatchObject({ playable: true, sighting: false, geometry: "continuous" });
    expect(fow.commands.map((c) => c.type)).toEqual(expect.arrayContaining(["move", "shoot", "roll_saves", "turn/end_step"]));
    for (const r of list.filter((x) => x.geometry === "hex")) {
      expect(r.playable).toBe(true);
      expect(r.sighting, r.id).toBe(true);
      expect(r.geometry).toBe("hex");
      expect(r.options.length).toBeGreaterThan(5);
      for (const o of r.options) {
        expect(o.id.startsWith(`${r.id}/`)).toBe(true);
        // Every option of the hex systems is a choice of named readings or a yes/no (We Were Brothers' rule toggles): no range.
        expect(o).toMatchObject({ kind: o.kind === "BOOLEAN" ? "BOOLEAN" : "CHOICE", min: null, max: null, step: null });
        if (o.kind === "BOOLEAN") expect(o.choices.map((c) => c.id).sort()).toEqual(["false", "true"]);
        expect(o.choices.map((c) => c.id)).toContain(o.default);
        expect(o.citation.length).toBeGreaterThan(0);
      }
      expect(r.tables.length).toBeGreaterThan(3);
      expect(r.commands.length).toBeGreaterThan(3);
    }
    const firepower = list.find((r) => r.id === "firepower");
    expect(firepower?.turnModel).toMatch(/chit/i);
    expect(firepower?.commands.map((c) => c.type)).toContain("fire");
  });
});
