import { viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { terrainOf } from "../terrain/craters";
import { createTestMatch } from "../testing/game-test-helpers";

const assault = (bravo: string, extra: Record<string, unknown> = {}) => createTestMatch({ ob: "27.31", situation: "assault", entry: "home_edge", forces: { alpha: "3BR", bravo }, ...extra });
const bravoMen = (g: ReturnType<typeof assault>["game"]) => g.order.filter((id) => g.men[id]!.side === "bravo");

describe("Patrol! Assault set-up [26.92 a]", () => {
  it("patrol 26.92 a: β's men start in the pillbox the OB gives (three inside) and every other man in a crater of his own", () => {
    const g = assault("5BR 1PB").game;
    const pb = g.pillboxes![0]!;
    expect(pb.inside).toEqual(["b01", "b02", "b03"]);
    for (const id of pb.inside) expect(g.men[id]!.hex).toBe(pb.hex);
    const outside = ["b04", "b05"].map((id) => g.men[id]!.hex!);
    expect(new Set(outside).size).toBe(2); // one man per crater
    expect(g.craters).toEqual(expect.arrayContaining(outside));
    expect(g.craters).not.toContain(pb.hex);
    for (const h of outside) expect(terrainOf(g, h)).toBe("crater");
  });

  it("patrol 26.92 a: with no pillbox in the OB each β man is in a crater, one man per crater", () => {
    const g = assault("4BR").game;
    const hexes = bravoMen(g).map((id) => g.men[id]!.hex!);
    expect(new Set(hexes).size).toBe(4);
    expect([...(g.craters ?? [])].sort()).toEqual([...hexes].sort());
  });

  it("patrol 26.92 a: a scenario that places β itself (deploy, garrison) is followed; the other men still fill craters", () => {
    const g = assault("4BR 1PB", { deploy: { b04: { hex: "0505" } }, pillboxes: [{ garrison: ["b02"] }] }).game;
    expect(g.pillboxes![0]!.inside).toEqual(["b02"]);
    expect(g.men.b04!.hex).toBe("0505");
    expect(g.craters ?? []).not.toContain("0505");
    expect(g.craters).toEqual(expect.arrayContaining([g.men.b01!.hex!, g.men.b03!.hex!]));
  });

  it("patrol 26.92 a, 9.64: α knows where the garrison is on turn 1 but not its weapons; the pillbox is on its map", () => {
    const s = assault("2BR 1MG 1PB");
    const seen = viewFor(patrolRuleset, s, "alpha").game as { men: Record<string, { counter: string; hex: string }>; pillboxes?: { hex: string }[] };
    const pb = s.game.pillboxes![0]!;
    expect(pb.inside).toContain("b03");
    expect(s.game.men.b03!.counter).toBe("MG");
    expect(seen.men.b03).toMatchObject({ counter: "unknown", hex: pb.hex });
    expect(seen.pillboxes?.map((p) => p.hex)).toEqual([pb.hex]);
  });

  it("patrol 26.72, 26.92: other situations keep their own set-up (no Assault craters in a Patrol)", () => {
    const g = createTestMatch({ ob: "27.31", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" } }).game;
    expect(g.craters).toBeUndefined();
  });
});
