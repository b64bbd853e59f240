import { describe, expect, it } from "vitest";
import { createRulingsPack, rulingsPackHash, toRulingsPack } from "./rulings-pack";

describe("rulings packs", () => {
  const pack = createRulingsPack({
    id: "club-2026", ruleset: "firepower", title: "Club rulings",
    options: { "firepower/auto_fire_suppression": "if_rolled", "firepower/skill_enemy_sign": "minus_one" },
    tables: { "firepower/basic_firing_chart": { tableId: "firepower/basic_firing_chart", version: "c1", source: "club card", cells: [] } },
  });

  it("hashes the canonical JSON: key order does not matter, content does", () => {
    const reordered = createRulingsPack({
      tables: pack.tables, ruleset: "firepower", title: "Club rulings", id: "club-2026",
      options: { "firepower/skill_enemy_sign": "minus_one", "firepower/auto_fire_suppression": "if_rolled" },
    });
    expect(rulingsPackHash(reordered)).toBe(rulingsPackHash(pack));
    expect(rulingsPackHash(pack)).toMatch(/^[0-9a-f]{64}$/);
    const changed = createRulingsPack({ ...pack, options: { ...pack.options, "firepower/auto_fire_suppression": "if_possible" } });
    expect(rulingsPackHash(changed)).not.toBe(rulingsPackHash(pack));
  });

  it("parses uploaded JSON, defaulting missing options and tables", () => {
    const r = toRulingsPack(JSON.parse(JSON.stringify({ id: "p", ruleset: "patrol" })));
    expect(r).toEqual({ ok: true, pack: { id: "p", ruleset: "patrol", options: {}, tables: {} } });
    const round = toRulingsPack(JSON.parse(JSON.stringify(pack)));
    expect(round.ok && rulingsPackHash(round.pack)).toBe(rulingsPackHash(pack));
  });

  it("reports shape errors with their JSON path", () => {
    const r = toRulingsPack({ id: "p", ruleset: "patrol", options: { "patrol/x": { n: 3 } }, extra: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path)).toEqual(expect.arrayContaining([["options", "patrol/x"], []]));
    expect(r.issues.every((i) => i.code === "rulings/bad_pack")).toBe(true);
  });
});
