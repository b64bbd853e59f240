import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { resolveMap } from "../resolve-map";
import type { MapDocument } from "../schema/map-document";
import { validateMapDocument } from "../validate-map-document";
import { listBoardLibrary } from "./board-library";
import { checkBoardJoins, toJoinOffset } from "./board-joins";

const mapOf = (system: string, placements: MapDocument["placements"], boards: MapDocument["boards"]): MapDocument =>
  ({ schemaVersion: 2, id: "m", provenance: "user", orientation: "flat", system, boards, placements });

function board(id: string) {
  const entry = listBoardLibrary().find((e) => e.id === id);
  if (!entry) throw new Error(id);
  return entry.create();
}

describe("board library", () => {
  it("offers Firepower panels 1-4, Patrol! sections A-F, both Sniper! sheet sides and WWB panels, all valid with placeholder terrain", () => {
    const ids = listBoardLibrary().map((e) => e.id);
    expect(ids).toEqual([
      "fp-panel-1", "fp-panel-2", "fp-panel-3", "fp-panel-4", "patrol-A", "patrol-B", "patrol-C", "patrol-D", "patrol-E", "patrol-F",
      "sniper-urban", "sniper-rural", "wwb-1A", "wwb-1B", "wwb-2A", "wwb-2B", "wwb-3A", "wwb-3B",
    ]);
    for (const e of listBoardLibrary()) {
      const b = e.create();
      const v = validateMapDocument(mapOf(e.system, [{ board: b.id, offset: { q: 0, r: 0 } }], [b]));
      expect(v.ok ? [] : v.issues).toEqual([]);
      expect(e.terrainProvenance).toBe("placeholder");
      expect(b.hexes.every((h) => h.terrain === "clear")).toBe(true);
    }
  }, 60_000); // validates two 2,106-hex Sniper! sheets: generous for two shared, busy cores

  it("prints the digests' ID schemes: Firepower 1A1, Patrol! global XXYY (E starts at 1716), Sniper! CCRR up to 3954", () => {
    expect(board("fp-panel-3").hexes[0]?.id).toBe("3A1");
    expect(board("patrol-E").hexes[0]?.id).toBe("1716");
    expect(board("patrol-C").hexes.at(-1)?.id).toBe("4815");
    expect(board("sniper-rural").hexes.at(-1)?.id).toBe("3954");
    expect(board("sniper-rural").side).toBe("rural");
    expect(board("wwb-3A").hexes[0]?.id).toBe("3A-0101");
  });

  it("Patrol! 26.1: B joins A's right edge sharing one column; a turned section or a wider overlap is refused", () => {
    const a = board("patrol-A"), b = board("patrol-B");
    const doc = mapOf("patrol", [{ board: a.id, offset: { q: 0, r: 0 } }], [a, b]);
    const join = toJoinOffset(doc, a.id, b, 0, "right", "patrol");
    if (!join.ok) throw new Error(join.reason);
    const joined = { ...doc, placements: [...(doc.placements ?? []), { board: b.id, offset: join.offset }] };
    expect(checkBoardJoins(joined, "patrol")).toEqual([]);
    expect(resolveMap(joined).hexes.size).toBe(16 * 15 * 2 - 15);
    const turned = { ...doc, placements: [...(doc.placements ?? []), { board: b.id, offset: join.offset, rotation: 3 }] };
    expect(checkBoardJoins(turned, "patrol")).toContain("patrol-B: Patrol! sections stay right-side-up so the hex numbers read consistently (26.1)");
    const wide = { ...doc, placements: [...(doc.placements ?? []), { board: b.id, offset: createHex(join.offset.q - 2, join.offset.r + 1) }] };
    expect(checkBoardJoins(wide, "patrol")).toEqual(["patrol-A and patrol-B overlap: Patrol! sections share at most one column at a side edge"]);
  });

  it("Firepower 1.1: joined panels share the line of half hexes (both IDs on it); panel 4 is always played alone", () => {
    const p1 = board("fp-panel-1"), p2 = board("fp-panel-2"), p4 = board("fp-panel-4");
    const doc = mapOf("firepower", [{ board: p1.id, offset: { q: 0, r: 0 } }], [p1, p2, p4]);
    const below = toJoinOffset(doc, p1.id, p2, 0, "below", "firepower");
    if (!below.ok) throw new Error(below.reason);
    const joined = { ...doc, placements: [...(doc.placements ?? []), { board: p2.id, offset: below.offset }] };
    expect(checkBoardJoins(joined, "firepower")).toEqual([]);
    const resolved = resolveMap(joined);
    expect(resolved.hexes.size).toBe(96 - 8);
    expect([...resolved.hexes.values()].find((h) => h.ids.includes("1A6"))?.ids).toEqual(["1A6", "2A1"]);
    const right = toJoinOffset(doc, p1.id, p2, 0, "right", "firepower");
    if (!right.ok) throw new Error(right.reason);
    const beside = { ...doc, placements: [...(doc.placements ?? []), { board: p2.id, offset: right.offset }] };
    expect(checkBoardJoins(beside, "firepower")).toEqual([]);
    expect(resolveMap(beside).hexes.size).toBe(96 - 6);
    const deep = { ...doc, placements: [...(doc.placements ?? []), { board: p2.id, offset: { q: below.offset.q, r: below.offset.r - 1 } }] };
    expect(checkBoardJoins(deep, "firepower")).toEqual(["fp-panel-1 and fp-panel-2 overlap: Firepower panels share only the one line of half hexes where they join (1.1)"]);
    const withFour = { ...doc, placements: [...(doc.placements ?? []), { board: p4.id, offset: { q: 20, r: 0 } }] };
    expect(checkBoardJoins(withFour, "firepower")).toEqual(["Firepower panel 4 never joins the other panels: it is always played alone (1.1)"]);
  });

  it("We Were Brothers 2.2: panels joined edge to edge stay on the MegaHex lattice; an off-lattice panel is refused", () => {
    const a = board("wwb-1A"), b = board("wwb-1B");
    const doc = mapOf("wwb", [{ board: a.id, offset: { q: 0, r: 0 } }], [a, b]);
    for (const edge of ["right", "below"] as const) {
      const join = toJoinOffset(doc, a.id, b, 0, edge, "wwb");
      if (!join.ok) throw new Error(join.reason);
      expect(checkBoardJoins({ ...doc, placements: [...(doc.placements ?? []), { board: b.id, offset: join.offset }] }, "wwb")).toEqual([]);
    }
    const off = { ...doc, placements: [...(doc.placements ?? []), { board: b.id, offset: { q: 13, r: -6 } }] };
    expect(checkBoardJoins(off, "wwb")[0]).toContain("MegaHex lattice");
  });

  it("Sniper!: the same sheet placed twice side by side, straight or half round; at an angle it is refused", () => {
    const s = board("sniper-urban");
    const doc = mapOf("sniper", [{ board: s.id, offset: { q: 0, r: 0 } }], [s]);
    const join = toJoinOffset(doc, s.id, s, 3, "right", "sniper");
    if (!join.ok) throw new Error(join.reason);
    const two = { ...doc, placements: [...(doc.placements ?? []), { id: "sniper-urban#2", board: s.id, offset: join.offset, rotation: 3 }] };
    expect(checkBoardJoins(two, "sniper")).toEqual([]);
    const angled = { ...doc, placements: [{ board: s.id, offset: { q: 0, r: 0 }, rotation: 1 }] };
    expect(checkBoardJoins(angled, "sniper")).toEqual(["sniper-urban: a Sniper! sheet lies straight or turned half round, never at an angle"]);
  });
});
